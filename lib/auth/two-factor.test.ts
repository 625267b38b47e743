import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countUnusedBackupCodes,
  getAssurance,
  listFactors,
  raiseSessionToAal2,
} from '@/lib/db/queries/factors';
import { upsertUser } from '@/lib/db/queries/users';
import { engines, type TestDatabase } from '@/tests/db/harness';
import {
  adminEnrolmentProblem,
  decryptSecret,
  encryptSecret,
  factorKeys,
  factorMessages,
  matchTotp,
  phoneNumber,
} from './two-factor';
import {
  issuePhoneCode,
  startPhoneEnrolment,
  startTotpEnrolment,
  verifyEnrolment,
  verifyProof,
} from './two-factor-service';

const keys = factorKeys('a-test-secret-that-is-at-least-32-characters');
const codeAt = (secret: string, timestamp = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('TOTP', () => {
  const secret = new Secret({ size: 20 }).base32;
  const now = Date.UTC(2025, 9, 1, 12, 0, 15);

  it('accepts the current code and one step either side, not two', () => {
    expect(matchTotp(secret, codeAt(secret, now), null, now)).not.toBeNull();
    expect(matchTotp(secret, codeAt(secret, now - 30_000), null, now)).not.toBeNull();
    expect(matchTotp(secret, codeAt(secret, now + 30_000), null, now)).not.toBeNull();
    expect(matchTotp(secret, codeAt(secret, now - 60_000), null, now)).toBeNull();
  });

  it('refuses a code whose step was already used', () => {
    const step = matchTotp(secret, codeAt(secret, now), null, now);
    expect(step).not.toBeNull();
    expect(matchTotp(secret, codeAt(secret, now), step, now)).toBeNull();
    expect(matchTotp(secret, codeAt(secret, now + 30_000), step, now)).toBe((step ?? 0) + 1);
  });

  it('keeps the secret encrypted at rest and refuses another key', () => {
    const stored = encryptSecret(secret, keys.secretKey);
    expect(stored).not.toContain(secret);
    expect(decryptSecret(stored, keys.secretKey)).toBe(secret);
    const other = factorKeys('another-secret-that-is-at-least-32-characters');
    expect(() => decryptSecret(stored, other.secretKey)).toThrow();
  });
});

describe('phone numbers', () => {
  it('accepts E.164 with the usual separators and refuses the rest', () => {
    expect(phoneNumber.parse('+1 (555) 123-4567')).toBe('+15551234567');
    for (const bad of ['5551234567', '+0123456789', '+1', 'call me']) {
      expect(phoneNumber.safeParse(bad).success).toBe(false);
    }
  });
});

describe('REQUIRE_ADMIN_2FA', () => {
  it('holds back an admin without a factor only when required', () => {
    const admin = { isAdmin: true, twoFactor: false };
    expect(adminEnrolmentProblem(admin, true)).toBe(factorMessages.enrolRequired);
    expect(adminEnrolmentProblem(admin, false)).toBeNull();
    expect(adminEnrolmentProblem({ isAdmin: true, twoFactor: true }, true)).toBeNull();
    expect(adminEnrolmentProblem({ isAdmin: false, twoFactor: false }, true)).toBeNull();
  });
});

for (const engine of engines()) {
  describe(`two-factor on ${engine.name}`, () => {
    let test: TestDatabase;
    let userId: string;
    beforeAll(async () => {
      test = await engine.open();
      userId = await upsertUser(test.db, `staff-${engine.name}@example.com`, 'viewer');
    }, 60_000);
    afterAll(async () => test?.cleanup());

    it('counts a TOTP factor only once a first code verifies it, then gives ten backup codes', async () => {
      const { db } = test;
      const user = { id: userId, email: 'staff@example.com' };
      const enrolment = await startTotpEnrolment(db, keys, user, 'Jackie AI');
      expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\//);
      expect(enrolment.qrDataUri).toMatch(/^data:image\/svg\+xml;base64,/);
      expect((await getAssurance(db, userId, 'no-session')).hasFactor).toBe(false);

      expect(await verifyEnrolment(db, keys, userId, enrolment.id, '000000')).toEqual({
        ok: false,
      });
      const code = codeAt(enrolment.secret);
      const result = await verifyEnrolment(db, keys, userId, enrolment.id, code);
      expect(result?.ok && result.backupCodes?.length).toBe(10);
      expect((await listFactors(db, userId))[0]?.status).toBe('verified');
      expect((await getAssurance(db, userId, 'no-session')).hasFactor).toBe(true);

      // The enrolment code was used; the same code is not accepted again as a proof.
      expect((await verifyProof(db, keys, userId, { factorId: enrolment.id, code })).ok).toBe(
        false,
      );
      const next = codeAt(enrolment.secret, Date.now() + 30_000);
      expect((await verifyProof(db, keys, userId, { factorId: enrolment.id, code: next })).ok).toBe(
        true,
      );

      // A backup code works once.
      const backup = result?.ok ? (result.backupCodes?.[0] ?? '') : '';
      expect((await verifyProof(db, keys, userId, { code: backup.toUpperCase() })).ok).toBe(true);
      expect((await verifyProof(db, keys, userId, { code: backup })).ok).toBe(false);
      expect(await countUnusedBackupCodes(db, userId)).toBe(9);
    });

    it('accepts a phone code once, within its attempts', async () => {
      const { db } = test;
      const factorId = await startPhoneEnrolment(db, userId, '+15551234567');
      const code = await issuePhoneCode(db, keys, factorId);
      expect(code).toMatch(/^\d{6}$/);
      const wrong = code === '000000' ? '111111' : '000000';
      expect(await verifyEnrolment(db, keys, userId, factorId, wrong)).toEqual({ ok: false });
      const result = await verifyEnrolment(db, keys, userId, factorId, code);
      // Not the first factor: no new backup codes.
      expect(result).toMatchObject({ ok: true, backupCodes: null });
      expect((await verifyProof(db, keys, userId, { factorId, code })).ok).toBe(false);

      const again = await issuePhoneCode(db, keys, factorId);
      const miss = again === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expect((await verifyProof(db, keys, userId, { factorId, code: miss })).ok).toBe(false);
      }
      // Out of attempts: even the right code no longer works.
      expect((await verifyProof(db, keys, userId, { factorId, code: again })).ok).toBe(false);
    });

    it('raises a session to aal2', async () => {
      const { db } = test;
      const sessionId = 'session-1';
      await db.query(
        `INSERT INTO auth_session (id, token, user_id, expires_at) VALUES ($1, $2, $3, now() + interval '1 day')`,
        [sessionId, `token-${engine.name}`, userId],
      );
      expect((await getAssurance(db, userId, sessionId)).aal).toBe('aal1');
      await raiseSessionToAal2(db, sessionId);
      expect((await getAssurance(db, userId, sessionId)).aal).toBe('aal2');
    });
  });
}
