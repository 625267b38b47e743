import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { AtAGlance } from '@/components/marketing/at-a-glance';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { type FaqItem, FaqSection } from '@/components/marketing/faq-section';
import { RoiCalculator } from '@/components/marketing/roi-calculator';
import { buttonVariants } from '@/components/ui/button';
import {
  ArrowRight,
  Calculator,
  CircleCheck,
  Clock3,
  PhoneForwarded,
  Rocket,
  Target,
} from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { defaultRoiInputs, type RoiFormValues } from '@/lib/roi';
import { offerCatalogJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseStudy, caseStudyStats } from '@/lib/site/case-study';
import { siteConfig } from '@/lib/site/config';
import { formatPlanPrice, pricingPlans, setupTerms } from '@/lib/site/pricing';
import { cn } from '@/lib/utils';

/** The static page's metadata; the per-request estimate page adds noindex to it. */
export const pricingMetadata = pageMetadata({
  title: 'Pricing and ROI Calculator',
  description:
    'Jackie AI pricing: Starter is $500/month, Professional from $1,000/month with ad management. Live in about 7 days. Work out your ROI from your missed calls.',
  path: '/pricing',
});

const setupFacts = [
  {
    Icon: Clock3,
    title: `${setupTerms.setupBusinessHours} business hours of setup`,
    text: 'Our time, not yours: we load your services, prices, service area and calendar rules.',
  },
  {
    Icon: PhoneForwarded,
    title: 'Calls forward after 3 rings',
    text: 'Your team still picks up first. Jackie takes the calls they cannot, and every call after hours.',
  },
  {
    Icon: Rocket,
    title: `Live in about ${setupTerms.liveInDays} days`,
    text: 'A full install, live and tuned to how your business books work, takes about a week.',
  },
];

const weekOneGoals = [
  '5-10 bookings',
  '80%+ of conversations handled by Jackie',
  'Replies in under 30 seconds',
];

const caseStudyFigures = caseStudyStats([
  'roi',
  'adSpend',
  'costPerLead',
  'leads',
  'closed',
  'pipeline',
]);

const benchmarks = [
  {
    value: 'About 1 job',
    label: 'to break even',
    text: 'One booked job a month usually covers Starter.',
  },
  {
    value: 'About 60 days',
    label: 'typical payback',
    text: 'Typical time for the plan to pay for itself.',
  },
  {
    value: '10-16x',
    label: 'typical ROI with AI',
    text: 'Versus 2-4x typical for ads alone.',
  },
  {
    value: '$500-2k',
    label: 'AI per month',
    text: 'Versus $3k-8k a month for a call center.',
  },
];

const faqs: FaqItem[] = [
  {
    question: 'What does the "+" in $1,000+ mean for Professional?',
    answer: `Professional starts at $1,000 a month. It includes everything in Starter plus ad management, and the final monthly figure depends on how much ad management your business needs; we confirm it with you before you start. The ad budget itself, the money the ads cost, comes on top and you set it. The pool builder in our case study spent ${caseStudy.adSpend} on ads.`,
  },
  {
    question: 'How long does setup take, and what do I have to do?',
    answer:
      'Setup takes 5-7 business hours of our time: we load your services, prices, service area and calendar rules, and you tell us who gets urgent calls. You forward your calls to Jackie after 3 rings, or straight away after hours. A full install, live and tuned, takes about 7 days.',
  },
  {
    question: 'Is there a long contract?',
    answer:
      'No. Starter is $500 a month and you can cancel anytime. Professional includes everything in Starter, and that includes cancelling anytime.',
  },
  {
    question: 'Do busy months cost more?',
    answer:
      'No. Conversations are unlimited, so a no-heat weekend in January or the spring rush of pool inquiries costs the same as a quiet week. The busy weeks are when Jackie earns the most, because that is when calls used to go to voicemail.',
  },
];

/**
 * The pricing page. `/pricing` renders it once at build time with the calculator's example;
 * `/pricing?calls=…` is rendered per request (./estimate) with the inputs in its query.
 */
