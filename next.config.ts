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
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default nextConfig;
