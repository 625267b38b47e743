import { expect, test } from './fixtures';
import { latestLinkTo, mailsTo } from './mail';
import { type RawAnswer, send as sendRaw } from './raw-http';

/**
 * The admin API and the invitation lifecycle attacked from outside, as raw HTTP: every header is
 * the attacker's to choose. Each test sends from its own loopback address, so the per-client
 * limits it uses up are not the browser tests'.
 */

const admin = 'admin@example.com';
const evil = 'http://evil.example';

type Init = {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  cookie?: string;
  from?: string;
};

let site = '';
function send(path: string, init: Init = {}): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.cookie) headers.cookie = init.cookie;
  return sendRaw(`${site}${path}`, {
    method: init.method ?? 'GET',
    headers,
    body: init.body,
    from: init.from ?? '127.0.0.40',
  });
}

/**
 * A request as the admin page sends it: same origin, application/json, and a body only when
 * there is something to send (the page sends DELETE without one).
 */
const json = (method: string, data: unknown, cookie: string, extra: Record<string, string> = {}) =>
  ({
    method,
    cookie,
    headers: { 'content-type': 'application/json', origin: site, ...extra },
    body: method === 'DELETE' ? undefined : JSON.stringify(data),
  }) satisfies Init;

const errorCode = (answer: RawAnswer) =>
  (JSON.parse(answer.body) as { error: { code: string } }).error.code;

/** The session cookie set by following a sign-in link (no redirects followed). */
async function cookieFrom(link: string, from: string): Promise<string> {
  const url = new URL(link);
  const answer = await send(`${url.pathname}${url.search}`, { from });
  const cookie = answer.headers['set-cookie']
    ?.split('\n')
    .map((line) => line.split(';')[0])
    .find((pair) => pair?.includes('session_token='));
  if (!cookie) throw new Error(`no session from ${link}: ${answer.status} ${answer.body}`);
  return cookie;
}

/** Asks for a magic link (as the login form does) and waits for the mail to arrive. */
async function requestMagicLink(email: string, from: string) {
  return send('/api/auth/sign-in/magic-link', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ email, callbackURL: '/admin' }),
  });
}

async function requestReset(email: string, from: string) {
  return send('/api/auth/request-password-reset', {
    method: 'POST',
    from,
    headers: { 'content-type': 'application/json', origin: site },
    body: JSON.stringify({ email, redirectTo: '/admin?reset=true' }),
  });
}

/** Signs in by magic link, waiting out the per-address allowance if other tests used it. */
async function signIn(email: string, from: string): Promise<string> {
  const before = mailsTo(email).length;
  await expect
    .poll(async () => (await requestMagicLink(email, from)).status, {
      timeout: 45_000,
      intervals: [5_000],
    })
    .toBe(200);
  await expect.poll(() => mailsTo(email).length).toBe(before + 1);
  return cookieFrom(latestLinkTo(email, before + 1), from);
}

/** The invitation link's token from the newest invitation mail to `email`. */
function inviteToken(email: string): string {
  const mails = mailsTo(email).filter((mail) => mail.includes('/admin/invite?token='));
  const token = /\/admin\/invite\?token=([\w-]+)/.exec(mails.at(-1) ?? '')?.[1];
  if (!token) throw new Error(`no invitation to ${email}`);
  return token;
}

const acceptForm = (token: string, origin: string | null, from = '127.0.0.41') =>
  send('/admin/invite', {
    method: 'POST',
    from,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin ? { origin } : {}),
    },
    body: `token=${encodeURIComponent(token)}`,
  });

let adminCookie = '';

test.beforeAll(async ({ baseURL }) => {
  site = baseURL as string;
  adminCookie = await signIn(admin, '127.0.0.42');
});

async function invite(email: string): Promise<RawAnswer> {
  return send('/api/admin/invitations', json('POST', { email }, adminCookie));
}

async function invitationId(email: string): Promise<string> {
  const list = await send('/api/admin/invitations', { cookie: adminCookie });
  const found = (JSON.parse(list.body).invitations as { id: string; email: string }[]).find(
    (row) => row.email === email,
  );
  if (!found) throw new Error(`no invitation for ${email}`);
  return found.id;
}

async function userIds(): Promise<Record<string, string>> {
  const list = await send('/api/admin/users', { cookie: adminCookie });
  return Object.fromEntries(
    (JSON.parse(list.body).users as { id: string; email: string }[]).map((row) => [
      row.email,
      row.id,
    ]),
  );
}

/** Accepts the newest invitation to `email` and returns the session it signs in. */
async function accept(email: string, from: string): Promise<string> {
  const answer = await acceptForm(inviteToken(email), site, from);
  expect(answer.status).toBe(303);
  return cookieFrom(answer.headers.location as string, from);
}

