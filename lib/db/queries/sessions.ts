import 'server-only';
import { asc, eq } from 'drizzle-orm';
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
