import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectNoA11yViolations, test } from './fixtures';

// Each case starts its own server from the same production build with a configuration the
// shared test server cannot have: a public SITE_URL without AUTH_SECRET, or a database that
// does not answer. The admin must name what to provide, and the public site must keep serving.
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const basePort = Number(process.env.E2E_PORT ?? 3100) + 10;

type Server = { url: string; stop: () => Promise<void> };

async function startServer(port: number, env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'jackie-unconfigured-'));
  const { AUTH_SECRET: _secret, DATABASE_URL: _database, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    {
      env: { ...inherited, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir, ...env },
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
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

const cases: { name: string; port: number; env: Record<string, string>; notice: string }[] = [
  {
    name: 'a public site without AUTH_SECRET',
    port: basePort,
    env: { SITE_URL: 'https://jackie.example' },
    notice:
      'Analytics is not configured yet. Please provide AUTH_SECRET so analytics can function.',
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
  },
];

for (const { name, port, env, notice } of cases) {
  test.describe(`the admin with ${name}`, () => {
    let server: Server;
    test.beforeAll(async () => {
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

      const home = await page.goto(`${server.url}/`);
      expect(home?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}
