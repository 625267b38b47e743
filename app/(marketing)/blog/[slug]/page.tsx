import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/content/breadcrumbs';
import { ArticleClosingCta } from '@/components/content/closing-cta';
import { CategoryBadge, PostCards, PostMeta } from '@/components/content/post-list';
import { ProseSections } from '@/components/content/prose-sections';
import { JsonLd } from '@/components/json-ld';
import { FaqSection } from '@/components/marketing/faq-section';
import { Link } from '@/components/ui/link';
import { getPost, getPosts } from '@/lib/content';
import { categorySlug } from '@/lib/content/schemas';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { documentSocialImagePath } from '@/lib/seo/social-image';
import { caseStudy } from '@/lib/site/case-study';
import { siteConfig } from '@/lib/site/config';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getPosts().map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getPost((await params).slug);
  if (!post) return {};
  return pageMetadata({
    title: post.title,
    description: post.description,
    path: `/blog/${post.slug}`,
    type: 'article',
    publishedTime: post.published,
    modifiedTime: post.updated,
    ownImage: true,
  });
}

/** Two more posts to read next: same category first, then the nearest in time. */
function nextReads(slug: string) {
  const posts = getPosts();
  const current = posts.find((post) => post.slug === slug);
  const others = posts.filter((post) => post.slug !== slug);
  const sameCategory = others.filter((post) => post.category === current?.category);
  return [...sameCategory, ...others.filter((post) => !sameCategory.includes(post))].slice(0, 2);
}

export default async function BlogPostPage({ params }: Props) {
  const post = getPost((await params).slug);
  if (!post) notFound();
  const path = `/blog/${post.slug}`;
  return (
    <article>
      <header className="border-border border-b bg-gradient-to-b from-brand-50 to-background dark:from-brand-900/30">
        <div className="container-page max-w-4xl py-10 sm:py-14">
          <Breadcrumbs
            crumbs={[
              { name: 'Home', path: '/' },
              { name: 'Blog', path: '/blog' },
              { name: post.title, path },
            ]}
          />
          <p className="mt-6">
            <Link
              href={`/blog/category/${categorySlug(post.category)}`}
              className="hover:opacity-80"
            >
              <CategoryBadge category={post.category} />
            </Link>
          </p>
          <h1 className="mt-4 text-balance font-extrabold text-3xl tracking-tight sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-4 text-lg text-muted-foreground sm:text-xl">{post.description}</p>
          <div className="mt-6">
            <PostMeta post={post} />
          </div>
        </div>
      </header>
      <div className="container-page max-w-4xl py-10">
        <ProseSections sections={post.sections} />
        <FaqSection faqs={post.faqs} />
        <ArticleClosingCta
          title="See what answering every lead is worth"
          text={`Read how one pool builder turned ${caseStudy.adSpend} of ads into a ${caseStudy.pipeline} pipeline, or talk to us about putting ${siteConfig.agentName} on your phones.`}
          placement={`blog_${post.slug}`}
          demo="contact"
        />
        <section aria-labelledby="next-reads" className="mt-16">
          <h2 id="next-reads" className="mb-6 font-bold text-2xl">
            Keep reading
          </h2>
          <PostCards posts={nextReads(post.slug)} />
        </section>
      </div>
      <JsonLd
        data={[
          articleJsonLd({
            type: 'BlogPosting',
            headline: post.title,
            description: post.description,
            path,
            datePublished: post.published,
            dateModified: post.updated,
            image: documentSocialImagePath('/(marketing)/blog/[slug]', { slug: post.slug }),
            wordCount: post.words,
            section: post.category,
          }),
        ]}
      />
    </article>
  );
}
