'use client';

import { magicLinkClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({ basePath: '/api/auth', plugins: [magicLinkClient()] });

/** Marks this browser as staff so the tracker stops counting it (the server also checks). */
export function markStaffBrowser(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem('jackie:staff', '1');
    else localStorage.removeItem('jackie:staff');
  } catch {
    // Storage can be unavailable (private mode); the server-side cookie check still applies.
  }
}
