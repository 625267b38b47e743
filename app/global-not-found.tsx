import type { Metadata } from 'next';
import { NotFoundNotice } from '@/components/layout/not-found-notice';
import { SiteChrome } from '@/components/layout/site-chrome';
import { SiteDocument } from '@/components/layout/site-document';
import { siteConfig, siteUrl } from '@/lib/site/config';
import { faviconDataUrl } from '@/lib/site/favicon';
import './globals.css';

// Unmatched URLs render this whole document instead of the root layout. As app/not-found.tsx the
// page, with a second copy of the site chrome, travelled in the payload of every other page (and
// its client chunk loaded with each of them) so that the browser could show it without a request.
export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: `Page not found | ${siteConfig.name}`,
  robots: { index: false },
  icons: { icon: { url: faviconDataUrl, type: 'image/svg+xml' } },
};

export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <SiteChrome>
        <NotFoundNotice />
      </SiteChrome>
    </SiteDocument>
  );
}
