import { industryList } from './industries';
import { aboutPage } from './pages/about';
import { caseStudiesPage } from './pages/case-studies';
import { contactPage } from './pages/contact';
import { homePage } from './pages/home';
import { pricingPage } from './pages/pricing';
import { servicePages } from './services';

export type SiteRoute = {
  path: string;
  priority: number;
  /**
   * When the page's content last changed (YYYY-MM-DD), for the sitemap's lastmod: change it with
   * the page. Pages made from content files take their dates from those files instead.
   */
  updated: string;
  /** First publication, for pages that are articles (their JSON-LD datePublished). */
  published?: string;
};

const fromContent = (page: { href: string; priority: number; updated: string }): SiteRoute => ({
  path: page.href,
  priority: page.priority,
  updated: page.updated,
});

/**
 * Public pages that are not generated from content files, each from its own content module: the
 * pages of lib/site/pages carry their `route`, service and industry pages come from their
 * registries (lib/site/services, lib/site/industries), each with its own `updated`. Pages
 * generated from content (guides, glossary terms, posts) are added by the sitemap from the
 * content loaders. The end-to-end link check crawls the built site and fails if a page is
 * missing here or if a listed page does not answer 200.
 */
export const staticRoutes: SiteRoute[] = [
  homePage.route,
  pricingPage.route,
  ...servicePages.map(fromContent),
  ...industryList.map(fromContent),
  caseStudiesPage.route,
  aboutPage.route,
  contactPage.route,
];
