import 'server-only';
import type { DayRange } from '@/lib/calendar';
import type { CampaignMeasures, CampaignTableId } from '@/lib/db/campaign-model';
import { readStoreFigures, readStoreTables, readStoreVariants } from '@/lib/db/campaign-store';
import { liveStore, withStore } from '@/lib/db/campaign-store-instance';
import type { Database } from '@/lib/db/client';
import {
  type CampaignMeasureRow,
  getCampaignFigures,
  getCampaignTables,
  getVariantFunnel,
} from '@/lib/db/queries/campaigns';
import type { CampaignFilters } from './campaign-filters';
import { type FigureGroup, type RangeHeader, rangeHeader, settle } from './dashboard-data';
import type { RangePreset } from './range';

export type { CampaignMeasures, CampaignTableId };

/** The view's figures: the rollups' measures plus the two rates (null when nothing to divide by). */
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

/** What the view asks of the data, the same three questions wherever it reads them. */
export type CampaignReader = {
  figures: (range: DayRange, filters: CampaignFilters) => Promise<CampaignMeasures>;
  tables: (
    range: DayRange,
    filters: CampaignFilters,
  ) => Promise<Record<CampaignTableId, CampaignMeasureRow[]>>;
  variants: (range: DayRange, filters: CampaignFilters) => Promise<CampaignMeasureRow[]>;
};

/** The read model (lib/db/campaign-store.ts): every dimension of the declaration. */
const storeReader: CampaignReader = {
  figures: (range, filters) => withStore((store) => readStoreFigures(store, range, filters)),
  tables: (range, filters) => withStore((store) => readStoreTables(store, range, filters)),
  variants: (range, filters) => withStore((store) => readStoreVariants(store, range, filters)),
};

const notBuilt = async (): Promise<never> => {
  throw new Error('the campaign store is still being built: keywords are not read yet');
};

/**
 * Where the view reads, chosen in one place (docs/analytics.md, "The campaign model"). The store
 * answers every dimension, the keyword too, but scans every fact of the range: at 1M events its
 * tables took up to 78 ms over all time, and more at 10M; the rollups answer every other
 * dimension in 2-22 ms at 10M (docs/benchmarks.md). So a view filtered on a keyword reads the
 * store, and any other view reads the rollups and only its Keywords table from the store. While
 * the store is being built, what only it can answer is said not to have loaded, and the Keywords
 * table is left out.
 */
export async function chooseCampaignReader(
  db: Database,
  filters: CampaignFilters,
): Promise<CampaignReader> {
  const live = (waitMs: number) =>
    liveStore(db, waitMs).catch((error: Error) => {
      console.warn('campaign store: not read:', error.message);
      return false;
    });
  if (filters.term !== undefined) {
    return (await live(300))
      ? storeReader
      : { figures: notBuilt, tables: notBuilt, variants: notBuilt };
  }
  const keywords = await live(300);
  return {
    figures: (range, filters) => getCampaignFigures(db, range, filters),
    variants: (range, filters) => getVariantFunnel(db, range, filters),
    tables: async (range, filters) => {
      const [rollup, stored] = await Promise.all([
        getCampaignTables(db, range, filters),
        keywords
          ? withStore((store) => readStoreTables(store, range, filters, ['keywords']))
          : null,
      ]);
      return { ...rollup, keywords: stored?.keywords ?? [] };
    },
  };
}

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
  const reader = await chooseCampaignReader(db, filters);
  const tableRows = reader
    .tables(current, filters)
    .then(
      (rows) =>
        Object.fromEntries(
          Object.entries(rows).map(([id, list]) => [id, list.map(toRow)]),
        ) as Record<CampaignTableId, CampaignRow[]>,
    );
  const [figures, tables, funnel] = await Promise.allSettled([
    Promise.all([
      reader.figures(current, filters),
      previous ? reader.figures(previous, filters).catch(() => null) : null,
    ]).then(([currentFigures, previousFigures]) => ({
      current: withRates(currentFigures),
      previous: previousFigures ? withRates(previousFigures) : null,
    })),
    tableRows,
    // The funnel per channel is the channel table's rows.
    Promise.all([reader.variants(current, filters), tableRows]).then(([variants, rows]) => ({
      variants: variants.map((row) =>
        toRow({ ...row, label: variantNames[row.label] ?? row.label }),
      ),
      channels: rows.channels,
    })),
  ]);
  return {
    ...header,
    filters,
    figures: settle('campaign figures', figures),
    tables: settle('campaign tables', tables),
    funnel: settle('campaign funnel', funnel),
  };
}
