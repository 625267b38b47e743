import 'server-only';
import type { DayRange } from '@/lib/calendar';
import type { CampaignFilters, CampaignMeasures } from '@/lib/db/campaign-model';
import {
  readStoreBookedVisits,
  readStoreCampaigns,
  readStoreFigures,
  readStoreSeries,
  readStoreView,
  type StoreCampaign,
  type StoreSeriesPoint,
  type StoreView,
  type StoreVisitDimensions,
} from '@/lib/db/campaign-store';
import { liveStore, withStore } from '@/lib/db/campaign-store-instance';
import type { Database } from '@/lib/db/client';
import { formatDay } from '@/lib/format';

/**
 * What the campaign view asks of its data: a range's figures alone (the previous period's, the
 * overview's tiles), everything the view shows of a range (figures, tables, funnel), or its
 * measures by day or week (the charts of the view and the overview).
 */
export type CampaignReader = {
  figures: (range: DayRange, filters: CampaignFilters) => Promise<CampaignMeasures>;
  view: (range: DayRange, filters: CampaignFilters) => Promise<StoreView>;
  series: (
    range: DayRange,
    filters: CampaignFilters,
    bucket: 'day' | 'week',
  ) => Promise<StoreSeriesPoint[]>;
  /** Every source, medium and campaign the visits were seen with: what spend is matched to. */
  campaigns: () => Promise<StoreCampaign[]>;
  /** The dimensions of the visits that booked, by session: where their deals count. */
  bookedVisits: (sessionIds: readonly string[]) => Promise<Map<string, StoreVisitDimensions>>;
};

export type { StoreCampaign };

/**
 * Figures that are not there yet for a reason the page can say (the read model being rebuilt):
 * the view shows its message where the figures would be, and nothing is logged as a failure.
 */
export class FiguresPending extends Error {}

/** The read model (lib/db/campaign-store.ts): every dimension and measure of the declaration. */
const storeReader: CampaignReader = {
  figures: (range, filters) => withStore((store) => readStoreFigures(store, range, filters)),
  view: (range, filters) => withStore((store) => readStoreView(store, range, filters)),
  series: (range, filters, bucket) =>
    withStore((store) => readStoreSeries(store, range, filters, bucket)),
  campaigns: () => withStore((store) => readStoreCampaigns(store)),
  bookedVisits: (sessionIds) => withStore((store) => readStoreBookedVisits(store, sessionIds)),
};

/**
 * Where the campaign figures are read, chosen in one place (docs/analytics.md, "The campaign
 * model"): the instance's read model, brought up to the events of record first. Measured at 10M
 * events it answers every figure, table and funnel of the view under every filter
 * (docs/benchmarks.md), so it is the one store; while it is being rebuilt (a first start, or a
 * new declaration, on a large site) the figures are pending, with how far the rebuild has read.
 */
export async function chooseCampaignReader(db: Database): Promise<CampaignReader> {
  const state = await liveStore(db, 300);
  if (state.built) return storeReader;
  const progress = state.readTo
    ? `visits read up to ${formatDay(state.readTo, true)}`
    : 'every visit read, the bookings next';
  throw new FiguresPending(
    `The campaign figures are being rebuilt from the stored events (${progress}). ` +
      'They show here as soon as that ends, within minutes; reload the page then.',
  );
}
