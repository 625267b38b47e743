import 'server-only';
import { type DayRange, eachDay } from '@/lib/calendar';
import type { SqlClient } from '../client';
import { queryRows } from './rows';

/*
 * The campaign rollup's closed days folded into pairs of a filter and a table
 * (`analytics_daily_campaign_pairs`, per calendar month `analytics_monthly_campaign_pairs`;
 * docs/analytics.md, "The campaign rollup"), and which days of a range each part holds.
 */

/** A filter the pairs answer: one session dimension, one campaign row, or one page. */
export type PairFilter = { dim: string; value: string };

const campaignOf = `s.source || E'\\t' || s.medium || E'\\t' || s.campaign`;
/** What each filter the pairs are kept for (`filter_dim`) reads from a full-rollup row. */
const filterValues = {
  channel: 's.channel',
  source: 's.source',
  medium: 's.medium',
  campaign: 's.campaign',
  source_medium_campaign: campaignOf,
  entry: 's.entry',
  device: 's.device',
  page: 's.page',
} as const;
/** The filters the pairs are kept for, in the order a closed month is rewritten. */
export const pairFilterDims = Object.keys(filterValues) as (keyof typeof filterValues)[];

/**
 * The pairs of one full-rollup row (`s`): a session row (page '') pairs each of its seven
 * filter values with each of its five session table values; a page row pairs its session filter
 * values with its page (the Top pages table under a session filter), and its page with its
 * session table values and itself (the tables under a page filter).
 */
const pairsOf = `
  CROSS JOIN LATERAL (VALUES
    ${Object.entries(filterValues)
      .map(([dim, value]) => `('${dim}', ${value})`)
      .join(',\n    ')}
  ) AS f(dim, value)
  CROSS JOIN LATERAL (VALUES
    ('channel', s.channel),
    ('source', s.source),
    ('campaign', ${campaignOf}),
    ('entry', s.entry),
    ('device', s.device),
    ('page', s.page)
  ) AS t(dim, value)
  WHERE (s.page = '') = (f.dim <> 'page' AND t.dim <> 'page')`;

export const measureColumns = ['visits', 'clicked', 'contacts', 'booked', 'cancelled'];
/** A group's HAVING: some count of its rows (of `alias`, if given) adds up to more than nothing. */
export const anyCounted = (alias: string) =>
  measureColumns.map((column) => `sum(${alias && `${alias}.`}${column}) <> 0`).join(' OR ');
/**
 * A day's rows of the campaign rollup ($1 the day), read by the primary key (page, day): the
 * pages with a fact that day are the per-dimension rollup's, and '' the session rows.
 */
export const campaignDayRows = `
  SELECT * FROM analytics_daily_campaigns
  WHERE day = $1::date
    AND page = ANY(ARRAY(
      SELECT value FROM analytics_daily_campaign_dims WHERE dim = 'page' AND day = $1::date
    ) || ''::text)`;
const pairKey = 'filter_dim, filter_value, table_dim, table_value, variant';
/** Sums of each measure, named after it (`sign` '-' negates them). */
const sums = (sign: '' | '-') =>
  measureColumns.map((column) => `${sign}sum(${column})::int4 AS ${column}`).join(', ');
/** An upsert's conflict clause that adds the new counts to the row's (aliased `m`). */
export const addTo = (key: string) => `ON CONFLICT (${key}) DO UPDATE SET
  ${measureColumns.map((column) => `${column} = m.${column} + excluded.${column}`).join(', ')}`;
const columnList = measureColumns.join(', ');
/**
 * The statements, after `delta` (a CTE of a day's change per pair key, its counts named), that
 * add it to the day's month and to the totals.
 */
const addDeltaToMonthAndTotal = `
  month AS (
    INSERT INTO analytics_monthly_campaign_pairs AS m (month, ${pairKey}, ${columnList})
    SELECT date_trunc('month', $1::date)::date, ${pairKey}, ${columnList}
    FROM delta
    -- The month's first day puts its rows in key order; the table's pages are left half empty
    -- (migration 0017), so the later days' updates stay on them.
    ORDER BY ${pairKey}
    ${addTo(`month, ${pairKey}`)}
  )
  INSERT INTO analytics_total_campaign_pairs AS m (${pairKey}, ${columnList})
  SELECT ${pairKey}, ${columnList}
  FROM delta
  ORDER BY ${pairKey}
  ${addTo(pairKey)}`;

