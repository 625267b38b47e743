import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NoticeSection } from '@/components/layout/notice-section';
import { SiteChrome } from '@/components/layout/site-chrome';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getDb } from '@/lib/db/client';
import { readUnsubscribeLink } from '@/lib/digest/unsubscribe-request';

export const metadata: Metadata = {
  title: 'Weekly digest',
  robots: { index: false, follow: false },
};

// Answers the link it is opened with: never prerendered, never cached.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const linkClass = 'font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300';

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <NoticeSection id="digest-heading" eyebrow="Weekly digest" title={title}>
      {children}
    </NoticeSection>
  );
}

const securityLink = (
  <Link href="/admin/security" className={linkClass}>
    the admin’s Security section
  </Link>
);

/**
 * The unsubscribe link of the weekly digest, opened without signing in. Opening it changes
 * nothing (mail scanners open links): it shows whom the link is for and asks to confirm with a
 * plain form, which works without scripts. The POST (app/api/digest/unsubscribe/route.ts) turns
 * the digest off and comes back here, where the setting now reads off.
 */
export default async function DigestUnsubscribePage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const link = await readUnsubscribeLink(await getDb(), first(params.u), first(params.s));
  let body: ReactNode;
  if (link.kind === 'invalid') {
    body = (
      <Notice title="This unsubscribe link is not valid">
        <p>
          It is incomplete, was changed, or belongs to someone else, so nothing was changed. Copy
          the whole link from the digest email, or use the one in a newer digest.
        </p>
        <p>To stop the weekly digest, sign in and change it in {securityLink}.</p>
      </Notice>
    );
  } else if (link.kind === 'unknown') {
    body = (
      <Notice title="No digest goes to this account">
        <p>
          The account this link was made for no longer exists, so no weekly digest is sent to it.
        </p>
      </Notice>
    );
  } else if (link.kind === 'unsubscribed') {
    body = (
      <Notice title="You are unsubscribed">
        <p role="status">
          You will no longer get the weekly digest at <strong>{link.email}</strong>.
        </p>
        <p>To get it again, sign in and tick “Email me the weekly digest” in {securityLink}.</p>
      </Notice>
    );
  } else {
    body = (
      <Notice title="Stop the weekly digest?">
        <p>
          The weekly digest of the site’s figures goes to <strong>{link.email}</strong> every Monday
          morning.
        </p>
        <form method="post" action={link.action}>
          <button type="submit" className={buttonVariants()}>
            Stop the weekly digest
          </button>
        </form>
        <p className="text-base text-muted-foreground">
          You can turn it back on at any time in {securityLink}.
        </p>
      </Notice>
    );
  }
  return <SiteChrome>{body}</SiteChrome>;
}
