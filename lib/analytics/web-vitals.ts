/**
 * Real visitors' speed (Core Web Vitals): the one typed place for the four metrics a page view
 * reports (`web_vitals` events, lib/analytics/web-vitals-client.ts), their units, their
 * good / needs improvement / poor thresholds, their caps, and the log-scale histogram the daily
 * rollup keeps of them (`analytics_daily_vitals`, docs/analytics.md "Speed"). Pure: the schema,
 * the browser module, the rollup statement, the Speed section and the benchmark share it.
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

/** What one `web_vitals` event carries in its metadata: a metric not measured is absent. */
export type VitalValues = Partial<Record<VitalMetric, number>>;

/** Histogram units per unit of the metric: milliseconds as they are, CLS in ten-thousandths. */
export const unitsPer = (metric: VitalMetric): number =>
  vitals[metric].unit === 'score' ? 10_000 : 1;

/** A measured value as the event sends it: whole ms, or CLS rounded to four decimals. */
export const roundVital = (metric: VitalMetric, value: number): number =>
  Math.round(value * unitsPer(metric)) / unitsPer(metric);

export type Rating = 'good' | 'needs-improvement' | 'poor';

export const ratingOf = (metric: VitalMetric, value: number): Rating =>
  value <= vitals[metric].good
    ? 'good'
    : value <= vitals[metric].poor
      ? 'needs-improvement'
      : 'poor';

/**
 * Histogram buckets per doubling: bucket b holds [2^(b/12), 2^((b+1)/12)) units, about 6% wide,
 * so a value read at its bucket's geometric middle is within 3% of the exact one. Bucket -1 holds
 * the values under one unit: 0 (no layout shift, a TTFB from the cache).
 */
export const bucketsPerOctave = 12;
export const zeroBucket = -1;

/**
 * The bucket of a value. `ln(x) / ln(2)` as the rollup statement computes it; the small nudge
 * keeps the exact powers of two (whose logarithm may come out one ulp short) in their own bucket
 * on both sides.
 */
export function bucketOf(metric: VitalMetric, value: number): number {
  const units = Math.round(value * unitsPer(metric));
  return units < 1
    ? zeroBucket
    : Math.floor((Math.log(units) / Math.LN2) * bucketsPerOctave + 1e-9);
}

/** The SQL of bucketOf for a value in histogram units (`units`, a float8 expression). */
export const bucketSql = (units: string) =>
  `CASE WHEN ${units} < 1 THEN ${zeroBucket} ELSE floor(ln(${units}) / ln(2.0) * ${bucketsPerOctave} + 1e-9)::int END`;

/** A bucket's value as the histogram reports it: its geometric middle, in the metric's unit. */
export const bucketValue = (metric: VitalMetric, bucket: number): number =>
  bucket <= zeroBucket ? 0 : 2 ** ((bucket + 0.5) / bucketsPerOctave) / unitsPer(metric);

/** Counts by rating: exact, since the rollup counts them beside the histogram. */
export type RatingCounts = { good: number; fair: number; poor: number };

/**
 * The value at `share` (0.75: the 75th percentile, nearest rank) of a histogram, as `valueOf`
 * reports a bucket: the smallest bucket by which `share` of the samples are counted. Null for an
 * empty histogram. The duration percentiles of the overview read their buckets the same way.
 */
export function histogramPercentile(
  buckets: readonly { bucket: number; n: number }[],
  share: number,
  valueAt: (bucket: number) => number,
): number | null {
  const sorted = [...buckets].filter((b) => b.n > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(share * total));
  let seen = 0;
  for (const b of sorted) {
    seen += b.n;
    if (seen >= rank) return valueAt(b.bucket);
  }
  return null;
}

/**
 * The rating of the 75th percentile, exactly, from the counts: it is good when at least 75% of
 * the samples are good, poor when more than 25% are poor (Core Web Vitals' rule for a page).
 */
export function p75Rating({ good, fair, poor }: RatingCounts): Rating | null {
  const total = good + fair + poor;
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  return good >= rank ? 'good' : good + fair >= rank ? 'needs-improvement' : 'poor';
}

/** One metric of a page or device class over a range, as the Speed section shows it. */
export type VitalSummary = RatingCounts & {
  samples: number;
  /** From the histogram (within about 3%), kept on the side of the thresholds the counts say. */
  p75: number | null;
  rating: Rating | null;
};

/**
 * A metric's summary from its histogram and exact counts. The estimated 75th percentile is
 * moved, if need be, into the band its exact rating names, so a value never reads "good" next to
 * a "needs improvement" rating.
 */
export function summarise(
  metric: VitalMetric,
  buckets: readonly { bucket: number; n: number }[],
  counts: RatingCounts,
): VitalSummary {
  const samples = counts.good + counts.fair + counts.poor;
  const rating = p75Rating(counts);
  let p75 = histogramPercentile(buckets, 0.75, (bucket) => bucketValue(metric, bucket));
  if (p75 !== null) {
    const { good, poor } = vitals[metric];
    const step = 1 / unitsPer(metric);
    if (rating === 'good') p75 = Math.min(p75, good);
    if (rating === 'needs-improvement') p75 = Math.min(Math.max(p75, good + step), poor);
    if (rating === 'poor') p75 = Math.max(p75, poor + step);
    p75 = roundVital(metric, p75);
  }
  return { ...counts, samples, p75, rating };
}

/** Below this many samples a figure is too noisy to compare (the campaign funnel's rule). */
export const smallVitalsSample = 30;
