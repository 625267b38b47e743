/**
 * The session table, written by ingestion in the same statement as the events: what a visit's
 * row says after the tracker's requests, on both engines.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { countEvents, type EventRow, insertEvents } from '@/lib/db/queries/events';
import { getSession, listSessions } from '@/lib/db/queries/sessions';
import { engines } from '@/tests/db/harness';
import { recordConversion } from './conversions';
import { bookingClick, pageView, session, useIngest } from './ingest-test-kit';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

for (const engine of engines()) {
  describe(`the session table on ${engine.name}`, () => {
    const test = useIngest(engine);
    const { send } = test;
    const row = () => getSession(test.db, session);

    it('a UTM-tagged landing is Paid Search with its campaign, device and first-seen time', async () => {
      const before = Date.now();
      const result = await send(
        pageView({
          page: '/pools',
          url: 'https://jackie.example/pools?utm_source=Google&utm_medium=cpc&utm_campaign=spring-pools&utm_term=pool+service&utm_content=hero&gclid=abc123',
          metadata: { referrer: 'www.google.com' },
        }),
        { 'user-agent': iphone },
      );
      expect(result.status).toBe(202);
      const stored = await row();
      expect(stored).toMatchObject({
        landingPage: '/pools',
        referrerHost: 'google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'spring-pools',
        utmTerm: 'pool service',
        utmContent: 'hero',
        clickId: 'gclid',
        device: 'mobile',
        channel: 'Paid Search',
        pageViews: 1,
        bookingClicked: false,
        contactSent: false,
        booked: false,
      });
      expect(stored?.firstSeen.getTime()).toBeGreaterThanOrEqual(before - 1000);
      // The click id's value is stored nowhere in the session.
      expect(JSON.stringify(stored)).not.toContain('abc123');
    });

    it('a gclid alone is Paid Search', async () => {
      await send(pageView({ url: 'https://jackie.example/?gclid=Cj0KCQ' }));
      expect(await row()).toMatchObject({
        clickId: 'gclid',
        utmSource: null,
        channel: 'Paid Search',
        device: 'desktop',
      });
    });

    it('a google.com referrer is Organic Search', async () => {
      await send(pageView({ metadata: { referrer: 'www.google.com' } }));
      expect(await row()).toMatchObject({ referrerHost: 'google.com', channel: 'Organic Search' });
    });

    it('chatgpt.com is AI Assistants', async () => {
      await send(
        pageView({
          url: 'https://jackie.example/?utm_source=chatgpt.com',
          metadata: { referrer: 'chatgpt.com' },
        }),
      );
      expect(await row()).toMatchObject({ utmSource: 'chatgpt.com', channel: 'AI Assistants' });
    });

    it('a visit with no referrer, UTM or click id is Direct', async () => {
      await send(pageView({ metadata: { referrer: null } }));
      expect(await row()).toMatchObject({
        landingPage: 'landing',
        referrerHost: null,
        utmSource: null,
        clickId: null,
        channel: 'Direct',
      });
    });

    it('a later page view counts but does not overwrite the landing', async () => {
      await send(
        pageView({
          url: 'https://jackie.example/?utm_source=newsletter&utm_medium=email&utm_campaign=june',
        }),
      );
      await send(
        pageView({
          page: '/pricing',
          url: 'https://jackie.example/pricing?utm_source=google&utm_medium=cpc',
          metadata: { referrer: 'jackie.example' },
        }),
      );
      await send({
        events: [
          pageView({ page: '/about', url: 'https://jackie.example/about' }),
          pageView({ page: '/contact', url: 'https://jackie.example/contact' }),
        ],
      });
      expect(await row()).toMatchObject({
        landingPage: 'landing',
        utmSource: 'newsletter',
        utmCampaign: 'june',
        channel: 'Email',
        pageViews: 4,
      });
      expect(await listSessions(test.db)).toHaveLength(1);
    });

    it('the first page view of a batch is the landing', async () => {
      await send({
        events: [
          pageView({ page: '/pools', url: 'https://jackie.example/pools?fbclid=x' }),
          pageView({ page: '/pricing', url: 'https://jackie.example/pricing?gclid=y' }),
        ],
      });
      expect(await row()).toMatchObject({
        landingPage: '/pools',
        clickId: 'fbclid',
        channel: 'Paid Social',
        pageViews: 2,
      });
    });

    it('a booking click sets the flag and keeps the landing', async () => {
      await send(pageView({ metadata: { referrer: 'facebook.com' } }));
      expect(await row()).toMatchObject({ bookingClicked: false });
      await send(bookingClick());
      expect(await row()).toMatchObject({
        bookingClicked: true,
        channel: 'Organic Social',
        pageViews: 1,
      });
      // Later events never turn it off.
      await send(pageView({ page: '/about', url: 'https://jackie.example/about' }));
      expect(await row()).toMatchObject({ bookingClicked: true, pageViews: 2 });
    });

    it('a click that arrives before its page view keeps its flag, and the page view lands', async () => {
      await send(bookingClick());
      expect(await row()).toMatchObject({ bookingClicked: true, channel: null, pageViews: 0 });
      await send(pageView({ metadata: { referrer: 'bing.com' } }));
      expect(await row()).toMatchObject({
        bookingClicked: true,
        landingPage: 'landing',
        channel: 'Organic Search',
        pageViews: 1,
      });
    });

    it('a contact request recorded by the server sets contact_sent', async () => {
      await send(pageView());
      await recordConversion(test.db, {
        type: 'contact_submit',
        at: new Date(),
        sessionId: session,
        userAgent: iphone,
        path: '/contact',
        label: 'sales',
        attribution: null,
      });
      expect(await row()).toMatchObject({ contactSent: true, channel: 'Direct', pageViews: 1 });
    });

    it('bots are not stored: no event, no session', async () => {
      expect((await send(pageView(), { 'user-agent': googlebot })).status).toBe(202);
      expect((await send({ events: [pageView()], automation: true })).status).toBe(202);
      expect(await countEvents(test.db)).toBe(0);
      expect(await listSessions(test.db)).toEqual([]);
    });

    it('concurrent requests for one session make one row and lose no flag or view', async () => {
      const results = await Promise.all([
        send(pageView({ url: 'https://jackie.example/?utm_source=google&utm_medium=cpc' })),
        ...Array.from({ length: 10 }, (_, i) =>
          send(pageView({ page: `/p${i}`, url: `https://jackie.example/p${i}` })),
        ),
        send(bookingClick()),
      ]);
      expect(results.every((result) => result.status === 202)).toBe(true);
      expect(await listSessions(test.db)).toEqual([
        expect.objectContaining({ sessionId: session, pageViews: 11, bookingClicked: true }),
      ]);
    });

    it('concurrent statements for one session (separate transactions) make one row and lose nothing', async () => {
      const at = new Date();
      const base: EventRow = {
        receivedAt: at,
        sessionId: session,
        userAgent: iphone,
        page: 'landing',
        url: 'https://jackie.example/',
        label: null,
        variant: null,
        durationMs: null,
        metadata: null,
        eventType: 'page_view',
      };
      // Not through the writer: each call is its own statement, on its own connection on PostgreSQL.
      await Promise.all([
        ...Array.from({ length: 8 }, () => insertEvents(test.db, [base])),
        insertEvents(test.db, [{ ...base, eventType: 'cta_click', variant: 'pool' }]),
        insertEvents(test.db, [{ ...base, eventType: 'contact_submit' }]),
        insertEvents(test.db, [{ ...base, eventType: 'cta_click', variant: 'hvac' }]),
      ]);
      expect(await listSessions(test.db)).toEqual([
        expect.objectContaining({
          sessionId: session,
          pageViews: 8,
          bookingClicked: true,
          contactSent: true,
        }),
      ]);
    });

    it('takes a second request with no page view, click or contact for a session that has none', async () => {
      // A page view refused (sent while signed in as staff, say) leaves a session whose events
      // count no fact: each of its requests merges two empty maps.
      const end = pageView({ event_type: 'session_end', duration_ms: 5000 });
      expect((await send({ events: [end] })).status).toBe(202);
      expect((await send({ events: [end] })).status).toBe(202);
      expect(await countEvents(test.db)).toBe(2);
      expect(await row()).toMatchObject({ pageViews: 0, seen: {} });
    });

    it('keeps one row per session among many', async () => {
      const ids = Array.from({ length: 30 }, () => randomUUID());
      await Promise.all(
        ids.map((id) =>
          send({ events: [pageView({ session_id: id }), bookingClick({ session_id: id })] }),
        ),
      );
      const rows = await listSessions(test.db);
      expect(rows.map((stored) => stored.sessionId).sort()).toEqual([...ids].sort());
      expect(rows.every((stored) => stored.bookingClicked && stored.pageViews === 1)).toBe(true);
    });
  });
}
