import 'server-only';
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { AuthNotConfiguredError, authSecret } from '@/lib/auth/server';
import { processSingleton } from '@/lib/process-singleton';

/**
 * The contact form's timer, for the rule that a person takes a few seconds to fill it in. The
 * pages with the form are static, so the time cannot be written into them. Instead the form's
 * stylesheet asks for a 1x1 image (`timerPath`) when anything in it first takes focus; that answer
 * sets this signed cookie holding the time and a random id. It needs no script, so it works
 * without JavaScript, and the submit handler compares the time with its own clock. The id makes a
 * request that is sent twice (a replay, a double post) store one lead.
 */
export const timerCookie = 'jackie_form_timer';
export const timerPath = '/contact/start';
/** Faster than this from the first focus to the submit is not a person. */
export const minFillMs = 3_000;
/** A timer older than this is replaced at the next focus, and refused at submit. */
export const timerMaxAgeMs = 2 * 60 * 60_000;

/** AUTH_SECRET, or a random secret of this process when a public site lacks it. */
function leadSecret(): string {
  try {
    return authSecret();
  } catch (error) {
    if (!(error instanceof AuthNotConfiguredError)) throw error;
    console.warn('contact form: AUTH_SECRET is not set; form tokens hold on this instance only');
    return randomBytes(32).toString('hex');
  }
}

/**
 * A key for the contact form's tokens, derived from AUTH_SECRET (shared by every instance); from a
 * random secret of this process when a public site lacks AUTH_SECRET (the admin then names it).
 */
export function leadKey(purpose: 'form timer' | 'form state'): Buffer {
  const secret = processSingleton('leads.secret', leadSecret);
  return Buffer.from(hkdfSync('sha256', secret, 'jackie', purpose, 32));
}

const sign = (payload: string) =>
  createHmac('sha256', leadKey('form timer')).update(payload).digest('base64url');

export function issueTimer(now = Date.now()): string {
  const payload = `${randomBytes(12).toString('base64url')}.${now.toString(36)}`;
  return `${payload}.${sign(payload)}`;
}

export type Timer = { id: string; startedAt: number };

/** The timer in a cookie value, or null when it is missing, forged or expired. */
export function readTimer(value: string | null | undefined, now = Date.now()): Timer | null {
  const [id, time, signature] = (value ?? '').split('.');
  if (!id || !time || !signature) return null;
  const expected = Buffer.from(sign(`${id}.${time}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const startedAt = Number.parseInt(time, 36);
  if (!Number.isFinite(startedAt) || startedAt > now + 60_000 || now - startedAt > timerMaxAgeMs) {
    return null;
  }
  return { id, startedAt };
}

/** The cookie's value in a Cookie header. */
export function timerFromCookies(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === timerCookie) return value.join('=');
  }
  return null;
}

export function timerCookieHeader(value: string | null, secure: boolean): string {
  const attributes = [
    'Path=/contact',
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ];
  const life = value ? `Max-Age=${timerMaxAgeMs / 1000}` : 'Max-Age=0';
  return [`${timerCookie}=${value ?? ''}`, life, ...attributes].join('; ');
}
