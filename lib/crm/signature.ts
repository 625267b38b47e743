import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The CRM webhook's two signatures, checked over the raw body before it is parsed
 * (docs/analytics.md, "Deal values from the CRM"), both made with CRM_WEBHOOK_SECRET:
 *
 * - `X-Signature: sha256=<hex>`: HMAC-SHA256 of the raw body, lowercase or uppercase hex.
 * - HubSpot's `X-HubSpot-Signature-v3` with `X-HubSpot-Request-Timestamp` (HubSpot's "Validating
 *   requests", v3): base64 HMAC-SHA256, keyed with the app's client secret, of the UTF-8 string
 *   method + URI + body + timestamp (milliseconds), where the URI is the one HubSpot called with
 *   the twelve characters its rules list decoded. A timestamp more than five minutes from now
 *   (HubSpot: "older than 5 minutes"; here also ahead, for a clock that runs fast) is a replay.
 *
 * Digests are compared in constant time on two buffers of one length.
 */

/** How far a HubSpot timestamp may be from now, either way, before the request is a replay. */
export const hubSpotToleranceMs = 5 * 60 * 1000;

export type SignatureCheck = { ok: true } | { ok: false; reason: 'invalid' | 'replay' };

const valid: SignatureCheck = { ok: true };
const invalid: SignatureCheck = { ok: false, reason: 'invalid' };

const hmac = (secret: string, ...parts: (string | Buffer)[]) => {
  const mac = createHmac('sha256', secret);
  for (const part of parts) mac.update(part);
  return mac.digest();
};

/** Whether `given` is `expected`, in time that does not depend on where they differ. */
const sameBytes = (expected: Buffer, given: Buffer) =>
  given.length === expected.length && timingSafeEqual(given, expected);

/** `X-Signature: sha256=<64 hex digits>` over the raw body. */
export function verifyPlain(secret: string, raw: Buffer, header: string): SignatureCheck {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header.trim())?.[1];
  if (!hex) return invalid;
  return sameBytes(hmac(secret, raw), Buffer.from(hex, 'hex')) ? valid : invalid;
}

/** The encoded characters HubSpot's v3 rules decode in the URI before signing, and only these. */
const hubSpotDecoded: Record<string, string> = {
  '3A': ':',
  '2F': '/',
  '3F': '?',
  '40': '@',
  '21': '!',
  '24': '$',
  '27': "'",
  '28': '(',
  '29': ')',
  '2A': '*',
  '2C': ',',
  '3B': ';',
};

/**
 * The URI HubSpot signed for a request: the site's public origin (SITE_URL) with the request's
 * path and query, never the Host or X-Forwarded-* headers a sender chooses, with HubSpot's twelve
 * characters decoded.
 */
export function hubSpotSignedUri(siteUrl: string, requestUrl: string): string {
  const { pathname, search } = new URL(requestUrl);
  return `${new URL(siteUrl).origin}${pathname}${search}`.replace(
    /%(3A|2F|3F|40|21|24|27|28|29|2A|2C|3B)/gi,
    (_match, hex: string) => hubSpotDecoded[hex.toUpperCase()] ?? `%${hex}`,
  );
}

export type HubSpotRequest = {
  method: string;
  /** The URI as `hubSpotSignedUri` gives it. */
  uri: string;
  raw: Buffer;
  /** X-HubSpot-Signature-v3. */
  signature: string;
  /** X-HubSpot-Request-Timestamp: Unix milliseconds. */
  timestamp: string;
};

/** HubSpot's v3 signature; a valid one whose timestamp is more than five minutes from `now` is a replay. */
export function verifyHubSpot(
  secret: string,
  request: HubSpotRequest,
  now: number = Date.now(),
): SignatureCheck {
  const timestamp = request.timestamp.trim();
  if (!/^\d{1,15}$/.test(timestamp)) return invalid;
  // A SHA-256 digest in base64 is 43 characters and one `=`; Buffer's lenient decoder is not
  // given anything else.
  const signature = request.signature.trim();
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return invalid;
  const given = Buffer.from(signature, 'base64');
  const expected = hmac(secret, `${request.method}${request.uri}`, request.raw, timestamp);
  if (!sameBytes(expected, given)) return invalid;
  if (Math.abs(now - Number(timestamp)) > hubSpotToleranceMs)
    return { ok: false, reason: 'replay' };
  return valid;
}
