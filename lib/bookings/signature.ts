import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The booking services' webhook signatures, checked over the raw body before it is parsed.
 * Both are lowercase-hex HMAC-SHA256; the comparison is constant-time on two 32-byte buffers.
 */

/** How far a Calendly signature's timestamp may be from now, either way, before it is a replay. */
export const calendlyToleranceMs = 5 * 60 * 1000;

const hmac = (secret: string, ...parts: (string | Buffer)[]) => {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest();
};

/** Whether `hex` (64 hex digits) is `expected`'s digest; anything else is false. */
function sameDigest(expected: Buffer, hex: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  const given = Buffer.from(hex, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export type SignatureCheck = { ok: true } | { ok: false; reason: 'invalid' | 'replay' };

/**
 * Cal.com's `X-Cal-Signature-256`: HMAC-SHA256(secret, raw body) in hex. A subscription without
 * a secret sends the literal `no-secret-provided`, which is refused like any other non-digest.
 */
export function verifyCalcom(secret: string, raw: Buffer, header: string): SignatureCheck {
  return sameDigest(hmac(secret, raw), header.trim())
    ? { ok: true }
    : { ok: false, reason: 'invalid' };
}

/**
 * Calendly's `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex>`: HMAC-SHA256(signing key,
 * `<t>.<raw body>`). Every `v1` the header carries is tried. A valid signature whose `t` is more
 * than five minutes from `now` (either way) is a replay.
 */
export function verifyCalendly(
  secret: string,
  raw: Buffer,
  header: string,
  now: number = Date.now(),
): SignatureCheck {
  let timestamp: string | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') timestamp ??= value;
    else if (key === 'v1') signatures.push(value);
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) {
    return { ok: false, reason: 'invalid' };
  }
  const expected = hmac(secret, `${timestamp}.`, raw);
  // Every candidate is compared, so the time taken does not say which one matched.
  let matched = false;
  for (const signature of signatures) matched = sameDigest(expected, signature) || matched;
  if (!matched) return { ok: false, reason: 'invalid' };
  if (Math.abs(now - Number(timestamp) * 1000) > calendlyToleranceMs) {
    return { ok: false, reason: 'replay' };
  }
  return { ok: true };
}
