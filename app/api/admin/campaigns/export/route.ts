import { campaignCsv, campaignCsvFileName } from '@/lib/analytics/campaign-csv';
import { parseCampaignViewState } from '@/lib/analytics/campaign-links';
import { loadCampaigns } from '@/lib/analytics/campaigns';
import { adminRoute } from '@/lib/auth/route';
import { csvDownload } from '@/lib/csv';
import { getDb } from '@/lib/db/client';

export const runtime = 'nodejs';

/**
 * GET /api/admin/campaigns/export: the campaign view for a range and its filters (the page's own
 * URL parameters) as CSV, every row of every table. Staff, as the section (`lib/auth/sections.ts`).
 */
export const GET = adminRoute({ role: 'user' }, async ({ request }) => {
  const { range, filters } = parseCampaignViewState(new URL(request.url).searchParams);
  const view = await loadCampaigns(await getDb(), range, filters);
  return csvDownload(campaignCsv(view), campaignCsvFileName(view));
});
