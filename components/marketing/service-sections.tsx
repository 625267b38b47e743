import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/marketing/arrow-link';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { ContentIcon } from '@/components/marketing/content-icon';
import { RichParagraphs, RichText } from '@/components/marketing/rich-text';
import { buttonVariants } from '@/components/ui/button';
import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { IconName } from '@/lib/site/content/icons';
import type { ServiceSectionContent } from '@/lib/site/content/schema';
import type { Service } from '@/lib/site/services';

/**
 * The sections marketing pages are composed of: the service pages (components/marketing/
 * service-page.tsx) render them from their content modules, and the industries overview and the
 * home page reuse some. The content lives in lib/site; these components own the markup.
 */

export type IconCard = { icon: IconName; title: string; text: string };

const bandClass = {
  muted: 'border-border border-y bg-muted py-16 sm:py-20',
  'muted-top': 'border-border border-t bg-muted py-16 sm:py-20',
} as const;

export type SectionBand = keyof typeof bandClass;

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
  balanced = false,
  children,
}: {
  headingId: string;
  title: string;
  intro?: ReactNode;
  band?: SectionBand;
  /** A long title: kept to the intro's width, its lines balanced. */
  balanced?: boolean;
  children?: ReactNode;
}) {
  const content = (
    <>
      <h2
        id={headingId}
        className={
          balanced
            ? 'max-w-3xl text-balance font-bold text-3xl tracking-tight sm:text-4xl'
            : 'font-bold text-3xl tracking-tight sm:text-4xl'
        }
      >
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
 * The opening section of a service page: the h2 and its paragraphs on the left, an optional
 * player under them, and an example card beside them.
 */
export function ExplainerSection({
  section,
  media,
}: {
  section: Extract<ServiceSectionContent, { kind: 'explainer' }>;
  /** The player for the section's video (see ServicePage's `media`). */
  media?: ReactNode;
}) {
  const { title, layout, paragraphs, video, example } = section;
  if (video && !media) {
    throw new Error(`The explainer "${title}" names a video but its route passes no player`);
  }
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
          <RichParagraphs
            paragraphs={paragraphs}
            className="mt-5 space-y-4 text-lg text-muted-foreground"
          />
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
          {example.footer ? (
            <p className="mt-6 border-border border-t pt-5 text-muted-foreground">
              <RichText text={example.footer} />
            </p>
          ) : null}
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
      {cards.map(({ icon, title, text }) => (
        <Card key={title} className="rounded-2xl border border-border bg-card p-6">
          <ContentIcon name={icon} className="size-7 text-brand-700 dark:text-brand-300" />
          <h3 className="mt-4 font-semibold text-lg">{title}</h3>
          <p className="mt-2 text-muted-foreground">{text}</p>
        </Card>
      ))}
    </List>
  );
}

/**
 * Cards that name a problem: an accent-coloured icon, an h3 and a line of text, each an article.
 */
export function ProblemCards({
  cards,
  className,
  iconSize,
}: {
  cards: IconCard[];
  /** Classes of the grid: its columns and spacing. */
  className: string;
  iconSize: 'size-7' | 'size-8';
}) {
  return (
    <div className={className}>
      {cards.map(({ icon, title, text }) => (
        <article key={title} className="rounded-2xl border border-border bg-card p-6">
          <ContentIcon name={icon} className={`${iconSize} text-accent-600`} />
          <h3 className="mt-4 font-semibold text-xl">{title}</h3>
          <p className="mt-2 text-muted-foreground">{text}</p>
        </article>
      ))}
    </div>
  );
}

/** A numbered step; with an icon it shows beside the title, with a link it closes the step. */
export type NumberedStep = {
  title: string;
  text: string;
  icon?: IconName;
  link?: { href: string; label: string };
};

const stepNumberClass =
  'flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white dark:bg-brand-300 dark:text-slate-950';

const stepLooks = {
  /** Number beside the title and text. */
  plain: { item: 'flex gap-4', title: 'text-lg', text: 'mt-1', link: 'mt-3' },
  /** The same in a card. */
  card: {
    item: 'flex gap-4 rounded-2xl border border-border bg-card p-6',
    title: 'text-lg',
    text: 'mt-1',
    link: 'mt-3',
  },
  /** A card with a larger title, for steps that carry a link. */
  'card-large': {
    item: 'flex gap-4 rounded-2xl border border-border bg-card p-6',
    title: 'text-xl',
    text: 'mt-2',
    link: 'mt-3',
  },
} as const;

/**
 * Numbered steps, each a filled circle with its number beside an h3 (with the step's icon, if it
 * has one) and a line of text. 'stacked' puts the number and icon in a row above the title, in a
 * card as tall as its neighbours.
 */
export function NumberedSteps({
  steps,
  className = 'mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-4',
  look = 'plain',
}: {
  steps: NumberedStep[];
  /** Classes of the list: its grid and spacing. */
  className?: string;
  look?: keyof typeof stepLooks | 'stacked';
}) {
  if (look === 'stacked') {
    return (
      <ol className={className}>
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="flex flex-col rounded-2xl border border-border bg-card p-6"
          >
            <div className="flex items-center gap-3">
              <span className={stepNumberClass}>{index + 1}</span>
              {step.icon ? (
                <ContentIcon
                  name={step.icon}
                  className="size-6 text-brand-700 dark:text-brand-300"
                />
              ) : null}
            </div>
            <h3 className="mt-4 font-semibold text-xl">{step.title}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{step.text}</p>
            {step.link ? <ArrowLink link={step.link} className="mt-4" /> : null}
          </li>
        ))}
      </ol>
    );
  }
  const classes = stepLooks[look];
  return (
    <ol className={className}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.item}>
          <span className={stepNumberClass}>{index + 1}</span>
          <div>
            {step.icon ? (
              <h3 className={`flex items-center gap-2 font-semibold ${classes.title}`}>
                <ContentIcon
                  name={step.icon}
                  className="size-5 shrink-0 text-brand-700 dark:text-brand-300"
                />
                {step.title}
              </h3>
            ) : (
              <h3 className={`font-semibold ${classes.title}`}>{step.title}</h3>
            )}
            <p className={`${classes.text} text-muted-foreground`}>{step.text}</p>
            {step.link ? <ArrowLink link={step.link} className={classes.link} /> : null}
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
          <p className="mt-2 flex-1 text-muted-foreground">{service.offer.summary}</p>
          <span className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 dark:text-brand-300">
            Learn more <ArrowRight aria-hidden="true" className="size-4" />
          </span>
        </article>
      ))}
    </div>
  );
}

