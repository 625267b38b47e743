import { env } from './env';

type Header = { key: string; value: string };

/**
 * The Content-Security-Policy. Public pages are prerendered and cannot carry a per-request
 * nonce, so their scripts allow 'unsafe-inline'; the admin (rendered per request, see proxy.ts)
 * allows only scripts with its nonce or the given hashes (the theme script rendered before the
 * page's own). Everything else is restricted to this origin plus the video host and, when
 * configured, the ad pixel.
 */
export function contentSecurityPolicy(scripts?: { nonce: string; hashes: string[] }): string {
  const { META_PIXEL_ID, NODE_ENV } = env();
  const pixel = META_PIXEL_ID ? ['https://connect.facebook.net'] : [];
  const pixelBeacon = META_PIXEL_ID ? ['https://www.facebook.com'] : [];
  const devEval = NODE_ENV === 'development' ? ["'unsafe-eval'"] : [];
  const inline = scripts
    ? [`'nonce-${scripts.nonce}'`, ...scripts.hashes.map((hash) => `'sha256-${hash}'`)]
    : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline, ...devEval, ...pixel],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...pixelBeacon],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...pixel, ...pixelBeacon],
    'frame-src': ['https://www.youtube-nocookie.com'],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Response headers for every route; the Content-Security-Policy only with `withCsp` (the admin
 * gets its own from proxy.ts: two policies would both apply, and the static one allows inline
 * scripts).
 */
export function securityHeaders({ withCsp = true }: { withCsp?: boolean } = {}): Header[] {
  const { SITE_URL } = env();
  const headers: Header[] = [
    ...(withCsp ? [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  // Browsers ignore HSTS over plain http; send it only when the site is served over https.
  if (SITE_URL.startsWith('https://')) {
    headers.push({
      key: 'Strict-Transport-Security',
      value: 'max-age=63072000; includeSubDomains',
    });
  }
  return headers;
}

/**
 * What every answer under /share/ adds (next.config.ts for pages and handlers, and the shared
 * views' own answers): never indexed or followed, no referrer sent to the sites a shared page
 * links to (its address is the secret), and kept by no cache.
 */
export const sharedViewHeaders: Header[] = [
  { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'Cache-Control', value: 'private, no-store' },
];
