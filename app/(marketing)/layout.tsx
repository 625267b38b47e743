import type { ReactNode } from 'react';
import { MetaPixel } from '@/components/layout/meta-pixel';
import { SiteChrome } from '@/components/layout/site-chrome';
import { env } from '@/lib/env';

/**
 * The public pages: the site's chrome, and the ad pixel when META_PIXEL_ID is set. The pixel is
 * theirs alone: the admin is staff at work, not an audience, and its CSP would refuse it.
 */
export default function MarketingLayout({ children }: { children: ReactNode }) {
  const pixelId = env().META_PIXEL_ID;
  return (
    <>
      <SiteChrome>{children}</SiteChrome>
      {pixelId ? <MetaPixel pixelId={pixelId} /> : null}
    </>
  );
}
