import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectNoA11yViolations, test } from './fixtures';

// Each case starts its own server from the same production build with a configuration the
// shared test server cannot have: a public SITE_URL without AUTH_SECRET, or a database that
// does not answer. The admin must name what to provide, and the public site must keep serving.
// The production server (what `npm start` runs), so its direct events path is covered too.
const serverScript = new URL('../../scripts/server.mjs', import.meta.url).pathname;
const basePort = Number(process.env.E2E_PORT ?? 3100) + 10;

// Starting servers of our own takes most of each test's time on a busy machine.
test.describe.configure({ timeout: 200_000 });

type Server = { url: string; stop: () => Promise<void> };

async function startServer(
  port: number,
  env: Record<string, string>,
  sharedDataDir?: string,
): Promise<Server> {
  const dataDir = sharedDataDir ?? mkdtempSync(join(tmpdir(), 'jackie-unconfigured-'));
  const { AUTH_SECRET: _secret, DATABASE_URL: _database, ...inherited } = process.env;
  const child: ChildProcess = spawn(process.execPath, [serverScript], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    if (!sharedDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  // A production server on a busy machine can take a while to load its build.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}

const cases: {
  name: string;
  port: number;
  env: Record<string, string>;
  notice: string;
  /** What POST /api/events answers: stored, or 503 so the tracker keeps the events. */
  events: number;
}[] = [
  {
    name: 'a public site without AUTH_SECRET',
    port: basePort,
    env: { SITE_URL: 'https://jackie.example' },
    notice:
      'Analytics is not configured yet. Please provide AUTH_SECRET so analytics can function.',
    events: 202,
  },
  {
    name: 'a database that does not answer',
    port: basePort + 1,
    env: {
      SITE_URL: `http://127.0.0.1:${basePort + 1}`,
      DATABASE_URL: 'postgres://jackie:jackie@127.0.0.1:9/jackie',
    },
    notice:
      'Analytics is not configured yet. Please provide DATABASE_URL so analytics can function.',
    events: 503,
  },
];

for (const { name, port, env, notice, events } of cases) {
  test.describe(`the admin with ${name}`, () => {
    let server: Server;
    test.beforeAll(async () => {
      test.setTimeout(200_000);
      server = await startServer(port, env);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    test('names what to provide in the page and the API, and the public site still serves @once', async ({
      page,
    }) => {
      await page.goto(`${server.url}/admin`);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Analytics is not configured yet.' }),
      ).toHaveText(notice);
      await expect(page.getByLabel('Email')).toHaveCount(0);
      await expectNoA11yViolations(page);

      const api = await page.request.get(`${server.url}/api/admin/dashboard`);
      expect(api.status()).toBe(503);
      expect(await api.json()).toEqual({ error: { code: 'not_configured', message: notice } });
      // The sign-in endpoints say the same instead of failing with an empty 500.
      const auth = await page.request.get(`${server.url}/api/auth/get-session`);
      expect(auth.status()).toBe(503);
      expect(await auth.json()).toEqual({ error: { code: 'not_configured', message: notice } });

      const sent = await page.request.post(`${server.url}/api/events`, {
        headers: {
          'content-type': 'text/plain',
          // A visitor's browser, not the test's headless one (which is filtered as a bot).
          'user-agent':
            'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
        },
        data: JSON.stringify({
          event_type: 'page_view',
          session_id: '0b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d10',
          page: 'landing',
          url: `${server.url}/`,
        }),
      });
      expect(sent.status()).toBe(events);

      const home = await page.goto(`${server.url}/`);
      expect(home?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test.describe('a second server on a data folder another one has open', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'jackie-locked-'));
  let first: Server;
  let second: Server;
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    first = await startServer(
      basePort + 2,
      { SITE_URL: `http://127.0.0.1:${basePort + 2}` },
      dataDir,
    );
    // The first server opens its embedded database on its first admin request.
    expect((await fetch(`${first.url}/api/admin/dashboard`)).status).toBe(401);
    second = await startServer(
      basePort + 3,
      { SITE_URL: `http://127.0.0.1:${basePort + 3}` },
      dataDir,
    );
  });
  test.afterAll(async () => {
    await second?.stop();
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('names the lock and what to do, not DATABASE_URL @once', async ({ page }) => {
    await page.goto(`${second.url}/admin`);
    const notice = page.getByRole('alert').filter({ hasText: 'embedded database' });
    await expect(notice).toContainText('in use by another process');
    await expect(notice).toContainText('DATA_DIR');
    await expect(notice).not.toContainText('Please provide DATABASE_URL');
    const api = await page.request.get(`${second.url}/api/admin/dashboard`);
    expect(api.status()).toBe(503);
    expect((await api.json()).error.message).toContain('in use by another process');
  });
});

test.describe('a mail server that does not answer', () => {
  let server: Server;
  let smtp: Server & { connections: () => number };
  test.beforeAll(async () => {
    test.setTimeout(200_000);
    // Accepts connections and never says a word: a mail transport as slow as it gets.
    const sockets = new Set<Socket>();
    const tarpit = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => tarpit.listen(basePort + 5, '127.0.0.1', resolve));
    smtp = {
      url: `smtp://127.0.0.1:${basePort + 5}`,
      connections: () => sockets.size,
      stop: async () => {
        for (const socket of sockets) socket.destroy();
        await new Promise((resolve) => tarpit.close(resolve));
      },
    };
    server = await startServer(basePort + 4, {
      SITE_URL: `http://127.0.0.1:${basePort + 4}`,
      SMTP_URL: smtp.url,
      ADMIN_EMAILS: 'admin@example.com',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  test('sign-in and reset requests for a known address answer without waiting for it @once', async ({
    request,
  }) => {
    const headers = { origin: server.url, 'content-type': 'application/json' };
    const magic = await request.post(`${server.url}/api/auth/sign-in/magic-link`, {
      headers,
      data: { email: 'admin@example.com', callbackURL: '/admin' },
    });
    expect(magic.status()).toBe(200);
    const reset = await request.post(`${server.url}/api/auth/request-password-reset`, {
      headers,
      data: { email: 'admin@example.com', redirectTo: '/admin?reset=true' },
    });
    expect(reset.status()).toBe(200);
    // Both mails are still on their way to the silent server: the answers did not wait for them.
    await expect.poll(() => smtp.connections()).toBe(2);
  });
});
