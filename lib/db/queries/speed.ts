import 'server-only';
import type { DayRange } from '@/lib/calendar';
import type { SqlClient } from '../client';
import type { VitalMetric } from '../schema/vitals';
import { rangeRows } from './periods';

/** A dimension of the vitals rollup: every page view, one page, one device class. */
export type VitalsDim = 'total' | 'page' | 'device';

/** One histogram bucket of one metric of one page or device class over a range. */
export type VitalsBucketRow = {
  dim: VitalsDim;
  value: string;
  metric: VitalMetric;
  bucket: number;
  good: number;
  fair: number;
  poor: number;
};

const num = (value: unknown) => Number(value ?? 0);

/**
 * The Speed section's histograms over an inclusive range of business days, from the rollup kept
 * per day and per month (`analytics_daily_vitals`, `analytics_monthly_vitals`; ./periods.ts),
 * never from the raw events: every dimension in one read.
 */
export async function getVitalsBuckets(db: SqlClient, range: DayRange): Promise<VitalsBucketRow[]> {
  const { rows } = await db.query(
    `SELECT dim, value, metric, bucket, sum(good) AS good, sum(fair) AS fair, sum(poor) AS poor
     FROM ${rangeRows(
       { daily: 'analytics_daily_vitals', monthly: 'analytics_monthly_vitals' },
       'dim, value, metric, bucket, good, fair, poor',
       "dim IN ('total', 'page', 'device')",
     )}
     GROUP BY dim, value, metric, bucket`,
    [range.from, range.to],
  );
  return rows.map((row) => ({
    dim: String(row.dim) as VitalsDim,
    value: String(row.value),
    metric: String(row.metric) as VitalMetric,
    bucket: num(row.bucket),
    good: num(row.good),
    fair: num(row.fair),
    poor: num(row.poor),
  }));
}
