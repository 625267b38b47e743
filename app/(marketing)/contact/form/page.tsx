import type { Metadata } from 'next';
import { PageHeader } from '@/components/content/page-header';
import { ContactForm } from '@/components/marketing/contact-form';
import { openFormState } from '@/lib/leads/form-state';
import { replyTime } from '@/lib/site/vocabulary';

export const metadata: Metadata = {
  title: 'Check your message',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The contact form shown again, rendered per request: where a form sent without script that
 * needs correcting lands (303 from /contact/submit), with what was typed and a message next to
 * each field to fix. Nothing links here; without a valid state it is an empty form.
 */
export default async function ContactFormPage({ searchParams }: Props) {
  const { state } = await searchParams;
  const form = openFormState(Array.isArray(state) ? state[0] : state);
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
        ]}
        eyebrow="Contact"
        title={form ? 'Check your message' : 'Send us a message'}
        lead={
          form
            ? 'Your message is not sent yet. Correct the fields marked below and send it again.'
            : `Tell us how to reach you and a person on our team answers ${replyTime}.`
        }
      />
      <section aria-label="Contact form" className="container-page max-w-3xl py-12">
        <ContactForm
          source={form?.source ?? '/contact'}
          values={form?.values}
          errors={form?.errors}
        />
      </section>
    </>
  );
}
