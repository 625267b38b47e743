import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { parseRangeParam } from '@/lib/analytics/range';
import { authorize } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';

export const runtime = 'nodejs';

/** The dashboard's figures as JSON: aggregates only, never raw events. */
export async function GET(request: Request) {
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const range = parseRangeParam(new URL(request.url).searchParams.get('range'));
  return Response.json(await loadDashboard(await getDb(), range), {
    headers: { 'Cache-Control': 'no-store' },
  });
}
