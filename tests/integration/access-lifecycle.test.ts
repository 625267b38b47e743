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

const { inviteStaff, loadInvitationOffer } = await import('@/lib/auth/invitations');
const { sendMail } = await import('@/lib/mail/transport');
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

  it("an invitation's page names who invited whom to which role, and nothing once the link is dead", async () => {
    const bossId = await upsertUser(handle.db, 'boss@example.com', 'admin');
    const boss = {
      id: bossId,
      email: 'boss@example.com',
      name: 'boss',
      isAdmin: true,
      sessionId: 'session-of-boss',
      twoFactor: false,
    };
    // An account's name starts as its address's local part: the page then names the address.
    await inviteStaff('sam@example.com', boss, 'sales');
    const mail = vi.mocked(sendMail).mock.calls.at(-1)?.[0];
    expect(mail?.text).toContain('boss@example.com invited you to the');
    expect(mail?.text).toContain('dashboard as Sales.');
    const { token } = await createInvitation(handle.db, 'sam@example.com', bossId, 'sales');
    expect(await loadInvitationOffer(token)).toEqual({
      email: 'sam@example.com',
      role: 'sales',
      inviter: 'boss@example.com',
      expires: { iso: expect.any(String), text: expect.stringMatching(/ \d{1,2}:\d{2} [AP]M ET$/) },
    });
    await handle.db.query(`UPDATE auth_user SET name = 'Dana Reyes' WHERE id = $1`, [bossId]);
    expect((await loadInvitationOffer(token))?.inviter).toBe('Dana Reyes (boss@example.com)');

    // From the command line: nobody on record.
    const fromCli = await createInvitation(handle.db, 'cli@example.com', null, 'viewer');
    expect(await loadInvitationOffer(fromCli.token)).toMatchObject({
      email: 'cli@example.com',
      role: 'viewer',
      inviter: null,
    });

    // Unknown, replaced, used, revoked and expired links are alike: nothing to show.
    expect(await loadInvitationOffer('not-a-token')).toBeNull();
    expect(await loadInvitationOffer('')).toBeNull();
    const replaced = token;
    const current = await createInvitation(handle.db, 'sam@example.com', bossId, 'sales');
    expect(await loadInvitationOffer(replaced)).toBeNull();
    expect(await acceptInvitation(handle.db, current.token)).toBe('sam@example.com');
    expect(await loadInvitationOffer(current.token)).toBeNull();
    const revoked = await createInvitation(handle.db, 'rev@example.com', bossId, 'viewer');
    await revokeInvitation(handle.db, revoked.id);
    expect(await loadInvitationOffer(revoked.token)).toBeNull();
    await handle.db.query(`UPDATE invitation SET expires_at = now() - interval '1 minute'`);
    expect(await loadInvitationOffer(fromCli.token)).toBeNull();
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
