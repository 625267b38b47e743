import { type ServicePageContent, servicePageSchema } from '../content/schema';
import { digitalAdvertising } from './digital-advertising';
import { industriesOverview } from './industries';
import { landingPages } from './landing-pages';
import { voiceAi } from './voice-ai';

export type { ServicePageContent } from '../content/schema';

/**
 * Every page at /services/<slug>, in the order the sitemap lists them. Adding a service is one
 * module here: the route, menus, sitemap and llms files read this list. Each module is parsed on
 * load, so a malformed one fails the build.
 */
export const servicePages: ServicePageContent[] = [
  industriesOverview,
  voiceAi,
  digitalAdvertising,
  landingPages,
].map((page) => servicePageSchema.parse(page));

/** A service Jackie AI sells: a service page with an offer. */
export type Service = ServicePageContent & { offer: NonNullable<ServicePageContent['offer']> };

/** The services Jackie AI sells, each with its own page, for menus, cards and JSON-LD. */
export const serviceList: Service[] = servicePages.filter(
  (page): page is Service => page.offer !== undefined,
);

export function findServicePage(slug: string): ServicePageContent | undefined {
  return servicePages.find((page) => page.slug === slug);
}

/** The page that lists every industry: menus, breadcrumbs and "all industries" links go there. */
export const industriesOverviewPage: ServicePageContent = (() => {
  const page = findServicePage(industriesOverview.slug);
  if (!page) throw new Error('The industries overview is missing from servicePages');
  return page;
})();

/** The services other than the one a page is about, for "more services" links. */
export function otherServices(slug: string): Service[] {
  return serviceList.filter((entry) => entry.slug !== slug);
}

/** Who the services are sold to, for the Service JSON-LD audience. */
export const serviceAudience =
  'Home-service contractors: HVAC, plumbing, electrical, pool builders and roofing';

/**
 * The video a page's explainer plays, if any. Its player is a client component, so such a page
 * has its own route that passes the player in, and services/[slug] leaves it out: imported by the
 * shared route, the player's script would load on every service page.
 */
export function pageVideo(page: ServicePageContent) {
  for (const section of page.sections) {
    if (section.kind === 'explainer' && section.video) return section.video;
  }
  return undefined;
}
