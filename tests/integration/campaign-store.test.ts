/**
 * The campaign view's read model (lib/db/campaign-store.ts) on both engines of record: a day of
 * varied traffic sent through ingestion (paid and organic landings with keywords, referrals,
 * phones and desktops, page views, booking clicks of each variant, contact requests, booked demos
 * and a cancellation), fed into the store in small slices, agrees with the campaign rollup the
 * view reads today for every filter tried, and its keyword table with the raw events.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordConversion } from '@/lib/analytics/conversions';
import { bookingClick, pageView, useIngest } from '@/lib/analytics/ingest-test-kit';
import { businessDay } from '@/lib/analytics/range';
import type { BookingAction } from '@/lib/bookings/deliveries';
import { refOf } from '@/lib/bookings/reference';
import { applyBooking } from '@/lib/bookings/store';
import {
  type CampaignStore,
  feedCampaignStore,
  openCampaignStore,
  readStoreFigures,
  readStoreTables,
  readStoreVariants,
  type StoreFilters,
} from '@/lib/db/campaign-store';
import {
  type CampaignFilters,
  type CampaignMeasures,
  getCampaignFigures,
  getCampaignTables,
  getVariantFunnel,
} from '@/lib/db/queries/campaigns';
import { engines } from '@/tests/db/harness';

const now = new Date();
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

    // The rollup may keep a row whose every measure is 0 under a variant filter (a visit of
    // another variant's booking); the store shows no row of zeros.
    const strip = <T extends CampaignMeasures & { label: string }>(rows: T[]) =>
      rows
        .filter((row) => row.visits || row.clicked || row.contacts || row.booked || row.cancelled)
        .sort((a, b) => a.label.localeCompare(b.label));

    async function expectAgreement() {
      for (const filters of filterSets) {
        const rollup = filters as CampaignFilters;
        expect(await readStoreFigures(store, range, filters), JSON.stringify(filters)).toEqual(
          await getCampaignFigures(test.db, range, rollup),
        );
        const [tables, expected] = await Promise.all([
          readStoreTables(store, range, filters),
          getCampaignTables(test.db, range, rollup),
        ]);
        for (const id of Object.keys(expected) as (keyof typeof expected)[]) {
          expect(strip(tables[id]), `${id} under ${JSON.stringify(filters)}`).toEqual(
            strip(expected[id]),
          );
        }
        expect(await readStoreVariants(store, range, filters)).toEqual(
          await getVariantFunnel(test.db, range, rollup),
        );
      }
    }

    it('agrees with the campaign rollup under every filter, fed in slices', async () => {
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
      const before = await readStoreTables(store, range, {});
      store.close();
      rmSync(dir, { recursive: true, force: true });
      dir = mkdtempSync(join(tmpdir(), 'jackie-store-'));
      store = await openCampaignStore(join(dir, 'campaigns.duckdb'));
      await feed(1000);
      expect(await readStoreTables(store, range, {})).toEqual(before);
      // A feed from a watermark far behind reads every event again: the same figures.
      await store.connection.run("UPDATE store_state SET value = '0' WHERE key = 'watermark'");
      store.recent.clear();
      await feed(3);
      expect(await readStoreTables(store, range, {})).toEqual(before);
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

    it('shows the keywords of the visits in range, as the raw events count them', async () => {
      await traffic(30);
      await feed();
      const { keywords } = await readStoreTables(store, range, {});
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
      const organic = await readStoreTables(store, range, { channel: 'Direct' });
      expect(organic.keywords).toEqual([]);
    });
  });
}
