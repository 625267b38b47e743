import {
  ArrowRight,
  BarChart3,
  CalendarCheck,
  FileText,
  FlaskConical,
  Layers,
  LayoutTemplate,
  Megaphone,
  PhoneCall,
  Smartphone,
  Sun,
  Wrench,
} from 'lucide-react';
import Link from 'next/link';
import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { type FaqItem, FaqSection } from '@/components/marketing/faq-section';
import { buttonVariants } from '@/components/ui/button';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { formatPlanPrice, plansById } from '@/lib/site/pricing';
import { getService, otherServices, serviceAudience } from '@/lib/site/services';

const service = getService('landing-pages');

export const metadata = pageMetadata({
  title: 'Landing Pages for Contractors: Turn Ad Clicks Into Bookings',
  description:
    'Fast, trade-specific landing pages with Jackie on every page to answer calls and texts, built to turn contractor ad clicks into booked appointments.',
  path: service.href,
});

const starterPrice = `${formatPlanPrice(plansById.starter)}/month`;
const professionalPrice = `${formatPlanPrice(plansById.professional)}/month`;

const textLink = 'font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300';

const anatomy = [
  {
    title: 'A headline that matches the ad',
    text: 'Clicked "emergency AC repair"? The page says emergency AC repair, in their town, before anything else.',
  },
  {
    title: 'Tap to call, tap to text',
    text: 'Big buttons under the thumb. Jackie answers either one in under 1 second, day or night.',
  },
  {
    title: 'A short form for the shy',
    text: 'Name, phone and the job. Jackie follows up by text, so the lead is worked while they are still on the page.',
  },
  {
    title: 'Why you, in plain words',
    text: 'The job, your service area and exactly what happens after they tap. No stock-photo filler.',
  },
  {
    title: 'A booking, not a "we will be in touch"',
    text: 'Jackie offers 2-3 open slots from your calendar and confirms the appointment by text.',
  },
];

const deliverables = [
  {
    Icon: LayoutTemplate,
    title: 'A page per trade and offer',
    text: 'One page for emergency repairs, another for installs or remodels, each matching the ad that sends people to it.',
  },
  {
    Icon: Smartphone,
    title: 'Built for phones first',
    text: 'Homeowners click from the couch or the driveway. The page loads fast and keeps the call button within reach.',
  },
  {
    Icon: PhoneCall,
    title: 'Jackie on every page',
    text: 'Calls, texts and form leads answered in under 1 second, 24/7, with about 20% of conversations handed to your team in under 30 seconds.',
  },
  {
    Icon: CalendarCheck,
    title: 'Booking built in',
    text: 'Visitors leave with an appointment: 2-3 time slots offered, the one they pick booked on your calendar, 0 double bookings.',
  },
  {
    Icon: FileText,
    title: 'Copy written for your trade',
    text: 'Written for homeowners about the job they have, in your service area, with the next step spelled out.',
  },
  {
    Icon: BarChart3,
    title: 'Tracking from click to booking',
    text: 'Each lead is tied to the ad and page that brought it, so you know which pages earn their keep.',
  },
  {
    Icon: FlaskConical,
    title: 'Testing that keeps going',
    text: 'Headlines and offers are tested against each other, and the version that books more appointments stays.',
  },
];

const steps = [
  {
    title: 'Pick the jobs',
    text: 'In the demo we agree which jobs you want more of, and where: spring pool remodels, no-heat calls, water heater swaps.',
  },
  {
    title: 'We write and build',
    text: 'Headline, copy, proof and buttons for one trade and one offer per page, made for a phone screen first.',
  },
  {
    title: 'Connect Jackie and your calendar',
    text: 'Calls, texts and forms from the page route to Jackie, who qualifies the lead and books into your calendar.',
  },
  {
    title: 'Launch with your ads and test',
    text: 'Ad clicks land on the matching page. We test headlines and offers and keep what turns visits into appointments.',
  },
];

const audiences = [
  {
    Icon: Megaphone,
    title: 'Contractors sending ads to their home page',
    text: 'Your home page talks about everything you do. A visitor from an ad wants one thing, right now.',
  },
  {
    Icon: Layers,
    title: 'Shops with more than one kind of job',
    text: 'Emergency repairs and planned installs need different pages: one is about speed, the other about trust and price.',
  },
  {
    Icon: Sun,
    title: 'Seasonal trades',
    text: 'Pool season lasts about 6 months. A page ready before the season captures the March inquiries that become summer builds.',
  },
  {
    Icon: Wrench,
    title: 'Owners without a web team',
    text: 'You run jobs, not websites. We write, build and test the pages; you get the booked appointments.',
  },
];

const faqs: FaqItem[] = [
  {
    question: 'Why not send ad clicks to my website home page?',
    answer:
      'Your home page has to speak to every kind of customer, so the person who clicked an ad for one job has to hunt for it, and many leave. A page that matches the ad and offers one clear next step, answered by Jackie, brings a 35% higher inquiry-to-appointment conversion.',
  },
  {
    question: 'What does Jackie do on the page?',
    answer:
      'Jackie answers the call, text or form in under 1 second, asks your qualifying questions, offers 2-3 open time slots and books the appointment. Emergencies and tricky questions go to your team in under 30 seconds.',
  },
  {
    question: 'Do I need a new website?',
    answer:
      'No. Landing pages sit alongside your current website, which stays as it is. They exist to catch ad traffic and turn it into appointments.',
  },
  {
    question: 'How are landing pages priced?',
    answer: `We scope landing pages with you in the demo, based on how many trades and offers you want to cover. Jackie starts at ${starterPrice} on the Starter plan, and ad management is part of the Professional plan at ${professionalPrice}.`,
  },
];

