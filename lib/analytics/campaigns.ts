import 'server-only';
import type { DayRange } from '@/lib/calendar';
import {
  type CampaignMeasureRow,
  type CampaignMeasures,
  type CampaignTableId,
  campaignTables,
  noMeasures,
  noValues,
  type ValueMeasures,
} from '@/lib/db/campaign-model';
import type { Database } from '@/lib/db/client';
import {
  hasCampaignValues,
  readDealsBySession,
  readSpendByCampaign,
} from '@/lib/db/queries/campaign-values';
import {
  countUnmatchedDeals,
  listUnmatchedDeals,
  type UnmatchedDeal,
} from '@/lib/db/queries/deals';
import { env } from '@/lib/env';
import type { CampaignFilters } from './campaign-filters';
import { type CampaignReader, chooseCampaignReader } from './campaign-reader';
import {
  type CampaignValues,
  campaignValues,
  type DealInput,
  isValueTable,
  rowKey,
  type ValueFigures,
  withValueRatios,
} from './campaign-values';
import { type FigureGroup, type RangeHeader, rangeHeader, settle } from './dashboard-data';
import type { RangePreset } from './range';
import { readTrend, type Trend } from './trend';

export type { CampaignMeasures, CampaignTableId };

/**
 * The view's figures: the declaration's measures plus the two rates (null when nothing to divide
 * by), and the value measures with their ratios (spend null where none is known).
 */
export type CampaignFigures = CampaignMeasures &
  ValueFigures & {
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
  /**
   * Whether any ad spend or CRM deal is on record: the value measures are shown from then on.
   * `currency`: the site's (SITE_CURRENCY), in which every amount is counted (in cents).
   */
  values: { shown: boolean; currency: string };
  /**
   * The CRM's deals that match no booking (they count in no figure), with the latest few; null
   * while none is on record or they could not be read.
   */
  unmatchedDeals: { count: number; latest: UnmatchedDeal[] } | null;
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

export const withRates = (
  measures: CampaignMeasures,
  values: ValueMeasures = noValues(),
): CampaignFigures => ({
  ...measures,
  ...withValueRatios(measures, values),
  conversionRate: rate(measures.clicked, measures.visits),
  clickToBookingRate: rate(measures.booked, measures.clicked),
});

/** A table's or funnel's row with its rates (and its values, in a table that shows them). */
const toRow = (row: CampaignMeasureRow, values?: ValueMeasures): CampaignRow => ({
  ...withRates(row, values),
  label: row.label,
  filter: row.filter,
});

/**
 * The value measures of a range (lib/analytics/campaign-values.ts): the spend and deals of its
 * days, the spend placed on the campaigns the visits were seen with.
 */
export async function readCampaignValues(
  db: Database,
  reader: CampaignReader,
  range: DayRange,
  filters: CampaignFilters,
): Promise<CampaignValues> {
  const [spend, bySession, seen] = await Promise.all([
    readSpendByCampaign(db, range),
    readDealsBySession(db, range),
    reader.campaigns(),
  ]);
  const visits = await reader.bookedVisits(bySession.map((row) => row.session_id));
  // A deal whose visit has no landed booked demo counts nowhere, as its booked demo does not.
  // (Built with Object.assign, not rest and spread, which took 18 ms for 4,261 deals, not 1.)
  const deals: DealInput[] = [];
  for (const { session_id, page, variant, qualified, pipeline, won } of bySession) {
    const visit = visits.get(session_id);
    if (visit) deals.push(Object.assign({}, visit, { page, variant, qualified, pipeline, won }));
  }
  return campaignValues(spend, deals, seen, filters);
}

/**
 * A table's rows with their values: each read model row with the values of the same filters,
 * and a row of its own for values no visit of the range has (a campaign's spend without a visit).
 */
function tableRows(
  id: CampaignTableId,
  rows: CampaignMeasureRow[],
  values: CampaignValues | null,
): CampaignRow[] {
  if (!values || !isValueTable(id)) return rows.map((row) => toRow(row));
  const by = campaignTables.find((table) => table.id === id)?.by ?? [];
  const byKey = new Map(values.tables[id]);
  const merged = rows.map((row) => {
    const key = rowKey(by, row.filter);
    const own = byKey.get(key);
    byKey.delete(key);
    return toRow(row, own?.values);
  });
  for (const rest of byKey.values()) {
    merged.push(toRow({ ...noMeasures(), label: rest.label, filter: rest.filter }, rest.values));
  }
  return merged;
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
  // Chosen once for the view; if it is not ready, each group says so on its own.
  const reader = chooseCampaignReader(db);
  const view = reader.then((chosen) => chosen.view(current, filters));
  const shown = hasCampaignValues(db);
  // The value measures only once there are any; a failure to read them fails the groups that show them.
  const valuesOf = (range: DayRange) =>
    Promise.all([reader, shown]).then(([chosen, any]) =>
      any ? readCampaignValues(db, chosen, range, filters) : null,
    );
  const values = valuesOf(current);
  const tableRowsOf = Promise.all([view, values]).then(
    ([read, valued]) =>
      Object.fromEntries(
        Object.entries(read.tables).map(([id, list]) => [
          id,
          tableRows(id as CampaignTableId, list, valued),
        ]),
      ) as Record<CampaignTableId, CampaignRow[]>,
  );
  const [figures, tables, funnel, trend] = await Promise.allSettled([
    Promise.all([
      view,
      values,
      reader.then((chosen) =>
        previous
          ? Promise.all([chosen.figures(previous, filters), valuesOf(previous)]).catch(() => null)
          : null,
      ),
    ]).then(([read, valued, before]) => ({
      current: withRates(read.figures, valued?.figures),
      previous: before ? withRates(before[0], before[1]?.figures) : null,
    })),
    tableRowsOf,
    // The funnel per channel is the channel table's rows.
    Promise.all([view, tableRowsOf]).then(([read, rows]) => ({
      variants: read.variants.map((row) =>
        toRow({ ...row, label: variantNames[row.label] ?? row.label }),
      ),
      channels: rows.channels,
    })),
    reader.then((chosen) => readTrend(chosen, current, filters)),
  ]);
  return {
    ...header,
    filters,
    values: { shown: await shown.catch(() => false), currency: env().SITE_CURRENCY },
    unmatchedDeals: await Promise.all([countUnmatchedDeals(db), listUnmatchedDeals(db, 10)])
      .then(([count, latest]) => (count > 0 ? { count, latest } : null))
      .catch(() => null),
    figures: settle('campaign figures', figures),
    tables: settle('campaign tables', tables),
    funnel: settle('campaign funnel', funnel),
    trend: settle('campaign trend', trend),
  };
}
