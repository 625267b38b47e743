/**
 * `/admin/campaigns`'s figures, tables and funnels, on both engines: a
 * paid visit sent through ingestion, its booking click, and its booked demo through the booking
 * store, read back through the view's loader as a person would see them.
 */
import { describe, expect, it } from 'vitest';
import { parseCampaignFilters } from '@/lib/analytics/campaign-filters';
import { loadCampaigns } from '@/lib/analytics/campaigns';
import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { bookingClick, pageView, session, useIngest } from '@/lib/analytics/ingest-test-kit';
import { addDays, businessDay, type RangePreset } from '@/lib/analytics/range';
import type { BookingAction } from '@/lib/bookings/deliveries';
import { refOf } from '@/lib/bookings/reference';
import { applyBooking } from '@/lib/bookings/store';
import { liveStore } from '@/lib/db/campaign-store-instance';
import { type EventRow, insertEvents } from '@/lib/db/queries/events';
import { engines } from '@/tests/db/harness';

const paidLanding =
  'https://jackie.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring-pools&gclid=x';
const poolClick = bookingClick();
const now = new Date();

const booking = (overrides: Partial<Extract<BookingAction, { kind: 'created' }>> = {}) =>
  ({
    kind: 'created',
    provider: 'calcom',
    id: 'calcom:bFJeNb2uX8ANpT3JL5EfXw',
    createdAt: now,
    startsAt: new Date(now.getTime() + 7 * 86_400_000),
    rescheduledFrom: null,
    attribution: {
      ref: refOf(session),
      variant: 'pool',
      page: '/pools',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
    },
    ...overrides,
  }) satisfies BookingAction;

const filters = (query: string) => parseCampaignFilters(new URLSearchParams(query));

