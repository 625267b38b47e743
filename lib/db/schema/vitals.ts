/**
 * Real visitors' Core Web Vitals as the rollup stores them (`analytics_daily_vitals`,
 * `analytics_monthly_vitals`; docs/analytics.md, "Speed"): the four metrics, their units, their
 * good / needs improvement / poor thresholds and caps, and the histogram's fixed buckets. Kept
 * here, beside the tables, as the channels are (./sessions.ts): the tables' columns, the events
 * statement and the migration's backfill fold by them, and lib/analytics/web-vitals.ts builds the
 * figures on them.
 */

export const vitalMetrics = ['lcp', 'inp', 'cls', 'ttfb'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

export type VitalDefinition = {
  /** The name people know it by. */
  short: string;
  title: string;
  /**
   * 'ms': whole milliseconds. 'score': CLS, unitless, sent as a number with at most four
   * decimals (0.1234), and counted in the histogram in ten-thousandths.
   */
  unit: 'ms' | 'score';
  /** Good up to and including this value. */
  good: number;
  /** Poor above this value; needs improvement between. */
  poor: number;
  /** The largest value the endpoint accepts: beyond it is not a measurement we trust. */
  max: number;
  /**
   * The histogram's log-spaced span: a value under `low` counts in the first bucket and one over
   * `high` in the last, where the 75th percentile is only said to be under or over them.
   */
  low: number;
  high: number;
};

/**
 * Core Web Vitals' thresholds (web.dev), as web-vitals rates them, and the histogram's span: from
 * about the least a browser measures to matter (an LCP of 100 ms, hardly a round trip and a
 * paint; an INP of 8 ms, the Event Timing API's rounding; a CLS of 0.001, a shift no one sees;
 * a TTFB of 10 ms, a nearby cache) to about 5 to 8 times the poor threshold (30 s, 4 s, 2, 10 s),
 * where how much worse no longer changes what to fix.
 */
export const vitals: Record<VitalMetric, VitalDefinition> = {
  lcp: {
    short: 'LCP',
    title: 'Largest Contentful Paint',
    unit: 'ms',
    good: 2500,
    poor: 4000,
    max: 300_000,
    low: 100,
    high: 30_000,
  },
  inp: {
    short: 'INP',
    title: 'Interaction to Next Paint',
    unit: 'ms',
    good: 200,
    poor: 500,
    max: 60_000,
    low: 8,
    high: 4000,
  },
  cls: {
    short: 'CLS',
    title: 'Cumulative Layout Shift',
    unit: 'score',
    good: 0.1,
    poor: 0.25,
    max: 100,
    low: 0.001,
    high: 2,
  },
  ttfb: {
    short: 'TTFB',
    title: 'Time to First Byte',
    unit: 'ms',
    good: 800,
    poor: 1800,
    max: 300_000,
    low: 10,
    high: 10_000,
  },
};

/** Histogram units per unit of the metric: milliseconds as they are, CLS in ten-thousandths. */
export const unitsPer = (metric: VitalMetric): number =>
  vitals[metric].unit === 'score' ? 10_000 : 1;

/**
 * The histogram: a fixed number of buckets a metric, each a column of the rollup, so a day's
 * samples of a page and metric take one row however many there are. The first bucket holds the
 * values under `low` (0 among them: no layout shift, a TTFB from the cache), the last those over
 * `high`, and the 30 between span `low` to `high` log-spaced, with both thresholds on bucket
 * edges: a bucket holds values of one rating only. 32 is a measured trade (docs/benchmarks.md,
 * "Speed section"): 16 more columns make a month's read about a quarter slower, while at 32 (a
 * bucket 20-31% wide) the 75th percentile read inside its bucket (log-linear, at the rank's place
 * among the bucket's samples) is already off by about 1.5% on 300 samples and under 1% on
 * thousands, a third to a half of the sampling error of the percentile itself.
 */
export const vitalBuckets = 32;

/**
 * The rollup's bucket columns, in bucket order: b00 (under `low`) to b31 (over `high`). Marked
 * pure, as `bucketEdges` is, so the browser's chunk (which imports the thresholds from this
 * module) drops them.
 */
export const bucketColumns = /* @__PURE__ */ Array.from(
  { length: vitalBuckets },
  (_, bucket) => `b${String(bucket).padStart(2, '0')}`,
);

/** A metric's bucket edges (as `bucketEdges` says), from its span and thresholds. */
function edgesOf(metric: VitalMetric): readonly number[] {
  const { low, good, poor, high } = vitals[metric];
  const units = unitsPer(metric);
  const [first = 0, ...rest] = [low, good, poor, high].map(
    (anchor, i) => Math.round(anchor * units) + (i > 0 ? 1 : 0),
  );
  const stretches = rest.map((to, i) => ({ from: i === 0 ? first : (rest[i - 1] as number), to }));
  const spans = stretches.map(({ from, to }) => Math.log(to / from));
  const whole = spans.reduce((sum, span) => sum + span, 0);
  const inner = vitalBuckets - 2;
  const counts = spans.map((span) => Math.max(1, Math.round((inner * span) / whole)));
  // Rounding may leave the counts one off the total: the widest stretch takes the difference.
  const widest = spans.indexOf(Math.max(...spans));
  counts[widest] = (counts[widest] ?? 0) + inner - counts.reduce((sum, n) => sum + n, 0);
  return [
    first,
    ...stretches.flatMap(({ from, to }, i) => {
      const count = counts[i] ?? 0;
      return Array.from({ length: count }, (_, step) =>
        Math.round(from * (to / from) ** ((step + 1) / count)),
      );
    }),
  ];
}

/**
 * The edges between a metric's buckets, in histogram units (whole ms, or ten-thousandths of a
 * CLS point): bucket b (1 to 30) holds [edges[b - 1], edges[b]), bucket 0 the values under
 * edges[0] and the last bucket those from the last edge on, as width_bucket() numbers them. The
 * edges are whole units, as every value is, so a value has the same bucket in SQL and in
 * JavaScript; `good + 1`, `poor + 1` and `high + 1` are edges, and the buckets between these
 * anchors and `low` are log-spaced, as many in each stretch as its share of the whole span.
 */
export const bucketEdges: Record<VitalMetric, readonly number[]> = /* @__PURE__ */ (() =>
  Object.fromEntries(vitalMetrics.map((metric) => [metric, edgesOf(metric)])) as Record<
    VitalMetric,
    readonly number[]
  >)();

/** A metric's edges as an SQL array, for width_bucket(units, edges) in the rollup's SQL. */
export const edgesSql = (metric: VitalMetric) => `'{${bucketEdges[metric].join(',')}}'::float8[]`;