/**
 * Folds one day of the campaign rollup into the pairs, replacing what an earlier fold of that day
 * wrote (its month's sums and the totals move by the difference). Run inside a transaction: the
 * day's fold row is written first, so an events statement that changes the day meanwhile waits
 * for the fold to commit and then marks the day stale again (lib/db/queries/events.ts), instead
 * of being missed.
 */
export async function foldCampaignDay(tx: SqlClient, day: string): Promise<string | null> {
  await tx.query(
    `INSERT INTO analytics_campaign_folds (day, stale) VALUES ($1::date, false)
     ON CONFLICT (day) DO UPDATE SET stale = false`,
    [day],
  );
  await tx.query(
    `WITH old AS (
       DELETE FROM analytics_daily_campaign_pairs WHERE day = $1::date RETURNING *
     ),
     delta AS (SELECT ${pairKey}, ${sums('-')} FROM old GROUP BY ${pairKey}),
     ${addDeltaToMonthAndTotal}`,
    [day],
  );
  await tx.query(
    `WITH src AS (${campaignDayRows}),
     pairs AS (
       INSERT INTO analytics_daily_campaign_pairs (day, ${pairKey}, ${columnList})
       SELECT $1::date, f.dim, f.value, t.dim, t.value, s.variant, ${sums('')}
       FROM src s
       ${pairsOf}
       GROUP BY f.dim, f.value, t.dim, t.value, s.variant
       -- In key order, so that a filter value's rows of the day sit on a few pages.
       ORDER BY f.dim, f.value, t.dim, t.value, s.variant
       RETURNING *
     ),
     delta AS (SELECT ${pairKey}, ${sums('')} FROM pairs GROUP BY ${pairKey}),
     ${addDeltaToMonthAndTotal}`,
    [day],
  );
  return closedMonth(tx, day);
}

/**
 * The month that folding `day` closes: the month before, when `day` is the first day folded of
 * its month (the days are folded oldest first, so the month before is over). Null otherwise.
 */
async function closedMonth(tx: SqlClient, day: string): Promise<string | null> {
  const { rows } = await tx.query<{ month: string | null }>(
    `SELECT to_char(date_trunc('month', $1::date) - interval '1 month', 'YYYY-MM-DD') AS month
     WHERE NOT EXISTS (
       SELECT 1 FROM analytics_campaign_folds
       WHERE day >= date_trunc('month', $1::date) AND day < $1::date
     )`,
    [day],
  );
  return rows[0]?.month ?? null;
}

/**
 * Writes a closed month's pairs of one filter again, from its days' pairs, in key order. Added to
 * day by day, each update leaves its row wherever a page has room, so a filter value's rows of a
 * month end up one per page; rewritten, they sit on a few pages, which is what a broad filter
 * over a year cost at 10M events (docs/benchmarks.md). One filter per call, so that the caller can
 * give each its own short transaction. A day of that month folded again later (a late
 * cancellation) updates its rows as before.
 */
