'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { startTracker } from '@/lib/analytics/tracker';

/**
 * First-party analytics: starts the tracker once and reports a page view for the first page and
 * for each client-side navigation. The admin route is not a marketing page, and a visit there
 * before signing in would count staff, so it reports none.
 */
export function Tracker() {
  const pathname = usePathname();
  // Development runs effects twice; a page is viewed once.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    const trackPageView = startTracker();
    if (!/^\/admin(\/|$)/.test(pathname)) trackPageView(pathname);
  }, [pathname]);
  return null;
}
