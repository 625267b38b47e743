import type { MetadataRoute } from 'next';
import { getGlossaryTerms, getGuides, getPosts } from '@/lib/content';
import { blogCategories, categorySlug } from '@/lib/content/schemas';
import { latestDate } from '@/lib/format';
import { absoluteUrl } from '@/lib/site/config';
import { staticRoutes } from '@/lib/site/routes';

/** An index page changes when any page it lists does. */
const newest = (dates: string[]) => latestDate('0000-01-01', ...dates);

/**
 * Every public page with its lastmod: static pages from their route data, guides, terms and
 * posts from their files' history (lib/content/dates.ts), index pages from what they list.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const posts = getPosts();
  const terms = getGlossaryTerms();
  const routes = [
    ...staticRoutes,
    ...getGuides().map((guide) => ({
      path: `/${guide.slug}`,
      priority: 0.8,
      updated: guide.updated,
    })),
    { path: '/glossary', priority: 0.7, updated: newest(terms.map((term) => term.updated)) },
    ...terms.map((term) => ({
      path: `/glossary/${term.slug}`,
      priority: 0.5,
      updated: term.updated,
    })),
    { path: '/blog', priority: 0.7, updated: newest(posts.map((post) => post.updated)) },
    ...blogCategories.map((category) => ({
      path: `/blog/category/${categorySlug(category)}`,
      priority: 0.4,
      updated: newest(posts.filter((post) => post.category === category).map((p) => p.updated)),
    })),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, priority: 0.6, updated: post.updated })),
  ];
  return routes.map((route) => ({
    url: absoluteUrl(route.path),
    priority: route.priority,
    lastModified: route.updated,
  }));
}
