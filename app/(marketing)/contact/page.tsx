import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { ContactForm } from '@/components/marketing/contact-form';
import { type FaqItem, FaqSection } from '@/components/marketing/faq-section';
import { type NumberedStep, NumberedSteps } from '@/components/marketing/service-sections';
import {
  Handshake,
  LifeBuoy,
  Mail,
  MessagesSquare,
  WavesHorizontal,
  Wind,
  Wrench,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { type JsonLdNode, organizationJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import type { BookingVariant } from '@/lib/site/booking';
import { absoluteUrl, siteConfig } from '@/lib/site/config';

const description =
  'Book a Jackie AI demo for your HVAC, plumbing, electrical or pool business, or email our sales, support or partnership team. See what happens after you book.';

export const metadata = pageMetadata({
  title: 'Contact Us and Book a Demo',
  description,
  path: '/contact',
});

const demoOptions: {
  variant: BookingVariant;
  Icon: typeof Wrench;
  title: string;
  text: string;
  button: string;
  placement: string;
}[] = [
  {
    variant: 'general',
    Icon: Wrench,
    title: 'Any home-service trade',
    text: 'Plumbers, electricians, roofers and every other trade. We walk through your call flow and let you hear Jackie book a job like yours.',
    button: 'Book a Demo',
    placement: 'contact_general',
  },
  {
    variant: 'pool',
    Icon: WavesHorizontal,
    title: 'Pool builders',
    text: 'Built around a six-month season and big-ticket remodels: consultations booked, design questions answered, ads and landing pages if you want them.',
    button: 'Book a Pool Builder Demo',
    placement: 'contact_pool',
  },
  {
    variant: 'hvac',
    Icon: Wind,
    title: 'HVAC contractors',
    text: 'No-heat and no-cool triage, overflow during 400% winter spikes, maintenance visits booked without tying up your dispatcher.',
    button: 'Book an HVAC Demo',
    placement: 'contact_hvac',
  },
];

const emailContacts = [
  {
    Icon: MessagesSquare,
    topic: 'sales',
    title: 'Sales',
    address: siteConfig.contacts.sales,
    text: 'Questions before you book: plans, what Jackie can and cannot do for your trade, or adding ad management with the Professional plan.',
  },
  {
    Icon: LifeBuoy,
    topic: 'support',
    title: 'Client support',
    address: siteConfig.contacts.support,
    text: 'Already a client? Write here to change Jackie’s answers, prices, calendar rules or who gets urgent calls, or to report anything that does not look right.',
  },
  {
    Icon: Handshake,
    topic: 'partnership',
    title: 'Partnerships',
    address: siteConfig.contacts.partnerships,
    text: 'Agencies, software vendors and trade organisations that work with home-service contractors and want to work with us.',
  },
];

const afterBookingSteps: NumberedStep[] = [
  {
    icon: 'calendar-check',
    title: 'You pick a time',
    text: 'The booking page opens in a new tab and confirms your slot. Choose the pool or HVAC page if that is your trade, so we prepare for your kind of calls.',
  },
  {
    icon: 'phone-forwarded',
    title: 'We show you Jackie on your calls',
    text: 'We ask how leads reach you today (phone, texts, web forms, ads) and where they slip through. Then you hear Jackie answer, qualify and book a call from your trade.',
  },
  {
    icon: 'settings',
    title: 'Setup takes 5-7 business hours',
    text: 'If you go ahead, we load your services, prices, service area and calendar rules. Calls forward to Jackie after 3 rings, or straight away after hours.',
  },
  {
    icon: 'rocket',
    title: 'Live in about 7 days',
    text: 'The first week has clear targets: 5-10 bookings, 80%+ of conversations handled by Jackie and replies in under 30 seconds. Starter is $500/month, cancel anytime.',
  },
];

const faqs: FaqItem[] = [
  {
    question: 'Which booking link should I use?',
    answer:
      'Pool builders and HVAC contractors should use their own demo links, so the demo is set up around pool consultations or no-heat and no-cool calls. Plumbers, electricians, roofers and every other trade use the general Book a Demo link.',
  },
  {
    question: 'How soon after the demo can Jackie answer my phone?',
    answer:
      'Setup takes 5-7 business hours of our time once you decide to go ahead. A full install, live and tuned to your business, takes about 7 days.',
  },
  {
    question: 'Do I have to sign a long contract?',
    answer:
      'No. Starter is $500/month with unlimited conversations and you can cancel anytime. Professional starts at $1,000/month and adds ad management on top of everything in Starter.',
  },
];

function contactPageJsonLd(): JsonLdNode {
  return {
    '@type': 'ContactPage',
    name: `Contact ${siteConfig.name}`,
    description,
    url: absoluteUrl('/contact'),
    about: { '@id': absoluteUrl('/#organization') },
    inLanguage: 'en-US',
  };
}

export default function ContactPage() {
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Contact', path: '/contact' },
        ]}
        eyebrow="Contact"
        title="Book a demo or talk to our team"
        lead="The quickest way to see whether Jackie fits your business is to hear her handle a call from your trade. Prefer to write? Each team below has its own inbox."
      />

      <section aria-labelledby="demo-heading" className="container-page py-16 sm:py-20">
        <h2 id="demo-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          Book a demo
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Pick the demo for your trade. Each link opens our booking page in a new tab.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {demoOptions.map(({ variant, Icon, title, text, button, placement }) => (
            <li
              key={variant}
              className="flex flex-col rounded-2xl border border-border bg-card p-6"
            >
              <Icon aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-300" />
              <h3 className="mt-4 font-semibold text-xl">{title}</h3>
              <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
              <BookDemoButton variant={variant} placement={placement} className="mt-6 w-full">
                {button}
              </BookDemoButton>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="message"
        aria-labelledby="message-heading"
        className="container-page scroll-mt-24 pb-16 sm:pb-20"
      >
        <h2 id="message-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          Send us a message
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Not ready to book? Leave your number or email and say when suits you. The right team gets
          back to you within one business day.
        </p>
        <div className="mt-8 max-w-3xl">
          <ContactForm source="/contact" />
        </div>
      </section>

      <section
        aria-labelledby="email-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2 id="email-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Email our team
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
            Write to the inbox that matches your question so it reaches the right people first time.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {emailContacts.map(({ Icon, topic, title, address, text }) => (
              <li
                key={title}
                className="flex flex-col rounded-2xl border border-border bg-card p-6"
              >
                <Icon aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-4 font-semibold text-xl">{title}</h3>
                <p className="mt-2 flex-1 text-muted-foreground">{text}</p>
                <a
                  href={`mailto:${address}`}
                  className="mt-5 inline-flex items-center gap-2 break-all font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
                >
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {address}
                </a>
                <a
                  href={`/contact?topic=${topic}#message`}
                  className="mt-3 font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
                >
                  Send a message<span className="sr-only"> to {title.toLowerCase()}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="after-heading" className="container-page pt-16 sm:pt-20">
        <h2 id="after-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          What happens after you book
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          No pressure and no surprises: this is the whole path from booking to Jackie answering your
          phone.
        </p>
        <NumberedSteps
          steps={afterBookingSteps}
          look="card"
          className="mt-10 grid gap-6 md:grid-cols-2"
        />
        <p className="mt-8 text-muted-foreground">
          Want to see results before you book? Read the{' '}
          <Link
            href="/case-studies"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            pool builder case study
          </Link>{' '}
          or{' '}
          <Link
            href="/pricing"
            className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
          >
            compare the plans
          </Link>
          .
        </p>
      </section>

      <div className="container-page">
        <FaqSection faqs={faqs} title="Questions before you book" id="contact-faq" />
      </div>
      <JsonLd data={[contactPageJsonLd(), organizationJsonLd()]} />
    </>
  );
}
