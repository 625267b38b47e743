import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextConfig } from 'next';
import { securityHeaders, sharedViewHeaders } from './lib/security-headers';
import { roiParamNames } from './lib/site/roi';

/**
 * The icon sprite's version (components/ui/icons.tsx): it changes when the icon list, the way the
 * sprite is written or Lucide does, so /icons.svg can be cached for good under each version.
 */
const iconSpriteVersion = createHash('sha256')
  .update(readFileSync(join(process.cwd(), 'components/ui/icons.tsx')))
  .update(readFileSync(join(process.cwd(), 'components/ui/icon-sprite.ts')))
  .update(readFileSync(join(process.cwd(), 'node_modules/lucide/package.json')))
  .digest('hex')
  .slice(0, 12);

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // DuckDB's native addon (the campaign store) is loaded from node_modules, never bundled.
  serverExternalPackages: ['@duckdb/node-api', '@duckdb/node-bindings'],
  env: { ICON_SPRITE_VERSION: iconSpriteVersion },
  reactStrictMode: true,
  experimental: {
    // app/global-not-found.tsx: see there why.
    globalNotFound: true,
    // forbidden(): an admin section the role may not use answers 403 (app/admin/forbidden.tsx).
    authInterrupts: true,
  },
  images: { formats: ['image/avif', 'image/webp'] },
  async redirects() {
    return [
      // Articles linked to /ai-workflows before the guide had its final address.
      { source: '/ai-workflows', destination: '/ai-workflows-local-business', permanent: true },
    ];
  },
  async rewrites() {
    // The calculator and the glossary search are GET forms whose query is also the shareable link
    // the live versions keep in the address bar. /pricing and /glossary stay prerendered; with a
    // query they are answered per request by a page that renders the result, at the same address.
    return {
      beforeFiles: [
        ...Object.values(roiParamNames).map((key) => ({
          source: '/pricing',
          has: [{ type: 'query' as const, key }],
          destination: '/pricing/estimate',
        })),
        {
          source: '/glossary',
          has: [{ type: 'query' as const, key: 'q' }],
          destination: '/glossary/search',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders({ withCsp: false }) },
      {
        source: '/icons.svg',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
      // Everything but /admin and /share/, whose policy carries a per-request nonce (proxy.ts).
      {
        source: '/((?!admin$|admin/|share/).*)',
        headers: securityHeaders().filter(({ key }) => key === 'Content-Security-Policy'),
      },
      // A shared view (its address is the secret): not indexed, no referrer, no cache. Last, so
      // that its Referrer-Policy replaces the site's.
      { source: '/share/:path*', headers: sharedViewHeaders },
    ];
  },
};

export default nextConfig;
