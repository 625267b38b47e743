/**
 * Alerts on both engines (docs/alerts.md): a fall of the booked demos fires once, is mailed once
 * to each person with alerts on however many instances check at once, and its recovery once; a
 * run stopped in the middle sends the rest and repeats none; each tracking-health rule fires on
 * its condition and recovers; the chat webhook gets each message once, through its outbox.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluateAlerts } from '@/lib/alerts/evaluate';
import { notifyAlerts, queueTestAlert, sendDueChats } from '@/lib/alerts/notify';
import { handleBookingWebhook } from '@/lib/bookings/webhook';
import { saveChatSetting, setAlertMail } from '@/lib/db/queries/alerts';
import { type EventRow, insertEvents } from '@/lib/db/queries/events';
import { upsertUser } from '@/lib/db/queries/users';
import { calendlyCreated, calendlySignature } from '@/tests/booking-deliveries';
import { engines, useProcessDatabase } from '@/tests/db/harness';
import {
  type ChatWebhookFake,
  startChatWebhookFake,
  transportTo,
} from '@/tests/fakes/chat-webhook';

process.env.AUTH_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';
process.env.BOOKING_WEBHOOK_SECRET = 'whsec_alerts-test-secret';

/** A Wednesday, 3 PM in New York, five weeks after daylight saving time ended: the check's time. */
const now = new Date('2026-12-16T20:00:00Z');
const hour = 3_600_000;
const day = 24 * hour;
const at = (ms: number) => new Date(now.getTime() + ms);

