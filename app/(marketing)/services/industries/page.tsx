import { PageHeader } from '@/components/content/page-header';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import {
  ClosingCta,
  ServiceCards,
  ServiceSection,
  textLink,
} from '@/components/marketing/service-sections';
import { buttonVariants } from '@/components/ui/button';
import {
  ArrowRight,
  CircleCheck,
  Droplets,
  Flame,
  WavesHorizontal,
  Zap,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { pageMetadata } from '@/lib/seo/metadata';
import { type Industry, industryList } from '@/lib/site/industries';
import { setupTerms } from '@/lib/site/pricing';
import { serviceList } from '@/lib/site/services';

export const metadata = pageMetadata({
  title: 'Industries: AI Employees for Pool Builders, HVAC and Plumbers',
  description:
    'Jackie is trained for your trade: pool builders in a 6-month season, HVAC through 400% winter call spikes, plumbers on 2 a.m. emergencies. Pick your industry.',
  path: '/services/industries',
});

/** What changes in Jackie's questions and next steps from one trade to the next. */
const tradeDetails: Record<
  Industry['slug'],
  { Icon: typeof WavesHorizontal; linkText: string; differences: string[] }
> = {
  'pool-builders': {
    Icon: WavesHorizontal,
    linkText: 'How Jackie helps pool builders',
    differences: [
      'Sizes the project before anyone drives out: new build or remodel, yard access, budget and timeline.',
      'Books the site visit while the homeowner is still excited, in one of 2-3 open slots on your calendar.',
      'Keeps following up on quotes, and checks in with last season’s cold leads before the next season starts.',
    ],
  },
  hvac: {
    Icon: Flame,
    linkText: 'How Jackie helps HVAC contractors',
    differences: [
      'Sends true emergencies, billed at a 150-300% markup, to your on-call tech in under 30 seconds.',
      'Books the calls that can wait into open slots, so nobody pulls a tech off a job to schedule them.',
      'Fills the shoulder season by booking tune-ups and bringing back customers from last year.',
    ],
  },
  plumbers: {
    Icon: Droplets,
    linkText: 'How Jackie helps plumbers',
    differences: [
      'Asks whether water is still running and whether the main is shut off, so your on-call plumber knows what is waiting.',
      'Books routine work, such as drain cleaning and water heater swaps, into one of 2-3 open slots on your calendar.',
      'Texts back every missed call within 30 seconds, before the homeowner with a wet floor calls the next plumber.',
    ],
  },
};

const everyTrade = [
  { value: '<1 s', label: 'to answer every call and text, 24/7' },
  { value: '3 rings', label: 'before a busy line forwards to Jackie' },
  { value: '80/20', label: 'handled by Jackie / handed to your team in under 30 seconds' },
  { value: '210%', label: 'more after-hours bookings' },
];

export default function IndustriesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Industries"
        title="An AI employee trained for your trade"
        lead="A pool lead in March, a no-heat call in January and a burst pipe at 2 a.m. need different questions and different next steps. Jackie learns your trade, your services and your service area, then answers like someone from your office."
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Industries', path: '/services/industries' },
        ]}
      >
        <BookDemoButton placement="industries_header" size="lg" />
        <Link href="/pricing" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          See pricing
        </Link>
      </PageHeader>

      <ServiceSection
        headingId="trades-heading"
        title="Choose your trade"
        intro="Same Jackie, different playbook. Here is what she does differently in each trade."
      >
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {industryList.map((industry) => {
            const { Icon, linkText, differences } = tradeDetails[industry.slug];
            return (
              <article
                key={industry.slug}
                className="relative flex flex-col rounded-2xl border border-border bg-card p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg"
              >
                <Icon aria-hidden="true" className="size-8 text-brand-700 dark:text-brand-300" />
                <h3 className="mt-4 font-bold text-2xl">
                  <Link href={industry.href} className="after:absolute after:inset-0">
                    {industry.name}
                  </Link>
                </h3>
                <p className="mt-1 font-semibold text-brand-800 text-sm dark:text-brand-200">
                  {industry.highlight}
                </p>
                <p className="mt-3 text-muted-foreground">{industry.summary}</p>
                <p className="mt-5 font-semibold text-sm uppercase tracking-wider">
                  What Jackie does differently
                </p>
                <ul className="mt-3 flex-1 space-y-3">
                  {differences.map((difference) => (
                    <li key={difference} className="flex gap-2 text-muted-foreground">
                      <CircleCheck
                        aria-hidden="true"
                        className="mt-1 size-4 shrink-0 text-brand-700 dark:text-brand-300"
                      />
                      {difference}
                    </li>
                  ))}
                </ul>
                <span className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
                  {linkText}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </span>
              </article>
            );
          })}
        </div>
      </ServiceSection>

      <ServiceSection
        headingId="every-trade-heading"
        title="What every trade gets"
        band="muted"
        intro="The playbook changes by trade; the basics do not. Calls and texts answered day and night, leads qualified, jobs booked on your calendar with 0 double bookings, and the hard conversations handed to a person."
      >
        <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {everyTrade.map((item) => (
            <div
              key={item.label}
              className="flex flex-col rounded-2xl border border-border bg-card p-6"
            >
              <dt className="text-muted-foreground">{item.label}</dt>
              <dd className="order-first font-extrabold text-4xl text-brand-700 dark:text-brand-300">
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
      </ServiceSection>

      <section aria-labelledby="other-trades-heading" className="container-page py-16 sm:py-20">
        <div className="grid items-start gap-10 lg:grid-cols-[auto_1fr]">
          <Zap aria-hidden="true" className="size-12 text-brand-700 dark:text-brand-300" />
          <div>
            <h2
              id="other-trades-heading"
              className="text-balance font-bold text-3xl tracking-tight sm:text-4xl"
            >
              Electricians, roofers and other trades
            </h2>
            <div className="mt-5 max-w-3xl space-y-4 text-lg text-muted-foreground">
              <p>
                No page for your trade yet? Jackie works the same way for any home-service
                contractor. Electrical work is a good example: jobs run from $200 to $15,000, an EV
                charger install is a $3,200 job that converts at 45%, and emergency calls carry a
                300% premium. Jackie asks the questions that tell those calls apart and routes each
                one: immediate dispatch, same-day service or a scheduled install.
              </p>
              <p>
                Read how an{' '}
                <Link href="/glossary/electrician-ai-workflow" className={textLink}>
                  electrician AI workflow
                </Link>{' '}
                is set up, what{' '}
                <Link href="/glossary/contractor-ai-automation" className={textLink}>
                  contractor AI automation
                </Link>{' '}
                covers, or start with the guide to{' '}
                <Link href="/ai-for-contractors" className={textLink}>
                  AI for contractors
                </Link>
                .
              </p>
            </div>
          </div>
        </div>
      </section>

      <ServiceSection
        headingId="services-heading"
        title="Services for every trade"
        band="muted-top"
      >
        <ServiceCards services={serviceList} className="mt-10 grid gap-6 md:grid-cols-3" />
      </ServiceSection>

      <ClosingCta
        title="Hear Jackie answer a call from your trade"
        text={
          <>
            Tell us what you do and where. In the demo we set Jackie up with your services and you
            call her with the questions your customers ask. Setup takes{' '}
            {setupTerms.setupBusinessHours} business hours of our time, and you are live in about{' '}
            {setupTerms.liveInDays} days.
          </>
        }
        placement="industries_closing"
      />
    </>
  );
}
