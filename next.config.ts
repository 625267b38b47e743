import type { NextConfig } from 'next';
import { roiParamNames } from './lib/roi';
import { securityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  experimental: {
    // app/global-not-found.tsx: see there why.
    globalNotFound: true,
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
      // Everything but /admin, whose policy carries a per-request nonce (proxy.ts).
      {
        source: '/((?!admin$|admin/).*)',
        headers: securityHeaders().filter(({ key }) => key === 'Content-Security-Policy'),
      },
    ];
  },
};

export default nextConfig;
