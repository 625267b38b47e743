import 'server-only';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, parse as pgliteParse, protocol } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { env } from '@/lib/env';
import { processSingleton } from '@/lib/process-singleton';
import * as schema from './schema';

/**
 * The one query interface the query functions use, the same on both engines. A `name` makes the
 * statement a prepared one, parsed and planned once per connection and reused: for a statement
 * run many times a second whose planning costs more than a little (insertEvents). A client
 * inside a transaction may ignore it.
 */
export type SqlClient = {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: unknown[],
    options?: { name?: string },
  ): Promise<{ rows: Row[] }>;
};

/** Drizzle's query builder over the schema, the same type on both engines (and in a transaction). */
export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a query-builder query needs; `{ orm: tx }` runs it inside a transaction. */
export type OrmClient = { orm: Orm };

export type Database = SqlClient &
  OrmClient & {
    engine: 'pglite' | 'postgres';
    transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
    close(): Promise<void>;
  };

const migrationsFolder = resolve(process.cwd(), 'lib/db/migrations');
/** An arbitrary constant naming this application's migration lock. */
const migrationLockKey = 7_245_017;

export class DataDirLockedError extends Error {}

/**
 * PGlite has no cross-process lock: a second process opening the same folder would make the
 * copies diverge. A lock file holding our pid keeps a second opener out; a lock left by a
 * process that no longer runs is taken over.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${owner}). ` +
            'Stop that process, or give this one its own DATA_DIR, or set DATABASE_URL to use PostgreSQL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the embedded database in ${dir}.`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite's query() parses and plans every statement afresh (an unnamed statement, and no way to
 * name one); this sends the extended protocol's messages itself, as query() does, with a named
 * statement parsed once: PostgreSQL's plan cache then reuses a generic plan. It holds the same
 * two locks as query(), so it never runs inside another query or a transaction.
 */
function pglitePrepared(client: PGlite): SqlClient['query'] {
  const { serialize } = protocol;
  /** Each prepared statement's text and parameter types, by name. */
  const prepared = new Map<string, { text: string; types: number[] }>();
  const run = async (message: Uint8Array) =>
    (await client.execProtocol(message, { syncToFs: false })).messages;
  return (text, params = [], options) =>
    client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const name = options?.name ?? '';
        const messages = [];
        try {
          let statement = prepared.get(name);
          if (!statement || statement.text !== text) {
            if (statement) await run(serialize.close({ type: 'S', name }));
            await run(serialize.parse({ name, text }));
            const types = pgliteParse.parseDescribeStatementResults(
              await run(serialize.describe({ type: 'S', name })),
            );
            statement = { text, types };
            if (name) prepared.set(name, statement);
          }
          const { types } = statement;
          const values = params.map((param, index) => {
            if (param === null || param === undefined) return null;
            const serializer = client.serializers[types[index] ?? 0];
            return serializer ? serializer(param) : String(param);
          });
          messages.push(
            ...(await run(serialize.bind({ statement: name, values }))),
            ...(await run(serialize.describe({ type: 'P' }))),
            ...(await run(serialize.execute({}))),
          );
        } finally {
          await run(serialize.sync());
        }
        await client.syncToFs();
        const [result] = pgliteParse.parseResults(messages, client.parsers);
        return { rows: (result?.rows ?? []) as never[] };
      }),
    );
}

/**
 * When an embedded database checkpoints. PGlite runs PostgreSQL as a single backend, without the
 * checkpointer process, and PostgreSQL asks for a checkpoint on WAL growth only under a postmaster,
 * so nothing checkpoints an embedded database until it is closed: a long-running server's
 * `pg_wal` grew without limit (27 GB during the 10M benchmark, docs/benchmarks.md) and a crash
 * would replay all of it. Like PostgreSQL's own triggers, smaller: a checkpoint once 64 MB of WAL
 * has been written since the last one, or five minutes after it if anything was written.
 */
export const pgliteCheckpoints = {
  everyMs: 30_000,
  maxWalBytes: 64 * 1024 ** 2,
  maxAgeMs: 5 * 60_000,
};
/** WAL since the last checkpoint's redo point that is only the checkpoint's own records. */
const checkpointRecordsBytes = 64 * 1024;

