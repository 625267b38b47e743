import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/client';
import { engines, type TestDatabase } from '@/tests/db/harness';

// The 30-day absolute lifetime ends the session that outlived it, not the user's other sessions.
const state: { db?: Database; session?: unknown; error?: unknown } = {};
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('./server', async (original) => ({
  ...(await original<typeof import('./server')>()),
  getAuth: async () => ({
    api: {
      getSession: async () => {
        if (state.error) throw state.error;
        return state.session;
      },
    },
  }),
}));

const { getStaffState, getStaffUser } = await import('./session');

describe.each(engines())('the absolute session lifetime on $name', (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await engine.open();
    state.db = handle.db;
  }, 60_000);
  afterAll(async () => {
    await handle.cleanup();
  });

  it('refuses and deletes the old session only', async () => {
    const db = handle.db;
    await db.query(
      `INSERT INTO auth_user (id, name, email, email_verified) VALUES ('u1', 'u', 'u@example.com', true)`,
    );
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    for (const [id, createdAt] of [
      ['old', old],
      ['new', new Date()],
    ] as const) {
      await db.query(
        `INSERT INTO auth_session (id, token, user_id, expires_at, created_at)
         VALUES ($1, $2, 'u1', now() + interval '1 day', $3)`,
        [id, `token-${id}`, createdAt],
      );
    }
    state.session = {
      session: { id: 'old', token: 'token-old', userId: 'u1', createdAt: old },
      user: { id: 'u1', email: 'u@example.com', name: 'u', role: 'viewer' },
    };
    expect(await getStaffUser(new Headers())).toBeNull();
    const { rows } = await db.query<{ id: string }>('SELECT id FROM auth_session ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual(['new']);
  });
});

describe('the staff state when the session cannot be read', () => {
  afterAll(() => {
    state.error = undefined;
  });

  it('passes Next.js signals on instead of calling the site not configured', async () => {
    // What headers() throws when `next build` tries to prerender a page: the admin must then be
    // rendered per request, not baked into static HTML as the "not configured" notice.
    const bailout = Object.assign(new Error('Dynamic server usage: headers'), {
      digest: 'DYNAMIC_SERVER_USAGE',
    });
    state.error = bailout;
    await expect(getStaffState()).rejects.toBe(bailout);
  });

  it('reports any other failure as the database to configure', async () => {
    state.error = new Error('connection refused');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await getStaffState()).toMatchObject({ missing: ['DATABASE_URL'] });
    warn.mockRestore();
  });
});
