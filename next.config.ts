import type { NextConfig } from 'next';
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
