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

/** Deals summed by the session their booking counts in, and by the booking's page and variant. */
export type DealsBySession = {
  session_id: string;
  page: string;
  variant: string;
  qualified: number;
  pipeline: number;
  won: number;
};

/**
 * The deals of the bookings made on the days of `range` (the day their booked demo counts on),
 * whatever their booking's status since, by the session their booked demo counts in: the one
 * the booking matched, or the one its unplaced demo counts in (`unplacedSessionSql`). The visit's
 * dimensions come from the read model (lib/db/campaign-store.ts, `readStoreBookedVisits`), which
 * holds them per booked demo: spelling them out here in SQL cost 26 µs a deal (90 ms at 5,000).
 */
export function readDealsBySession(db: SqlClient, range: DayRange): Promise<DealsBySession[]> {
  return queryRows<DealsBySession>(
    db,
    `SELECT coalesce(b.session_id, ${unplacedSessionSql('b.id')}) AS session_id,
       coalesce(nullif(b.page, ''), '${unknownPage}') AS page, b.variant,
       count(*) FILTER (WHERE d.stage IN ('qualified', 'won'))::int AS qualified,
       coalesce(sum(d.amount_cents) FILTER (WHERE d.stage = 'qualified'), 0)::float8 AS pipeline,
       coalesce(sum(d.amount_cents) FILTER (WHERE d.stage = 'won'), 0)::float8 AS won
     FROM crm_deal d JOIN booking b ON b.id = d.booking_id
     WHERE (b.created_at AT TIME ZONE '${businessTimeZone}')::date >= $1::date
       AND (b.created_at AT TIME ZONE '${businessTimeZone}')::date <= $2::date
     GROUP BY 1, 2, 3`,
    [fromDay(range), range.to],
  );
}

/** Whether any spend or deal is on record: the view shows the value measures from then on. */
export async function hasCampaignValues(db: SqlClient): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ad_spend) OR EXISTS (SELECT 1 FROM crm_deal) AS any`,
  );
  return rows[0]?.any === true;
}
