'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Panels that had an anchor on the one-page admin, and the section each is now. */
const moved: Record<string, string> = {
  '#leads': '/admin/leads',
  '#audit-log': '/admin/audit',
  '#two-factor': '/admin/security',
};

/**
 * Links held from before the sections (`/admin#leads`, which new-lead mails carried): the server
 * never sees the fragment, so the browser sends the person on to the section. Such a link opened
 * in a tab already showing /admin only changes the fragment (no new page), so a change of
 * fragment is followed too. Without scripts the navigation above is one click away.
 */
export function LegacyHashRedirect() {
  const router = useRouter();
  useEffect(() => {
    const follow = () => {
      const target = moved[window.location.hash];
      if (target) router.replace(target);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [router]);
  return null;
}
