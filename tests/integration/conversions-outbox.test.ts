/**
 * The conversions outbox on both engines, against local fakes of Meta, Google and Microsoft
 * (tests/fakes/ad-platforms.ts: each checks method, path, credentials and every field): a booked
 * demo received through POST /api/webhooks/booking (signed as Calendly signs) is queued with its
 * hashed contact details, then sent once by the sender, whatever the repeats, the instances, the
 * failures and the cancellations. The destinations and the test's clock are given to the code
 * under test; process.env is left alone.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshServices, landingView, sendWith } from '@/lib/analytics/ingest-test-kit';
import { refOf } from '@/lib/bookings/reference';
import { handleBookingWebhook } from '@/lib/bookings/webhook';
import { conversionLogCsv } from '@/lib/conversions/admin';
import { type ConversionDestinations, conversionDestinations } from '@/lib/conversions/config';
import {
  cancelledBeforeSending,
  conversionSender,
  maxConversionAttempts,
  type QueueSettings,
} from '@/lib/conversions/outbox';
import type { Platform } from '@/lib/conversions/types';
import type { Database } from '@/lib/db/client';
import {
  conversionSummary,
  listConversionLog,
  matchKeyShares,
  sendConversionAgain,
} from '@/lib/db/queries/conversion-log';
import { listConversionsOfBooking } from '@/lib/db/queries/conversion-outbox';
import { insertEvents } from '@/lib/db/queries/events';
import { calendlyCanceled, calendlyCreated, calendlySignature } from '@/tests/booking-deliveries';
import { places, usePlace } from '@/tests/db/harness';
import {
  type FailMode,
  startGoogleFake,
  startMetaFake,
  startMicrosoftFake,
  testServiceAccount,
} from '@/tests/fakes/ad-platforms';

const secret = 'calendly-signing-key-for-conversions';
const minute = 60_000;
const day = 24 * 60 * minute;
const delayMs = 30 * minute;

/** The test's clock, shared by the webhook, the senders and the fakes. */
let clock = Date.now();
const now = () => new Date(clock);

const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const email = 'Dana.Reyes+ads@Gmail.com';
const phone = '(650) 555-1212';

const credentials = {
  pixelId: '1234567890',
  metaToken: 'EAAGtestTokenForTheMetaFake',
  customerId: '1234567890',
  conversionActionId: '987654321',
  tagId: '343001234',
  microsoftToken: 'ms-capi-token-for-the-fake',
};
const account = testServiceAccount();

let meta: Awaited<ReturnType<typeof startMetaFake>>;
let google: Awaited<ReturnType<typeof startGoogleFake>>;
let microsoft: Awaited<ReturnType<typeof startMicrosoftFake>>;
let destinations: ConversionDestinations;
const none: ConversionDestinations = { meta: null, google: null, microsoft: null };

beforeAll(async () => {
  meta = await startMetaFake({
    pixelId: credentials.pixelId,
    accessToken: credentials.metaToken,
    now,
  });
  google = await startGoogleFake({
    customerId: credentials.customerId,
    conversionActionId: credentials.conversionActionId,
    clientEmail: account.clientEmail,
    publicKey: account.publicKey,
    now,
  });
  microsoft = await startMicrosoftFake({
    tagId: credentials.tagId,
    accessToken: credentials.microsoftToken,
    now,
  });
  destinations = conversionDestinations({
    META_PIXEL_ID: credentials.pixelId,
    META_CAPI_TOKEN: credentials.metaToken,
    META_CAPI_URL: meta.url,
    GOOGLE_ADS_CUSTOMER_ID: credentials.customerId,
    GOOGLE_ADS_CONVERSION_ACTION_ID: credentials.conversionActionId,
    GOOGLE_SERVICE_ACCOUNT_JSON: account.json,
    GOOGLE_DATA_MANAGER_URL: google.url,
    GOOGLE_OAUTH_TOKEN_URL: `${google.url}/token`,
    MICROSOFT_UET_TAG_ID: credentials.tagId,
    MICROSOFT_CAPI_TOKEN: credentials.microsoftToken,
    MICROSOFT_CAPI_URL: microsoft.url,
  });
});
afterAll(async () => {
  await Promise.all([meta?.close(), google?.close(), microsoft?.close()]);
});

