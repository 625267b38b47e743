import localFont from 'next/font/local';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { FirstActScript } from '@/components/layout/first-act-script';
import { MetaPixel } from '@/components/layout/meta-pixel';
import { RouteEffects } from '@/components/layout/route-effects';
import { env } from '@/lib/env';

const inter = localFont({
  // Subset of @fontsource-variable/inter (SIL OFL 1.1), made by scripts/subset-font.mjs.
  src: '../../app/fonts/inter-subset.woff2',
  variable: '--font-inter',
  weight: '100 900',
  // Not preloaded, and used only if it is there for the first layout: a page never shifts when
  // the font arrives, and its first paint waits for nothing but the style sheet (and the font,
  // requested by it, for at most 100 ms). A slow phone's first page keeps its system font; every
  // later page has Inter from the cache (docs/benchmarks.md, "The largest paint and the first one").
  display: 'optional',
  preload: false,
});

/**
 * The document every page is served in: font, theme (light by default, remembered, no flash),
 * the first-act script, route effects and the ad pixel when one is configured. The root layout and the global not-found
 * page both render it. First-party analytics is not a component: the build inlines its script in
 * every prerendered page (scripts/inline-tracker.mjs).
 */
export function SiteDocument({ children }: { children: ReactNode }) {
  const pixelId = env().META_PIXEL_ID;
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <body className="min-h-dvh">
        {/* First, so that the acts it holds and the theme choices it applies are heard from the
            first paint, before the page's scripts arrive (lib/site/first-act-script.ts). */}
        <FirstActScript />
        {/* No disableTransitionOnChange: next-themes applies it on every mount too, where its
            style sheet and forced style recalculations cost two full-page restyles on the first
            load (docs/benchmarks.md, Web). */}
        <ThemeProvider attribute="class" defaultTheme="light" enableSystem>
          {children}
        </ThemeProvider>
        <RouteEffects />
        {pixelId ? <MetaPixel pixelId={pixelId} /> : null}
      </body>
    </html>
  );
}
