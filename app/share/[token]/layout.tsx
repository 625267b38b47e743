import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BrandBar } from '@/components/layout/brand-bar';

export const metadata: Metadata = {
  title: 'Shared view',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

// Each request reads its link from the database (a revocation holds at once): never prerendered.
export const dynamic = 'force-dynamic';

/**
 * A shared view's page, its password form and its "no longer available" page: the brand and the
 * theme, nothing of the admin (no navigation, no session).
 */
export default function SharedViewLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <BrandBar />
      <main id="main" className="container-page py-10">
        {children}
      </main>
    </>
  );
}
