import { absoluteUrl, siteConfig } from '@/lib/site/config';

/** A schema.org node; the @context is added once when the graph is serialised. */
export type JsonLdNode = { '@type': string; [key: string]: unknown };

export type Crumb = { name: string; path: string };

const organizationId = () => absoluteUrl('/#organization');
const websiteId = () => absoluteUrl('/#website');
const glossarySetId = () => absoluteUrl('/glossary#terms');

/** A reference to a node by its @id; `completeGraph` makes sure the node is on the page. */
const ref = (id: string) => ({ '@id': id });

export function organizationJsonLd(): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: siteConfig.name,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/icon.svg'),
    description: siteConfig.description,
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: siteConfig.contacts.sales },
      {
        '@type': 'ContactPoint',
        contactType: 'customer support',
        email: siteConfig.contacts.support,
      },
    ],
  };
}

export function websiteJsonLd(): JsonLdNode {
  return {
    '@type': 'WebSite',
    '@id': websiteId(),
    name: siteConfig.name,
    url: absoluteUrl('/'),
    publisher: ref(organizationId()),
    inLanguage: 'en-US',
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLdNode {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function faqPageJsonLd(faqs: { question: string; answer: string }[]): JsonLdNode {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** The nodes that pages refer to by @id, by that id: a graph that refers to one carries it. */
function sharedNodes(): Map<string, () => JsonLdNode> {
  return new Map([
    [organizationId(), organizationJsonLd],
    [websiteId(), websiteJsonLd],
    [
      glossarySetId(),
      () => ({
        '@type': 'DefinedTermSet',
        '@id': glossarySetId(),
        name: glossarySetName(),
        url: absoluteUrl('/glossary'),
      }),
    ],
  ]);
}

/** The @ids a value defines (nodes with properties) and refers to (bare `{ '@id' }` objects). */
function collectIds(value: unknown, defined: Set<string>, referenced: Set<string>) {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, defined, referenced);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const id = (value as { '@id'?: unknown })['@id'];
  if (typeof id === 'string') {
    (Object.keys(value).length === 1 ? referenced : defined).add(id);
  }
  for (const child of Object.values(value)) collectIds(child, defined, referenced);
}

/**
 * The nodes plus every shared node they refer to and do not define, so that a reader of one page
 * resolves every reference on it (the Organization behind an article's author, for one). A
 * reference to a node nobody defines is a bug, caught at build time.
 */
export function completeGraph(nodes: JsonLdNode[]): JsonLdNode[] {
  const graph = [...nodes];
  const shared = sharedNodes();
  for (;;) {
    const defined = new Set<string>();
    const referenced = new Set<string>();
    collectIds(graph, defined, referenced);
    const missing = [...referenced].filter((id) => !defined.has(id));
    if (missing.length === 0) return graph;
    for (const id of missing) {
      const node = shared.get(id);
      if (!node) throw new Error(`JSON-LD refers to ${id}, which no node defines`);
      graph.push(node());
    }
  }
}

/**
 * Serialises nodes, with the shared nodes they refer to, as one @graph. `<` is escaped so that
 * no string in the data can close the script element it is embedded in.
 */
export function serializeJsonLd(nodes: JsonLdNode[]): string {
  const graph = { '@context': 'https://schema.org', '@graph': completeGraph(nodes) };
  return JSON.stringify(graph).replace(/</g, '\\u003c');
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  audience?: string;
}): JsonLdNode {
  return {
    '@type': 'Service',
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    provider: ref(organizationId()),
    areaServed: { '@type': 'Country', name: 'United States' },
    ...(input.audience
      ? { audience: { '@type': 'BusinessAudience', audienceType: input.audience } }
      : {}),
  };
}

export type OfferInput = {
  name: string;
  description: string;
  /** Monthly price in US dollars; a "from" price when `minimum` is true. */
  monthlyPrice: number;
  minimum?: boolean;
};

export function offerCatalogJsonLd(name: string, path: string, offers: OfferInput[]): JsonLdNode {
  return {
    '@type': 'OfferCatalog',
    name,
    url: absoluteUrl(path),
    itemListElement: offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      description: offer.description,
      url: absoluteUrl(path),
      seller: ref(organizationId()),
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: offer.monthlyPrice,
        ...(offer.minimum ? { minPrice: offer.monthlyPrice } : {}),
        priceCurrency: 'USD',
        unitCode: 'MON',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    })),
  };
}

export function articleJsonLd(input: {
  type: 'Article' | 'BlogPosting';
  headline: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified?: string;
  /** Root-relative URL of the page's social card; the site's default card when absent. */
  image?: string;
  wordCount?: number;
  section?: string;
}): JsonLdNode {
  return {
    '@type': input.type,
    headline: input.headline,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    image: absoluteUrl(input.image ?? '/opengraph-image'),
    author: ref(organizationId()),
    publisher: ref(organizationId()),
    inLanguage: 'en-US',
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
  };
}

/** The blog index: the Blog and its posts, newest first. */
export function blogJsonLd(
  posts: { title: string; description: string; slug: string; published: string; updated: string }[],
): JsonLdNode {
  return {
    '@type': 'Blog',
    '@id': absoluteUrl('/blog#blog'),
    name: `${siteConfig.name} Blog`,
    url: absoluteUrl('/blog'),
    publisher: ref(organizationId()),
    inLanguage: 'en-US',
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.description,
      url: absoluteUrl(`/blog/${post.slug}`),
      datePublished: post.published,
      dateModified: post.updated,
      author: ref(organizationId()),
    })),
  };
}

const glossarySetName = () => `${siteConfig.name} Glossary: AI and lead terms for contractors`;

export function definedTermJsonLd(term: {
  term: string;
  description: string;
  slug: string;
}): JsonLdNode {
  return {
    '@type': 'DefinedTerm',
    name: term.term,
    description: term.description,
    url: absoluteUrl(`/glossary/${term.slug}`),
    inDefinedTermSet: ref(glossarySetId()),
  };
}

export function definedTermSetJsonLd(
  terms: { term: string; description: string; slug: string }[],
): JsonLdNode {
  return {
    '@type': 'DefinedTermSet',
    '@id': glossarySetId(),
    name: glossarySetName(),
    url: absoluteUrl('/glossary'),
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      name: term.term,
      description: term.description,
      url: absoluteUrl(`/glossary/${term.slug}`),
    })),
  };
}
