import 'server-only';
import { RateLimiter } from '@/lib/analytics/rate-limit';

/**
 * Named limits on what one client (an address, an account, a user) may do in a window. Every
 * limit the product sets goes through `limit`, so the numbers can be shared by every instance.
 *
 * This first version counts in this process's memory; on PostgreSQL the counts move to the
 * database so that N instances allow the configured number in total, not N times it.
 */
export type Rule = { max: number; windowMs: number };
export type Verdict = { ok: true } | { ok: false; retryAfter: number };

const globalForLimits = globalThis as unknown as { jackieLimits?: Map<string, RateLimiter> };

export async function limit(name: string, key: string, rule: Rule): Promise<Verdict> {
  globalForLimits.jackieLimits ??= new Map();
  const id = `${name}:${rule.max}:${rule.windowMs}`;
  let limiter = globalForLimits.jackieLimits.get(id);
  if (!limiter) {
    limiter = new RateLimiter((rule.max * 60_000) / rule.windowMs);
    globalForLimits.jackieLimits.set(id, limiter);
  }
  const retryAfter = limiter.take(key);
  return retryAfter > 0 ? { ok: false, retryAfter } : { ok: true };
}
