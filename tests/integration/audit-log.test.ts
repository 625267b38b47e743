/**
 * The audit log as admins read it: listAuditEntries pages newest first on both engines, GET
 * /api/admin/audit validates its page and is never cached, and the /admin section renders an
 * accessible table with plain words and links for paging.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuditLog, auditPageSize } from '@/components/admin/audit-log';
import type { Database } from '@/lib/db/client';
import { type AuditAction, insertAuditEntry, listAuditEntries } from '@/lib/db/queries/audit';
import { engines, useProcessDatabase } from '@/tests/db/harness';

const session = vi.hoisted(() => ({ user: null as null | { isAdmin: boolean } }));
vi.mock('@/lib/auth/session', () => ({
  authorize: async () => {
    if (!session.user) {
      return Response.json(
        { error: { code: 'unauthorized', message: 'Sign in to continue.' } },
        { status: 401 },
      );
    }
    return session.user;
  },
}));

/** A route without path parameters, as Next.js calls it. */
const noParams = { params: Promise.resolve({}) };

/** Inserts `n` entries a second apart, the last one newest: entry i targets `user-i@…`. */
async function seed(db: Database, n: number) {
  const actions: AuditAction[] = ['sign_in', 'sign_in_failed', 'invitation_sent'];
  for (let i = 0; i < n; i += 1) {
    await insertAuditEntry(db, {
      action: actions[i % actions.length] as AuditAction,
      actorEmail: 'Admin@Jackie.example',
      target: `user-${i}@jackie.example`,
      ipAddress: '203.0.113.9',
    });
  }
  // Distinct times, oldest first, so the order does not rest on ids alone.
  await db.query(
    "UPDATE audit_log SET at = timestamptz '2025-09-01T12:00:00Z' + id * interval '1 second'",
  );
}

for (const engine of engines()) {
  describe(`the audit log on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);
    beforeEach(async () => {
      await test.db.query('TRUNCATE audit_log');
      session.user = { isAdmin: true };
    });

    it('pages newest first with the total', async () => {
      await seed(test.db, 30);
      const first = await listAuditEntries(test.db, { page: 1, pageSize: 25 });
      const second = await listAuditEntries(test.db, { page: 2, pageSize: 25 });
      expect(first.total).toBe(30);
      expect(first.entries.map((entry) => entry.target)).toEqual(
        Array.from({ length: 25 }, (_, i) => `user-${29 - i}@jackie.example`),
      );
      expect(second.entries.map((entry) => entry.target)).toEqual(
        Array.from({ length: 5 }, (_, i) => `user-${4 - i}@jackie.example`),
      );
      expect(first.entries[0]).toMatchObject({
        action: 'invitation_sent',
        actorEmail: 'admin@jackie.example',
        ipAddress: '203.0.113.9',
      });
    });

    it('GET /api/admin/audit answers a page of 25, never cached', async () => {
      await seed(test.db, 27);
      const { GET } = await import('@/app/api/admin/audit/route');
      const response = await GET(new Request('http://localhost/api/admin/audit?page=2'), noParams);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = await response.json();
      expect(body).toMatchObject({ page: 2, pageSize: auditPageSize, total: 27, pages: 2 });
      expect(body.entries.map((entry: { target: string }) => entry.target)).toEqual([
        'user-1@jackie.example',
        'user-0@jackie.example',
      ]);
      const first = await (
        await GET(new Request('http://localhost/api/admin/audit'), noParams)
      ).json();
      expect(first.entries).toHaveLength(25);
    });

    it.each(['0', '-1', '1.5', 'abc', '', '99999999999'])(
      'GET /api/admin/audit?page=%s answers 400 with the error shape',
      async (page) => {
        const { GET } = await import('@/app/api/admin/audit/route');
        const response = await GET(
          new Request(`http://localhost/api/admin/audit?page=${page}`),
          noParams,
        );
        expect(response.status).toBe(400);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.json()).toEqual({
          error: { code: 'invalid_page', message: 'page must be a positive integer.' },
        });
      },
    );

    it('GET /api/admin/audit passes the refusal on when not signed in', async () => {
      session.user = null;
      const { GET } = await import('@/app/api/admin/audit/route');
      const response = await GET(new Request('http://localhost/api/admin/audit'), noParams);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('no-store');
    });
  });
}

describe('the Audit log section', () => {
  const render = (props: Parameters<typeof AuditLog>[0]) =>
    renderToStaticMarkup(createElement(AuditLog, props));
  const entry = (id: number, action: AuditAction) => ({
    id,
    at: new Date('2025-09-01T16:30:00Z'),
    action,
    actorId: 'u1',
    actorEmail: 'admin@jackie.example',
    target: 'viewer@jackie.example',
    ipAddress: '203.0.113.9',
  });

  it('says so when there is no activity', () => {
    const html = render({ entries: [], page: 1, total: 0 });
    expect(html).toContain('Audit log');
    expect(html).toContain('No activity yet.');
    expect(html).not.toContain('<table');
  });

  it('shows a table in plain words with links to the other pages', () => {
    const html = render({
      entries: [entry(2, 'invitation_revoked'), entry(1, 'sign_in_failed')],
      page: 2,
      total: 60,
    });
    const headers = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
    expect(headers).toEqual(['When', 'Who', 'Action', 'Target', 'Address']);
    expect(html).toContain('Revoked an invitation');
    expect(html).toContain('Failed to sign in');
    // In the business time zone, the zone named after each time and in the caption.
    expect(html).toMatch(
      /<time dateTime="2025-09-01T16:30:00.000Z"[^>]*>Sep 1, 2025, 12:30:00 PM ET<\/time>/,
    );
    expect(html).toContain('Times are Eastern Time (New York).');
    expect(html).toContain('Page 2 of 3');
    // The log is a section of its own: its pages no longer carry the overview's range.
    expect(html).toContain('href="/admin/audit"');
    expect(html).toContain('href="/admin/audit?page=3"');
  });
});
