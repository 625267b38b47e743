export type ServiceSlug = 'voice-ai' | 'digital-advertising' | 'landing-pages';

export type Service = {
  slug: ServiceSlug;
  /** Display name, also the breadcrumb and the JSON-LD name. */
  name: string;
  href: string;
  /** schema.org serviceType for the Service JSON-LD. */
  serviceType: string;
  /** One or two sentences for cards and the JSON-LD description. */
  summary: string;
  /** A few words for menus. */
  tagline: string;
};

/** The three services Jackie AI sells; each has its own page under /services/. */
export const serviceList: Service[] = [
  {
    slug: 'voice-ai',
    name: 'Voice AI',
    href: '/services/voice-ai',
    serviceType: 'AI receptionist and sales agent for calls and texts',
    tagline: 'Jackie answers calls and texts 24/7',
    summary:
      'Jackie answers your calls and texts 24/7 in under a second, qualifies the lead, books the job on your calendar and texts back every missed call.',
  },
  {
    slug: 'digital-advertising',
    name: 'Digital Advertising',
    href: '/services/digital-advertising',
    serviceType: 'Digital advertising management for contractors',
    tagline: 'Ads that fill your calendar, not just your inbox',
    summary:
      'Ad campaigns run for your trade and service area, with Jackie answering every lead they bring in, so ad spend turns into booked appointments.',
  },
  {
    slug: 'landing-pages',
    name: 'Landing Pages',
    href: '/services/landing-pages',
    serviceType: 'Conversion landing pages for contractor ad campaigns',
    tagline: 'Pages built to turn clicks into booked jobs',
    summary:
      'Fast, trade-specific pages with Jackie on them, built to turn ad clicks into booked appointments instead of bounced visits.',
  },
];

export function getService(slug: ServiceSlug): Service {
  const service = serviceList.find((entry) => entry.slug === slug);
  if (!service) throw new Error(`Unknown service: ${slug}`);
  return service;
}

/** The services other than the one a page is about, for "more services" links. */
export function otherServices(slug: ServiceSlug): Service[] {
  return serviceList.filter((entry) => entry.slug !== slug);
}

/** Who the services are sold to, for the Service JSON-LD audience. */
export const serviceAudience =
  'Home-service contractors: HVAC, plumbing, electrical, pool builders and roofing';
