/** Percentiles read from a histogram's buckets, for every rollup that keeps one. */

/**
 * Where the sample of nearest rank at `share` (0.75: the 75th percentile) falls in `counts`, a
 * histogram's counts in bucket order: its bucket's index, and its place among the bucket's
 * samples as a fraction (the middle of its own share: 0.5 for a bucket's only sample), for
 * reading a value inside the bucket. Null for an empty histogram.
 */
export function rankInHistogram(
  counts: readonly number[],
  share: number,
): { index: number; within: number } | null {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(share * total));
  let seen = 0;
  for (const [index, n] of counts.entries()) {
    if (n > 0 && seen + n >= rank) return { index, within: (rank - seen - 0.5) / n };
    seen += n;
  }
  return null;
}

/**
 * The value at `share` (0.75: the 75th percentile, nearest rank) of a histogram, as `valueAt`
 * reports a bucket: the smallest bucket by which `share` of the samples are counted. Null for an
 * empty histogram. The duration percentiles of the overview read their buckets this way.
 */
export function histogramPercentile(
  buckets: readonly { bucket: number; n: number }[],
  share: number,
  valueAt: (bucket: number) => number,
): number | null {
  const sorted = [...buckets].filter((b) => b.n > 0).sort((a, b) => a.bucket - b.bucket);
  const hit = rankInHistogram(
    sorted.map((b) => b.n),
    share,
  );
  const bucket = hit && sorted[hit.index];
  return bucket ? valueAt(bucket.bucket) : null;
}
