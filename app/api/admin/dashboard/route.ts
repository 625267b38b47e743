import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { parseRangeParam } from '@/lib/analytics/range';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';

export const runtime = 'nodejs';

/** The dashboard's figures as JSON: aggregates only, never raw events. */
export const GET = adminRoute({ role: 'user' }, async ({ request }) => {
  const range = parseRangeParam(new URL(request.url).searchParams.get('range'));
  return Response.json(await loadDashboard(await getDb(), range));
});
