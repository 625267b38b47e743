import { env } from './env';

type Header = { key: string; value: string };

/**
 * Response headers for every route. Scripts allow 'unsafe-inline' because statically prerendered
 * pages cannot carry a per-request nonce; everything else is restricted to this origin plus the
 * video host and, when configured, the ad pixel.
 */
export function securityHeaders(): Header[] {
  const { META_PIXEL_ID, SITE_URL, NODE_ENV } = env();
  const pixel = META_PIXEL_ID ? ['https://connect.facebook.net'] : [];
  const pixelBeacon = META_PIXEL_ID ? ['https://www.facebook.com'] : [];
  const devEval = NODE_ENV === 'development' ? ["'unsafe-eval'"] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...devEval, ...pixel],
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
  const csp = Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
  const headers: Header[] = [
    { key: 'Content-Security-Policy', value: csp },
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
