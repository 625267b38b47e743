/**
 * POST /api/webhooks/booking on both engines, with deliveries shaped as Calendly and Cal.com send
 * them (the examples in the issue's research, headers included), signed with the test secret.
 */
import { createHmac } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleBookingWebhook, type WebhookOptions } from '@/lib/bookings/webhook';
import {
  calcomCancelled,
  calcomCreated,
  calcomRescheduled,
  calcomSignature,
  calendlyCanceled,
  calendlyCreated,
  calendlyRescheduledCreated,
  calendlySignature,
  newInvitee,
  oldInvitee,
  ref,
  sessionId,
} from '@/tests/booking-deliveries';
import { engines, useProcessDatabase } from '@/tests/db/harness';

const secret = 'calendly-signing-key-for-tests-7d1f';
process.env.BOOKING_WEBHOOK_SECRET = secret;

const url = 'http://localhost:3000/api/webhooks/booking';
const attendee = { email: 'invitee@example.com', name: 'Pat Example', host: 'host@example.com' };

const nowSeconds = () => Math.floor(Date.now() / 1000);
const text = (body: unknown) => (typeof body === 'string' ? body : JSON.stringify(body));

/** Signed as Calendly signs: t=<unix>,v1=HMAC-SHA256(key, `${t}.${raw}`). */
function fromCalendly(
  body: unknown,
  options: { t?: number; key?: string; headers?: Record<string, string> } = {},
) {
  const raw = text(body);
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'user-agent': 'Calendly Webhooks',
      'calendly-webhook-signature': calendlySignature(raw, options.key ?? secret, options.t),
      ...options.headers,
    },
    body: raw,
  });
}

/** Signed as Cal.com signs: X-Cal-Signature-256 = HMAC-SHA256(secret, raw), hex. */
function fromCalcom(
  body: unknown,
  options: { signature?: string; headers?: Record<string, string> } = {},
) {
  const raw = text(body);
  return new Request(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cal-webhook-version': '2021-10-20',
      'x-cal-signature-256': options.signature ?? calcomSignature(raw, secret),
      ...options.headers,
    },
    body: raw,
    redirect: 'manual',
  });
}

const offLimits: WebhookOptions = { secret, rule: { max: 0, windowMs: 60_000 } };
const deliver = (request: Request, options: WebhookOptions = offLimits) =>
  handleBookingWebhook(request, options);

