import 'server-only';
import type { DayRange } from '@/lib/calendar';
import type { CampaignFilters } from '@/lib/analytics/campaign-filters';
import type { SqlClient } from '../client';

/** What the campaign rollup counts (docs/analytics.md, "The campaign rollup"). */
export type CampaignMeasures = {
  /** Sessions (with a page filter: sessions that viewed the page). */
  visits: number;
  /** Sessions with a booking click (with a page or variant filter: on that page, of that variant). */
  clicked: number;
  /** Booked demos made in the range and not cancelled. */
  booked: number;
  /** Booked demos made in the range and cancelled since. */
  cancelled: number;
  /** Sessions that sent a contact request. */
  contacts: number;
};

export const campaignTableIds = [
  'channels',
  'sources',
  'campaigns',
  'pages',
  'entries',
  'devices',
] as const;
export type CampaignTableId = (typeof campaignTableIds)[number];

export type CampaignMeasureRow = CampaignMeasures & { label: string; filter: CampaignFilters };

export async function getCampaignFigures(
  _db: SqlClient,
  _range: DayRange,
  _filters: CampaignFilters,
): Promise<CampaignMeasures> {
  throw new Error('not yet');
}

export async function getCampaignTables(
  _db: SqlClient,
  _range: DayRange,
  _filters: CampaignFilters,
): Promise<Record<CampaignTableId, CampaignMeasureRow[]>> {
  throw new Error('not yet');
}

export async function getCampaignFunnel(
  _db: SqlClient,
  _range: DayRange,
  _filters: CampaignFilters,
): Promise<{ variants: CampaignMeasureRow[]; channels: CampaignMeasureRow[] }> {
  throw new Error('not yet');
}
