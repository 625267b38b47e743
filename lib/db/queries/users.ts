import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SqlClient } from '../client';

export type Role = 'admin' | 'viewer';

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
 * Creates the account an invitation or ADMIN_EMAILS grants, with its email marked verified (a
 * magic link to an unverified account would delete its password login), or updates its role.
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

/** Deletes a user; their sessions, password and invitations go with them. */
export async function deleteUser(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query<{ email: string }>(
    'DELETE FROM auth_user WHERE id = $1 RETURNING email',
    [id],
  );
  const email = rows[0]?.email;
  if (email) {
    await db.query(
      'UPDATE invitation SET revoked_at = now() WHERE email = $1 AND accepted_at IS NULL AND revoked_at IS NULL',
      [email],
    );
  }
  return Boolean(email);
}

export async function deleteSessionsOf(db: SqlClient, userId: string): Promise<void> {
  await db.query('DELETE FROM auth_session WHERE user_id = $1', [userId]);
}
