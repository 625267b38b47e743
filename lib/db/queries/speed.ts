import 'server-only';
import type { DayRange } from '@/lib/calendar';
import type { SqlClient } from '../client';
import { bucketColumns, type VitalMetric } from '../schema/vitals';
import { rangeRows } from './periods';
import { queryRows } from './rows';

/** A dimension of the vitals rollup: every page view, one page, one device class. */
export type VitalsDim = 'total' | 'page' | 'device';

/** One metric's histogram for one page or device class (or every page view) over a range. */
export type VitalsHistogramRow = {
  dim: VitalsDim;
  value: string;
  metric: VitalMetric;
  good: number;
  fair: number;
  poor: number;
  /** Samples per bucket, in bucket order (../schema/vitals.ts). */
  buckets: number[];
};

const num = (value: unknown) => Number(value ?? 0);

/**
 * The Speed section's histograms over an inclusive range of business days, from the rollup kept
 * per day and per month (`analytics_daily_vitals`, `analytics_monthly_vitals`; ./periods.ts),
 * never from the raw events: every dimension in one read. The bucket sums travel as one array:
 * a row of 32 columns more costs PGlite's client more to read than the sums cost the database,
 * and the rows as one JSON array (./rows.ts).
 */
export async function getVitalsBuckets(
  db: SqlClient,
  range: DayRange,
): Promise<VitalsHistogramRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    `SELECT dim, value, metric, sum(good) AS good, sum(fair) AS fair, sum(poor) AS poor,
       ARRAY[${bucketColumns.map((column) => `sum(${column})`).join(', ')}] AS buckets
     FROM ${rangeRows(
       { daily: 'analytics_daily_vitals', monthly: 'analytics_monthly_vitals' },
       'dim, value, metric',
       ['good', 'fair', 'poor', ...bucketColumns],
       "dim IN ('total', 'page', 'device')",
     )}
     GROUP BY dim, value, metric`,
    [range.from, range.to],
  );
  return rows.map((row) => ({
    dim: String(row.dim) as VitalsDim,
    value: String(row.value),
    metric: String(row.metric) as VitalMetric,
    good: num(row.good),
    fair: num(row.fair),
    poor: num(row.poor),
    buckets: (row.buckets as unknown[]).map(num),
  }));
}
