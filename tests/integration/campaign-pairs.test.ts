/**
 * The campaign tables under one filter, read from the days folded into pairs: the same rows as
 * the full rollup gives, at any range, after a late cancellation, after a fold of the same day
 * again, and with two instances folding at once; on both engines.
 */
import { describe, expect, it } from 'vitest';
import { foldDueCampaignDays } from '@/lib/analytics/campaign-folds';
import { useIngest } from '@/lib/analytics/ingest-test-kit';
import type { BookingAction } from '@/lib/bookings/deliveries';
import { refOf } from '@/lib/bookings/reference';
import { applyBooking } from '@/lib/bookings/store';
import type { DayRange } from '@/lib/calendar';
import { readRangeSplit } from '@/lib/db/queries/campaign-pairs';
import {
  type CampaignFilters,
  getCampaignFigures,
  getCampaignTables,
  getVariantFunnel,
} from '@/lib/db/queries/campaigns';
import { type EventRow, insertEvents, type SessionLanding } from '@/lib/db/queries/events';
import { engines } from '@/tests/db/harness';

const days = [
  '2026-01-30',
  '2026-01-31',
  '2026-02-01',
  '2026-02-14',
  '2026-02-15',
  '2026-02-28',
  '2026-03-01',
  '2026-03-17',
  '2026-03-31',
  '2026-04-01',
];
const landings: (Omit<SessionLanding, 'landingPage' | 'device'> & { page: string })[] = [
  {
    page: 'landing',
    channel: 'Paid Search',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'spring-pools',
    referrerHost: null,
    utmTerm: null,
    utmContent: null,
    clickId: 'gclid',
  },
  {
    page: '/pools',
    channel: 'Paid Search',
    utmSource: 'bing',
    utmMedium: 'cpc',
    utmCampaign: 'spring-pools',
    referrerHost: null,
    utmTerm: null,
    utmContent: null,
    clickId: null,
  },
  {
    page: 'landing',
    channel: 'Organic Search',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrerHost: 'google.com',
    utmTerm: null,
    utmContent: null,
    clickId: null,
  },
  {
    page: '/pricing',
    channel: 'Direct',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrerHost: null,
    utmTerm: null,
    utmContent: null,
    clickId: null,
  },
];
const devices = ['mobile', 'desktop', 'tablet'] as const;
const pages = ['landing', '/pools', '/pricing'];
const variants = ['general', 'pool', 'hvac'];

const sessionId = (n: number) => `5e55${String(n).padStart(4, '0')}-0000-4000-8000-000000000000`;

/** Three sessions a day, each landing, reading a page and, two in three, clicking a booking link. */
function dayEvents(day: string, index: number): EventRow[] {
  const rows: EventRow[] = [];
  for (let k = 0; k < 3; k += 1) {
    const n = index * 3 + k;
    const { page, ...landing } = landings[n % landings.length] as (typeof landings)[number];
    const at = new Date(`${day}T${String(12 + k).padStart(2, '0')}:00:00Z`);
    const base = {
      receivedAt: at,
      sessionId: sessionId(n),
      userAgent: null,
      url: 'https://jackie.example/',
      label: null,
      durationMs: null,
      metadata: null,
    };
    const read = pages[(n + 1) % pages.length] as string;
    rows.push(
      {
        ...base,
        page,
        variant: null,
        eventType: 'page_view',
        landing: { ...landing, landingPage: page, device: devices[n % devices.length] ?? null },
      },
      { ...base, page: read, variant: null, eventType: 'page_view' },
    );
    if (n % 3 !== 2) {
      rows.push({
        ...base,
        page: read,
        variant: variants[n % 3] as string,
        eventType: 'cta_click',
      });
    }
  }
  return rows;
}

const filterSets: CampaignFilters[] = [
  { channel: 'Paid Search' },
  { source: 'google' },
  { medium: 'cpc' },
  { medium: 'cpc', variant: 'pool' },
  { campaign: 'spring-pools' },
  { source: 'google', medium: 'cpc', campaign: 'spring-pools' },
  { entry: 'landing' },
  { device: 'mobile' },
  { device: 'mobile', variant: 'pool' },
  { page: '/pools' },
  { page: '/pricing', variant: 'general' },
  { channel: 'No Such Channel' },
  // Combined filters: read from the cohorts.
  { channel: 'Paid Search', device: 'mobile' },
  { channel: 'Paid Search', device: 'mobile', variant: 'pool' },
  { source: 'google', entry: 'landing' },
  { medium: 'cpc', campaign: 'spring-pools' },
  { page: '/pools', channel: 'Paid Search' },
  { page: '/pricing', device: 'desktop', variant: 'general' },
  { channel: 'Direct', device: 'No Such Device' },
  { entry: 'landing', device: 'mobile' },
];
const ranges: DayRange[] = [
  { from: null, to: '2026-04-30' },
  { from: '2026-01-31', to: '2026-03-01' },
  { from: '2026-02-02', to: '2026-03-31' },
  { from: '2026-02-15', to: '2026-02-15' },
  { from: '2026-03-01', to: '2026-04-01' },
  // March less its 31st: its monthly pairs, less that day's.
  { from: '2026-01-30', to: '2026-03-17' },
];

