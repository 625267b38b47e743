import { z } from 'zod';
import { topics, trades } from '@/lib/site/vocabulary';
import { bookingVariants } from '../booking';
import { iconNames } from './icons';

/**
 * The shape of every industry and service page's content (lib/site/industries/*.ts,
 * lib/site/services/*.ts). The registries parse each module with these schemas when they load, so
 * a malformed page fails the build, and the types the templates read are inferred from here.
 */

const text = z.string().min(1);
/** Copy that may hold `[label](/path)` links and `**strong**` words (lib/site/content/rich-text). */
const richText = text;
const path = z
  .string()
  .regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/, 'a root-relative path, maybe with a #fragment');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a YYYY-MM-DD date');
const icon = z.enum(iconNames);

const link = z.strictObject({ href: path, label: text });
const figure = z.strictObject({ value: text, label: text });
const faq = z.strictObject({
  title: text,
  items: z.array(z.strictObject({ question: text, answer: text })).min(1),
});

/** What every page module carries for the sitemap, routes and menus. */
const pageEntry = {
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  href: path,
  /** When the page's content last changed: the sitemap's lastmod. Change it with the copy. */
  updated: date,
  priority: z.number().min(0).max(1),
  metadata: z.strictObject({ title: text, description: text }),
};

export const iconCardSchema = z.strictObject({
  icon,
  title: text,
  text,
  /** A page that explains the idea further; the label is the whole link text. */
  link: link.optional(),
});

export const industrySchema = z.strictObject({
  ...pageEntry,
  /** Every booking link on the industry page opens this variant's booking page. */
  bookingVariant: z.enum(bookingVariants),
  /** The trade the page's contact form starts with. */
  trade: z.enum(trades),
  /** For cards that list the trades. */
  summary: text,
  highlight: text,
  /** The trade's card on /services/industries. */
  overview: z.strictObject({ icon, linkText: text, differences: z.array(text).min(1) }),
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    points: z.array(text).min(1),
    secondaryLink: link,
  }),
  problem: z.strictObject({
    heading: text,
    intro: text,
    figures: z.array(figure.extend({ detail: text })).min(1),
    pains: z.array(iconCardSchema).min(1),
    caseStudy: z
      .strictObject({ heading: text, text, figures: z.array(figure).min(1), link })
      .optional(),
  }),
  features: z.strictObject({ heading: text, intro: text, items: z.array(iconCardSchema).min(1) }),
  walkthrough: z.strictObject({
    heading: text,
    intro: text,
    steps: z.array(z.strictObject({ label: text, text })).min(1),
    /** What would have happened differently on a harder version of the same call. */
    note: text.optional(),
    outcome: text,
  }),
  faq,
  /** Slugs resolved by the template against the content loaders; an unknown slug fails the build. */
  related: z.strictObject({ glossary: z.array(text), guides: z.array(text), posts: z.array(text) }),
  closing: z.strictObject({ heading: text, text }),
  service: z.strictObject({ name: text, serviceType: text, audience: text }),
});

export type IndustryContent = z.infer<typeof industrySchema>;
export type IconCardContent = z.infer<typeof iconCardSchema>;

const band = z.enum(['muted', 'muted-top']).optional();
const step = z.strictObject({ title: text, text });

