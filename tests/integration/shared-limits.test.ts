/**
 * Limits hold in total across instances. Server processes (tests/integration/limits-server.ts:
 * the product's auth route and events handler, bundled with esbuild) run on one database; a
 * client sends its requests to one instance and then another, and the limit is reached at its
 * configured number whichever instance answers. On PostgreSQL two instances share the counts
 * through the database; PGlite is one process by construction, so one instance is started.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleApp } from '@/scripts/bundle-app.mjs';
import { createPostgresDatabase } from '@/tests/db/harness';

const root = fileURLToPath(new URL('../..', import.meta.url));
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
/** better-auth's rule for /sign-in/email and our per-address one (lib/auth/server.ts). */
const signInsPerMinute = 10;
const eventsPerMinute = 10;

type Target = { env: Record<string, string>; instances: number; cleanup: () => Promise<void> };
type Engine = { name: 'pglite' | 'postgres'; create: () => Promise<Target> };

function engines(): Engine[] {
  const list: Engine[] = [
    {
      name: 'pglite',
      create: async () => {
        const dir = mkdtempSync(join(tmpdir(), 'jackie-limits-'));
        return {
          env: { DATA_DIR: dir },
          instances: 1,
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
        return { env: { DATABASE_URL: created.url }, instances: 2, cleanup: created.drop };
      },
    });
  }
  return list;
}

type Server = { child: ChildProcess; base: string; exited: Promise<void> };

function startServer(file: string, env: Record<string, string>): Promise<Server> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  delete childEnv.DATA_DIR;
  delete childEnv.DATABASE_URL;
  Object.assign(childEnv, env);
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
      if (line) resolve({ child, base: `http://127.0.0.1:${line[1]}`, exited });
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`limits server exited (${code ?? signal}) before listening:\n${output}`)),
    );
  });
}

/** The instance that answers request `i` of `total`: the first takes most, the last the rest. */
const pick = (servers: Server[], i: number, total: number) =>
  servers[i < total - 4 ? 0 : servers.length - 1] as Server;

async function signIn(server: Server, client: string, email: string): Promise<number> {
  const response = await fetch(`${server.base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': browser,
      'x-forwarded-for': client,
    },
    body: JSON.stringify({ email, password: 'not-the-password' }),
  });
  await response.body?.cancel();
  return response.status;
}

async function sendEvent(server: Server, client: string): Promise<number> {
  const response = await fetch(`${server.base}/api/events`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      'user-agent': browser,
      'x-forwarded-for': client,
    },
    body: JSON.stringify({
      event_type: 'page_view',
      session_id: randomUUID(),
      page: 'landing',
      url: 'https://jackie.example/',
    }),
  });
  await response.body?.cancel();
  return response.status;
}

let bundle: { file: string; cleanup: () => void };
beforeAll(async () => {
  bundle = await bundleApp({
    entry: join(root, 'tests/integration/limits-server.ts'),
    name: 'limits-server',
  });
}, 60_000);
afterAll(() => bundle?.cleanup());

for (const engine of engines()) {
  describe(`limits shared by every instance on ${engine.name}`, () => {
    let target: Target;
    const servers: Server[] = [];

    beforeAll(async () => {
      target = await engine.create();
      const env = {
        ...target.env,
        TRUST_PROXY: 'loopback',
        ANALYTICS_RATE_LIMIT: String(eventsPerMinute),
        AUTH_SECRET: randomBytes(32).toString('hex'),
      };
      // One after the other: the first applies the migrations.
      for (let i = 0; i < target.instances; i += 1) {
        servers.push(await startServer(bundle.file, env));
      }
    }, 120_000);

    afterAll(async () => {
      for (const server of servers) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      await target?.cleanup();
    }, 60_000);

    it(`refuses the sign-in after ${signInsPerMinute} a minute from one address`, async () => {
      const total = signInsPerMinute + 2;
      const statuses: number[] = [];
      for (let i = 0; i < total; i += 1) {
        // A different account each time: only the limit per client address applies.
        const email = `nobody-${i}@jackie.example`;
        statuses.push(await signIn(pick(servers, i, total), '198.51.100.10', email));
      }
      expect(statuses).toEqual([
        ...Array(signInsPerMinute).fill(401),
        ...Array(total - signInsPerMinute).fill(429),
      ]);
      // Another client is not affected.
      expect(await signIn(servers[0] as Server, '198.51.100.11', 'nobody@jackie.example')).toBe(
        401,
      );
    }, 60_000);

    it(`refuses the sign-in after ${signInsPerMinute} a minute for one account`, async () => {
      const total = signInsPerMinute + 2;
      const statuses: number[] = [];
      for (let i = 0; i < total; i += 1) {
        // A different client address each time: only the limit per account applies.
        statuses.push(
          await signIn(pick(servers, i, total), `203.0.113.${i + 1}`, 'x@jackie.example'),
        );
      }
      expect(statuses).toEqual([
        ...Array(signInsPerMinute).fill(401),
        ...Array(total - signInsPerMinute).fill(429),
      ]);
    }, 60_000);

    it(`refuses events after ${eventsPerMinute} requests a minute from one address`, async () => {
      const client = '198.51.100.20';
      const statuses: number[] = [];
      for (let i = 0; i < eventsPerMinute; i += 1) {
        statuses.push(await sendEvent(pick(servers, i, eventsPerMinute + 2), client));
      }
      // The events limit counts in memory and reconciles with the database once a second.
      await sleep(3_000);
      for (const server of servers) statuses.push(await sendEvent(server, client));
      expect(statuses).toEqual([
        ...Array(eventsPerMinute).fill(202),
        ...Array(servers.length).fill(429),
      ]);
      expect(await sendEvent(servers[0] as Server, '198.51.100.21')).toBe(202);
    }, 60_000);
  });
}
