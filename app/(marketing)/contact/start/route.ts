import { env } from '@/lib/env';
import { issueTimer, readTimer, timerCookieHeader, timerFromCookies } from '@/lib/leads/timer';

export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

/** A transparent 1x1 GIF. */
const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * GET /contact/start: the image the contact form's stylesheet asks for when the form first takes
 * focus (lib/leads/timer.ts). Sets the signed timer cookie, keeping one that is still valid.
 */
export function GET(request: Request): Response {
  const headers = new Headers({ 'Content-Type': 'image/gif', 'Cache-Control': 'no-store' });
  if (!readTimer(timerFromCookies(request.headers.get('cookie')))) {
    headers.set(
      'Set-Cookie',
      timerCookieHeader(issueTimer(), env().SITE_URL.startsWith('https://')),
    );
  }
  return new Response(pixel, { headers });
}
