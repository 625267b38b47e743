import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';

/**
 * Next.js buffers the body of every request proxy.ts runs for, and passes on only its first
 * `proxyClientMaxBodySize` bytes (10 MB by default), silently. A spend report of up to 20 MB is
 * posted to /api/admin/spend: the proxy must not run there, so that the route reads the body
 * itself, whole up to its cap and refused with 413 beyond it (tests/e2e/spend.admin.spec.ts).
 */
describe('the proxy and the spend upload', () => {
  it('does not run for the upload routes, only for the admin pages', () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(matches('/api/admin/spend')).toBe(false);
    expect(matches('/api/admin/spend/12/save')).toBe(false);
    expect(matches('/admin/campaigns/spend')).toBe(true);
  });
});
