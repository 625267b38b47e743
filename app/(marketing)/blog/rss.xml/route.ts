import { Feed } from 'feed';
import { getPosts } from '@/lib/content';
import { absoluteUrl, siteConfig } from '@/lib/site/config';

export const dynamic = 'force-static';

export function GET() {
  const posts = getPosts();
  const feed = new Feed({
    title: `${siteConfig.name} Blog`,
    description: 'AI, leads and booking for home-service contractors.',
    id: absoluteUrl('/blog'),
    link: absoluteUrl('/blog'),
    language: 'en',
    favicon: absoluteUrl('/icon.svg'),
    copyright: `© ${siteConfig.copyrightYear} ${siteConfig.name}`,
    updated: posts[0] ? new Date(`${posts[0].date}T00:00:00Z`) : undefined,
    feedLinks: { rss: absoluteUrl('/blog/rss.xml') },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: absoluteUrl(`/blog/${post.slug}`),
      link: absoluteUrl(`/blog/${post.slug}`),
      description: post.description,
      date: new Date(`${post.date}T00:00:00Z`),
      category: [{ name: post.category }],
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
