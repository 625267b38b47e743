'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

declare global {
  interface Window {
    fbq?: (...args: unknown[]) => void;
  }
}

/**
 * Once, where the analytics tracker runs: start measuring Core Web Vitals
 * (lib/analytics/web-vitals-client.ts). On every client-side route change: put the window at the
 * top, and report a page view to the analytics tracker (which counts the page's first view
 * itself) and to the ad pixel when one is loaded (whose own snippet sends the first). On the
 * not-found page, leave the attempted path in the console, where a developer chasing a broken
 * link looks.
 */
export function RouteEffects() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  useEffect(() => {
    // Real visitors' Core Web Vitals, in a chunk of its own, only where the tracker runs.
    if (window.jackieTracker) {
      import('@/lib/analytics/web-vitals-client')
        .then(({ reportWebVitals }) => reportWebVitals())
        .catch(() => {});
    }
  }, []);
  useEffect(() => {
    if (document.querySelector('[data-not-found]')) {
      console.error('404 Error: User attempted to access non-existent route:', pathname);
    }
  }, [pathname]);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo(0, 0);
    window.jackieTracker?.view();
    window.fbq?.('track', 'PageView');
  }, [pathname]);
  return null;
}
