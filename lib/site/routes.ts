export type SiteRoute = { path: string; priority: number };

/**
 * Public pages that are not generated from content files. Pages generated from content (guides,
 * glossary terms, posts) are added by the sitemap from the content loaders. The end-to-end link
 * check crawls the built site and fails if a page is missing here or if a listed page does not
 * answer 200.
 */
export const staticRoutes: SiteRoute[] = [
  { path: '/', priority: 1 },
  { path: '/pricing', priority: 0.9 },
  { path: '/services/industries', priority: 0.8 },
  { path: '/services/voice-ai', priority: 0.8 },
  { path: '/services/digital-advertising', priority: 0.7 },
  { path: '/services/landing-pages', priority: 0.7 },
  { path: '/industries/pool-builders', priority: 0.8 },
  { path: '/industries/hvac', priority: 0.8 },
  { path: '/industries/plumbers', priority: 0.8 },
  { path: '/case-studies', priority: 0.8 },
  { path: '/about', priority: 0.6 },
  { path: '/contact', priority: 0.7 },
];
