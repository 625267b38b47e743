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
