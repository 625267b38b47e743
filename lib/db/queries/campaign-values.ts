import 'server-only';
import { businessTimeZone, type DayRange } from '@/lib/calendar';
import { campaignTables, unknownPage } from '../campaign-model';
import type { SqlClient } from '../client';
import { unplacedSessionSql } from './bookings';
import { queryRows } from './rows';

/*
 * The value measures' sources (lib/db/campaign-model.ts, `valueMeasures`): the imported ad spend by
 * campaign, and the CRM's deals by the visit their booking came from. Both are small (a year of
 * daily spend for 60 campaigns is 21,900 rows; deals are a site's customers), so each is one
 * statement over the database of record; lib/analytics/campaign-values.ts matches and sums them.
 */

/** A campaign's spend over a range, as imported (source canonical, the report's campaign name). */
export type SpendByCampaign = { source: string; medium: string; campaign: string; cost: number };

const fromDay = (range: DayRange) => range.from ?? '2000-01-01';

/** ad_spend's keys: its columns are named as the Campaigns table's dimensions they match. */
const spendKeys = (campaignTables.find((table) => table.id === 'campaigns')?.by ?? []).join(', ');

/** The spend of each source, medium and campaign on the days of `range`, in cents. */
export function readSpendByCampaign(db: SqlClient, range: DayRange): Promise<SpendByCampaign[]> {
  return queryRows<SpendByCampaign>(
    db,
    `SELECT ${spendKeys}, sum(cost_cents)::float8 AS cost
     FROM ad_spend WHERE day >= $1::date AND day <= $2::date
     GROUP BY ${spendKeys}`,
    [fromDay(range), range.to],
  );
}

/** A deal, by the session its booking counts in, and the booking's page and variant. */
export type DealsBySession = {
  session_id: string;
  page: string;
  variant: string;
  /** 1 for a deal qualified or won (`valueMeasures`' Qualified deals), else 0. */
  qualified: number;
  /** Its amount in cents while qualified (open), and once won. */
  pipeline: number;
  won: number;
};

/**
 * The deals (but the lost: they count in no measure) of the bookings made on the days of `range`
 * (the day their booked demo counts on), whatever their booking's status since, one row each, by
 * the session their booked demo counts in: the one the booking matched, or the one its unplaced
 * demo counts in (`unplacedSessionSql`). The visit's dimensions come from the read model
 * (lib/db/campaign-store.ts, `readStoreBookedVisits`), which holds them per booked demo, and the
 * caller sums them by visit: the statement is a plain join on the booking's time (its index-free
 * range filter is on the timestamp, so the planner counts the rows right), 5 ms for 5,000 deals.
 */
export async function readDealsBySession(
  db: SqlClient,
  range: DayRange,
): Promise<DealsBySession[]> {
  const rows = await queryRows<{
    session_id: string;
    page: string;
    variant: string;
    won: boolean;
    amount: number;
  }>(
    db,
    `SELECT coalesce(b.session_id, ${unplacedSessionSql('b.id')}) AS session_id,
       coalesce(nullif(b.page, ''), '${unknownPage}') AS page, b.variant,
       d.stage = 'won' AS won, d.amount_cents::float8 AS amount
     FROM crm_deal d JOIN booking b ON b.id = d.booking_id
     WHERE b.created_at >= ($1::date::timestamp AT TIME ZONE '${businessTimeZone}')
       AND b.created_at < (($2::date + 1)::timestamp AT TIME ZONE '${businessTimeZone}')
       AND d.stage IN ('qualified', 'won')`,
    [fromDay(range), range.to],
  );
  return rows.map(({ session_id, page, variant, won, amount }) => ({
    session_id,
    page,
    variant,
    qualified: 1,
    pipeline: won ? 0 : amount,
    won: won ? amount : 0,
  }));
}

/** Whether any spend or deal is on record: the view shows the value measures from then on. */
export async function hasCampaignValues(db: SqlClient): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ad_spend) OR EXISTS (SELECT 1 FROM crm_deal) AS any`,
  );
  return rows[0]?.any === true;
}
