/**
 * POST /api/webhooks/crm on both engines: deals signed as the docs say (X-Signature, HubSpot's
 * v3), matched to bookings made through the real booking webhook (Calendly and Cal.com
 * deliveries from tests/booking-deliveries.ts), whatever order they arrive in.
 */
import { createHash, createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleBookingWebhook } from '@/lib/bookings/webhook';
import { type CrmWebhookOptions, handleCrmWebhook } from '@/lib/crm/webhook';
import { countUnmatchedDeals, listUnmatchedDeals } from '@/lib/db/queries/deals';
import {
  calcomCancelled,
  calcomCreated,
  calcomSignature,
  calendlyCreated,
  calendlySignature,
  oldInvitee,
  ref,
} from '@/tests/booking-deliveries';
import { engines, useProcessDatabase } from '@/tests/db/harness';

const secret = 'crm-secret-for-integration-5e1d';
const bookingSecret = 'booking-secret-for-crm-tests-77aa';
const siteUrl = 'https://jackie.example';
const url = 'http://localhost:3000/api/webhooks/crm';
const email = 'invitee@example.com';
const emailSha256 = createHash('sha256').update(email).digest('hex');

const offLimits = { max: 0, windowMs: 60_000 };
const options: CrmWebhookOptions = { secret, siteUrl, currency: 'USD', rule: offLimits };

const deal = (fields: Record<string, unknown> = {}) => ({
  deal_id: 'D-1001',
  stage: 'won',
  amount: '12500.50',
  currency: 'USD',
  occurred_at: '2026-04-20T15:00:00Z',
  reference: ref,
  ...fields,
});

/** Signed with X-Signature: sha256=<hex HMAC-SHA256 of the raw body>. */
function signed(body: unknown, headers: Record<string, string> = {}, key = secret) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-signature': `sha256=${createHmac('sha256', key).update(raw).digest('hex')}`,
      ...headers,
    },
    body: raw,
  });
}

/** Signed as HubSpot signs v3: base64 HMAC-SHA256 of POST + URI + body + timestamp (ms). */
function fromHubSpot(
  body: unknown,
  options: { signedUri?: string; t?: number; headers?: Record<string, string>; path?: string } = {},
) {
  const raw = JSON.stringify(body);
  const t = options.t ?? Date.now();
  const path = options.path ?? '/api/webhooks/crm';
  const signedUri = options.signedUri ?? `${siteUrl}${path}`;
  const signature = createHmac('sha256', secret)
    .update(`POST${signedUri}${raw}${t}`)
    .digest('base64');
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-hubspot-signature-v3': signature,
      'x-hubspot-request-timestamp': String(t),
      ...options.headers,
    },
    body: raw,
  });
}

const send = (request: Request, given: CrmWebhookOptions = options) =>
  handleCrmWebhook(request, given);

const bookingOptions = { secret: bookingSecret, rule: offLimits };
function book(delivery: unknown, provider: 'calendly' | 'calcom' = 'calendly') {
  const raw = JSON.stringify(delivery);
  return handleBookingWebhook(
    new Request('http://localhost:3000/api/webhooks/booking', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(provider === 'calendly'
          ? { 'calendly-webhook-signature': calendlySignature(raw, bookingSecret) }
          : { 'x-cal-signature-256': calcomSignature(raw, bookingSecret) }),
      },
      body: raw,
    }),
    bookingOptions,
  );
}

const calendlyId = `calendly:${oldInvitee}`;
const calcomId = 'calcom:bFJeNb2uX8ANpT3JL5EfXw';

