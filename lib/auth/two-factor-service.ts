import 'server-only';
import type { Database } from '@/lib/db/client';
import {
  attemptChallenge,
  consumeBackupCode,
  consumeChallenge,
  consumeTotpStep,
  deleteFactorsOf,
  type FactorRow,
  findFactor,
  hasVerifiedFactor,
  insertChallenge,
  insertFactor,
  markFactorVerified,
  replaceBackupCodes,
} from '@/lib/db/queries/factors';
import {
  decryptSecret,
  encryptSecret,
  type FactorKeys,
  hashCode,
  matchTotp,
  newBackupCodes,
  newPhoneCode,
  newTotp,
  normalizeBackupCode,
  normalizeDigits,
  phoneCodeMaxAttempts,
  phoneCodeTtlMs,
  sameHash,
} from './two-factor';

/**
 * Two-factor sign-in on a database: enrolment, codes and backup codes. Request handling (who is
 * asking, rate limits, audit, sending the SMS) lives in the route handlers and two-factor-session.
 */

export async function startTotpEnrolment(
  db: Database,
  keys: FactorKeys,
  user: { id: string; email: string },
  issuer: string,
  friendlyName = 'Authenticator app',
) {
  const totp = await newTotp(user.email, issuer);
  const id = await insertFactor(db, {
    userId: user.id,
    factorType: 'totp',
    friendlyName,
    secret: encryptSecret(totp.secret, keys.secretKey),
  });
  return { id, ...totp };
}

export async function startPhoneEnrolment(
  db: Database,
  userId: string,
  phone: string,
  friendlyName = 'Phone',
): Promise<string> {
  return insertFactor(db, { userId, factorType: 'phone', friendlyName, phone });
}

/** A fresh SMS code for a phone factor, stored hashed for five minutes; the caller sends it. */
export async function issuePhoneCode(
  db: Database,
  keys: FactorKeys,
  factorId: string,
): Promise<string> {
  const code = newPhoneCode();
  const expires = new Date(Date.now() + phoneCodeTtlMs);
  await insertChallenge(db, factorId, hashCode(`${factorId}:${code}`, keys.hashKey), expires);
  return code;
}

/** Whether `code` is a current code of this factor; a code that passes is used up. */
export async function checkFactorCode(
  db: Database,
  keys: FactorKeys,
  factor: FactorRow,
  code: string,
): Promise<boolean> {
  if (factor.factorType === 'totp') {
    if (!factor.secret) return false;
    const step = matchTotp(decryptSecret(factor.secret, keys.secretKey), code, factor.lastUsedStep);
    return step !== null && (await consumeTotpStep(db, factor.id, step));
  }
  const challenge = await attemptChallenge(db, factor.id, phoneCodeMaxAttempts);
  if (!challenge) return false;
  const hash = hashCode(`${factor.id}:${normalizeDigits(code)}`, keys.hashKey);
  return sameHash(hash, challenge.codeHash) && (await consumeChallenge(db, challenge.id));
}

/** New backup codes for the user (the old ones stop working); shown once, stored hashed. */
export async function regenerateBackupCodes(
  db: Database,
  keys: FactorKeys,
  userId: string,
): Promise<string[]> {
  const codes = newBackupCodes();
  await replaceBackupCodes(
    db,
    userId,
    codes.map((code) => hashCode(normalizeBackupCode(code), keys.hashKey)),
  );
  return codes;
}

export type EnrolmentResult =
  | { ok: false }
  | { ok: true; factor: FactorRow; backupCodes: string[] | null };

/**
 * Verifies a new factor with its first code. The first verified factor also gets ten backup
 * codes (returned once).
 */
export async function verifyEnrolment(
  db: Database,
  keys: FactorKeys,
  userId: string,
  factorId: string,
  code: string,
): Promise<EnrolmentResult | null> {
  const factor = await findFactor(db, userId, factorId);
  if (factor?.status !== 'unverified') return null;
  if (!(await checkFactorCode(db, keys, factor, code))) return { ok: false };
  const first = !(await hasVerifiedFactor(db, userId));
  await markFactorVerified(db, factor.id);
  const backupCodes = first ? await regenerateBackupCodes(db, keys, userId) : null;
  return { ok: true, factor: { ...factor, status: 'verified' }, backupCodes };
}

/** A code from one of the user's verified factors, or (without a factor id) a backup code. */
export type Proof = { factorId?: string | undefined; code: string };

/** Whether the proof holds; what it used is used up (a TOTP step, an SMS code, a backup code). */
export async function verifyProof(
  db: Database,
  keys: FactorKeys,
  userId: string,
  proof: Proof,
): Promise<{ ok: boolean; method: 'totp' | 'phone' | 'backup_code' | null }> {
  if (!proof.factorId) {
    const normalized = normalizeBackupCode(proof.code);
    const ok =
      normalized.length === 10 &&
      (await consumeBackupCode(db, userId, hashCode(normalized, keys.hashKey)));
    return { ok, method: 'backup_code' };
  }
  const factor = await findFactor(db, userId, proof.factorId);
  if (factor?.status !== 'verified') return { ok: false, method: null };
  return { ok: await checkFactorCode(db, keys, factor, proof.code), method: factor.factorType };
}

export { deleteFactorsOf };
