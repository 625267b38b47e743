/**
 * What a booked demo costs and what it is worth, on both engines: imported spend and CRM deals
 * beside the visits and booked demos of the campaign view, each figure equal to the one worked
 * out by hand below, under filters, per table row, for the previous period, and in the CSV.
 */
import { describe, expect, it } from 'vitest';
import { campaignCsv } from '@/lib/analytics/campaign-csv';
import { parseCampaignFilters } from '@/lib/analytics/campaign-filters';
import { loadCampaigns } from '@/lib/analytics/campaigns';
import { bookingClick, pageView, session, useIngest } from '@/lib/analytics/ingest-test-kit';
import { addDays, businessDay } from '@/lib/analytics/range';
import type { BookingAction } from '@/lib/bookings/deliveries';
import { refOf } from '@/lib/bookings/reference';
import { applyBooking } from '@/lib/bookings/store';
import { mondayOf } from '@/lib/calendar';
import { liveStore } from '@/lib/db/campaign-store-instance';
import type { SqlClient } from '@/lib/db/client';
import { buildDigestReport } from '@/lib/digest/figures';
import { engines } from '@/tests/db/harness';

const now = new Date();
const today = businessDay(now);
const other = '5c1e2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const paid = (sessionId: string) =>
  pageView({
    session_id: sessionId,
    url: 'https://jackie.example/?utm_source=google&utm_medium=cpc&utm_campaign=Spring-Pools',
  });

const booked = (
  id: string,
  attribution: Partial<Extract<BookingAction, { kind: 'created' }>['attribution']>,
) =>
  ({
    kind: 'created',
    provider: 'calcom',
    id,
    createdAt: now,
    startsAt: new Date(now.getTime() + 7 * 86_400_000),
    rescheduledFrom: null,
    attribution: {
      ref: null,
      variant: 'pool',
      page: '/pools',
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
      utmTerm: null,
      utmContent: null,
      ...attribution,
    },
  }) satisfies BookingAction;

/** Spend as an import saves it: the import's row, then its days. */
async function spend(
  db: SqlClient,
  rows: [day: string, source: string, campaign: string, cents: number][],
) {
  const { rows: made } = await db.query<{ id: number }>(
    `INSERT INTO spend_import (file_name, format, source, medium, currency, from_day, to_day,
       days, campaigns, total_cents, state)
     VALUES ('test.csv', 'plain', 'google', 'cpc', 'USD', $1, $1, 1, 1, 0, 'saved') RETURNING id`,
    [today],
  );
  for (const [day, source, campaign, cents] of rows) {
    await db.query(
      `INSERT INTO ad_spend (day, source, medium, campaign, cost_cents, currency, import_id)
       VALUES ($1, $2, $3, $4, $5, 'USD', $6)`,
      [day, source, source === 'google' ? 'cpc' : 'paid', campaign, cents, made[0]?.id],
    );
  }
}

async function deal(db: SqlClient, id: string, stage: string, cents: number, bookingId: string) {
  await db.query(
    `INSERT INTO crm_deal (deal_id, stage, amount_cents, currency, occurred_at, match_kind,
       match_key, booking_id)
     VALUES ($1, $2, $3, 'USD', now(), 'booking_id', $4, $4)`,
    [id, stage, cents, bookingId],
  );
}