const booking = (created: string): Extract<BookingAction, { kind: 'created' }> => ({
  kind: 'created',
  provider: 'calcom',
  id: `calcom:pairs-${created}`,
  createdAt: new Date(`${created}T18:00:00Z`),
  startsAt: new Date(`${created}T20:00:00Z`),
  rescheduledFrom: null,
  attribution: {
    // The first session of 2026-02-15 (index 4): a Paid Search visit from google, on mobile.
    ref: refOf(sessionId(12)),
    variant: 'pool',
    page: '/pools',
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
  },
});

/** After every day of the data, past the fold's margin. */
const later = new Date('2026-05-01T12:00:00Z');

for (const engine of engines()) {
  describe(`the campaign pairs on ${engine.name}`, () => {
    const test = useIngest(engine);

    async function seed() {
      for (const [index, day] of days.entries()) await insertEvents(test.db, dayEvents(day, index));
      expect(await applyBooking(test.db, booking('2026-02-15'), later)).toBe('booked');
    }
    const everyTable = async (over = ranges) => {
      const all: unknown[] = [];
      for (const range of over) {
        for (const filters of filterSets) {
          all.push([
            range,
            filters,
            await getCampaignTables(test.db, range, filters),
            await getCampaignFigures(test.db, range, filters),
            await getVariantFunnel(test.db, range, filters),
          ]);
        }
      }
      return all;
    };
    const monthsAgreeWithDays = async () => {
      const { rows } = await test.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM (
           SELECT month, filter_dim, filter_value, table_dim, table_value, variant,
             visits, clicked, contacts, booked, cancelled
           FROM analytics_monthly_campaign_pairs
           WHERE visits <> 0 OR clicked <> 0 OR contacts <> 0 OR booked <> 0 OR cancelled <> 0
           EXCEPT
           SELECT date_trunc('month', day)::date, filter_dim, filter_value, table_dim, table_value,
             variant, sum(visits), sum(clicked), sum(contacts), sum(booked), sum(cancelled)
           FROM analytics_daily_campaign_pairs
           GROUP BY 1, 2, 3, 4, 5, 6
         ) AS differ`,
      );
      return Number(rows[0]?.n);
    };

    /** How many rows are in one of two queries' results and not in the other's. */
    const differingRows = async (one: string, other: string) => {
      const { rows } = await test.db.query<{ n: string }>(
        `WITH one AS (${one}), other AS (${other})
         SELECT count(*) AS n FROM (
           (SELECT * FROM one EXCEPT SELECT * FROM other)
           UNION ALL
           (SELECT * FROM other EXCEPT SELECT * FROM one)
         ) AS differ`,
      );
      return Number(rows[0]?.n);
    };
    const counted = 'visits <> 0 OR clicked <> 0 OR contacts <> 0 OR booked <> 0 OR cancelled <> 0';
    const summed = 'sum(visits), sum(clicked), sum(contacts), sum(booked), sum(cancelled)';

    /** Rows in which the pairs' totals and the sums of every month's pairs differ. */
    const totalsAgreeWithMonths = () =>
      differingRows(
        `SELECT filter_dim, filter_value, table_dim, table_value, variant,
           visits, clicked, contacts, booked, cancelled
         FROM analytics_total_campaign_pairs WHERE ${counted}`,
        `SELECT filter_dim, filter_value, table_dim, table_value, variant, ${summed}
         FROM analytics_monthly_campaign_pairs
         GROUP BY 1, 2, 3, 4, 5
         HAVING sum(visits) <> 0 OR sum(clicked) <> 0 OR sum(contacts) <> 0
           OR sum(booked) <> 0 OR sum(cancelled) <> 0`,
      );

    /** Rows in which the cohorts' totals and the sums of every month's cohorts differ. */
    const cohortTotalsAgreeWithMonths = () =>
      differingRows(
        `SELECT cohort, page, variant, visits, clicked, contacts, booked, cancelled
         FROM analytics_total_campaign_cohorts WHERE ${counted}`,
        `SELECT cohort, page, variant, ${summed}
         FROM analytics_monthly_campaign_cohorts
         GROUP BY 1, 2, 3
         HAVING sum(visits) <> 0 OR sum(clicked) <> 0 OR sum(contacts) <> 0
           OR sum(booked) <> 0 OR sum(cancelled) <> 0`,
      );

    /** Rows in which the months' cohorts (the open one's too) and the sums of their days' differ. */
    const cohortMonthsAgreeWithDays = () =>
      differingRows(
        `SELECT month, cohort, page, variant, visits, clicked, contacts, booked, cancelled
         FROM analytics_monthly_campaign_cohorts WHERE ${counted}`,
        `SELECT date_trunc('month', day)::date AS month, cohort, page, variant, ${summed}
         FROM analytics_daily_campaign_cohorts
         GROUP BY 1, 2, 3, 4`,
      );

    /** Rows in which the weeks' pairs and the sums of their days' differ. */
    const weeksAgreeWithDays = () =>
      differingRows(
        `SELECT week, filter_dim, filter_value, table_dim, table_value, variant,
           visits, clicked, contacts, booked, cancelled
         FROM analytics_weekly_campaign_pairs WHERE ${counted}`,
        `SELECT day - (extract(day FROM day)::int - 1) % 7 AS week, filter_dim, filter_value,
           table_dim, table_value, variant, ${summed}
         FROM analytics_daily_campaign_pairs
         GROUP BY 1, 2, 3, 4, 5, 6
         HAVING sum(visits) <> 0 OR sum(clicked) <> 0 OR sum(contacts) <> 0
           OR sum(booked) <> 0 OR sum(cancelled) <> 0`,
      );

    it('the folded days give every filtered table, figure and funnel the full rollup gives, and only the pairs and the cohorts are read', async () => {
      await seed();
      const fromRollup = await everyTable();
      expect(await foldDueCampaignDays(test.db, later, 400)).toEqual(days);
      const split = await readRangeSplit(
        test.db,
        { from: null, to: '2026-04-30' },
        { weeks: true },
      );
      expect(split).toMatchObject({
        months: ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01'],
        pairDays: [],
        fromTotals: true,
        minusMonths: [],
      });
      expect(
        await readRangeSplit(test.db, { from: '2026-01-30', to: '2026-03-17' }, { weeks: true }),
      ).toEqual({
        months: ['2026-01-01', '2026-02-01', '2026-03-01'],
        weeks: [],
        minusWeeks: [],
        pairDays: [],
        minusDays: ['2026-03-31'],
        rawDays: expect.any(Array),
        // Three of the four folded months: the totals less April.
        fromTotals: true,
        minusMonths: ['2026-04-01'],
      });
      expect(await everyTable()).toEqual(fromRollup);
      expect(await monthsAgreeWithDays()).toBe(0);
      expect(await totalsAgreeWithMonths()).toBe(0);
      expect(await cohortTotalsAgreeWithMonths()).toBe(0);
      expect(await cohortMonthsAgreeWithDays()).toBe(0);
      expect(await weeksAgreeWithDays()).toBe(0);
      // With the rollup's folded days gone, every table, figure and funnel still reads the same
      // (one filter from the pairs or the per-dimension rollup, combined filters from the
      // cohorts).
      await test.db.query('DELETE FROM analytics_daily_campaigns');
      const unfolded = (await everyTable()) as [DayRange, CampaignFilters, ...unknown[]][];
      for (const [index, [range, filters, tables, figures, funnel]] of unfolded.entries()) {
        const [, , fromTables, fromFigures, fromFunnel] = fromRollup[index] as unknown[];
        expect(tables, JSON.stringify([range, filters])).toEqual(fromTables);
        expect(figures, JSON.stringify([range, filters])).toEqual(fromFigures);
        expect(funnel, JSON.stringify([range, filters])).toEqual(fromFunnel);
      }
      // A range over every folded month reads one filter's pairs, and the cohorts of combined
      // filters, from their totals (one row per table value, or per cohort, page and variant,
      // instead of one per month): the same without the monthly rows.
      await test.db.query('DELETE FROM analytics_monthly_campaign_pairs');
      await test.db.query('DELETE FROM analytics_monthly_campaign_cohorts');
      const allTime = ranges[0] as DayRange;
      for (const [index, [range, filters, tables, figures, funnel]] of unfolded.entries()) {
        if (range !== allTime) continue;
        const label = JSON.stringify([range, filters, index]);
        expect(await getCampaignTables(test.db, range, filters), label).toEqual(tables);
        expect(await getCampaignFigures(test.db, range, filters), label).toEqual(figures);
        expect(await getVariantFunnel(test.db, range, filters), label).toEqual(funnel);
      }
    }, 30_000);

    it('a late cancellation shows at once, and folding its day again counts it once', async () => {
      await seed();
      await foldDueCampaignDays(test.db, later, 400);
      const mobile = async () =>
        (await getCampaignTables(test.db, { from: null, to: '2026-04-30' }, { device: 'mobile' }))
          .sources;
      expect((await mobile()).find((row) => row.label === 'google')).toMatchObject({
        booked: 1,
        cancelled: 0,
      });
      const cancel: BookingAction = {
        kind: 'cancelled',
        provider: 'calcom',
        id: 'calcom:pairs-2026-02-15',
        createdAt: new Date('2026-02-15T18:00:00Z'),
        startsAt: null,
        rescheduled: false,
      };
      expect(await applyBooking(test.db, cancel, later)).toBe('cancelled');
      const { rows } = await test.db.query<{ day: string }>(
        "SELECT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_campaign_folds WHERE stale",
      );
      expect(rows.map((row) => row.day)).toEqual(['2026-02-15']);
      const cancelled = await everyTable();
      expect((await mobile()).find((row) => row.label === 'google')).toMatchObject({
        booked: 0,
        cancelled: 1,
      });
      expect(await foldDueCampaignDays(test.db, later, 400)).toEqual(['2026-02-15']);
      expect(await everyTable()).toEqual(cancelled);
      expect(await monthsAgreeWithDays()).toBe(0);
      expect(await totalsAgreeWithMonths()).toBe(0);
      expect(await cohortTotalsAgreeWithMonths()).toBe(0);
      expect(await cohortMonthsAgreeWithDays()).toBe(0);
      expect(await weeksAgreeWithDays()).toBe(0);
    }, 30_000);

    it("a closed month's pairs and each day's are stored in key order, so that one filter value's rows sit together", async () => {
      await seed();
      await foldDueCampaignDays(test.db, later, 400);
      // The filter values whose rows of one day or month are spread over more heap pages than
      // they fill (a page holds some 70 of these rows; 40, and three pages more, leave room for
      // the rows the database puts wherever a page had space left): none, for every day and
      // every month but the open one (April, still added to day by day).
      const spread = async (table: string, period: string, open: string) => {
        const { rows } = await test.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM (
             SELECT count(DISTINCT (ctid::text::point)[0]) AS pages, count(*) AS rows
             FROM ${table} WHERE ${period} <> $1::date
             GROUP BY ${period}, filter_dim, filter_value
           ) AS placed
           WHERE pages > rows / ${period === 'day' ? 40 : 20} + 3`,
          [open],
        );
        return Number(rows[0]?.n);
      };
      expect(await spread('analytics_daily_campaign_pairs', 'day', '1970-01-01')).toBe(0);
      expect(await spread('analytics_monthly_campaign_pairs', 'month', '2026-04-01')).toBe(0);
      expect(await monthsAgreeWithDays()).toBe(0);
    });

    it("an open month's pairs stay on their pages as each day's fold adds to them", async () => {
      for (const [index, day] of days.entries()) await insertEvents(test.db, dayEvents(day, index));
      await insertEvents(test.db, dayEvents('2026-02-16', 20));
      await insertEvents(test.db, dayEvents('2026-02-20', 21));
      const pages = async () => {
        const { rows } = await test.db.query<{ key: string; page: number }>(
          `SELECT concat_ws('|', filter_dim, filter_value, table_dim, table_value, variant) AS key,
             (ctid::text::point)[0] AS page
           FROM analytics_monthly_campaign_pairs WHERE month = '2026-02-01'`,
        );
        return new Map(rows.map((row) => [row.key, Number(row.page)]));
      };
      // February's first day, then four more days added to its rows.
      await foldDueCampaignDays(test.db, new Date('2026-02-02T12:00:00Z'), 400);
      const first = await pages();
      await foldDueCampaignDays(test.db, new Date('2026-02-28T12:00:00Z'), 400);
      const later = await pages();
      const moved = [...first].filter(([key, page]) => later.get(key) !== page);
      expect(first.size).toBeGreaterThan(100);
      expect(later.size).toBeGreaterThan(first.size);
      expect(moved).toEqual([]);
      expect(await monthsAgreeWithDays()).toBe(0);
    });

    it('a month with traffic closes when the next month with traffic is folded, even with a month of none between', async () => {
      await insertEvents(test.db, dayEvents('2026-01-30', 0));
      await insertEvents(test.db, dayEvents('2026-03-17', 1));
      const range = { from: null, to: '2026-04-30' };
      const filters = { channel: 'Paid Search', device: 'mobile' };
      const fromRollup = await getCampaignTables(test.db, range, filters);
      expect(fromRollup.sources.length).toBeGreaterThan(0);
      expect(await foldDueCampaignDays(test.db, later, 400)).toEqual(['2026-01-30', '2026-03-17']);
      expect(await cohortMonthsAgreeWithDays()).toBe(0);
      expect(await weeksAgreeWithDays()).toBe(0);
      await test.db.query('DELETE FROM analytics_daily_campaigns');
      expect(await getCampaignTables(test.db, range, filters)).toEqual(fromRollup);
    });

    it('a day is folded ten minutes after its midnight, and two instances fold each day once', async () => {
      await seed();
      // 00:05 and 00:11 on 2026-04-02 in New York (UTC-4).
      const folded = await foldDueCampaignDays(test.db, new Date('2026-04-02T04:05:00Z'), 400);
      expect(folded).toEqual(days.slice(0, -1));
      await test.db.query(
        'TRUNCATE analytics_campaign_folds, analytics_daily_campaign_pairs, analytics_weekly_campaign_pairs, analytics_monthly_campaign_pairs, analytics_total_campaign_pairs',
      );
      const both = await Promise.all([
        foldDueCampaignDays(test.db, new Date('2026-04-02T04:11:00Z'), 400),
        foldDueCampaignDays(test.db, new Date('2026-04-02T04:11:00Z'), 400),
      ]);
      expect(both.flat().sort()).toEqual(days);
      expect(await monthsAgreeWithDays()).toBe(0);
      expect(await totalsAgreeWithMonths()).toBe(0);
      expect(await cohortTotalsAgreeWithMonths()).toBe(0);
      expect(await cohortMonthsAgreeWithDays()).toBe(0);
      expect(await weeksAgreeWithDays()).toBe(0);
    });

    it("a range's ends are read as whole weeks, a month less a week, and a week less a day, as the full rollup gives them (the cohorts by month and day)", async () => {
      const march = Array.from(
        { length: 31 },
        (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`,
      );
      for (const [index, day] of march.entries())
        await insertEvents(test.db, dayEvents(day, index));
      const marchRanges: DayRange[] = [
        { from: '2026-03-11', to: '2026-03-31' },
        { from: '2026-03-17', to: '2026-03-27' },
        { from: '2026-03-20', to: '2026-03-31' },
      ];
      const fromRollup = await everyTable(marchRanges);
      expect(await foldDueCampaignDays(test.db, later, 400)).toEqual(march);
      const [monthLessWeek, weeksLessDays, daysAndWeeks] = await Promise.all(
        marchRanges.map((range) => readRangeSplit(test.db, range, { weeks: true })),
      );
      expect(monthLessWeek).toMatchObject({
        months: ['2026-03-01'],
        minusWeeks: ['2026-03-01'],
        minusDays: ['2026-03-08', '2026-03-09', '2026-03-10'],
      });
      expect(weeksLessDays).toMatchObject({
        weeks: ['2026-03-15', '2026-03-22'],
        minusDays: ['2026-03-15', '2026-03-16', '2026-03-28'],
      });
      expect(daysAndWeeks).toMatchObject({
        weeks: ['2026-03-22', '2026-03-29'],
        pairDays: ['2026-03-20', '2026-03-21'],
      });
      // The cohorts' split of the same range: its days.
      expect(
        await readRangeSplit(test.db, marchRanges[2] as DayRange, { weeks: false }),
      ).toMatchObject({ months: [], weeks: [], pairDays: march.slice(19) });
      expect(await weeksAgreeWithDays()).toBe(0);
      // Only the folds are read: the rollup's days are gone.
      await test.db.query('DELETE FROM analytics_daily_campaigns');
      expect(await everyTable(marchRanges)).toEqual(fromRollup);
    }, 30_000);
  });
}
