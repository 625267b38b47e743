import 'server-only';
import { type DayRange, eachDay } from '@/lib/calendar';
import type { SqlClient } from '../client';

/*
 * The campaign rollup's closed days folded into pairs of a filter and a table
 * (`analytics_daily_campaign_pairs`, per calendar month `analytics_monthly_campaign_pairs`;
 * docs/analytics.md, "The campaign rollup"), and which days of a range each part holds.
 */

/** A filter the pairs answer: one session dimension, one campaign row, or one page. */
export type PairFilter = { dim: string; value: string };

/**
 * The pairs of one full-rollup row (`s`): a session row (page '') pairs each of its seven
 * filter values with each of its five session table values; a page row pairs its session filter
 * values with its page (the Top pages table under a session filter), and its page with its
 * session table values and itself (the tables under a page filter).
 */
const pairsOf = `
  CROSS JOIN LATERAL (VALUES
    ('channel', s.channel),
    ('source', s.source),
    ('medium', s.medium),
    ('campaign', s.campaign),
    ('source_medium_campaign', s.source || E'\\t' || s.medium || E'\\t' || s.campaign),
    ('entry', s.entry),
    ('device', s.device),
    ('page', s.page)
  ) AS f(dim, value)
  CROSS JOIN LATERAL (VALUES
    ('channel', s.channel),
    ('source', s.source),
    ('campaign', s.source || E'\\t' || s.medium || E'\\t' || s.campaign),
    ('entry', s.entry),
    ('device', s.device),
    ('page', s.page)
  ) AS t(dim, value)
  WHERE (s.page = '') = (f.dim <> 'page' AND t.dim <> 'page')`;

const measureColumns = ['visits', 'clicked', 'contacts', 'booked', 'cancelled'];
const pairKey = 'filter_dim, filter_value, table_dim, table_value, variant';
const sums = (sign: '' | '-') =>
  measureColumns.map((column) => `${sign}sum(${column})::int4`).join(', ');
const addToMonth = `ON CONFLICT (month, ${pairKey}) DO UPDATE SET
  ${measureColumns.map((column) => `${column} = m.${column} + excluded.${column}`).join(', ')}`;

/**
 * Folds one day of the campaign rollup into the pairs, replacing what an earlier fold of that day
 * wrote (its month's sums move by the difference). Run inside a transaction: the day's fold row
 * is written first, so an events statement that changes the day meanwhile waits for the fold to
 * commit and then marks the day stale again (lib/db/queries/events.ts), instead of being missed.
 */
export async function foldCampaignDay(tx: SqlClient, day: string): Promise<void> {
  await tx.query(
    `INSERT INTO analytics_campaign_folds (day, stale) VALUES ($1::date, false)
     ON CONFLICT (day) DO UPDATE SET stale = false`,
    [day],
  );
  await tx.query(
    `WITH old AS (
       DELETE FROM analytics_daily_campaign_pairs WHERE day = $1::date RETURNING *
     )
     INSERT INTO analytics_monthly_campaign_pairs AS m (month, ${pairKey}, ${measureColumns.join(', ')})
     SELECT date_trunc('month', $1::date)::date, ${pairKey}, ${sums('-')}
     FROM old
     GROUP BY ${pairKey}
     ${addToMonth}`,
    [day],
  );
  await tx.query(
    `WITH src AS (
       -- The day's rows, read by the primary key (page, day): the pages with a fact that day
       -- are the per-dimension rollup's, and '' the session rows.
       SELECT * FROM analytics_daily_campaigns
       WHERE day = $1::date
         AND page = ANY(ARRAY(
           SELECT value FROM analytics_daily_campaign_dims WHERE dim = 'page' AND day = $1::date
         ) || ''::text)
     ),
     pairs AS (
       INSERT INTO analytics_daily_campaign_pairs (day, ${pairKey}, ${measureColumns.join(', ')})
       SELECT $1::date, f.dim, f.value, t.dim, t.value, s.variant, ${sums('')}
       FROM src s
       ${pairsOf}
       GROUP BY f.dim, f.value, t.dim, t.value, s.variant
       -- In key order, so that a filter value's rows of the day sit on a few pages.
       ORDER BY f.dim, f.value, t.dim, t.value, s.variant
       RETURNING *
     )
     INSERT INTO analytics_monthly_campaign_pairs AS m (month, ${pairKey}, ${measureColumns.join(', ')})
     SELECT date_trunc('month', $1::date)::date, ${pairKey}, ${sums('')}
     FROM pairs
     GROUP BY ${pairKey}
     ${addToMonth}`,
    [day],
  );
  await closeMonthBefore(tx, day);
}

