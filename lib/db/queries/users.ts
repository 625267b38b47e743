import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Database, SqlClient } from '../client';

/** 'viewer' reads the admin; 'sales' also works the Leads inbox; 'admin' also manages access. */
export const roles = ['admin', 'sales', 'viewer'] as const;
export type Role = (typeof roles)[number];

export type UserRow = {
  id: string;
  email: string;
  name: string;
  role: Role;
  createdAt: Date;
  lastSignInAt: Date | null;
};

export async function findUserByEmail(db: SqlClient, email: string) {
  const { rows } = await db.query<{ id: string; email: string; role: Role }>(
    'SELECT id, email, role FROM auth_user WHERE email = $1',
    [email.trim().toLowerCase()],
  );
  return rows[0] ?? null;
}

/**
 * Creates the account an accepted invitation or ADMIN_EMAILS grants, with its email marked
 * verified (a magic link to an unverified account would delete its password login), or updates
 * its role. Never called for an invitation that has not been accepted.
 */
export async function upsertUser(db: SqlClient, email: string, role: Role): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO auth_user (id, name, email, email_verified, role)
     VALUES ($1, $2, $3, true, $4)
     ON CONFLICT (email) DO UPDATE SET
       role = CASE WHEN auth_user.role = 'admin' THEN 'admin' ELSE excluded.role END,
       email_verified = true,
       updated_at = now()
     RETURNING id`,
    [randomUUID(), normalized.split('@')[0] ?? normalized, normalized, role],
  );
  return rows[0]?.id as string;
}

/** Every ADMIN_EMAILS address has an admin account. */
export async function ensureAdmins(db: SqlClient, emails: string[]): Promise<void> {
  for (const email of emails) {
    const id = await upsertUser(db, email, 'admin');
    await db.query(`UPDATE auth_user SET role = 'admin' WHERE id = $1`, [id]);
  }
}

export async function listUsers(db: SqlClient): Promise<UserRow[]> {
  const { rows } = await db.query<{
    id: string;
    email: string;
    name: string;
    role: Role;
    created_at: Date;
    last_sign_in_at: Date | null;
  }>(
    `SELECT u.id, u.email, u.name, u.role, u.created_at, max(s.created_at) AS last_sign_in_at
     FROM auth_user u LEFT JOIN auth_session s ON s.user_id = u.id
     GROUP BY u.id ORDER BY u.role, u.email`,
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    createdAt: new Date(row.created_at),
    lastSignInAt: row.last_sign_in_at ? new Date(row.last_sign_in_at) : null,
  }));
}

/**
 * Deletes the sign-in tokens better-auth stored for an address: magic links (whose value is JSON
 * naming the email) and, for an account, its password reset links (whose value is the user id).
 */
export async function deleteSignInTokensOf(
  db: SqlClient,
  email: string,
  userId: string | null,
): Promise<void> {
  await db.query(
    `DELETE FROM auth_verification
     WHERE (identifier LIKE 'magic-link:%'
            AND strpos(lower(value), lower('"email":' || to_json($1::text)::text)) > 0)
        OR (identifier LIKE 'reset-password:%' AND value = $2)`,
    [email.trim().toLowerCase(), userId ?? ''],
  );
}

/**
 * Deletes a user and every way back in: sessions and password go with the account, their
 * magic-link and reset tokens are deleted and pending invitations revoked, until invited again.
 * Returns the removed address, or null when there was no such user.
 */
export async function deleteUser(db: Database, id: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ email: string }>(
      'DELETE FROM auth_user WHERE id = $1 RETURNING email',
      [id],
    );
    const email = rows[0]?.email;
    if (!email) return null;
    await tx.query(
      'UPDATE invitation SET revoked_at = now() WHERE email = $1 AND accepted_at IS NULL AND revoked_at IS NULL',
      [email],
    );
    await deleteSignInTokensOf(tx, email, id);
    return email;
  });
}

/** Ends every session of a user (an admin reset their two-factor sign-in). */
export async function deleteSessionsOf(db: SqlClient, userId: string): Promise<void> {
  await db.query('DELETE FROM auth_session WHERE user_id = $1', [userId]);
}

/** Ends one session (the absolute lifetime: the user's other sessions stay). */
export async function deleteSession(db: SqlClient, sessionId: string): Promise<void> {
  await db.query('DELETE FROM auth_session WHERE id = $1', [sessionId]);
}

/**
 * Deletes the password reset links of a user except `keepToken`'s: a new reset request
 * invalidates the older links.
 */
export async function deleteOlderResetTokens(
  db: SqlClient,
  userId: string,
  keepToken: string,
): Promise<void> {
  await db.query(
    `DELETE FROM auth_verification
     WHERE identifier LIKE 'reset-password:%' AND value = $1 AND identifier <> $2`,
    [userId, `reset-password:${keepToken}`],
  );
}
