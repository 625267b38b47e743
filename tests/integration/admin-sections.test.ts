/**
 * The admin's sections on a real database: what each section page asks the database for (the
 * overview of a viewer reads the analytics rollups and nothing else), and role changes with the
 * last-admin guard, through PATCH /api/admin/users/:id, on both engines.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@/lib/auth/session';
import type { Database } from '@/lib/db/client';
import { engines, useProcessDatabase } from '@/tests/db/harness';

const who = vi.hoisted(() => ({ user: null as null | StaffUser }));
vi.mock('@/lib/auth/session', async (original) => ({
  ...(await original<typeof import('@/lib/auth/session')>()),
  getStaffState: async () => ({ user: who.user }),
  authorize: async () => who.user ?? new Response(null, { status: 401 }),
}));

// Rendered outside Next.js: a client component's router is a stand-in.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ refresh: () => {} }),
}));

const { default: OverviewPage } = await import('@/app/admin/page');
const { default: LeadsPage } = await import('@/app/admin/leads/page');
const { default: CampaignsPage } = await import('@/app/admin/campaigns/page');
const { default: ConversionsPage } = await import('@/app/admin/conversions/page');
const { GET: exportConversions } = await import('@/app/api/admin/conversions/export/route');
const { PATCH, DELETE } = await import('@/app/api/admin/users/[id]/route');
const { changeUserRole, LastAdminError, upsertUser } = await import('@/lib/db/queries/users');
const { listAuditEntries } = await import('@/lib/db/queries/audit');

const staff = (id: string, isAdmin: boolean): StaffUser => ({
  id,
  email: `${id}@jackie.example`,
  name: id,
  isAdmin,
  canManageLeads: isAdmin,
  sessionId: `session-${id}`,
  twoFactor: false,
});

const tables = [
  'analytics_daily_totals',
  'analytics_daily_pages',
  'analytics_duration_buckets',
  'analytics_drops',
  'analytics_events',
  'audit_log',
  'auth_user',
  'auth_session',
  'auth_factor',
  'auth_backup_code',
  'invitation',
  'lead',
  'mail_outbox',
  'staff_preference',
];

/** Every SQL statement the database is sent while `run` runs, by the tables it names. */
async function tablesRead(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db.orm as unknown as { $client: PGlite }).$client;
  const statements: string[] = [];
  const original = { query: client.query, exec: client.exec };
  client.query = ((text: string, ...rest: unknown[]) => {
    statements.push(text);
    return (original.query as (...args: unknown[]) => unknown).call(client, text, ...rest);
  }) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) => {
    statements.push(text);
    return (original.exec as (...args: unknown[]) => unknown).call(client, text, ...rest);
  }) as PGlite['exec'];
  try {
    await run();
  } finally {
    client.query = original.query;
    client.exec = original.exec;
  }
  expect(statements.length).toBeGreaterThan(0);
  const named = new Set<string>();
  for (const text of statements) {
    for (const table of tables) if (new RegExp(`"?\\b${table}\\b"?`).test(text)) named.add(table);
  }
  return [...named].sort();
}

