/**
 * The campaign view's read model (lib/db/campaign-store.ts) on both engines of record: a day of
 * varied traffic sent through ingestion (paid and organic landings with keywords, referrals,
 * phones and desktops, page views, booking clicks of each variant, contact requests, booked demos
 * and a cancellation), fed into the store in small slices, agrees with the raw events and
 * sessions of record (`naive`, below) in every figure, table and funnel, for every filter tried.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordConversion } from '@/lib/analytics/conversions';
import { bookingClick, pageView, useIngest } from '@/lib/analytics/ingest-test-kit';
import { addDays, businessDay } from '@/lib/analytics/range';
import { landingOf } from '@/lib/analytics/visit';
import type { BookingAction } from '@/lib/bookings/deliveries';
import { refOf } from '@/lib/bookings/reference';
import { applyBooking } from '@/lib/bookings/store';
import { campaignTables } from '@/lib/db/campaign-model';
import {
  type CampaignStore,
  feedCampaignStore,
  openCampaignStore,
  readStoreFigures,
  readStoreView,
  type StoreFilters,
} from '@/lib/db/campaign-store';
import { insertEvents } from '@/lib/db/queries/events';
import { bookedVariants } from '@/lib/db/schema/bookings';
import { engines } from '@/tests/db/harness';
import { measuresOf, naive } from '@/tests/db/naive-campaigns';

const now = new Date();
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const today = businessDay(now);
const range = { from: today, to: today };

const phone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const landings = [
  'https://jackie.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring-pools&utm_term=pool+builder+leads&gclid=x',
  'https://jackie.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring-pools&utm_term=answering+service&gclid=y',
  'https://jackie.example/?utm_source=bing&utm_medium=cpc&utm_campaign=hvac-fall&utm_term=hvac+answering&msclkid=z',
  'https://jackie.example/?utm_source=facebook&utm_medium=paid_social&utm_campaign=retarget',
  'https://jackie.example/pricing',
  'https://jackie.example/',
];
const pages = ['landing', '/pools', '/pricing', '/hvac'];
const variants = ['general', 'pool', 'hvac'];

/** A visit: its id, landing, device and what it did, chosen from its number. */
function visit(n: number) {
  const id = `5e0c1a2b-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const url = landings[n % landings.length] as string;
  const entry = url.includes('/pricing') ? '/pricing' : 'landing';
  const events: Record<string, unknown>[] = [
    pageView({
      session_id: id,
      page: entry,
      url,
      metadata: n % 5 === 4 ? { referrer: 'www.contractortalk.com' } : {},
    }),
  ];
  for (let page = 1; page <= n % 3; page += 1) {
    const path = pages[(n + page) % pages.length] as string;
    events.push(pageView({ session_id: id, page: path, url: `https://jackie.example${path}` }));
  }
  if (n % 4 !== 0) {
    const variant = variants[n % variants.length];
    events.push(bookingClick({ session_id: id, page: entry, url, variant }));
    if (n % 8 === 1) events.push(bookingClick({ session_id: id, page: entry, url, variant }));
  }
  return { id, events, ua: n % 3 === 0 ? phone : undefined };
}

const booking = (n: number, id: string): Extract<BookingAction, { kind: 'created' }> => ({
  kind: 'created',
  provider: 'calcom',
  id: `calcom:store${n}`,
  createdAt: now,
  startsAt: new Date(now.getTime() + 3 * 86_400_000),
  rescheduledFrom: null,
  attribution: {
    ref: refOf(id),
    variant: variants[n % variants.length] as 'general',
    page: '/pools',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  },
});

const filterSets: StoreFilters[] = [
  {},
  { channel: 'Paid Search' },
  { source: 'google' },
  { medium: 'cpc' },
  { campaign: 'spring-pools' },
  { term: 'pool builder leads' },
  { channel: 'Paid Search', term: 'hvac answering', device: 'mobile' },
  { source: 'google', medium: 'cpc', campaign: 'spring-pools' },
  { device: 'mobile' },
  { entry: '/pricing' },
  { page: '/pools' },
  { variant: 'pool' },
  { channel: 'Paid Search', device: 'mobile' },
  { page: '/pricing', device: 'desktop' },
  { channel: 'Referral', variant: 'general' },
  { channel: 'Nowhere' },
];

