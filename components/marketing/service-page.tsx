import type { ReactNode } from 'react';
import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { ContentIcon } from '@/components/marketing/content-icon';
import { FaqSection } from '@/components/marketing/faq-section';
import { CheckList, FigureList } from '@/components/marketing/figures';
import { RichParagraphs, RichText, textLinkClass } from '@/components/marketing/rich-text';
import {
  DemoClosingCta,
  ExplainerSection,
  IconCards,
  NumberedSteps,
  ServiceCards,
  ServiceSection,
} from '@/components/marketing/service-sections';
import { buttonVariants } from '@/components/ui/button';
import { ArrowRight, CircleX, Zap } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { type Crumb, serviceJsonLd } from '@/lib/seo/json-ld';
import { siteConfig } from '@/lib/site/config';
import type { ServiceSectionContent } from '@/lib/site/content/schema';
import { industryList } from '@/lib/site/industries';
import {
  industriesOverviewPage,
  otherServices,
  type ServicePageContent,
  serviceAudience,
  serviceList,
} from '@/lib/site/services';

type Section<Kind extends ServiceSectionContent['kind']> = Extract<
  ServiceSectionContent,
  { kind: Kind }
>;

type ComparisonColumn = Section<'comparison'>['with'];

/** One side of a comparison; the side with Jackie is outlined and drawn in the brand colour. */
function ComparisonCard({ column, brand }: { column: ComparisonColumn; brand: boolean }) {
  const brandText = brand ? ' text-brand-700 dark:text-brand-300' : '';
  const Mark = brand ? Zap : CircleX;
  return (
    <article
      className={
        brand
          ? 'rounded-2xl border-2 border-brand-700 bg-card p-6 sm:p-8 dark:border-brand-300'
          : 'rounded-2xl border border-border bg-card p-6 sm:p-8'
      }
    >
      <h3 className="flex items-center gap-2 font-bold text-xl">
        <Mark
          aria-hidden="true"
          className={brand ? `size-6${brandText}` : 'size-6 text-muted-foreground'}
        />
        {column.title}
      </h3>
      <ul className="mt-5 space-y-4">
        {column.items.map(({ icon, text }) => (
          <li key={text} className="flex gap-3 text-muted-foreground">
            <ContentIcon name={icon} className={`mt-0.5 size-5 shrink-0${brandText}`} />
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-6 border-border border-t pt-5">
        <span className={`font-extrabold text-3xl${brandText}`}>{column.figure.value}</span>{' '}
        <span className="ml-1 text-muted-foreground">{column.figure.label}</span>
      </p>
    </article>
  );
}

/** Without Jackie and with her, side by side, under the section's h2 and paragraphs. */
function ComparisonSection({ section }: { section: Section<'comparison'> }) {
  return (
    <section aria-labelledby={section.id} className="container-page py-16 sm:py-20">
      <h2
        id={section.id}
        className="max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
      >
        {section.title}
      </h2>
      <RichParagraphs
        paragraphs={section.paragraphs}
        className="mt-5 max-w-3xl space-y-4 text-lg text-muted-foreground"
      />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        <ComparisonCard column={section.without} brand={false} />
        <ComparisonCard column={section.with} brand />
      </div>
      <p className="mt-6 max-w-3xl text-muted-foreground">
        <RichText text={section.footer} />
      </p>
    </section>
  );
}

/** The case study's figures on a dark band, with a link to the full story. */
function CaseStudySection({ section }: { section: Section<'case-study'> }) {
  return (
    <section aria-labelledby={section.id} className="bg-slate-950 py-16 text-white sm:py-20">
      <div className="container-page">
        <p className="font-semibold text-brand-300 text-sm uppercase tracking-wider">Case study</p>
        <h2
          id={section.id}
          className="mt-2 max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl"
        >
          {section.title}
        </h2>
        <FigureList
          figures={section.figures}
          look="band-column"
          className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4"
        />
        <p className="mt-10 max-w-3xl text-lg text-slate-300">{section.text}</p>
        <Link
          href={section.link.href}
          className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-300 underline underline-offset-4"
        >
          {section.link.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

/** Icon cards, then the section's footer line or the buttons to every industry page. */
function CardsSection({ section }: { section: Section<'cards'> }) {
  return (
    <ServiceSection
      headingId={section.id}
      title={section.title}
      intro={section.intro ? <RichText text={section.intro} /> : undefined}
      band={section.band}
    >
      <IconCards cards={section.cards} columns={section.columns} />
      {section.footer ? (
        <p className="mt-8 text-muted-foreground">
          <RichText text={section.footer} />
        </p>
      ) : null}
      {section.industryLinks ? (
        <div className="mt-8 flex flex-wrap items-center gap-3">
          <span className="text-muted-foreground">{section.industryLinks}</span>
          {industryList.map((industry) => (
            <Link
              key={industry.slug}
              href={industry.href}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              {industry.name}
            </Link>
          ))}
          <Link href="/services/industries" className={textLinkClass}>
            See all industries
          </Link>
        </div>
      ) : null}
    </ServiceSection>
  );
}

/** One card per industry page: what Jackie does differently in that trade. */
function IndustriesSection({ section }: { section: Section<'industries'> }) {
  return (
    <ServiceSection headingId={section.id} title={section.title} intro={section.intro}>
      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        {industryList.map((industry) => (
          <article
            key={industry.slug}
            className="relative flex flex-col rounded-2xl border border-border bg-card p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg"
          >
            <ContentIcon
              name={industry.overview.icon}
              className="size-8 text-brand-700 dark:text-brand-300"
            />
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
              What {siteConfig.agentName} does differently
            </p>
            <CheckList
              items={industry.overview.differences}
              look="muted"
              className="mt-3 flex-1 space-y-3"
            />
            <span className="mt-6 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
              {industry.overview.linkText}
              <ArrowRight aria-hidden="true" className="size-4" />
            </span>
          </article>
        ))}
      </div>
    </ServiceSection>
  );
}

function FiguresSection({ section }: { section: Section<'figures'> }) {
  return (
    <ServiceSection
      headingId={section.id}
      title={section.title}
      band={section.band}
      intro={section.intro}
    >
      <FigureList
        figures={section.figures}
        look="card"
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </ServiceSection>
  );
}

/** An h2 and its paragraphs beside a large icon. */
function AsideSection({ section }: { section: Section<'aside'> }) {
  return (
    <section aria-labelledby={section.id} className="container-page py-16 sm:py-20">
      <div className="grid items-start gap-10 lg:grid-cols-[auto_1fr]">
        <ContentIcon name={section.icon} className="size-12 text-brand-700 dark:text-brand-300" />
        <div>
          <h2
            id={section.id}
            className="text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {section.title}
          </h2>
          <RichParagraphs
            paragraphs={section.paragraphs}
            className="mt-5 max-w-3xl space-y-4 text-lg text-muted-foreground"
          />
        </div>
      </div>
    </section>
  );
}

function ServicesSection({ section, slug }: { section: Section<'services'>; slug: string }) {
  if (section.which === 'all') {
    return (
      <ServiceSection headingId={section.id} title={section.title} band={section.band}>
        <ServiceCards services={serviceList} className="mt-10 grid gap-6 md:grid-cols-3" />
      </ServiceSection>
    );
  }
  return (
    <section aria-labelledby={section.id} className="container-page pt-16">
      <h2 id={section.id} className="font-bold text-2xl sm:text-3xl">
        {section.title}
      </h2>
      <ServiceCards services={otherServices(slug)} className="mt-6 grid gap-6 md:grid-cols-2" />
    </section>
  );
}

function PageSection({
  section,
  page,
  placement,
  media,
}: {
  section: ServiceSectionContent;
  page: ServicePageContent;
  placement: string;
  media?: ReactNode;
}) {
  switch (section.kind) {
    case 'explainer':
      return <ExplainerSection section={section} media={media} />;
    case 'comparison':
      return <ComparisonSection section={section} />;
    case 'case-study':
      return <CaseStudySection section={section} />;
    case 'cards':
      return <CardsSection section={section} />;
    case 'steps':
      return (
        <ServiceSection headingId={section.id} title={section.title} band={section.band}>
          <NumberedSteps steps={section.steps} />
        </ServiceSection>
      );
    case 'industries':
      return <IndustriesSection section={section} />;
    case 'figures':
      return <FiguresSection section={section} />;
    case 'aside':
      return <AsideSection section={section} />;
    case 'faq':
      return (
        <div className="container-page">
          <FaqSection faqs={section.items} title={section.title} />
        </div>
      );
    case 'services':
      return <ServicesSection section={section} slug={page.slug} />;
    case 'closing':
      return (
        <DemoClosingCta
          title={section.title}
          text={<RichText text={section.text} />}
          placement={`${placement}_closing`}
          icon={section.icon}
        />
      );
  }
}

/**
 * A page under /services/: header with breadcrumbs and Book a Demo, the sections its content
 * module lists, in order, and for a service that is sold the Service JSON-LD. The Book a Demo
 * buttons report `<slug>_header` and `<slug>_closing` as their placement, with dashes in the slug
 * turned into underscores.
 */
export function ServicePage({
  page,
  media,
}: {
  page: ServicePageContent;
  /**
   * The player for a page whose explainer names a video. It comes from the page's own route:
   * the player is a client component, and imported here it would put its script on every page
   * under /services/.
   */
  media?: ReactNode;
}) {
  const placement = page.slug.replaceAll('-', '_');
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    ...(page.offer ? [{ name: 'Services', path: industriesOverviewPage.href }] : []),
    { name: page.name, path: page.href },
  ];
  return (
    <>
      <PageHeader
        eyebrow={page.header.eyebrow}
        title={page.header.title}
        lead={page.header.lead}
        crumbs={crumbs}
      >
        <BookDemoButton placement={`${placement}_header`} size="lg" />
        <Link
          href={page.header.secondaryLink.href}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          {page.header.secondaryLink.label}
        </Link>
      </PageHeader>

      {page.sections.map((section) => (
        <PageSection
          key={`${section.kind}-${section.title}`}
          section={section}
          page={page}
          placement={placement}
          media={media}
        />
      ))}

      {page.offer ? (
        <JsonLd
          data={[
            serviceJsonLd({
              name: page.name,
              description: page.offer.summary,
              path: page.href,
              serviceType: page.offer.serviceType,
              audience: serviceAudience,
            }),
          ]}
        />
      ) : null}
    </>
  );
}
