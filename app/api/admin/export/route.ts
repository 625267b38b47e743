import { dashboardCsv, dashboardCsvFileName } from '@/lib/analytics/csv';
import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { parseRangeParam } from '@/lib/analytics/range';
import { authorize } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

export const runtime = 'nodejs';

/** CSV of what the dashboard shows for a range. */
export async function GET(request: Request) {
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const range = parseRangeParam(new URL(request.url).searchParams.get('range'));
  const data = await loadDashboard(await getDb(), range);
  return new Response(`\uFEFF${dashboardCsv(data)}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${dashboardCsvFileName(data)}"`,
      'Cache-Control': 'no-store',
    },
  });
}
