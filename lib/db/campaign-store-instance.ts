import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { env } from '@/lib/env';
import { startPeriodic } from '@/lib/periodic';
import { processSingleton } from '@/lib/process-singleton';
import {
  type CampaignStore,
  type FeedResult,
  feedCampaignStore,
  openCampaignStore,
} from './campaign-store';
import type { Database } from './client';

/**
 * This process's campaign store (./campaign-store.ts): one DuckDB file under DATA_DIR, opened on
 * first use, fed from the database of record by one loop, and used by one statement at a time
 * (feeds and reads alike take turns, so a read never sees half a slice).
 */

/** Another process (a second instance on the same DATA_DIR) holds the file: the next name is tried. */
const fileNames = [
  'campaigns.duckdb',
  ...[2, 3, 4, 5, 6, 7, 8].map((n) => `campaigns-${n}.duckdb`),
];

/**
 * How long another instance's events transaction may take to commit on PostgreSQL (a group
 * commit's statement takes milliseconds; a lock wait can take seconds): ids below the highest one
 * seen this long ago are read as complete. PGlite has one connection: no lag.
 */
const postgresLagMs = 10_000;

type Slot = {
  opening?: Promise<CampaignStore>;
  /** The last statement queued on the store: the next one waits for it. */
  turn: Promise<unknown>;
  feeding?: Promise<FeedResult>;
  /** The database the store was last fed from in this process, and its name. */
  fedFrom?: { db: Database; source: string };
};

const slot = () => processSingleton('campaign-store', (): Slot => ({ turn: Promise.resolve() }));

async function openFirstFree(dir: string): Promise<CampaignStore> {
  mkdirSync(dir, { recursive: true });
  let lastError: unknown;
  for (const name of fileNames) {
    try {
      return await openCampaignStore(join(dir, name));
    } catch (error) {
      lastError = error;
      if (!/lock/i.test((error as Error).message)) throw error;
    }
  }
  throw lastError;
}

/** The process's store, opened on first use (a failed open is tried again on the next call). */
export function getCampaignStore(): Promise<CampaignStore> {
  const current = slot();
  if (!current.opening) {
    const opening = openFirstFree(resolve(env().DATA_DIR));
    opening.catch(() => {
      if (current.opening === opening) current.opening = undefined;
    });
    current.opening = opening;
  }
  return current.opening;
}

/** Runs `task` on the store once every statement queued before it is done. */
export function withStore<T>(task: (store: CampaignStore) => Promise<T>): Promise<T> {
  const current = slot();
  const run = current.turn.then(async () => task(await getCampaignStore()));
  current.turn = run.catch(() => undefined);
  return run;
}

/**
 * The database of record's name, kept with the store: PostgreSQL's database, host and port, or
 * PGlite's data folder (the store's own folder holds both). In a process that opens several
 * databases one after the other (the tests), each object is told apart as well.
 */
async function sourceOf(db: Database): Promise<string> {
  if (db.engine === 'pglite') return `pglite:${resolve(env().DATA_DIR)}:${objectNumber(db)}`;
  const { rows } = await db.query<{ name: string; host: string | null; port: number | null }>(
    'SELECT current_database() AS name, inet_server_addr()::text AS host, inet_server_port() AS port',
  );
  const row = rows[0];
  return `postgres:${row?.host ?? 'local'}:${row?.port ?? ''}/${row?.name ?? ''}`;
}

/** 0 for the first database object of the process (the server's only one), then 1, 2, … */
const objectNumbers = new WeakMap<Database, number>();
let objectCount = 0;
function objectNumber(db: Database): number {
  let number = objectNumbers.get(db);
  if (number === undefined) {
    number = objectCount;
    objectCount += 1;
    objectNumbers.set(db, number);
  }
  return number;
}

/**
 * Feeds the store for at most `budgetMs` (one slice at least), one call at a time: a second
 * caller waits for the call in progress instead of starting another. `fold`: closed months are
 * folded too with the time left (the background feed's, not a read's).
 */
export function feedStore(db: Database, budgetMs = 100, fold = false): Promise<FeedResult> {
  const current = slot();
  if (current.feeding) return current.feeding;
  const feeding = withStore(async (store) => {
    if (current.fedFrom?.db !== db) {
      current.fedFrom = { db, source: await sourceOf(db) };
      // Another database object in this process (a test's): what was read of the last one's
      // events says nothing of this one's.
      store.recent.clear();
      store.marks = [];
    }
    return feedCampaignStore(db, store, {
      budgetMs,
      // PGlite runs each statement on this process's one thread and every other statement waits
      // for it: slices of 200 rows keep each to a few milliseconds (at 2,000, ingestion's p99 went
      // from 9 to 23 ms while the store rebuilt; at 500, to 19 ms).
      sliceRows: db.engine === 'postgres' ? 2000 : 200,
      lagMs: db.engine === 'postgres' ? postgresLagMs : 0,
      source: current.fedFrom.source,
      fold,
    });
  });
  current.feeding = feeding;
  void feeding
    .finally(() => {
      if (current.feeding === feeding) current.feeding = undefined;
    })
    .catch(() => undefined);
  return feeding;
}

/**
 * Brings the store up to the events of record before a read: a few milliseconds when it is live;
 * up to `waitMs` of slices when it is behind, which finishes the build of a small site. Once it is
 * built it answers even if a flood of events keeps it a slice behind (it is then seconds behind);
 * while a larger build goes on, the result says how far it has read.
 */
export async function liveStore(db: Database, waitMs = 300): Promise<FeedResult> {
  const started = Date.now();
  for (;;) {
    const result = await feedStore(db, 50);
    if (result.caughtUp || Date.now() - started >= waitMs) return result;
  }
}

/** Once the store is built, the background feed runs this seldom: reads catch it up themselves. */
const builtEveryMs = 10_000;

/**
 * At server start: builds the store if it is missing or behind, and then folds its closed months,
 * one call of about 100 ms a second (a tenth of a core at most, with a turn for every other
 * statement between slices, on PGlite's one connection too), then one call every ten seconds,
 * caught up or not (a month a late booking changed is folded again then). Reads bring the store up
 * to the record themselves, so the background feed only keeps a read's catching up short. Fed every
 * second, it took a quarter of ingestion's throughput on PostgreSQL under bench:ingest's flood of
 * new visits, which it could not keep up with (docs/benchmarks.md, "The campaign store").
 */
export function startCampaignStoreFeed(getDb: () => Promise<Database>): void {
  let builtAt = 0;
  startPeriodic('campaigns.store', 'Campaign store', 1000, async () => {
    if (Date.now() - builtAt < builtEveryMs) return;
    const result = await feedStore(await getDb(), 100, true);
    builtAt = result.built && !result.folding ? Date.now() : 0;
  });
}

/** Closes the store (the server's last step, and tests). */
export async function closeCampaignStore(): Promise<void> {
  const current = slot();
  const opening = current.opening;
  if (!opening) return;
  await current.turn;
  current.opening = undefined;
  (await opening.catch(() => undefined))?.close();
}