export async function rewriteMonthPairs(
  tx: SqlClient,
  month: string,
  filterDim: (typeof pairFilterDims)[number],
): Promise<void> {
  await tx.query(
    'DELETE FROM analytics_monthly_campaign_pairs WHERE month = $1::date AND filter_dim = $2',
    [month, filterDim],
  );
  await tx.query(
    `INSERT INTO analytics_monthly_campaign_pairs (month, ${pairKey}, ${measureColumns.join(', ')})
     SELECT $1::date, ${pairKey}, ${sums('')}
     FROM analytics_daily_campaign_pairs
     WHERE day >= $1::date AND day < ($1::date + interval '1 month')::date AND filter_dim = $2
     GROUP BY ${pairKey}
     ORDER BY ${pairKey}`,
    [month, filterDim],
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

/**
 * Where a range's days are read from: months from their monthly pairs, less some days' pairs,
 * days from their daily pairs, the rest raw.
 */
export type RangeSplit = {
  /** First days of the months read from `analytics_monthly_campaign_pairs`. */
  months: string[];
  /** Days read from `analytics_daily_campaign_pairs`. */
  pairDays: string[];
  /** Days of those months whose daily pairs are taken away (outside the range, or stale). */
  minusDays: string[];
  /** Days read from the campaign rollup itself (not folded, or changed since). */
  rawDays: string[];
  /**
   * Whether `months` are every month with a folded day: then their pairs are read from
   * `analytics_total_campaign_pairs`, one row per table value instead of one per month.
   */
  allMonths: boolean;
};

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/**
 * Splits a range's days by where they are kept (`folds`: the fold rows of the range's days and
 * of the rest of its months, and `firstDay` the first counted day, for all time). A month's
 * monthly pairs are the sum of its folded days' daily pairs, so a month of the range is read
 * whichever way reads fewer days: its fresh folded days in the range from their daily pairs, or
 * its monthly pairs less the daily pairs of its other folded days (outside the range, or stale).
 * A stale day, and a day not folded, is read from the rollup. The longest read is then about half
 * a month of days at each end of a range, instead of a month. When the months read are all the
 * months with a folded day (`foldedMonths` of them), they are read as one total (`allMonths`).
 */
export function splitRange(
  range: DayRange,
  folds: { day: string; stale: boolean }[],
  firstDay: string | null,
  foldedMonths = 0,
): RangeSplit {
  const from = range.from ?? firstDay;
  const split: RangeSplit = {
    months: [],
    pairDays: [],
    minusDays: [],
    rawDays: [],
    allMonths: false,
  };
  if (from === null || from > range.to) return split;
  const inRange = (day: string) => day >= from && day <= range.to;
  const byMonth = new Map<string, { plus: string[]; minus: string[] }>();
  for (const fold of folds) {
    const month = monthOf(fold.day);
    const parts = byMonth.get(month) ?? { plus: [], minus: [] };
    (fold.stale || !inRange(fold.day) ? parts.minus : parts.plus).push(fold.day);
    byMonth.set(month, parts);
  }
  const fresh = new Set<string>();
  for (const [month, { plus, minus }] of [...byMonth].sort(([a], [b]) => a.localeCompare(b))) {
    for (const day of plus) fresh.add(day);
    if (minus.length < plus.length) {
      split.months.push(month);
      split.minusDays.push(...minus.sort());
    } else split.pairDays.push(...plus.sort());
  }
  for (const day of eachDay(from, range.to)) if (!fresh.has(day)) split.rawDays.push(day);
  split.allMonths = split.months.length > 0 && split.months.length === foldedMonths;
  return split;
}

/**
 * A range's split (above), from the fold rows of its days: the fold rows hold every day of
 * every month they touch, so a month is whole only when the range holds all its folded days.
 */
export async function readRangeSplit(db: SqlClient, range: DayRange): Promise<RangeSplit> {
  // The fold rows as one string ("2026-11-02,2026-11-03!" for a stale one): a year of them as a
  // JSON array of objects took twice as long to build and read on PGlite (3.0 against 1.4 ms).
  const { rows } = await db.query<{ first: string | null; folds: string; months: unknown }>(
    `SELECT (SELECT to_char(min(day), 'YYYY-MM-DD') FROM analytics_daily_totals) AS first,
       (SELECT coalesce(string_agg(to_char(day, 'YYYY-MM-DD') || CASE WHEN stale THEN '!' ELSE '' END, ','), '')
        FROM analytics_campaign_folds
        WHERE day >= date_trunc('month', coalesce($1::date, '-infinity'::date))::date
          AND day < (date_trunc('month', $2::date) + interval '1 month')::date) AS folds,
       (SELECT count(DISTINCT date_trunc('month', day)) FROM analytics_campaign_folds) AS months`,
    [range.from, range.to],
  );
  // One row, always: every column is a scalar subquery.
  const [row] = rows;
  const folds = (row?.folds ?? '')
    .split(',')
    .filter(Boolean)
    .map((fold) => ({ day: fold.slice(0, 10), stale: fold.endsWith('!') }));
  return splitRange(range, folds, row?.first ?? null, Number(row?.months ?? 0));
}

/**
 * The measures of a group of rows of the campaign rollup, its folds, its pairs or its cohorts
 * (`variant` the parameter of the variant filter, '' for none): visits from the variant '' rows (a visit is of no variant), clicks and
 * booked demos from the variant filter's; contacts from the rows that `sessionRows` names. Each
 * count is summed as int4 (summed in int8; a bigint's sum goes through numeric, several times
 * slower): no row of one day or month comes near 2^31.
 */
export const measuresSql = (sessionRows: string, variant = '$4') => `
  coalesce(sum(visits::int4) FILTER (WHERE variant = ''), 0) AS visits,
  coalesce(sum(clicked::int4) FILTER (WHERE variant = ${variant}), 0) AS clicked,
  coalesce(sum((booked - cancelled)::int4) FILTER (WHERE variant = ${variant}), 0) AS booked,
  coalesce(sum(cancelled::int4) FILTER (WHERE variant = ${variant}), 0) AS cancelled,
  coalesce(sum(contacts::int4) FILTER (WHERE variant = '' AND ${sessionRows} AND ${variant} = ''), 0) AS contacts`;

type Measured = Record<'visits' | 'clicked' | 'booked' | 'cancelled' | 'contacts', unknown>;
/** A table's row as the pairs and the cohorts give it: a table, its value, the measures. */
export type PairRow = Measured & { table_dim: string; table_value: string };
/** A variant's measures ('' for any) as the pairs and the cohorts give them. */
export type VariantRow = Measured & { variant: string };

/**
 * The pair rows of one filter value ($2/$3) over the folded part of a range (`split`: $1 its
 * months, read from their totals when they are all the folded months, $5 its days, $6 the days
 * taken away from its months, their measures negated) that meet `conditions`.
 */
const pairRows = (split: RangeSplit, conditions: string) => {
  const columns = `table_dim, table_value, variant`;
  const measures = (sign: '' | '-') =>
    measureColumns.map((column) => `${sign}${column} AS ${column}`).join(', ');
  const where = `filter_dim = $2 AND filter_value = $3 AND ${conditions}`;
  const months = split.allMonths
    ? // $1 named all the same, so that its type is known.
      `SELECT ${columns}, ${measures('')} FROM analytics_total_campaign_pairs
    WHERE $1::date[] IS NOT NULL AND ${where}`
    : `SELECT ${columns}, ${measures('')} FROM analytics_monthly_campaign_pairs
    WHERE month = ANY($1::date[]) AND ${where}`;
  return `(
    ${months}
    UNION ALL
    SELECT ${columns}, ${measures('')} FROM analytics_daily_campaign_pairs
    WHERE day = ANY($5::date[]) AND ${where}
    UNION ALL
    SELECT ${columns}, ${measures('-')} FROM analytics_daily_campaign_pairs
    WHERE day = ANY($6::date[]) AND ${where}
  ) AS pairs`;
};

/** Whether a range's split holds no folded day (then only the rollup answers). */
export const nothingFolded = (split: RangeSplit) =>
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
  return queryRows<PairRow>(
    db,
    `SELECT table_dim, table_value, ${measuresSql('true')}
     FROM ${pairRows(split, "variant IN ('', $4::text)")}
     GROUP BY table_dim, table_value
     -- A value whose facts all lie in the days taken away from a month.
     HAVING ${anyCounted('')}`,
    [split.months, filter.dim, filter.value, variant, split.pairDays, split.minusDays],
  );
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
export async function readPairVariants(
  db: SqlClient,
  split: RangeSplit,
  filter: PairFilter,
): Promise<VariantRow[]> {
  if (nothingFolded(split)) return [];
  const { rows } = await db.query<VariantRow>(
    `SELECT variant, ${variantSumsSql}
     FROM ${pairRows(split, "table_dim = 'channel' AND $4::text = $4::text")}
     GROUP BY variant`,
    [split.months, filter.dim, filter.value, '', split.pairDays, split.minusDays],
  );
  return rows;
}
