import type { APIRequestContext } from '@playwright/test';
import { calendlySignature } from '../booking-deliveries';

/**
 * POSTs a Calendly delivery to the booking webhook, signed as Calendly signs it with the suite's
 * secret, from `client` (the e2e server trusts 127.0.0.1 as a proxy); the answer's status.
 */
export async function postCalendly(
  request: APIRequestContext,
  delivery: unknown,
  client: string,
): Promise<number> {
  const raw = JSON.stringify(delivery);
  const response = await request.post('/api/webhooks/booking', {
    data: raw,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'calendly-webhook-signature': calendlySignature(raw, process.env.E2E_BOOKING_SECRET ?? ''),
      'x-forwarded-for': client,
    },
  });
  return response.status();
}
