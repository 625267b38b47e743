import 'server-only';
import type { VitalMetric } from '@/lib/analytics/web-vitals';
import type { DayRange } from '@/lib/calendar';
import type { SqlClient } from '../client';

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
 * The Speed section's histograms over an inclusive range of business days, from the per-day
 * rollup (`analytics_daily_vitals`), never from the raw events: every dimension in one read.
 */
export async function getVitalsBuckets(db: SqlClient, range: DayRange): Promise<VitalsBucketRow[]> {
  const { rows } = await db.query(
    `SELECT dim, value, metric, bucket, sum(good) AS good, sum(fair) AS fair, sum(poor) AS poor
     FROM analytics_daily_vitals
     WHERE dim IN ('total', 'page', 'device')
       AND ($1::date IS NULL OR day >= $1::date) AND day <= $2::date
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