for (const engine of engines()) {
  describe(`POST /api/webhooks/booking on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);

    const bookings = async () =>
      (
        await test.db.query<Record<string, unknown>>(
          `SELECT id, provider, created_at, starts_at, status, rescheduled_from, session_ref, session_id,
             utm_source, utm_medium, utm_campaign, utm_term, utm_content, variant, page
           FROM booking ORDER BY received_at, id`,
        )
      ).rows;
    const booked = async () =>
      (
        await test.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM booking WHERE status = 'booked'`,
        )
      ).rows[0]?.n;
    const conversions = async () =>
      (
        await test.db.query<{
          event_type: string;
          session_id: string;
          variant: string | null;
          day: string;
        }>(
          `SELECT event_type, session_id, variant, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day
           FROM analytics_events WHERE event_type IN ('booked_demo', 'booking_cancelled') ORDER BY id`,
        )
      ).rows;
    const sessionBooked = async () =>
      (
        await test.db.query<{ booked: boolean }>(
          'SELECT booked FROM analytics_sessions WHERE session_id = $1',
          [sessionId],
        )
      ).rows[0]?.booked;

    beforeEach(async () => {
      await test.db.query('DELETE FROM booking');
      await test.db.query('DELETE FROM analytics_events');
      await test.db.query('DELETE FROM analytics_sessions');
      await test.db.query(
        `INSERT INTO analytics_sessions (session_id, first_seen, landing_page, utm_source, utm_medium,
           utm_campaign, click_id, device, channel, page_views, booking_clicked)
         VALUES ($1, '2026-04-02T15:00:00Z', '/pools', 'google', 'cpc', 'spring-pools', 'gclid',
           'desktop', 'Paid Search', 2, true)`,
        [sessionId],
      );
    });

    it('stores a Calendly booking as booked, with its session, variant and UTM values', async () => {
      const response = await deliver(fromCalendly(calendlyCreated()));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, outcome: 'booked' });
      expect(await bookings()).toEqual([
        {
          id: `calendly:${oldInvitee}`,
          provider: 'calendly',
          created_at: new Date('2026-04-02T15:04:06.494Z'),
          starts_at: new Date('2026-04-09T16:00:00Z'),
          status: 'booked',
          rescheduled_from: null,
          session_ref: ref,
          session_id: sessionId,
          utm_source: 'google',
          utm_medium: 'cpc',
          utm_campaign: 'spring-pools',
          utm_term: null,
          utm_content: null,
          variant: 'pool',
          page: null,
        },
      ]);
      expect(await sessionBooked()).toBe(true);
      expect(await conversions()).toEqual([
        { event_type: 'booked_demo', session_id: sessionId, variant: 'pool', day: '2026-04-02' },
      ]);
    });

    it('stores a Cal.com booking with the reference, variant and page from its metadata', async () => {
      const response = await deliver(fromCalcom(calcomCreated()));
      expect(response.status).toBe(200);
      expect(await bookings()).toEqual([
        expect.objectContaining({
          id: 'calcom:bFJeNb2uX8ANpT3JL5EfXw',
          provider: 'calcom',
          created_at: new Date('2026-04-02T15:04:07.538Z'),
          starts_at: new Date('2026-04-09T16:00:00Z'),
          status: 'booked',
          session_ref: ref,
          session_id: sessionId,
          utm_source: null,
          utm_campaign: null,
          variant: 'hvac',
          page: '/industries/hvac',
        }),
      ]);
      expect(await sessionBooked()).toBe(true);
    });

    it('keeps the campaign of a delivery whose reference it does not know, under variant other', async () => {
      // The research's own example value: not our reference form, so it is a real utm_content.
      await deliver(fromCalendly(calendlyCreated('jr_k3f9q2_pool')));
      expect(await bookings()).toEqual([
        expect.objectContaining({
          session_ref: null,
          session_id: null,
          utm_campaign: 'spring-pools',
          utm_content: 'jr_k3f9q2_pool',
          variant: 'other',
        }),
      ]);
      await deliver(
        fromCalcom(calcomCreated({ ref: 'ffffffffffff', variant: 'pool', page: '/pools' })),
      );
      expect((await bookings())[1]).toEqual(
        expect.objectContaining({
          session_ref: 'ffffffffffff',
          session_id: null,
          variant: 'other',
          page: null,
        }),
      );
      expect(await sessionBooked()).toBe(false);
    });

    it('matches no session when two share the reference', async () => {
      await test.db.query(
        `INSERT INTO analytics_sessions (session_id, first_seen, page_views) VALUES ($1, now(), 1)`,
        [`${sessionId.slice(0, 13)}-4000-8000-000000000000`],
      );
      await deliver(fromCalcom(calcomCreated()));
      expect(await bookings()).toEqual([
        expect.objectContaining({
          session_ref: ref,
          session_id: null,
          variant: 'other',
          page: null,
        }),
      ]);
    });

    it('changes nothing on a repeated delivery', async () => {
      for (const request of [
        () => fromCalendly(calendlyCreated()),
        () => fromCalcom(calcomCreated()),
      ]) {
        expect((await deliver(request())).status).toBe(200);
        const before = await bookings();
        const response = await deliver(request());
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual({ ok: true, outcome: 'unchanged' });
        expect(await bookings()).toEqual(before);
      }
      expect(await conversions()).toHaveLength(2);
    });

    it('moves a booking to cancelled, once, and the session is no longer booked', async () => {
      await deliver(fromCalendly(calendlyCreated()));
      const response = await deliver(fromCalendly(calendlyCanceled(false)));
      expect(await response.json()).toEqual({ ok: true, outcome: 'cancelled' });
      await deliver(fromCalendly(calendlyCanceled(false)));
      expect(await bookings()).toEqual([
        expect.objectContaining({ status: 'cancelled', session_id: sessionId }),
      ]);
      expect(await sessionBooked()).toBe(false);
      expect(await conversions()).toEqual([
        { event_type: 'booked_demo', session_id: sessionId, variant: 'pool', day: '2026-04-02' },
        {
          event_type: 'booking_cancelled',
          session_id: sessionId,
          variant: 'pool',
          day: '2026-04-02',
        },
      ]);

      await deliver(fromCalcom(calcomCreated()));
      await deliver(fromCalcom(calcomCancelled()));
      expect((await bookings())[1]).toEqual(expect.objectContaining({ status: 'cancelled' }));
      expect(await sessionBooked()).toBe(false);
    });

    it('keeps the session booked while another of its bookings is live', async () => {
      await deliver(fromCalendly(calendlyCreated()));
      await deliver(fromCalcom(calcomCreated()));
      await deliver(fromCalcom(calcomCancelled()));
      expect(await sessionBooked()).toBe(true);
    });

    it.each([
      ['cancel first', ['cancel', 'create']],
      ['new invitee first', ['create', 'cancel']],
    ])('keeps a Calendly reschedule one booked demo (%s)', async (_, order) => {
      await deliver(fromCalendly(calendlyCreated()));
      for (const step of order) {
        const body = step === 'cancel' ? calendlyCanceled(true) : calendlyRescheduledCreated();
        expect((await deliver(fromCalendly(body))).status).toBe(200);
      }
      expect(await booked()).toBe(1);
      const rows = await bookings();
      expect(rows).toEqual([
        expect.objectContaining({ id: `calendly:${oldInvitee}`, status: 'rescheduled' }),
        expect.objectContaining({
          id: `calendly:${newInvitee}`,
          status: 'booked',
          rescheduled_from: `calendly:${oldInvitee}`,
          // The first booking's day and attribution.
          created_at: new Date('2026-04-02T15:04:06.494Z'),
          starts_at: new Date('2026-04-10T16:00:00Z'),
          session_id: sessionId,
          variant: 'pool',
          utm_campaign: 'spring-pools',
        }),
      ]);
      expect(await conversions()).toEqual([
        { event_type: 'booked_demo', session_id: sessionId, variant: 'pool', day: '2026-04-02' },
      ]);
      expect(await sessionBooked()).toBe(true);
    });

    it('keeps a Cal.com reschedule one booked demo, and ignores a cancel of the old uid after it', async () => {
      await deliver(fromCalcom(calcomCreated()));
      expect(await (await deliver(fromCalcom(calcomRescheduled()))).json()).toEqual({
        ok: true,
        outcome: 'rescheduled',
      });
      await deliver(fromCalcom(calcomRescheduled()));
      await deliver(fromCalcom(calcomCancelled()));
      expect(await booked()).toBe(1);
      expect(await bookings()).toEqual([
        expect.objectContaining({ id: 'calcom:bFJeNb2uX8ANpT3JL5EfXw', status: 'rescheduled' }),
        expect.objectContaining({
          id: 'calcom:9TqWc1mZr0aLx2b3NnYyPq',
          status: 'booked',
          rescheduled_from: 'calcom:bFJeNb2uX8ANpT3JL5EfXw',
          created_at: new Date('2026-04-02T15:04:07.538Z'),
          variant: 'hvac',
          page: '/industries/hvac',
          session_id: sessionId,
        }),
      ]);
      expect(await conversions()).toHaveLength(1);
      // Cancelling the moved booking cancels the demo.
      await deliver(fromCalcom(calcomCancelled('9TqWc1mZr0aLx2b3NnYyPq')));
      expect(await booked()).toBe(0);
      expect(await sessionBooked()).toBe(false);
    });

    it('keeps a late retry of a replaced booking replaced, and a reschedule of an unseen booking booked', async () => {
      await deliver(fromCalendly(calendlyRescheduledCreated()));
      await deliver(fromCalendly(calendlyCreated()));
      expect(await booked()).toBe(1);
      expect(await bookings()).toEqual([
        expect.objectContaining({
          id: `calendly:${newInvitee}`,
          status: 'booked',
          rescheduled_from: `calendly:${oldInvitee}`,
          created_at: new Date('2026-04-05T09:12:00.800Z'),
          session_id: sessionId,
        }),
        expect.objectContaining({ id: `calendly:${oldInvitee}`, status: 'rescheduled' }),
      ]);
      expect(await conversions()).toHaveLength(1);
    });

    it('answers 200 to a cancellation of a booking it never saw, storing it cancelled without attribution', async () => {
      const response = await deliver(fromCalcom(calcomCancelled('unknownUid123')));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, outcome: 'cancelled-unknown' });
      expect(await bookings()).toEqual([
        expect.objectContaining({
          id: 'calcom:unknownUid123',
          status: 'cancelled',
          session_ref: null,
          variant: 'other',
        }),
      ]);
      expect(await conversions()).toEqual([]);
      // Its creation arriving late does not count it.
      const late = calcomCreated();
      late.payload.uid = 'unknownUid123';
      await deliver(fromCalcom(late));
      expect(await booked()).toBe(0);
    });

    it('ignores event types it does not handle with 200', async () => {
      for (const request of [
        fromCalendly({ event: 'routing_form_submission.created', payload: {} }),
        fromCalcom({
          triggerEvent: 'MEETING_ENDED',
          createdAt: '2026-04-09T16:30:00Z',
          payload: {},
        }),
      ]) {
        const response = await deliver(request);
        expect(response.status).toBe(200);
        expect(await response.json()).toEqual(expect.objectContaining({ ignored: true }));
      }
      expect(await bookings()).toEqual([]);
    });

    describe('refuses, storing nothing', () => {
      const raw = JSON.stringify(calendlyCreated());
      it.each<[string, () => Request, number]>([
        [
          'a Calendly signature by another key',
          () => fromCalendly(calendlyCreated(), { key: 'not-the-key' }),
          401,
        ],
        [
          'a Calendly signature of another body',
          () => {
            const request = fromCalendly(calendlyCreated());
            return new Request(url, {
              method: 'POST',
              headers: request.headers,
              body: raw.replace('spring-pools', 'summer-pools'),
            });
          },
          401,
        ],
        [
          'a Cal.com signature by another secret',
          () =>
            fromCalcom(calcomCreated(), {
              signature: createHmac('sha256', 'other')
                .update(JSON.stringify(calcomCreated()))
                .digest('hex'),
            }),
          401,
        ],
        [
          'an unsigned delivery',
          () =>
            new Request(url, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: raw,
            }),
          401,
        ],
        [
          'Cal.com without a secret (no-secret-provided)',
          () => fromCalcom(calcomCreated(), { signature: 'no-secret-provided' }),
          401,
        ],
        [
          'a Calendly timestamp six minutes old (a replay)',
          () => fromCalendly(calendlyCreated(), { t: nowSeconds() - 360 }),
          401,
        ],
        [
          'a Calendly timestamp six minutes ahead',
          () => fromCalendly(calendlyCreated(), { t: nowSeconds() + 360 }),
          401,
        ],
        [
          'a body of another media type',
          () =>
            fromCalcom(calcomCreated(), {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
            }),
          415,
        ],
        ['malformed JSON', () => fromCalcom('{"triggerEvent": "BOOKING_CREATED",'), 400],
        [
          'a NUL byte in a string',
          () =>
            fromCalcom(
              JSON.stringify(calcomCreated()).replace('"jackie-demo"', '"jackie\\u0000demo"'),
            ),
          400,
        ],
        [
          'an unpaired surrogate',
          () =>
            fromCalcom(
              JSON.stringify(calcomCreated()).replace('"jackie-demo"', '"jackie\\ud800demo"'),
            ),
          400,
        ],
        [
          'bytes that are not UTF-8',
          () => fromCalcom(Buffer.from([0x7b, 0xff, 0x7d]).toString('latin1')),
          400,
        ],
        [
          'a handled type without its fields',
          () => fromCalendly({ event: 'invitee.created', payload: { uri: 'x' } }),
          400,
        ],
        [
          'a Calendly start in year 275760, which PostgreSQL cannot store',
          () => {
            const body = calendlyCreated();
            body.payload.scheduled_event.start_time = '+275760-09-13T00:00:00.000Z';
            return fromCalendly(body);
          },
          400,
        ],
        [
          'a Calendly booking made in 1900',
          () => {
            const body = calendlyCreated();
            body.payload.created_at = '1900-01-01T00:00:00.000000Z';
            return fromCalendly(body);
          },
          400,
        ],
        [
          'a Cal.com start eleven years ahead',
          () => {
            const body = calcomCreated();
            const start = new Date();
            start.setUTCFullYear(start.getUTCFullYear() + 11);
            body.payload.startTime = start.toISOString();
            return fromCalcom(body);
          },
          400,
        ],
        [
          'a Cal.com cancellation dated in year 0000',
          () =>
            fromCalcom({ ...calcomCancelled('unknownUid123'), createdAt: '0000-01-01T00:00:00Z' }),
          400,
        ],
        [
          'a body declared over 64 KB',
          () =>
            fromCalcom(calcomCreated(), { headers: { 'content-length': String(64 * 1024 + 1) } }),
          413,
        ],
        [
          'a body over 64 KB',
          () => fromCalcom({ ...calcomCreated(), padding: 'x'.repeat(64 * 1024) }),
          413,
        ],
        [
          'a streamed body over 64 KB',
          () =>
            new Request(url, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                'x-cal-signature-256': '0'.repeat(64),
              },
              body: new ReadableStream({
                pull(controller) {
                  controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
                },
              }),
              duplex: 'half',
            } as RequestInit),
          413,
        ],
      ])('%s', async (_, request, status) => {
        const response = await deliver(request());
        expect(response.status).toBe(status);
        expect(await response.json()).toEqual({
          error: expect.objectContaining({ code: expect.any(String) }),
        });
        expect(await bookings()).toEqual([]);
        expect(await conversions()).toEqual([]);
      });
    });

    it('says which times a booking may have when one lies outside them', async () => {
      const body = calendlyCreated();
      body.payload.created_at = '1900-01-01T00:00:00.000000Z';
      const response = await deliver(fromCalendly(body));
      expect(response.status).toBe(400);
      const latest = new Date();
      latest.setUTCFullYear(latest.getUTCFullYear() + 10);
      const window = `between 2000-01-01 and ${latest.toISOString().slice(0, 10)}`;
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_delivery',
          message: `A booking’s times must be ${window} (UTC).`,
          issues: [{ path: 'payload.created_at', message: `must be ${window}` }],
        },
      });
    });

    it('answers 503 naming BOOKING_WEBHOOK_SECRET when it is not set', async () => {
      const response = await deliver(fromCalcom(calcomCreated()), { secret: undefined });
      expect(response.status).toBe(503);
      expect((await response.json()).error.message).toContain('BOOKING_WEBHOOK_SECRET');
      expect(await bookings()).toEqual([]);
    });

    it('is the route, reading the secret from the environment', async () => {
      const { POST } = await import('@/app/api/webhooks/booking/route');
      expect((await POST(fromCalcom(calcomCreated()))).status).toBe(200);
      expect(
        (await POST(fromCalcom(calcomCreated(), { signature: 'no-secret-provided' }))).status,
      ).toBe(401);
      expect(await booked()).toBe(1);
    });

    it('lets 120 deliveries a minute from one address through, then answers 429 with Retry-After', async () => {
      const options: WebhookOptions = { secret, limitName: `booking-webhook-test-${engine.name}` };
      const ignored = { event: 'invitee.no_show', payload: {} };
      for (let i = 0; i < 120; i += 1) {
        expect((await deliver(fromCalendly(ignored), options)).status).toBe(200);
      }
      const refused = await deliver(fromCalendly(ignored), options);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });

    it('stores no attendee name, email or phone anywhere', async () => {
      await deliver(fromCalendly(calendlyCreated()));
      await deliver(fromCalendly(calendlyCanceled(true)));
      await deliver(fromCalendly(calendlyRescheduledCreated()));
      await deliver(fromCalendly(calendlyCanceled(false)));
      await deliver(fromCalcom(calcomCreated()));
      await deliver(fromCalcom(calcomRescheduled()));
      await deliver(fromCalcom(calcomCancelled('9TqWc1mZr0aLx2b3NnYyPq')));
      expect((await bookings()).length).toBeGreaterThan(0);
      const tables = await test.db.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
      );
      expect(tables.rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining(['booking', 'analytics_events', 'analytics_sessions']),
      );
      for (const { table_name } of tables.rows) {
        for (const needle of [
          attendee.email,
          attendee.name,
          'Pat',
          attendee.host,
          'Jackie Host',
          'reschedulings',
        ]) {
          const { rows } = await test.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM "${table_name}" AS t WHERE t::text ILIKE $1`,
            [`%${needle}%`],
          );
          expect({ table_name, needle, n: rows[0]?.n }).toEqual({ table_name, needle, n: 0 });
        }
      }
    });
  });
}