for (const engine of engines()) {
  describe(`POST /api/webhooks/crm on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);

    const deals = async () =>
      (
        await test.db.query<Record<string, unknown>>(
          `SELECT deal_id, stage, amount_cents::text AS amount_cents, currency, occurred_at,
             match_kind, match_key, booking_id FROM crm_deal ORDER BY deal_id`,
        )
      ).rows;

    beforeEach(async () => {
      await test.db.query('DELETE FROM crm_deal');
      await test.db.query('DELETE FROM booking');
    });

    it('records a deal signed with X-Signature, unmatched until its booking arrives', async () => {
      const response = await send(signed(deal()));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ok: true,
        deal: { deal_id: 'D-1001', stage: 'won', matched: false },
      });
      expect(await deals()).toEqual([
        {
          deal_id: 'D-1001',
          stage: 'won',
          amount_cents: '1250050',
          currency: 'USD',
          occurred_at: new Date('2026-04-20T15:00:00Z'),
          match_kind: 'reference',
          match_key: ref,
          booking_id: null,
        },
      ]);
      expect(await countUnmatchedDeals(test.db)).toBe(1);
      expect(await listUnmatchedDeals(test.db, 10)).toEqual([
        {
          dealId: 'D-1001',
          stage: 'won',
          amountCents: 1250050,
          occurredAt: new Date('2026-04-20T15:00:00Z'),
          matchKind: 'reference',
        },
      ]);

      // The booking arrives: the deal waiting for its reference is matched.
      expect((await book(calendlyCreated())).status).toBe(200);
      expect((await deals())[0]).toMatchObject({ booking_id: calendlyId });
      expect(await countUnmatchedDeals(test.db)).toBe(0);
    });

    it('stores the attendee’s email hash on the booking', async () => {
      await book(calendlyCreated());
      await book(calcomCreated(), 'calcom');
      const { rows } = await test.db.query<{ id: string; email_sha256: string }>(
        'SELECT id, email_sha256 FROM booking ORDER BY id',
      );
      expect(rows).toEqual([
        { id: calcomId, email_sha256: emailSha256 },
        { id: calendlyId, email_sha256: emailSha256 },
      ]);
    });

    it.each([
      ['booking_id (Calendly invitee URI)', { booking_id: oldInvitee }, calendlyId],
      [
        'booking_id (Calendly invitee uuid)',
        { booking_id: 'b40b3c4c-ae96-4fd9-a8cb-64d7acfdf45c' },
        calendlyId,
      ],
      ['reference', { reference: ref }, calendlyId],
      ['email_sha256', { email_sha256: emailSha256 }, calendlyId],
    ])('matches a booking already stored by %s', async (_name, key, bookingId) => {
      await book(calendlyCreated());
      const response = await send(signed(deal({ reference: undefined, ...key })));
      expect((await response.json()).deal.matched).toBe(true);
      expect((await deals())[0]).toMatchObject({ booking_id: bookingId });
    });

    it('matches a Cal.com booking by its uid', async () => {
      await book(calcomCreated(), 'calcom');
      await send(signed(deal({ reference: undefined, booking_id: 'bFJeNb2uX8ANpT3JL5EfXw' })));
      expect((await deals())[0]).toMatchObject({ booking_id: calcomId });
    });

    it('matches an unmatched deal when the booking with its email arrives later', async () => {
      await send(signed(deal({ reference: undefined, email_sha256: emailSha256 })));
      await book(calcomCreated(), 'calcom');
      expect((await deals())[0]).toMatchObject({ booking_id: calcomId });
    });

    it('matches a deal for a canceled booking, with its stage', async () => {
      await book(calcomCreated(), 'calcom');
      await book(calcomCancelled(), 'calcom');
      const response = await send(
        signed(deal({ reference: undefined, booking_id: 'bFJeNb2uX8ANpT3JL5EfXw', stage: 'lost' })),
      );
      expect(await response.json()).toEqual({
        ok: true,
        deal: { deal_id: 'D-1001', stage: 'lost', matched: true },
      });
      expect((await deals())[0]).toMatchObject({ stage: 'lost', booking_id: calcomId });
    });

    it('is idempotent: a replay changes nothing', async () => {
      await send(signed(deal()));
      const before = await deals();
      const again = await send(signed(deal()));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({
        ok: true,
        deal: { deal_id: 'D-1001', stage: 'won', matched: false },
      });
      expect(await deals()).toEqual(before);
    });

    it('replaces qualified with won, and keeps a late qualified out', async () => {
      await send(
        signed(deal({ stage: 'qualified', amount: 10000, occurred_at: '2026-04-10T00:00:00Z' })),
      );
      await send(signed(deal({ stage: 'won', amount: '12500.50' })));
      expect((await deals())[0]).toMatchObject({ stage: 'won', amount_cents: '1250050' });

      const late = await send(
        signed(deal({ stage: 'qualified', amount: 9000, occurred_at: '2026-04-25T00:00:00Z' })),
      );
      expect(late.status).toBe(200);
      const body = await late.json();
      expect(body.deal).toEqual({ deal_id: 'D-1001', stage: 'won', matched: false });
      expect(body.message).toMatch(/^Kept out: the deal is already stored at won/);
      expect((await deals())[0]).toMatchObject({ stage: 'won', amount_cents: '1250050' });
    });

    it('between won and lost, and for a new amount, the later occurred_at wins', async () => {
      await send(signed(deal({ stage: 'won', occurred_at: '2026-04-20T15:00:00Z' })));
      await send(signed(deal({ stage: 'lost', occurred_at: '2026-04-21T15:00:00Z' })));
      expect((await deals())[0]).toMatchObject({ stage: 'lost' });
      const older = await send(signed(deal({ stage: 'won', occurred_at: '2026-04-19T15:00:00Z' })));
      expect((await older.json()).message).toMatch(/Kept out/);
      expect((await deals())[0]).toMatchObject({ stage: 'lost' });
      await send(signed(deal({ stage: 'lost', amount: 1, occurred_at: '2026-04-22T15:00:00Z' })));
      expect((await deals())[0]).toMatchObject({ stage: 'lost', amount_cents: '100' });
    });

    it('a kept-out delivery still matches a deal that had no booking', async () => {
      await send(signed(deal({ stage: 'won' })));
      await book(calcomCreated({}), 'calcom');
      const late = await send(
        signed(
          deal({
            stage: 'qualified',
            reference: undefined,
            booking_id: 'bFJeNb2uX8ANpT3JL5EfXw',
            occurred_at: '2026-04-01T00:00:00Z',
          }),
        ),
      );
      const body = await late.json();
      expect(body.deal).toEqual({ deal_id: 'D-1001', stage: 'won', matched: true });
      expect((await deals())[0]).toMatchObject({ stage: 'won', booking_id: calcomId });
    });

    it('records deliveries racing on one deal as one row at the latest stage', async () => {
      await Promise.all([
        send(signed(deal({ stage: 'qualified', occurred_at: '2026-04-10T00:00:00Z' }))),
        send(signed(deal({ stage: 'won' }))),
        send(signed(deal({ stage: 'qualified', occurred_at: '2026-04-11T00:00:00Z' }))),
      ]);
      expect(await deals()).toEqual([expect.objectContaining({ stage: 'won' })]);
    });

    it('accepts HubSpot’s v3 signature over the public URI', async () => {
      const response = await send(fromHubSpot(deal()));
      expect(response.status).toBe(200);
      const withQuery = await send(
        fromHubSpot(deal({ deal_id: 'D-2' }), {
          path: '/api/webhooks/crm?from=hubspot%3Aworkflow',
          signedUri: `${siteUrl}/api/webhooks/crm?from=hubspot:workflow`,
        }),
      );
      expect(withQuery.status).toBe(200);
      expect((await deals()).map((row) => row.deal_id)).toEqual(['D-1001', 'D-2']);
    });

    it('does not let a spoofed Host or X-Forwarded-Host change the URI HubSpot’s signature covers', async () => {
      const spoofed = `https://evil.example/api/webhooks/crm`;
      const spoofs: Record<string, string>[] = [
        { host: 'evil.example' },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ];
      for (const headers of spoofs) {
        const response = await send(fromHubSpot(deal(), { signedUri: spoofed, headers }));
        expect(response.status).toBe(401);
      }
      expect(await deals()).toEqual([]);
      // Signed over SITE_URL, the same spoofed headers change nothing either.
      for (const headers of spoofs) {
        expect((await send(fromHubSpot(deal(), { headers }))).status).toBe(200);
      }
    });

    it.each([
      ['a bad X-Signature', () => signed(deal(), {}, 'wrong-secret'), /X-Signature does not match/],
      [
        'no signature',
        () =>
          new Request(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(deal()),
          }),
        /must be signed/,
      ],
      [
        'a stale HubSpot timestamp',
        () => fromHubSpot(deal(), { t: Date.now() - 5 * 60_000 - 5_000 }),
        /five minutes/,
      ],
      [
        'a HubSpot timestamp from the future',
        () => fromHubSpot(deal(), { t: Date.now() + 5 * 60_000 + 5_000 }),
        /five minutes/,
      ],
      [
        'a HubSpot signature for another host',
        () => fromHubSpot(deal(), { signedUri: 'https://other.example/api/webhooks/crm' }),
        /does not match/,
      ],
    ])('refuses %s with 401 and changes nothing', async (_name, make, message) => {
      const response = await send(make());
      expect(response.status).toBe(401);
      const body = await response.json();
      expect(body.error.code).toBe('invalid_signature');
      expect(body.error.message).toMatch(message);
      expect(await deals()).toEqual([]);
    });

    it('answers 503 while CRM_WEBHOOK_SECRET is unset', async () => {
      const response = await send(signed(deal()), { ...options, secret: undefined });
      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe('not_configured');
    });

    it('refuses another currency with 422 and the reason, storing nothing', async () => {
      const response = await send(signed(deal({ currency: 'EUR' })));
      expect(response.status).toBe(422);
      expect((await response.json()).error).toEqual({
        code: 'currency_mismatch',
        message: expect.stringMatching(/EUR.*USD \(SITE_CURRENCY\)/),
      });
      expect(await deals()).toEqual([]);
    });

    it('refuses a payload of the wrong shape with 400 and its issues', async () => {
      const response = await send(signed(deal({ amount: '-5', stage: 'closedwon' })));
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('invalid_delivery');
      expect(error.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
        'amount',
        'stage',
      ]);
    });

    describe('abuse', () => {
      it('refuses another content type with 415', async () => {
        const response = await send(signed(deal(), { 'content-type': 'text/plain' }));
        expect(response.status).toBe(415);
      });

      it('refuses a body over 16 KB with 413', async () => {
        const response = await send(signed(deal({ note: 'x'.repeat(17 * 1024) })));
        expect(response.status).toBe(413);
      });

      it('refuses NUL and an unpaired surrogate with 400', async () => {
        const nul = await send(signed('{"deal_id":"D-\\u0000","stage":"won"}'));
        expect(nul.status).toBe(400);
        expect((await nul.json()).error.message).toMatch(/NUL/);
        const surrogate = await send(signed('{"deal_id":"D-\\ud800","stage":"won"}'));
        expect(surrogate.status).toBe(400);
        expect((await surrogate.json()).error.message).toMatch(/surrogate/);
      });

      it.each([
        ['a right-to-left override', 'D-\u202E1001'],
        ['a zero-width joiner', 'D-\u200D1001'],
        ['a control character', 'D-\u001B[31m'],
      ])('refuses a deal_id with %s', async (_name, dealId) => {
        const response = await send(signed(deal({ deal_id: dealId })));
        expect(response.status).toBe(400);
        expect((await response.json()).error.issues[0].path).toBe('deal_id');
      });

      it('refuses a body that is not JSON', async () => {
        const response = await send(signed('{"deal_id":'));
        expect(response.status).toBe(400);
      });

      it('limits one address with 429 and Retry-After', async () => {
        const limited = {
          ...options,
          rule: { max: 1, windowMs: 60_000 },
          limitName: `crm-${engine.name}-limit`,
        };
        expect((await send(signed(deal()), limited)).status).toBe(200);
        const refused = await send(signed(deal()), limited);
        expect(refused.status).toBe(429);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      });
    });

    it('deletes the email hash with the booking, and the deal becomes unmatched', async () => {
      await book(calendlyCreated());
      await send(signed(deal({ reference: undefined, email_sha256: emailSha256 })));
      await test.db.query('DELETE FROM booking');
      expect((await deals())[0]).toMatchObject({ booking_id: null, match_kind: 'email_sha256' });
      const { rows } = await test.db.query('SELECT 1 FROM booking WHERE email_sha256 = $1', [
        emailSha256,
      ]);
      expect(rows).toEqual([]);
    });
  });
}