for (const engine of engines()) {
  describe(`the campaign store on ${engine.name}`, { timeout: 60_000 }, () => {
    const test = useIngest(engine);
    let dir = '';
    let store: CampaignStore;

    beforeEach(async () => {
      dir = mkdtempSync(join(tmpdir(), 'jackie-store-'));
      store = await openCampaignStore(join(dir, 'campaigns.duckdb'));
    });
    afterEach(() => {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    });

    async function traffic(count: number) {
      for (let n = 0; n < count; n += 1) {
        const { events, ua } = visit(n);
        await test.send({ events }, ua ? { 'user-agent': ua } : {});
      }
      for (let n = 0; n < count; n += 7) {
        await recordConversion(test.db, {
          type: 'contact_submit',
          at: now,
          sessionId: visit(n).id,
          userAgent: null,
          path: '/contact',
          label: 'contact_form',
          attribution: null,
        });
      }
      for (let n = 2; n < count; n += 5) {
        expect(await applyBooking(test.db, booking(n, visit(n).id), now)).toBe('booked');
      }
      await applyBooking(
        test.db,
        {
          kind: 'cancelled',
          provider: 'calcom',
          id: 'calcom:store7',
          createdAt: now,
          startsAt: null,
          rescheduled: false,
        },
        now,
      );
    }

    /** Feeds until caught up, in slices of `sliceRows`, as the server's loop does a minute. */
    async function feed(sliceRows = 7) {
      for (let round = 0; round < 500; round += 1) {
        const result = await feedCampaignStore(test.db, store, { sliceRows, lagMs: 0 });
        if (result.caughtUp) return;
      }
      throw new Error('the store did not catch up');
    }

    /** Every figure, table and funnel of the store under each filter set, against `naive`. */
    async function expectAgreement(days: { from: string; to: string } = range) {
      for (const filters of filterSets) {
        const under = JSON.stringify(filters);
        const total = (await naive(test.db, days, filters)).get('');
        const view = await readStoreView(store, days, filters);
        expect(view.figures, under).toEqual(await readStoreFigures(store, days, filters));
        expect(await readStoreFigures(store, days, filters), under).toEqual(
          total ?? { visits: 0, clicked: 0, contacts: 0, booked: 0, cancelled: 0 },
        );
        const { tables } = view;
        for (const table of campaignTables) {
          const expected = await naive(
            test.db,
            days,
            filters,
            table.id === 'pages' ? 'page' : table.by,
          );
          const none = 'whenAny' in table ? table.whenAny.none : undefined;
          if (none !== undefined && [...expected.keys()].every((label) => label === none))
            expected.clear();
          expect(
            new Map(tables[table.id].map((row) => [row.label, measuresOf(row)])),
            `${table.id} under ${under}`,
          ).toEqual(expected);
        }
        const funnel = view.variants;
        const expected = [];
        for (const variant of bookedVariants) {
          if (filters.variant !== undefined && filters.variant !== variant) continue;
          const counted = (await naive(test.db, days, { ...filters, variant })).get('');
          expected.push({
            label: variant,
            visits: total?.visits ?? 0,
            clicked: counted?.clicked ?? 0,
            contacts: 0,
            booked: counted?.booked ?? 0,
            cancelled: counted?.cancelled ?? 0,
          });
        }
        expect(
          funnel.map((row) => ({ label: row.label, ...measuresOf(row) })),
          `funnel under ${under}`,
        ).toEqual(expected);
      }
    }

    it('agrees with the raw events under every filter, fed in slices', async () => {
      await traffic(40);
      await feed();
      expect((await readStoreFigures(store, range, {})).visits).toBe(40);
      await expectAgreement();
    });

    it('keeps up with events that arrive after it caught up, and with a late cancellation', async () => {
      await traffic(20);
      await feed();
      // More traffic on the same visits (new pages, new clicks) and new visits.
      for (let n = 15; n < 30; n += 1) {
        const { events, ua } = visit(n + 1);
        await test.send(
          { events: events.map((event) => ({ ...event, session_id: visit(n).id })) },
          ua ? { 'user-agent': ua } : {},
        );
      }
      await applyBooking(
        test.db,
        {
          kind: 'cancelled',
          provider: 'calcom',
          id: 'calcom:store12',
          createdAt: now,
          startsAt: null,
          rescheduled: false,
        },
        now,
      );
      await feed(5);
      await expectAgreement();
    });

    it('is rebuilt from the events of record when its file is deleted, and reading twice changes nothing', async () => {
      await traffic(25);
      await feed();
      const before = (await readStoreView(store, range, {})).tables;
      store.close();
      rmSync(dir, { recursive: true, force: true });
      dir = mkdtempSync(join(tmpdir(), 'jackie-store-'));
      store = await openCampaignStore(join(dir, 'campaigns.duckdb'));
      await feed(1000);
      expect((await readStoreView(store, range, {})).tables).toEqual(before);
      // A feed from a watermark far behind reads every event again: the same figures.
      await store.connection.run("UPDATE store_state SET value = '0' WHERE key = 'watermark'");
      store.recent.clear();
      await feed(3);
      expect((await readStoreView(store, range, {})).tables).toEqual(before);
      await expectAgreement();
    });

    it('reads a slice on every call, even one that finds no time left (a busy machine)', async () => {
      await traffic(12);
      let calls = 0;
      for (;;) {
        calls += 1;
        const result = await feedCampaignStore(test.db, store, {
          sliceRows: 5,
          budgetMs: 0,
          lagMs: 0,
        });
        if (result.caughtUp) break;
        expect(calls).toBeLessThan(100);
      }
      expect((await readStoreFigures(store, range, {})).visits).toBe(12);
      // Live, each call with no time left still reads the new events and says it caught up.
      await test.send({ events: visit(40).events });
      const live = await feedCampaignStore(test.db, store, { sliceRows: 5, budgetMs: 0, lagMs: 0 });
      expect(live).toMatchObject({ caughtUp: true, events: visit(40).events.length });
      expect((await readStoreFigures(store, range, {})).visits).toBe(13);
    });

    it('a booking delivered days late, and its cancellation, correct the day it was made', async () => {
      await traffic(10);
      await feed();
      // The booking service's delivery of a demo booked three days ago arrives only now, for a
      // visit of today's (its reference); then the demo is cancelled.
      const madeAt = new Date(now.getTime() - 3 * 86_400_000);
      const madeOn = businessDay(madeAt);
      const late = { ...booking(4, visit(4).id), id: 'calcom:late4', createdAt: madeAt };
      expect(await applyBooking(test.db, late, now)).toBe('booked');
      await feed();
      const thatDay = { from: madeOn, to: madeOn };
      expect(await readStoreFigures(store, thatDay, {})).toMatchObject({ booked: 1, cancelled: 0 });
      await expectAgreement(thatDay);
      await applyBooking(
        test.db,
        {
          kind: 'cancelled',
          provider: 'calcom',
          id: 'calcom:late4',
          createdAt: madeAt,
          startsAt: null,
          rescheduled: false,
        },
        now,
      );
      await feed();
      expect(await readStoreFigures(store, thatDay, {})).toMatchObject({ booked: 0, cancelled: 1 });
      await expectAgreement(thatDay);
      await expectAgreement();
    });

    it('two instances, each with its own file, show the same figures as events keep coming', async () => {
      const other = await openCampaignStore(join(dir, 'campaigns-2.duckdb'));
      try {
        const feedBoth = async () => {
          for (const each of [store, other]) {
            for (let round = 0; round < 500; round += 1) {
              if ((await feedCampaignStore(test.db, each, { sliceRows: 9, lagMs: 0 })).caughtUp)
                break;
            }
          }
        };
        await traffic(15);
        await feedBoth();
        for (let n = 30; n < 36; n += 1) await test.send({ events: visit(n).events });
        await feedBoth();
        for (const filters of filterSets) {
          expect(await readStoreView(other, range, filters), JSON.stringify(filters)).toEqual(
            await readStoreView(store, range, filters),
          );
        }
        expect((await readStoreFigures(other, range, {})).visits).toBe(21);
      } finally {
        other.close();
      }
    });

    it('reads closed months from their folded sums, exactly, and folds a month again after a late booking', async () => {
      // Visits on days of the last three months and today, sent as ingestion stores them.
      const days = [-75, -62, -40, -33, -31, -5, 0].map((offset) =>
        businessDay(new Date(now.getTime() + offset * 86_400_000)),
      );
      for (const [n, day] of days.entries()) {
        const { id } = visit(n);
        const at = new Date(`${day}T16:00:00Z`);
        const landingUrl = landings[n % landings.length] as string;
        const base = {
          receivedAt: at,
          sessionId: id,
          userAgent: null,
          url: landingUrl,
          label: null,
        };
        await insertEvents(test.db, [
          {
            ...base,
            page: 'landing',
            variant: null,
            durationMs: null,
            metadata: null,
            eventType: 'page_view',
            landing: landingOf({
              page: 'landing',
              url: landingUrl,
              referrer: null,
              userAgent: null,
              siteHosts: [],
            }),
          },
          {
            ...base,
            page: '/pools',
            variant: 'pool',
            durationMs: null,
            metadata: null,
            eventType: 'cta_click',
          },
        ]);
      }
      // Fold everything the budget allows, as the background feed does.
      for (let round = 0; round < 50; round += 1) {
        const result = await feedCampaignStore(test.db, store, { lagMs: 0, fold: true });
        if (result.caughtUp && !result.folding) break;
      }
      expect(store.folded.size).toBeGreaterThanOrEqual(2);
      const closed = [...store.folded].sort();
      const firstMonth = closed[0] as string;
      const ranges = [
        { from: days[0] as string, to: today },
        { from: firstMonth, to: today },
        { from: addDays(firstMonth, 1), to: addDays(today, -1) },
        { from: firstMonth, to: closed.at(-1) as string },
      ];
      for (const days of ranges) await expectAgreement(days);
      // A booking made in a folded month, delivered now: its month is read by day until folded again.
      const madeAt = new Date(`${days[1]}T18:00:00Z`);
      const late = { ...booking(1, visit(1).id), id: 'calcom:folded1', createdAt: madeAt };
      expect(await applyBooking(test.db, late, now)).toBe('booked');
      await feed();
      expect(store.folded.has(monthStart(days[1] as string))).toBe(false);
      for (const days of ranges) await expectAgreement(days);
      for (let round = 0; round < 50; round += 1) {
        const result = await feedCampaignStore(test.db, store, { lagMs: 0, fold: true });
        if (!result.folding) break;
      }
      expect(store.folded.has(monthStart(days[1] as string))).toBe(true);
      for (const days of ranges) await expectAgreement(days);
      expect((await readStoreFigures(store, { from: null, to: today }, {})).booked).toBe(1);
    });

    it('shows the keywords of the visits in range, as the raw events count them', async () => {
      await traffic(30);
      await feed();
      const { keywords } = (await readStoreView(store, range, {})).tables;
      const { rows } = await test.db.query<{ term: string; visits: number }>(
        `SELECT coalesce(utm_term, '(none)') AS term, count(*)::int AS visits
         FROM analytics_sessions WHERE page_views > 0 GROUP BY 1`,
      );
      expect(
        keywords
          .map(({ label, visits }) => ({ term: label, visits }))
          .sort((a, b) => a.term.localeCompare(b.term)),
      ).toEqual(rows.sort((a, b) => a.term.localeCompare(b.term)));
      expect(keywords.map((row) => row.label)).toContain('pool builder leads');
      const filtered = await readStoreFigures(store, range, { term: 'hvac answering' });
      expect(filtered.visits).toBe(rows.find((row) => row.term === 'hvac answering')?.visits);
      // With no keyword in range, the table is not shown.
      const organic = (await readStoreView(store, range, { channel: 'Direct' })).tables;
      expect(organic.keywords).toEqual([]);
    });
  });
}
