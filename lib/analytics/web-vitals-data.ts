import 'server-only';
import type { SqlClient } from '@/lib/db/client';
import { getVitalsBuckets, type VitalsHistogramRow } from '@/lib/db/queries/speed';
import { type FigureGroup, type RangeHeader, rangeHeader, settle } from './dashboard-data';
import type { RangePreset } from './range';
import {
  summarise,
  type VitalMetric,
  type VitalSummary,
  vitalBuckets,
  vitalMetrics,
} from './web-vitals';

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

const noSamples = { good: 0, fair: 0, poor: 0, buckets: Array<number>(vitalBuckets).fill(0) };

/** A page's or device class's metrics from its histograms (none: not measured). */
const summaryRow = (
  label: string,
  histograms: Partial<Record<VitalMetric, VitalsHistogramRow>>,
): SpeedRow => ({
  label,
  metrics: Object.fromEntries(
    vitalMetrics.map((metric) => {
      const { buckets, ...counts } = histograms[metric] ?? noSamples;
      return [metric, summarise(metric, buckets, counts)];
    }),
  ) as Record<VitalMetric, VitalSummary>,
});

/** The rows of one dimension, each metric summarised from its histogram and rating counts. */
export function speedRows(
  rows: readonly VitalsHistogramRow[],
  dim: VitalsHistogramRow['dim'],
): SpeedRow[] {
  const byValue = new Map<string, Partial<Record<VitalMetric, VitalsHistogramRow>>>();
  for (const row of rows) {
    if (row.dim !== dim) continue;
    byValue.set(row.value, { ...byValue.get(row.value), [row.metric]: row });
  }
  return [...byValue].map(([label, histograms]) => summaryRow(label, histograms));
}

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
        total: speedRows(rows, 'total')[0] ?? summaryRow('', {}),
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
