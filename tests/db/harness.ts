import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase, setProcessDb } from '@/lib/db/client';
import { createPostgresDatabase as createDatabase } from '@/scripts/postgres-database.mjs';

export type Engine = { name: 'pglite' | 'postgres'; open: () => Promise<TestDatabase> };
export type TestDatabase = { db: Database; cleanup: () => Promise<void> };

/** A fresh, empty database: a temporary PGlite folder, or a new schema-less database on the server. */
async function freshPglite(): Promise<TestDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'jackie-pglite-'));
  const db = await openDatabase({ dataDir: dir });
  return {
    db,
    cleanup: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database on the test server (dropped by the returned function). */
export const createPostgresDatabase = (adminUrl: string) => createDatabase(adminUrl, 'jackie_test');

async function freshPostgres(adminUrl: string): Promise<TestDatabase> {
  const created = await createPostgresDatabase(adminUrl);
  const db = await openDatabase({ databaseUrl: created.url, dataDir: '' });
  return {
    db,
    cleanup: async () => {
      await db.close();
      await created.drop();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server the tests may create databases on. */
export function engines(): Engine[] {
  const list: Engine[] = [{ name: 'pglite', open: freshPglite }];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) list.push({ name: 'postgres', open: () => freshPostgres(adminUrl) });
  return list;
}

/**
 * A fresh database that a test opens itself, and on PostgreSQL may open again as a second
 * instance would (`shared`); PGlite's folder takes one opener at a time.
 */
export type Place = { open: () => Promise<Database>; shared: boolean; drop: () => Promise<void> };

/** PGlite always, PostgreSQL too with TEST_DATABASE_URL; `prefix` names the folders and databases. */
export function places(prefix: string): { name: Engine['name']; make: () => Promise<Place> }[] {
  const list: { name: Engine['name']; make: () => Promise<Place> }[] = [
    {
      name: 'pglite',
      make: async () => {
        const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
        return {
          open: () => openDatabase({ dataDir: dir }),
          shared: false,
          drop: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      make: async () => {
        const created = await createDatabase(adminUrl, prefix.replaceAll('-', '_'));
        return {
          open: () => openDatabase({ databaseUrl: created.url, dataDir: '' }),
          shared: true,
          drop: created.drop,
        };
      },
    });
  }
  return list;
}

/**
 * For a suite on a `Place`: made and opened (as the process-wide database) before its tests,
 * closed and dropped after them; `reopen` is a restart: the database closed and opened again.
 */
export function usePlace(make: () => Promise<Place>) {
  let place: Place | undefined;
  let db: Database | undefined;
  beforeAll(async () => {
    place = await make();
    db = await place.open();
    setProcessDb(db);
  }, 60_000);
  afterAll(async () => {
    setProcessDb(undefined);
    await db?.close();
    await place?.drop();
  });
  const opened = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The test database is not open yet.');
    return value;
  };
  return {
    get db() {
      return opened(db);
    },
    get place() {
      return opened(place);
    },
    async reopen() {
      await opened(db).close();
      db = await opened(place).open();
      setProcessDb(db);
      return db;
    },
  };
}

/**
 * For a suite that calls route handlers: a fresh database on `engine`, opened before its tests as
 * the process-wide one (what getDb() returns), then forgotten and removed after them.
 */
export function useProcessDatabase(engine: Engine): { readonly db: Database } {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await engine.open();
    setProcessDb(test.db);
  }, 60_000);
  afterAll(async () => {
    setProcessDb(undefined);
    await test?.cleanup();
  });
  return {
    get db() {
      if (!test) throw new Error(`The ${engine.name} test database is not open yet.`);
      return test.db;
    },
  };
}
