/**
 * Read-only shared views on both engines (docs/analytics.md, "Shared views"): the token is kept
 * only as a hash; a link locked to google shows google's figures whatever a visitor puts in the
 * query, headers or cookies; a revoked or expired link stops at once, read from the database by
 * every instance; a wrong password and a token of no link get the same bytes, and password
 * attempts are limited; and the admin API refuses what a browser's form would never send.
 */
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffUser } from '@/lib/auth/session';

process.env.AUTH_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';
// next.config.ts's experimental.authInterrupts, which unauthorized() asks for.
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

/** What a visitor's browser sends with a request: the page must not read it for what it shows. */
const visitor = vi.hoisted(() => ({
  cookies: [] as { name: string; value: string }[],
  headers: {} as Record<string, string>,
}));
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => visitor.cookies.find((cookie) => cookie.name === name),
    getAll: (name?: string) =>
      visitor.cookies.filter((cookie) => name === undefined || cookie.name === name),
    has: (name: string) => visitor.cookies.some((cookie) => cookie.name === name),
  }),
  headers: async () => new Headers(visitor.headers),
}));

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

const { default: SharedViewPage } = await import('@/app/share/[token]/page');
const { POST: createRoute } = await import('@/app/api/admin/shared-views/route');
const { POST: revokeRoute } = await import('@/app/api/admin/shared-views/[id]/revoke/route');
const { bookingClick, freshServices, pageView, sendWith } = await import(
  '@/lib/analytics/ingest-test-kit'
);
const { liveStore } = await import('@/lib/db/campaign-store-instance');
const { listAuditEntries } = await import('@/lib/db/queries/audit');
const { recordSharedViewUse, revokeSharedView } = await import('@/lib/db/queries/shared-views');
const { upsertUser } = await import('@/lib/db/queries/users');
const { hashSecretToken } = await import('@/lib/secret-token');
const { openSharedView } = await import('@/lib/sharing/access');
const { createSharedView } = await import('@/lib/sharing/admin');
const { openFlash, unlockCookie } = await import('@/lib/sharing/cookies');
const { sharedPageLimit } = await import('@/lib/sharing/limits');
const { parseShareForm } = await import('@/lib/sharing/settings');
const { handleUnlock } = await import('@/lib/sharing/unlock');
const { loadSharedView } = await import('@/lib/sharing/view');
const { places, usePlace } = await import('@/tests/db/harness');

const site = 'http://localhost:3000';
const day = 86_400_000;

const staff = (id: string, email: string, role: 'admin' | 'viewer' | 'sales'): StaffUser => ({
  id,
  email,
  name: email,
  isAdmin: role === 'admin',
  canManageLeads: role !== 'viewer',
  isSales: role === 'sales',
  sessionId: `session-${id}`,
  twoFactor: false,
});

/** The settings a "Share this view" form with these fields makes. */
function settingsOf(fields: Record<string, string>) {
  const parsed = parseShareForm(Object.entries(fields));
  if (!parsed.ok) throw new Error(`refused: ${parsed.refusal}`);
  return parsed.settings;
}

/** The password form's post, from the shared page of this site, by `address`. */
const unlockRequest = (token: string, password: string, address = '198.51.100.20') =>
  new Request(`${site}/share/${token}/unlock`, {
    method: 'POST',
    headers: {
      origin: site,
      'content-type': 'application/x-www-form-urlencoded',
      'x-jackie-peer': address,
    },
    body: new URLSearchParams({ password }).toString(),
  });

