import { describe, expect, it } from 'vitest';
import { mondayOf } from '@/lib/calendar';
import { fillTrend, trendBucket } from './trend';

const measures = (visits: number, clicked = 0, booked = 0) => ({ visits, clicked, booked });

describe('the trend of a range', () => {
  it('finds the Monday of any day, across a month and a year', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-01-01')).toBe('2025-12-29');
  });

  it('draws a bar per day up to 92 days, a bar per week beyond', () => {
    expect(trendBucket(1)).toBe('day');
    expect(trendBucket(92)).toBe('day');
    expect(trendBucket(93)).toBe('week');
  });

  it('fills every day of a short range, with the figures read for the days that have some', () => {
    const trend = fillTrend({ from: '2026-11-20', to: '2026-11-23' }, [
      { start: '2026-11-21', measures: measures(12, 3, 1) },
    ]);
    expect(trend.bucket).toBe('day');
    expect(trend.points).toEqual([
      { from: '2026-11-20', to: '2026-11-20', visits: 0, clicked: 0, booked: 0 },
      { from: '2026-11-21', to: '2026-11-21', visits: 12, clicked: 3, booked: 1 },
      { from: '2026-11-22', to: '2026-11-22', visits: 0, clicked: 0, booked: 0 },
      { from: '2026-11-23', to: '2026-11-23', visits: 0, clicked: 0, booked: 0 },
    ]);
  });

  it('groups a long range by week, the first and last weeks cut to the range', () => {
    // Wednesday 2026-08-19 to Saturday 2026-11-28: 102 days.
    const trend = fillTrend({ from: '2026-08-19', to: '2026-11-28' }, [
      { start: '2026-08-17', measures: measures(5) },
      { start: '2026-11-23', measures: measures(7, 2, 1) },
    ]);
    expect(trend.bucket).toBe('week');
    expect(trend.points[0]).toEqual({
      from: '2026-08-19',
      to: '2026-08-23',
      visits: 5,
      clicked: 0,
      booked: 0,
    });
    expect(trend.points.at(-1)).toEqual({
      from: '2026-11-23',
      to: '2026-11-28',
      visits: 7,
      clicked: 2,
      booked: 1,
    });
    expect(trend.points).toHaveLength(15);
    expect(trend.points.reduce((sum, point) => sum + point.visits, 0)).toBe(12);
  });

  it('has no bar for a site with no event at all', () => {
    expect(fillTrend({ from: null, to: '2026-11-28' }, []).points).toEqual([]);
  });
});