export default function LandingPagesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Landing Pages"
        title="Landing pages that turn ad clicks into booked appointments"
        lead="A homeowner who clicks an ad for emergency AC repair should land on a page about emergency AC repair in their town, with a way to reach someone right now. We build those pages for your trade, and Jackie answers on every one of them."
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Services', path: '/services/industries' },
          { name: service.name, path: service.href },
        ]}
      >
        <BookDemoButton placement="landing_pages_header" size="lg" />
        <Link href="/pricing" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          See pricing
        </Link>
      </PageHeader>

      <section aria-labelledby="does-heading" className="container-page py-16 sm:py-20">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.1fr]">
          <div>
            <h2
              id="does-heading"
              className="text-balance font-bold text-3xl tracking-tight sm:text-4xl"
            >
              One job, one page, one next step
            </h2>
            <div className="mt-5 space-y-4 text-lg text-muted-foreground">
              <p>
                Most contractor ads send people to a home page built to describe the whole company.
                On a phone, the visitor who wanted a water heater replaced has to scroll past
                remodels, reviews and a contact form that promises a reply "within one business
                day". Many leave before they find the button.
              </p>
              <p>
                Our landing pages are built for a single trade and a single offer, match the ad word
                for word, and put a live answer one tap away. The result is a{' '}
                <strong className="font-semibold text-foreground">
                  35% higher inquiry-to-appointment conversion
                </strong>
                .
              </p>
              <p>
                Pages are the middle of the{' '}
                <Link href="/glossary/ad-to-appointment-flow" className={textLink}>
                  ad-to-appointment flow
                </Link>
                : pair them with{' '}
                <Link href="/services/digital-advertising" className={textLink}>
                  digital advertising
                </Link>{' '}
                and the whole path, from ad to booked job, is handled.
              </p>
            </div>
          </div>
          <article className="self-start rounded-2xl border border-border bg-card p-6 sm:p-8">
            <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
              Anatomy of a page
            </p>
            <h3 className="mt-2 font-bold text-2xl">What a visitor from your ad sees</h3>
            <ol className="mt-6 space-y-5">
              {anatomy.map((part, index) => (
                <li key={part.title} className="flex gap-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800 text-sm ring-1 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800">
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold">{part.title}</p>
                    <p className="mt-1 text-muted-foreground">{part.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </article>
        </div>
      </section>

      <section
        aria-labelledby="what-you-get-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2 id="what-you-get-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
            What you get
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
            A landing page is only as good as the answer a visitor gets. Ours come with{' '}
            <Link href="/services/voice-ai" className={textLink}>
              Jackie
            </Link>{' '}
            built in.
          </p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {deliverables.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6">
                <Icon aria-hidden="true" className="size-7 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-4 font-semibold text-lg">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-muted-foreground">
            More on{' '}
            <Link href="/glossary/conversion-rate" className={textLink}>
              conversion rate
            </Link>{' '}
            and{' '}
            <Link href="/glossary/lead-attribution" className={textLink}>
              lead attribution
            </Link>
            .
          </p>
        </div>
      </section>

      <section aria-labelledby="how-heading" className="container-page py-16 sm:py-20">
        <h2 id="how-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          How it works
        </h2>
        <ol className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-300 dark:text-slate-950">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-lg">{step.title}</h3>
                <p className="mt-1 text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section
        aria-labelledby="who-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2 id="who-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
            Who it is for
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {audiences.map(({ Icon, title, text }) => (
              <li key={title} className="rounded-2xl border border-border bg-card p-6">
                <Icon aria-hidden="true" className="size-7 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-4 font-semibold text-lg">{title}</h3>
                <p className="mt-2 text-muted-foreground">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <div className="container-page">
        <FaqSection faqs={faqs} title="Landing page questions" />
      </div>

      <section aria-labelledby="more-services-heading" className="container-page pt-16">
        <h2 id="more-services-heading" className="font-bold text-2xl sm:text-3xl">
          Works with
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          {otherServices(service.slug).map((other) => (
            <article
              key={other.slug}
              className="relative flex flex-col rounded-2xl border border-border bg-card p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg"
            >
              <h3 className="font-bold text-xl">
                <Link href={other.href} className="after:absolute after:inset-0">
                  {other.name}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-muted-foreground">{other.summary}</p>
              <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
                Learn more <ArrowRight aria-hidden="true" className="size-4" />
              </span>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="container-page py-16 text-center sm:py-20">
        <h2 id="cta-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          See where your ad clicks go today
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          In the demo we look at the page your ads land on now, sketch the page for the job you want
          more of, and let you call Jackie the way a homeowner would.
        </p>
        <div className="mt-8 flex justify-center">
          <BookDemoButton placement="landing_pages_closing" size="lg" />
        </div>
      </section>

      <JsonLd
        data={[
          serviceJsonLd({
            name: service.name,
            description: service.summary,
            path: service.href,
            serviceType: service.serviceType,
            audience: serviceAudience,
          }),
        ]}
      />
    </>
  );
}
