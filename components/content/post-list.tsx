import { CalendarDays, Clock } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import type { Post } from '@/lib/content';
import { type BlogCategory, blogCategories, categorySlug } from '@/lib/content/schemas';
import { formatLongDate } from '@/lib/format';
import { cn } from '@/lib/utils';

export function CategoryBadge({ category }: { category: BlogCategory }) {
  return (
    <span className="inline-flex rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900 text-xs dark:bg-brand-900 dark:text-brand-100">
      {category}
    </span>
  );
}

export function PostMeta({ post }: { post: Post }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm">
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readingMinutes} min read
      </span>
    </p>
  );
}

/** Category links; the current one is marked. Works without JavaScript. */
export function CategoryFilter({ current }: { current?: BlogCategory }) {
  const link = 'rounded-full border px-3 py-1.5 text-sm font-medium';
  return (
    <nav aria-label="Blog categories">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            href="/blog"
            aria-current={current ? undefined : 'page'}
            className={cn(
              link,
              current
                ? 'border-border hover:bg-muted'
                : 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950',
            )}
          >
            All posts
          </Link>
        </li>
        {blogCategories.map((category) => (
          <li key={category}>
            <Link
              href={`/blog/category/${categorySlug(category)}`}
              aria-current={current === category ? 'page' : undefined}
              className={cn(
                link,
                current === category
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-300 dark:bg-brand-300 dark:text-slate-950'
                  : 'border-border hover:bg-muted',
              )}
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PostCards({ posts }: { posts: Post[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {posts.map((post) => (
        <li key={post.slug} className="flex flex-col rounded-2xl border border-border bg-card p-6">
          <div className="flex flex-wrap items-center gap-3">
            <CategoryBadge category={post.category} />
            <time dateTime={post.date} className="text-muted-foreground text-sm">
              {formatLongDate(post.date)}
            </time>
          </div>
          <h2 className="mt-3 font-bold text-xl leading-snug">{post.title}</h2>
          <p className="mt-2 flex-1 text-muted-foreground">{post.description}</p>
          <Link
            href={`/blog/${post.slug}`}
            className="mt-4 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            Read More<span className="sr-only">: {post.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
