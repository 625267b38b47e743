/**
 * Test servers as real child processes, for the tests that stop or kill them (crash.test.ts,
 * shutdown.test.ts) or run several on one database (shared-limits.test.ts): an entry under
 * tests/integration bundled with esbuild (no Next.js build needed), on a fresh PGlite folder or
 * PostgreSQL database that this process can open afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Database, openDatabase } from '@/lib/db/client';
import { bundleApp } from '@/scripts/bundle-app.mjs';
import { createPostgresDatabase } from '@/tests/db/harness';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

/** Where the child keeps its data, and how this process opens the same database afterwards. */
export type Target = {
  env: Record<string, string>;
  /** PGlite: whether the dead server's lock file is still there for `open` to take over. */
  lockLeft?: () => boolean;
  open: () => Promise<Database>;
  cleanup: () => Promise<void>;
};

export type Engine = { name: 'pglite' | 'postgres'; create: () => Promise<Target> };

export function engines(): Engine[] {
  const list: Engine[] = [
    {
      name: 'pglite',
      create: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'jackie-crash-'));
        return {
          env: { DATA_DIR: dir },
          lockLeft: () => existsSync(join(dir, 'pglite.lock')),
          open: () => openDatabase({ dataDir: dir }),
          cleanup: async () => rmSync(dir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    list.push({
      name: 'postgres',
      create: async () => {
        const created = await createPostgresDatabase(adminUrl);
        return {
          env: { DATABASE_URL: created.url },
          open: () => openDatabase({ databaseUrl: created.url, dataDir: '' }),
          cleanup: created.drop,
        };
      },
    });
  }
  return list;
}

/** The child server with the app's own modules (packages stay in node_modules). */
export const bundleServer = () =>
  bundleApp({ entry: join(root, 'tests/integration/ingest-server.ts'), name: 'ingest-server' });

export type Server = {
  child: ChildProcess;
  /** The server's origin, and its events endpoint. */
  base: string;
  url: string;
  exited: Promise<void>;
  log: () => string;
};

/** Starts a bundled test server; the events limit is off unless `env` sets it. */
export function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATA_DIR;
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, { ANALYTICS_RATE_LIMIT: '0' }, env);
  const child = spawn(process.execPath, [file], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const line = /\{"port":(\d+)\}/.exec(output);
      if (line) {
        const base = `http://127.0.0.1:${line[1]}`;
        resolve({
          child,
          base,
          url: `${base}/api/events`,
          exited,
          log: () => output,
        });
      }
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`test server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
}

/** Bundles the server once for the test file; the bundle's path, once built. */
export function bundleForFile(): () => string {
  let bundle: { file: string; cleanup: () => void } | undefined;
  beforeAll(async () => {
    bundle = await bundleServer();
  }, 60_000);
  afterAll(() => bundle?.cleanup());
  return () => bundle?.file ?? '';
}

/** What one test starts; after each test the server is killed and the database closed and removed. */
export type Run = { target?: Target; server?: Server; db?: Database };

export function cleanupAfterEach(): Run {
  const run: Run = {};
  afterEach(async () => {
    run.server?.child.kill('SIGKILL');
    await run.server?.exited;
    await run.db?.close();
    await run.target?.cleanup();
    run.server = run.db = run.target = undefined;
  }, 60_000);
  return run;
}

/**
 * The setup of a file that runs the ingestion server against each engine: the server bundled once
 * for the file; in each test, a fresh database, the servers started on it and the database
 * reopened in this process, all stopped and removed after the test. Call it at the top of the
 * file, and the function it returns inside each engine's describe block.
 */
export function ingestionServerRuns() {
  const bundle = bundleForFile();
  return (engine: Engine) => {
    const run = cleanupAfterEach();
    const target = () => {
      if (!run.target) throw new Error('Start a server first.');
      return run.target;
    };
    return {
      /** Starts the server: on a fresh database the first time in a test, then on the same one. */
      async start(): Promise<{ server: Server; target: Target }> {
        run.target ??= await engine.create();
        run.server = await startServer(bundle(), run.target.env);
        return { server: run.server, target: run.target };
      },
      /** Opens the test's database in this process (once its server has stopped). */
      async open(): Promise<Database> {
        run.db = await target().open();
        return run.db;
      },
    };
  };
}
