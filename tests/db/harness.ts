import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '@/lib/db/client';

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

export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `jackie_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

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
