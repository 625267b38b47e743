import { industryList } from './industries';
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
 * Public pages that are not generated from content files. Service and industry pages come from
 * their registries (lib/site/services, lib/site/industries), each with its own `updated`. Pages
 * generated from content (guides, glossary terms, posts) are added by the sitemap from the
 * content loaders. The end-to-end link check crawls the built site and fails if a page is
 * missing here or if a listed page does not answer 200.
 */
export const staticRoutes: SiteRoute[] = [
  { path: '/', priority: 1, updated: '2026-11-22' },
  { path: '/pricing', priority: 0.9, updated: '2026-11-23' },
  ...servicePages.map(fromContent),
  ...industryList.map(fromContent),
  { path: '/case-studies', priority: 0.8, updated: '2026-11-22', published: '2026-11-22' },
  { path: '/about', priority: 0.6, updated: '2026-11-23' },
  { path: '/contact', priority: 0.7, updated: '2026-11-22' },
];

export function staticRoute(path: string): SiteRoute {
  const route = staticRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not in staticRoutes`);
  return route;
}
