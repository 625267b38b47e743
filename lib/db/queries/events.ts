import 'server-only';
import { asc } from 'drizzle-orm';
import { businessTimeZone } from '@/lib/calendar';
import type { OrmClient, SqlClient } from '../client';
import { analyticsEvents } from '../schema';

/** An event as stored: the specification's fields plus the server's receive time. */
export type EventRow = Required<Omit<typeof analyticsEvents.$inferInsert, 'id' | 'createdAt'>> & {
  receivedAt: Date;
};

const day = `("created_at" AT TIME ZONE '${businessTimeZone}')::date`;

/**
 * Inserts a batch of events and folds them into the daily rollups in one statement, so the raw
 * rows and the figures the dashboard reads can never disagree: `analytics_daily` (every
 * dimension), its narrower views `analytics_daily_totals` (no page) and `analytics_daily_pages`
 * (views and booking clicks per page), and the duration buckets. The batch travels as one array
 * per column (unnest), which is several times faster than a many-row VALUES list.
 */
const insertEventsSql = `
WITH inserted AS (
  INSERT INTO analytics_events
    (created_at, session_id, user_agent, page, url, label, variant, duration_ms, metadata, event_type)
  SELECT * FROM unnest(
    $1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::int[], $9::jsonb[], $10::text[])
  RETURNING created_at, event_type, page, variant, duration_ms
),
daily AS (
  INSERT INTO analytics_daily AS d (day, event_type, page, variant, events, duration_sum, duration_count)
  SELECT ${day}, event_type, coalesce(page, ''), coalesce(variant, ''), count(*),
    coalesce(sum(duration_ms) FILTER (WHERE duration_ms > 0), 0),
    count(*) FILTER (WHERE duration_ms > 0)
  FROM inserted
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, event_type, page, variant) DO UPDATE SET
    events = d.events + excluded.events,
    duration_sum = d.duration_sum + excluded.duration_sum,
    duration_count = d.duration_count + excluded.duration_count
),
totals AS (
  INSERT INTO analytics_daily_totals AS t (day, event_type, variant, events, duration_sum, duration_count)
  SELECT ${day}, event_type, coalesce(variant, ''), count(*),
    coalesce(sum(duration_ms) FILTER (WHERE duration_ms > 0), 0),
    count(*) FILTER (WHERE duration_ms > 0)
  FROM inserted
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, event_type, variant) DO UPDATE SET
    events = t.events + excluded.events,
    duration_sum = t.duration_sum + excluded.duration_sum,
    duration_count = t.duration_count + excluded.duration_count
),
pages AS (
  INSERT INTO analytics_daily_pages AS p (page, day, views, clicks, general, pool, hvac)
  SELECT page, ${day},
    count(*) FILTER (WHERE event_type = 'page_view'),
    count(*) FILTER (WHERE event_type = 'cta_click'),
    count(*) FILTER (WHERE event_type = 'cta_click' AND variant = 'general'),
    count(*) FILTER (WHERE event_type = 'cta_click' AND variant = 'pool'),
    count(*) FILTER (WHERE event_type = 'cta_click' AND variant = 'hvac')
  FROM inserted
  WHERE event_type IN ('page_view', 'cta_click') AND page <> ''
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (page, day) DO UPDATE SET
    views = p.views + excluded.views,
    clicks = p.clicks + excluded.clicks,
    general = p.general + excluded.general,
    pool = p.pool + excluded.pool,
    hvac = p.hvac + excluded.hvac
)
INSERT INTO analytics_duration_buckets AS b (day, event_type, bucket, events)
SELECT ${day}, event_type, floor(ln(duration_ms::float8) / ln(2.0) * 4)::int, count(*)
FROM inserted
WHERE duration_ms > 0
GROUP BY 1, 2, 3
ORDER BY 1, 2, 3
ON CONFLICT (day, event_type, bucket) DO UPDATE SET events = b.events + excluded.events`;

export async function insertEvents(db: SqlClient, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(insertEventsSql, [
    rows.map((row) => row.receivedAt.toISOString()),
    rows.map((row) => row.sessionId),
    rows.map((row) => row.userAgent),
    rows.map((row) => row.page),
    rows.map((row) => row.url),
    rows.map((row) => row.label),
    rows.map((row) => row.variant),
    rows.map((row) => row.durationMs),
    rows.map((row) => (row.metadata ? JSON.stringify(row.metadata) : null)),
    rows.map((row) => row.eventType),
  ]);
}

/**
 * Adds to the per-day counts of events the endpoint did not store, by reason (the analytics
 * layer's vocabulary, lib/analytics/drop-reasons.ts; stored as text).
 */
export async function recordDrops(
  db: SqlClient,
  drops: { at: Date; reason: string; events: number }[],
): Promise<void> {
  if (drops.length === 0) return;
  await db.query(
    `INSERT INTO analytics_drops AS d (day, reason, events)
     SELECT (t AT TIME ZONE '${businessTimeZone}')::date, r, sum(n)
     FROM unnest($1::timestamptz[], $2::text[], $3::bigint[]) AS u(t, r, n)
     GROUP BY 1, 2
     ORDER BY 1, 2
     ON CONFLICT (day, reason) DO UPDATE SET events = d.events + excluded.events`,
    [
      drops.map((drop) => drop.at.toISOString()),
      drops.map((drop) => drop.reason),
      drops.map((drop) => drop.events),
    ],
  );
}

/** Every stored event, oldest first; for tests and exports of small ranges only. */
export async function listEvents(db: OrmClient, limit = 1000) {
  const e = analyticsEvents;
  return db.orm
    .select({
      event_type: e.eventType,
      page: e.page,
      variant: e.variant,
      label: e.label,
      duration_ms: e.durationMs,
      session_id: e.sessionId,
      url: e.url,
      metadata: e.metadata,
    })
    .from(e)
    .orderBy(asc(e.id))
    .limit(limit);
}

export async function countEvents(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM analytics_events',
  );
  return Number(rows[0]?.n ?? 0);
}
