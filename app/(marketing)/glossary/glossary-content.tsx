import { ArticleClosingCta } from '@/components/content/closing-cta';
import { GlossaryBrowser } from '@/components/content/glossary-browser';
import { PageHeader } from '@/components/content/page-header';
import { JsonLd } from '@/components/json-ld';
import { getGlossaryTerms } from '@/lib/content';
import { definedTermSetJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';
import { caseStudy } from '@/lib/site/case-study';
import { siteConfig } from '@/lib/site/config';

/** The static index's metadata; the per-request search page adds noindex to it. */
export const glossaryMetadata = pageMetadata({
  title: 'AI and Lead Glossary for Contractors',
  description:
    'Plain-English definitions of the AI, lead-handling and advertising terms contractors hear most, from speed to lead and missed-call recovery to cost per lead.',
  path: '/glossary',
});

/**
 * The glossary index. `/glossary` renders it once at build time with every term; `/glossary?q=…`
 * is rendered per request (./search) filtered by the query.
 */
export function GlossaryContent({ query }: { query?: string }) {
  const terms = getGlossaryTerms();
  const cards = terms.map(({ slug, term, description }) => ({ slug, term, description }));
  return (
    <>
      <PageHeader
        crumbs={[
          { name: 'Home', path: '/' },
          { name: 'Glossary', path: '/glossary' },
        ]}
        eyebrow="Glossary"
        title="AI and lead-handling terms, explained for contractors"
        lead={`${terms.length} terms you will hear when you look at AI for your phones, your leads and your ads, each with what it means for a contracting business.`}
      />
      <div className="container-page py-10">
        <GlossaryBrowser cards={cards} initialQuery={query} />
        <ArticleClosingCta
          title="See these ideas working for a real contractor"
          text={`A pool builder turned ${caseStudy.adSpend} of ads into ${caseStudy.leads} leads and a ${caseStudy.pipeline} pipeline with ${siteConfig.agentName} answering every one. Read how, or book a demo for your trade.`}
          placement="glossary_index"
          demo="booking"
        />
      </div>
      <JsonLd data={[definedTermSetJsonLd(terms)]} />
    </>
  );
}