test.describe('an invited address has no way in until it accepts', () => {
  test('before accepting, after revoking: no magic link, no reset, no password, no data', async () => {
    const address = 'revoked@example.com';
    expect((await invite(address)).status).toBe(201);
    const mailsAfterInvite = mailsTo(address).length;
    expect(Object.keys(await userIds())).not.toContain(address);

    for (const stage of ['pending', 'revoked']) {
      expect((await requestMagicLink(address, '127.0.0.43')).status, stage).toBe(200);
      expect((await requestReset(address, '127.0.0.43')).status, stage).toBe(200);
      const password = await send('/api/auth/sign-in/email', {
        method: 'POST',
        from: '127.0.0.43',
        headers: { 'content-type': 'application/json', origin: site },
        body: JSON.stringify({ email: address, password: 'whatever-it-is' }),
      });
      expect(password.status, stage).toBe(401);
      if (stage === 'pending') {
        const revoked = await send(
          `/api/admin/invitations/${await invitationId(address)}`,
          json('DELETE', {}, adminCookie),
        );
        expect(revoked.status).toBe(204);
      }
    }
    // Nothing but the invitation itself was ever mailed, and the revoked link opens nothing.
    expect(mailsTo(address).length).toBe(mailsAfterInvite);
    const answer = await acceptForm(inviteToken(address), site);
    expect(answer.headers.location).toMatch(/\/admin\?invite=invalid$/);
    expect(Object.keys(await userIds())).not.toContain(address);
  });

  test('accepting creates the account; a used invitation cannot be replayed', async () => {
    const address = 'accepts@example.com';
    expect((await invite(address)).status).toBe(201);
    const token = inviteToken(address);
    const cookie = await accept(address, '127.0.0.44');
    expect((await send('/api/admin/dashboard', { cookie })).status).toBe(200);
    expect(Object.keys(await userIds())).toContain(address);

    const replay = await acceptForm(token, site, '127.0.0.44');
    expect(replay.status).toBe(303);
    expect(replay.headers.location).toMatch(/\/admin\?invite=invalid$/);
  });

  test('inviting an address that already has an account is refused with a clear message', async () => {
    const answer = await invite(admin);
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.body).error).toEqual({
      code: 'already_member',
      message: `${admin} already has an account.`,
    });
  });

  test('removing a user ends their session and every way back in', async () => {
    const address = 'removed@example.com';
    expect((await invite(address)).status).toBe(201);
    const cookie = await accept(address, '127.0.0.45');
    expect((await requestReset(address, '127.0.0.45')).status).toBe(200);
    await expect.poll(() => mailsTo(address).length).toBe(2);
    const resetLink = new URL(latestLinkTo(address, 2));
    const resetToken = resetLink.pathname.split('/').at(-1) as string;

    const id = (await userIds())[address] as string;
    expect((await send(`/api/admin/users/${id}`, json('DELETE', {}, adminCookie))).status).toBe(
      204,
    );
    expect((await send('/api/admin/dashboard', { cookie })).status).toBe(401);
    expect((await requestMagicLink(address, '127.0.0.45')).status).toBe(200);
    const reset = await send('/api/auth/reset-password', {
      method: 'POST',
      from: '127.0.0.45',
      headers: { 'content-type': 'application/json', origin: site },
      body: JSON.stringify({ token: resetToken, newPassword: 'a-new-password' }),
    });
    expect(reset.status).toBe(400);
    expect(mailsTo(address).length).toBe(2);
  });
});

