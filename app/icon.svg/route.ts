import { faviconSvg } from '@/lib/site/favicon';

// The mark at an address, for the feeds, structured data and the web manifest; pages carry it
// inline (lib/site/favicon.ts).
export const dynamic = 'force-static';

export function GET() {
  return new Response(faviconSvg, {
    headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
  });
}