/** The sections a service page can be composed of; the page renders them in the order given. */
export const serviceSectionSchema = z.discriminatedUnion('kind', [
  /** The h2 and its paragraphs beside an example card, with an optional video under the text. */
  z.strictObject({
    kind: z.literal('explainer'),
    title: text,
    layout: z.enum(['even', 'wide-aside']),
    paragraphs: z.array(richText).min(1),
    video: z.strictObject({ videoId: text, title: text, placement: text }).optional(),
    example: z.strictObject({
      eyebrow: text,
      title: text,
      steps: z.array(z.strictObject({ title: text.optional(), text })).min(1),
      footer: richText.optional(),
    }),
  }),
  /** Before and after: the same job without and with Jackie, each with its typical return. */
  z.strictObject({
    kind: z.literal('comparison'),
    id: text,
    title: text,
    paragraphs: z.array(richText).min(1),
    without: z.strictObject({
      title: text,
      items: z.array(z.strictObject({ icon, text })),
      figure,
    }),
    with: z.strictObject({ title: text, items: z.array(z.strictObject({ icon, text })), figure }),
    footer: richText,
  }),
  /** The case study's figures on a dark band. */
  z.strictObject({
    kind: z.literal('case-study'),
    id: text,
    title: text,
    figures: z.array(figure).min(1),
    text,
    link,
  }),
  /** Icon cards under an h2. */
  z.strictObject({
    kind: z.literal('cards'),
    id: text,
    title: text,
    intro: richText.optional(),
    band,
    columns: z.union([z.literal(3), z.literal(4)]),
    cards: z.array(iconCardSchema).min(1),
    footer: richText.optional(),
    /** Buttons to every industry page under the cards, with this label before them. */
    industryLinks: text.optional(),
  }),
  z.strictObject({
    kind: z.literal('steps'),
    id: text,
    title: text,
    band,
    steps: z.array(step).min(1),
  }),
  /** One card per industry, from the industry registry. */
  z.strictObject({ kind: z.literal('industries'), id: text, title: text, intro: text }),
  /** Big figures in cards. */
  z.strictObject({
    kind: z.literal('figures'),
    id: text,
    title: text,
    intro: text,
    band,
    figures: z.array(figure).min(1),
  }),
  /** An h2 and paragraphs beside a large icon. */
  z.strictObject({
    kind: z.literal('aside'),
    id: text,
    icon,
    title: text,
    paragraphs: z.array(richText).min(1),
  }),
  z.strictObject({ kind: z.literal('faq'), ...faq.shape }),
  /** Cards linking to every service ('all') or to the services other than this one. */
  z.strictObject({
    kind: z.literal('services'),
    id: text,
    title: text,
    which: z.enum(['all', 'others']),
    band,
  }),
  z.strictObject({
    kind: z.literal('closing'),
    title: text,
    text: richText,
    icon: icon.optional(),
  }),
]);

export type ServiceSectionContent = z.infer<typeof serviceSectionSchema>;

export const servicePageSchema = z.strictObject({
  ...pageEntry,
  header: z.strictObject({ eyebrow: text, title: text, lead: text, secondaryLink: link }),
  /**
   * A service Jackie AI sells: it appears in the menus and service cards, sits under Services in
   * the breadcrumbs and carries Service JSON-LD. Without it the page is an overview.
   */
  offer: z
    .strictObject({
      /** schema.org serviceType for the Service JSON-LD. */
      serviceType: text,
      /** One or two sentences for cards and the JSON-LD description. */
      summary: text,
      /** A few words for menus. */
      tagline: text,
    })
    .optional(),
  sections: z.array(serviceSectionSchema).min(1),
});

export type ServicePageContent = z.infer<typeof servicePageSchema>;

/**
 * The pages outside the industry and service registries (lib/site/pages/*.ts): each has its own
 * schema below, built from the same parts, and its module parses itself on load.
 */
const metadata = z.strictObject({ title: text, description: text });
const heading = z.strictObject({ heading: text, intro: text });
/** Where the page lives, for the sitemap and routes (lib/site/routes.ts). */
const route = z.strictObject({
  path,
  priority: z.number().min(0).max(1),
  /** When the page's content last changed: the sitemap's lastmod. Change it with the copy. */
  updated: date,
  /** First publication, for pages that are articles (their JSON-LD datePublished). */
  published: date.optional(),
});

export const homePageSchema = z.strictObject({
  route,
  metadata,
  hero: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    secondaryLink: link,
    points: z.array(text).min(1),
    video: z.strictObject({ title: text, placement: text, caption: text }),
  }),
  problem: z.strictObject({ ...heading.shape, cards: z.array(iconCardSchema).min(1) }),
  solution: z.strictObject({
    ...heading.shape,
    capabilities: z.array(iconCardSchema).min(1),
    steps: z.array(step).min(1),
  }),
  industries: z.strictObject({ heading: text, link }),
  results: z.strictObject({
    heading: text,
    figures: z.array(figure).min(1),
    quote: text,
    source: text,
    link,
  }),
  closing: z.strictObject({ title: text, text, placement: text }),
});

export type HomePageContent = z.infer<typeof homePageSchema>;

const numberedStep = z.strictObject({
  icon: icon.optional(),
  title: text,
  text,
  link: link.optional(),
});

