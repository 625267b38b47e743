import 'server-only';
import { addDays } from '@/lib/calendar';
import type { SqlClient } from '../client';
import {
  addTo,
  anyCounted,
  campaignDayRows,
  measureColumns,
  measuresSql,
  nothingFolded,
  type PairRow,
  type RangeSplit,
  type VariantRow,
  variantSumsSql,
} from './campaign-pairs';
import { queryRows } from './rows';

/*
 * The campaign rollup's closed days by cohort (docs/analytics.md, "Combined filters"): the
 * sessions' dimensions numbered once per combination in `analytics_campaign_cohorts`, at four
 * levels (the channel and device; those and the entry page; all but the entry page; every
 * dimension), and each day's rows summed per cohort of each level, keyed by cohort first, in
 * `analytics_daily_campaign_cohorts` (per month in `analytics_monthly_campaign_cohorts`).
 * A view filtered on several session dimensions (or on one and a page) reads each table from the
 * coarsest level that holds its filters and the table's dimension: it finds that level's cohorts
 * in the small table and reads only their rows, a short run of the index each.
 */

/** The session dimensions a cohort holds, as columns of the rollup and of the cohorts. */
export const cohortDims = ['channel', 'source', 'medium', 'campaign', 'device', 'entry'] as const;
type CohortDim = (typeof cohortDims)[number];
export type CohortFilters = Partial<Record<CohortDim | 'page', string>>;

/** The levels, coarsest first, and the dimensions each keeps (the others are ''). */
const levels = {
  channel: ['channel', 'device'],
  landing: ['channel', 'device', 'entry'],
  acquisition: ['channel', 'source', 'medium', 'campaign', 'device'],
  full: cohortDims,
} as const satisfies Record<string, readonly CohortDim[]>;
type Level = keyof typeof levels;

/** The coarsest level that keeps every one of `dims`. */
const levelOf = (dims: readonly CohortDim[]): Level =>
  (Object.keys(levels) as Level[]).find((level) =>
    dims.every((dim) => (levels[level] as readonly CohortDim[]).includes(dim)),
  ) ?? 'full';

const dimList = cohortDims.join(', ');
const columns = measureColumns.join(', ');
const monthOf = `date_trunc('month', $1::date)::date`;
/**
 * A day's rows of the campaign rollup ($1 the day) summed per cohort of each level, with the
 * dimensions each level leaves out set to ''. A session has one value of each dimension, so a
 * coarser level's counts are the sums of the finer one's.
 */
const leveledDayRows = `
  SELECT l.level, ${cohortDims
    .map(
      (dim) =>
        `CASE WHEN l.level IN (${(Object.keys(levels) as Level[])
          .filter((level) => (levels[level] as readonly CohortDim[]).includes(dim))
          .map((level) => `'${level}'`)
          .join(', ')}) THEN s.${dim} ELSE '' END AS ${dim}`,
    )
    .join(',\n    ')},
    s.page, s.variant,
    ${measureColumns.map((column) => `sum(s.${column})::int4 AS ${column}`).join(', ')}
  FROM (${campaignDayRows}) AS s
  CROSS JOIN (VALUES ${(Object.keys(levels) as Level[]).map((level) => `('${level}')`).join(', ')}) AS l(level)
  GROUP BY 1, 2, 3, 4, 5, 6, 7, s.page, s.variant`;
const sameCohort = `c.level = s.level AND ${cohortDims.map((dim) => `c.${dim} = s.${dim}`).join(' AND ')}`;
/**
 * The statements, after `delta` (a CTE of a day's change per cohort, page and variant, its counts
 * named), that add it to the day's month and to the totals.
 */
const addDeltaToMonthAndTotal = `
  month AS (
    INSERT INTO analytics_monthly_campaign_cohorts AS m (month, cohort, page, variant, ${columns})
    SELECT ${monthOf}, cohort, page, variant, ${columns} FROM delta
    ${addTo('cohort, page, month, variant')}
  )
  INSERT INTO analytics_total_campaign_cohorts AS m (cohort, page, variant, ${columns})
  SELECT cohort, page, variant, ${columns} FROM delta
  ${addTo('cohort, page, variant')}`;

