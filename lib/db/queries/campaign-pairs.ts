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
 * The first day of a day's week. The weeks are the month's, not the calendar's: from its 1st,
 * 8th, 15th, 22nd and 29th (the fifth one to three days long, none in a February of 28), so that
 * a week lies in one month and a month is its weeks.
 */
export const weekOf = (day: string) => {
  const date = Number(day.slice(8, 10));
  return `${day.slice(0, 8)}${String(date - ((date - 1) % 7)).padStart(2, '0')}`;
};
/** `weekOf` in SQL, of a date expression. */
export const weekOfSql = (day: string) => `(${day} - (extract(day FROM ${day})::int - 1) % 7)`;

/**
 * The statements, after `delta` (a CTE of a day's change per pair key, its counts named), that
 * add it to the day's week, to its month and to the totals.
 */
const addDeltaToPeriods = `
  week AS (
    INSERT INTO analytics_weekly_campaign_pairs AS m (week, ${pairKey}, ${columnList})
    SELECT ${weekOfSql('$1::date')}, ${pairKey}, ${columnList}
    FROM delta
    ORDER BY ${pairKey}
    ${addTo(`week, ${pairKey}`)}
  ),
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
 * wrote (its week's and month's sums and the totals move by the difference). Run inside a
 * transaction: the day's fold row is written first, so an events statement that changes the day
 * meanwhile waits for the fold to commit and then marks the day stale again
 * (lib/db/queries/events.ts), instead of being missed.
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
     ${addDeltaToPeriods}`,
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
     ${addDeltaToPeriods}`,
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
 * Writes a closed month's pairs of one filter again, and its weeks', from its days' pairs, in key
 * order. Added to day by day, each update leaves its row wherever a page has room, so a filter
 * value's rows of a month end up one per page; rewritten, they sit on a few pages, which is what a
 * broad filter over a year cost at 10M events (docs/benchmarks.md). One filter per call, so that
 * the caller can give each its own short transaction. A day of that month folded again later (a
 * late cancellation) updates its rows as before.
 */
export async function rewriteMonthPairs(
  tx: SqlClient,
  month: string,
  filterDim: (typeof pairFilterDims)[number],
): Promise<void> {
  const days = `day >= $1::date AND day < ($1::date + interval '1 month')::date AND filter_dim = $2`;
  await tx.query(
    'DELETE FROM analytics_monthly_campaign_pairs WHERE month = $1::date AND filter_dim = $2',
    [month, filterDim],
  );
  await tx.query(
    `INSERT INTO analytics_monthly_campaign_pairs (month, ${pairKey}, ${columnList})
     SELECT $1::date, ${pairKey}, ${sums('')}
     FROM analytics_daily_campaign_pairs
     WHERE ${days}
     GROUP BY ${pairKey}
     ORDER BY ${pairKey}`,
    [month, filterDim],
  );
  await tx.query(
    `DELETE FROM analytics_weekly_campaign_pairs
     WHERE week >= $1::date AND week < ($1::date + interval '1 month')::date AND filter_dim = $2`,
    [month, filterDim],
  );
  await tx.query(
    `INSERT INTO analytics_weekly_campaign_pairs (week, ${pairKey}, ${columnList})
     SELECT ${weekOfSql('day')}, ${pairKey}, ${sums('')}
     FROM analytics_daily_campaign_pairs
     WHERE ${days}
     GROUP BY 1, ${pairKey}
     ORDER BY 1, ${pairKey}`,
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
 * Where a range's days are read from: months from their monthly pairs, weeks from their weekly
 * pairs, each less some weeks' and days' pairs, days from their daily pairs, the rest raw.
 */
export type RangeSplit = {
  /** First days of the months read from `analytics_monthly_campaign_pairs`. */
  months: string[];
  /** First days of the weeks read from `analytics_weekly_campaign_pairs`. */
  weeks: string[];
  /** Weeks of those months whose weekly pairs are taken away. */
  minusWeeks: string[];
  /** Days read from `analytics_daily_campaign_pairs`. */
  pairDays: string[];
  /** Days of those months or weeks whose daily pairs are taken away (outside the range, or stale). */
  minusDays: string[];
  /** Days read from the campaign rollup itself (not folded, or changed since). */
  rawDays: string[];
  /**
   * Whether `months` are read from `analytics_total_campaign_pairs` (one row per table value
   * instead of one per month) less `minusMonths`, the other months with a folded day.
   */
  fromTotals: boolean;
  /** With `fromTotals`, the months with a folded day that are not in `months`. */
  minusMonths: string[];
};

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
/**
 * Whether a split may read weeks: the pairs' do; the cohorts' do not, since each run of weeks
 * or days they read costs one descent of the index per matched cohort (over a thousand for a
 * broad combined filter), which cost more than the days the weeks save.
 */
export type SplitOptions = { weeks: boolean };

/** A week's (or a month's) folded days: those the range wants, and the others. */
type Folded = { plus: string[]; minus: string[] };
/**
 * What reading one set of a week's folded days (`take`) costs, in rows of a day or week read:
 * the days one by one, or the week whole less the others (`keep`).
 */
const weekCost = ({ take, keep }: { take: string[]; keep: string[] }) =>
  take.length === 0 ? 0 : Math.min(take.length, 1 + keep.length);

/**
 * Splits a range's days by where they are kept (`folds`: the fold rows of the range's days and
 * of the rest of its months, and `firstDay` the first counted day, for all time). A month's and a
 * week's pairs are the sums of their folded days' daily pairs, so a month of the range is read
 * whichever way reads fewer rows of a day, a week or a month: its fresh folded days in the range
 * week by week, or its monthly pairs less its other folded days (outside the range, or stale)
 * week by week; and a week's days either one by one or as the week less the others. A stale
 * day, and a day not folded, is read from the rollup. An end of a range is then read as at most
 * about two weeks and three days, instead of half a month of days. Without weeks (`options`),
 * a month's days are read one by one or the month less its other days, and an end is up to half a
 * month of days. When the months read whole are most of the months with a folded day
 * (`foldedMonths`), they are read as the totals less the others (`fromTotals`): all time is one row
 * per key, and a year of a site folded for fourteen months three.
 */
export function splitRange(
  range: DayRange,
  folds: { day: string; stale: boolean }[],
  firstDay: string | null,
  foldedMonths: string[] = [],
  { weeks: byWeek }: SplitOptions = { weeks: true },
): RangeSplit {
  const from = range.from ?? firstDay;
  const split: RangeSplit = {
    months: [],
    weeks: [],
    minusWeeks: [],
    pairDays: [],
    minusDays: [],
    rawDays: [],
    fromTotals: false,
    minusMonths: [],
  };
  if (from === null || from > range.to) return split;
  const inRange = (day: string) => day >= from && day <= range.to;
  // Without weeks, a month is one group whose days are read one by one.
  const groupOf = byWeek ? weekOf : monthOf;
  const cost = byWeek ? weekCost : ({ take }: { take: string[] }) => take.length;
  const byMonth = new Map<string, Map<string, Folded>>();
  for (const fold of folds) {
    const month = monthOf(fold.day);
    const weeks = byMonth.get(month) ?? new Map<string, Folded>();
    const week = weeks.get(groupOf(fold.day)) ?? { plus: [], minus: [] };
    (fold.stale || !inRange(fold.day) ? week.minus : week.plus).push(fold.day);
    weeks.set(groupOf(fold.day), week);
    byMonth.set(month, weeks);
  }
  const fresh = new Set<string>();
  /** Reads `take` of each week whichever way costs less (`weekCost`), into the lists named. */
  const read = (
    weeks: Map<string, Folded>,
    sides: (folded: Folded) => { take: string[]; keep: string[] },
    into: { days: string[]; weeks: string[]; back: string[] },
  ) => {
    for (const [week, folded] of weeks) {
      const { take, keep } = sides(folded);
      if (take.length === 0) continue;
      if (byWeek && 1 + keep.length < take.length) {
        into.weeks.push(week);
        into.back.push(...keep);
      } else into.days.push(...take);
    }
  };
  const plusSide = ({ plus, minus }: Folded) => ({ take: plus, keep: minus });
  const minusSide = ({ plus, minus }: Folded) => ({ take: minus, keep: plus });
  for (const [month, weeks] of byMonth) {
    for (const { plus } of weeks.values()) for (const day of plus) fresh.add(day);
    let plusCost = 0;
    let minusCost = 1;
    for (const folded of weeks.values()) {
      plusCost += cost(plusSide(folded));
      minusCost += cost(minusSide(folded));
    }
    if (plusCost === 0) continue;
    // At equal cost the month: it is the same rows as its days' or weeks'.
    if (minusCost <= plusCost) {
      split.months.push(month);
      read(weeks, minusSide, {
        days: split.minusDays,
        weeks: split.minusWeeks,
        back: split.pairDays,
      });
    } else {
      read(weeks, plusSide, { days: split.pairDays, weeks: split.weeks, back: split.minusDays });
    }
  }
  for (const list of [split.months, split.weeks, split.minusWeeks, split.pairDays, split.minusDays])
    list.sort();
  for (const day of eachDay(from, range.to)) if (!fresh.has(day)) split.rawDays.push(day);
  const whole = new Set(split.months);
  const others = foldedMonths.filter((month) => !whole.has(month)).sort();
  // At equal cost the months: a month has fewer rows per key than the totals.
  if (1 + others.length < split.months.length) {
    split.fromTotals = true;
    split.minusMonths = others;
  }
  return split;
}

/**
 * A range's split (above), from the fold rows of its days: the fold rows hold every day of
 * every month they touch, so a month is whole only when the range holds all its folded days.
 */
export async function readRangeSplit(
  db: SqlClient,
  range: DayRange,
  options: SplitOptions,
): Promise<RangeSplit> {
  // The fold rows as one string ("2026-11-02,2026-11-03!" for a stale one): a year of them as a
  // JSON array of objects took twice as long to build and read on PGlite (3.0 against 1.4 ms).
  const { rows } = await db.query<{ first: string | null; folds: string; months: string }>(
    `SELECT (SELECT to_char(min(day), 'YYYY-MM-DD') FROM analytics_daily_totals) AS first,
       (SELECT coalesce(string_agg(to_char(day, 'YYYY-MM-DD') || CASE WHEN stale THEN '!' ELSE '' END, ','), '')
        FROM analytics_campaign_folds
        WHERE day >= date_trunc('month', coalesce($1::date, '-infinity'::date))::date
          AND day < (date_trunc('month', $2::date) + interval '1 month')::date) AS folds,
       (SELECT coalesce(string_agg(DISTINCT to_char(date_trunc('month', day), 'YYYY-MM-DD'), ','), '')
        FROM analytics_campaign_folds) AS months`,
    [range.from, range.to],
  );
  // One row, always: every column is a scalar subquery.
  const [row] = rows;
  const folds = (row?.folds ?? '')
    .split(',')
    .filter(Boolean)
    .map((fold) => ({ day: fold.slice(0, 10), stale: fold.endsWith('!') }));
  const months = (row?.months ?? '').split(',').filter(Boolean);
  return splitRange(range, folds, row?.first ?? null, months, options);
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
 * The pair rows of one filter value ($2/$3) over the folded part of a range (`split`, in the
 * parameters `pairParams` gives: $1 its months, or the months taken away from the totals when
 * they are read from those, $5 its days and $7 its weeks, $6 and $8 the days and weeks taken
 * away, their measures negated) that meet `conditions`.
 */
const pairRows = (split: RangeSplit, conditions: string) => {
  const columns = `table_dim, table_value, variant`;
  const measures = (sign: '' | '-') =>
    measureColumns.map((column) => `${sign}${column} AS ${column}`).join(', ');
  const where = `filter_dim = $2 AND filter_value = $3 AND ${conditions}`;
  const months = split.fromTotals
    ? `SELECT ${columns}, ${measures('')} FROM analytics_total_campaign_pairs WHERE ${where}`
    : `SELECT ${columns}, ${measures('')} FROM analytics_monthly_campaign_pairs
    WHERE month = ANY($1::date[]) AND ${where}`;
  const periods = [
    ...(split.fromTotals
      ? ([['analytics_monthly_campaign_pairs', 'month', '$1', '-']] as const)
      : []),
    ['analytics_weekly_campaign_pairs', 'week', '$7', ''],
    ['analytics_weekly_campaign_pairs', 'week', '$8', '-'],
    ['analytics_daily_campaign_pairs', 'day', '$5', ''],
    ['analytics_daily_campaign_pairs', 'day', '$6', '-'],
  ] as const;
  return `(
    ${months}
    ${periods
      .map(
        ([table, period, param, sign]) => `UNION ALL
    SELECT ${columns}, ${measures(sign)} FROM ${table}
    WHERE ${period} = ANY(${param}::date[]) AND ${where}`,
      )
      .join('\n    ')}
  ) AS pairs`;
};

/** The parameters of `pairRows`, with the variant ($4). */
const pairParams = (split: RangeSplit, filter: PairFilter, variant: string) => [
  split.fromTotals ? split.minusMonths : split.months,
  filter.dim,
  filter.value,
  variant,
  split.pairDays,
  split.minusDays,
  split.weeks,
  split.minusWeeks,
];

/** Whether a range's split holds no folded day (then only the rollup answers). */
export const nothingFolded = (split: RangeSplit) =>
  split.months.length === 0 && split.weeks.length === 0 && split.pairDays.length === 0;

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
    pairParams(split, filter, variant),
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
    pairParams(split, filter, ''),
  );
  return rows;
}