let serial = 0;
const sessionId = () => {
  serial += 1;
  return `e0000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
};

function event(type: string, when: Date, session = sessionId()): EventRow {
  return {
    receivedAt: when,
    sessionId: session,
    userAgent: null,
    page: '/pools',
    url: 'https://jackie.example/pools',
    label: null,
    variant: type === 'page_view' ? null : 'pool',
    durationMs: null,
    metadata: null,
    eventType: type,
  };
}

/** `count` events of `type` spread evenly over the 24 hours before `end`. */
const spread = (type: string, count: number, end: Date) =>
  Array.from({ length: count }, (_, i) =>
    event(type, new Date(end.getTime() - ((i + 0.5) * day) / count)),
  );

/** The site's first visit, five weeks before the check: there are four weeks to compare with. */
const firstVisit = () => ({
  ...event('page_view', at(-35 * day)),
  landing: {
    landingPage: '/pools',
    referrerHost: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    clickId: null,
    device: 'desktop' as const,
    channel: 'Direct' as const,
  },
});

/** About 40 booked demos a day for four weeks, and `today` in the last 24 hours. */
const bookedWeeks = (today: number) => [
  firstVisit(),
  ...[1, 2, 3, 4].flatMap((k) => spread('booked_demo', 38 + k, at(-k * 7 * day))),
  ...spread('booked_demo', today, now),
];

for (const engine of engines()) {
  describe(`alerts on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);
    let chat: ChatWebhookFake;

    beforeAll(async () => {
      chat = await startChatWebhookFake({ mode: 'slack' });
    });
    afterAll(async () => {
      await chat.close();
    });

    const mails = async () =>
      (
        await test.db.query<{ to_address: string; subject: string; text: string }>(
          `SELECT to_address, subject, text FROM mail_outbox WHERE kind = 'alert' ORDER BY id`,
        )
      ).rows;
    const incidents = async () =>
      (
        await test.db.query<{
          rule_id: string;
          scope: string;
          direction: string;
          ended_at: unknown;
        }>('SELECT rule_id, scope, direction, ended_at FROM alert_incident ORDER BY id')
      ).rows;

    beforeEach(async () => {
      for (const table of [
        'alert_notice',
        'alert_incident',
        'alert_chat_outbox',
        'alert_state',
        'alert_rule_setting',
        'webhook_delivery_hour',
        'mail_outbox',
        'conversion_outbox',
        'booking',
        'staff_preference',
        'auth_user',
      ]) {
        await test.db.query(`DELETE FROM ${table}`);
      }
      await test.db.query(
        'TRUNCATE analytics_events, analytics_daily, analytics_daily_totals, analytics_daily_pages, analytics_duration_buckets, analytics_sessions, analytics_daily_vitals, analytics_monthly_vitals',
      );
      await upsertUser(test.db, 'admin@jackie.example', 'admin');
      await upsertUser(test.db, 'viewer@jackie.example', 'viewer');
      await upsertUser(test.db, 'sales@jackie.example', 'sales');
      const quiet = await upsertUser(test.db, 'quiet@jackie.example', 'admin');
      const keen = await upsertUser(test.db, 'keen@jackie.example', 'viewer');
      await setAlertMail(test.db, quiet, false);
      await setAlertMail(test.db, keen, true);
    });

    it('a day at well under the usual booked demos fires once, mailed once per person by two instances at once', async () => {
      await insertEvents(test.db, bookedWeeks(15));
      const runs = await Promise.all([evaluateAlerts(test.db, now), evaluateAlerts(test.db, now)]);
      expect(runs[0].opened.length + runs[1].opened.length).toBe(1);
      expect(await incidents()).toEqual([
        { rule_id: 'booked_demos', scope: '', direction: 'drop', ended_at: null },
      ]);
      const queued = await Promise.all([notifyAlerts(test.db, now), notifyAlerts(test.db, now)]);
      expect(queued[0] + queued[1]).toBe(2);
      const sent = await mails();
      // Admins by default, a viewer who turned them on; not sales, not an admin who turned them off.
      expect(sent.map((mail) => mail.to_address).sort()).toEqual([
        'admin@jackie.example',
        'keen@jackie.example',
      ]);
      expect(sent[0]?.subject).toBe('Alert: Booked demos fell to 15 in the last 24 hours');
      expect(sent[0]?.text).toContain(
        'Usually 41: the median of the same weekday and hours of the previous four weeks (42, 41, 40, 39, oldest first).',
      );
      expect(sent[0]?.text).toContain('Since: Dec 15, 2026, 3:00 PM ET');
      expect(sent[0]?.text).toMatch(
        /Open the view: http\S+\/admin\/campaigns\?range=2026-12-15\.\.2026-12-16\n/,
      );

      // Checked again while it stays low: nothing new.
      expect((await evaluateAlerts(test.db, at(5 * 60_000))).opened).toEqual([]);
      expect(await notifyAlerts(test.db, at(5 * 60_000))).toBe(0);

      // The demos come back: one recovery, told once.
      await insertEvents(test.db, spread('booked_demo', 25, at(5 * 60_000)));
      const later = at(10 * 60_000);
      const [first, second] = await Promise.all([
        evaluateAlerts(test.db, later),
        evaluateAlerts(test.db, later),
      ]);
      expect(first.ended.length + second.ended.length).toBe(1);
      await Promise.all([notifyAlerts(test.db, later), notifyAlerts(test.db, later)]);
      const recovered = (await mails()).filter((mail) => mail.subject.startsWith('Recovered:'));
      expect(recovered.map((mail) => mail.to_address).sort()).toEqual([
        'admin@jackie.example',
        'keen@jackie.example',
      ]);
      expect(recovered[0]?.subject).toBe(
        'Recovered: Booked demos are back to 40 in the last 24 hours',
      );
      expect(await evaluateAlerts(test.db, at(15 * 60_000))).toEqual({ opened: [], ended: [] });
    });

    it('a restart in the middle of telling sends the rest and repeats none', async () => {
      await insertEvents(test.db, bookedWeeks(12));
      await evaluateAlerts(test.db, now);
      await expect(
        notifyAlerts(test.db, now, {
          queued: () => {
            throw new Error('the process died');
          },
        }),
      ).rejects.toThrow('the process died');
      expect(await mails()).toHaveLength(1);
      expect(await notifyAlerts(test.db, now)).toBe(1);
      expect((await mails()).map((mail) => mail.to_address).sort()).toEqual([
        'admin@jackie.example',
        'keen@jackie.example',
      ]);
      expect(await notifyAlerts(test.db, now)).toBe(0);
    });

    it('stays quiet when the site has three demos a week and a day has none', async () => {
      const sparse = [
        firstVisit(),
        ...[1, 2, 3, 4].flatMap((k) => spread('booked_demo', 1, at(-k * 7 * day))),
      ];
      await insertEvents(test.db, sparse);
      expect((await evaluateAlerts(test.db, now)).opened).toEqual([]);
    });

    it('tracking stopped: no event for hours that usually bring dozens fires, and a new event recovers it', async () => {
      // About 60 page views an hour, four weeks running; today they stop just before noon.
      const views = [1, 2, 3, 4].flatMap((k) => spread('page_view', 24 * 60, at(-k * 7 * day)));
      await insertEvents(test.db, [
        ...views,
        ...spread('page_view', 200, at(-3 * hour)).slice(0, 100),
      ]);
      const { opened } = await evaluateAlerts(test.db, now);
      expect(opened.map((incident) => incident.ruleId)).toContain('events_stopped');
      const stopped = opened.find((incident) => incident.ruleId === 'events_stopped');
      expect(stopped?.facts.summary).toMatch(
        /^No event has been stored since Dec 16, 2026, 11:5\d AM ET\.$/,
      );
      await insertEvents(test.db, [event('page_view', at(6 * 60_000))]);
      const { ended } = await evaluateAlerts(test.db, at(7 * 60_000));
      expect(ended.map((incident) => incident.ruleId)).toContain('events_stopped');
    });

    it('booking deliveries refused for a wrong secret fire at once, and recover an hour later', async () => {
      const delivery = calendlyCreated();
      const raw = JSON.stringify(delivery);
      const answer = await handleBookingWebhook(
        new Request('http://localhost:3000/api/webhooks/booking', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'calendly-webhook-signature': calendlySignature(raw, 'the-old-rotated-secret'),
          },
          body: raw,
        }),
        { secret: process.env.BOOKING_WEBHOOK_SECRET, rule: { max: 0, windowMs: 60_000 } },
      );
      expect(answer.status).toBe(401);
      const check = new Date();
      const { opened } = await evaluateAlerts(test.db, check);
      const refused = opened.find((incident) => incident.ruleId === 'booking_refused');
      expect(refused?.facts.summary).toBe(
        'The booking webhook refused 1 delivery in the last hour: 1 with a signature that does not match BOOKING_WEBHOOK_SECRET. Booked demos in them are not counted until the booking service sends them again.',
      );
      const { ended } = await evaluateAlerts(test.db, new Date(check.getTime() + 2 * hour));
      expect(ended.map((incident) => incident.ruleId)).toEqual(['booking_refused']);
    });

    it('booking deliveries silent for seven days while visitors click fire, saying none arrived; a delivery recovers it', async () => {
      const clicks = [1, 2, 3, 4, 5, 6].map((days) => event('cta_click', at(-days * day)));
      await insertEvents(test.db, [firstVisit(), ...clicks]);
      const { opened } = await evaluateAlerts(test.db, now);
      const silent = opened.find((incident) => incident.ruleId === 'booking_silent');
      expect(silent?.facts.summary).toBe(
        'No booking delivery was accepted in 7 days, while visitors clicked Book a Demo 6 times. None arrived at all: check that the booking service’s webhook subscription still points at /api/webhooks/booking.',
      );
      await test.db.query(
        `INSERT INTO webhook_delivery_hour (endpoint, outcome, hour, deliveries, last_at)
         VALUES ('booking', 'accepted', date_trunc('hour', $1::timestamptz), 1, $1)`,
        [at(-hour)],
      );
      const { ended } = await evaluateAlerts(test.db, now);
      expect(ended.map((incident) => incident.ruleId)).toEqual(['booking_silent']);
    });

    it('a conversion given up by an ad platform fires, and recovers a day later', async () => {
      await test.db.query(
        `INSERT INTO booking (id, provider, created_at, status, variant, received_at, updated_at)
         VALUES ('calendly:https://api.calendly.com/scheduled_events/e1/invitees/i1', 'calendly',
           $1, 'booked', 'pool', $1, $1)`,
        [at(-2 * hour)],
      );
      await test.db.query(
        `INSERT INTO conversion_outbox (booking_id, platform, state, attempts, due_at, last_message,
           hashed_keys, updated_at)
         VALUES ('calendly:https://api.calendly.com/scheduled_events/e1/invitees/i1', 'meta',
           'given_up', 1, $1, 'Meta error 100: Invalid parameter', '{email}', $1)`,
        [at(-hour)],
      );
      const { opened } = await evaluateAlerts(test.db, now);
      expect(opened.map((incident) => [incident.ruleId, incident.facts.path])).toContainEqual([
        'conversions_given_up',
        '/admin/conversions?state=given_up',
      ]);
      const { ended } = await evaluateAlerts(test.db, at(day));
      expect(ended.map((incident) => incident.ruleId)).toContain('conversions_given_up');
    });

    it('mail given up by the outbox fires, and recovers a day later', async () => {
      await test.db.query(
        `INSERT INTO mail_outbox (kind, to_address, subject, text, html, attempts, failed_at, last_error)
         VALUES ('lead_team', 'sales@jackie.example', 'New lead', 'x', 'x', 12, $1, '535 Authentication failed')`,
        [at(-hour)],
      );
      const { opened } = await evaluateAlerts(test.db, now);
      expect(opened.map((incident) => incident.ruleId)).toContain('mail_stuck');
      const { ended } = await evaluateAlerts(test.db, at(day));
      expect(ended.map((incident) => incident.ruleId)).toContain('mail_stuck');
    });

    it('posts each alert once to the chat webhook, retrying what it refuses for now', async () => {
      await saveChatSetting(test.db, chat.webhookUrl, 'admin@jackie.example');
      await insertEvents(test.db, bookedWeeks(15));
      await evaluateAlerts(test.db, now);
      await Promise.all([notifyAlerts(test.db, now), notifyAlerts(test.db, now)]);
      chat.failNext(1, 'rate-limit');
      const transport = transportTo(chat);
      const before = chat.messages.length;
      expect(await sendDueChats(test.db, now, { transport })).toBe(1);
      expect(chat.messages).toHaveLength(before);
      // Not due again before its wait; then sent, once.
      expect(await sendDueChats(test.db, at(1_000), { transport })).toBe(0);
      expect(await sendDueChats(test.db, at(60_000), { transport })).toBe(1);
      expect(await sendDueChats(test.db, at(120_000), { transport })).toBe(0);
      expect(chat.messages).toHaveLength(before + 1);
      expect(chat.messages.at(-1)).toMatch(
        /^\*Alert: Booked demos fell to 15 in the last 24 hours\*\n/,
      );
      expect(chat.messages.at(-1)).toMatch(
        /<http\S+\/admin\/campaigns\?range=2026-12-15\.\.2026-12-16\|Open the view>$/,
      );
    });

    it('a chat webhook that hangs is retried later and holds up no mail; one that is gone is given up', async () => {
      await saveChatSetting(test.db, chat.webhookUrl, 'admin@jackie.example');
      await insertEvents(test.db, bookedWeeks(15));
      await evaluateAlerts(test.db, now);
      chat.failNext(1, 'hang');
      const transport = transportTo(chat);
      const before = chat.messages.length;
      // The mails are queued whatever the chat does: its messages have an outbox of their own.
      expect(await notifyAlerts(test.db, now)).toBe(2);
      expect(await mails()).toHaveLength(2);
      // The hanging answer times out: the message waits for its next try.
      expect(await sendDueChats(test.db, now, { transport, timeoutMs: 200 })).toBe(1);
      expect(chat.messages).toHaveLength(before);
      const [waiting] = (
        await test.db.query<{ sent_at: unknown; failed_at: unknown; last_error: string }>(
          'SELECT sent_at, failed_at, last_error FROM alert_chat_outbox',
        )
      ).rows;
      expect(waiting).toMatchObject({ sent_at: null, failed_at: null });
      expect(waiting?.last_error).not.toContain(chat.webhookUrl);
      // The channel was archived meanwhile: given up at once, with what to do.
      chat.failNext(1, 'gone');
      expect(await sendDueChats(test.db, at(60_000), { transport })).toBe(1);
      const [gone] = (
        await test.db.query<{ failed_at: unknown; last_error: string }>(
          'SELECT failed_at, last_error FROM alert_chat_outbox',
        )
      ).rows;
      expect(gone?.failed_at).not.toBeNull();
      expect(gone?.last_error).toMatch(/archived/i);
      expect(await sendDueChats(test.db, at(3_600_000), { transport })).toBe(0);
    });

    it('a test alert goes to the person who asked, and to the chat', async () => {
      await saveChatSetting(test.db, chat.webhookUrl, 'admin@jackie.example');
      await insertEvents(test.db, spread('booked_demo', 3, now));
      expect(
        await queueTestAlert(test.db, { email: 'admin@jackie.example', name: 'Ada' }, now),
      ).toBe(true);
      const [mail] = await mails();
      expect(mail?.to_address).toBe('admin@jackie.example');
      expect(mail?.subject).toBe('Test alert: 3 booked demos in the last 24 hours');
      expect(await sendDueChats(test.db, now, { transport: transportTo(chat) })).toBe(1);
      expect(chat.messages.at(-1)).toMatch(/^\*Test alert: 3 booked demos/);
    });
  });
}
