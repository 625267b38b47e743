import type { MetadataRoute } from 'next';
import { getGlossaryTerms, getGuides, getPosts } from '@/lib/content';
import { blogCategories, categorySlug } from '@/lib/content/schemas';
import { absoluteUrl } from '@/lib/site/config';
import { type SiteRoute, staticRoutes } from '@/lib/site/routes';

export default function sitemap(): MetadataRoute.Sitemap {
  const routes: (SiteRoute & { lastModified?: string })[] = [
    ...staticRoutes,
    ...getGuides().map((guide) => ({ path: `/${guide.slug}`, priority: 0.8 })),
    { path: '/glossary', priority: 0.7 },
    ...getGlossaryTerms().map((term) => ({ path: `/glossary/${term.slug}`, priority: 0.5 })),
    { path: '/blog', priority: 0.7 },
    ...blogCategories.map((category) => ({
      path: `/blog/category/${categorySlug(category)}`,
      priority: 0.4,
    })),
    ...getPosts().map((post) => ({
      path: `/blog/${post.slug}`,
      priority: 0.6,
      lastModified: post.date,
    })),
  ];
  return routes.map((route) => ({
    url: absoluteUrl(route.path),
    priority: route.priority,
    ...(route.lastModified ? { lastModified: route.lastModified } : {}),
  }));
}