/**
 * Folds one day of the campaign rollup into the cohorts, replacing what an earlier fold of the
 * day wrote, and adds the difference to its month's rows and to the totals, as the pairs' fold
 * does: a month's rows are always the sums of its folded days', so a view reads a month whole,
 * less some of its days, whether it is over or not. Run in the transaction of the day's pairs, after its fold row is
 * written, under the folder's lock: one folder at a time numbers new cohorts. The monthly rows are
 * updated in place; a view reads them from the primary key alone (their counts are in it), so
 * where they lie in the table does not matter, and `vacuumCohorts` marks their pages visible again.
 */
export async function foldCohortDay(tx: SqlClient, day: string): Promise<void> {
  await tx.query(
    `WITH s AS (${leveledDayRows})
     INSERT INTO analytics_campaign_cohorts (level, ${dimList})
     SELECT DISTINCT level, ${dimList} FROM s
     WHERE NOT EXISTS (SELECT 1 FROM analytics_campaign_cohorts c WHERE ${sameCohort})
     ORDER BY level, ${dimList}
     ON CONFLICT DO NOTHING`,
    [day],
  );
  await tx.query(
    `WITH old AS (
       DELETE FROM analytics_daily_campaign_cohorts WHERE day + 0 = $1::date RETURNING *
     ),
     delta AS (
       SELECT cohort, page, variant, ${measureColumns.map((column) => `-${column} AS ${column}`).join(', ')}
       FROM old
     ),
     ${addDeltaToMonthAndTotal}`,
    [day],
  );
  await tx.query(
    `WITH s AS (${leveledDayRows}),
     rows AS (
       INSERT INTO analytics_daily_campaign_cohorts (day, cohort, page, variant, ${columns})
       SELECT $1::date, c.id, s.page, s.variant, ${measureColumns.map((column) => `s.${column}`).join(', ')}
       FROM s
       JOIN analytics_campaign_cohorts c ON ${sameCohort}
       ORDER BY c.id, s.page, s.variant
       RETURNING *
     ),
     delta AS (SELECT cohort, page, variant, ${columns} FROM rows),
     ${addDeltaToMonthAndTotal}`,
    [day],
  );
}

/**
 * Marks the cohorts' new pages all visible (and counts them for the planner), outside any
 * transaction: a view reads the cohorts from their primary keys alone, which skips the table
 * only on pages marked so.
 */
export async function vacuumCohorts(db: SqlClient): Promise<void> {
  await db.query(
    `VACUUM (ANALYZE) analytics_campaign_cohorts, analytics_daily_campaign_cohorts,
       analytics_monthly_campaign_cohorts, analytics_total_campaign_cohorts`,
  );
}

/** Sorted days as runs of consecutive days, [first, last] each. */
export const runsOf = (days: string[]) => runsBy(days, (day) => addDays(day, 1));

/**
 * The numbers of the cohorts of some levels that match the session filters, by level, in one
 * statement. Read first, and given to the statements that read their rows as a parameter: found
 * inside them by a join, the cohorts were a subquery the planner sized by guess, and PGlite's
 * read a whole month's rows by the index on the month (which no view's read names since: it is on
 * `month + 0`). The rows' statements take the array as a value computed as they start
 * (`cohortIds`), so that the planner neither estimates each number nor reads the table to find
 * them.
 */
async function matchedCohorts(
  db: SqlClient,
  levels: Level[],
  filters: CohortFilters,
): Promise<Map<Level, number[]>> {
  const params: unknown[] = [levels];
  const conditions = ['level = ANY($1::text[])'];
  for (const dim of cohortDims) {
    const value = filters[dim];
    if (value === undefined) continue;
    params.push(value);
    conditions.push(`${dim} = $${params.length}`);
  }
  const { rows } = await db.query<{ level: Level; ids: number[] }>(
    `SELECT level, json_agg(id ORDER BY id) AS ids FROM analytics_campaign_cohorts
     WHERE ${conditions.join(' AND ')}
     GROUP BY level`,
    params,
  );
  return new Map(rows.map((row) => [row.level, row.ids.map(Number)]));
}

