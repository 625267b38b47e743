import { describe, expect, it } from 'vitest';
import { niceMax, peakOf } from './bar-chart';

describe('a chart’s peak, as its label names it', () => {
  const days = [
    { day: '2026-11-23', visits: 3 },
    { day: '2026-11-24', visits: 9 },
    { day: '2026-11-25', visits: 9 },
    { day: '2026-11-26', visits: 0 },
  ];

  it('is the first day with the highest value', () => {
    expect(peakOf(days, (point) => point.visits)).toEqual({ day: '2026-11-24', visits: 9 });
  });

  it('is none when every value is 0, or there is no day', () => {
    expect(peakOf(days, () => 0)).toBeNull();
    expect(peakOf([], () => 1)).toBeNull();
  });

  it('sets the axis at the next 1, 2 or 5 times a power of ten', () => {
    expect([0, 9, 11, 300, 1_000].map(niceMax)).toEqual([1, 10, 20, 500, 1_000]);
  });
});
