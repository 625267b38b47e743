import { BlogIndex } from '@/components/content/blog-index';
import { JsonLd } from '@/components/json-ld';
import { getPosts } from '@/lib/content';
import { blogJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site/config';

export const metadata = {
  ...pageMetadata({
    title: 'Blog: AI, Leads and Booking for Contractors',
    description:
      'Articles for HVAC, plumbing, electrical and pool contractors on speed to lead, missed-call recovery, AI booking, reactivation campaigns and the real ROI of AI.',
    path: '/blog',
  }),
  alternates: {
    canonical: '/blog',
    types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: `${siteConfig.name} Blog` }] },
  },
};

export default function BlogPage() {
  const posts = getPosts();
  return (
    <>
      <BlogIndex posts={posts} />
      <JsonLd data={[blogJsonLd(posts)]} />
    </>
  );
}
