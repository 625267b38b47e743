import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { OrmClient, SqlClient } from '../client';
import { authFactor } from '../schema';

export type FactorRow = typeof authFactor.$inferSelect;
export type FactorType = FactorRow['factorType'];

/** A new unverified factor; earlier unverified ones of the same kind are dropped. */
export async function insertFactor(
  db: SqlClient,
  factor: {
    userId: string;
    factorType: FactorType;
    friendlyName: string;
    phone?: string | null;
    secret?: string | null;
  },
): Promise<string> {
  const id = randomUUID();
  await db.query(
    `DELETE FROM auth_factor WHERE user_id = $1 AND factor_type = $2 AND status = 'unverified'`,
    [factor.userId, factor.factorType],
  );
  await db.query(
    `INSERT INTO auth_factor (id, user_id, factor_type, friendly_name, phone, secret)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      id,
      factor.userId,
      factor.factorType,
      factor.friendlyName,
      factor.phone ?? null,
      factor.secret ?? null,
    ],
  );
  return id;
}

export async function listFactors(db: OrmClient, userId: string): Promise<FactorRow[]> {
  return db.orm
    .select()
    .from(authFactor)
    .where(eq(authFactor.userId, userId))
    .orderBy(asc(authFactor.createdAt), asc(authFactor.id));
}

export async function findFactor(
  db: OrmClient,
  userId: string,
  id: string,
): Promise<FactorRow | null> {
  const [row] = await db.orm
    .select()
    .from(authFactor)
    .where(and(eq(authFactor.userId, userId), eq(authFactor.id, id)));
  return row ?? null;
}

/** Marks a factor verified; false if it already was (or is gone). */
export async function markFactorVerified(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE auth_factor SET status = 'verified', verified_at = now()
     WHERE id = $1 AND status = 'unverified' RETURNING id`,
    [id],
  );
  return rows.length > 0;
}

/** Records a TOTP step as used; false if that step (or a later one) was used already. */
export async function consumeTotpStep(db: SqlClient, id: string, step: number): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE auth_factor SET last_used_step = $2
     WHERE id = $1 AND (last_used_step IS NULL OR last_used_step < $2) RETURNING id`,
    [id, step],
  );
  return rows.length > 0;
}

export async function deleteFactor(db: SqlClient, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM auth_factor WHERE user_id = $1 AND id = $2 RETURNING id',
    [userId, id],
  );
  if (rows.length > 0 && !(await hasVerifiedFactor(db, userId))) {
    // Backup codes belong to two-factor sign-in as a whole: they go with the last factor.
    await db.query('DELETE FROM auth_backup_code WHERE user_id = $1', [userId]);
  }
  return rows.length > 0;
}

/** Removes every factor and backup code of a user (an admin's reset); how many factors went. */
export async function deleteFactorsOf(db: SqlClient, userId: string): Promise<number> {
  const { rows } = await db.query('DELETE FROM auth_factor WHERE user_id = $1 RETURNING id', [
    userId,
  ]);
  await db.query('DELETE FROM auth_backup_code WHERE user_id = $1', [userId]);
  return rows.length;
}

export async function hasVerifiedFactor(db: SqlClient, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM auth_factor WHERE user_id = $1 AND status = 'verified') AS found`,
    [userId],
  );
  return Boolean(rows[0]?.found);
}

/** Whether the user has a verified factor and the session's assurance level, in one query. */
export async function getAssurance(
  db: SqlClient,
  userId: string,
  sessionId: string,
): Promise<{ hasFactor: boolean; aal: 'aal1' | 'aal2' }> {
  const { rows } = await db.query<{ found: boolean; aal: string | null }>(
    `SELECT EXISTS (SELECT 1 FROM auth_factor WHERE user_id = $1 AND status = 'verified') AS found,
            (SELECT aal FROM auth_session_assurance WHERE session_id = $2) AS aal`,
    [userId, sessionId],
  );
  return { hasFactor: Boolean(rows[0]?.found), aal: rows[0]?.aal === 'aal2' ? 'aal2' : 'aal1' };
}

export async function raiseSessionToAal2(db: SqlClient, sessionId: string): Promise<void> {
  await db.query(
    `INSERT INTO auth_session_assurance (session_id, aal) VALUES ($1, 'aal2')
     ON CONFLICT (session_id) DO UPDATE SET aal = 'aal2', verified_at = now()`,
    [sessionId],
  );
}

/** Replaces the user's backup codes with these hashes. */
export async function replaceBackupCodes(
  db: SqlClient,
  userId: string,
  hashes: string[],
): Promise<void> {
  await db.query('DELETE FROM auth_backup_code WHERE user_id = $1', [userId]);
  await db.query(
    `INSERT INTO auth_backup_code (id, user_id, code_hash)
     SELECT gen_random_uuid()::text, $1, hash FROM unnest($2::text[]) AS hash`,
    [userId, hashes],
  );
}

/** Uses a backup code once: true if it was there and unused. */
export async function consumeBackupCode(
  db: SqlClient,
  userId: string,
  hash: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE auth_backup_code SET used_at = now()
     WHERE id = (SELECT id FROM auth_backup_code
                 WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL LIMIT 1)
       AND used_at IS NULL
     RETURNING id`,
    [userId, hash],
  );
  return rows.length > 0;
}

export async function countUnusedBackupCodes(db: SqlClient, userId: string): Promise<number> {
  const { rows } = await db.query<{ left: string | number }>(
    'SELECT count(*) AS left FROM auth_backup_code WHERE user_id = $1 AND used_at IS NULL',
    [userId],
  );
  return Number(rows[0]?.left ?? 0);
}

/** A new SMS code for a phone factor; earlier unused codes for it stop working. */
export async function insertChallenge(
  db: SqlClient,
  factorId: string,
  codeHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.query('DELETE FROM auth_factor_challenge WHERE factor_id = $1', [factorId]);
  await db.query(
    `INSERT INTO auth_factor_challenge (id, factor_id, code_hash, expires_at) VALUES ($1, $2, $3, $4)`,
    [randomUUID(), factorId, codeHash, expiresAt],
  );
}

/**
 * Counts one attempt against the factor's live SMS code and returns that code's hash, or null
 * when there is none (expired, used, or out of attempts).
 */
export async function attemptChallenge(
  db: SqlClient,
  factorId: string,
  maxAttempts: number,
): Promise<{ id: string; codeHash: string } | null> {
  const { rows } = await db.query<{ id: string; code_hash: string }>(
    `UPDATE auth_factor_challenge SET attempts = attempts + 1
     WHERE factor_id = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
     RETURNING id, code_hash`,
    [factorId, maxAttempts],
  );
  const row = rows[0];
  return row ? { id: row.id, codeHash: row.code_hash } : null;
}

export async function consumeChallenge(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE auth_factor_challenge SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}
