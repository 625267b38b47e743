import type { ReactNode } from 'react';
import { FirstActScript } from '@/components/layout/first-act-script';
import { RouteEffects } from '@/components/layout/route-effects';

/**
 * The document every page is served in (set in the system's UI font, app/globals.css): the
 * first-act script, which also owns the theme (light by default, remembered, no flash), and route
 * effects. The root layout and the global not-found page both render it; the ad pixel, when one
 * is configured, is the public pages' alone (app/(marketing)/layout.tsx). First-party analytics is not a component: the build inlines its script in
 * every prerendered page (scripts/inline-tracker.mjs).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning>
      <body className="min-h-dvh">
        {/* First, so that the stored theme is on <html> before the first paint, and the acts it
            holds and the theme choices it applies are heard from then on, before the page's
            scripts arrive (lib/site/first-act-script.ts). */}
        <FirstActScript />
        {children}
        <RouteEffects />
      </body>
    </html>
  );
}
