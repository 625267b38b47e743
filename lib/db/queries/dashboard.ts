import 'server-only';
import type { DayRange } from '@/lib/calendar';
import { histogramPercentile } from '@/lib/histogram';
import type { SqlClient } from '../client';
import { queryRows } from './rows';

/*
 * Dashboard figures, all computed from the daily rollups (never the raw events table), for an
 * inclusive range of business-time-zone days. They read the narrow rollups (a few rows a day
 * without pages; one row per page and day), so all time stays fast after years of events.
 */

export type DashboardTiles = {
  landingPageViews: number;
  allBookingClicks: number;
  generalBookingClicks: number;
  poolBookingClicks: number;
  hvacBookingClicks: number;
  /** Contact-form requests stored (not spam): the conversion next to booking clicks. */
  contactRequests: number;
  /** Seconds; null when no session has a positive duration. */
  avgTimeOnSiteSeconds: number | null;
  videoPlayClicks: number;
  avgVideoWatchSeconds: number | null;
};

const rangeFilter = '($1::date IS NULL OR day >= $1::date) AND day <= $2::date';
const params = (range: DayRange) => [range.from, range.to];
const num = (value: unknown) => Number(value ?? 0);
const average = (sum: unknown, count: unknown) =>
  num(count) > 0 ? num(sum) / num(count) / 1000 : null;

export async function getDashboardTiles(db: SqlClient, range: DayRange): Promise<DashboardTiles> {
  const { rows } = await db.query(
    `SELECT
       (SELECT coalesce(sum(views), 0) FROM analytics_daily_pages
        WHERE page = 'landing' AND ${rangeFilter}) AS landing_views,
       coalesce(sum(events) FILTER (WHERE event_type = 'cta_click'), 0) AS cta_all,
       coalesce(sum(events) FILTER (WHERE event_type = 'cta_click' AND variant = 'general'), 0) AS cta_general,
       coalesce(sum(events) FILTER (WHERE event_type = 'cta_click' AND variant = 'pool'), 0) AS cta_pool,
       coalesce(sum(events) FILTER (WHERE event_type = 'cta_click' AND variant = 'hvac'), 0) AS cta_hvac,
       coalesce(sum(events) FILTER (WHERE event_type = 'contact_submit'), 0) AS contact_requests,
       coalesce(sum(duration_sum) FILTER (WHERE event_type = 'session_end'), 0) AS session_sum,
       coalesce(sum(duration_count) FILTER (WHERE event_type = 'session_end'), 0) AS session_count,
       coalesce(sum(events) FILTER (WHERE event_type = 'video_play'), 0) AS video_plays,
       coalesce(sum(duration_sum) FILTER (WHERE event_type = 'video_watch'), 0) AS watch_sum,
       coalesce(sum(duration_count) FILTER (WHERE event_type = 'video_watch'), 0) AS watch_count
     FROM analytics_daily_totals
     WHERE ${rangeFilter}`,
    params(range),
  );
  const row = rows[0] ?? {};
  return {
    landingPageViews: num(row.landing_views),
    allBookingClicks: num(row.cta_all),
    generalBookingClicks: num(row.cta_general),
    poolBookingClicks: num(row.cta_pool),
    hvacBookingClicks: num(row.cta_hvac),
    contactRequests: num(row.contact_requests),
    avgTimeOnSiteSeconds: average(row.session_sum, row.session_count),
    videoPlayClicks: num(row.video_plays),
    avgVideoWatchSeconds: average(row.watch_sum, row.watch_count),
  };
}

export type DailyPoint = {
  day: string;
  pageViews: number;
  general: number;
  pool: number;
  hvac: number;
};

/** Page views and booking clicks by variant, one point per day that has any. */
export async function getDailySeries(db: SqlClient, range: DayRange): Promise<DailyPoint[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    `SELECT to_char(day, 'YYYY-MM-DD') AS day,
       coalesce(sum(events) FILTER (WHERE event_type = 'page_view'), 0) AS views,
       coalesce(sum(events) FILTER (WHERE event_type = 'cta_click' AND variant = 'general'), 0) AS general,
       coalesce(sum(events) FILTER (WHERE event_type = 'cta_click' AND variant = 'pool'), 0) AS pool,
       coalesce(sum(events) FILTER (WHERE event_type = 'cta_click' AND variant = 'hvac'), 0) AS hvac
     FROM analytics_daily_totals
     WHERE ${rangeFilter} AND event_type IN ('page_view', 'cta_click')
     GROUP BY day`,
    params(range),
    'r.day',
  );
  return rows.map((row) => ({
    day: String(row.day),
    pageViews: num(row.views),
    general: num(row.general),
    pool: num(row.pool),
    hvac: num(row.hvac),
  }));
}

export type PageConversion = {
  page: string;
  views: number;
  clicks: number;
  general: number;
  pool: number;
  hvac: number;
};

/** Views and booking clicks per page: the click-through rate's numerator and denominator. */
export async function getBookingClickThrough(
  db: SqlClient,
  range: DayRange,
): Promise<PageConversion[]> {
  const { rows } = await db.query(
    `SELECT page, sum(views) AS views, sum(clicks) AS clicks, sum(general) AS general,
       sum(pool) AS pool, sum(hvac) AS hvac
     FROM analytics_daily_pages
     WHERE ${rangeFilter}
     GROUP BY page
     HAVING sum(views) + sum(clicks) > 0
     ORDER BY clicks DESC, views DESC, page
     LIMIT 50`,
    params(range),
  );
  return rows.map((row) => ({
    page: String(row.page),
    views: num(row.views),
    clicks: num(row.clicks),
    general: num(row.general),
    pool: num(row.pool),
    hvac: num(row.hvac),
  }));
}

/** Lower edge of a duration bucket in milliseconds (see analyticsDurationBuckets). */
export const bucketFloorMs = (bucket: number) => 2 ** (bucket / 4);

/**
 * Percentiles of positive durations from the log-spaced buckets, in seconds, reported at each
 * bucket's geometric middle (within about 9% of the exact value).
 */
export async function getDurationPercentiles(
  db: SqlClient,
  range: DayRange,
  eventType: 'session_end' | 'video_watch',
  percentiles: number[],
): Promise<(number | null)[]> {
  const { rows } = await db.query(
    `SELECT bucket, sum(events) AS n FROM analytics_duration_buckets
     WHERE ${rangeFilter} AND event_type = $3
     GROUP BY bucket ORDER BY bucket`,
    [...params(range), eventType],
  );
  const buckets = rows.map((row) => ({ bucket: num(row.bucket), n: num(row.n) }));
  return percentiles.map((p) =>
    histogramPercentile(buckets, p, (bucket) => bucketFloorMs(bucket + 0.5) / 1000),
  );
}

export type DropCount = { reason: string; events: number };

export async function getDroppedEvents(db: SqlClient, range: DayRange): Promise<DropCount[]> {
  const { rows } = await db.query(
    `SELECT reason, sum(events) AS n FROM analytics_drops
     WHERE ${rangeFilter} GROUP BY reason ORDER BY n DESC, reason`,
    params(range),
  );
  return rows.map((row) => ({ reason: String(row.reason), events: num(row.n) }));
}

/** The first day with any event, for 'All time' ranges and the chart's axis. */
export async function getFirstEventDay(db: SqlClient): Promise<string | null> {
  const { rows } = await db.query(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS day FROM analytics_daily_totals`,
  );
  return rows[0]?.day ? String(rows[0].day) : null;
}
