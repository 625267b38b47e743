import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleClosingCta } from '@/components/content/closing-cta';
import { PageHeader } from '@/components/content/page-header';
import { PostCards } from '@/components/content/post-list';
import { ProseSections } from '@/components/content/prose-sections';
import { TableOfContents } from '@/components/content/table-of-contents';
import { JsonLd } from '@/components/json-ld';
import { BookDemoButton } from '@/components/marketing/book-demo-button';
import { FaqSection } from '@/components/marketing/faq-section';
import { Link } from '@/components/ui/link';
import { getGuide, getGuides, pickPosts, pickTerms } from '@/lib/content';
import { articleJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { documentSocialImagePath } from '@/lib/seo/social-image';
import { siteConfig } from '@/lib/site/config';

/** The long-form guides live at the root of the site, one per file in content/guides. */
type Props = { params: Promise<{ guide: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getGuides().map((guide) => ({ guide: guide.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const guide = getGuide((await params).guide);
  if (!guide) return {};
  return pageMetadata({
    title: guide.title,
    description: guide.description,
    path: `/${guide.slug}`,
    type: 'article',
    publishedTime: guide.published,
    modifiedTime: guide.updated,
    ownImage: true,
  });
}

export default async function GuidePage({ params }: Props) {
  const guide = getGuide((await params).guide);
  if (!guide) notFound();
  const path = `/${guide.slug}`;
  return (
    <article>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: guide.title, path },
        ]}
        eyebrow={`Guide · ${guide.readingMinutes} min read`}
        title={guide.title}
        lead={guide.description}
      >
        <BookDemoButton placement={`guide_${guide.slug}_header`} />
      </PageHeader>
      <div className="container-page grid max-w-6xl gap-10 py-10 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents entries={guide.toc} />
        </aside>
        <div className="min-w-0">
          <ProseSections sections={guide.sections} cards={false} />
          <FaqSection faqs={guide.faqs} />
          <section aria-labelledby="related-terms" className="mt-16">
            <h2 id="related-terms" className="font-bold text-2xl">
              Related glossary terms
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {pickTerms(guide.relatedTerms).map((term) => (
                <li key={term.slug}>
                  <Link
                    href={`/glossary/${term.slug}`}
                    className="inline-flex rounded-full border border-border bg-card px-3 py-1.5 font-medium text-sm hover:border-brand-500"
                  >
                    {term.term}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="related-posts" className="mt-12">
            <h2 id="related-posts" className="mb-6 font-bold text-2xl">
              Related articles
            </h2>
            <PostCards posts={pickPosts(guide.relatedPosts)} />
          </section>
          <ArticleClosingCta
            title={`Ready to hear ${siteConfig.agentName} answer your phone?`}
            text={`See the numbers from a real contractor campaign, or book a demo and we will set ${siteConfig.agentName} up with your services.`}
            placement={`guide_${guide.slug}`}
            demo="booking"
          />
        </div>
      </div>
      <JsonLd
        data={[
          articleJsonLd({
            type: 'Article',
            headline: guide.title,
            description: guide.description,
            path,
            datePublished: guide.published,
            dateModified: guide.updated,
            image: documentSocialImagePath('/(marketing)/[guide]', { guide: guide.slug }),
            wordCount: guide.words,
          }),
        ]}
      />
    </article>
  );
}
