/**
 * The weekly digest in the admin, on both engines: PUT /api/admin/preferences takes the digest
 * setting next to the new-lead one (each optional, at least one, nothing else), and POST
 * /api/admin/digest sends an admin, and only an admin, last week's digest, audited.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@/lib/auth/session';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'jackie-digest-admin-'));
process.env.AUTH_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';
process.env.SMTP_URL = '';

const who = vi.hoisted(() => ({ user: null as null | StaffUser }));
vi.mock('@/lib/auth/session', async (original) => ({
  ...(await original<typeof import('@/lib/auth/session')>()),
  authorize: async (_request: Request, role: 'user' | 'admin') => {
    if (!who.user) return Response.json({ error: { code: 'unauthorized' } }, { status: 401 });
    if (role === 'admin' && !who.user.isAdmin) {
      return Response.json({ error: { code: 'forbidden' } }, { status: 403 });
    }
    return who.user;
  },
}));

const { PUT } = await import('@/app/api/admin/preferences/route');
const { POST: sendPreview } = await import('@/app/api/admin/digest/route');
const { getWeeklyDigest } = await import('@/lib/db/queries/digest');
const { getNotifyNewLeads } = await import('@/lib/db/queries/preferences');
const { upsertUser } = await import('@/lib/db/queries/users');
const { listAuditEntries } = await import('@/lib/db/queries/audit');
const { lastWeek } = await import('@/lib/digest/week');
const { drainOutbox } = await import('@/lib/mail/outbox');
const { engines, useProcessDatabase } = await import('@/tests/db/harness');

const site = 'http://localhost:3000';
const noContext = { params: Promise.resolve({}) };

const staff = (id: string, email: string, isAdmin: boolean): StaffUser => ({
  id,
  email,
  name: email.split('@')[0] ?? email,
  isAdmin,
  canManageLeads: isAdmin,
  sessionId: `session-${id}`,
  twoFactor: false,
});

const put = (body: unknown) =>
  PUT(
    new Request(`${site}/api/admin/preferences`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify(body),
    }),
    noContext,
  );

const preview = (headers: Record<string, string> = { origin: site }) =>
  sendPreview(new Request(`${site}/api/admin/digest`, { method: 'POST', headers }), noContext);

for (const engine of engines()) {
  describe(`the weekly digest in the admin on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);
    let admin: StaffUser;
    let sales: StaffUser;

    beforeEach(async () => {
      await test.db.query('DELETE FROM mail_outbox');
      await test.db.query('DELETE FROM staff_preference');
      await test.db.query('DELETE FROM auth_user');
      await test.db.query('DELETE FROM audit_log');
      admin = staff(
        await upsertUser(test.db, 'admin@jackie.example', 'admin'),
        'admin@jackie.example',
        true,
      );
      sales = staff(
        await upsertUser(test.db, 'sales@jackie.example', 'sales'),
        'sales@jackie.example',
        false,
      );
    });

    it('saves the digest setting, the new-lead one, or both, for every role', async () => {
      who.user = sales;
      expect(await getWeeklyDigest(test.db, sales.id)).toBe(false);
      const on = await put({ weeklyDigest: true });
      expect(on.status).toBe(200);
      expect(await on.json()).toEqual({ weeklyDigest: true });
      expect(await getWeeklyDigest(test.db, sales.id)).toBe(true);
      expect(await getNotifyNewLeads(test.db, sales.id)).toBe(false);

      expect((await put({ notifyNewLeads: true })).status).toBe(200);
      expect(await getNotifyNewLeads(test.db, sales.id)).toBe(true);
      expect(await getWeeklyDigest(test.db, sales.id)).toBe(true);

      expect((await put({ notifyNewLeads: false, weeklyDigest: false })).status).toBe(200);
      expect(await getNotifyNewLeads(test.db, sales.id)).toBe(false);
      expect(await getWeeklyDigest(test.db, sales.id)).toBe(false);
    });

    it.each([
      ['nothing', {}],
      ['an unknown field', { weeklyDigest: true, role: 'admin' }],
      ['a string for a boolean', { weeklyDigest: 'yes' }],
      ['null', { weeklyDigest: null }],
    ])('refuses %s with 400 and saves nothing', async (_name, body) => {
      who.user = admin;
      const response = await put(body);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('invalid_request');
      expect(await getWeeklyDigest(test.db, admin.id)).toBe(true);
    });

    it("sends an admin last week's digest, to them only, and audits it", async () => {
      who.user = admin;
      const response = await preview();
      expect(response.status).toBe(200);
      const week = lastWeek(new Date());
      expect(await response.json()).toEqual({ week, to: 'admin@jackie.example' });
      const { rows } = await test.db.query<{ to_address: string; subject: string }>(
        `SELECT to_address, subject FROM mail_outbox WHERE kind = 'digest'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.to_address).toBe('admin@jackie.example');
      // Sent at once (here to the development outbox), with the one-click unsubscribe headers.
      await drainOutbox();
      const sent = readdirSync(join(process.env.DATA_DIR ?? '', 'mail')).filter((file) =>
        file.endsWith('-admin@jackie.example.eml'),
      );
      expect(sent.length).toBeGreaterThan(0);
      const message = readFileSync(
        join(process.env.DATA_DIR ?? '', 'mail', sent.at(-1) ?? ''),
        'utf8',
      );
      expect(message).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      // A preview claims nothing: the Monday digest still goes out.
      const claims = await test.db.query('SELECT 1 FROM digest_sending');
      expect(claims.rows).toHaveLength(0);
      const { entries } = await listAuditEntries(test.db, { page: 1, pageSize: 10 });
      expect(entries[0]).toMatchObject({
        action: 'digest_preview_sent',
        actorEmail: 'admin@jackie.example',
        target: `week of ${week}`,
      });
    });

    it('sends an admin five previews an hour, then says when the next one can go', async () => {
      who.user = admin;
      for (let sent = 0; sent < 5; sent += 1) expect((await preview()).status).toBe(200);
      const refused = await preview();
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
      expect((await refused.json()).error.message).toBe(
        'You have emailed yourself the digest 5 times in the last hour. Try again in 60 minutes.',
      );
      const digests = async (to: string) =>
        (
          await test.db.query(
            `SELECT 1 FROM mail_outbox WHERE kind = 'digest' AND to_address = $1`,
            [to],
          )
        ).rows.length;
      expect(await digests(admin.email)).toBe(5);
      // The limit is the person's: another admin still gets theirs.
      who.user = staff(
        await upsertUser(test.db, 'owner@jackie.example', 'admin'),
        'owner@jackie.example',
        true,
      );
      expect((await preview()).status).toBe(200);
      expect(await digests('owner@jackie.example')).toBe(1);
    });

    it('refuses anyone but an admin, and a request from another site', async () => {
      who.user = sales;
      expect((await preview()).status).toBe(403);
      who.user = null;
      expect((await preview()).status).toBe(401);
      who.user = admin;
      expect((await preview({ origin: 'https://elsewhere.example' })).status).toBe(403);
      const { rows } = await test.db.query('SELECT 1 FROM mail_outbox');
      expect(rows).toHaveLength(0);
    });
  });
}