/**
 * When `day` is the first day folded of its month, the month before is over (the days are folded
 * oldest first): its pairs, added to day by day and so spread over the table by the updates, are
 * written again from its days' pairs in key order. A view then reads a filter value's rows of a
 * month from a few pages instead of one page per row, which is what a broad filter over a year
 * cost at 10M events (docs/benchmarks.md). A day of that month folded again later (a late
 * cancellation) updates its rows as before.
 */
async function closeMonthBefore(tx: SqlClient, day: string): Promise<void> {
  const { rows } = await tx.query<{ first: boolean }>(
    `SELECT NOT EXISTS (
       SELECT 1 FROM analytics_campaign_folds
       WHERE day >= date_trunc('month', $1::date) AND day < $1::date
     ) AS first`,
    [day],
  );
  if (!rows[0]?.first) return;
  const month = `(date_trunc('month', $1::date) - interval '1 month')::date`;
  await tx.query(`DELETE FROM analytics_monthly_campaign_pairs WHERE month = ${month}`, [day]);
  await tx.query(
    `INSERT INTO analytics_monthly_campaign_pairs (month, ${pairKey}, ${measureColumns.join(', ')})
     SELECT ${month}, ${pairKey}, ${sums('')}
     FROM analytics_daily_campaign_pairs
     WHERE day >= ${month} AND day < date_trunc('month', $1::date)::date
     GROUP BY ${pairKey}
     ORDER BY ${pairKey}`,
    [day],
  );
}

/**
 * The days to fold, oldest first: those with counted events before `before` (a day over, with a
 * margin for statements still on their way) that were never folded or changed since.
 */
