import 'server-only';
import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';

/**
 * The pure parts of two-factor sign-in: TOTP (RFC 6238, 30 s, 6 digits, one step either side),
 * the secret's encryption at rest, backup codes and SMS codes. No database, no request.
 */

export const totpPeriodSeconds = 30;
export const totpDigits = 6;
/** Steps accepted either side of the server's clock. */
export const totpWindow = 1;
export const backupCodeCount = 10;
export const phoneCodeTtlMs = 5 * 60 * 1000;
export const phoneCodeMaxAttempts = 5;

/** The messages every two-factor screen and endpoint shows, in one place. */
export const factorMessages = {
  wrongCode: 'That code is not valid. Check it and try again.',
  tooMany: 'Too many codes tried. Wait a minute and try again.',
  tooManyTexts: 'Too many text messages sent. Wait a minute and try again.',
  codeRequired: 'Enter a current code from one of your factors to confirm.',
  badPhone: 'Enter the phone number in international format, for example +15551234567.',
  enrolRequired:
    'Admins must set up two-factor sign-in before managing users. Add an authenticator app or a phone below.',
  noFactor: 'No such factor.',
} as const;

/** A key for `purpose`, derived from the auth secret so nothing else needs configuring. */
export function deriveKey(authSecret: string, purpose: 'totp-secret' | 'code-hash'): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'jackie', `two-factor ${purpose}`, 32));
}

export type FactorKeys = { secretKey: Buffer; hashKey: Buffer };

export const factorKeys = (authSecret: string): FactorKeys => ({
  secretKey: deriveKey(authSecret, 'totp-secret'),
  hashKey: deriveKey(authSecret, 'code-hash'),
});

/** AES-256-GCM; the stored form is `v1.iv.tag.ciphertext` in base64url. */
export function encryptSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'));
  return ['v1', ...parts].join('.');
}

export function decryptSecret(stored: string, key: Buffer): string {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !data) {
    throw new Error('Unknown secret format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(data, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** A keyed hash of a code, so a leaked table does not reveal codes. */
export const hashCode = (code: string, key: Buffer) =>
  createHmac('sha256', key).update(code).digest('base64url');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const totpFor = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: totpDigits,
    period: totpPeriodSeconds,
  });

/** A new TOTP secret (160 bits, base32) and the otpauth:// URI and QR code an app scans. */
export async function newTotp(label: string, issuer: string) {
  const secret = new Secret({ size: 20 }).base32;
  const uri = totpFor(secret, label, issuer).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return {
    secret,
    uri,
    qrDataUri: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** Digits only: people type codes with spaces. */
export const normalizeDigits = (code: string) => code.replace(/[\s-]/g, '');

/**
 * The time step `code` belongs to within the window, or null. A step at or before `lastUsedStep`
 * is refused: a code is accepted once.
 */
export function matchTotp(
  secret: string,
  code: string,
  lastUsedStep: number | null,
  now = Date.now(),
): number | null {
  const token = normalizeDigits(code);
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secret).validate({ token, timestamp: now, window: totpWindow });
  if (delta === null) return null;
  const step = TOTP.counter({ period: totpPeriodSeconds, timestamp: now }) + delta;
  return lastUsedStep !== null && step <= lastUsedStep ? null : step;
}

const backupAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qrt` (about 49 bits each), shown once. */
export function newBackupCodes(count = backupCodeCount): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 10 },
      () => backupAlphabet[randomInt(backupAlphabet.length)],
    );
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

export const normalizeBackupCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

export const newPhoneCode = () => String(randomInt(0, 1_000_000)).padStart(totpDigits, '0');

/** E.164: a plus, a country code and up to 15 digits; spaces, dots, dashes and brackets dropped. */
export const phoneNumber = z
  .string()
  .transform((value) => value.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{6,14}$/, factorMessages.badPhone));

/** Shown in lists: the last two digits only. */
export const maskPhone = (phone: string) =>
  `${'•'.repeat(Math.max(0, phone.length - 3))}${phone.slice(-2)}`;

/**
 * REQUIRE_ADMIN_2FA: an admin without a verified factor may use the dashboard but not manage
 * users until they enrol. Returns the refusal message, or null when allowed.
 */
export function adminEnrolmentProblem(
  user: { isAdmin: boolean; twoFactor: boolean },
  requireAdmin2fa: boolean,
): string | null {
  return requireAdmin2fa && user.isAdmin && !user.twoFactor ? factorMessages.enrolRequired : null;
}
