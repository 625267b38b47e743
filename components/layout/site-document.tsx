import type { ReactNode } from 'react';
import { FirstActScript } from '@/components/layout/first-act-script';
import { MetaPixel } from '@/components/layout/meta-pixel';
import { RouteEffects } from '@/components/layout/route-effects';
import { env } from '@/lib/env';

/**
 * The document every page is served in (set in the system's UI font, app/globals.css): the
 * first-act script, which also owns the theme (light by default, remembered, no flash), route
 * effects and the ad pixel when one is configured. The root layout and the global not-found
 * page both render it. First-party analytics is not a component: the build inlines its script in
 * every prerendered page (scripts/inline-tracker.mjs).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  const pixelId = env().META_PIXEL_ID;
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        {/* First, so that the stored theme is on <html> before the first paint, and the acts it
            holds and the theme choices it applies are heard from then on, before the page's
            scripts arrive (lib/site/first-act-script.ts). */}
        <FirstActScript />
        {children}
        <RouteEffects />
        {pixelId ? <MetaPixel pixelId={pixelId} /> : null}
      </body>
    </html>
  );
}
