import { dashboardCsv, dashboardCsvFileName } from '@/lib/analytics/csv';
import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { parseRangeParam } from '@/lib/analytics/range';
import { adminRoute } from '@/lib/auth/route';
import { csvDownload } from '@/lib/csv';
import { getDb } from '@/lib/db/client';

export const runtime = 'nodejs';

/** CSV of what the dashboard shows for a range. */
export const GET = adminRoute({ role: 'user' }, async ({ request }) => {
  const range = parseRangeParam(new URL(request.url).searchParams.get('range'));
  const data = await loadDashboard(await getDb(), range);
  return csvDownload(dashboardCsv(data), dashboardCsvFileName(data));
});
