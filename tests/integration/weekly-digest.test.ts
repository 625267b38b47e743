/**
 * The weekly digest on both engines: the figures of a seeded week (the same as the overview's for
 * that range), sent once per person and week whoever runs it and however often, the setting
 * honoured, a missed Monday caught up that week and never later, and a week without visits told
 * apart: a drop after a week with some, or a site that never had a visit.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { setWeeklyDigest } from '@/lib/db/queries/digest';
import { type EventRow, insertEvents, type SessionLanding } from '@/lib/db/queries/events';
import { upsertUser } from '@/lib/db/queries/users';
import { buildDigestReport } from '@/lib/digest/figures';
import { digestMail } from '@/lib/digest/mail';
import { sendDigestWeek, sendDueDigests } from '@/lib/digest/send';
import { engines, useProcessDatabase } from '@/tests/db/harness';

process.env.AUTH_SECRET ??= 'a-test-secret-of-at-least-thirty-two-characters';

const week = '2026-11-16';
/** Monday 08:00 in New York (EST): the digest of `week` is due. */
const mondayAtEight = new Date('2026-11-23T13:00:00Z');

const paid: SessionLanding = {
  landingPage: 'landing',
  referrerHost: 'google.com',
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'spring-pools',
  utmTerm: null,
  utmContent: null,
  clickId: 'gclid',
  device: 'desktop',
  channel: 'Paid Search',
};
const direct: SessionLanding = {
  ...paid,
  referrerHost: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  clickId: null,
  channel: 'Direct',
};
const organic: SessionLanding = {
  ...direct,
  referrerHost: 'google.com',
  channel: 'Organic Search',
};

function event(session: string, at: string, overrides: Partial<EventRow>): EventRow {
  return {
    receivedAt: new Date(at),
    sessionId: session,
    userAgent: null,
    page: 'landing',
    url: 'https://jackie.example/',
    label: null,
    variant: null,
    durationMs: null,
    metadata: null,
    eventType: 'page_view',
    ...overrides,
  };
}

/** Three visits in the week (two clicked, one booked, one sent a request), one the week before. */
const seed: EventRow[] = [
  event('a0000000-0000-4000-8000-000000000001', '2026-11-18T15:00:00Z', { landing: paid }),
  event('a0000000-0000-4000-8000-000000000001', '2026-11-18T15:01:00Z', {
    eventType: 'cta_click',
    page: '/pools',
    variant: 'pool',
  }),
  event('a0000000-0000-4000-8000-000000000001', '2026-11-19T10:00:00Z', {
    eventType: 'booked_demo',
    page: '/pools',
    variant: 'pool',
  }),
  event('b0000000-0000-4000-8000-000000000002', '2026-11-20T15:00:00Z', { landing: direct }),
  event('b0000000-0000-4000-8000-000000000002', '2026-11-20T15:05:00Z', {
    eventType: 'contact_submit',
  }),
  event('c0000000-0000-4000-8000-000000000003', '2026-11-21T15:00:00Z', { landing: organic }),
  event('c0000000-0000-4000-8000-000000000003', '2026-11-21T15:01:00Z', {
    eventType: 'cta_click',
    variant: 'general',
  }),
  event('d0000000-0000-4000-8000-000000000004', '2026-11-12T15:00:00Z', { landing: direct }),
];

