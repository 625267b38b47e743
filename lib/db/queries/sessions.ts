import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { OrmClient } from '../client';
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
