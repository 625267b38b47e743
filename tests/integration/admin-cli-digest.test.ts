/**
 * `npm run admin -- digest`: the operator's way to preview and send a week's digest, run as the
 * operator runs it (scripts/admin.mjs bundles scripts/admin-cli.ts) on an embedded database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { upsertUser } from '@/lib/db/queries/users';
import { root } from './server-process';

let dataDir = '';

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/admin.mjs', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SITE_URL: 'http://localhost:3000',
      AUTH_SECRET: 'a-test-secret-of-at-least-thirty-two-characters',
    },
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

const mails = () => {
  try {
    return readdirSync(join(dataDir, 'mail')).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'jackie-cli-'));
  const db = await openDatabase({ dataDir });
  await upsertUser(db, 'admin@jackie.example', 'admin');
  await upsertUser(db, 'sales@jackie.example', 'sales');
  // On staff before the Monday the week's digest is sent.
  await db.query(`UPDATE auth_user SET created_at = '2026-11-01T12:00:00Z'`);
  await db.close();
}, 60_000);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin -- digest', () => {
  it('prints the text version with --dry-run and sends nothing', () => {
    const { code, out } = admin('digest', '--week', '2026-11-16', '--dry-run');
    expect(code).toBe(0);
    expect(out).toContain('Subject: Week of Nov 16: no visits');
    expect(out).toContain('To: admin@jackie.example');
    expect(out).toContain('/admin?range=2026-11-16..2026-11-22');
    expect(out).toMatch(/\/digest\/unsubscribe\?u=[^&\s]+&s=\S+/);
    expect(mails()).toEqual([]);
  }, 60_000);

  it('refuses a week that is not a Monday', () => {
    const { code, err } = admin('digest', '--week', '2026-11-17');
    expect(code).toBe(1);
    expect(err).toContain('--week takes a Monday');
  }, 60_000);

  it('sends the week to each staff member who gets it, once', () => {
    const first = admin('digest', '--week=2026-11-16');
    expect(first.code).toBe(0);
    expect(first.out).toContain('queued for 1 staff member(s)');
    expect(mails()).toHaveLength(1);
    const mail = readFileSync(join(dataDir, 'mail', mails()[0] as string), 'utf8');
    expect(mail).toContain('To: admin@jackie.example');
    // A long header is folded onto the next line.
    expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/digest\/unsubscribe/);
    expect(mail).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Run again: everyone has had this week's.
    expect(admin('digest', '--week=2026-11-16').out).toContain('queued for 0 staff member(s)');
    expect(mails()).toHaveLength(1);
    // --to sends a copy to that address only, whoever it is.
    expect(admin('digest', '--week', '2026-11-16', '--to', 'ops@example.com').code).toBe(0);
    expect(mails()).toHaveLength(2);
  }, 120_000);
});
