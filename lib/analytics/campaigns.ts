import 'server-only';
import type {
  CampaignMeasureRow,
  CampaignMeasures,
  CampaignTableId,
} from '@/lib/db/campaign-model';
import type { Database } from '@/lib/db/client';
import type { CampaignFilters } from './campaign-filters';
import { chooseCampaignReader } from './campaign-reader';
import { type FigureGroup, type RangeHeader, rangeHeader, settle } from './dashboard-data';
import type { RangePreset } from './range';
import { readTrend, type Trend } from './trend';

export type { CampaignMeasures, CampaignTableId };

/** The view's figures: the declaration's measures plus the two rates (null when nothing to divide by). */
export type CampaignFigures = CampaignMeasures & {
  /** Sessions with a booking click ÷ visits. */
  conversionRate: number | null;
  /** Booked demos ÷ sessions with a booking click. */
  clickToBookingRate: number | null;
};

/**
 * One row of a table: the value it shows (`label`), the filters a click on it adds (a campaign
 * row sets source, medium and campaign), and its measures.
 */
export type CampaignRow = CampaignFigures & { label: string; filter: CampaignFilters };

/** A funnel: visits → sessions with a booking click → booked demos (and cancellations). */
export type FunnelRow = CampaignFigures & { label: string; filter: CampaignFilters };

export type CampaignView = RangeHeader & {
  filters: CampaignFilters;
  figures: FigureGroup<{ current: CampaignFigures; previous: CampaignFigures | null }>;
  /** Every row of each table, most visits first (the page shows the top rows and a way to all). */
  tables: FigureGroup<Record<CampaignTableId, CampaignRow[]>>;
  funnel: FigureGroup<{ variants: FunnelRow[]; channels: FunnelRow[] }>;
  /** Visits, booking clicks and booked demos by day (by week over long ranges). */
  trend: FigureGroup<Trend>;
};

/** Below this many sessions a step's rate is too noisy to compare (the funnel says so). */
export const smallSample = 30;

/** How the funnel names a booking variant (the booked demos of an unknown link are `other`). */
const variantNames: Record<string, string> = {
  general: 'General',
  pool: 'Pool',
  hvac: 'HVAC',
  other: 'Other',
};

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export const withRates = (measures: CampaignMeasures): CampaignFigures => ({
  ...measures,
  conversionRate: rate(measures.clicked, measures.visits),
  clickToBookingRate: rate(measures.booked, measures.clicked),
});

/** A table's or funnel's row with its rates. */
const toRow = (row: CampaignMeasureRow): CampaignRow => ({
  ...withRates(row),
  label: row.label,
  filter: row.filter,
});

/**
 * Everything `/admin/campaigns` shows for a range preset and filters, from where
 * `chooseCampaignReader` reads them. Each group loads on its own, like the overview's.
 */
export async function loadCampaigns(
  db: Database,
  preset: RangePreset,
  filters: CampaignFilters,
  now: Date = new Date(),
): Promise<CampaignView> {
  const header = await rangeHeader(db, preset, now);
  const { current, previous } = header;
  // Chosen once for the view; if it is not ready, each group says so on its own.
  const reader = chooseCampaignReader(db);
  const view = reader.then((chosen) => chosen.view(current, filters));
  const [figures, tables, funnel, trend] = await Promise.allSettled([
    Promise.all([
      view,
      reader.then((chosen) =>
        previous ? chosen.figures(previous, filters).catch(() => null) : null,
      ),
    ]).then(([read, previousFigures]) => ({
      current: withRates(read.figures),
      previous: previousFigures ? withRates(previousFigures) : null,
    })),
    view.then(
      (read) =>
        Object.fromEntries(
          Object.entries(read.tables).map(([id, list]) => [id, list.map(toRow)]),
        ) as Record<CampaignTableId, CampaignRow[]>,
    ),
    // The funnel per channel is the channel table's rows.
    view.then((read) => ({
      variants: read.variants.map((row) =>
        toRow({ ...row, label: variantNames[row.label] ?? row.label }),
      ),
      channels: read.tables.channels.map(toRow),
    })),
    reader.then((chosen) => readTrend(chosen, current, filters)),
  ]);
  return {
    ...header,
    filters,
    figures: settle('campaign figures', figures),
    tables: settle('campaign tables', tables),
    funnel: settle('campaign funnel', funnel),
    trend: settle('campaign trend', trend),
  };
}
