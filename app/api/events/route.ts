import { ingest } from '@/lib/analytics/ingest';

export const runtime = 'nodejs';

export async function POST(request: Request) {
  const result = await ingest(request);
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if ('retryAfter' in result && result.retryAfter) {
    headers.set('Retry-After', String(result.retryAfter));
  }
  return Response.json(result.body, { status: result.status, headers });
}