export function PricingContent({ roi }: { roi?: RoiFormValues }) {
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Pricing', path: '/pricing' },
        ]}
        eyebrow="Pricing"
        title="Two monthly plans. Break-even is about one job."
        lead={`Starter is $500 a month for Jackie on voice and text. Professional starts at $1,000 a month and adds ad management. Setup takes ${setupTerms.setupBusinessHours} business hours of our time, and you are live in about ${setupTerms.liveInDays} days.`}
      >
        <BookDemoButton placement="pricing_header" size="lg" />
        <a href="#roi" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <Calculator aria-hidden="true" />
          Work out your ROI
        </a>
      </PageHeader>

      <section aria-labelledby="plans-heading" className="container-page py-16 sm:py-20">
        <h2 id="plans-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          Plans
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          Both plans include Jackie answering every call and text, 24/7, with no limit on how many
          conversations she has. Professional adds our team running your ads.
        </p>
        <div className="mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
          {pricingPlans.map((plan) => (
            <article
              key={plan.id}
              aria-labelledby={`plan-${plan.id}`}
              className={cn(
                'flex flex-col rounded-2xl border bg-card p-6 sm:p-8',
                plan.badge
                  ? 'border-2 border-brand-700 shadow-lg dark:border-brand-300'
                  : 'border-border',
              )}
            >
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 id={`plan-${plan.id}`} className="font-bold text-2xl">
                  {plan.name}
                </h3>
                {plan.badge ? (
                  <p className="rounded-full bg-brand-700 px-3 py-1 font-semibold text-sm text-white dark:bg-brand-300 dark:text-slate-950">
                    {plan.badge}
                  </p>
                ) : null}
              </div>
              <p className="mt-4 flex items-baseline gap-1">
                <span className="font-extrabold text-5xl tracking-tight">
                  {formatPlanPrice(plan)}
                </span>
                <span className="text-lg text-muted-foreground">/month</span>
              </p>
              <p className="mt-1 text-muted-foreground text-sm">
                {plan.minimum
                  ? 'Starting price. The ad budget itself is separate, and you set it.'
                  : 'Flat monthly price. Cancel anytime.'}
              </p>
              <p className="mt-4">{plan.summary}</p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex items-start gap-3">
                    <CircleCheck
                      aria-hidden="true"
                      className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <BookDemoButton
                placement={plan.placement}
                size="lg"
                look={plan.badge ? 'primary' : 'secondary'}
                className="mt-8 w-full"
              />
            </article>
          ))}
        </div>

        <div className="mt-12 grid gap-6 lg:grid-cols-[2fr_1fr]">
          <div>
            <h3 className="font-semibold text-xl">From yes to live</h3>
            <ul className="mt-4 grid gap-6 sm:grid-cols-3">
              {setupFacts.map(({ Icon, title, text }) => (
                <li key={title}>
                  <Icon aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-300" />
                  <p className="mt-2 font-semibold">{title}</p>
                  <p className="mt-1 text-muted-foreground text-sm">{text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-border bg-card p-6">
            <h3 className="flex items-center gap-2 font-semibold text-xl">
              <Target aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
              Week-1 goals
            </h3>
            <ul className="mt-3 space-y-2 text-muted-foreground">
              {weekOneGoals.map((goal) => (
                <li key={goal} className="flex items-start gap-2">
                  <CircleCheck
                    aria-hidden="true"
                    className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-300"
                  />
                  {goal}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section
        aria-labelledby="snapshot-heading"
        className="border-border border-y bg-muted py-16 sm:py-20"
      >
        <div className="container-page">
          <h2 id="snapshot-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
            ROI snapshot
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
            What the money has done for a contractor already, and what to expect from yours.
          </p>
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <article
              aria-labelledby="case-study-heading"
              className="rounded-2xl border border-border bg-card p-6"
            >
              <h3 id="case-study-heading" className="font-semibold text-xl">
                A pool builder's ad campaign
              </h3>
              <p className="mt-2 text-muted-foreground">
                Ads and a landing page brought in the leads; Jackie answered every one within
                seconds, evenings and Sundays included.
              </p>
              <dl className="mt-6 grid grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-3">
                {caseStudyFigures.map((figure) => (
                  <div key={figure.label} className="flex flex-col">
                    <dt className="text-muted-foreground text-sm">{figure.label}</dt>
                    <dd className="order-first font-extrabold text-3xl text-brand-800 tabular-nums dark:text-brand-200">
                      {figure.value}
                    </dd>
                  </div>
                ))}
              </dl>
              <Link
                href="/case-studies"
                className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                Read the case study <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </article>
            <article
              aria-labelledby="benchmarks-heading"
              className="rounded-2xl border border-border bg-card p-6"
            >
              <h3 id="benchmarks-heading" className="font-semibold text-xl">
                What to expect
              </h3>
              <dl className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2">
                {benchmarks.map((benchmark) => (
                  <div key={benchmark.label} className="flex flex-col">
                    <dt className="font-medium">{benchmark.label}</dt>
                    <dd className="order-first font-extrabold text-3xl text-brand-800 tabular-nums dark:text-brand-200">
                      {benchmark.value}
                    </dd>
                    <dd className="mt-1 text-muted-foreground text-sm">{benchmark.text}</dd>
                  </div>
                ))}
              </dl>
            </article>
          </div>
        </div>
      </section>

      <section id="roi" aria-labelledby="roi-heading" className="container-page py-16 sm:py-20">
        <h2 id="roi-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          ROI calculator: what your missed calls are worth
        </h2>
        <p className="mt-4 mb-10 max-w-3xl text-lg text-muted-foreground">
          Put in your own numbers. The estimate updates as you type, and the address bar keeps a
          link to it, so you can send it to your partner or office manager.
        </p>
        <RoiCalculator defaults={defaultRoiInputs} initial={roi} />
      </section>

      <div className="container-page pb-4">
        <FaqSection faqs={faqs} title="Pricing questions" id="pricing-faq" />
      </div>

      <AtAGlance />

      <section aria-labelledby="book-heading" className="container-page py-16 text-center sm:py-20">
        <h2 id="book-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          Hear Jackie answer a call from your trade
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
          Book a demo and bring your numbers. We will run them with you and let you call Jackie
          yourself before you choose a plan.
        </p>
        <div className="mt-8 flex justify-center">
          <BookDemoButton placement="pricing_closing" size="lg" />
        </div>
        <p className="mt-6 text-muted-foreground">
          Questions first? Email{' '}
          <a
            href={`mailto:${siteConfig.contacts.sales}`}
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            {siteConfig.contacts.sales}
          </a>{' '}
          or see{' '}
          <Link
            href="/contact"
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            all the ways to reach us
          </Link>
          .
        </p>
      </section>

      <JsonLd
        data={[
          offerCatalogJsonLd(`${siteConfig.name} plans`, '/pricing', [
            ...pricingPlans.map((plan) => ({
              name: plan.name,
              description: `${plan.summary} Includes: ${plan.features.join(', ')}.`,
              monthlyPrice: plan.monthlyPrice,
              minimum: plan.minimum,
            })),
          ]),
        ]}
      />
    </>
  );
}
