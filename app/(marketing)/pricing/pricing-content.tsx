import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { ArrowLink } from '@/components/marketing/arrow-link';
import { AtAGlance } from '@/components/marketing/at-a-glance';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { ContentIcon } from '@/components/marketing/content-icon';
import { FaqSection } from '@/components/marketing/faq-section';
import { CheckList, FigureList } from '@/components/marketing/figures';
import { RoiCalculator } from '@/components/marketing/roi-calculator';
import { DemoClosingCta, ServiceSection } from '@/components/marketing/service-sections';
import { buttonVariants } from '@/components/ui/button';
import { Calculator, Target } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { offerCatalogJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site/config';
import type { PricingPageContent } from '@/lib/site/content/schema';
import { pricingPage } from '@/lib/site/pages/pricing';
import { formatPlanPrice, pricingPlans } from '@/lib/site/pricing';
import { defaultRoiInputs, type RoiFormValues } from '@/lib/site/roi';
import { cn } from '@/lib/utils';

/** The static page's metadata; the per-request estimate page adds noindex to it. */
export const pricingMetadata = pageMetadata({ ...pricingPage.metadata, path: '/pricing' });

/** One card per plan: price, what it includes and its booking button. */
function PlanCards({ notes }: { notes: PricingPageContent['plans']['notes'] }) {
  return (
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
          <p className="mt-4 flex flex-wrap items-baseline gap-x-1">
            <span className="font-extrabold text-4xl tracking-tight sm:text-5xl">
              {formatPlanPrice(plan)}
            </span>
            <span className="text-lg text-muted-foreground">/month</span>
          </p>
          <p className="mt-1 text-muted-foreground text-sm">
            {plan.minimum ? notes.starting : notes.flat}
          </p>
          <p className="mt-4">{plan.summary}</p>
          <CheckList items={plan.features} look="feature" className="mt-6 flex-1 space-y-3" />
          <BookDemoButton
            placement={plan.placement}
            size="lg"
            look={plan.badge ? 'primary' : 'secondary'}
            className="mt-8 w-full"
          />
        </article>
      ))}
    </div>
  );
}

/** What happens between yes and live, beside the goals for the first week. */
function SetupFacts({ setup }: { setup: PricingPageContent['setup'] }) {
  return (
    <div className="mt-12 grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div>
        <h3 className="font-semibold text-xl">{setup.heading}</h3>
        <ul className="mt-4 grid gap-6 sm:grid-cols-3">
          {setup.facts.map(({ icon, title, text }) => (
            <li key={title}>
              <ContentIcon name={icon} className="size-6 text-brand-700 dark:text-brand-300" />
              <p className="mt-2 font-semibold">{title}</p>
              <p className="mt-1 text-muted-foreground text-sm">{text}</p>
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-border bg-card p-6">
        <h3 className="flex items-center gap-2 font-semibold text-xl">
          <Target aria-hidden="true" className="size-5 text-brand-700 dark:text-brand-300" />
          {setup.goals.heading}
        </h3>
        <CheckList
          items={setup.goals.items}
          look="line"
          className="mt-3 space-y-2 text-muted-foreground"
        />
      </div>
    </div>
  );
}

/** The case study's figures beside what a contractor can expect. */
function RoiSnapshot({ snapshot }: { snapshot: PricingPageContent['snapshot'] }) {
  const { caseStudy, benchmarks } = snapshot;
  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2">
      <article
        aria-labelledby="case-study-heading"
        className="rounded-2xl border border-border bg-card p-6"
      >
        <h3 id="case-study-heading" className="font-semibold text-xl">
          {caseStudy.heading}
        </h3>
        <p className="mt-2 text-muted-foreground">{caseStudy.text}</p>
        <FigureList
          figures={caseStudy.figures}
          look="tabular"
          className="mt-6 grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 sm:gap-x-6"
        />
        <ArrowLink link={caseStudy.link} className="mt-6" />
      </article>
      <article
        aria-labelledby="benchmarks-heading"
        className="rounded-2xl border border-border bg-card p-6"
      >
        <h3 id="benchmarks-heading" className="font-semibold text-xl">
          {benchmarks.heading}
        </h3>
        <FigureList
          figures={benchmarks.figures}
          look="tabular-detail"
          className="mt-6 grid gap-x-6 gap-y-5 sm:grid-cols-2"
        />
      </article>
    </div>
  );
}

/**
 * The pricing page. `/pricing` renders it once at build time with the calculator's example;
 * `/pricing?calls=…` is rendered per request (./estimate) with the inputs in its query.
 */
export function PricingContent({ roi }: { roi?: RoiFormValues }) {
  const { header, plans, setup, snapshot, faq, closing } = pricingPage;
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Pricing', path: '/pricing' },
        ]}
        eyebrow={header.eyebrow}
        title={header.title}
        lead={header.lead}
      >
        <BookDemoButton placement="pricing_header" size="lg" />
        <a href="#roi" className={buttonVariants({ variant: 'secondary', size: 'lg' })}>
          <Calculator aria-hidden="true" />
          {header.roiLabel}
        </a>
      </PageHeader>

      <ServiceSection headingId="plans-heading" title={plans.heading} intro={plans.intro}>
        <PlanCards notes={plans.notes} />
        <SetupFacts setup={setup} />
      </ServiceSection>

      <ServiceSection
        headingId="snapshot-heading"
        title={snapshot.heading}
        intro={snapshot.intro}
        band="muted"
      >
        <RoiSnapshot snapshot={snapshot} />
      </ServiceSection>

      <section id="roi" aria-labelledby="roi-heading" className="container-page py-16 sm:py-20">
        <h2 id="roi-heading" className="font-bold text-3xl tracking-tight sm:text-4xl">
          {pricingPage.roi.heading}
        </h2>
        <p className="mt-4 mb-10 max-w-3xl text-lg text-muted-foreground">
          {pricingPage.roi.intro}
        </p>
        <RoiCalculator defaults={defaultRoiInputs} initial={roi} />
      </section>

      <div className="container-page pb-4">
        <FaqSection faqs={faq.items} title={faq.title} id="pricing-faq" />
      </div>

      <AtAGlance />

      <DemoClosingCta
        title={closing.title}
        text={closing.text}
        placement="pricing_closing"
        headingId="book-heading"
      >
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
            href={closing.contactLink.href}
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            {closing.contactLink.label}
          </Link>
          .
        </p>
      </DemoClosingCta>

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
