import type { Metadata } from 'next';
import { PageHeader } from '@/components/content/page-header';
import { Link } from '@/components/ui/link';
import { leadConfirmation } from '@/lib/leads/options';

export const metadata: Metadata = {
  title: 'Message received',
  description: leadConfirmation.text,
  robots: { index: false, follow: true },
};

/** Where a contact form sent without script lands (303 from /contact/submit). */
export default function ContactThanksPage() {
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
        ]}
        eyebrow="Contact"
        title={leadConfirmation.title}
        lead={leadConfirmation.text}
      />
      <div className="container-page py-12">
        <p className="text-lg">
          In the meantime, see{' '}
          <Link
            href="/pricing"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            the plans
          </Link>{' '}
          or go back to{' '}
          <Link
            href="/contact"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            the contact page
          </Link>
          .
        </p>
      </div>
    </>
  );
}
