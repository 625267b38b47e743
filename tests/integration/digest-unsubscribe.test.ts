/**
 * Unsubscribing from the weekly digest without signing in, on both engines: POST
 * /api/digest/unsubscribe as a mail app's one-click (RFC 8058) and as the confirmation page's form
 * sends it, the link's signature the only authority (no same-origin check); every forged, altered,
 * borrowed or missing signature, wrong method and oversized body refused with nothing changed; and
 * the page's reading of a link, which never changes anything (mail scanners open links).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'jackie-digest-unsubscribe-'));
process.env.AUTH_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';

const { DELETE, PATCH, POST, PUT } = await import('@/app/api/digest/unsubscribe/route');
const { getWeeklyDigest, listDigestRecipients, setWeeklyDigest } = await import(
  '@/lib/db/queries/digest'
);
const { upsertUser } = await import('@/lib/db/queries/users');
const { sendDigestWeek } = await import('@/lib/digest/send');
const { digestSignature, unsubscribePageUrl, unsubscribePostUrl } = await import(
  '@/lib/digest/unsubscribe'
);
const { handleUnsubscribe, readUnsubscribeLink } = await import('@/lib/digest/unsubscribe-request');
const { engines, useProcessDatabase } = await import('@/tests/db/harness');

const site = 'http://localhost:3000';
const oneClickBody = 'List-Unsubscribe=One-Click';

/** The query of a link as the mail carries it: `u` and `s`. */
const queryOf = (url: string) => new URL(url).search;
const postUrl = (query: string) => `${site}/api/digest/unsubscribe${query}`;

/** A one-click POST exactly as RFC 8058 §3.1 has a mail app send it (its own origin, if any). */
function oneClick(query: string, headers: Record<string, string> = {}, body = oneClickBody) {
  return new Request(postUrl(query), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

/** The confirmation page's form, as a browser posts it. */
function formPost(query: string) {
  return new Request(postUrl(query), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      origin: site,
      'sec-fetch-site': 'same-origin',
    },
    body: '',
  });
}

/** One character of `value` changed (the last), so the result differs from it. */
const altered = (value: string) => value.slice(0, -1) + (value.endsWith('A') ? 'B' : 'A');

/**
 * The handler without the address limit (the route's own POST is called where the wiring matters):
 * every request of this file comes from the same address, and one test checks the limit itself.
 */
const post = (request: Request) =>
  handleUnsubscribe(request, { rule: { max: 0, windowMs: 60_000 } });

