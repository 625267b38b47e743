/**
 * Real visitors' speed (Core Web Vitals): the four metrics a page view reports (`web_vitals`
 * events, lib/analytics/web-vitals-client.ts), their thresholds and the fixed histogram the
 * rollup keeps of them (defined beside the tables, lib/db/schema/vitals.ts, and re-exported here),
 * and the figures made of them: ratings, the 75th percentile, the summaries the Speed section
 * shows. Pure: the schema, the browser module, the Speed section and the benchmark share it.
 */

import { bucketEdges, unitsPer, type VitalMetric, vitals } from '@/lib/db/schema/vitals';
import { rankInHistogram } from '@/lib/histogram';

export {
  bucketColumns,
  bucketEdges,
  unitsPer,
  type VitalDefinition,
  type VitalMetric,
  vitalBuckets,
  vitalMetrics,
  vitals,
} from '@/lib/db/schema/vitals';

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

/** The bucket of a value (0 to vitalBuckets - 1), as width_bucket() finds it in the rollup. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const units = Math.round(value * unitsPer(metric));
  const edges = bucketEdges[metric];
  let bucket = 0;
  while (bucket < edges.length && units >= (edges[bucket] as number)) bucket += 1;
  return bucket;
}

/** The largest ratio of a bucket's upper edge to its lower one, less 1: 0.26 for 26% wide. */
export function widestBucket(metric: VitalMetric): number {
  const edges = bucketEdges[metric];
  return Math.max(...edges.slice(1).map((edge, i) => edge / (edges[i] as number))) - 1;
}

/**
 * A percentile of a metric's histogram (`buckets`, counts in bucket order): the value of the
 * nearest rank, read inside its bucket log-linearly at the rank's place among the bucket's
 * samples, so it is in the same bucket as the exact value; or, in the first or last bucket,
 * only that it is under `low` or over `high` (`bound`). Null for an empty histogram.
 */
export function vitalPercentile(
  metric: VitalMetric,
  buckets: readonly number[],
  share: number,
): { value: number; bound: VitalBound | null } | null {
  const hit = rankInHistogram(buckets, share);
  if (!hit) return null;
  const edges = bucketEdges[metric];
  if (hit.index === 0) return { value: vitals[metric].low, bound: 'below' };
  if (hit.index >= edges.length) return { value: vitals[metric].high, bound: 'above' };
  const from = edges[hit.index - 1] as number;
  const to = edges[hit.index] as number;
  // Whole units, and still inside the bucket: its values end one unit under the next edge.
  const units = Math.min(Math.round(from * (to / from) ** hit.within), to - 1);
  return { value: units / unitsPer(metric), bound: null };
}

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

/**
 * Where a 75th percentile lies beyond the histogram's span: under the metric's `low`, or over its
 * `high` (the value shown is that bound).
 */
export type VitalBound = 'below' | 'above';

/** One metric of a page or device class over a range, as the Speed section shows it. */
export type VitalSummary = RatingCounts & {
  samples: number;
  /**
   * From the histogram, in the bucket of the exact value and on the side of the thresholds the
   * counts say; the bound itself when `p75Bound` is set.
   */
  p75: number | null;
  p75Bound: VitalBound | null;
  rating: Rating | null;
};

/**
 * A metric's summary from its histogram (bucket counts in order) and exact counts. The thresholds
 * are bucket edges, so the estimate is already in the band its exact rating names; it is still
 * kept there, so a value can never read "good" next to a "needs improvement" rating.
 */
export function summarise(
  metric: VitalMetric,
  buckets: readonly number[],
  counts: RatingCounts,
): VitalSummary {
  const { good, fair, poor } = counts;
  const samples = good + fair + poor;
  const rating = p75Rating(counts);
  const read = vitalPercentile(metric, buckets, 0.75);
  let p75 = read?.value ?? null;
  if (p75 !== null && !read?.bound) {
    const threshold = vitals[metric];
    const step = 1 / unitsPer(metric);
    if (rating === 'good') p75 = Math.min(p75, threshold.good);
    if (rating === 'needs-improvement') {
      p75 = Math.min(Math.max(p75, threshold.good + step), threshold.poor);
    }
    if (rating === 'poor') p75 = Math.max(p75, threshold.poor + step);
    p75 = roundVital(metric, p75);
  }
  return { good, fair, poor, samples, p75, p75Bound: read?.bound ?? null, rating };
}

/** Below this many samples a figure is too noisy to compare (the campaign funnel's rule). */
export const smallVitalsSample = 30;