test.describe('admin endpoints refuse cross-site requests and other bodies', () => {
  test('an invitation posted from another origin as text/plain is refused', async () => {
    const address = 'csrf@example.com';
    const attempts: Record<string, string>[] = [
      { origin: evil, 'content-type': 'text/plain' },
      { origin: evil, 'content-type': 'application/json' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      // No Origin and no Sec-Fetch-Site: not a browser on this site; the admin page always sends them.
      { 'content-type': 'application/json' },
    ];
    for (const headers of attempts) {
      const answer = await send('/api/admin/invitations', {
        method: 'POST',
        cookie: adminCookie,
        headers,
        body: JSON.stringify({ email: address }),
      });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(errorCode(answer)).toBe('cross_site');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(mailsTo(address)).toEqual([]);
  });

  test('a same-origin body that is not JSON gets 415, an oversized one 413', async () => {
    const plain = await send('/api/admin/invitations', {
      ...json('POST', { email: 'plain@example.com' }, adminCookie),
      headers: { 'content-type': 'text/plain', origin: site },
    });
    expect(plain.status).toBe(415);
    expect(errorCode(plain)).toBe('unsupported_media_type');

    const huge = await send(
      '/api/admin/invitations',
      json('POST', { email: 'huge@example.com', padding: 'x'.repeat(20_000) }, adminCookie),
    );
    expect(huge.status).toBe(413);
    expect(errorCode(huge)).toBe('too_large');
    expect(mailsTo('plain@example.com')).toEqual([]);
    expect(mailsTo('huge@example.com')).toEqual([]);
  });

  test('a user removed from another origin stays', async () => {
    const address = 'stays@example.com';
    expect((await invite(address)).status).toBe(201);
    await accept(address, '127.0.0.46');
    const id = (await userIds())[address] as string;
    const answer = await send(`/api/admin/users/${id}`, {
      method: 'DELETE',
      cookie: adminCookie,
      headers: { origin: evil },
    });
    expect(answer.status).toBe(403);
    expect(errorCode(answer)).toBe('cross_site');
    expect(Object.keys(await userIds())).toContain(address);
  });

  test('an invitation accepted from another origin is refused and stays usable', async () => {
    const address = 'login-csrf@example.com';
    expect((await invite(address)).status).toBe(201);
    const token = inviteToken(address);
    for (const origin of [evil, null]) {
      const answer = await acceptForm(token, origin);
      expect(answer.status, String(origin)).toBe(403);
      expect(answer.headers['set-cookie'] ?? '').not.toContain('session_token');
    }
    expect((await acceptForm(token, site)).status).toBe(303);
  });

  test('a wrong method gets 405', async () => {
    const answer = await send('/api/admin/invitations', json('PUT', {}, adminCookie));
    expect(answer.status).toBe(405);
  });
});

test.describe('admin answers are personal and ids are checked', () => {
  test('every admin answer, errors included, is not stored by caches', async () => {
    for (const path of ['/api/admin/users', '/api/admin/invitations', '/api/admin/dashboard']) {
      const signedIn = await send(path, { cookie: adminCookie });
      expect(signedIn.status, path).toBe(200);
      expect(signedIn.headers['cache-control'], path).toBe('no-store');
      const anonymous = await send(path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers['cache-control'], path).toBe('no-store');
    }
  });

  test('NUL bytes, odd Unicode and overlong ids get 400 or 404, never 500', async () => {
    const ids = ['%00', 'abc%00def', '%F0%9F%98%80', '%ED%A0%80', 'a'.repeat(5000), '..%2F..'];
    for (const id of ids) {
      for (const path of [
        `/api/admin/invitations/${id}`,
        `/api/admin/users/${id}`,
        `/api/admin/invitations/${id}/resend`,
      ]) {
        const method = path.endsWith('/resend') ? 'POST' : 'DELETE';
        const answer = await send(path, json(method, {}, adminCookie));
        expect([400, 404], `${method} ${path.slice(0, 80)}`).toContain(answer.status);
        // A lone surrogate (%ED%A0%80) is refused by the server before any route: bad_path.
        expect(errorCode(answer)).toMatch(/invalid_request|not_found|bad_path/);
      }
    }
    for (const email of [
      'nul\u0000@example.com',
      'odd\uD800@example.com',
      `${'a'.repeat(300)}@example.com`,
    ]) {
      const answer = await invite(email);
      expect(answer.status, JSON.stringify(email)).toBe(400);
      expect(errorCode(answer)).toBe('invalid_request');
    }
  });

  test('a viewer learns nothing about which ids exist', async () => {
    const address = 'curious@example.com';
    expect((await invite(address)).status).toBe(201);
    const cookie = await accept(address, '127.0.0.47');
    const realUser = (await userIds())[admin] as string;
    const realInvitation = await invitationId(address);
    const answers = await Promise.all(
      [
        `/api/admin/users/${realUser}`,
        '/api/admin/users/00000000-0000-4000-8000-000000000000',
        `/api/admin/invitations/${realInvitation}`,
        '/api/admin/invitations/00000000-0000-4000-8000-000000000000',
      ].map((path) => send(path, json('DELETE', {}, cookie))),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(errorCode(answer)).toBe('forbidden');
    }
  });
});

test.describe('password reset links', () => {
  test('a new reset request invalidates the older link, and a used link is gone', async () => {
    const address = 'resets@example.com';
    expect((await invite(address)).status).toBe(201);
    await accept(address, '127.0.0.48');
    const tokens: string[] = [];
    for (const count of [2, 3]) {
      expect((await requestReset(address, '127.0.0.48')).status).toBe(200);
      await expect.poll(() => mailsTo(address).length).toBe(count);
      tokens.push(new URL(latestLinkTo(address, count)).pathname.split('/').at(-1) as string);
    }
    const reset = (token: string) =>
      send('/api/auth/reset-password', {
        method: 'POST',
        from: '127.0.0.48',
        headers: { 'content-type': 'application/json', origin: site },
        body: JSON.stringify({ token, newPassword: 'a-new-password' }),
      });
    expect((await reset(tokens[0] as string)).status).toBe(400);
    expect((await reset(tokens[1] as string)).status).toBe(200);
    expect((await reset(tokens[1] as string)).status).toBe(400);
  });
});
