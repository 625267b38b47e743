import 'server-only';

/** The first day of the month after the range's last day ($2): whole months end before it. */
const monthsEnd = `date_trunc('month', $2::date + 1)::date`;
/** The first day of the range's first whole month ($1 its first day, null for all time). */
const monthsStart = `(date_trunc('month', $1::date - 1) + interval '1 month')::date`;

/**
 * A range's rows ($1/$2 its first and last day, $1 null for all time) of a rollup kept per day
 * (`daily`, column `day`) and summed per calendar month (`monthly`, column `month`, its first
 * day) in the same statement: the range's whole months from the monthly table, the days before
 * its first and after its last whole month from the daily one, each meeting `conditions`. So a
 * year reads 12 rows per key and at most about 60 days of daily rows instead of 365.
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
    WHERE ${conditions} AND day <= $2::date AND ($1::date IS NULL OR day >= $1::date)
      AND (day >= ${monthsEnd} OR ($1::date IS NOT NULL AND day < ${monthsStart}))
  ) AS range_rows`;