export const aboutPageSchema = z.strictObject({
  route,
  metadata,
  header: z.strictObject({ eyebrow: text, title: text, lead: text, secondaryLink: link }),
  who: z.strictObject({
    heading: text,
    paragraphs: z.array(richText).min(1),
    /** What the company sells, each card linking to its service page. */
    offerings: z.array(iconCardSchema.required({ link: true })).min(1),
  }),
  trades: z.strictObject({
    ...heading.shape,
    cards: z.array(iconCardSchema).min(1),
    footer: richText,
  }),
  beliefs: z.strictObject({ ...heading.shape, steps: z.array(numberedStep).min(1) }),
  working: z.strictObject({
    ...heading.shape,
    steps: z.array(numberedStep).min(1),
    footer: richText,
  }),
  closing: z.strictObject({ title: text, text, secondaryLink: link }),
});

export type AboutPageContent = z.infer<typeof aboutPageSchema>;

export const contactPageSchema = z.strictObject({
  route,
  metadata,
  header: z.strictObject({ eyebrow: text, title: text, lead: text }),
  demos: z.strictObject({
    ...heading.shape,
    options: z
      .array(
        z.strictObject({
          /** The booking page the card's button opens. */
          variant: z.enum(bookingVariants),
          icon,
          title: text,
          text,
          button: text,
          placement: text,
        }),
      )
      .min(1),
  }),
  message: heading,
  email: z.strictObject({
    ...heading.shape,
    contacts: z
      .array(
        z.strictObject({
          icon,
          /** The contact form's topic the card's "Send a message" link chooses. */
          topic: z.enum(topics),
          title: text,
          address: z.email(),
          text,
        }),
      )
      .min(1),
  }),
  after: z.strictObject({
    ...heading.shape,
    steps: z.array(numberedStep).min(1),
    footer: richText,
  }),
  faq,
});

export type ContactPageContent = z.infer<typeof contactPageSchema>;

export const pricingPageSchema = z.strictObject({
  route,
  metadata,
  header: z.strictObject({ eyebrow: text, title: text, lead: text, roiLabel: text }),
  plans: z.strictObject({
    ...heading.shape,
    /** Under a starting price ("$1,000+") and under a flat one. */
    notes: z.strictObject({ starting: text, flat: text }),
  }),
  setup: z.strictObject({
    heading: text,
    facts: z.array(z.strictObject({ icon, title: text, text })).min(1),
    goals: z.strictObject({ heading: text, items: z.array(text).min(1) }),
  }),
  snapshot: z.strictObject({
    ...heading.shape,
    caseStudy: z.strictObject({ heading: text, text, figures: z.array(figure).min(1), link }),
    benchmarks: z.strictObject({
      heading: text,
      figures: z.array(figure.extend({ detail: text })).min(1),
    }),
  }),
  roi: heading,
  faq,
  closing: z.strictObject({
    title: text,
    text,
    /** "Questions first? Email <sales address> or see <contact link>." */
    contactLink: link,
  }),
});

export type PricingPageContent = z.infer<typeof pricingPageSchema>;

/** A section of the case study: its anchor (also its table-of-contents entry), h2 and intro. */
const articleSection = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: text,
  intro: text,
});

export const caseStudiesPageSchema = z.strictObject({
  route,
  metadata,
  header: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    demoLabel: text,
    interviewLabel: text,
  }),
  results: z.strictObject({
    ...articleSection.shape,
    /** The line under the figures that explains them: a strong lead-in, then the text. */
    note: z.strictObject({ lead: text, text }),
  }),
  interview: z.strictObject({ ...articleSection.shape, videoTitle: text }),
  beforeAfter: articleSection,
  work: z.strictObject({ ...articleSection.shape, steps: z.array(numberedStep).min(1) }),
  leads: z.strictObject({
    ...articleSection.shape,
    conversation: z.strictObject({
      leadLabel: text,
      leadRole: text,
      messages: z
        .array(z.strictObject({ from: z.enum(['system', 'jackie', 'lead']), text }))
        .min(1),
      caption: text,
    }),
    summary: z.strictObject({
      leadLabel: text,
      status: text,
      fields: z.array(z.strictObject({ label: text, value: text })).min(1),
      caption: text,
    }),
  }),
  lessons: z.strictObject({
    ...articleSection.shape,
    items: z.array(z.strictObject({ title: text, text })).min(1),
    tradesHeading: text,
    trades: z.array(z.strictObject({ icon, name: text, text, link })).min(1),
  }),
  submit: z.strictObject({
    ...articleSection.shape,
    poolLabel: text,
    generalLabel: text,
  }),
  faq: z.strictObject({
    /** The FAQ's entry in the table of contents. */
    contentsTitle: text,
    items: z.array(z.strictObject({ question: text, answer: text })).min(1),
  }),
});

export type CaseStudiesPageContent = z.infer<typeof caseStudiesPageSchema>;
