import type { ClickIdKind } from '@/lib/db/schema/sessions';

/**
 * Click ids are opaque tokens the ad platforms put in the landing URL: Google's gclid, gbraid and
 * wbraid and Meta's fbclid are URL-safe base64-like strings, typically under 100 characters;
 * Microsoft's msclkid is 32 hex digits. None of the platforms documents a maximum, and each
 * matches the id exactly (Meta: "ClickID value is case sensitive - do not apply any
 * modifications", https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/fbp-and-fbc).
 *
 * So an id is sent exactly as received, or not at all: one longer than our cap, or with anything
 * but the URL's unreserved characters (RFC 3986: letters, digits, `-._~`), is refused rather than
 * cut, since a shortened or cleaned id would never match a click, and a 10 KB id or one with NUL
 * must not make a platform refuse the batch it travels in.
 */
export const clickIdLimits: Record<ClickIdKind, number> = {
  gclid: 512,
  gbraid: 512,
  wbraid: 512,
  fbclid: 512,
  msclkid: 512,
};

const unreserved = /^[A-Za-z0-9\-._~]+$/;

/** The click id unchanged when it can be sent, else null (refused). */
export function cleanClickId(kind: ClickIdKind, value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0) return null;
  if (value.length > clickIdLimits[kind] || !unreserved.test(value)) return null;
  return value;
}

/**
 * The id a platform is given for a booking, from the booking table's id (`calendly:<invitee
 * URI>`, `calcom:<uid>`): Calendly's invitee uuid (the URI's last segment) or Cal.com's uid, the
 * same id a browser pixel event about the booking would carry, so that the two are one event.
 */
export function conversionEventId(bookingId: string): string {
  const colon = bookingId.indexOf(':');
  const provider = bookingId.slice(0, colon);
  const id = bookingId.slice(colon + 1);
  if (provider === 'calendly') {
    const match = /\/invitees\/([^/?#]+)\/?$/.exec(id);
    if (match?.[1]) return match[1];
  }
  return id;
}