for (const engine of engines()) {
  describe(`unsubscribing from the weekly digest on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);
    let admin = '';
    let viewer = '';

    beforeEach(async () => {
      await test.db.query('DELETE FROM staff_preference');
      await test.db.query('DELETE FROM auth_user');
      admin = await upsertUser(test.db, 'admin@jackie.example', 'admin');
      viewer = await upsertUser(test.db, 'viewer@jackie.example', 'viewer');
      // On staff before the Monday the week of Nov 16 is sent.
      await test.db.query(`UPDATE auth_user SET created_at = '2026-11-01T12:00:00Z'`);
    });

    const setting = (id: string) => getWeeklyDigest(test.db, id);

    it('turns the digest off for a one-click POST sent exactly as RFC 8058 has mail apps send it', async () => {
      const response = await POST(oneClick(queryOf(unsubscribePostUrl(admin))));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toContain('You will no longer get the weekly digest');
      expect(await setting(admin)).toBe(false);
      expect(await setting(viewer)).toBe(true);
      // The person is left out of the next sending.
      const recipients = await listDigestRecipients(test.db, '2026-11-16');
      expect(recipients.map((person) => person.email)).toEqual(['viewer@jackie.example']);
      expect(await sendDigestWeek(test.db, '2026-11-16')).toBe(1);
      const { rows } = await test.db.query<{ to_address: string }>(
        `SELECT to_address FROM mail_outbox WHERE kind = 'digest'`,
      );
      expect(rows.map((row) => row.to_address)).toEqual(['viewer@jackie.example']);
      await test.db.query('DELETE FROM mail_outbox');
      await test.db.query('DELETE FROM digest_sending');
    });

    it('accepts the one-click as multipart/form-data, which RFC 8058 prefers', async () => {
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      const request = new Request(postUrl(queryOf(unsubscribePostUrl(admin))), {
        method: 'POST',
        body: form,
      });
      expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      const response = await POST(request);
      expect(response.status).toBe(200);
      expect(await setting(admin)).toBe(false);
    });

    it('works from another site: the signature is the authority, not the Origin', async () => {
      const response = await POST(
        oneClick(queryOf(unsubscribePostUrl(admin)), {
          origin: 'https://mail.example.net',
          'sec-fetch-site': 'cross-site',
        }),
      );
      expect(response.status).toBe(200);
      expect(await setting(admin)).toBe(false);
    });

    it("answers the page's form with 303 to the page, which then confirms", async () => {
      const query = queryOf(unsubscribePageUrl(viewer));
      const response = await post(formPost(query));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/digest/unsubscribe${query}`);
      expect(await setting(viewer)).toBe(false);
      const params = new URLSearchParams(query);
      expect(await readUnsubscribeLink(test.db, params.get('u'), params.get('s'))).toEqual({
        kind: 'unsubscribed',
        email: 'viewer@jackie.example',
      });
    });

    it('is idempotent: the same POST again answers the same and the digest stays off', async () => {
      const query = queryOf(unsubscribePostUrl(admin));
      const first = await post(oneClick(query));
      const second = await post(oneClick(query));
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(await second.text()).toBe(await first.text());
      expect(await setting(admin)).toBe(false);
      expect((await post(formPost(query))).status).toBe(303);
      expect(await setting(admin)).toBe(false);
    });

    const forged: [string, () => string][] = [
      [
        'a signature altered by one character',
        () => `?u=${admin}&s=${altered(digestSignature(admin))}`,
      ],
      ["another person's signature", () => `?u=${admin}&s=${digestSignature(viewer)}`],
      ['no signature', () => `?u=${admin}`],
      ['an empty signature', () => `?u=${admin}&s=`],
      ['no person', () => `?s=${digestSignature(admin)}`],
      ['a NUL byte in the signature', () => `?u=${admin}&s=${digestSignature(admin)}%00`],
      ['a NUL byte in the person', () => `?u=${admin}%00&s=${digestSignature(admin)}`],
      [
        'odd Unicode in the person',
        () => `?u=${encodeURIComponent(`${admin}\u202e\ufeff`)}&s=${digestSignature(admin)}`,
      ],
      ['bytes that are not UTF-8', () => `?u=%ED%A0%80%FF&s=%C0%AF${digestSignature(admin)}`],
      [
        'an unknown person with a signature of the right shape',
        () => `?u=no-such-person&s=${altered(digestSignature('no-such-person'))}`,
      ],
      ['a signature of 10 KB', () => `?u=${admin}&s=${'A'.repeat(10_240)}`],
    ];

    it.each(forged)('refuses %s with 403 and changes nothing', async (_name, query) => {
      const response = await post(oneClick(query()));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_link' } });
      expect(await setting(admin)).toBe(true);
      const form = await post(formPost(query()));
      expect(form.status).toBe(403);
      expect(form.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await form.text()).toContain('This unsubscribe link is not valid');
      expect(await setting(admin)).toBe(true);
      const params = new URLSearchParams(query());
      expect(await readUnsubscribeLink(test.db, params.get('u'), params.get('s'))).toEqual({
        kind: 'invalid',
      });
    });

    it('answers 405 to every other method but GET, with Allow: POST, and changes nothing', async () => {
      for (const [method, handler] of [
        ['PUT', PUT],
        ['PATCH', PATCH],
        ['DELETE', DELETE],
      ] as const) {
        const response = handler();
        expect(response.status, method).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
      }
      expect(await setting(admin)).toBe(true);
    });

    it('refuses a body over 1 KB with 413 and changes nothing, declared or streamed', async () => {
      const query = queryOf(unsubscribePostUrl(admin));
      const big = `${oneClickBody}&pad=${'x'.repeat(2048)}`;
      expect((await post(oneClick(query, {}, big))).status).toBe(413);
      const streamed = new Request(postUrl(query), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(big));
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect((await post(streamed)).status).toBe(413);
      expect(await setting(admin)).toBe(true);
    });

    it('limits each address to the rule, with Retry-After', async () => {
      const query = queryOf(unsubscribePostUrl(admin));
      const options = { rule: { max: 2, windowMs: 60_000 }, limitName: `test-${engine.name}` };
      expect((await handleUnsubscribe(oneClick(query), options)).status).toBe(200);
      expect((await handleUnsubscribe(oneClick(query), options)).status).toBe(200);
      const third = await handleUnsubscribe(oneClick(query), options);
      expect(third.status).toBe(429);
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('reads a link for the page without changing anything', async () => {
      const page = new URLSearchParams(queryOf(unsubscribePageUrl(admin)));
      expect(await readUnsubscribeLink(test.db, page.get('u'), page.get('s'))).toEqual({
        kind: 'subscribed',
        email: 'admin@jackie.example',
        action: `/api/digest/unsubscribe?${page}`,
      });
      expect(await setting(admin)).toBe(true);
      // Signed for a person since removed: nothing is sent to them, and the page says so.
      const gone = 'removed-person';
      expect(await readUnsubscribeLink(test.db, gone, digestSignature(gone))).toEqual({
        kind: 'unknown',
      });
      await setWeeklyDigest(test.db, admin, false);
      expect(await readUnsubscribeLink(test.db, page.get('u'), page.get('s'))).toEqual({
        kind: 'unsubscribed',
        email: 'admin@jackie.example',
      });
    });

    it('answers a removed person’s valid link as done: no digest goes to them', async () => {
      const gone = 'removed-person';
      const query = `?u=${gone}&s=${digestSignature(gone)}`;
      expect((await post(oneClick(query))).status).toBe(200);
      expect((await post(formPost(query))).status).toBe(303);
    });
  });
}
