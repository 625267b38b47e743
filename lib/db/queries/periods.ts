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
 * A range's rows ($1/$2 its first and last day, $1 null for all time) of a rollup kept per day
 * (`daily`, column `day`) and summed per calendar month (`monthly`, column `month`, its first
 * day) in the same statement: the range's whole months from the monthly table, the days before
 * its first and after its last whole month from the daily one (two ranges of days, each read
 * by the day alone, not the whole range filtered), each meeting `conditions`. The
 * month of a range that ends today counts as whole (nothing after today is counted yet), so
 * every preset reads the daily rows of its first month only: a year reads 12 or 13 rows per key
 * and at most about 30 days of daily rows instead of 365.
 */
export const rangeRows = (
  tables: { daily: string; monthly: string },
  columns: string,
  conditions: string,
) => `(
    SELECT ${columns}
    FROM ${tables.monthly}
    WHERE ${conditions} AND month < ${monthsEnd} AND ($1::date IS NULL OR month >= ${monthsStart})
    UNION ALL
    SELECT ${columns}
    FROM ${tables.daily}
    WHERE ${conditions} AND day >= $1::date
      AND day < (CASE WHEN ${monthsStart} < ${monthsEnd} THEN ${monthsStart} ELSE $2::date + 1 END)
    UNION ALL
    SELECT ${columns}
    FROM ${tables.daily}
    WHERE ${conditions} AND day >= ${monthsEnd} AND day <= $2::date
      AND ($1::date IS NULL OR ${monthsStart} < ${monthsEnd})
  ) AS range_rows`;