const [pglite] = engines();
describe('what each section reads (PGlite, every statement recorded)', () => {
  const test = useProcessDatabase(pglite as NonNullable<typeof pglite>);
  afterEach(() => {
    who.user = null;
  });

  it("a viewer's /admin makes only the overview's queries: the analytics rollups, and the campaign store's catch-up", async () => {
    who.user = staff('viewer', false);
    const read = await tablesRead(test.db, () =>
      OverviewPage({ searchParams: Promise.resolve({ range: '7d' }) }),
    );
    // Visits and Booked demos come from the campaign view's read model, which first reads the
    // events stored since it last did (by id, lib/db/campaign-store.ts): no other raw table.
    expect(read).toEqual([
      'analytics_daily_pages',
      'analytics_daily_totals',
      'analytics_drops',
      'analytics_duration_buckets',
      'analytics_events',
    ]);
  });

  it("an admin's /admin adds the pending invitations (the specification's User Invites)", async () => {
    who.user = staff('admin', true);
    const read = await tablesRead(test.db, () =>
      OverviewPage({ searchParams: Promise.resolve({}) }),
    );
    expect(read.filter((table) => !table.startsWith('analytics_'))).toEqual([
      'auth_user',
      'invitation',
    ]);
  });

  it('the leads section reads the inbox, the outbox and the preference, no analytics', async () => {
    who.user = staff('viewer', false);
    const read = await tablesRead(test.db, () =>
      LeadsPage({ searchParams: Promise.resolve({ leadStatus: 'spam' }) }),
    );
    expect(read.some((table) => table.startsWith('analytics_'))).toBe(false);
    expect(read).toContain('lead');
  });

  it('the campaigns section reads its range, filters and order from the URL, never an error page', async () => {
    who.user = staff('viewer', false);
    const page = await CampaignsPage({
      searchParams: Promise.resolve({
        range: '90d',
        channel: ['Email', 'Direct'],
        sort: ['sources.booked', 'pages.label'],
      }),
    });
    const html = renderToStaticMarkup(page as ReactElement);
    expect(html).toMatch(
      /aria-current="page"[^>]*href="\/admin\/campaigns\?range=90d&amp;channel=Email&amp;sort=sources.booked&amp;sort=pages.label"/,
    );
    expect(html).toContain('Channel: Email');
    expect(html).toContain('Export CSV');
  });

  describe('the conversions section', () => {
    const sales: StaffUser = { ...staff('sales', false), canManageLeads: true, isSales: true };
    beforeEach(async () => {
      await test.db.query('DELETE FROM booking');
      await test.db.query(
        `INSERT INTO booking (id, provider, created_at, status, variant, received_at, updated_at)
         VALUES ('calendly:https://api.calendly.com/scheduled_events/e1/invitees/i1', 'calendly',
           now(), 'booked', 'pool', now(), now())`,
      );
      await test.db.query(
        `INSERT INTO conversion_outbox (booking_id, platform, state, attempts, due_at, last_message,
           hashed_keys)
         VALUES ('calendly:https://api.calendly.com/scheduled_events/e1/invitees/i1', 'meta',
           'given_up', 1, now(), 'Meta error 100: Invalid parameter', '{email}')`,
      );
    });
    const render = async (user: StaffUser) => {
      who.user = user;
      const page = await ConversionsPage({ searchParams: Promise.resolve({ state: 'given_up' }) });
      return renderToStaticMarkup(page as ReactElement);
    };

    it('shows an admin each destination, the given-up row with its message, and Send again', async () => {
      const html = await render(staff('admin', true));
      expect(html).toContain('Destinations');
      expect(html).toContain('Not configured.');
      expect(html).toContain('Meta error 100: Invalid parameter');
      expect(html).toContain('Given up');
      expect(html).toContain('Send again');
      expect(html).toContain('href="/api/admin/conversions/export?state=given_up"');
    });

    it('shows a viewer the same log without Send again, and refuses sales', async () => {
      const html = await render(staff('viewer', false));
      expect(html).toContain('Meta error 100: Invalid parameter');
      expect(html).not.toContain('Send again');
      // forbidden(): the section answers 403, as the API does.
      await expect(render(sales)).rejects.toThrow(/forbidden\(\)/);
    });

    it('exports the log as CSV for a viewer, and refuses sales the same way as the page', async () => {
      const request = () =>
        new Request('http://localhost:3000/api/admin/conversions/export?platform=meta');
      who.user = staff('viewer', false);
      const answer = await exportConversions(request(), { params: Promise.resolve({}) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const csv = await answer.text();
      expect(csv).toContain('Meta,Given up,1,');
      expect(csv).toContain('Meta error 100: Invalid parameter');
      who.user = sales;
      const refused = await exportConversions(request(), { params: Promise.resolve({}) });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.message).toBe('Only admins and viewers can see this.');
    });
  });

  it('nobody signed in: the page reads nothing (the layout shows sign-in)', async () => {
    who.user = null;
    const client = (test.db.orm as unknown as { $client: PGlite }).$client;
    const spy = vi.spyOn(client, 'query');
    expect(await OverviewPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(await LeadsPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(await CampaignsPage({ searchParams: Promise.resolve({}) })).toBeNull();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

for (const engine of engines()) {
  describe(`role changes on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);
    const ids: Record<string, string> = {};
    beforeEach(async () => {
      await test.db.query('TRUNCATE auth_user CASCADE');
      await test.db.query('TRUNCATE audit_log');
      ids.a = await upsertUser(test.db, 'a@jackie.example', 'admin');
      ids.b = await upsertUser(test.db, 'b@jackie.example', 'admin');
      ids.v = await upsertUser(test.db, 'v@jackie.example', 'viewer');
      who.user = { ...staff('a', true), id: ids.a as string, email: 'a@jackie.example' };
    });

    const patch = (id: string, body: unknown) =>
      PATCH(
        new Request(`http://localhost:3000/api/admin/users/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id }) },
      );

    it('changes a role, audits who, whom, from and to, and validates the body', async () => {
      const answer = await patch(ids.v as string, { role: 'sales' });
      expect(answer.status).toBe(200);
      expect((await answer.json()).user.role).toBe('sales');
      const { rows } = await test.db.query<{ role: string }>(
        'SELECT role FROM auth_user WHERE id = $1',
        [ids.v],
      );
      expect(rows[0]?.role).toBe('sales');
      const { entries } = await listAuditEntries(test.db, { page: 1, pageSize: 5 });
      expect(entries[0]).toMatchObject({
        action: 'role_changed',
        actorEmail: 'a@jackie.example',
        target: 'v@jackie.example: viewer → sales',
      });
      expect(entries[0]?.at).toBeInstanceOf(Date);

      const bad = await patch(ids.v as string, { role: 'owner' });
      expect(bad.status).toBe(400);
      expect((await bad.json()).error.code).toBe('invalid_request');
      expect((await patch('no-such-user', { role: 'viewer' })).status).toBe(404);
    });

    it('the last admin can be neither demoted nor removed (409)', async () => {
      expect((await patch(ids.b as string, { role: 'viewer' })).status).toBe(200);
      const demote = await patch(ids.a as string, { role: 'viewer' });
      expect(demote.status).toBe(409);
      expect((await demote.json()).error).toEqual({
        code: 'last_admin',
        message: 'This is the last admin. Make someone else an admin first.',
      });
      // Another admin's session removing the last admin: refused the same way.
      who.user = { ...staff('b', true), id: ids.b as string };
      const remove = await DELETE(
        new Request(`http://localhost:3000/api/admin/users/${ids.a}`, {
          method: 'DELETE',
          headers: { origin: 'http://localhost:3000' },
        }),
        { params: Promise.resolve({ id: ids.a }) },
      );
      expect(remove.status).toBe(409);
      expect((await remove.json()).error.code).toBe('last_admin');
    });

    it('two admins demoting each other at once: exactly one wins, one admin is left', async () => {
      const results = await Promise.allSettled([
        changeUserRole(test.db, ids.a as string, 'viewer'),
        changeUserRole(test.db, ids.b as string, 'viewer'),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((result) => result.status === 'rejected');
      expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(LastAdminError);
      const { rows } = await test.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM auth_user WHERE role = 'admin'",
      );
      expect(rows[0]?.n).toBe(1);
    });
  });
}
