import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/server';
import { absoluteUrl } from '@/lib/site/config';
import { unsubscribePagePath, unsubscribePostPath } from './unsubscribe-paths';

/**
 * The digest's unsubscribe link: the person's id and an HMAC of it under the site's secret, for
 * this one purpose (a signature for anything else, or for another person, never matches). It does
 * not expire, so the link in any digest still works when the next one arrives; it stops working
 * only if AUTH_SECRET changes. It needs no session.
 */
const purpose = 'jackie weekly digest unsubscribe v1';

export function digestSignature(userId: string): string {
  return createHmac('sha256', authSecret()).update(`${purpose}\n${userId}`).digest('base64url');
}

/** Whether `signature` is the unsubscribe signature of `userId` (compared in constant time). */
export function verifyDigestSignature(userId: unknown, signature: unknown): userId is string {
  if (typeof userId !== 'string' || typeof signature !== 'string') return false;
  if (userId === '' || userId.length > 200 || signature.length > 100) return false;
  const expected = Buffer.from(digestSignature(userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const query = (userId: string) =>
  new URLSearchParams({ u: userId, s: digestSignature(userId) }).toString();

/** The page a person opens from the mail: it asks to confirm (mail scanners open links too). */
export const unsubscribePageUrl = (userId: string) =>
  absoluteUrl(`${unsubscribePagePath}?${query(userId)}`);

/** Where the confirmation, and a mail app's one-click unsubscribe (RFC 8058), POST. */
export const unsubscribePostUrl = (userId: string) =>
  absoluteUrl(`${unsubscribePostPath}?${query(userId)}`);