for (const engine of engines()) {
  describe(`the campaign view on ${engine.name}`, () => {
    const test = useIngest(engine);
    const send = (events: unknown[]) => test.send({ events });
    // The view waits 300 ms at most for its read model to catch up; a loaded CI machine may need
    // longer to build it for each test's new database, which a person would wait for by reloading.
    const view = async (query = '') => {
      expect((await liveStore(test.db, 30_000)).built).toBe(true);
      return loadCampaigns(test.db, '7d', filters(query), now);
    };
    const figures = async (query = '') => {
      const loaded = await view(query);
      if (loaded.figures.error) throw new Error('figures failed');
      return loaded.figures.value.current;
    };
    const tables = async (query = '') => {
      const loaded = await view(query);
      if (loaded.tables.error) throw new Error('tables failed');
      return loaded.tables.value;
    };
    const funnel = async (query = '') => {
      const loaded = await view(query);
      if (loaded.funnel.error) throw new Error('funnel failed');
      return loaded.funnel.value;
    };

    /** The must-hold visit: a paid landing, a second page, two clicks on the pool link there. */
    async function paidVisit() {
      await send([pageView({ url: paidLanding, metadata: { referrer: 'www.google.com' } })]);
      await send([pageView({ page: '/pools', url: 'https://jackie.example/pools' })]);
      await send([poolClick, poolClick]);
    }

    it('counts the visit once, its booking click once, under Paid Search / google / spring-pools', async () => {
      await paidVisit();
      expect(await figures()).toMatchObject({
        visits: 1,
        clicked: 1,
        booked: 0,
        conversionRate: 1,
        clickToBookingRate: 0,
      });
      const { channels, sources, campaigns, pages, entries, devices } = await tables();
      expect(channels).toEqual([
        expect.objectContaining({ label: 'Paid Search', visits: 1, clicked: 1 }),
      ]);
      expect(sources).toEqual([expect.objectContaining({ label: 'google', visits: 1 })]);
      expect(campaigns).toEqual([
        expect.objectContaining({
          label: 'google / cpc / spring-pools',
          filter: { source: 'google', medium: 'cpc', campaign: 'spring-pools' },
          visits: 1,
          clicked: 1,
        }),
      ]);
      expect(entries).toEqual([
        expect.objectContaining({ label: 'landing', visits: 1, clicked: 1 }),
      ]);
      expect(devices).toEqual([expect.objectContaining({ label: 'desktop', visits: 1 })]);
      // Pages: the sessions that viewed each page, and those that clicked a booking link on it.
      expect(pages.map(({ label, visits, clicked }) => ({ label, visits, clicked }))).toEqual([
        { label: '/pools', visits: 1, clicked: 1 },
        { label: 'landing', visits: 1, clicked: 0 },
      ]);
    });

    it('shows the keyword of a paid visit in its own table, and filters by it', async () => {
      await send([pageView({ url: `${paidLanding}&utm_term=pool+builder+leads` })]);
      await send([poolClick]);
      expect((await tables()).keywords).toEqual([
        expect.objectContaining({
          label: 'pool builder leads',
          filter: { term: 'pool builder leads' },
          visits: 1,
          clicked: 1,
        }),
      ]);
      expect(await figures('term=pool+builder+leads')).toMatchObject({ visits: 1, clicked: 1 });
      expect(await figures('term=answering+service')).toMatchObject({ visits: 0, clicked: 0 });
      expect((await tables('term=pool+builder+leads')).channels).toEqual([
        expect.objectContaining({ label: 'Paid Search', visits: 1 }),
      ]);
      // A visit without a keyword: no Keywords table.
      expect((await tables('channel=Direct')).keywords).toEqual([]);
    });

    it('a booked demo counts under its session, on the pool funnel, and a cancellation moves it', async () => {
      await paidVisit();
      expect(await applyBooking(test.db, booking(), now)).toBe('booked');
      // A repeated delivery changes nothing.
      expect(await applyBooking(test.db, booking(), now)).toBe('unchanged');
      expect(await figures('campaign=spring-pools')).toMatchObject({
        visits: 1,
        clicked: 1,
        booked: 1,
        cancelled: 0,
        clickToBookingRate: 1,
      });
      const { variants } = await funnel();
      expect(variants.find((row) => row.label === 'Pool')).toMatchObject({
        visits: 1,
        clicked: 1,
        booked: 1,
      });
      expect(variants.find((row) => row.label === 'General')).toMatchObject({
        clicked: 0,
        booked: 0,
      });
      expect((await tables()).pages.find((row) => row.label === '/pools')).toMatchObject({
        booked: 1,
      });
      // The overview's two tiles read the same figures.
      const overview = await loadDashboard(test.db, '7d', now);
      if (overview.tiles.error) throw new Error('tiles failed');
      expect(overview.tiles.value.current).toMatchObject({ visits: 1, bookedDemos: 1 });

      const cancel: BookingAction = {
        kind: 'cancelled',
        provider: 'calcom',
        id: 'calcom:bFJeNb2uX8ANpT3JL5EfXw',
        createdAt: now,
        startsAt: null,
        rescheduled: false,
      };
      expect(await applyBooking(test.db, cancel, now)).toBe('cancelled');
      expect(await figures()).toMatchObject({ booked: 0, cancelled: 1 });
      expect((await funnel()).channels[0]).toMatchObject({
        label: 'Paid Search',
        booked: 0,
        cancelled: 1,
      });
    });

    it('a booking whose reference the site does not know keeps its campaign, under variant other', async () => {
      const unknown = booking({
        id: 'calendly:https://api.calendly.com/scheduled_events/e0/invitees/b4',
        provider: 'calendly',
        attribution: {
          ...booking().attribution,
          ref: 'ffffffffffff',
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'spring-pools',
        },
      });
      expect(await applyBooking(test.db, unknown, now)).toBe('booked');
      expect(await figures('campaign=spring-pools&channel=Paid+Search')).toMatchObject({
        visits: 0,
        booked: 1,
      });
      const { variants } = await funnel();
      expect(variants.find((row) => row.label === 'Other')).toMatchObject({ booked: 1 });
    });

    it("a Calendly booking counts on the page of the visit's last booking click of its variant", async () => {
      await send([pageView({ url: paidLanding })]);
      await send([pageView({ page: '/pricing', url: 'https://jackie.example/pricing' })]);
      const pricingClick = bookingClick({
        page: '/pricing',
        url: 'https://jackie.example/pricing',
        variant: 'general',
        label: 'pricing_cta',
      });
      await send([pricingClick]);
      // A later click of another variant does not take the booking of this one.
      await send([bookingClick({ page: 'landing', url: 'https://jackie.example/' })]);
      const calendly = booking({
        provider: 'calendly',
        id: 'calendly:https://api.calendly.com/scheduled_events/e1/invitees/i1',
        createdAt: new Date(),
        attribution: { ...booking().attribution, variant: 'general', page: null },
      });
      expect(await applyBooking(test.db, calendly, now)).toBe('booked');
      const { pages } = await tables();
      expect(pages.find((row) => row.label === '/pricing')).toMatchObject({
        visits: 1,
        clicked: 1,
        booked: 1,
      });
      expect(pages.find((row) => row.label === 'landing')).toMatchObject({ booked: 0 });
      expect(await figures('page=/pricing')).toMatchObject({ booked: 1 });
      // Its cancellation leaves the same page.
      const cancel: BookingAction = {
        kind: 'cancelled',
        provider: 'calendly',
        id: calendly.id,
        createdAt: calendly.createdAt,
        startsAt: null,
        rescheduled: false,
      };
      expect(await applyBooking(test.db, cancel, now)).toBe('cancelled');
      expect(await figures('page=/pricing')).toMatchObject({ booked: 0, cancelled: 1 });
    });

    it('the page column adds up to the booked demos in every view, with a (page unknown) row', async () => {
      await paidVisit();
      const other = '1a2b3c4d-0000-4000-8000-000000000002';
      await send([pageView({ session_id: other, metadata: { referrer: 'www.facebook.com' } })]);
      // Cal.com carries its page; Calendly is placed from the visit's click; a visit with no
      // click and a reference the site does not know have no page.
      expect(await applyBooking(test.db, booking(), now)).toBe('booked');
      const calendly = (id: string, ref: string, variant: 'general' | 'pool' = 'pool') =>
        booking({
          provider: 'calendly',
          id: `calendly:https://api.calendly.com/scheduled_events/${id}/invitees/${id}`,
          createdAt: new Date(),
          attribution: {
            ...booking().attribution,
            ref,
            variant,
            page: null,
            utmSource: 'google',
            utmMedium: 'cpc',
            utmCampaign: 'spring-pools',
          },
        });
      expect(await applyBooking(test.db, calendly('c1', refOf(session)), now)).toBe('booked');
      expect(await applyBooking(test.db, calendly('c2', refOf(other), 'general'), now)).toBe(
        'booked',
      );
      expect(await applyBooking(test.db, calendly('c3', 'ffffffffffff'), now)).toBe('booked');
      const { pages } = await tables();
      expect(pages.find((row) => row.label === '(page unknown)')).toMatchObject({
        visits: 0,
        booked: 2,
        filter: { page: '(page unknown)' },
      });
      for (const query of [
        '',
        'channel=Paid+Search',
        'channel=Organic+Social',
        'source=google',
        'campaign=spring-pools',
        'variant=pool',
        'variant=general',
        'variant=other',
        'device=desktop',
        'page=/pools',
        'page=(page+unknown)',
      ]) {
        const sum = (await tables(query)).pages.reduce((total, row) => total + row.booked, 0);
        expect(sum, query).toBe((await figures(query)).booked);
      }
      expect((await figures()).booked).toBe(4);
    });

    it('draws a bar per day of the range whose figures add up to the view, under its filters', async () => {
      await paidVisit();
      await send([
        pageView({
          session_id: '1a2b3c4d-0000-4000-8000-000000000003',
          metadata: { referrer: 'www.facebook.com' },
        }),
      ]);
      expect(await applyBooking(test.db, booking(), now)).toBe('booked');
      for (const query of ['', 'channel=Paid+Search', 'page=/pools', 'variant=general']) {
        const loaded = await view(query);
        if (loaded.trend.error || loaded.figures.error) throw new Error('trend failed');
        const { bucket, points } = loaded.trend.value;
        expect(bucket).toBe('day');
        expect(points.map((point) => point.from)).toEqual([
          ...Array.from({ length: 7 }, (_, index) => addDays(businessDay(now), index - 6)),
        ]);
        const sum = (key: 'visits' | 'clicked' | 'booked') =>
          points.reduce((total, point) => total + point[key], 0);
        const { visits, clicked, booked } = loaded.figures.value.current;
        expect(
          { visits: sum('visits'), clicked: sum('clicked'), booked: sum('booked') },
          query,
        ).toEqual({ visits, clicked, booked });
        expect(points.at(-1)?.visits, query).toBe(visits);
      }
    });

    it('names a source once: google by UTM, by referrer and on a booking are one row', async () => {
      // A paid click (utm_source=google), an organic visit from www.google.com, and a visit from
      // chat.openai.com and one tagged utm_source=chatgpt.com, each clicking to book.
      await paidVisit();
      const visitor = (n: number) => `1a2b3c4d-0000-4000-8000-00000000002${n}`;
      await send([pageView({ session_id: visitor(1), metadata: { referrer: 'www.google.com' } })]);
      await send([bookingClick({ session_id: visitor(1) })]);
      await send([pageView({ session_id: visitor(2), metadata: { referrer: 'chat.openai.com' } })]);
      await send([
        pageView({
          session_id: visitor(3),
          url: 'https://jackie.example/?utm_source=chatgpt.com',
        }),
      ]);
      // A Calendly booking the site cannot place, tagged google.
      const unknown = booking({
        id: 'calendly:https://api.calendly.com/scheduled_events/g1/invitees/g1',
        provider: 'calendly',
        attribution: {
          ...booking().attribution,
          ref: 'ffffffffffff',
          page: null,
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'spring-pools',
        },
      });
      expect(await applyBooking(test.db, unknown, now)).toBe('booked');
      const { sources, campaigns } = await tables();
      expect(
        sources.map(({ label, visits, clicked, booked }) => ({ label, visits, clicked, booked })),
      ).toEqual([
        { label: 'google', visits: 2, clicked: 2, booked: 1 },
        { label: 'chatgpt', visits: 2, clicked: 0, booked: 0 },
      ]);
      expect(await figures('source=google')).toMatchObject({ visits: 2, clicked: 2, booked: 1 });
      // The hosts as received stay in the Referring sites table.
      expect((await tables('source=google')).referrers.map((row) => row.label).sort()).toEqual([
        '(none)',
        'google.com',
      ]);
      expect((await tables()).referrers.map((row) => row.label)).toContain('chat.openai.com');
      // Organic search reads google / organic, not a referral of google.com.
      expect(campaigns.map((row) => row.label)).toContain('google / organic / (none)');
    });

    it('a repeated page does not add a visit; a click stored before its page view counts once the landing arrives', async () => {
      await send([
        { ...poolClick, page: 'landing', url: 'https://jackie.example/', variant: 'general' },
      ]);
      expect(await figures()).toMatchObject({ visits: 0, clicked: 0 });
      await send([pageView({ url: paidLanding })]);
      await send([pageView({ url: paidLanding })]);
      expect(await figures()).toMatchObject({ visits: 1, clicked: 1 });
      expect((await tables()).pages).toEqual([
        expect.objectContaining({ label: 'landing', visits: 1, clicked: 1 }),
      ]);
    });

    it('filters apply to every figure, table and funnel; an unknown value is an empty view', async () => {
      await paidVisit();
      const other = '1a2b3c4d-0000-4000-8000-000000000001';
      await send([pageView({ session_id: other, metadata: { referrer: 'www.facebook.com' } })]);
      expect(await figures()).toMatchObject({ visits: 2, clicked: 1 });
      expect(await figures('channel=Organic+Social')).toMatchObject({ visits: 1, clicked: 0 });
      expect(await figures('page=/pools')).toMatchObject({ visits: 1, clicked: 1 });
      expect(await figures('page=/')).toMatchObject({ visits: 2, clicked: 0 });
      expect(await figures('variant=hvac')).toMatchObject({ visits: 2, clicked: 0 });
      expect(await figures('variant=pool')).toMatchObject({ visits: 2, clicked: 1 });
      expect(await figures('entry=landing&device=desktop')).toMatchObject({ visits: 2 });
      expect((await tables('source=facebook')).channels).toEqual([
        expect.objectContaining({ label: 'Organic Social', visits: 1 }),
      ]);
      // A filter that every visit of the view meets changes no figure.
      const booked = await applyBooking(test.db, booking(), now);
      expect(booked).toBe('booked');
      for (const [narrow, wide] of [
        ['channel=Paid+Search', 'channel=Paid+Search&medium=cpc'],
        ['source=google&medium=cpc&campaign=spring-pools', 'campaign=spring-pools'],
        ['device=desktop&variant=pool', 'device=desktop&entry=landing&variant=pool'],
        ['entry=landing', 'entry=landing&device=desktop'],
      ]) {
        expect(await figures(narrow), narrow).toEqual(await figures(wide));
        expect((await funnel(narrow)).variants, narrow).toEqual((await funnel(wide)).variants);
      }
      expect(await figures('channel=Paid+Search')).toMatchObject({ visits: 1, booked: 1 });
      const empty = await view('campaign=no-such-campaign');
      expect(empty.figures).toMatchObject({ error: false, value: { current: { visits: 0 } } });
      expect(empty.tables).toMatchObject({ error: false, value: { channels: [], pages: [] } });
      expect((await funnel('variant=pool')).variants.map((row) => row.label)).toEqual(['Pool']);
    });

    it('the same new session written by two statements at once is one visit', async () => {
      const row = (overrides: Partial<EventRow>): EventRow => ({
        receivedAt: new Date(),
        sessionId: session,
        userAgent: null,
        page: 'landing',
        url: paidLanding,
        label: null,
        variant: null,
        durationMs: null,
        metadata: null,
        eventType: 'page_view',
        landing: {
          landingPage: 'landing',
          referrerHost: null,
          utmSource: 'google',
          utmMedium: 'cpc',
          utmCampaign: 'spring-pools',
          utmTerm: null,
          utmContent: null,
          clickId: 'gclid',
          device: 'desktop',
          channel: 'Paid Search',
        },
        ...overrides,
      });
      await Promise.all([
        test.db.transaction((tx) => insertEvents(tx, [row({})])),
        test.db.transaction((tx) =>
          insertEvents(tx, [
            row({}),
            row({ eventType: 'cta_click', variant: 'pool', landing: null }),
          ]),
        ),
      ]);
      expect(await figures()).toMatchObject({ visits: 1, clicked: 1 });
    });

    it('a range that cuts months counts each day once: whole months and the days around them', async () => {
      // One visit a day on these days (noon UTC is the same day in the business time zone), a
      // booking click on the 1st of each month; every visit lands on / from a desktop.
      const days = [
        '2026-01-31',
        '2026-02-01',
        '2026-02-15',
        '2026-02-28',
        '2026-03-01',
        '2026-03-31',
        '2026-04-01',
      ];
      for (const [index, day] of days.entries()) {
        const sessionId = `1a2b3c4d-0000-4000-8000-00000000010${index}`;
        const at = new Date(`${day}T12:00:00Z`);
        const base = {
          receivedAt: at,
          sessionId,
          userAgent: null,
          url: 'https://jackie.example/',
          label: null,
          durationMs: null,
          metadata: null,
        };
        const rows: EventRow[] = [
          {
            ...base,
            page: 'landing',
            variant: null,
            eventType: 'page_view',
            landing: {
              landingPage: 'landing',
              referrerHost: null,
              utmSource: null,
              utmMedium: null,
              utmCampaign: null,
              utmTerm: null,
              utmContent: null,
              clickId: null,
              device: 'desktop',
              channel: 'Direct',
            },
          },
        ];
        if (day.endsWith('-01')) {
          rows.push({ ...base, page: 'landing', variant: 'general', eventType: 'cta_click' });
        }
        await insertEvents(test.db, rows);
      }
      const between = (from: string, to: string) =>
        days.filter((day) => day >= from && day <= to).length;
      const clicksBetween = (from: string, to: string) =>
        days.filter((day) => day >= from && day <= to && day.endsWith('-01')).length;
      const figuresOf = async (range: RangePreset, query = '') => {
        expect((await liveStore(test.db, 30_000)).built).toBe(true);
        const loaded = await loadCampaigns(test.db, range, filters(query), now);
        if (loaded.figures.error || loaded.tables.error || loaded.funnel.error) {
          throw new Error(`the view of ${range} failed`);
        }
        return {
          figures: loaded.figures.value.current,
          channels: loaded.tables.value.channels,
          variants: loaded.funnel.value.variants,
        };
      };
      for (const [from, to] of [
        ['2026-01-31', '2026-03-01'],
        ['2026-02-01', '2026-02-28'],
        ['2026-02-02', '2026-03-31'],
        ['2026-02-15', '2026-02-15'],
        ['2026-01-01', '2026-04-30'],
        ['2026-03-01', '2026-04-01'],
        // Ranges up to the last day counted (as every preset is) read that month's row whole.
        ['2026-01-15', '2026-04-01'],
        ['2026-03-31', '2026-04-15'],
        ['2026-02-10', '2026-02-20'],
        // Months read whole less their days outside the range: March less its 31st, February
        // less its 1st and 28th, March less its 1st up to the last day counted.
        ['2026-01-31', '2026-03-30'],
        ['2026-02-02', '2026-02-27'],
        ['2026-03-02', '2026-04-01'],
      ] as const) {
        const range = `${from}..${to}` as const;
        // The two filters below, which every visit meets, must count the same as none.
        const narrow = await figuresOf(range);
        const wide = await figuresOf(range, 'entry=landing&device=desktop');
        expect(narrow.figures, range).toMatchObject({
          visits: between(from, to),
          clicked: clicksBetween(from, to),
        });
        expect(narrow.figures, range).toEqual(wide.figures);
        expect(narrow.channels, range).toEqual(wide.channels);
        expect(narrow.variants, range).toEqual(wide.variants);
        expect(await figuresOf(range, 'channel=Direct'), range).toEqual(narrow);
      }
    });
  });
}
