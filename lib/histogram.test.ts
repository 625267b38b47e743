import { describe, expect, it } from 'vitest';
import { histogramPercentile, rankInHistogram } from './histogram';

describe('a histogram percentile', () => {
  it('has none when empty, and the nearest rank otherwise', () => {
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

  it('finds the rank’s bucket and its place among the bucket’s samples', () => {
    expect(rankInHistogram([], 0.75)).toBeNull();
    expect(rankInHistogram([0, 0], 0.75)).toBeNull();
    // Rank 3 of 4: the only sample of the third bucket, at its middle.
    expect(rankInHistogram([1, 1, 1, 1], 0.75)).toEqual({ index: 2, within: 0.5 });
    // Rank 75 of 100: the 25th of the second bucket's 50 samples.
    expect(rankInHistogram([50, 50, 0], 0.75)).toEqual({ index: 1, within: 24.5 / 50 });
    expect(rankInHistogram([0, 0, 7], 0.01)).toEqual({ index: 2, within: 0.5 / 7 });
  });
});
