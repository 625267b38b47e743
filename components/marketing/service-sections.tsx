import type { ReactNode } from 'react';
import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { type FaqItem, FaqSection } from '@/components/marketing/faq-section';
import { buttonVariants } from '@/components/ui/button';
import { ArrowRight, type Icon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { serviceJsonLd } from '@/lib/seo/json-ld';
import { otherServices, type Service, serviceAudience } from '@/lib/site/services';

/**
 * The markup the service pages share: the ServicePage template used by /services/voice-ai,
 * /services/digital-advertising and /services/landing-pages, and the sections it is built from,
 * some of which the industries overview and the home page reuse. The pages keep their own copy
 * and data; these components own the markup.
 */

/** Class for an inline text link in marketing copy. */
export const textLink =
  'font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300';

export type IconCard = { Icon: Icon; title: string; text: string };

export type NumberedStep = { title: string; text: string };

/** One line of an example card; with a title it shows as a bold line above the text. */
export type ExampleStep = { title?: string; text: string };

const bandClass = {
  muted: 'border-border border-y bg-muted py-16 sm:py-20',
  'muted-top': 'border-border border-t bg-muted py-16 sm:py-20',
} as const;

type SectionBand = keyof typeof bandClass;

/**
 * A page section titled by an h2 (and labelled by it), with an optional intro paragraph. Without
 * a band it sits in the page container; 'muted' is a full-width grey band with borders above and
 * below, 'muted-top' the same band with a border above only.
 */
export function ServiceSection({
  headingId,
  title,
  intro,
  band,
  children,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  band?: SectionBand;
  children?: ReactNode;
}) {
  const content = (
    <>
      <h2 id={headingId} className="font-bold text-3xl tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{intro}</p> : null}
      {children}
    </>
  );
  if (!band) {
    return (
      <section aria-labelledby={headingId} className="container-page py-16 sm:py-20">
        {content}
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className={bandClass[band]}>
      <div className="container-page">{content}</div>
    </section>
  );
}

const explainerGrid = {
  even: 'grid gap-10 lg:grid-cols-2',
  'wide-aside': 'grid gap-10 lg:grid-cols-[1fr_1.1fr]',
} as const;

/**
 * The opening section of a service page: the h2 and its paragraphs (children) on the left, an
 * optional block under them (media), and an example card beside them.
 */
export function ExplainerSection({
  title,
  layout,
  media,
  example,
  children,
}: {
  title: string;
  /** 'even' gives both columns the same width, 'wide-aside' makes the card's column wider. */
  layout: keyof typeof explainerGrid;
  media?: ReactNode;
  example: {
    eyebrow: string;
    title: string;
    steps: ExampleStep[];
    /** Shown under the steps. */
    footer?: ReactNode;
  };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="does-heading" className="container-page py-16 sm:py-20">
      <div className={explainerGrid[layout]}>
        <div>
          <h2
            id="does-heading"
            className="text-balance font-bold text-3xl tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
          <div className="mt-5 space-y-4 text-lg text-muted-foreground">{children}</div>
          {media ? <div className="mt-8">{media}</div> : null}
        </div>
        <article className="self-start rounded-2xl border border-border bg-card p-6 sm:p-8">
          <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
            {example.eyebrow}
          </p>
          <h3 className="mt-2 font-bold text-2xl">{example.title}</h3>
          <ol className="mt-6 space-y-5">
            {example.steps.map((step, index) => (
              <li key={step.title ?? step.text} className="flex gap-4">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800 text-sm ring-1 ring-brand-200 dark:bg-brand-900/40 dark:text-brand-200 dark:ring-brand-800">
                  {index + 1}
                </span>
                {step.title ? (
                  <div>
                    <p className="font-semibold">{step.title}</p>
                    <p className="mt-1 text-muted-foreground">{step.text}</p>
                  </div>
                ) : (
                  <p className="text-muted-foreground">{step.text}</p>
                )}
              </li>
            ))}
          </ol>
          {example.footer}
        </article>
      </div>
    </section>
  );
}

/**
 * Cards with an icon, an h3 and a line of text, in a grid of 3 or 4 columns on wide screens. A
 * list by default; 'articles' renders each card as an article in a div instead.
 */
export function IconCards({
  cards,
  columns,
  as = 'list',
}: {
  cards: IconCard[];
  columns: 3 | 4;
  as?: 'list' | 'articles';
}) {
  const gridClass =
    columns === 4
      ? 'mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4'
      : 'mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
  const List = as === 'list' ? 'ul' : 'div';
  const Card = as === 'list' ? 'li' : 'article';
  return (
    <List className={gridClass}>
      {cards.map(({ Icon, title, text }) => (
        <Card key={title} className="rounded-2xl border border-border bg-card p-6">
          <Icon aria-hidden="true" className="size-7 text-brand-700 dark:text-brand-300" />
          <h3 className="mt-4 font-semibold text-lg">{title}</h3>
          <p className="mt-2 text-muted-foreground">{text}</p>
        </Card>
      ))}
    </List>
  );
}

/** Numbered steps, each a filled circle with its number beside an h3 and a line of text. */
export function NumberedSteps({
  steps,
  className = 'mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4',
}: {
  steps: NumberedStep[];
  /** Classes of the list: its grid and spacing. */
  className?: string;
}) {
  return (
    <ol className={className}>
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
  );
}

/** A grid of linked service cards (the whole card is the link's hit area). */
export function ServiceCards({
  services,
  className,
}: {
  services: Service[];
  /** Classes of the grid: its columns and spacing. */
  className: string;
}) {
  return (
    <div className={className}>
      {services.map((service) => (
        <article
          key={service.slug}
          className="relative flex flex-col rounded-2xl border border-border bg-card p-6 transition-shadow focus-within:shadow-lg hover:shadow-lg"
        >
          <h3 className="font-bold text-xl">
            <Link href={service.href} className="after:absolute after:inset-0">
              {service.name}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-muted-foreground">{service.summary}</p>
          <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
            Learn more <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </article>
      ))}
    </div>
  );
}

/** The centred closing section: optional icon, h2, a paragraph and a Book a Demo button. */
export function ClosingCta({
  title,
  text,
  placement,
  Icon,
}: {
  title: string;
  text: ReactNode;
  /** data-label of the Book a Demo button. */
  placement: string;
  Icon?: Icon;
}) {
  return (
    <section aria-labelledby="cta-heading" className="container-page py-16 text-center sm:py-20">
      {Icon ? (
        <Icon aria-hidden="true" className="mx-auto size-10 text-brand-700 dark:text-brand-300" />
      ) : null}
      <h2
        id="cta-heading"
        className={
          Icon
            ? 'mt-4 font-bold text-3xl tracking-tight sm:text-4xl'
            : 'font-bold text-3xl tracking-tight sm:text-4xl'
        }
      >
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p>
      <div className="mt-8 flex justify-center">
        <BookDemoButton placement={placement} size="lg" />
      </div>
    </section>
  );
}

type ServicePageProps = {
  service: Service;
  /** The h1; the header's eyebrow and last breadcrumb are the service's name. */
  title: string;
  lead: string;
  /** The header's second button, beside Book a Demo. */
  secondaryLink: { href: string; label: string };
  /** The page's own sections, between the header and "What you get". */
  children: ReactNode;
  whatYouGet: { intro: ReactNode; cards: IconCard[]; columns: 3 | 4; footer?: ReactNode };
  steps: NumberedStep[];
  audience: { intro?: ReactNode; cards: IconCard[]; footer?: ReactNode };
  /**
   * Background of "What you get"; "How it works" and "Who it is for" alternate from it. 'plain'
   * suits a page whose own last section is already a band.
   */
  firstBand?: 'muted' | 'plain';
  faq: { title: string; items: FaqItem[] };
  /** Heading of the cards linking to the other services. */
  otherServicesTitle: string;
  closing: { title: string; text: ReactNode; Icon?: Icon };
};

/**
 * A service page: header with breadcrumbs (Home › Services › service), the page's own sections,
 * then "What you get", "How it works", "Who it is for", FAQs, the other services, a closing Book
 * a Demo and the Service JSON-LD. The Book a Demo buttons report `<slug>_header` and
 * `<slug>_closing` as their placement, with dashes in the slug turned into underscores.
 */
export function ServicePage({
  service,
  title,
  lead,
  secondaryLink,
  children,
  whatYouGet,
  steps,
  audience,
  firstBand = 'muted',
  faq,
  otherServicesTitle,
  closing,
}: ServicePageProps) {
  const placement = service.slug.replaceAll('-', '_');
  // "What you get" and "Who it is for" share a background; "How it works" between them has the other.
  const outer = firstBand === 'muted' ? 'muted' : undefined;
  const inner = firstBand === 'muted' ? undefined : 'muted';
  return (
    <>
      <PageHeader
        eyebrow={service.name}
        title={title}
        lead={lead}
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Services', path: '/services/industries' },
          { name: service.name, path: service.href },
        ]}
      >
        <BookDemoButton placement={`${placement}_header`} size="lg" />
        <Link
          href={secondaryLink.href}
          className={buttonVariants({ variant: 'secondary', size: 'lg' })}
        >
          {secondaryLink.label}
        </Link>
      </PageHeader>

      {children}

      <ServiceSection
        headingId="what-you-get-heading"
        title="What you get"
        intro={whatYouGet.intro}
        band={outer}
      >
        <IconCards cards={whatYouGet.cards} columns={whatYouGet.columns} />
        {whatYouGet.footer}
      </ServiceSection>

      <ServiceSection headingId="how-heading" title="How it works" band={inner}>
        <NumberedSteps steps={steps} />
      </ServiceSection>

      <ServiceSection
        headingId="who-heading"
        title="Who it is for"
        intro={audience.intro}
        band={outer}
      >
        <IconCards cards={audience.cards} columns={4} />
        {audience.footer}
      </ServiceSection>

      <div className="container-page">
        <FaqSection faqs={faq.items} title={faq.title} />
      </div>

      <section aria-labelledby="more-services-heading" className="container-page pt-16">
        <h2 id="more-services-heading" className="font-bold text-2xl sm:text-3xl">
          {otherServicesTitle}
        </h2>
        <ServiceCards
          services={otherServices(service.slug)}
          className="mt-6 grid gap-6 md:grid-cols-2"
        />
      </section>

      <ClosingCta
        title={closing.title}
        text={closing.text}
        placement={`${placement}_closing`}
        Icon={closing.Icon}
      />

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