/** A visit that landed `minutesAgo` before the clock with `query` in its URL; its session id. */
async function visit(db: Database, n: number, query: string, minutesAgo = 20): Promise<string> {
  const sessionId = `${(0x5e550000 + n).toString(16)}-7b4d-4e21-9a0b-5c6d7e8f9012`;
  const url = `https://jackie.example/pools?utm_source=ads&${query}`;
  await insertEvents(db, [
    landingView({
      sessionId,
      url,
      page: '/pools',
      userAgent: browser,
      receivedAt: new Date(clock - minutesAgo * minute),
    }),
  ]);
  return sessionId;
}

const invitee = (n: number) =>
  `https://api.calendly.com/scheduled_events/0c0a0000-0000-4000-8000-00000000000${n}/invitees/1nv17ee0-0000-4000-8000-00000000000${n}`;
const bookingId = (n: number) => `calendly:${invitee(n)}`;
/** The id the platforms are given: Calendly's invitee uuid. */
const eventId = (n: number) => `1nv17ee0-0000-4000-8000-00000000000${n}`;

/** Calendly's invitee.created for booking `n` from `sessionId`'s link, booked `minutesAgo` ago. */
function created(n: number, sessionId: string, minutesAgo = 2) {
  const delivery = calendlyCreated(`jk_${refOf(sessionId)}_pool`);
  return {
    ...delivery,
    payload: {
      ...delivery.payload,
      uri: invitee(n),
      created_at: new Date(clock - minutesAgo * minute).toISOString(),
      email,
      text_reminder_number: phone,
      scheduled_event: {
        ...delivery.payload.scheduled_event,
        start_time: new Date(clock + 3 * day).toISOString(),
      },
    },
  };
}

function cancelled(n: number) {
  const delivery = calendlyCanceled(false);
  return { ...delivery, payload: { ...delivery.payload, uri: invitee(n) } };
}

/** POSTs a delivery as Calendly does, at the clock's time. */
async function deliver(body: unknown, conversions: QueueSettings = { destinations, delayMs }) {
  const raw = JSON.stringify(body);
  const request = new Request('http://localhost:3000/api/webhooks/booking', {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'calendly-webhook-signature': calendlySignature(raw, secret, Math.floor(clock / 1000)),
    },
    body: raw,
  });
  const response = await handleBookingWebhook(request, {
    secret,
    rule: { max: 0, windowMs: 60_000 },
    now: () => clock,
    conversions,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string };
}

const sender = () => conversionSender({ destinations, now });

/** Everything each fake received for booking `n`. */
const received = (n: number) => ({
  meta: meta.events.filter((event) => event.event_id === eventId(n)),
  google: google.events.filter((event) => event.transactionId === eventId(n)),
  microsoft: microsoft.events.filter((event) => event.eventId === eventId(n)),
});

