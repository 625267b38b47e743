import { fromWebRequest, ingest, resultHeaders } from '@/lib/analytics/ingest';

export const runtime = 'nodejs';

// In production, scripts/server.mjs answers POST /api/events itself before Next.js routing (see
// lib/analytics/http.ts); this handler serves `next dev` and any other Next.js server.
export async function POST(request: Request) {
  const result = await ingest(fromWebRequest(request));
  return Response.json(result.body, { status: result.status, headers: resultHeaders(result) });
}
