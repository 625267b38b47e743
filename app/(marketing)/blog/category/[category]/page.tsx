import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogIndex } from '@/components/content/blog-index';
import { getPosts } from '@/lib/content';
import { blogCategories, categoryFromSlug, categorySlug } from '@/lib/content/schemas';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ category: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories.map((category) => ({ category: categorySlug(category) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = categoryFromSlug((await params).category);
  if (!category) return {};
  const count = getPosts().filter((post) => post.category === category).length;
  return pageMetadata({
    title: `${category} Articles for Contractors`,
    description: `${count} ${count === 1 ? 'article' : 'articles'} in ${category}: practical advice for home-service contractors on AI, leads and booking more jobs.`,
    path: `/blog/category/${categorySlug(category)}`,
  });
}

export default async function BlogCategoryPage({ params }: Props) {
  const category = categoryFromSlug((await params).category);
  if (!category) notFound();
  return (
    <BlogIndex
      posts={getPosts().filter((post) => post.category === category)}
      category={category}
    />
  );
}
