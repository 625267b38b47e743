'use client';

import { useEffect } from 'react';

/** Leaves the attempted path in the console, where a developer chasing a broken link looks. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error(
      '404 Error: User attempted to access non-existent route:',
      window.location.pathname,
    );
  }, []);
  return null;
}
