/**
 * The sign-in endpoints (app/api/auth/[...all]/route.ts) under abuse, on both engines: a body over
 * the cap is refused with 413 at once on its declared length and as soon as a streamed body passes
 * it, before better-auth reads it; and a password reset answers the same for an address with an
 * account and one without, doing the account's work only after the answer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { processSingleton } from '@/lib/process-singleton';
import { engines, useProcessDatabase } from '@/tests/db/harness';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'jackie-auth-route-'));
process.env.AUTH_SECRET = 'a-test-secret-that-is-long-enough-for-better-auth';

// Work a request leaves for after its answer: held here until the test runs it.
const later = vi.hoisted(() => ({ tasks: [] as (() => unknown)[] }));
vi.mock('next/server', async (original) => ({
  ...(await original<typeof import('next/server')>()),
  after: (task: () => unknown) => {
    later.tasks.push(task);
  },
}));
const mail = vi.hoisted(() => ({ sent: [] as { to: string; subject: string }[] }));
vi.mock('@/lib/mail/transport', async (original) => ({
  ...(await original<typeof import('@/lib/mail/transport')>()),
  queueMail: (message: { to: string; subject: string }) => {
    mail.sent.push(message);
  },
}));

const { POST } = await import('@/app/api/auth/[...all]/route');
const { upsertUser } = await import('@/lib/db/queries/users');

const site = 'http://localhost:3000';
const cap = 16 * 1024;

/** An 8 MB body, as far as anyone reads it, that counts the bytes pulled from it. */
function endless(chunkBytes = 4 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= 8 * 1024 * 1024) return controller.close();
      counter.pulled += chunkBytes;
      controller.enqueue(new Uint8Array(chunkBytes).fill(120));
    },
  });
  return { stream, counter };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`${site}/api/auth${path}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', origin: site, ...headers },
    duplex: 'half',
  } as RequestInit);
}

const authPaths = [
  '/sign-in/email',
  '/sign-in/magic-link',
  '/request-password-reset',
  '/reset-password',
  '/sign-out',
  '/update-user',
  '/no-such-endpoint',
];

for (const engine of engines()) {
  describe(`the auth route on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);
    // The auth instance is one per process, bound to the database it was built on: build it anew.
    beforeAll(() => {
      processSingleton('auth', (): { building?: unknown } => ({})).building = undefined;
    });

    it.each(authPaths)(
      'refuses a declared body over 16 KB to %s before reading it',
      async (path) => {
        const { stream, counter } = endless();
        const response = await POST(post(path, stream, { 'content-length': '100000000' }));
        expect(response.status).toBe(413);
        expect(await response.json()).toEqual({
          error: { code: 'too_large', message: expect.stringContaining('16 KB') },
        });
        expect(counter.pulled).toBeLessThanOrEqual(4 * 1024);
      },
    );

    it.each(authPaths)('stops reading a streamed body to %s once it passes 16 KB', async (path) => {
      const { stream, counter } = endless();
      const response = await POST(post(path, stream));
      expect(response.status).toBe(413);
      expect(counter.pulled).toBeLessThanOrEqual(cap + 3 * 4 * 1024);
    });

    it('hands a body under the cap to sign-in unchanged', async () => {
      const response = await POST(
        post(
          '/sign-in/email',
          JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(200) }),
        ),
      );
      // better-auth's own answer: the password is longer than allowed, not the body.
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).not.toContain('too_large');
    });

    it('answers a reset request alike for a known and an unknown address, and works after', async () => {
      await upsertUser(test.db, 'staff@example.com', 'viewer');
      const resetRows = async () =>
        (
          await test.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM auth_verification WHERE identifier LIKE 'reset-password:%'",
          )
        ).rows[0]?.n;
      const ask = async (email: string) => {
        const response = await POST(
          post(
            '/request-password-reset',
            JSON.stringify({ email, redirectTo: '/admin?reset=true' }),
          ),
        );
        return { status: response.status, body: await response.json() };
      };

      later.tasks = [];
      mail.sent = [];
      const known = await ask('staff@example.com');
      const unknown = await ask('stranger@example.com');
      expect(known).toEqual(unknown);
      expect(known.status).toBe(200);
      // Nothing about either address was done before the answers: no token, no mail.
      expect(await resetRows()).toBe(0);
      expect(mail.sent).toEqual([]);
      expect(later.tasks).toHaveLength(2);

      for (const task of later.tasks) await task();
      expect(await resetRows()).toBe(1);
      expect(mail.sent.map((message) => message.to)).toEqual(['staff@example.com']);
    });

    it('still refuses a reset link to another site, as better-auth does', async () => {
      const response = await POST(
        post(
          '/request-password-reset',
          JSON.stringify({ email: 'staff@example.com', redirectTo: 'https://evil.example/' }),
        ),
      );
      expect(response.status).toBe(403);
    });
  });
}
