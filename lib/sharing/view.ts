import 'server-only';
import { type CampaignViewState, campaignTables } from '@/lib/analytics/campaign-links';
import { type CampaignView, loadCampaigns } from '@/lib/analytics/campaigns';
import { type DashboardData, loadDashboard } from '@/lib/analytics/dashboard-data';
import type { Database } from '@/lib/db/client';
import type { SharedViewRow } from '@/lib/db/queries/shared-views';
import { type Lock, storedLock } from './lock';

/**
 * What a shared page shows: the figures, tables and charts of its scope, loaded from the link's
 * stored range and filters and from nothing else (no query, header or cookie reaches here).
 * Nothing beyond the figures is loaded: the campaign view's unmatched CRM deals are left out.
 */
export type SharedContent = { lock: Lock } & (
  | { scope: 'overview'; data: DashboardData }
  | { scope: 'campaigns'; view: CampaignView; state: CampaignViewState }
);

export async function loadSharedView(
  db: Database,
  link: Pick<SharedViewRow, 'scope' | 'range' | 'filters'>,
  now: Date = new Date(),
): Promise<SharedContent> {
  const lock = storedLock(link, now);
  if (link.scope === 'overview') {
    return { lock, scope: 'overview', data: await loadDashboard(db, lock.range, now) };
  }
  const view = await loadCampaigns(db, lock.range, lock.filters, now);
  return {
    lock,
    scope: 'campaigns',
    view: { ...view, unmatchedDeals: null },
    // Every row of every table: a shared page has no "Show all" link to follow.
    state: { ...lock, sort: {}, all: campaignTables.map((table) => table.id) },
  };
}