for (const engine of engines()) {
  describe(`spend and deal values in the campaign view on ${engine.name}`, () => {
    const test = useIngest(engine);
    const view = async (query = '') => {
      expect((await liveStore(test.db, 30_000)).built).toBe(true);
      return loadCampaigns(test.db, '7d', parseCampaignFilters(new URLSearchParams(query)), now);
    };
    const figures = async (query = '') => {
      const loaded = await view(query);
      if (loaded.figures.error) throw new Error('figures failed');
      return loaded.figures.value;
    };
    const tables = async (query = '') => {
      const loaded = await view(query);
      if (loaded.tables.error) throw new Error('tables failed');
      return loaded.tables.value;
    };

    /**
     * Two paid visits of Google's "Spring-Pools"; the first books (won, $12,500). A Facebook
     * booking the site could not place (its campaign "retargeting" from the delivery) is
     * qualified at $4,000, then canceled. Spend: Spring pools $300 today and $100 yesterday (the
     * report writes it "spring-pools"), Brand $50 (no visit), Facebook's Retargeting $80, and
     * Spring pools $70 ten days ago (the previous period).
     */
    async function seed() {
      await test.send({ events: [paid(session)] });
      await test.send({ events: [bookingClick()] });
      await test.send({ events: [paid(other)] });
      expect(await applyBooking(test.db, booked('calcom:won1', { ref: refOf(session) }), now)).toBe(
        'booked',
      );
      const unplaced = booked('calcom:lost1', {
        utmSource: 'facebook',
        utmMedium: 'paid',
        utmCampaign: 'retargeting',
      });
      expect(await applyBooking(test.db, unplaced, now)).toBe('booked');
      expect(
        await applyBooking(
          test.db,
          {
            kind: 'cancelled',
            provider: 'calcom',
            id: 'calcom:lost1',
            createdAt: now,
            startsAt: null,
            rescheduled: false,
          },
          now,
        ),
      ).toBe('cancelled');
      await deal(test.db, 'deal-1', 'won', 1_250_000, 'calcom:won1');
      await deal(test.db, 'deal-2', 'qualified', 400_000, 'calcom:lost1');
      await spend(test.db, [
        [today, 'google', 'spring-pools', 30_000],
        [addDays(today, -1), 'google', 'spring-pools', 10_000],
        [today, 'google', 'Brand', 5_000],
        [today, 'facebook', 'Retargeting', 8_000],
        [addDays(today, -10), 'google', 'spring-pools', 7_000],
      ]);
    }

    it('shows nothing of values until some spend or deal is on record', async () => {
      await test.send({ events: [paid(session)] });
      const loaded = await view();
      expect(loaded.values).toEqual({ shown: false, currency: 'USD' });
      if (loaded.figures.error) throw new Error('figures failed');
      expect(loaded.figures.value.current).toMatchObject({
        spend: null,
        costPerVisit: null,
        costPerBooked: null,
        roas: null,
      });
    });

    it('figures: spend, cost per visit and per booked demo, deals, pipeline, won revenue, return on ad spend', async () => {
      await seed();
      const { current, previous } = await figures();
      const spent = 30_000 + 10_000 + 5_000 + 8_000;
      expect(current).toMatchObject({
        visits: 2,
        booked: 1,
        cancelled: 1,
        spend: spent,
        costPerVisit: spent / 2,
        costPerBooked: spent / 1,
        // The canceled booking's deal still counts its stage.
        qualifiedDeals: 2,
        pipeline: 400_000,
        wonRevenue: 1_250_000,
        roas: 1_250_000 / spent,
      });
      expect(previous).toMatchObject({ spend: 7_000, visits: 0, costPerVisit: null, roas: 0 });
    });

    it('per campaign, channel and source, matched to the visits’ spelling; a campaign with spend and no visit has its own row', async () => {
      await seed();
      const { campaigns, channels, sources, devices } = await tables();
      const row = (label: string) => campaigns.find((candidate) => candidate.label === label);
      expect(row('google / cpc / Spring-Pools')).toMatchObject({
        visits: 2,
        booked: 1,
        spend: 40_000,
        costPerVisit: 20_000,
        costPerBooked: 40_000,
        qualifiedDeals: 1,
        wonRevenue: 1_250_000,
        roas: 1_250_000 / 40_000,
      });
      expect(row('google / cpc / Brand')).toMatchObject({
        visits: 0,
        booked: 0,
        spend: 5_000,
        costPerVisit: null,
        costPerBooked: null,
        roas: 0,
      });
      expect(row('facebook / paid / retargeting')).toMatchObject({
        booked: 0,
        cancelled: 1,
        spend: 8_000,
        costPerBooked: null,
        qualifiedDeals: 1,
        pipeline: 400_000,
      });
      expect(campaigns.some((candidate) => candidate.label.includes('spring-pools'))).toBe(false);
      expect(channels.find((candidate) => candidate.label === 'Paid Search')).toMatchObject({
        spend: 45_000,
        wonRevenue: 1_250_000,
      });
      expect(channels.find((candidate) => candidate.label === 'Paid Social')).toMatchObject({
        spend: 8_000,
        pipeline: 400_000,
      });
      expect(sources.find((candidate) => candidate.label === 'google')).toMatchObject({
        spend: 45_000,
      });
      // Devices are no table of values: spend cannot be split by device.
      expect(devices.every((candidate) => candidate.spend === null)).toBe(true);
    });

    it('filters apply: by source and campaign; spend is unknown under a device filter, deals still count', async () => {
      await seed();
      expect(await figures('source=google')).toMatchObject({
        current: { spend: 45_000, qualifiedDeals: 1, wonRevenue: 1_250_000, pipeline: 0 },
      });
      expect(await figures('campaign=Spring-Pools')).toMatchObject({
        current: { spend: 40_000, costPerBooked: 40_000 },
        previous: { spend: 7_000 },
      });
      expect(await figures('source=bing')).toMatchObject({
        current: { spend: null, costPerBooked: null, roas: null, qualifiedDeals: 0 },
      });
      expect(await figures('device=desktop')).toMatchObject({
        current: {
          spend: null,
          costPerVisit: null,
          costPerBooked: null,
          roas: null,
          qualifiedDeals: 1,
          wonRevenue: 1_250_000,
        },
      });
    });

    it('a demo booked after the view was read brings its deal in on the next read', async () => {
      await seed();
      expect((await figures()).current.wonRevenue).toBe(1_250_000);
      const later = booked('calcom:won2', { ref: refOf(other) });
      expect(await applyBooking(test.db, later, now)).toBe('booked');
      await deal(test.db, 'deal-3', 'won', 500_000, 'calcom:won2');
      expect((await figures('campaign=Spring-Pools')).current).toMatchObject({
        booked: 2,
        wonRevenue: 1_750_000,
        qualifiedDeals: 2,
      });
    });

    it('lists a deal that matches no booking as unmatched, counted in no figure', async () => {
      await seed();
      await test.db.query(
        `INSERT INTO crm_deal (deal_id, stage, amount_cents, currency, occurred_at, match_kind,
           match_key) VALUES ('deal-9', 'won', 99900, 'USD', now(), 'reference', 'abcdefabcdef')`,
      );
      const loaded = await view();
      expect(loaded.unmatchedDeals).toMatchObject({
        count: 1,
        latest: [{ dealId: 'deal-9', stage: 'won', amountCents: 99_900, matchKind: 'reference' }],
      });
      if (loaded.figures.error) throw new Error('figures failed');
      expect(loaded.figures.value.current.wonRevenue).toBe(1_250_000);
    });

    it('the weekly digest adds spend, cost per booked demo and won revenue', async () => {
      await seed();
      expect((await liveStore(test.db, 30_000)).built).toBe(true);
      const monday = mondayOf(today);
      const report = await buildDigestReport(test.db, monday, today);
      // Spend this week so far: today's, and yesterday's when it falls in the same week.
      const spent = 30_000 + 5_000 + 8_000 + (addDays(today, -1) >= monday ? 10_000 : 0);
      expect(report.values).toEqual({
        currency: 'USD',
        spend: {
          current: spent,
          previous: addDays(today, -10) >= addDays(monday, -7) ? 7_000 : null,
        },
        costPerBooked: { current: spent, previous: null },
        wonRevenue: { current: 1_250_000, previous: 0 },
      });
    });

    it('the CSV carries the cost and value columns, in dollars', async () => {
      await seed();
      const csv = campaignCsv(await view());
      const lines = csv.split('\r\n');
      const header = lines.find((line) => line.startsWith('Section,'))?.split(',') ?? [];
      expect(header).toEqual(
        expect.arrayContaining([
          'Spend (USD)',
          'Cost per visit (USD)',
          'Cost per booked demo (USD)',
          'Qualified deals',
          'Pipeline (USD)',
          'Won revenue (USD)',
          'Return on ad spend',
        ]),
      );
      const cells = (prefix: string) =>
        (lines.find((line) => line.startsWith(prefix)) ?? '').split(',');
      const campaign = cells('Campaigns,google / cpc / Spring-Pools');
      expect(campaign[header.indexOf('Spend (USD)')]).toBe('400.00');
      expect(campaign[header.indexOf('Cost per booked demo (USD)')]).toBe('400.00');
      expect(campaign[header.indexOf('Won revenue (USD)')]).toBe('12500.00');
      expect(campaign[header.indexOf('Return on ad spend')]).toBe('31.25');
      const brand = cells('Campaigns,google / cpc / Brand');
      expect(brand[header.indexOf('Cost per booked demo (USD)')]).toBe('');
    });
  });
}