export async function dueFoldDays(db: SqlClient, before: string, limit: number) {
  const { rows } = await db.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM (
       SELECT day FROM analytics_daily_totals WHERE day < $1::date GROUP BY day
       EXCEPT
       SELECT day FROM analytics_campaign_folds WHERE NOT stale
     ) AS due
     ORDER BY day
     LIMIT $2`,
    [before, limit],
  );
  return rows.map((row) => row.day);
}

/** Where a range's days are read from: whole months and days from the pairs, the rest raw. */
export type RangeSplit = {
  /** First days of the months read from `analytics_monthly_campaign_pairs`. */
  months: string[];
  /** Days read from `analytics_daily_campaign_pairs`. */
  pairDays: string[];
  /** Days read from the campaign rollup itself (not folded, or changed since). */
  rawDays: string[];
};

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Splits a range's days by where they are kept (`folds`: the fold rows of the range's days, and
 * `firstDay` the first counted day, for all time). A month is read from its monthly row when
 * every day folded into it lies in the range and none is stale; the range's other folded days
 * from their daily rows; the rest from the rollup.
 */
export function splitRange(
  range: DayRange,
  folds: { day: string; stale: boolean }[],
  firstDay: string | null,
): RangeSplit {
  const from = range.from ?? firstDay;
  const split: RangeSplit = { months: [], pairDays: [], rawDays: [] };
  if (from === null || from > range.to) return split;
  const byMonth = new Map<string, { day: string; stale: boolean }[]>();
  for (const fold of folds) {
    const month = monthOf(fold.day);
    byMonth.set(month, [...(byMonth.get(month) ?? []), fold]);
  }
  const fresh = new Set(folds.filter((fold) => !fold.stale).map((fold) => fold.day));
  const whole = new Set<string>();
  for (const [month, days] of byMonth) {
    const inRange = days.every((fold) => fold.day >= from && fold.day <= range.to);
    if (inRange && days.every((fold) => !fold.stale)) whole.add(month);
  }
  split.months = [...whole].sort();
  for (const day of eachDay(from, range.to)) {
    if (!fresh.has(day)) split.rawDays.push(day);
    else if (!whole.has(monthOf(day))) split.pairDays.push(day);
  }
  return split;
}

/**
 * A range's split (above), from the fold rows of its days: the fold rows hold every day of
 * every month they touch, so a month is whole only when the range holds all its folded days.
 */
export async function readRangeSplit(db: SqlClient, range: DayRange): Promise<RangeSplit> {
  const { rows } = await db.query<{ day: string; stale: boolean; first: string | null }>(
    `SELECT to_char(f.day, 'YYYY-MM-DD') AS day, f.stale,
       (SELECT to_char(min(day), 'YYYY-MM-DD') FROM analytics_daily_totals) AS first
     FROM (SELECT 1) AS one
     LEFT JOIN analytics_campaign_folds f
       ON f.day >= date_trunc('month', coalesce($1::date, '-infinity'::date))::date
         AND f.day < (date_trunc('month', $2::date) + interval '1 month')::date`,
    [range.from, range.to],
  );
  const firstDay = rows[0]?.first ?? null;
  const folds = rows.flatMap((row) => (row.day === null ? [] : [row]));
  return splitRange(range, folds, firstDay);
}

/**
 * The measures of a group of rows of the campaign rollup, its folds or its pairs ($4 the variant
 * filter, '' for none): visits from the variant '' rows (a visit is of no variant), clicks and
 * booked demos from the variant filter's; contacts from the rows that `sessionRows` names. Each
 * count is summed as int4 (summed in int8; a bigint's sum goes through numeric, several times
 * slower): no row of one day or month comes near 2^31.
 */
export const measuresSql = (sessionRows: string) => `
  coalesce(sum(visits::int4) FILTER (WHERE variant = ''), 0) AS visits,
  coalesce(sum(clicked::int4) FILTER (WHERE variant = $4), 0) AS clicked,
  coalesce(sum((booked - cancelled)::int4) FILTER (WHERE variant = $4), 0) AS booked,
  coalesce(sum(cancelled::int4) FILTER (WHERE variant = $4), 0) AS cancelled,
  coalesce(sum(contacts::int4) FILTER (WHERE variant = '' AND ${sessionRows} AND $4 = ''), 0) AS contacts`;

type PairRow = Record<'visits' | 'clicked' | 'booked' | 'cancelled' | 'contacts', unknown> & {
  table_dim: string;
  table_value: string;
};

/**
 * The pair rows of one filter value ($2/$3) over the folded part of a range ($1 its months, $5
 * its days) that meet `conditions`.
 */
const pairRows = (conditions: string) => {
  const columns = `table_dim, table_value, variant, visits, clicked, contacts, booked, cancelled`;
  const where = `filter_dim = $2 AND filter_value = $3 AND ${conditions}`;
  return `(
    SELECT ${columns} FROM analytics_monthly_campaign_pairs WHERE month = ANY($1::date[]) AND ${where}
    UNION ALL
    SELECT ${columns} FROM analytics_daily_campaign_pairs WHERE day = ANY($5::date[]) AND ${where}
  ) AS pairs`;
};

const nothingFolded = (split: RangeSplit) =>
  split.months.length === 0 && split.pairDays.length === 0;

/**
 * Every table's rows under one filter, over the folded part of a range (`split`): grouped by
 * table and value, with the measures of `measuresSql`.
 */
export async function readPairTables(
  db: SqlClient,
  split: RangeSplit,
  filter: PairFilter,
  variant: string,
): Promise<PairRow[]> {
  if (nothingFolded(split)) return [];
  const { rows } = await db.query<PairRow>(
    `SELECT table_dim, table_value, ${measuresSql('true')}
     FROM ${pairRows("variant IN ('', $4::text)")}
     GROUP BY table_dim, table_value`,
    [split.months, filter.dim, filter.value, variant, split.pairDays],
  );
  return rows;
}

/** Sums of each measure of a group of rows, as they are (the caller picks the variant). */
export const variantSumsSql = `
  coalesce(sum(visits::int4), 0) AS visits,
  coalesce(sum(clicked::int4), 0) AS clicked,
  coalesce(sum((booked - cancelled)::int4), 0) AS booked,
  coalesce(sum(cancelled::int4), 0) AS cancelled,
  coalesce(sum(contacts::int4), 0) AS contacts`;

/**
 * One filter's measures per variant over the folded part of a range, from its Channels rows: a
 * session has one channel, so they add up to the filter's figures.
 */
export async function readPairVariants(db: SqlClient, split: RangeSplit, filter: PairFilter) {
  if (nothingFolded(split)) return [];
  const { rows } = await db.query<
    Record<'visits' | 'clicked' | 'booked' | 'cancelled' | 'contacts', unknown> & {
      variant: string;
    }
  >(
    `SELECT variant, ${variantSumsSql}
     FROM ${pairRows("table_dim = 'channel' AND $4::text = $4::text")}
     GROUP BY variant`,
    [split.months, filter.dim, filter.value, '', split.pairDays],
  );
  return rows;
}
