/**
 * Real visitors' Core Web Vitals as the rollup stores them (`analytics_daily_vitals`,
 * `analytics_monthly_vitals`; docs/analytics.md, "Speed"): the four metrics, their units, their
 * good / needs improvement / poor thresholds and caps, and the log-scale histogram's buckets.
 * Kept here, beside the tables, as the channels are (./sessions.ts): the events statement folds
 * by them, and lib/analytics/web-vitals.ts builds the figures on them.
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
};

/** Core Web Vitals' thresholds (web.dev), as web-vitals rates them. */
export const vitals: Record<VitalMetric, VitalDefinition> = {
  lcp: {
    short: 'LCP',
    title: 'Largest Contentful Paint',
    unit: 'ms',
    good: 2500,
    poor: 4000,
    max: 300_000,
  },
  inp: {
    short: 'INP',
    title: 'Interaction to Next Paint',
    unit: 'ms',
    good: 200,
    poor: 500,
    max: 60_000,
  },
  cls: {
    short: 'CLS',
    title: 'Cumulative Layout Shift',
    unit: 'score',
    good: 0.1,
    poor: 0.25,
    max: 100,
  },
  ttfb: {
    short: 'TTFB',
    title: 'Time to First Byte',
    unit: 'ms',
    good: 800,
    poor: 1800,
    max: 300_000,
  },
};

/** Histogram units per unit of the metric: milliseconds as they are, CLS in ten-thousandths. */
export const unitsPer = (metric: VitalMetric): number =>
  vitals[metric].unit === 'score' ? 10_000 : 1;

/**
 * Histogram buckets per doubling: bucket b holds [2^(b/12), 2^((b+1)/12)) units, about 6% wide,
 * so a value read at its bucket's geometric middle is within 3% of the exact one. Bucket -1 holds
 * the values under one unit: 0 (no layout shift, a TTFB from the cache).
 */
export const bucketsPerOctave = 12;
export const zeroBucket = -1;

/** The SQL of bucketOf for a value in histogram units (`units`, a float8 expression). */
export const bucketSql = (units: string) =>
  `CASE WHEN ${units} < 1 THEN ${zeroBucket} ELSE floor(ln(${units}) / ln(2.0) * ${bucketsPerOctave} + 1e-9)::int END`;