/** A token of the right shape with one character changed. */
const altered = (token: string) =>
  `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;

/** The HTTP status a page's notFound() or unauthorized() answers with, or null for none. */
async function statusOf(run: Promise<unknown>): Promise<number | null> {
  try {
    await run;
    return null;
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest ?? '');
    const match = /^NEXT_HTTP_ERROR_FALLBACK;(\d{3})$/.exec(digest);
    if (!match) throw error;
    return Number(match[1]);
  }
}

const render = async (token: string, hostileQuery: Record<string, string> = {}) =>
  renderToStaticMarkup(
    // The route's props as Next.js passes them; the page declares no searchParams and reads none.
    await (SharedViewPage as (props: unknown) => Promise<ReactElement>)({
      params: Promise.resolve({ token }),
      searchParams: Promise.resolve(hostileQuery),
    }),
  );

const hrefs = (html: string) =>
  [...html.matchAll(/(?:href|action)="([^"]*)"/g)].map((match) => match[1] ?? '');

const googleLanding =
  'https://jackie.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring-pools';
const facebookLanding =
  'https://jackie.example/?utm_source=facebook&utm_medium=paid&utm_campaign=fb-summer';
const sessions = {
  google: '1b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d11',
  facebook: '2b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d12',
  facebookToo: '3b9d7c1e-5f3a-4c2b-8e1d-2a6f4b3c9d13',
};

for (const { name, make } of places('jackie-shared-views')) {
  describe(`shared views on ${name}`, () => {
    const test = usePlace(make);
    let admin: StaffUser;

    beforeAll(async () => {
      const services = await freshServices(test.db);
      const send = (events: unknown[], peer: string) =>
        sendWith(services, { events }, { 'x-jackie-peer': peer });
      // One google visit that clicked to book; two facebook visits.
      await send([pageView({ session_id: sessions.google, url: googleLanding })], '203.0.113.10');
      await send([bookingClick({ session_id: sessions.google })], '203.0.113.10');
      await send(
        [pageView({ session_id: sessions.facebook, url: facebookLanding })],
        '203.0.113.11',
      );
      await send(
        [pageView({ session_id: sessions.facebookToo, url: facebookLanding })],
        '203.0.113.12',
      );
      await services.writer.close();
      expect((await liveStore(test.db, 30_000)).built).toBe(true);
      const id = await upsertUser(test.db, 'owner@jackie.example', 'admin');
      admin = staff(id, 'owner@jackie.example', 'admin');
    }, 120_000);

    beforeEach(() => {
      visitor.cookies = [];
      visitor.headers = {};
    });

    const share = (fields: Record<string, string>, now?: Date) =>
      createSharedView(test.db, settingsOf(fields), admin, now);

    it('keeps the token in no column: only its SHA-256, and the password only as scrypt', async () => {
      const { id, token } = await share({
        scope: 'campaigns',
        range: '7d',
        'filter.source': 'google',
        label: 'Agency',
        password: 'correct horse battery',
      });
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const { rows } = await test.db.query<{
        row: string;
        token_hash: string;
        password_hash: string;
      }>(
        'SELECT row_to_json(s)::text AS row, token_hash, password_hash FROM shared_view s WHERE id = $1',
        [id],
      );
      const [stored] = rows;
      expect(stored?.row).not.toContain(token);
      expect(stored?.row).not.toContain('correct horse battery');
      expect(stored?.token_hash).toBe(hashSecretToken(token));
      expect(stored?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    });

    it('a link locked to source=google shows google alone, whatever the query, headers and cookies', async () => {
      const { token } = await share({ scope: 'campaigns', range: '7d', 'filter.source': 'google' });
      visitor.cookies = [
        { name: 'source', value: 'facebook' },
        { name: 'range', value: 'all' },
        { name: unlockCookie, value: 'forged.value' },
      ];
      visitor.headers = {
        referer: `${site}/admin/campaigns?source=facebook`,
        'x-forwarded-for': '203.0.113.99',
        'x-share-filters': '{"source":"facebook"}',
      };
      const html = (
        await render(token, {
          source: 'facebook',
          campaign: 'fb-summer',
          range: 'all',
          all: 'sources',
          sort: 'sources.label.desc',
        })
      ).replaceAll('<wbr/>', '');
      expect(html).toContain('google / cpc / spring-pools');
      expect(html).not.toContain('fb-summer');
      expect(html.toLowerCase()).not.toContain('facebook');
      expect(html).toContain('Locked to:');
      expect(html).toContain('Source: google');
      // Nothing on the page leads into the admin or its API.
      expect(hrefs(html).filter((href) => href.includes('/admin'))).toEqual([]);

      // The loader itself reads the stored link only.
      const link = await openSharedView(test.db, token, []);
      if (link.kind !== 'open') throw new Error(`expected an open link, got ${link.kind}`);
      const content = await loadSharedView(test.db, link.link);
      if (content.scope !== 'campaigns' || content.view.tables.error) throw new Error('no tables');
      expect(content.view.tables.value.sources.map((row) => row.label)).toEqual(['google']);
      expect(content.view.figures.error ? null : content.view.figures.value.current).toMatchObject({
        visits: 1,
        clicked: 1,
      });
      expect(content.view.unmatchedDeals).toBeNull();
    });

    it('shows the public notes of its days, never a private one, a campaign’s or an alert', async () => {
      await test.db.query('DELETE FROM chart_note');
      const day = new Date().toISOString().slice(0, 10);
      await test.db.query(
        `INSERT INTO chart_note (from_day, to_day, text, private, author_label) VALUES
           ($1, $1, 'Spring pool campaign starts', false, 'Dana'),
           ($1, $1, 'Margin talk with the owner', true, 'Dana')`,
        [day],
      );
      await test.db.query(
        `INSERT INTO chart_note (from_day, to_day, text, source, source_key) VALUES
           ($1, $1, 'First visit from the campaign “fb-summer” (facebook / paid)', 'campaign', 'campaign:fb-summer')`,
        [day],
      );
      const { token } = await share({ scope: 'campaigns', range: '7d', 'filter.source': 'google' });
      const html = await render(token);
      expect(html).toContain('Spring pool campaign starts');
      expect(html).not.toContain('Margin talk');
      expect(html).not.toContain('fb-summer');
      // No form to add or change one.
      expect(html).not.toContain('Add a note');
      expect(hrefs(html).filter((href) => href.includes('/admin'))).toEqual([]);
      await test.db.query('DELETE FROM chart_note');
    });

    it('counts each view shown: one more view and a last use', async () => {
      const { id, token } = await share({ scope: 'overview', range: '30d' });
      await render(token);
      await render(token);
      const { rows } = await test.db.query<{ views: string; used: boolean }>(
        'SELECT views::text AS views, last_used_at IS NOT NULL AS used FROM shared_view WHERE id = $1',
        [id],
      );
      expect(rows).toEqual([{ views: '2', used: true }]);
    });

    it('a revoked link stops at once on every instance', async () => {
      const { id, token } = await share({ scope: 'campaigns', range: '30d' });
      // A second instance: its own connection on PostgreSQL, the same database read again on PGlite.
      const other = test.place.shared ? await test.place.open() : test.db;
      try {
        expect((await openSharedView(other, token, [])).kind).toBe('open');
        expect((await openSharedView(test.db, token, [])).kind).toBe('open');
        expect(await revokeSharedView(other, id, 'owner@jackie.example')).toMatchObject({
          changed: true,
        });
        expect((await openSharedView(test.db, token, [])).kind).toBe('gone');
        expect((await openSharedView(other, token, [])).kind).toBe('gone');
        expect(await recordSharedViewUse(test.db, id)).toBe(false);
        expect(await statusOf(render(token))).toBe(404);
      } finally {
        if (other !== test.db) await other.close();
      }
    });

    it('an expired link is refused, and so is a token of no link', async () => {
      const { token } = await share(
        { scope: 'overview', expires: '7' },
        new Date(Date.now() - 8 * day),
      );
      expect((await openSharedView(test.db, token, [])).kind).toBe('gone');
      expect(await statusOf(render(token))).toBe(404);
      expect(await statusOf(render(altered(token)))).toBe(404);
      expect(await statusOf(render('not-a-token'))).toBe(404);
    });

    it('asks for the password (401) until it is given; the cookie opens that link only', async () => {
      const { token } = await share({ scope: 'overview', password: 'open sesame 42' });
      const other = await share({ scope: 'overview', password: 'open sesame 42' });
      expect(await statusOf(render(token))).toBe(401);
      const answer = await handleUnlock(unlockRequest(token, 'open sesame 42'), token, {
        limitName: `right-${name}`,
      });
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(`/share/${token}`);
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`Path=/share/${token}`);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      const value = /^jackie_share_unlock=([^;]+)/.exec(cookie)?.[1] ?? '';
      visitor.cookies = [{ name: unlockCookie, value }];
      expect(await render(token)).toContain('Figures as of');
      // The same cookie does not open another link with the same password.
      expect(await statusOf(render(other.token))).toBe(401);
    });

    it('answers a wrong password and a token of no link with the same bytes', async () => {
      const { id, token } = await share({ scope: 'overview', password: 'the right one' });
      const attempt = async (path: string, password: string, address: string) => {
        const response = await handleUnlock(unlockRequest(path, password, address), path, {
          limitName: `same-${name}`,
        });
        return {
          status: response.status,
          body: await response.text(),
          cookie: response.headers.get('set-cookie'),
          type: response.headers.get('content-type'),
        };
      };
      const wrong = await attempt(token, 'not the one', '198.51.100.31');
      expect(wrong.status).toBe(401);
      expect(wrong.body).toContain('That password is not right, or this link does not work.');
      expect(wrong.cookie).toBeNull();
      expect(await attempt(altered(token), 'the right one', '198.51.100.32')).toEqual(wrong);
      expect(await attempt(altered(token), 'not the one', '198.51.100.33')).toEqual(wrong);
      expect(await attempt('guessed', 'the right one', '198.51.100.34')).toEqual(wrong);
      await revokeSharedView(test.db, id, 'owner@jackie.example');
      expect(await attempt(token, 'the right one', '198.51.100.35')).toEqual(wrong);
    });

    it('limits password attempts per address and per link', async () => {
      const { token } = await share({ scope: 'overview', password: 'limited one' });
      const second = await share({ scope: 'overview', password: 'limited one' });
      const rule = { max: 3, windowMs: 60_000 };
      const attempt = (path: string, address: string, password = 'nope nope') =>
        handleUnlock(unlockRequest(path, password, address), path, {
          rule,
          limitName: `limits-${name}`,
        });
      // One address, three links: its fourth attempt is refused, whichever link.
      expect((await attempt(token, '198.51.100.41')).status).toBe(401);
      expect((await attempt(second.token, '198.51.100.41')).status).toBe(401);
      expect((await attempt(altered(token), '198.51.100.41')).status).toBe(401);
      const refused = await attempt(second.token, '198.51.100.41', 'limited one');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.text()).toContain('Too many password attempts');
      // One link from new addresses: two more attempts reach its limit, a third is refused.
      expect((await attempt(token, '198.51.100.42')).status).toBe(401);
      expect((await attempt(token, '198.51.100.43')).status).toBe(401);
      expect((await attempt(token, '198.51.100.44', 'limited one')).status).toBe(429);
    });

    it('takes the password form from its own page (Origin: null), not from another site', async () => {
      const { token } = await share({ scope: 'overview', password: 'from the page' });
      const post = (headers: Record<string, string>) =>
        handleUnlock(
          new Request(`${site}/share/${token}/unlock`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
            body: 'password=from+the+page',
          }),
          token,
          { limitName: `origin-${name}` },
        );
      // A page with Referrer-Policy: no-referrer posts Origin: null.
      expect((await post({ origin: 'null', 'sec-fetch-site': 'same-origin' })).status).toBe(303);
      expect((await post({ origin: 'null' })).status).toBe(303);
      expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
      expect((await post({ origin: 'null', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    });

    it('limits the requests to shared pages per address, with a plain 429 page', async () => {
      const rule = { max: 2, windowMs: 60_000 };
      const headers = new Headers({ 'x-jackie-peer': `198.51.100.${name === 'pglite' ? 51 : 52}` });
      expect(await sharedPageLimit(headers, rule)).toBeNull();
      expect(await sharedPageLimit(headers, rule)).toBeNull();
      const refused = await sharedPageLimit(headers, rule);
      expect(refused?.status).toBe(429);
      expect(refused?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused?.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      expect(await refused?.text()).toContain('<h1>Shared view</h1>');
    });
  });

  describe(`the shared views' admin API on ${name}`, () => {
    const test = usePlace(make);
    let admin: StaffUser;

    beforeAll(async () => {
      admin = staff(
        await upsertUser(test.db, 'boss@jackie.example', 'admin'),
        'boss@jackie.example',
        'admin',
      );
    });
    beforeEach(() => {
      who.user = admin;
    });
    afterAll(() => {
      who.user = null;
    });

    const create = (
      fields: Record<string, string> | string,
      headers: Record<string, string> = {},
    ) =>
      createRoute(
        new Request(`${site}/api/admin/shared-views`, {
          method: 'POST',
          headers: {
            origin: site,
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          },
          body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
        }),
        { params: Promise.resolve({}) },
      );
    const json = { accept: 'application/json' };

    it('makes a link from a plain form: 303 to the Team section, the link sealed for it once', async () => {
      const response = await create({
        scope: 'campaigns',
        range: '7d',
        'filter.source': 'google',
        'filter.campaign': 'spring-pools',
        password: 'a good password',
      });
      expect(response.status).toBe(303);
      const location = response.headers.get('location') ?? '';
      const id = Number(/^\/admin\/team\?shared=(\d+)#shared-views$/.exec(location)?.[1]);
      expect(id).toBeGreaterThan(0);
      const cookie = response.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/Path=\/admin\/team; HttpOnly; SameSite=Strict/);
      const flash = openFlash(/^jackie_shared_view_once=([^;]+)/.exec(cookie)?.[1], admin.id);
      expect(flash?.id).toBe(id);
      // For the person who made it only.
      expect(
        openFlash(/^jackie_shared_view_once=([^;]+)/.exec(cookie)?.[1], 'someone-else'),
      ).toBeNull();
      const opened = await openSharedView(test.db, flash?.token ?? '', []);
      expect(opened.kind).toBe('locked');
      if (opened.kind === 'locked') {
        expect(opened.link.filters).toEqual({ source: 'google', campaign: 'spring-pools' });
      }
      const { entries } = await listAuditEntries(test.db, { page: 1, pageSize: 5 });
      const created = entries.find((entry) => entry.action === 'shared_view_created');
      expect(created?.target).toContain('Campaign view');
      expect(created?.target).toContain('Source: google');
      expect(created?.target).toContain('with a password');
      expect(created?.target).not.toContain(flash?.token ?? '-');
      expect(created?.target).not.toContain('a good password');
    });

    it('answers JSON with the link for Accept: application/json (201), 90 days by default', async () => {
      const response = await create({ scope: 'overview', range: '2026-01-01..2026-01-31' }, json);
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body.url).toMatch(/^http:\/\/localhost:3000\/share\/[A-Za-z0-9_-]{43}$/);
      expect(body.range).toBe('2026-01-01..2026-01-31');
      const days = (Date.parse(body.expiresAt) - Date.now()) / day;
      expect(days).toBeGreaterThan(89.9);
      expect(days).toBeLessThanOrEqual(90);
    });

    it('refuses a cross-site post (403), another media type (415) and an oversize form (413)', async () => {
      expect((await create({ scope: 'overview' }, { origin: 'https://evil.example' })).status).toBe(
        403,
      );
      const asJson = await create(JSON.stringify({ scope: 'overview' }), {
        'content-type': 'application/json',
      });
      expect(asJson.status).toBe(415);
      const huge = await create({ scope: 'overview', label: 'x'.repeat(5000) });
      expect(huge.status).toBe(413);
    });

    it('refuses a viewer and a sales person (403)', async () => {
      who.user = staff('viewer-1', 'viewer@jackie.example', 'viewer');
      expect((await create({ scope: 'overview' })).status).toBe(403);
      who.user = staff('sales-1', 'sales@jackie.example', 'sales');
      expect((await create({ scope: 'overview' })).status).toBe(403);
    });

    it('refuses a label with NUL or another control character, and stores odd Unicode as text', async () => {
      for (const label of ['Agency\u0000', 'Agency\u0007', 'two\nlines', 'C1 \u0085']) {
        expect((await create({ scope: 'overview', label }, json)).status, label).toBe(400);
      }
      // Not UTF-8 (half of a surrogate pair, percent-encoded): read as U+FFFD, stored as text.
      const broken = await create('scope=overview&label=Agency%20%ED%A0%80', json);
      expect(broken.status).toBe(201);
      const odd = 'Ａgency \u202Egnp.exe\u202C 👩‍💻 e\u0301 <script>';
      const stored = await create({ scope: 'overview', label: odd }, json);
      expect(stored.status).toBe(201);
      const { id } = await stored.json();
      const labels = await test.db.query<{ id: number; label: string }>(
        'SELECT id::int AS id, label FROM shared_view WHERE id IN ($1, $2) ORDER BY id',
        [(await broken.json()).id, id],
      );
      expect(labels.rows.map((row) => row.label)).toEqual(['Agency \uFFFD\uFFFD\uFFFD', odd]);
    });

    it('refuses filters outside the campaign model, filters on the overview and unknown fields', async () => {
      const refused: Record<string, string>[] = [
        { scope: 'campaigns', 'filter.leadStatus': 'new' },
        { scope: 'campaigns', 'filter.utm_source': 'google' },
        { scope: 'overview', 'filter.source': 'google' },
        { scope: 'campaigns', source: 'google' },
        { scope: 'campaigns', range: 'forever' },
        { scope: 'campaigns', expires: '3650' },
        { scope: 'users' },
        { scope: 'campaigns', password: 'short' },
      ];
      for (const fields of refused) {
        const response = await create(fields, json);
        expect(response.status, JSON.stringify(fields)).toBe(400);
        expect((await response.json()).error.code).toBe('invalid_request');
      }
      const plain = await create({ scope: 'campaigns', 'filter.leadStatus': 'new' });
      expect(plain.headers.get('location')).toBe('/admin/team?refused=filter#shared-views');
    });

    it('revokes a link once (audited once), for admins only', async () => {
      const made = await (await create({ scope: 'overview' }, json)).json();
      const revoke = (id: string, headers: Record<string, string> = {}) =>
        revokeRoute(
          new Request(`${site}/api/admin/shared-views/${id}/revoke`, {
            method: 'POST',
            headers: {
              origin: site,
              'content-type': 'application/x-www-form-urlencoded',
              ...headers,
            },
          }),
          { params: Promise.resolve({ id }) },
        );
      who.user = staff('viewer-2', 'viewer@jackie.example', 'viewer');
      expect((await revoke(String(made.id))).status).toBe(403);
      who.user = admin;
      const first = await revoke(String(made.id));
      expect(first.status).toBe(303);
      expect(first.headers.get('location')).toBe(`/admin/team?revoked=${made.id}#shared-views`);
      expect((await revoke(String(made.id))).status).toBe(303);
      const token = new URL(made.url).pathname.split('/').at(-1) ?? '';
      expect((await openSharedView(test.db, token, [])).kind).toBe('gone');
      const { entries } = await listAuditEntries(test.db, { page: 1, pageSize: 50 });
      expect(entries.filter((entry) => entry.action === 'shared_view_revoked')).toHaveLength(1);
      expect((await revoke('987654', json)).status).toBe(404);
      expect((await revoke('nope', json)).status).toBe(400);
    });
  });
}
