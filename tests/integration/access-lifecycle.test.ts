import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/client';
import { engines, type TestDatabase } from '@/tests/db/harness';

// The invitation lifecycle on both engines: an address gets an account only by accepting a valid
// invitation, and revoking, expiry or removal leaves no way in behind.
const state: { db?: Database } = {};
vi.mock('@/lib/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/db/client')>()),
  getDb: async () => state.db,
}));
vi.mock('@/lib/mail/transport', () => ({ sendMail: vi.fn(async () => {}), queueMail: vi.fn() }));

const { inviteStaff } = await import('@/lib/auth/invitations');
const { acceptInvitation, createInvitation, revokeInvitation } = await import(
  '@/lib/db/queries/invitations'
);
const { deleteUser, findUserByEmail, upsertUser } = await import('@/lib/db/queries/users');

async function verificationRows(db: Database) {
  const { rows } = await db.query<{ identifier: string }>(
    'SELECT identifier FROM auth_verification ORDER BY identifier',
  );
  return rows.map((row) => row.identifier);
}

/** The rows better-auth writes for a magic link and a password reset. */
async function addTokens(db: Database, email: string, userId: string | null) {
  await db.query(
    `INSERT INTO auth_verification (id, identifier, value, expires_at)
     VALUES ($1, $2, $3, now() + interval '15 minutes')`,
    [`ml-${email}`, `magic-link:${email}-hash`, JSON.stringify({ type: 'magic-link', email })],
  );
  if (userId) {
    await db.query(
      `INSERT INTO auth_verification (id, identifier, value, expires_at)
       VALUES ($1, $2, $3, now() + interval '1 hour')`,
      [`rp-${email}`, `reset-password:${email}-token`, userId],
    );
  }
}

describe.each(engines())('the invitation lifecycle on $name', (engine) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await engine.open();
    state.db = handle.db;
  }, 120_000);
  afterAll(async () => {
    await handle.cleanup();
  });
  afterEach(async () => {
    await handle.db.query('DELETE FROM invitation');
    await handle.db.query('DELETE FROM auth_verification');
    await handle.db.query('DELETE FROM auth_user');
  });

  it('inviting creates no account; accepting creates it verified, with the invitation role', async () => {
    const id = await upsertUser(handle.db, 'boss@example.com', 'admin');
    await inviteStaff('New@Example.com', {
      id,
      email: 'boss@example.com',
      name: 'boss',
      isAdmin: true,
      sessionId: 'session-of-boss',
      twoFactor: false,
    });
    expect(await findUserByEmail(handle.db, 'new@example.com')).toBeNull();

    const { token } = await createInvitation(handle.db, 'admin2@example.com', null, 'admin');
    expect(await acceptInvitation(handle.db, token)).toBe('admin2@example.com');
    const { rows } = await handle.db.query<{ role: string; email_verified: boolean }>(
      'SELECT role, email_verified FROM auth_user WHERE email = $1',
      ['admin2@example.com'],
    );
    expect(rows).toEqual([{ role: 'admin', email_verified: true }]);
    // Used once.
    expect(await acceptInvitation(handle.db, token)).toBeNull();
  });

  it('an expired invitation cannot be accepted and leaves no account', async () => {
    const { token } = await createInvitation(handle.db, 'late@example.com', null, 'viewer');
    await handle.db.query(`UPDATE invitation SET expires_at = now() - interval '1 minute'`);
    expect(await acceptInvitation(handle.db, token)).toBeNull();
    expect(await findUserByEmail(handle.db, 'late@example.com')).toBeNull();
  });

  it('revoking leaves no account and no sign-in tokens for the address', async () => {
    const { id, token } = await createInvitation(handle.db, 'gone@example.com', null, 'viewer');
    await addTokens(handle.db, 'gone@example.com', null);
    await addTokens(handle.db, 'other@example.com', null);
    expect(await revokeInvitation(handle.db, id)).toBe('gone@example.com');
    expect(await acceptInvitation(handle.db, token)).toBeNull();
    expect(await findUserByEmail(handle.db, 'gone@example.com')).toBeNull();
    expect(await verificationRows(handle.db)).toEqual(['magic-link:other@example.com-hash']);
  });

  it('removing a user deletes their magic-link and reset tokens and pending invitations', async () => {
    const id = await upsertUser(handle.db, 'leaver@example.com', 'viewer');
    await addTokens(handle.db, 'leaver@example.com', id);
    const { token } = await createInvitation(handle.db, 'leaver@example.com', null, 'viewer');
    expect(await deleteUser(handle.db, id)).toBe('leaver@example.com');
    expect(await verificationRows(handle.db)).toEqual([]);
    expect(await acceptInvitation(handle.db, token)).toBeNull();
    expect(await findUserByEmail(handle.db, 'leaver@example.com')).toBeNull();
  });
});
