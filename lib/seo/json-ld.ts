import { absoluteUrl, siteConfig } from '@/lib/site/config';

/** A schema.org node; the @context is added once when the graph is serialised. */
export type JsonLdNode = { '@type': string; [key: string]: unknown };

export type Crumb = { name: string; path: string };

export function organizationJsonLd(): JsonLdNode {
  return {
    '@type': 'Organization',
    '@id': absoluteUrl('/#organization'),
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
    '@id': absoluteUrl('/#website'),
    name: siteConfig.name,
    url: absoluteUrl('/'),
    publisher: { '@id': absoluteUrl('/#organization') },
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

/**
 * Serialises nodes as one @graph. `<` is escaped so that no string in the data can close the
 * script element it is embedded in.
 */
export function serializeJsonLd(nodes: JsonLdNode[]): string {
  const graph = { '@context': 'https://schema.org', '@graph': nodes };
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
    provider: { '@id': absoluteUrl('/#organization') },
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
      seller: { '@id': absoluteUrl('/#organization') },
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
  datePublished?: string;
  wordCount?: number;
  section?: string;
}): JsonLdNode {
  return {
    '@type': input.type,
    headline: input.headline,
    description: input.description,
    url: absoluteUrl(input.path),
    mainEntityOfPage: absoluteUrl(input.path),
    image: absoluteUrl('/opengraph-image'),
    author: { '@id': absoluteUrl('/#organization') },
    publisher: { '@id': absoluteUrl('/#organization') },
    inLanguage: 'en-US',
    ...(input.datePublished
      ? { datePublished: input.datePublished, dateModified: input.datePublished }
      : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
    ...(input.section ? { articleSection: input.section } : {}),
  };
}

const glossarySetId = () => absoluteUrl('/glossary#terms');

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
    inDefinedTermSet: glossarySetId(),
  };
}

export function definedTermSetJsonLd(
  terms: { term: string; description: string; slug: string }[],
): JsonLdNode {
  return {
    '@type': 'DefinedTermSet',
    '@id': glossarySetId(),
    name: `${siteConfig.name} Glossary: AI and lead terms for contractors`,
    url: absoluteUrl('/glossary'),
    hasDefinedTerm: terms.map((term) => ({
      '@type': 'DefinedTerm',
      name: term.term,
      description: term.description,
      url: absoluteUrl(`/glossary/${term.slug}`),
    })),
  };
}
