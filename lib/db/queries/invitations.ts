import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, SqlClient } from '../client';
import { deleteSignInTokensOf, type Role, upsertUser } from './users';

export const invitationLifetimeMs = 48 * 60 * 60 * 1000;

export type InvitationRow = {
  id: string;
  email: string;
  invitedBy: string | null;
  role: Role;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
};

/** Only a hash of the token is stored, so a database leak does not leak usable links. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates an invitation for `email`, cancelling any older link still pending for it. No account
 * exists until the invitation is accepted; `role` is the one the account then gets.
 */
export async function createInvitation(
  db: SqlClient,
  email: string,
  invitedBy: string | null,
  role: Role = 'viewer',
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await db.query(
    `UPDATE invitation SET revoked_at = now()
     WHERE email = $1 AND accepted_at IS NULL AND revoked_at IS NULL`,
    [email],
  );
  await db.query(
    `INSERT INTO invitation (id, email, token_hash, invited_by, role, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 millisecond')`,
    [id, email, hashToken(token), invitedBy, role, invitationLifetimeMs],
  );
  return { id, token };
}

/**
 * Uses the invitation and creates its account (email verified, the invitation's role) in one
 * transaction; returns the address, or null if the token is unknown, used, revoked or expired.
 */
export async function acceptInvitation(db: Database, token: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string; role: Role }>(
      `UPDATE invitation SET accepted_at = now()
       WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
       RETURNING email, role`,
      [hashToken(token)],
    );
    const accepted = rows[0];
    if (!accepted) return null;
    await upsertUser(tx, accepted.email, accepted.role);
    return accepted.email;
  });
}

/**
 * Undoes an acceptance whose sign-in could not be completed, so the link can be used again, and
 * removes the account it created: an unaccepted invitation leaves nothing behind.
 */
export async function reopenInvitation(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      'UPDATE invitation SET accepted_at = NULL WHERE token_hash = $1 RETURNING email',
      [hashToken(token)],
    );
    const email = rows[0]?.email;
    if (!email) return;
    const { rows: users } = await tx.query<{ id: string }>(
      'DELETE FROM auth_user WHERE email = $1 RETURNING id',
      [email],
    );
    await deleteSignInTokensOf(tx, email, users[0]?.id ?? null);
  });
}

/**
 * Revokes a pending invitation and returns its address; the address had no account, and any
 * sign-in token it asked for in the meantime goes too.
 */
export async function revokeInvitation(db: SqlClient, id: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `UPDATE invitation SET revoked_at = now()
     WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING email`,
    [id],
  );
  const email = rows[0]?.email;
  if (email) await deleteSignInTokensOf(db, email, null);
  return email ?? null;
}

export async function findInvitation(db: SqlClient, id: string) {
  const { rows } = await db.query<{ email: string; role: Role }>(
    'SELECT email, role FROM invitation WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

export async function listInvitations(db: SqlClient): Promise<InvitationRow[]> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    invited_by_email: string | null;
    role: Role;
    created_at: Date;
    expires_at: Date;
    accepted_at: Date | null;
    revoked_at: Date | null;
  }>(
    `SELECT i.id, i.email, u.email AS invited_by_email, i.role, i.created_at, i.expires_at, i.accepted_at, i.revoked_at
     FROM invitation i LEFT JOIN auth_user u ON u.id = i.invited_by
     ORDER BY i.created_at DESC LIMIT 200`,
  );
  const now = Date.now();
  return rows.map((row) => {
    const expiresAt = new Date(row.expires_at);
    const status = row.accepted_at
      ? 'accepted'
      : row.revoked_at
        ? 'revoked'
        : expiresAt.getTime() <= now
          ? 'expired'
          : 'pending';
    return {
      id: row.id,
      email: row.email,
      invitedBy: row.invited_by_email,
      role: row.role,
      createdAt: new Date(row.created_at),
      expiresAt,
      acceptedAt: row.accepted_at ? new Date(row.accepted_at) : null,
      revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
      status,
    };
  });
}
