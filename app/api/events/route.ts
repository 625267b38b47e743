import { fromWebRequest, ingest } from '@/lib/analytics/ingest';

export const runtime = 'nodejs';

// In production, scripts/server.ts answers POST /api/events itself before Next.js routing (see
// lib/analytics/http.ts); this handler serves `next dev` and any other Next.js server.
export async function POST(request: Request) {
  const result = await ingest(fromWebRequest(request));
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if ('retryAfter' in result && result.retryAfter) {
    headers.set('Retry-After', String(result.retryAfter));
  }
  return Response.json(result.body, { status: result.status, headers });
}