/**
 * Checkpoints `db` when it is due by `limits` (see pgliteCheckpoints); returns whether it did. The
 * WAL since the last checkpoint is measured from its redo point, which the checkpoint's own
 * records follow: up to checkpointRecordsBytes counts as no writes.
 */
export async function checkpointIfDue(
  db: SqlClient,
  limits: Omit<typeof pgliteCheckpoints, 'everyMs'> = pgliteCheckpoints,
  now: number = Date.now(),
): Promise<boolean> {
  const { rows } = await db.query<{ since: number; at: number }>(
    `SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS since,
       (extract(epoch FROM checkpoint_time) * 1000)::float8 AS at
     FROM pg_control_checkpoint()`,
  );
  const since = Number(rows[0]?.since ?? 0);
  const at = Number(rows[0]?.at ?? now);
  const written = since >= checkpointRecordsBytes;
  if (since < limits.maxWalBytes && (!written || now - at < limits.maxAgeMs)) return false;
  await db.query('CHECKPOINT');
  return true;
}

async function openPglite(dataDir: string): Promise<Database> {
  const dir = resolve(dataDir);
  const unlock = lockDataDir(dir);
  try {
    const client = await PGlite.create({ dataDir: join(dir, 'pglite') });
    const orm = drizzlePglite({ client, schema });
    await migratePglite(orm, { migrationsFolder });
    const release = () => unlock();
    process.once('exit', release);
    const prepared = pglitePrepared(client);
    let checking = false;
    const checkpoints = setInterval(() => {
      if (checking) return;
      checking = true;
      checkpointIfDue({ query: (text, params) => client.query(text, params) })
        .catch((error) => console.error('PGlite checkpoint failed:', error))
        .finally(() => {
          checking = false;
        });
    }, pgliteCheckpoints.everyMs);
    checkpoints.unref();
    return {
      engine: 'pglite',
      orm,
      query: (text, params, options) =>
        options?.name ? prepared(text, params, options) : client.query(text, params),
      transaction: (fn) =>
        client.transaction((tx) => fn({ query: (text, params) => tx.query(text, params) })),
      close: async () => {
        clearInterval(checkpoints);
        await client.close();
        process.removeListener('exit', release);
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

function pgQuery(target: pg.Pool | pg.PoolClient): SqlClient['query'] {
  return async <Row>(text: string, params?: unknown[], options?: { name?: string }) => {
    const result = await target.query({ text, values: params, name: options?.name });
    return { rows: result.rows as Row[] };
  };
}

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection must not crash the server.
  pool.on('error', (error) => console.warn('PostgreSQL pool error:', error.message));
  const orm = drizzlePg({ client: pool, schema });
  // Instances starting together take turns, so each migration is applied once.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(orm, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    lock.release();
  }
  return {
    engine: 'postgres',
    orm,
    query: pgQuery(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({ query: pgQuery(client) });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Opens the database named by the environment: PostgreSQL when DATABASE_URL is set, else PGlite. */
export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

const processDb = () => processSingleton('db', (): { opening?: Promise<Database> } => ({}));

/**
 * The process-wide database, opened (and migrated) on first use, never at module load: `next
 * build` evaluates route modules and must not create or touch the data folder.
 */
export function getDb(): Promise<Database> {
  const slot = processDb();
  if (!slot.opening) {
    const { DATABASE_URL, DATA_DIR } = env();
    const opening = openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
    // A failed open is retried on the next call instead of being cached forever.
    opening.catch(() => {
      if (slot.opening === opening) slot.opening = undefined;
    });
    slot.opening = opening;
  }
  return slot.opening;
}

/** Makes `db` what getDb() returns in this process, or forgets it (tests that call handlers). */
export function setProcessDb(db: Database | undefined): void {
  processDb().opening = db && Promise.resolve(db);
}

/** Closes the process-wide database if it was opened (the server's last step before exiting). */
export async function closeDb(): Promise<void> {
  const slot = processDb();
  const opening = slot.opening;
  slot.opening = undefined;
  const db = await opening?.catch(() => undefined);
  await db?.close();
}
