import 'server-only';
import type { SqlClient } from '../client';

/** A client's count in the current window of a limit, and how long until that window ends. */
export type WindowCount = { count: number; resetInMs: number };

/**
 * Adds hits to limits' counts in one statement and returns the new counts: `hits` maps a key
 * (`name:client`) to how many hits to add; `watch` names keys to read back without adding to them
 * (those still in their window). A window starts with the first hit and lasts `windowMs`; a hit
 * after it has ended starts a new one. Atomic per row, so concurrent instances never lose a hit.
 * Keys are locked in order, so two instances adding to the same keys cannot deadlock. The
 * database's clock decides, so instances whose clocks differ still agree on every window.
 */
export async function addRateLimitHits(
  db: SqlClient,
  hits: Map<string, number>,
  windowMs: number,
  watch: string[] = [],
): Promise<Map<string, WindowCount>> {
  if (hits.size === 0 && watch.length === 0) return new Map();
  const { rows } = await db.query<{ key: string; count: number; reset_in_ms: number }>(
    `WITH added AS (
       INSERT INTO rate_limit AS r (key, count, reset_at)
       SELECT key, n, now() + $3::int * interval '1 millisecond'
       FROM unnest($1::text[], $2::int[]) AS u(key, n)
       ORDER BY key
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN r.reset_at <= now() THEN excluded.count ELSE r.count + excluded.count END,
         reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
       RETURNING key, count, reset_at
     ),
     counted AS (
       TABLE added
       UNION ALL
       SELECT key, count, reset_at FROM rate_limit
       WHERE key = ANY($4::text[]) AND NOT key = ANY($1::text[]) AND reset_at > now()
     )
     SELECT key, count, ceil(extract(epoch FROM reset_at - now()) * 1000)::int AS reset_in_ms
     FROM counted`,
    [[...hits.keys()], [...hits.values()], Math.round(windowMs), watch],
  );
  return new Map(
    rows.map((row) => [
      row.key,
      { count: Number(row.count), resetInMs: Math.max(0, Number(row.reset_in_ms)) },
    ]),
  );
}

/** Forgets windows that have ended: such a row counts the same as no row. */
export async function deleteExpiredRateLimits(db: SqlClient): Promise<void> {
  await db.query('DELETE FROM rate_limit WHERE reset_at <= now()');
}
