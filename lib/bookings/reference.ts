import type { SqlClient } from '@/lib/db/client';
import { sessionIdsFrom } from '@/lib/db/queries/sessions';
import { type BookingVariant, bookingVariants } from '@/lib/site/booking';

/**
 * The session reference a booking link carries and the booking services send back
 * (docs/analytics.md, "The session reference"): the first 12 hex digits of the tracker's session
 * id (a lowercase UUID), without its dash: `3f2a9c1e-7b4d-…` → `3f2a9c1e7b4d`. 48 bits: among
 * two million sessions, a given reference names a second session about once in 140 million
 * bookings, and an ambiguous one matches none.
 */
export const refPattern = /^[0-9a-f]{12}$/;

/** The reference of a tracker session id. */
export const refOf = (sessionId: string) => sessionId.replace(/-/g, '').slice(0, 12).toLowerCase();

/** A reference as sent (Cal.com's `metadata.ref`), or null. */
export function parseRef(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const ref = value.trim().toLowerCase();
  return refPattern.test(ref) ? ref : null;
}

/**
 * Calendly returns no custom field, so the link puts the reference in `utm_content` as
 * `jk_<ref>` or `jk_<ref>_<variant>`; any other value is the visitor's own utm_content.
 */
export function parseCalendlyContent(
  value: string | null | undefined,
): { ref: string; variant: BookingVariant | null } | null {
  const match = /^jk_([0-9a-f]{12})(?:_([a-z]+))?$/i.exec((value ?? '').trim());
  if (!match?.[1]) return null;
  const variant = match[2]?.toLowerCase();
  if (variant !== undefined && !(bookingVariants as readonly string[]).includes(variant))
    return null;
  return { ref: match[1].toLowerCase(), variant: (variant as BookingVariant | undefined) ?? null };
}

/**
 * The analytics session a reference names: the one session id that starts with it (its first 8
 * digits, a dash, the next 4). A range on the primary key, so an index lookup; two sessions
 * sharing the prefix match neither.
 */
export async function findSession(db: SqlClient, ref: string): Promise<string | null> {
  if (!refPattern.test(ref)) return null;
  const dashed = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8)}`;
  const next = BigInt(`0x${ref}`) + 1n;
  const before = next < 1n << 48n ? dashed(next.toString(16).padStart(12, '0')) : null;
  const prefix = dashed(ref);
  const matches = (await sessionIdsFrom(db, prefix, before)).filter((id) => id.startsWith(prefix));
  return matches.length === 1 ? (matches[0] ?? null) : null;
}
