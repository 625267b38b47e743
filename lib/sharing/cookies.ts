import 'server-only';
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { authSecret } from '@/lib/auth/server';
import { env } from '@/lib/env';
import { seal, unseal } from '@/lib/seal';
import { flashCookie, sharePath, teamPath } from './paths';

/**
 * The two cookies of shared views, both under keys derived from AUTH_SECRET (shared by every
 * instance, so that any instance reads what another set):
 * - the unlock cookie, set when a link's password is given: an HMAC over the link's id and its
 *   token's hash, so that it opens that link only, and no re-created link; scoped to the link's
 *   path and lasting at most until the link expires (and 30 days);
 * - the one-time flash that carries a new link, sealed (AES-256-GCM), to the Team section.
 */

const key = (purpose: 'unlock' | 'flash') =>
  Buffer.from(hkdfSync('sha256', authSecret(), 'jackie shared views', purpose, 32));

const secure = () => env().SITE_URL.startsWith('https://');

type Attributes = { path: string; maxAgeSeconds: number; sameSite: 'Lax' | 'Strict' };

function cookieHeader(name: string, value: string, { path, maxAgeSeconds, sameSite }: Attributes) {
  return [
    `${name}=${value}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    `Path=${path}`,
    'HttpOnly',
    `SameSite=${sameSite}`,
    ...(secure() ? ['Secure'] : []),
  ].join('; ');
}

export const unlockCookie = 'jackie_share_unlock';
/** How long a password, once given, holds in that browser (never past the link's expiry). */
export const unlockLifetimeMs = 30 * 86_400_000;

type LinkKey = { id: number; tokenHash: string; expiresAt: Date };

const unlockMac = (link: LinkKey, until: number) =>
  createHmac('sha256', key('unlock'))
    .update(`${link.id}\n${link.tokenHash}\n${until}`)
    .digest('base64url');

/** The Set-Cookie header that unlocks `link` (reached by `token`) in this browser. */
export function unlockCookieHeader(token: string, link: LinkKey, now = Date.now()): string {
  const until = Math.min(link.expiresAt.getTime(), now + unlockLifetimeMs);
  return cookieHeader(unlockCookie, `${until.toString(36)}.${unlockMac(link, until)}`, {
    path: sharePath(token),
    maxAgeSeconds: (until - now) / 1000,
    sameSite: 'Lax',
  });
}

/** Whether any of the cookie values sent unlocks `link` now. */
export function isUnlocked(values: readonly string[], link: LinkKey, now = Date.now()): boolean {
  return values.some((value) => {
    const [time, mac] = value.split('.');
    const until = Number.parseInt(time ?? '', 36);
    if (!mac || !Number.isSafeInteger(until) || until <= now) return false;
    const expected = Buffer.from(unlockMac(link, until));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

/** A new link, on its way to be shown once: to whom, and for how long it may be shown. */
export type Flash = { id: number; token: string; userId: string };
const flashLifetimeMs = 2 * 60_000;

/** The Set-Cookie header that carries a new link to the Team section (null: the one that drops it). */
export function flashCookieHeader(flash: Flash | null, now = Date.now()): string {
  if (!flash)
    return cookieHeader(flashCookie, '', { path: teamPath, maxAgeSeconds: 0, sameSite: 'Strict' });
  const sealed = seal(key('flash'), { ...flash, until: now + flashLifetimeMs });
  return cookieHeader(flashCookie, sealed, {
    path: teamPath,
    maxAgeSeconds: flashLifetimeMs / 1000,
    sameSite: 'Strict',
  });
}

/** The new link in a flash cookie, when it is ours, fresh, and for this person; else null. */
export function openFlash(
  sealed: string | undefined,
  userId: string,
  now = Date.now(),
): { id: number; token: string } | null {
  if (!sealed || sealed.length > 1000) return null;
  const flash = unseal(key('flash'), sealed) as (Flash & { until: number }) | null;
  if (!flash || !(flash.until > now) || flash.userId !== userId) return null;
  if (!Number.isSafeInteger(flash.id) || typeof flash.token !== 'string') return null;
  return { id: flash.id, token: flash.token };
}