/**
 * The cohorts' numbers ($3) as the statement reads them: evaluated once as it runs, so that the
 * planner does not estimate each of them (the `full` level of a broad filter matches over a
 * thousand, and estimating them took 4-5 ms of a 22 ms statement on PGlite at 10M events).
 */
const cohortIds = 'ARRAY(SELECT unnest($3::int4[]))';

/** Sorted first days of months as runs of consecutive months, [first, last] each. */
const monthRunsOf = (months: string[]) =>
  runsBy(months, (month) => `${addDays(`${month.slice(0, 7)}-28`, 4).slice(0, 7)}-01`);

/** Sorted values as runs in which each follows the one before (`next`), [first, last] each. */
function runsBy(values: string[], next: (value: string) => string): [string, string][] {
  const runs: [string, string][] = [];
  for (const value of values) {
    const last = runs.at(-1);
    if (last && next(last[1]) === value) last[1] = value;
    else runs.push([value, value]);
  }
  return runs;
}

/**
 * The statement's parameters and the rows of the folded part of a range (`split`, as the pairs
 * read it) of some cohorts: $1 the variant filter ('' for none; `variant` null reads every
 * variant), $2 the page filter ('' for the rows of any page; `pages` 'every' without a page filter
 * reads every page's too), $3 the cohorts, then the first and last month of each run of months
 * (or, when the months are read from their totals, of the other months taken away from those:
 * negated), and the first and last day of each run of days added (the days read by day) or taken
 * away (a month's days outside the range or stale: negated). Each cohort's rows over a run of
 * months (of a page) and over a run of days are one range of its primary key.
 */
function cohortRows(
  split: RangeSplit,
  filters: CohortFilters,
  cohorts: number[],
  pages: 'filter' | 'every',
  variant: string | null,
) {
  if (split.weeks.length > 0 || split.minusWeeks.length > 0) {
    throw new Error('The cohorts are read by month and day: split the range without weeks.');
  }
  const params: unknown[] = [variant ?? '', filters.page ?? '', cohorts];
  const signed = (sign: '' | '-') =>
    measureColumns.map((column) => `${sign}${column} AS ${column}`).join(', ');
  const page =
    pages === 'every' && filters.page === undefined ? '$2::text = $2::text' : 'page = $2::text';
  // Each parameter is named even where it changes nothing, so that its type is known.
  const variants = variant === null ? '$1::text = $1::text' : "variant IN ('', $1::text)";
  const common = `cohort = ANY(${cohortIds}) AND ${page} AND ${variants}`;
  const branches: string[] = [];
  if (split.fromTotals) {
    branches.push(
      `SELECT cohort, page, variant, ${columns} FROM analytics_total_campaign_cohorts
       WHERE ${common}`,
    );
  }
  // With the totals, the months read are the other months taken away from them.
  const monthSign = split.fromTotals ? '-' : '';
  const monthRuns = monthRunsOf(split.fromTotals ? split.minusMonths : split.months).map(
    (run) => [...run, monthSign] as const,
  );
  for (const [first, last, sign] of monthRuns) {
    params.push(first, last);
    branches.push(
      `SELECT cohort, page, variant, ${signed(sign)} FROM analytics_monthly_campaign_cohorts
       WHERE ${common} AND month >= $${params.length - 1}::date AND month <= $${params.length}::date`,
    );
  }
  const runs = [
    ...runsOf(split.pairDays).map((run) => [...run, ''] as const),
    ...runsOf(split.minusDays).map((run) => [...run, '-'] as const),
  ];
  for (const [first, last, sign] of runs) {
    params.push(first, last);
    branches.push(
      `SELECT cohort, page, variant, ${signed(sign)}
       FROM analytics_daily_campaign_cohorts
       WHERE ${common} AND day >= $${params.length - 1}::date AND day <= $${params.length}::date`,
    );
  }
  return { params, rows: `(${branches.join('\n      UNION ALL\n      ')}) AS facts` };
}

