import 'server-only';
import type { SqlClient } from '@/lib/db/client';
import { getVitalsBuckets, type VitalsBucketRow } from '@/lib/db/queries/speed';
import { type FigureGroup, type RangeHeader, rangeHeader, settle } from './dashboard-data';
import type { RangePreset } from './range';
import { summarise, type VitalMetric, type VitalSummary, vitalMetrics } from './web-vitals';

/** A page's or a device class's four metrics over the range. */
export type SpeedRow = {
  label: string;
  metrics: Record<VitalMetric, VitalSummary>;
};

export type SpeedFigures = {
  /** Every page view with vitals in the range. */
  total: SpeedRow;
  /** Most samples first (the pages visitors load most), then by name. */
  pages: SpeedRow[];
  /** Mobile, tablet, desktop, then any other (a session whose landing is not known). */
  devices: SpeedRow[];
};

export type SpeedView = RangeHeader & { speed: FigureGroup<SpeedFigures> };

const deviceOrder = ['mobile', 'tablet', 'desktop'];

/** The rows of one dimension, each metric summarised from its buckets and rating counts. */
export function speedRows(
  rows: readonly VitalsBucketRow[],
  dim: VitalsBucketRow['dim'],
): SpeedRow[] {
  const byValue = new Map<string, VitalsBucketRow[]>();
  for (const row of rows) {
    if (row.dim !== dim) continue;
    const list = byValue.get(row.value) ?? [];
    list.push(row);
    byValue.set(row.value, list);
  }
  return [...byValue].map(([label, list]) => ({
    label,
    metrics: Object.fromEntries(
      vitalMetrics.map((metric) => {
        const mine = list.filter((row) => row.metric === metric);
        const counts = { good: 0, fair: 0, poor: 0 };
        for (const row of mine) {
          counts.good += row.good;
          counts.fair += row.fair;
          counts.poor += row.poor;
        }
        const buckets = mine.map((row) => ({
          bucket: row.bucket,
          n: row.good + row.fair + row.poor,
        }));
        return [metric, summarise(metric, buckets, counts)];
      }),
    ) as Record<VitalMetric, VitalSummary>,
  }));
}

const emptyRow = (label: string): SpeedRow => ({
  label,
  metrics: Object.fromEntries(
    vitalMetrics.map((metric) => [metric, summarise(metric, [], { good: 0, fair: 0, poor: 0 })]),
  ) as Record<VitalMetric, VitalSummary>,
});

const deviceRank = (label: string) => {
  const index = deviceOrder.indexOf(label);
  return index < 0 ? deviceOrder.length : index;
};

/** Everything `/admin/speed` shows for a range preset, from the vitals rollup. */
export async function loadSpeed(
  db: SqlClient,
  preset: RangePreset,
  now: Date = new Date(),
): Promise<SpeedView> {
  const header = await rangeHeader(db, preset, now);
  const [speed] = await Promise.allSettled([
    getVitalsBuckets(db, header.current).then((rows): SpeedFigures => {
      const samples = (row: SpeedRow) =>
        Math.max(...vitalMetrics.map((metric) => row.metrics[metric].samples));
      return {
        total: speedRows(rows, 'total')[0] ?? emptyRow(''),
        pages: speedRows(rows, 'page').sort(
          (a, b) => samples(b) - samples(a) || a.label.localeCompare(b.label),
        ),
        devices: speedRows(rows, 'device').sort(
          (a, b) => deviceRank(a.label) - deviceRank(b.label) || a.label.localeCompare(b.label),
        ),
      };
    }),
  ]);
  return { ...header, speed: settle('speed figures', speed) };
}
