/** Percentiles read from a histogram's buckets, for every rollup that keeps one. */

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
