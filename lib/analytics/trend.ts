import { type DayRange, eachDay, mondayOf, spanDays } from '@/lib/calendar';
import type { CampaignFilters } from '@/lib/db/campaign-model';
import type { CampaignReader } from './campaign-reader';

/**
 * Visits, booking clicks and booked demos over a range, for the charts of the overview and the
 * campaign view: a point per day, or per week (Monday to Sunday) over long ranges.
 */
export type TrendBucket = 'day' | 'week';

/** One bar of the chart: the days it covers (a week cut by the range covers only the range's). */
export type TrendPoint = {
  from: string;
  to: string;
  visits: number;
  clicked: number;
  booked: number;
};

export type Trend = { bucket: TrendBucket; points: TrendPoint[] };

/** Ranges longer than this are drawn by week: a bar per day stops being readable beyond it. */
export const longestDailyRange = 92;

/** A day's or week's bars for a range of `days` days. */
export const trendBucket = (days: number): TrendBucket =>
  days > longestDailyRange ? 'week' : 'day';

/**
 * Every bucket of a range, each with the figures read for it (zero when none): `read` holds a
 * bucket's first day (a day, or a Monday) and its measures. A range with no first day ('All time'
 * on a site with no event) starts at the first bucket read.
 */
export function fillTrend(
  range: DayRange,
  read: { start: string; measures: { visits: number; clicked: number; booked: number } }[],
): Trend {
  const from = range.from ?? read[0]?.start;
  if (from === undefined || from > range.to) return { bucket: 'day', points: [] };
  const bucket = trendBucket(spanDays(from, range.to));
  const byStart = new Map(read.map((point) => [point.start, point.measures]));
  const points: TrendPoint[] = [];
  for (const day of eachDay(from, range.to)) {
    const start = bucket === 'week' ? mondayOf(day) : day;
    const last = points.at(-1);
    if (last && bucket === 'week' && mondayOf(last.from) === start) {
      last.to = day;
      continue;
    }
    const measures = byStart.get(start);
    points.push({
      from: day,
      to: day,
      visits: measures?.visits ?? 0,
      clicked: measures?.clicked ?? 0,
      booked: measures?.booked ?? 0,
    });
  }
  return { bucket, points };
}

/** The trend of a range under filters, read from the campaign reader and filled. */
export async function readTrend(
  reader: CampaignReader,
  range: DayRange,
  filters: CampaignFilters,
): Promise<Trend> {
  const days = range.from === null ? Number.POSITIVE_INFINITY : spanDays(range.from, range.to);
  const read = await reader.series(range, filters, trendBucket(days));
  return fillTrend(range, read);
}
