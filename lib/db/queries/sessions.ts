import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { businessTimeZone } from '@/lib/calendar';
import { landedSql } from '../campaign-model';
import type { OrmClient, SqlClient } from '../client';
import { analyticsSessions } from '../schema';

export type SessionRow = typeof analyticsSessions.$inferSelect;

/** One session's row, or null; for tests and for matching a later delivery to its visit. */
export async function getSession(db: OrmClient, sessionId: string): Promise<SessionRow | null> {
  const [row] = await db.orm
    .select()
    .from(analyticsSessions)
    .where(eq(analyticsSessions.sessionId, sessionId))
    .limit(1);
  return row ?? null;
}

/** Every session, oldest first; for tests and small ranges only. */
export async function listSessions(db: OrmClient, limit = 1000): Promise<SessionRow[]> {
  return db.orm
    .select()
    .from(analyticsSessions)
    .orderBy(asc(analyticsSessions.firstSeen), asc(analyticsSessions.sessionId))
    .limit(limit);
}

/**
 * The first two session ids from `from` (inclusive) up to `before` (exclusive; no end when null),
 * in order: a range on the primary key, for finding the session a booking's reference names.
 */
export async function sessionIdsFrom(
  db: SqlClient,
  from: string,
  before: string | null,
): Promise<string[]> {
  const { rows } = await db.query<{ session_id: string }>(
    `SELECT session_id FROM analytics_sessions
     WHERE session_id >= $1 AND ($2::text IS NULL OR session_id < $2::text)
     ORDER BY session_id LIMIT 2`,
    [from, before],
  );
  return rows.map((row) => row.session_id);
}

/**
 * Whether any visit started on or before `day` (YYYY-MM-DD, to its end in the business time zone):
 * a landed session with a page view, as the figures count a visit. One EXISTS over the first_seen
 * index, which stops at the first row found.
 */
export async function hasVisitThrough(db: SqlClient, day: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (
       SELECT 1 FROM analytics_sessions s
       WHERE s.first_seen < (($1::date + 1)::timestamp AT TIME ZONE '${businessTimeZone}')
         AND ${landedSql} AND s.page_views > 0
     ) AS found`,
    [day],
  );
  return rows[0]?.found === true;
}

/** How long a visit's ad click ids are kept: the ad platforms take no conversion of an older click. */
export const clickIdDays = 90;

/**
 * Clears the click ids of visits that started more than `clickIdDays` before `now` (their kind
 * stays, for the channel); the number of visits cleared. Any instance may run it: it is one
 * idempotent statement over the partial index of the sessions that still keep some.
 */
export async function clearOldClickIds(db: SqlClient, now: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH cleared AS (
       UPDATE analytics_sessions SET click_ids = NULL
       WHERE click_ids IS NOT NULL AND first_seen < $1::timestamptz - make_interval(days => $2)
       RETURNING 1
     )
     SELECT count(*)::int AS n FROM cleared`,
    [now.toISOString(), clickIdDays],
  );
  return rows[0]?.n ?? 0;
}
