import 'server-only';
import { businessDay } from '@/lib/calendar';
import type { Database } from '@/lib/db/client';
import { foldCohortDay, vacuumCohorts } from '@/lib/db/queries/campaign-cohorts';
import {
  dueFoldDays,
  foldCampaignDay,
  pairFilterDims,
  rewriteMonthPairs,
} from '@/lib/db/queries/campaign-pairs';
import { startPeriodic } from '@/lib/periodic';

/**
 * How long after midnight (business time) a day is folded: an events statement that read the
 * clock before midnight may still be on its way. A fact that lands on a folded day later (a late
 * booking, a cancellation) marks the day stale, and it is folded again.
 */
export const foldMarginMs = 10 * 60_000;
/** One fold at a time across every instance on the database (a transaction-level lock). */
const foldLockKey = 7_245_027;
/** Days folded per run: a backfill after an upgrade goes up to a month a minute. */
const daysPerRun = 31;
/**
 * A run starts no new day after this long, so that a backfill leaves the database to the site
 * most of each minute: on PGlite, one connection, a day's fold holds every other query back (a
 * day of a 10M-event site takes about 2 s there; docs/benchmarks.md).
 */
const runBudgetMs = 10_000;

/**
 * Folds the campaign rollup's days that are due (over, and never folded or changed since) into
 * the pairs, oldest first, one day per transaction so that no transaction holds the database for
 * long; stops when another instance is folding, and starts no new day after `runBudgetMs`.
 * Returns the days folded.
 */
export async function foldDueCampaignDays(
  db: Database,
  now: Date = new Date(),
  limit = daysPerRun,
): Promise<string[]> {
  const before = businessDay(new Date(now.getTime() - foldMarginMs));
  const folded: string[] = [];
  const started = performance.now();
  while (folded.length < limit && performance.now() - started < runBudgetMs) {
    const fold = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_xact_lock($1) AS locked',
        [foldLockKey],
      );
      if (!rows[0]?.locked) return null;
      const [due] = await dueFoldDays(tx, before, 1);
      if (due === undefined) return null;
      const closed = await foldCampaignDay(tx, due);
      await foldCohortDay(tx, due);
      return { day: due, closed };
    });
    if (fold === null) break;
    folded.push(fold.day);
    // The month the day closed is written again in key order, one filter per transaction (at
    // 10M events a whole month at once would hold PGlite's one connection for tens of seconds).
    // Its rows are the same either side of each transaction, so a view may read any mix.
    const month = fold.closed;
    if (month === null) continue;
    for (const filterDim of pairFilterDims) {
      await db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [foldLockKey]);
        await rewriteMonthPairs(tx, month, filterDim);
      });
    }
  }
  // The views read the cohorts from their primary keys alone (./campaign-cohorts.ts), which
  // takes pages the database knows to be all visible: PostgreSQL's autovacuum would mark the new
  // ones in its own time, PGlite has none. Only the pages changed since are read.
  if (folded.length > 0) await vacuumCohorts(db);
  return folded;
}

/** At server start: folds the due days now and every minute. */
export function startCampaignFolder(getDb: () => Promise<Database>): void {
  startPeriodic('campaigns.folder', 'Campaign folds', 60_000, async () => {
    await foldDueCampaignDays(await getDb());
  });
}