/**
 * The centred closing section: optional icon, h2, a paragraph and a Book a Demo button, with a
 * second button beside it when the page names one.
 */
export function DemoClosingCta({
  title,
  text,
  placement,
  icon,
  headingId = 'cta-heading',
  secondaryLink,
  children,
}: {
  title: string;
  text: ReactNode;
  /** data-label of the Book a Demo button. */
  placement: string;
  icon?: IconName;
  headingId?: string;
  secondaryLink?: { href: string; label: string };
  /** A closing line under the buttons. */
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="container-page py-16 text-center sm:py-20">
      {icon ? (
        <ContentIcon name={icon} className="mx-auto size-10 text-brand-700 dark:text-brand-300" />
      ) : null}
      <h2
        id={headingId}
        className={
          icon
            ? 'mt-4 font-bold text-3xl tracking-tight sm:text-4xl'
            : 'font-bold text-3xl tracking-tight sm:text-4xl'
        }
      >
        {title}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p>
      {secondaryLink ? (
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <BookDemoButton placement={placement} size="lg" />
          <Link
            href={secondaryLink.href}
            className={buttonVariants({ variant: 'secondary', size: 'lg' })}
          >
            {secondaryLink.label}
          </Link>
        </div>
      ) : (
        <div className="mt-8 flex justify-center">
          <BookDemoButton placement={placement} size="lg" />
        </div>
      )}
      {children}
    </section>
  );
}

/** Cards with an icon beside an h3, a line of text and a link to read more, as a list. */
export function LinkedIconList({
  cards,
  className,
}: {
  cards: (IconCard & { link: { href: string; label: string } })[];
  /** Classes of the list: its grid and spacing. */
  className: string;
}) {
  return (
    <ul className={className}>
      {cards.map(({ icon, title, text, link }) => (
        <li
          key={title}
          className="flex gap-4 rounded-2xl border border-border bg-card p-6 shadow-sm"
        >
          <ContentIcon name={icon} className="size-7 shrink-0 text-brand-700 dark:text-brand-300" />
          <div>
            <h3 className="font-semibold text-lg">{title}</h3>
            <p className="mt-1 text-muted-foreground">{text}</p>
            <ArrowLink link={link} className="mt-2 text-sm" />
          </div>
        </li>
      ))}
    </ul>
  );
}
