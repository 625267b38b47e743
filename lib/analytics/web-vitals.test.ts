import { describe, expect, it } from 'vitest';
import { limits, parseEventPayload } from './schema';
import {
  bucketEdges,
  bucketOf,
  p75Rating,
  ratingOf,
  summarise,
  type VitalMetric,
  vitalBuckets,
  vitalMetrics,
  vitalPercentile,
  vitals,
  widestBucket,
} from './web-vitals';

const vitalsEvent = (metadata: unknown, overrides: Record<string, unknown> = {}) => ({
  event_type: 'web_vitals',
  session_id: '0b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d10',
  page: '/pricing',
  url: 'https://jackie.example/pricing',
  metadata,
  ...overrides,
});
const accepts = (event: unknown) => parseEventPayload(event).success;

describe('a web_vitals event', () => {
  it('carries any of the four metrics, and a metric not measured is simply absent', () => {
    expect(accepts(vitalsEvent({ lcp: 1834, inp: 96, cls: 0.0412, ttfb: 312 }))).toBe(true);
    expect(accepts(vitalsEvent({ lcp: 1834, cls: 0, ttfb: 0 }))).toBe(true);
    expect(accepts(vitalsEvent({ ttfb: 312 }))).toBe(true);
  });

  it('is refused without any metric, with a null or zero-filled stand-in, or an unknown key', () => {
    expect(accepts(vitalsEvent({}))).toBe(false);
    expect(accepts(vitalsEvent(null))).toBe(false);
    expect(accepts(vitalsEvent(undefined))).toBe(false);
    expect(accepts(vitalsEvent({ lcp: 1834, inp: null }))).toBe(false);
    expect(accepts(vitalsEvent({ lcp: 1834, fid: 12 }))).toBe(false);
    expect(accepts(vitalsEvent({ lcp: 1834, referrer: 'www.google.com' }))).toBe(false);
  });

  it('is refused with odd values: negative, fractional ms, strings, over the caps, too precise', () => {
    for (const metadata of [
      { lcp: -1 },
      { inp: 96.5 },
      { ttfb: '312' },
      { lcp: true },
      { lcp: vitals.lcp.max + 1 },
      { inp: vitals.inp.max + 1 },
      { ttfb: 1e308 },
      { cls: vitals.cls.max + 0.0001 },
      { cls: 0.12345 },
      { cls: -0 - 0.0001 },
      { 'lcp\u0000': 1 },
      { '\uD800': 1 },
    ]) {
      expect(accepts(vitalsEvent(metadata)), JSON.stringify(metadata)).toBe(false);
    }
    // JSON has no NaN or Infinity: they arrive as null, which is refused above.
    expect(accepts(JSON.parse(JSON.stringify(vitalsEvent({ lcp: Number.NaN }))))).toBe(false);
    expect(accepts(JSON.parse(JSON.stringify(vitalsEvent({ cls: Infinity }))))).toBe(false);
  });

  it('is refused with a label, a variant or a duration, which are not part of it', () => {
    expect(accepts(vitalsEvent({ lcp: 1 }, { label: 'x' }))).toBe(false);
    expect(accepts(vitalsEvent({ lcp: 1 }, { variant: 'pool' }))).toBe(false);
    expect(accepts(vitalsEvent({ lcp: 1 }, { duration_ms: 10 }))).toBe(false);
  });

  it('refuses a whole batch over the request limits like any other event', () => {
    const many = Array.from({ length: limits.maxEventsPerRequest + 1 }, () =>
      vitalsEvent({ lcp: 1 }),
    );
    expect(accepts({ events: many })).toBe(false);
    // The largest event is far under the per-request budget the tracker batches by.
    const largest = vitalsEvent({
      lcp: vitals.lcp.max,
      inp: vitals.inp.max,
      cls: 99.9999,
      ttfb: vitals.ttfb.max,
    });
    expect(accepts(largest)).toBe(true);
    expect(JSON.stringify(largest).length).toBeLessThan(400);
  });

  it('names the metric that is wrong', () => {
    const result = parseEventPayload(vitalsEvent({ lcp: 1, inp: -5 }));
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(result.error.issues.map((issue) => issue.path.join('.'))).toContain('metadata.inp');
    }
  });
});

