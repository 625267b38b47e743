import 'server-only';

/**
 * The last day anything was counted on: every rollup's rows are of the days the events statement
 * counts in `analytics_daily_totals` (its primary key leads with the day, so this is one index
 * lookup).
 */
const lastCountedDay = `(SELECT max(day) FROM analytics_daily_totals)`;
/**
 * Where the range's whole months end ($2 its last day): after $2's month when $2 is that month's
 * last day, or when no day after $2 has been counted yet (a range up to today: the month so far
 * is the monthly row); else at the start of $2's month.
 */
const monthsEnd = `(CASE WHEN $2::date >= coalesce(${lastCountedDay}, $2::date)
    THEN date_trunc('month', $2::date) + interval '1 month'
    ELSE date_trunc('month', $2::date + 1) END)::date`;
/** The first day of the range's first whole month ($1 its first day, null for all time). */
const monthsStart = `(date_trunc('month', $1::date - 1) + interval '1 month')::date`;
/**
 * Where a range's rows are read from, worked out once per statement (one row): its whole months
 * [month_from, month_to) from the monthly table, and from the daily one its head [head_from,
 * head_to) and tail [tail_from, tail_to), each added (sign 1) or taken away (-1). The head is the
 * range's days before its first whole month, or, when those are most of their month, that month's
 * other days, the month then being read whole (`first_whole`); the tail likewise after its last
 * whole month (`last_whole`). A range inside one month (`two_ends` false) has only a head: its
 * days, or the month's days before and after it.
 */
const rangeBounds = `range_bounds AS (
    SELECT
      CASE WHEN first_whole THEN first_month ELSE ms END AS month_from,
      CASE WHEN NOT two_ends THEN ms WHEN last_whole THEN after_last ELSE me END AS month_to,
      CASE WHEN first_whole THEN first_month ELSE $1::date END AS head_from,
      CASE WHEN first_whole THEN $1::date WHEN two_ends THEN ms ELSE $2::date + 1 END AS head_to,
      CASE WHEN first_whole THEN -1 ELSE 1 END AS head_sign,
      CASE WHEN two_ends AND NOT last_whole THEN me ELSE $2::date + 1 END AS tail_from,
      CASE WHEN two_ends AND NOT last_whole THEN $2::date + 1
        WHEN two_ends THEN after_last WHEN first_whole THEN ms ELSE $2::date + 1 END AS tail_to,
      CASE WHEN two_ends AND NOT last_whole THEN 1 ELSE -1 END AS tail_sign
    -- OFFSET 0 keeps the planner from copying the two ends (and the last day's lookup) into
    -- every expression that uses them.
    FROM (SELECT ${monthsStart} AS ms, ${monthsEnd} AS me OFFSET 0) AS ends
    CROSS JOIN LATERAL (SELECT
        (ms - interval '1 month')::date AS first_month,
        (me + interval '1 month')::date AS after_last,
        ($1::date IS NULL OR ms <= me) AS two_ends) AS edges
    CROSS JOIN LATERAL (SELECT
        ($1::date IS NOT NULL AND CASE WHEN two_ends THEN $1::date - first_month < ms - $1::date
          ELSE ms - first_month - ($2::date + 1 - $1::date) < $2::date + 1 - $1::date END)
          AS first_whole,
        (two_ends AND after_last - ($2::date + 1) < $2::date + 1 - me) AS last_whole) AS wholes
  )`;

/**
 * A range's rows ($1/$2 its first and last day, $1 null for all time) of a rollup kept per day
 * (`daily`, column `day`) and summed per calendar month (`monthly`, column `month`, its first
 * day) in the same statement, each meeting `conditions`, with the `measures` the caller sums. The
 * range's whole months come from the monthly table. The days before the first whole month and
 * after the last come from the daily one, unless they are most of their month: then that month
 * comes from the monthly table too, less its days outside the range (their measures negated). So
 * a range reads at most about half a month of daily rows at each end instead of a month (a
 * range inside one month: at most half of it). The month of a range that ends today counts as
 * whole (nothing after today is counted yet), so a preset reads at most half a month of daily rows.
 */
export const rangeRows = (
  tables: { daily: string; monthly: string },
  keys: string,
  measures: readonly string[],
  conditions: string,
) => {
  const signed = (sign: string) =>
    measures.map((measure) => `${sign} * ${measure} AS ${measure}`).join(', ');
  return `(
    WITH ${rangeBounds}
    SELECT ${keys}, ${measures.join(', ')}
    FROM ${tables.monthly}, range_bounds AS b
    WHERE ${conditions} AND ($1::date IS NULL OR month >= b.month_from) AND month < b.month_to
    UNION ALL
    SELECT ${keys}, ${signed('b.head_sign')}
    FROM ${tables.daily}, range_bounds AS b
    WHERE ${conditions} AND day >= b.head_from AND day < b.head_to
    UNION ALL
    SELECT ${keys}, ${signed('b.tail_sign')}
    FROM ${tables.daily}, range_bounds AS b
    WHERE ${conditions} AND day >= b.tail_from AND day < b.tail_to
  ) AS range_rows`;
};
