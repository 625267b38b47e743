import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleClosingCta } from '@/components/content/closing-cta';
import { PageHeader } from '@/components/content/page-header';
import { ProseSections } from '@/components/content/prose-sections';
import { JsonLd } from '@/components/json-ld';
import { ArrowLeft, BookOpen } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { getGlossaryTerm, getGlossaryTerms, pickTerms } from '@/lib/content';
import { definedTermJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteConfig } from '@/lib/site/config';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getGlossaryTerms().map((term) => ({ slug: term.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const term = getGlossaryTerm((await params).slug);
  if (!term) return {};
  return pageMetadata({
    title: `What is ${term.term}? Definition for Contractors`,
    description: term.description,
    path: `/glossary/${term.slug}`,
    ownImage: true,
  });
}

export default async function GlossaryTermPage({ params }: Props) {
  const term = getGlossaryTerm((await params).slug);
  if (!term) notFound();
  const related = pickTerms(term.related);
  return (
    <article>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Glossary', path: '/glossary' },
          { name: term.term, path: `/glossary/${term.slug}` },
        ]}
        eyebrow="Glossary"
        title={`What is ${term.term}?`}
        lead={term.description}
      />
      <div className="container-page max-w-4xl py-10">
        <ProseSections sections={term.sections} />
        <nav aria-labelledby="see-also" className="mt-12">
          <h2 id="see-also" className="font-bold text-2xl">
            See Also
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {related.map((item) => (
              <li key={item.slug}>
                <Link
                  href={`/glossary/${item.slug}`}
                  className="flex h-full items-start gap-3 rounded-xl border border-border bg-card p-4 hover:border-brand-500"
                >
                  <BookOpen
                    aria-hidden="true"
                    className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300"
                  />
                  <span>
                    <span className="block font-semibold">{item.term}</span>
                    <span className="mt-1 block text-muted-foreground text-sm">
                      {item.description}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <ArticleClosingCta
          title="See how contractors put this to work"
          text={`See what ${siteConfig.agentName} did for a pool builder's ad campaign, or book a demo and hear ${siteConfig.agentName} answer a call for your trade.`}
          placement={`glossary_${term.slug}`}
          demo={term.bookingCta ? 'booking' : 'contact'}
        />
        <p className="mt-10">
          <Link
            href="/glossary"
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Glossary
          </Link>
        </p>
      </div>
      <JsonLd data={[definedTermJsonLd(term)]} />
    </article>
  );
}
