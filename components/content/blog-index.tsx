import { PageHeader } from '@/components/content/page-header';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import type { Post } from '@/lib/content';
import { type BlogCategory, categorySlug } from '@/lib/content/schemas';
import { CategoryFilter, PostCards } from './post-list';

/** The blog index and its category pages share one layout. */
export function BlogIndex({ posts, category }: { posts: Post[]; category?: BlogCategory }) {
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Blog', path: '/blog' },
  ];
  return (
    <>
      <PageHeader
        crumbs={
          category
            ? [...crumbs, { name: category, path: `/blog/category/${categorySlug(category)}` }]
            : crumbs
        }
        eyebrow="Blog"
        title={category ? `${category} articles for contractors` : 'The contractor’s guide to AI'}
        lead="Practical articles on answering every lead, booking more jobs and putting AI to work in a home-service business, without the hype."
      >
        <BookDemoButton placement={category ? 'blog_category' : 'blog_index'} />
      </PageHeader>
      <div className="container-page py-10">
        <CategoryFilter current={category} />
        <div className="mt-8">
          <PostCards posts={posts} />
        </div>
      </div>
    </>
  );
}
