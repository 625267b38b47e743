import { describe, expect, it } from 'vitest';
import { limits, parseEventPayload } from './schema';
import {
  bucketOf,
  bucketValue,
  histogramPercentile,
  p75Rating,
  ratingOf,
  summarise,
  type VitalMetric,
  vitalMetrics,
  vitals,
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

describe('the histogram', () => {
  it('puts every value in a bucket whose middle is within 3% of it (0 in a bucket of its own)', () => {
    for (const metric of vitalMetrics) {
      const unit = metric === 'cls' ? 0.0001 : 1;
      for (let units = 1; units < 300_000; units = Math.ceil(units * 1.013)) {
        const value = units * unit;
        const middle = bucketValue(metric, bucketOf(metric, value));
        expect(Math.abs(middle - value) / value, `${metric} ${value}`).toBeLessThan(0.03);
      }
      expect(bucketValue(metric, bucketOf(metric, 0))).toBe(0);
    }
  });

  it('keeps exact powers of two in their own bucket and orders buckets like values', () => {
    expect(bucketOf('lcp', 1024)).toBe(120);
    expect(bucketOf('lcp', 1023)).toBe(119);
    expect(bucketOf('lcp', 2048)).toBe(132);
    expect(bucketOf('cls', 0.0001)).toBe(0);
    expect(bucketOf('cls', 0.1)).toBeGreaterThanOrEqual(bucketOf('cls', 0.0999));
    expect(bucketOf('cls', 0.1)).toBeGreaterThan(bucketOf('cls', 0.09));
  });

  it('gives a 75th percentile within 3% of the exact one on a known set', () => {
    // 1,000 LCPs spread like real ones (log-normal around 1.8 s), from a fixed sequence.
    let state = 7;
    const next = () => {
      state = (state * 48_271) % 2_147_483_647;
      return state / 2_147_483_647;
    };
    const values = Array.from({ length: 1000 }, () =>
      Math.round(
        1800 * Math.exp(0.6 * Math.sqrt(-2 * Math.log(next())) * Math.cos(6.283 * next())),
      ),
    );
    const exact = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1] as number;
    const counts = new Map<number, number>();
    for (const value of values) {
      const bucket = bucketOf('lcp', value);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    const buckets = [...counts].map(([bucket, n]) => ({ bucket, n }));
    const estimate = histogramPercentile(buckets, 0.75, (b) => bucketValue('lcp', b)) as number;
    expect(Math.abs(estimate - exact) / exact).toBeLessThan(0.03);
  });

  it('has no percentile when empty, and the nearest rank otherwise', () => {
    expect(histogramPercentile([], 0.75, (b) => b)).toBeNull();
    expect(histogramPercentile([{ bucket: 5, n: 0 }], 0.75, (b) => b)).toBeNull();
    const four = [1, 2, 3, 4].map((bucket) => ({ bucket, n: 1 }));
    expect(histogramPercentile(four, 0.75, (b) => b)).toBe(3);
    expect(histogramPercentile([...four].reverse(), 0.75, (b) => b)).toBe(3);
    expect(
      histogramPercentile(
        [
          { bucket: 1, n: 3 },
          { bucket: 9, n: 2 },
        ],
        0.75,
        (b) => b,
      ),
    ).toBe(9);
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
    // Three good LCPs at 2,490 ms and one poor: the rating is good, and so must read the value,
    // though 2,490 ms shares its bucket with values over 2,500 ms.
    const bucket = bucketOf('lcp', 2490);
    expect(bucketValue('lcp', bucket)).toBeGreaterThan(2500);
    const summary = summarise(
      'lcp',
      [
        { bucket, n: 3 },
        { bucket: bucketOf('lcp', 9000), n: 1 },
      ],
      { good: 3, fair: 0, poor: 1 },
    );
    expect(summary).toMatchObject({ samples: 4, rating: 'good', p75: 2500 });
    expect(summarise('cls', [], { good: 0, fair: 0, poor: 0 })).toMatchObject({
      samples: 0,
      p75: null,
      rating: null,
    });
  });
});
