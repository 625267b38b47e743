import type { Metadata } from 'next';
import { Campaigns } from '@/components/admin/campaigns';
import { ShareViewForm } from '@/components/admin/share-view-form';
import { parseCampaignViewState } from '@/lib/analytics/campaign-links';
import { loadCampaigns } from '@/lib/analytics/campaigns';
import { requireSection } from '@/lib/auth/admin-gate';
import { getDb } from '@/lib/db/client';
import { loadNotesPanel } from '@/lib/notes/notes';
import { type SearchParams, toAllSearchParams } from '../search-params';

export const metadata: Metadata = { title: 'Campaigns' };

/**
 * The campaign view, for every staff member: figures, tables and the booking funnel for a range
 * and filters (`?range=&channel=&source=&medium=&campaign=&page=&entry=&variant=&device=`), each
 * table's order (`?sort=sources.booked`) and the tables shown in full (`?all=sources`); for admins,
 * "Share this view", a read-only link to it.
 */
export default async function CampaignsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSection('campaigns');
  if (!user) return null;
  const params = toAllSearchParams(await searchParams);
  const state = parseCampaignViewState(params);
  const db = await getDb();
  const view = await loadCampaigns(db, state.range, state.filters);
  const notes = await loadNotesPanel(db, user, view.current, '/admin/campaigns', params);
  return (
    <>
      <Campaigns view={view} state={state} canImportSpend={user.isAdmin} notes={notes} />
      {user.isAdmin ? (
        <ShareViewForm
          scope="campaigns"
          range={state.range}
          current={view.current}
          filters={state.filters}
        />
      ) : null}
    </>
  );
}
