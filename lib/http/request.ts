import 'server-only';
import { env } from '@/lib/env';
import { errorResponse } from './error-body';

/**
 * Whether a state-changing request comes from the site's own pages. The site's origin is
 * SITE_URL's; the request's Host is not trusted for it (a rebound DNS name would make any page
 * "same origin"). Browsers send Origin on every POST and DELETE (and Sec-Fetch-Site alongside),
 * so a request with neither is not from the admin page: it is refused too, and scripts that call
 * the admin API send `Origin: <SITE_URL>` like a browser.
 */
export function isSameOrigin(request: Request): boolean {
  const site = new URL(env().SITE_URL).origin;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && fetchSite !== 'same-origin') return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === site;
  return fetchSite === 'same-origin';
}

/**
 * Whether a request says it comes from another site, for a form whose own page sends no origin:
 * a page with `Referrer-Policy: no-referrer` (a shared view) posts `Origin: null`. There the
 * form's own secret, not its origin, is the authority, and only a request that names another
 * site (in Sec-Fetch-Site or Origin) is refused.
 */
export function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite !== 'same-origin';
  const origin = request.headers.get('origin');
  return origin !== null && origin !== 'null' && origin !== new URL(env().SITE_URL).origin;
}

export const crossSite = () =>
  errorResponse(403, 'cross_site', 'This request must come from the admin page of this site.');

export const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