/** The filters' session dimensions. */
const filteredDims = (filters: CohortFilters) =>
  cohortDims.filter((dim) => filters[dim] !== undefined);

/** The tables (as the pairs name them), the dimensions each groups by, and its value. */
const cohortTables: { dim: string; dims: readonly CohortDim[]; value: string }[] = [
  { dim: 'channel', dims: ['channel'], value: 'c.channel' },
  { dim: 'source', dims: ['source'], value: 'c.source' },
  {
    dim: 'campaign',
    dims: ['source', 'medium', 'campaign'],
    value: `c.source || E'\\t' || c.medium || E'\\t' || c.campaign`,
  },
  { dim: 'entry', dims: ['entry'], value: 'c.entry' },
  { dim: 'device', dims: ['device'], value: 'c.device' },
  { dim: 'page', dims: [], value: 'p.page' },
];

/**
 * Every table's rows under combined filters over the folded part of a range, shaped as the pairs'
 * (./campaign-pairs.ts): the session tables from the rows of any page ('') or of the page
 * filtered on, Top pages from each page's rows (under a page filter: that page's). Each table is
 * read from the coarsest level that keeps its dimensions and the filters', one statement a level.
 */
export async function readCohortTables(
  db: SqlClient,
  split: RangeSplit,
  filters: CohortFilters,
  variant: string,
): Promise<PairRow[]> {
  if (nothingFolded(split)) return [];
  const byLevel = new Map<Level, typeof cohortTables>();
  for (const table of cohortTables) {
    const level = levelOf([...filteredDims(filters), ...table.dims]);
    byLevel.set(level, [...(byLevel.get(level) ?? []), table]);
  }
  const matched = await matchedCohorts(db, [...byLevel.keys()], filters);
  const found = await Promise.all(
    [...byLevel].map(async ([level, tables]) => {
      const cohorts = matched.get(level) ?? [];
      if (cohorts.length === 0) return [];
      const pages = tables.some((table) => table.dim === 'page') ? 'every' : 'filter';
      const { params, rows } = cohortRows(split, filters, cohorts, pages, variant);
      return queryRows<PairRow>(
        db,
        `WITH per_cohort AS (
           SELECT cohort, page, variant,
             ${measureColumns.map((column) => `sum(${column}) AS ${column}`).join(', ')}
           FROM ${rows}
           GROUP BY cohort, page, variant
         )
         SELECT t.dim AS table_dim, t.value AS table_value, ${measuresSql('true', '$1')}
         FROM per_cohort p
         JOIN analytics_campaign_cohorts c ON c.id = p.cohort AND c.id = ANY(${cohortIds})
         CROSS JOIN LATERAL (VALUES
           ${tables.map((table) => `('${table.dim}', ${table.value})`).join(',\n           ')}
         ) AS t(dim, value)
         -- Without a page filter, the session tables from the rows of any page, Top pages from
         -- each page's; with one, every table from that page's rows.
         WHERE ${filters.page === undefined ? "(p.page = '') = (t.dim <> 'page')" : 'true'}
         GROUP BY t.dim, t.value
         -- A value whose facts all lie in the days taken away from a month.
         HAVING ${anyCounted('p')}`,
        params,
      );
    }),
  );
  return found.flat();
}

/** The measures per variant under combined filters over the folded part of a range. */
export async function readCohortVariants(
  db: SqlClient,
  split: RangeSplit,
  filters: CohortFilters,
): Promise<VariantRow[]> {
  if (nothingFolded(split)) return [];
  const level = levelOf(filteredDims(filters));
  const cohorts = (await matchedCohorts(db, [level], filters)).get(level) ?? [];
  if (cohorts.length === 0) return [];
  const { params, rows } = cohortRows(split, filters, cohorts, 'filter', null);
  const { rows: found } = await db.query<VariantRow>(
    `SELECT variant, ${variantSumsSql} FROM ${rows} GROUP BY variant`,
    params,
  );
  return found;
}
