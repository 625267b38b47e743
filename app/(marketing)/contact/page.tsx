import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { ContactForm } from '@/components/marketing/contact-form';
import { DemoOptions, EmailContacts } from '@/components/marketing/contact-sections';
import { FaqSection } from '@/components/marketing/faq-section';
import { RichText } from '@/components/marketing/rich-text';
import { NumberedSteps, ServiceSection } from '@/components/marketing/service-sections';
import { type JsonLdNode, organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, siteConfig } from '@/lib/site/config';
import { contactPage } from '@/lib/site/pages/contact';

export const metadata = pageMetadata({ ...contactPage.metadata, path: '/contact' });

function contactPageJsonLd(): JsonLdNode {
  return {
    '@type': 'ContactPage',
    name: `Contact ${siteConfig.name}`,
    description: contactPage.metadata.description,
    url: absoluteUrl('/contact'),
    about: { '@id': absoluteUrl('/#organization') },
    inLanguage: 'en-US',
  };
}

export default function ContactPage() {
  const { header, demos, message, email, after, faq } = contactPage;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
        ]}
        eyebrow={header.eyebrow}
        title={header.title}
        lead={header.lead}
      />

      <ServiceSection headingId="demo-heading" title={demos.heading} intro={demos.intro}>
        <DemoOptions options={demos.options} />
      </ServiceSection>

      <section
        id="message"
        aria-labelledby="message-heading"
        className="container-page scroll-mt-24 pb-16 sm:pb-20"
      >
        <h2 id="message-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          {message.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{message.intro}</p>
        <div className="mt-8 max-w-3xl">
          <ContactForm source="/contact" />
        </div>
      </section>

      <ServiceSection
        headingId="email-heading"
        title={email.heading}
        intro={email.intro}
        band="muted"
      >
        <EmailContacts contacts={email.contacts} />
      </ServiceSection>

      <section aria-labelledby="after-heading" className="container-page pt-16 sm:pt-20">
        <h2 id="after-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          {after.heading}
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{after.intro}</p>
        <NumberedSteps
          steps={after.steps}
          look="card"
          className="mt-10 grid gap-6 md:grid-cols-2"
        />
        <p className="mt-8 text-muted-foreground">
          <RichText text={after.footer} />
        </p>
      </section>

      <div className="container-page">
        <FaqSection faqs={faq.items} title={faq.title} id="contact-faq" />
      </div>
      <JsonLd data={[contactPageJsonLd(), organizationJsonLd()]} />
    </>
  );
}