for (const engine of engines()) {
  describe(`the weekly digest on ${engine.name}`, () => {
    const test = useProcessDatabase(engine);

    const sent = async () =>
      (
        await test.db.query<{
          to_address: string;
          subject: string;
          headers: unknown;
          text: string;
          html: string;
        }>(
          `SELECT to_address, subject, headers, text, html FROM mail_outbox WHERE kind = 'digest'
           ORDER BY to_address, id`,
        )
      ).rows;

    const truncateAnalytics = () =>
      test.db.query(
        'TRUNCATE analytics_events, analytics_daily, analytics_daily_totals, analytics_daily_pages, analytics_duration_buckets, analytics_sessions, analytics_daily_vitals, analytics_monthly_vitals',
      );

    beforeEach(async () => {
      await test.db.query('DELETE FROM digest_sending');
      await test.db.query('DELETE FROM mail_outbox');
      await test.db.query('DELETE FROM staff_preference');
      await test.db.query('DELETE FROM auth_user');
      await truncateAnalytics();
      await insertEvents(test.db, seed);
      await upsertUser(test.db, 'admin@jackie.example', 'admin');
      await upsertUser(test.db, 'viewer@jackie.example', 'viewer');
      await upsertUser(test.db, 'sales@jackie.example', 'sales');
      const off = await upsertUser(test.db, 'off@jackie.example', 'viewer');
      const on = await upsertUser(test.db, 'on@jackie.example', 'sales');
      await setWeeklyDigest(test.db, off, false);
      await setWeeklyDigest(test.db, on, true);
      // Everyone was on staff before the Mondays these tests send on.
      await test.db.query(`UPDATE auth_user SET created_at = '2026-11-01T12:00:00Z'`);
    });

    it('reports the seeded week against the week before, as the overview does for that range', async () => {
      const report = await buildDigestReport(test.db, week);
      expect(report.week).toEqual({ from: '2026-11-16', to: '2026-11-22' });
      expect(report.figures).toEqual({
        visits: { current: 3, previous: 1 },
        bookingClicks: { current: 2, previous: 0 },
        conversionRate: { current: 2 / 3, previous: 0 },
        bookedDemos: { current: 1, previous: 0 },
        cancellations: { current: 0, previous: 0 },
        contactRequests: { current: 1, previous: 0 },
      });
      expect(report.topChannels).toEqual([{ label: 'Paid Search', value: 1 }]);
      expect(report.topCampaigns).toEqual([{ label: 'google / cpc / spring-pools', value: 1 }]);
      expect(report.topPages).toEqual([
        { label: '/pools', value: 1 },
        { label: '/', value: 1 },
      ]);
      expect(report.links.overview).toMatch(/\/admin\?range=2026-11-16\.\.2026-11-22$/);

      const overview = await loadDashboard(test.db, '2026-11-16..2026-11-22', mondayAtEight);
      if (overview.tiles.error) throw new Error('the overview failed');
      const { current, previous } = overview.tiles.value;
      expect([current.visits, current.bookedDemos, current.contactRequests]).toEqual([3, 1, 1]);
      expect(previous?.visits).toBe(1);
    });

    it('sends one digest per person when two instances run at the scheduled minute', async () => {
      const runs = await Promise.all([
        sendDueDigests(test.db, mondayAtEight),
        sendDueDigests(test.db, mondayAtEight),
      ]);
      expect(runs.map((run) => run.week)).toEqual([week, week]);
      expect(runs[0].queued + runs[1].queued).toBe(3);
      const mails = await sent();
      // Admins and viewers by default, a sales member who turned it on; not one who turned it off.
      expect(mails.map((mail) => mail.to_address)).toEqual([
        'admin@jackie.example',
        'on@jackie.example',
        'viewer@jackie.example',
      ]);
      expect(mails[0]?.subject).toBe('Week of Nov 16: 1 booked demo (+1), 3 visits');
      expect(mails[0]?.headers).toMatchObject({
        'List-Unsubscribe': expect.stringMatching(
          /^<http.*\/api\/digest\/unsubscribe\?u=.+&s=.+>$/,
        ),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // A later run that week sends nothing more.
      expect((await sendDueDigests(test.db, new Date('2026-11-24T15:00:00Z'))).queued).toBe(0);
    });

    it('goes to the staff of the Monday it is sent: someone who joined later waits for the next', async () => {
      await upsertUser(test.db, 'new@jackie.example', 'admin');
      await test.db.query(
        `UPDATE auth_user SET created_at = '2026-11-24T15:00:00Z' WHERE email = 'new@jackie.example'`,
      );
      // Tuesday, catching up the week of Nov 16: not to the admin who joined on Tuesday.
      await sendDueDigests(test.db, new Date('2026-11-24T16:00:00Z'));
      expect((await sent()).map((mail) => mail.to_address)).not.toContain('new@jackie.example');
      // The next Monday, they get the week of Nov 23.
      await sendDueDigests(test.db, new Date('2026-11-30T13:00:00Z'));
      expect((await sent()).filter((mail) => mail.to_address === 'new@jackie.example')).toEqual([
        expect.objectContaining({ subject: expect.stringMatching(/^Week of Nov 23/) }),
      ]);
    });

    it('after a restart in the middle sends the rest and repeats none', async () => {
      let count = 0;
      await expect(
        sendDigestWeek(test.db, week, {
          queued: () => {
            count += 1;
            if (count === 1) throw new Error('the process died');
          },
        }),
      ).rejects.toThrow('the process died');
      expect(await sent()).toHaveLength(1);
      expect((await sendDueDigests(test.db, mondayAtEight)).queued).toBe(2);
      expect((await sent()).map((mail) => mail.to_address)).toEqual([
        'admin@jackie.example',
        'on@jackie.example',
        'viewer@jackie.example',
      ]);
    });

    it('catches a missed Monday up on Tuesday, and never in the week after', async () => {
      // Down all Monday: nothing before 08:00, then caught up on Tuesday.
      expect(await sendDueDigests(test.db, new Date('2026-11-23T12:59:00Z'))).toEqual({
        week: null,
        queued: 0,
      });
      expect(await sendDueDigests(test.db, new Date('2026-11-24T15:00:00Z'))).toEqual({
        week,
        queued: 3,
      });
      await test.db.query('DELETE FROM mail_outbox');
      await test.db.query('DELETE FROM digest_sending');
      // Down from Monday to Sunday instead: the next Monday sends the newer week, never this one.
      expect((await sendDueDigests(test.db, new Date('2026-11-30T14:00:00Z'))).week).toBe(
        '2026-11-23',
      );
      const subjects = (await sent()).map((mail) => mail.subject);
      expect(subjects).toHaveLength(3);
      expect(subjects.every((subject) => subject.startsWith('Week of Nov 23'))).toBe(true);
    });

    it('says visits fell to 0 in the week after one with visits, with the table and the Alerts link', async () => {
      // Monday, Nov 30: last week (Nov 23) had none, the week before (the seeded one) three.
      expect((await sendDueDigests(test.db, new Date('2026-11-30T13:00:00Z'))).week).toBe(
        '2026-11-23',
      );
      const mail = (await sent())[0];
      expect(mail?.subject).toBe('Week of Nov 23: visits fell from 3 to 0');
      for (const version of [mail?.text ?? '', mail?.html ?? '']) {
        expect(version).toContain('Visits fell from 3 to 0.');
        expect(version).toContain('Booking conversion rate');
        expect(version).toContain('If the tracking stopped, the Alerts section says since when.');
        expect(version).not.toContain('No visits were recorded');
      }
      expect(mail?.text).toMatch(/^Visits +0 +3 {2}\u22123 \(\u2212100%\)$/m);
      expect(mail?.text).toMatch(/^Open the Alerts section:\nhttps?:\/\/\S+\/admin\/alerts$/m);
      expect(mail?.html).toMatch(/href="https?:\/\/[^"]+\/admin\/alerts"/);
    });

    it('says none came two weeks running on a site that had visits before', async () => {
      const report = await buildDigestReport(test.db, '2026-11-30');
      expect(report.figures.visits).toEqual({ current: 0, previous: 0 });
      expect(report.everVisited).toBe(true);
      expect(report.links.alerts).toMatch(/\/admin\/alerts$/);
      const { subject, text } = await digestMail(report, { unsubscribeUrl: 'https://x.example/u' });
      expect(subject).toBe('Week of Nov 30: no visits, as the week before');
      expect(text).toContain('No visits were recorded that week or the week before.');
      expect(text).toMatch(/^Booked demos +0 +0 {2}no change$/m);
    });

    it('still gives a site that never had a visit the one sentence', async () => {
      await truncateAnalytics();
      expect(await sendDueDigests(test.db, mondayAtEight)).toEqual({ week, queued: 3 });
      const mail = (await sent())[0];
      expect(mail?.subject).toBe('Week of Nov 16: no visits');
      for (const version of [mail?.text ?? '', mail?.html ?? '']) {
        expect(version).toContain('No visits were recorded that week.');
        expect(version).not.toContain('Booking conversion rate');
        expect(version).not.toContain('Alerts');
      }
    });

    it('counts a visit as the figures do, up to the end of the week in the business time zone', async () => {
      // Before the seeded visits (the first on Nov 12), the site had none.
      expect((await buildDigestReport(test.db, '2026-11-02')).everVisited).toBe(false);
      // Sunday, Nov 8, 23:30 in New York (Monday in UTC) is the week of Nov 2's; a click stored
      // without its page view (no landing) on Nov 3 is no visit.
      await insertEvents(test.db, [
        event('e0000000-0000-4000-8000-000000000005', '2026-11-03T15:00:00Z', {
          eventType: 'cta_click',
        }),
      ]);
      expect((await buildDigestReport(test.db, '2026-11-02')).everVisited).toBe(false);
      await insertEvents(test.db, [
        event('f0000000-0000-4000-8000-000000000006', '2026-11-09T04:30:00Z', { landing: direct }),
      ]);
      const report = await buildDigestReport(test.db, '2026-11-02');
      expect(report.figures.visits.current).toBe(1);
      expect(report.everVisited).toBe(true);
      expect((await buildDigestReport(test.db, '2026-10-26')).everVisited).toBe(false);
    });
  });
}