for (const place of places('jackie-conversions')) {
  describe(`the conversions outbox on ${place.name}`, () => {
    const test = usePlace(place.make);
    beforeEach(async () => {
      clock = Date.now();
      await test.db.query('DELETE FROM booking');
      await test.db.query('DELETE FROM analytics_events');
      await test.db.query('DELETE FROM analytics_sessions');
      for (const fake of [meta, google, microsoft]) fake.received.length = 0;
      meta.events.length = 0;
      google.events.length = 0;
      microsoft.events.length = 0;
    });

    const rows = (n: number) => listConversionsOfBooking(test.db, bookingId(n));
    const rowOf = async (n: number, platform: Platform) =>
      (await rows(n)).find((row) => row.platform === platform);
    /** Booked demo `n` from a visit with `query`. */
    const book = async (n: number, query: string) =>
      deliver(created(n, await visit(test.db, n, query)));
    /** Sends once due, `platform` answering its first request with `failure`; its row of `n`. */
    async function sendFailing(n: number, platform: Platform, failure: FailMode) {
      clock += delayMs;
      ({ meta, google, microsoft })[platform].failNext(1, failure);
      await sender().drain(test.db);
      return rowOf(n, platform);
    }
    const states = async (n: number) =>
      Object.fromEntries((await rows(n)).map((row) => [row.platform, row.state]));

    it('queues hashed details only, then sends a gclid visit to Google once, with its booking id', async () => {
      const session = await visit(test.db, 1, 'gclid=Cj0KCQiA-gclid_1');
      expect(await deliver(created(1, session))).toEqual({ ok: true, outcome: 'booked' });

      const queued = await rows(1);
      expect(queued.map((row) => [row.platform, row.state])).toEqual([
        ['google', 'queued'],
        ['meta', 'queued'],
        ['microsoft', 'queued'],
      ]);
      expect(queued.every((row) => row.due_at.getTime() === clock + delayMs)).toBe(true);
      expect(queued.find((row) => row.platform === 'google')?.hashed).toEqual({
        email: expect.stringMatching(/^[0-9a-f]{64}$/),
        phone: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
      // No raw detail anywhere in the database.
      const { rows: leaks } = await test.db.query(
        `SELECT 1 FROM conversion_outbox WHERE hashed::text ILIKE '%gmail%' OR hashed::text LIKE '%555%'
         UNION ALL SELECT 1 FROM booking WHERE row_to_json(booking)::text ILIKE '%gmail%'`,
      );
      expect(leaks).toEqual([]);

      // Not before the wait is over.
      expect((await sender().drain(test.db)).claimed).toBe(0);
      expect(google.received).toEqual([]);

      clock += delayMs + minute;
      await sender().drain(test.db);
      const [event] = received(1).google;
      expect(received(1).google).toHaveLength(1);
      expect(event).toMatchObject({
        transactionId: eventId(1),
        adIdentifiers: { gclid: 'Cj0KCQiA-gclid_1' },
        userData: {
          userIdentifiers: [
            { emailAddress: queued.find((row) => row.platform === 'google')?.hashed?.email },
            { phoneNumber: queued.find((row) => row.platform === 'google')?.hashed?.phone },
          ],
        },
      });
      const pending = (await rows(1)).find((row) => row.platform === 'google');
      expect(pending).toMatchObject({ state: 'pending', request_id: expect.stringMatching(/^t-/) });
      expect(await states(1)).toEqual({ google: 'pending', meta: 'done', microsoft: 'done' });

      // Google's processing is checked 30 minutes later; the event is not sent again.
      clock += 31 * minute;
      await sender().drain(test.db);
      expect(await states(1)).toEqual({ google: 'done', meta: 'done', microsoft: 'done' });
      expect(received(1).google).toHaveLength(1);
      expect(
        google.received.filter((request) => request.path.startsWith('/v1/events:ingest')),
      ).toHaveLength(1);
      expect((await rows(1)).every((row) => row.hashed === null && row.sent_at !== null)).toBe(
        true,
      );
    });

    it('sends an fbclid visit to Meta with fbc built from the landing time', async () => {
      const session = await visit(test.db, 2, 'fbclid=IwAR2F4-dbP0l7Mn1Iaw_Q');
      const landed = clock - 20 * minute;
      await deliver(created(2, session));
      clock += delayMs;
      await sender().drain(test.db);
      expect(received(2).meta).toEqual([
        {
          event_name: 'Schedule',
          event_time: Math.floor((clock - delayMs - 2 * minute) / 1000),
          event_id: eventId(2),
          action_source: 'website',
          event_source_url:
            'https://jackie.example/pools?utm_source=ads&fbclid=IwAR2F4-dbP0l7Mn1Iaw_Q',
          user_data: {
            client_user_agent: browser,
            em: [expect.stringMatching(/^[0-9a-f]{64}$/)],
            ph: [expect.stringMatching(/^[0-9a-f]{64}$/)],
            fbc: `fb.1.${landed}.IwAR2F4-dbP0l7Mn1Iaw_Q`,
            external_id: [expect.stringMatching(/^[0-9a-f]{64}$/)],
          },
        },
      ]);
      expect((await states(2)).meta).toBe('done');
    });

    it('sends an msclkid visit to Microsoft with its msclkid', async () => {
      const session = await visit(test.db, 3, 'msclkid=a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6');
      await deliver(created(3, session));
      clock += delayMs;
      await sender().drain(test.db);
      expect(received(3).microsoft).toHaveLength(1);
      expect(received(3).microsoft[0]).toMatchObject({
        eventId: eventId(3),
        eventName: 'book_demo',
        userData: {
          msclkid: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
          em: expect.stringMatching(/^[0-9a-f]{64}$/),
          ph: expect.stringMatching(/^[0-9a-f]{64}$/),
          clientUserAgent: browser,
        },
      });
      expect((await states(3)).microsoft).toBe('done');
    });

    it('sends once for a delivery received twice and two instances sending at once', async () => {
      const sessions = [
        await visit(
          test.db,
          4,
          'gclid=Cj0-four&fbclid=IwAR-four&msclkid=44444444444444444444444444444444',
        ),
        await visit(test.db, 5, 'gclid=Cj0-five'),
      ];
      expect((await deliver(created(4, sessions[0] as string))).outcome).toBe('booked');
      expect((await deliver(created(4, sessions[0] as string))).outcome).toBe('unchanged');
      await deliver(created(5, sessions[1] as string));
      const { rows: count } = await test.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM conversion_outbox',
      );
      expect(count[0]?.n).toBe(6);

      clock += delayMs;
      const other = test.place.shared ? await test.place.open() : test.db;
      try {
        await Promise.all([
          sender().drain(test.db),
          sender().drain(other),
          sender().drain(test.db),
          sender().drain(other),
        ]);
      } finally {
        if (other !== test.db) await other.close();
      }
      for (const n of [4, 5]) {
        expect(received(n).meta).toHaveLength(1);
        expect(received(n).google).toHaveLength(1);
        expect(received(n).microsoft).toHaveLength(1);
      }
    });

    it('retries a platform that answers 500, then sends once', async () => {
      await book(6, 'msclkid=66666666666666666666666666666666');
      const failed = await sendFailing(6, 'microsoft', 'server-error');
      expect(failed).toMatchObject({ state: 'queued', attempts: 1, sent_at: null });
      expect(failed?.last_message).toMatch(/HTTP 500/);
      expect(failed?.hashed).not.toBeNull();
      expect(received(6).microsoft).toEqual([]);

      // Not again before its backoff, then once.
      await sender().drain(test.db);
      expect(microsoft.received).toHaveLength(1);
      clock += 2 * minute;
      await sender().drain(test.db);
      await sender().drain(test.db);
      expect(microsoft.received).toHaveLength(2);
      expect(received(6).microsoft).toHaveLength(1);
      expect(await rowOf(6, 'microsoft')).toMatchObject({
        state: 'done',
        attempts: 2,
        hashed: null,
        last_message: null,
      });
    });

    it('gives up a conversion the platform refuses with 400, keeping its message', async () => {
      await book(7, 'fbclid=IwAR-seven');
      const refused = await sendFailing(7, 'meta', 'invalid');
      expect(received(7).meta).toEqual([]);
      expect(refused).toMatchObject({
        state: 'given_up',
        hashed: null,
        last_message: 'Meta: Forced failure.',
      });
      // Given up is final: nothing is sent again.
      clock += day;
      await sender().drain(test.db);
      expect(meta.received).toHaveLength(1);
    });

    it('sends nothing for a demo cancelled before the send, and marks one cancelled after it', async () => {
      const session = await visit(test.db, 8, 'gclid=Cj0-eight&fbclid=IwAR-eight');
      await deliver(created(8, session));
      clock += 10 * minute;
      expect((await deliver(cancelled(8))).outcome).toBe('cancelled');
      clock += delayMs;
      await sender().drain(test.db);
      expect([meta.received, google.received, microsoft.received]).toEqual([[], [], []]);
      expect(
        (await rows(8)).map((row) => [row.platform, row.state, row.last_message, row.hashed]),
      ).toEqual([
        ['google', 'skipped', cancelledBeforeSending, null],
        ['meta', 'skipped', cancelledBeforeSending, null],
        ['microsoft', 'skipped', cancelledBeforeSending, null],
      ]);

      const later = await visit(test.db, 9, 'fbclid=IwAR-nine');
      await deliver(created(9, later));
      clock += delayMs;
      await sender().drain(test.db);
      expect((await deliver(cancelled(9))).outcome).toBe('cancelled');
      const after = (await rows(9)).find((row) => row.platform === 'meta');
      expect(after).toMatchObject({ state: 'skipped', sent_at: expect.any(Date) });
      expect(after?.last_message).toMatch(/^Canceled after sending: Meta/);
      expect(received(9).meta).toHaveLength(1);
    });

    it('never sends Meta an event older than 7 days', async () => {
      const session = await visit(test.db, 1, 'gclid=Cj0-old&fbclid=IwAR-old', 8 * 24 * 60 + 30);
      await deliver(created(1, session, 8 * 24 * 60));
      clock += delayMs;
      await sender().drain(test.db);
      expect(meta.received).toEqual([]);
      const old = (await rows(1)).find((row) => row.platform === 'meta');
      expect(old).toMatchObject({ state: 'given_up', hashed: null });
      expect(old?.last_message).toMatch(/Older than 7 days/);
      // Google takes a click up to 90 days old.
      expect(received(1).google).toHaveLength(1);
    });

    it('with no destination configured, queues nothing and keeps no click id value', async () => {
      const services = await freshServices(test.db);
      try {
        const sessionId = '0d0e0f10-7b4d-4e21-9a0b-5c6d7e8f9012';
        const response = await sendWith(services, {
          events: [
            {
              event_type: 'page_view',
              session_id: sessionId,
              page: '/pools',
              url: 'https://jackie.example/pools?gclid=Cj0-none&fbclid=IwAR-none',
            },
          ],
        });
        expect(response.status).toBe(202);
        const { rows: session } = await test.db.query(
          'SELECT click_id, click_ids FROM analytics_sessions',
        );
        expect(session).toEqual([{ click_id: 'gclid', click_ids: null }]);
        await deliver(created(2, sessionId), { destinations: none, delayMs });
        const { rows: queued } = await test.db.query('SELECT * FROM conversion_outbox');
        expect(queued).toEqual([]);
        clock += delayMs;
        expect(await conversionSender({ destinations: none, now }).drain(test.db)).toEqual({
          claimed: 0,
          requests: 0,
        });
      } finally {
        await services.writer.close();
      }
    });

    it('sends again, hours later, a click Google found too recent, and checks it once more', async () => {
      await book(4, 'gclid=Cj0-recent');
      clock += delayMs;
      // A fresh sender asks for a token first (which takes no failure), then ingests.
      google.failNext(2, 'too-recent');
      await sender().drain(test.db);
      clock += 31 * minute;
      await sender().drain(test.db);
      const recent = await rowOf(4, 'google');
      expect(recent).toMatchObject({ state: 'queued', request_id: null, sent_at: null });
      expect(recent?.last_message).toMatch(/too recent/);
      expect(recent?.hashed).not.toBeNull();
      expect(received(4).google).toEqual([]);

      clock += 6 * 60 * minute;
      await sender().drain(test.db);
      clock += 31 * minute;
      await sender().drain(test.db);
      expect(await rowOf(4, 'google')).toMatchObject({ state: 'done', attempts: 2, hashed: null });
      expect(received(4).google).toHaveLength(1);
    });

    it('starts no request that could outlast its lease, and gives those rows back at once', async () => {
      await book(5, 'gclid=Cj0-five');
      clock += delayMs;
      // Each request may take 200 s: two of them (a token, the request) outlast a 5-minute lease.
      const slow = conversionSender({ destinations, now, timeoutMs: 200_000 });
      expect(await slow.sendDue(test.db)).toEqual({ claimed: 3, requests: 0 });
      expect((await rows(5)).map((row) => [row.platform, row.state, row.attempts])).toEqual([
        ['google', 'queued', 0],
        ['meta', 'queued', 0],
        ['microsoft', 'queued', 0],
      ]);
      expect([meta.received, google.received, microsoft.received]).toEqual([[], [], []]);
      expect((await sender().sendDue(test.db)).claimed).toBe(3);
      expect(await states(5)).toEqual({ google: 'pending', meta: 'done', microsoft: 'done' });
    });

    it('gives up after the maximum of attempts, with the last reason', async () => {
      await book(3, 'msclkid=33333333333333333333333333333333');
      // Every attempt but the last already made.
      await test.db.query(
        `UPDATE conversion_outbox SET attempts = $1 WHERE platform = 'microsoft'`,
        [maxConversionAttempts - 1],
      );
      const row = await sendFailing(3, 'microsoft', 'server-error');
      expect(row).toMatchObject({ state: 'given_up', hashed: null });
      expect(row?.last_message).toMatch(/^Given up after 20 attempts: HTTP 500/);
    });

    describe('as the admin’s Conversions section reads it', () => {
      it('sums each platform’s rows, shows its newest problem until a send succeeds, and lists each demo with its visit', async () => {
        await book(1, 'gclid=Cj0-one');
        clock += delayMs;
        await sender().drain(test.db);
        await book(2, 'fbclid=IwAR-two');
        const sentAt = now();
        clock += delayMs;
        meta.failNext(1, 'invalid');
        await sender().drain(test.db);

        const summary = await conversionSummary(test.db);
        const metaSummary = summary.find((item) => item.platform === 'meta');
        // The second demo was refused after the first was accepted: its reason is the problem.
        expect(metaSummary?.counts).toMatchObject({ given_up: 1, done: 1, queued: 0 });
        expect(metaSummary?.lastSentAt).toEqual(sentAt);
        expect(metaSummary?.problem).toEqual({
          message: expect.stringMatching(/Forced failure/),
          at: now(),
        });
        expect(summary.find((item) => item.platform === 'microsoft')).toMatchObject({
          counts: { done: 2, given_up: 0 },
          problem: null,
          lastSentAt: now(),
        });
        expect(summary.find((item) => item.platform === 'google')?.counts).toMatchObject({
          pending: 1,
          done: 1,
        });

        const { entries, total } = await listConversionLog(
          test.db,
          { platform: null, state: null },
          { page: 1, pageSize: 25 },
        );
        expect(total).toBe(2);
        // Newest booking first, platforms in the admin's order, no value of a click id or a hash.
        expect(entries.map((entry) => [entry.bookingId, entry.clickId])).toEqual([
          [bookingId(2), 'fbclid'],
          [bookingId(1), 'gclid'],
        ]);
        expect(entries[1]?.visit).toEqual({
          channel: 'Paid Search',
          source: 'ads',
          campaign: '(none)',
        });
        expect(entries[0]?.rows.map((row) => [row.platform, row.state, row.hashedKeys])).toEqual([
          ['meta', 'given_up', ['email', 'phone']],
          ['google', 'pending', ['email', 'phone']],
          ['microsoft', 'done', ['email', 'phone']],
        ]);
        expect(JSON.stringify(entries)).not.toMatch(/Cj0-one|IwAR-two|[0-9a-f]{64}/);

        const givenUp = await listConversionLog(
          test.db,
          { platform: 'meta', state: 'given_up' },
          { page: 1, pageSize: 1 },
        );
        expect(givenUp).toMatchObject({ total: 1, entries: [{ bookingId: bookingId(2) }] });
        const second = await listConversionLog(
          test.db,
          { platform: null, state: null },
          { page: 2, pageSize: 1 },
        );
        expect(second).toMatchObject({ total: 2, entries: [{ bookingId: bookingId(1) }] });
        const none = await listConversionLog(
          test.db,
          { platform: 'google', state: 'given_up' },
          { page: 1, pageSize: 25 },
        );
        expect(none).toEqual({ entries: [], total: 0 });

        const csv = conversionLogCsv(entries);
        expect(csv.split('\r\n')[0]).toMatch(/^Booked,Booking service,Booking id,/);
        expect(csv.split('\r\n').filter(Boolean)).toHaveLength(1 + 6);
        expect(csv).toContain(
          `${bookingId(2)},Booked,Paid Social,ads,(none),fbclid,Meta,Given up,1,`,
        );
        expect(csv).not.toMatch(/Cj0-one|IwAR-two|[0-9a-f]{64}/);
      });

      it('counts the booked demos with a click id or a hashed email per channel', async () => {
        await book(1, 'gclid=Cj0-one');
        await book(2, 'fbclid=IwAR-two');
        await book(3, 'utm_medium=email');
        // A booking that matched no visit: no channel, still a hashed email.
        await deliver(created(4, '00000000-0000-4000-8000-000000000404'));
        const shares = await matchKeyShares(test.db, new Date(clock - day));
        const byChannel = Object.fromEntries(shares.map((item) => [item.channel, item]));
        expect(byChannel['Paid Search']).toEqual({
          channel: 'Paid Search',
          bookedDemos: 1,
          withClickId: 1,
          withEmail: 1,
          withEither: 1,
        });
        expect(shares.reduce((sum, item) => sum + item.bookedDemos, 0)).toBe(4);
        expect(byChannel.null).toMatchObject({ bookedDemos: 1, withClickId: 0, withEmail: 1 });
        expect(await matchKeyShares(test.db, new Date(clock + minute))).toEqual([]);
      });

      it('sends a given-up conversion again once, and only a given-up one', async () => {
        await book(2, 'fbclid=IwAR-two');
        const row = await sendFailing(2, 'meta', 'invalid');
        expect(row?.state).toBe('given_up');
        const { rows: ids } = await test.db.query<{ id: string; platform: string }>(
          'SELECT id, platform FROM conversion_outbox ORDER BY platform',
        );
        const idOf = (platform: string) =>
          Number(ids.find((item) => item.platform === platform)?.id);

        expect(
          await sendConversionAgain(test.db, idOf('microsoft'), { now: now(), message: 'again' }),
        ).toEqual({ kind: 'not-given-up', state: 'done' });
        expect(
          await sendConversionAgain(test.db, 999_999, { now: now(), message: 'again' }),
        ).toEqual({ kind: 'not-found' });
        expect(
          await sendConversionAgain(test.db, idOf('meta'), {
            now: now(),
            message: 'Queued again by admin@example.com.',
          }),
        ).toEqual({ kind: 'queued', bookingId: bookingId(2), platform: 'meta' });
        expect(await rowOf(2, 'meta')).toMatchObject({
          state: 'queued',
          attempts: 0,
          last_message: 'Queued again by admin@example.com.',
        });
        // A second click finds it queued: it is not queued twice.
        expect(
          await sendConversionAgain(test.db, idOf('meta'), { now: now(), message: 'again' }),
        ).toEqual({ kind: 'not-given-up', state: 'queued' });

        await sender().drain(test.db);
        expect(await rowOf(2, 'meta')).toMatchObject({ state: 'done' });
        // Sent with its click id: the hashed details went when it was given up.
        expect(received(2).meta).toHaveLength(1);
        expect(received(2).meta[0]?.user_data).toMatchObject({
          fbc: expect.stringMatching(/IwAR-two$/),
        });
        expect(received(2).meta[0]?.user_data).not.toHaveProperty('em');
      });

      it('keeps conversions refused for wrong credentials waiting, says so, and sends them once fixed', async () => {
        await book(2, 'fbclid=IwAR-two');
        clock += delayMs;
        const wrong = conversionDestinations({
          META_PIXEL_ID: credentials.pixelId,
          META_CAPI_TOKEN: 'EAAG-a-token-that-was-revoked',
          META_CAPI_URL: meta.url,
        });
        await conversionSender({ destinations: wrong, now }).drain(test.db);
        expect(await rowOf(2, 'meta')).toMatchObject({ state: 'queued' });
        const problem = (await conversionSummary(test.db)).find(
          (item) => item.platform === 'meta',
        )?.problem;
        expect(problem?.message).toMatch(/credentials were refused \(check META_CAPI_TOKEN\)/);
        expect(problem?.message).not.toContain('revoked');

        clock += 61 * minute;
        await sender().drain(test.db);
        const fixed = (await conversionSummary(test.db)).find((item) => item.platform === 'meta');
        expect(fixed).toMatchObject({ counts: { done: 1, queued: 0 }, problem: null });
      });
    });
  });
}
