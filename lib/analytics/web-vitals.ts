/**
 * Real visitors' speed (Core Web Vitals): the four metrics a page view reports (`web_vitals`
 * events, lib/analytics/web-vitals-client.ts), their thresholds and the log-scale histogram the
 * rollup keeps of them (defined beside the tables, lib/db/schema/vitals.ts, and re-exported here),
 * and the figures made of them: ratings, the 75th percentile, the summaries the Speed section
 * shows. Pure: the schema, the browser module, the Speed section and the benchmark share it.
 */

import {
  bucketsPerOctave,
  unitsPer,
  type VitalMetric,
  vitals,
  zeroBucket,
} from '@/lib/db/schema/vitals';
import { histogramPercentile } from '@/lib/histogram';

export {
  bucketSql,
  bucketsPerOctave,
  unitsPer,
  type VitalDefinition,
  type VitalMetric,
  vitalMetrics,
  vitals,
  zeroBucket,
} from '@/lib/db/schema/vitals';
export { histogramPercentile } from '@/lib/histogram';

/** What one `web_vitals` event carries in its metadata: a metric not measured is absent. */
export type VitalValues = Partial<Record<VitalMetric, number>>;

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

/** A bucket's value as the histogram reports it: its geometric middle, in the metric's unit. */
export const bucketValue = (metric: VitalMetric, bucket: number): number =>
  bucket <= zeroBucket ? 0 : 2 ** ((bucket + 0.5) / bucketsPerOctave) / unitsPer(metric);

/** Counts by rating: exact, since the rollup counts them beside the histogram. */
export type RatingCounts = { good: number; fair: number; poor: number };

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