describe('the thresholds', () => {
  it('are Core Web Vitals’: good up to and including the first, poor above the second', () => {
    const cases: [VitalMetric, number, string][] = [
      ['lcp', 2500, 'good'],
      ['lcp', 2501, 'needs-improvement'],
      ['lcp', 4000, 'needs-improvement'],
      ['lcp', 4001, 'poor'],
      ['inp', 200, 'good'],
      ['inp', 201, 'needs-improvement'],
      ['inp', 500, 'needs-improvement'],
      ['inp', 501, 'poor'],
      ['cls', 0.1, 'good'],
      ['cls', 0.1001, 'needs-improvement'],
      ['cls', 0.25, 'needs-improvement'],
      ['cls', 0.2501, 'poor'],
      ['ttfb', 800, 'good'],
      ['ttfb', 801, 'needs-improvement'],
      ['ttfb', 1800, 'needs-improvement'],
      ['ttfb', 1801, 'poor'],
    ];
    for (const [metric, value, rating] of cases) expect(ratingOf(metric, value)).toBe(rating);
  });
});

/** A histogram's counts from `values`, bucket by bucket. */
function histogramOf(metric: VitalMetric, values: readonly number[]): number[] {
  const counts = Array<number>(vitalBuckets).fill(0);
  for (const value of values) {
    const bucket = bucketOf(metric, value);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

/** `n` values spread like real ones (log-normal), whole units, from a fixed sequence. */
function spread(metric: VitalMetric, n: number, median: number, sigma: number): number[] {
  let state = 7;
  const next = () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
  const step = metric === 'cls' ? 10_000 : 1;
  return Array.from({ length: n }, () => {
    const normal = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
    return Math.round(median * Math.exp(sigma * normal) * step) / step;
  });
}

const nearestRank = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil(share * values.length) - 1] as number;

describe('the histogram', () => {
  it('has whole, rising edges from low to high, the thresholds among them', () => {
    for (const metric of vitalMetrics) {
      const edges = bucketEdges[metric];
      const units = metric === 'cls' ? 10_000 : 1;
      const { low, good, poor, high } = vitals[metric];
      expect(edges).toHaveLength(vitalBuckets - 1);
      expect(edges.every(Number.isInteger)).toBe(true);
      expect(edges.slice(1).every((edge, i) => edge > (edges[i] as number))).toBe(true);
      expect(edges[0]).toBe(low * units);
      expect(edges.at(-1)).toBe(high * units + 1);
      expect(edges).toContain(Math.round(good * units) + 1);
      expect(edges).toContain(Math.round(poor * units) + 1);
      // Each bucket 20-31% wide: the design's bound on a 75th percentile's error.
      expect(widestBucket(metric), metric).toBeLessThan(0.32);
    }
  });

  it('puts a value in the bucket between its edges, under low in the first, over high in the last', () => {
    for (const metric of vitalMetrics) {
      const step = metric === 'cls' ? 0.0001 : 1;
      const { low, good, poor, high } = vitals[metric];
      expect(bucketOf(metric, 0)).toBe(0);
      expect(bucketOf(metric, low - step)).toBe(0);
      expect(bucketOf(metric, low)).toBe(1);
      expect(bucketOf(metric, high)).toBe(vitalBuckets - 2);
      expect(bucketOf(metric, high + step)).toBe(vitalBuckets - 1);
      expect(bucketOf(metric, vitals[metric].max)).toBe(vitalBuckets - 1);
      // A bucket holds one rating: the thresholds' values end theirs.
      expect(bucketOf(metric, good + step)).toBe(bucketOf(metric, good) + 1);
      expect(bucketOf(metric, poor + step)).toBe(bucketOf(metric, poor) + 1);
      bucketEdges[metric].forEach((edge, i) => {
        expect(bucketOf(metric, edge * step)).toBe(i + 1);
        expect(bucketOf(metric, (edge - 1) * step)).toBe(i);
      });
    }
  });

  it('reads a 75th percentile in the bucket of the exact one, close to it on a spread', () => {
    const cases: [VitalMetric, number, number][] = [
      ['lcp', 1800, 0.6],
      ['inp', 120, 0.8],
      ['cls', 0.04, 1.2],
      ['ttfb', 500, 0.6],
    ];
    for (const [metric, median, sigma] of cases) {
      for (const n of [4, 30, 1000]) {
        const values = spread(metric, n, median, sigma);
        const exact = nearestRank(values, 0.75);
        const read = vitalPercentile(metric, histogramOf(metric, values), 0.75);
        expect(read?.bound, `${metric} ${n}`).toBeNull();
        const value = read?.value as number;
        expect(bucketOf(metric, value), `${metric} ${n}: ${value} for ${exact}`).toBe(
          bucketOf(metric, exact),
        );
        // On 1,000 samples the place among the bucket's samples, not only the bucket, tells.
        if (n === 1000) expect(Math.abs(value - exact) / exact, metric).toBeLessThan(0.03);
      }
    }
  });

  it('says a 75th percentile beyond the span is under low or over high, no more', () => {
    expect(vitalPercentile('lcp', histogramOf('lcp', [40, 50, 60, 9000]), 0.75)).toEqual({
      value: vitals.lcp.low,
      bound: 'below',
    });
    expect(vitalPercentile('inp', histogramOf('inp', [100, 5000, 6000, 60_000]), 0.75)).toEqual({
      value: vitals.inp.high,
      bound: 'above',
    });
    expect(vitalPercentile('cls', histogramOf('cls', []), 0.75)).toBeNull();
  });
});

describe('a summary', () => {
  it('rates the 75th percentile exactly from the counts', () => {
    expect(p75Rating({ good: 75, fair: 25, poor: 0 })).toBe('good');
    expect(p75Rating({ good: 74, fair: 26, poor: 0 })).toBe('needs-improvement');
    expect(p75Rating({ good: 50, fair: 25, poor: 25 })).toBe('needs-improvement');
    expect(p75Rating({ good: 50, fair: 24, poor: 26 })).toBe('poor');
    expect(p75Rating({ good: 0, fair: 0, poor: 0 })).toBeNull();
  });

  it('keeps the estimated value on the side of the threshold its exact rating says', () => {
    // The thresholds are bucket edges, so the histogram agrees with the counts; were it not to,
    // the value would still follow the exact rating.
    const summary = summarise('lcp', histogramOf('lcp', [3000, 3000, 3000, 9000]), {
      good: 3,
      fair: 0,
      poor: 1,
    });
    expect(summary).toMatchObject({ samples: 4, rating: 'good', p75: 2500, p75Bound: null });
    expect(
      summarise('lcp', histogramOf('lcp', [2000, 2400, 2490, 9000]), { good: 3, fair: 0, poor: 1 })
        .p75,
    ).toBeLessThanOrEqual(2500);
    expect(
      summarise('ttfb', histogramOf('ttfb', [0, 0, 4, 900]), { good: 3, fair: 1, poor: 0 }),
    ).toMatchObject({ p75: vitals.ttfb.low, p75Bound: 'below', rating: 'good' });
    expect(summarise('cls', histogramOf('cls', []), { good: 0, fair: 0, poor: 0 })).toEqual({
      good: 0,
      fair: 0,
      poor: 0,
      samples: 0,
      p75: null,
      p75Bound: null,
      rating: null,
    });
  });
});
