import 'server-only';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SqlClient } from '../client';

export const invitationLifetimeMs = 48 * 60 * 60 * 1000;

export type InvitationRow = {
  id: string;
  email: string;
  invitedBy: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
};

/** Only a hash of the token is stored, so a database leak does not leak usable links. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates an invitation for `email`, cancelling any older link still pending for it. */
export async function createInvitation(
  db: SqlClient,
  email: string,
  invitedBy: string | null,
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const id = randomUUID();
  await db.query(
    `UPDATE invitation SET revoked_at = now()
     WHERE email = $1 AND accepted_at IS NULL AND revoked_at IS NULL`,
    [email],
  );
  await db.query(
    `INSERT INTO invitation (id, email, token_hash, invited_by, expires_at)
     VALUES ($1, $2, $3, $4, now() + $5 * interval '1 millisecond')`,
    [id, email, hashToken(token), invitedBy, invitationLifetimeMs],
  );
  return { id, token };
}

/** Marks the invitation used and returns its address; null if unknown, used, revoked or expired. */
export async function acceptInvitation(db: SqlClient, token: string): Promise<string | null> {
  const { rows } = await db.query<{ email: string }>(
    `UPDATE invitation SET accepted_at = now()
     WHERE token_hash = $1 AND accepted_at IS NULL AND revoked_at IS NULL AND expires_at > now()
     RETURNING email`,
    [hashToken(token)],
  );
  return rows[0]?.email ?? null;
}

/** Undoes an acceptance whose sign-in could not be completed, so the link can be used again. */
export async function reopenInvitation(db: SqlClient, token: string): Promise<void> {
  await db.query('UPDATE invitation SET accepted_at = NULL WHERE token_hash = $1', [
    hashToken(token),
  ]);
}

export async function revokeInvitation(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE invitation SET revoked_at = now()
     WHERE id = $1 AND accepted_at IS NULL AND revoked_at IS NULL RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

export async function findInvitation(db: SqlClient, id: string) {
  const { rows } = await db.query<{ email: string }>('SELECT email FROM invitation WHERE id = $1', [
    id,
  ]);
  return rows[0] ?? null;
}

export async function listInvitations(db: SqlClient): Promise<InvitationRow[]> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    invited_by_email: string | null;
    created_at: Date;
    expires_at: Date;
    accepted_at: Date | null;
    revoked_at: Date | null;
  }>(
    `SELECT i.id, i.email, u.email AS invited_by_email, i.created_at, i.expires_at, i.accepted_at, i.revoked_at
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
      createdAt: new Date(row.created_at),
      expiresAt,
      acceptedAt: row.accepted_at ? new Date(row.accepted_at) : null,
      revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
      status,
    };
  });
}
