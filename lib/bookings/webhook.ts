import 'server-only';
import type { QueueSettings } from '@/lib/conversions/outbox';
import { getDb } from '@/lib/db/client';
import { recordWebhookOutcome } from '@/lib/db/queries/alerts';
import type { WebhookOutcome } from '@/lib/db/schema/alerts';
import type { BookingProvider } from '@/lib/db/schema/bookings';
import { errorBody, errorResponse } from '@/lib/http/error-body';
import type { Rule } from '@/lib/http/rate-limit';
import { receiveDelivery } from '@/lib/http/webhook-intake';
import { unstorableString } from '@/lib/storable-text';
import { readDelivery } from './deliveries';
import { verifyCalcom, verifyCalendly } from './signature';
import { applyBooking } from './store';

/** A delivery is a few kilobytes; Calendly's largest are well under this. */
export const maxDeliveryBytes = 64 * 1024;

/**
 * A booking service sends from few addresses and retries what is refused, so a burst of 120
 * deliveries a minute from one address passes; the count is shared between instances.
 */
export const deliveryRule: Rule = { max: 120, windowMs: 60_000 };

export type WebhookOptions = {
  secret: string | undefined;
  rule?: Rule;
  /** The limit's name; tests give each suite its own. */
  limitName?: string;
  now?: () => number;
  /** The ad platforms new booked demos are queued for; the process's configuration by default. */
  conversions?: QueueSettings;
};

const badRequest = (message: string, issues?: { path: string; message: string }[]) =>
  Response.json(errorBody('invalid_delivery', message, issues ? { issues } : {}), {
    status: 400,
    headers: { 'Cache-Control': 'no-store' },
  });

const unauthorized = (message: string) => errorResponse(401, 'invalid_signature', message);

/**
 * Counts a delivery's answer by hour for the tracking-health alerts (lib/alerts/evaluate.ts):
 * accepted, refused for its signature, or come while the secret is not set. A failure to count
 * is logged and the delivery is answered as it would be.
 */
async function noteOutcome(outcome: WebhookOutcome, now: number): Promise<void> {
  try {
    await recordWebhookOutcome(await getDb(), 'booking', outcome, new Date(now));
  } catch (error) {
    console.error('Booking webhook outcome:', (error as Error).message);
  }
}

/**
 * POST /api/webhooks/booking: Calendly's and Cal.com's booking notifications
 * (docs/analytics.md, "Booked demos"). In order: configured (503), rate limit (429), JSON media
 * type (415), body within the cap (413), the signature over the raw bytes (401), then JSON (400),
 * the payload (400), and one handler per event type; a type it does not handle is answered 200.
 * Never 410: Calendly deletes a subscription that answers it.
 */
export async function handleBookingWebhook(
  request: Request,
  options: WebhookOptions,
): Promise<Response> {
  const received = await receiveDelivery(request, {
    secret: options.secret,
    notConfigured:
      'Booking deliveries are not accepted until BOOKING_WEBHOOK_SECRET is set to the booking service’s webhook signing key (Calendly) or webhook secret (Cal.com).',
    limitName: options.limitName ?? 'booking-webhook',
    rule: options.rule ?? deliveryRule,
    maxBytes: maxDeliveryBytes,
    noun: 'delivery',
  });
  const now = options.now?.() ?? Date.now();
  const calendly = request.headers.get('calendly-webhook-signature');
  const calcom = request.headers.get('x-cal-signature-256');
  const signed = calendly !== null || calcom !== null;
  if (received instanceof Response) {
    if (received.status === 503 && signed) await noteOutcome('unconfigured', now);
    return received;
  }
  const { raw, secret } = received;

  let provider: BookingProvider;
  if (calendly !== null) {
    const check = verifyCalendly(secret, raw, calendly, now);
    if (!check.ok) {
      await noteOutcome(check.reason === 'replay' ? 'stale_signature' : 'bad_signature', now);
      return unauthorized(
        check.reason === 'replay'
          ? 'The signature’s timestamp is more than five minutes from now.'
          : 'The Calendly-Webhook-Signature does not match this body.',
      );
    }
    provider = 'calendly';
  } else if (calcom !== null) {
    if (!verifyCalcom(secret, raw, calcom).ok) {
      await noteOutcome('bad_signature', now);
      return unauthorized(
        'The X-Cal-Signature-256 does not match this body (is the webhook’s secret set?).',
      );
    }
    provider = 'calcom';
  } else {
    return unauthorized(
      'A delivery must be signed (Calendly-Webhook-Signature or X-Cal-Signature-256).',
    );
  }

  // Signed with the secret: the booking service reaches us (what it sent is checked next).
  await noteOutcome('accepted', now);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    return badRequest('The body is not JSON in UTF-8.');
  }
  const unstorable = unstorableString(body);
  if (unstorable) return badRequest(`The body cannot be stored: ${unstorable}.`);
  const parsed = readDelivery(provider, body, new Date(now));
  if (!parsed.ok) {
    return badRequest(
      parsed.message ?? 'The delivery does not have the documented shape.',
      parsed.issues,
    );
  }
  const { action } = parsed;
  if (action.kind === 'ignored') return Response.json({ ignored: true, event: action.type });
  const outcome = await applyBooking(await getDb(), action, new Date(now), options.conversions);
  return Response.json({ ok: true, outcome });
}
