/**
 * Notes on the charts on both engines (docs/analytics.md, "Notes"): each chart's query returns
 * the notes of its range and no other; private notes stay off what a shared view reads; the
 * product's own notes (a campaign's first visit, a release, an alert) are written once; and the
 * note routes: staff add, change and delete their own, admins any (audited), bad input refused.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@/lib/auth/session';
import { engines, useProcessDatabase } from '@/tests/db/harness';

process.env.AUTH_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';

const who = vi.hoisted(() => ({ user: null as null | StaffUser }));
vi.mock('@/lib/auth/session', async (original) => ({
  ...(await original<typeof import('@/lib/auth/session')>()),
  getStaffState: async () => ({ user: who.user }),
  authorize: async (_request: Request, role: 'user' | 'admin') =>
    !who.user
      ? new Response(null, { status: 401 })
      : role === 'admin' && !who.user.isAdmin
        ? new Response(null, { status: 403 })
        : who.user,
}));

const { POST: create } = await import('@/app/api/admin/notes/route');
const { POST: change } = await import('@/app/api/admin/notes/[id]/route');
const { POST: remove } = await import('@/app/api/admin/notes/[id]/delete/route');
const { chartNotes, loadNotesPanel, noteNewCampaigns } = await import('@/lib/notes/notes');
const { writeReleaseNote } = await import('@/lib/db/queries/notes');
const { insertEvents } = await import('@/lib/db/queries/events');
const { upsertUser } = await import('@/lib/db/queries/users');
const { listAuditEntries } = await import('@/lib/db/queries/audit');

const site = 'http://localhost:3000';

function staff(id: string, role: 'admin' | 'viewer' | 'sales'): StaffUser {
  return {
    id,
    email: `${role}@jackie.example`,
    name: role,
    isAdmin: role === 'admin',
    canManageLeads: role !== 'viewer',
    isSales: role === 'sales',
    sessionId: `session-${id}`,
    twoFactor: false,
  } as StaffUser;
}

/** A form post from the admin page, as a browser sends it. */
function form(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`${site}${path}`, {
    method: 'POST',
    headers: {
      origin: site,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

const params = (id: number) => ({ params: Promise.resolve({ id: String(id) }) });
const noParams = { params: Promise.resolve({}) };

for (const engine of engines()) {
  describe(`notes on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);
    let admin: StaffUser;
    let viewer: StaffUser;
    let sales: StaffUser;

    beforeEach(async () => {
      for (const table of [
        'chart_note',
        'alert_notice',
        'alert_incident',
        'audit_log',
        'auth_user',
      ]) {
        await test.db.query(`DELETE FROM ${table}`);
      }
      await test.db.query('TRUNCATE analytics_events, analytics_sessions, analytics_daily');
      admin = staff(await upsertUser(test.db, 'admin@jackie.example', 'admin'), 'admin');
      viewer = staff(await upsertUser(test.db, 'viewer@jackie.example', 'viewer'), 'viewer');
      sales = staff(await upsertUser(test.db, 'sales@jackie.example', 'sales'), 'sales');
    });

    /** Adds a note as `user`; the answer. */
    async function add(user: StaffUser, fields: Record<string, string>) {
      who.user = user;
      return create(form('/api/admin/notes', { back: '/admin?range=30d', ...fields }), noParams);
    }
    const ids = async () =>
      (await test.db.query<{ id: string }>('SELECT id FROM chart_note ORDER BY id')).rows.map(
        (row) => Number(row.id),
      );

    it('returns each chart the notes of its range, and no note outside it', async () => {
      await add(viewer, { fromDay: '2026-11-03', text: 'Spring pool campaign starts' });
      await add(admin, {
        fromDay: '2026-10-28',
        toDay: '2026-11-02',
        text: 'Pricing page rewrite',
      });
      await add(sales, { fromDay: '2026-10-01', text: 'Trade show in Tampa' });
      await add(admin, { fromDay: '2026-11-30', text: 'After the range' });
      const range = { from: '2026-11-01', to: '2026-11-29' };
      const notes = await chartNotes(test.db, range, { includePrivate: true });
      const staffNotes = notes.filter((note) => !note.automatic);
      expect(staffNotes.map((note) => [note.fromDay, note.toDay, note.text, note.author])).toEqual([
        ['2026-10-28', '2026-11-02', 'Pricing page rewrite', 'admin'],
        ['2026-11-03', '2026-11-03', 'Spring pool campaign starts', 'viewer'],
      ]);
      // The overview's and the campaign view's panels read the same, with their range.
      for (const path of ['/admin', '/admin/campaigns']) {
        const panel = await loadNotesPanel(
          test.db,
          viewer,
          range,
          path,
          new URLSearchParams('range=30d&noteSaved=1'),
        );
        expect(panel.notes.filter((note) => !note.automatic)).toHaveLength(2);
        expect(panel.back).toBe(`${path}?range=30d`);
        expect(panel.notice).toEqual({ kind: 'status', text: 'The note is saved.' });
      }
      expect(
        (
          await chartNotes(
            test.db,
            { from: '2026-12-01', to: '2026-12-31' },
            { includePrivate: true },
          )
        ).filter((note) => !note.automatic),
      ).toEqual([]);
    });

    it('keeps private notes off what a shared view reads', async () => {
      await add(admin, { fromDay: '2026-11-03', text: 'Public', private: '' });
      await add(admin, { fromDay: '2026-11-04', text: 'Staff only', private: 'on' });
      const range = { from: '2026-11-01', to: '2026-11-30' };
      const texts = async (includePrivate: boolean) =>
        (await chartNotes(test.db, range, { includePrivate }))
          .filter((note) => !note.automatic)
          .map((note) => note.text);
      expect(await texts(true)).toEqual(['Public', 'Staff only']);
      expect(await texts(false)).toEqual(['Public']);
    });

    it('writes a campaign’s first visit and a release once, and shows alerts and recoveries', async () => {
      const landing = (campaign: string) => ({
        landingPage: 'landing',
        referrerHost: null,
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: campaign,
        utmTerm: null,
        utmContent: null,
        clickId: null,
        device: 'desktop' as const,
        channel: 'Paid Search' as const,
      });
      const visit = (session: string, at: string, campaign: string) => ({
        receivedAt: new Date(at),
        sessionId: session,
        userAgent: null,
        page: 'landing',
        url: 'https://jackie.example/',
        label: null,
        variant: null,
        durationMs: null,
        metadata: null,
        eventType: 'page_view',
        landing: landing(campaign),
      });
      await insertEvents(test.db, [
        visit('f0000000-0000-4000-8000-000000000001', '2026-11-10T15:00:00Z', 'Pool-Spring'),
        visit('f0000000-0000-4000-8000-000000000002', '2026-11-12T15:00:00Z', 'pool-spring'),
      ]);
      const now = new Date('2026-11-12T16:00:00Z');
      expect(
        await Promise.all([noteNewCampaigns(test.db, now), noteNewCampaigns(test.db, now)]),
      ).toEqual(expect.arrayContaining([1, 0]));
      expect(await noteNewCampaigns(test.db, now)).toBe(0);
      expect(
        await writeReleaseNote(test.db, '0.1.0+abc', '2026-11-12', 'New release of the site'),
      ).toBe(true);
      expect(
        await writeReleaseNote(test.db, '0.1.0+abc', '2026-11-13', 'New release of the site'),
      ).toBe(false);
      await test.db.query(
        `INSERT INTO alert_incident (rule_id, scope, direction, started_at, fired_at, ended_at, facts, recovery)
         VALUES ('visits', '', 'drop', '2026-11-11T14:00:00Z', '2026-11-11T17:00:00Z', '2026-11-12T15:00:00Z',
           '{"summary":"Visits fell to 3 in the last 3 hours.","baseline":null,"observed":3,"expected":60,"path":"/admin"}',
           '{"summary":"Visits are back to 58 in the last 3 hours.","baseline":null,"observed":58,"expected":60,"path":"/admin"}')`,
      );
      const notes = await chartNotes(
        test.db,
        { from: '2026-11-09', to: '2026-11-13' },
        { includePrivate: false },
      );
      expect(
        notes
          .filter((note) => note.automatic && !note.id.startsWith('page:'))
          .map((note) => [note.fromDay, note.text]),
      ).toEqual([
        ['2026-11-10', 'First visit from the campaign “Pool-Spring” (google / cpc)'],
        ['2026-11-11', 'Alert: Visits fell to 3 in the last 3 hours.'],
        ['2026-11-12', 'Recovered: Visits are back to 58 in the last 3 hours.'],
        ['2026-11-12', 'New release of the site'],
      ]);
    });

    it('lets staff change and delete their own notes, and admins any, audited', async () => {
      await add(viewer, { fromDay: '2026-11-03', text: 'Mine' });
      const [id] = await ids();
      if (id === undefined) throw new Error('no note');
      who.user = sales;
      expect(
        (
          await change(
            form(`/api/admin/notes/${id}`, { fromDay: '2026-11-03', text: 'Theirs' }),
            params(id),
          )
        ).status,
      ).toBe(403);
      expect((await remove(form(`/api/admin/notes/${id}/delete`, {}), params(id))).status).toBe(
        403,
      );
      who.user = viewer;
      const edited = await change(
        form(`/api/admin/notes/${id}`, {
          fromDay: '2026-11-03',
          toDay: '2026-11-04',
          text: 'Mine, two days',
          back: '/admin/campaigns?range=7d',
        }),
        params(id),
      );
      expect(edited.status).toBe(303);
      expect(edited.headers.get('location')).toBe(
        `/admin/campaigns?range=7d&noteSaved=${id}#notes`,
      );
      expect(
        await listAuditEntries(test.db, { page: 1, pageSize: 10 }).then((page) => page.entries),
      ).toEqual([]);
      who.user = admin;
      const removed = await remove(
        form(`/api/admin/notes/${id}/delete`, { back: '/admin' }),
        params(id),
      );
      expect(removed.status).toBe(303);
      expect(await ids()).toEqual([]);
      const audit = (await listAuditEntries(test.db, { page: 1, pageSize: 10 })).entries;
      expect(audit.map((entry) => [entry.action, entry.target])).toEqual([
        ['note_deleted', 'viewer’s note of 2026-11-03 to 2026-11-04: Mine, two days'],
      ]);
    });

    it('refuses bad input and changes nothing: 10 KB, NUL, a day that is not one; markup is kept as text', async () => {
      expect(
        (await add(admin, { fromDay: '2026-11-03', text: 'x'.repeat(10 * 1024) })).status,
      ).toBe(413);
      const nul = await add(admin, { fromDay: '2026-11-03', text: 'before\u0000after' });
      expect(nul.status).toBe(303);
      expect(nul.headers.get('location')).toBe('/admin?range=30d&noteRefused=characters#notes');
      const json = await create(
        form(
          '/api/admin/notes',
          { fromDay: '2026-02-30', text: 'x' },
          { accept: 'application/json' },
        ),
        noParams,
      );
      expect(json.status).toBe(400);
      expect((await json.json()).error.message).toBe('Give the note’s day as a date (YYYY-MM-DD).');
      const long = await add(admin, { fromDay: '2026-11-03', text: 'é'.repeat(281) });
      expect(long.headers.get('location')).toContain('noteRefused=long');
      const reversed = await add(admin, { fromDay: '2026-11-05', toDay: '2026-11-03', text: 'x' });
      expect(reversed.headers.get('location')).toContain('noteRefused=order');
      // A back address outside the admin is not followed.
      const away = await add(admin, {
        fromDay: '2026-11-03',
        text: 'ok',
        back: 'https://evil.example/admin',
      });
      expect(away.headers.get('location')).toMatch(/^\/admin\?noteSaved=\d+#notes$/);
      const markup = await add(admin, {
        fromDay: '2026-11-03',
        text: '<script>alert(1)</script> <b>bold</b>',
      });
      expect(markup.status).toBe(303);
      const notes = await chartNotes(
        test.db,
        { from: '2026-11-01', to: '2026-11-30' },
        { includePrivate: true },
      );
      expect(notes.filter((note) => !note.automatic).map((note) => note.text)).toEqual([
        'ok',
        '<script>alert(1)</script> <b>bold</b>',
      ]);
    });

    it('refuses another origin, another media type and nobody signed in', async () => {
      who.user = admin;
      const cross = await create(
        form(
          '/api/admin/notes',
          { fromDay: '2026-11-03', text: 'x' },
          { origin: 'https://evil.example' },
        ),
        noParams,
      );
      expect(cross.status).toBe(403);
      const typed = await create(
        new Request(`${site}/api/admin/notes`, {
          method: 'POST',
          headers: { origin: site, 'content-type': 'text/plain' },
          body: 'fromDay=2026-11-03&text=x',
        }),
        noParams,
      );
      expect(typed.status).toBe(415);
      who.user = null;
      expect(
        (await create(form('/api/admin/notes', { fromDay: '2026-11-03', text: 'x' }), noParams))
          .status,
      ).toBe(401);
      expect(await ids()).toEqual([]);
    });
  });
}
