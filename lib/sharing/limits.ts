import 'server-only';
import { clientAddress, headerSource } from '@/lib/http/client-address';
import { limit, type Rule } from '@/lib/http/rate-limit';
import { limitKey } from '@/lib/http/trust-proxy';
import { setServerHook } from '@/lib/server-hooks.mjs';
import { tooManyPage } from './answers';

/**
 * The shared views' limits, counted through lib/http/rate-limit.ts (in the database on
 * PostgreSQL, so they hold in total over every instance).
 */

/** Every request to a shared page, per address: more than a person reading it ever makes. */
export const sharedPageRule: Rule = { max: 120, windowMs: 60_000 };
/** Password attempts, per address and per link (each counted): a few typos, not a guessing run. */
export const unlockRule: Rule = { max: 10, windowMs: 15 * 60_000 };

/** The key an address is limited by (its /64 for IPv6). */
export const addressOf = (headers: Headers) => limitKey(clientAddress(headerSource(headers)));

/**
 * proxy.ts's check of every request under /share/: the address's limit; the 429 page, or null
 * to go on.
 */
export async function sharedPageLimit(
  headers: Headers,
  rule: Rule = sharedPageRule,
): Promise<Response | null> {
  const verdict = await limit('shared-view-page', addressOf(headers), rule);
  if (verdict.ok) return null;
  return tooManyPage(
    verdict.retryAfter,
    'Too many requests from your address. Wait a minute, then open the link again.',
  );
}

/**
 * Hands proxy.ts the page limit (instrumentation.ts, at start): the proxy is bundled apart from
 * the app and does not import the database, so it asks through a server hook.
 */
export function registerSharedViewLimit() {
  setServerHook('sharedViewLimit', (headers) => sharedPageLimit(headers));
}
