import 'server-only';
import { readRequestBytes } from './body';
import { clientAddress, headerSource } from './client-address';
import { errorResponse } from './error-body';
import { limit, type Rule } from './rate-limit';
import { mediaType } from './request';
import { limitKey } from './trust-proxy';

/**
 * What every receiver of signed deliveries (lib/bookings/webhook.ts, lib/crm/webhook.ts) checks
 * before the signature, in this order: configured (503, `notConfigured` says what to set), the
 * sender's rate limit (429), a JSON media type (415), the body within `maxBytes` (413). The raw
 * bytes the signature is checked over, or the answer.
 */
export async function receiveDelivery(
  request: Request,
  intake: {
    secret: string | undefined;
    notConfigured: string;
    limitName: string;
    rule: Rule;
    maxBytes: number;
    /** What one is called in the answers: "delivery", "deal". */
    noun: string;
  },
): Promise<{ raw: Buffer; secret: string } | Response> {
  const { secret } = intake;
  if (!secret) return errorResponse(503, 'not_configured', intake.notConfigured);
  const verdict = await limit(
    intake.limitName,
    limitKey(clientAddress(headerSource(request.headers))),
    intake.rule,
  );
  if (!verdict.ok) {
    return errorResponse(429, 'rate_limited', 'Too many deliveries; retry later.', {
      'Retry-After': String(verdict.retryAfter),
    });
  }
  if (mediaType(request) !== 'application/json') {
    return errorResponse(
      415,
      'unsupported_media_type',
      `Send the ${intake.noun} as application/json.`,
    );
  }
  const raw = await readRequestBytes(request, intake.maxBytes);
  if (raw === null) {
    const article = /^[aeiou]/.test(intake.noun) ? 'An' : 'A';
    return errorResponse(
      413,
      'too_large',
      `${article} ${intake.noun} may be at most ${intake.maxBytes} bytes.`,
    );
  }
  return { raw, secret };
}
