import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GET as rss } from '@/app/(marketing)/blog/rss.xml/route';
import { getGlossaryTerms, getGuides, getPosts } from '@/lib/content';
import { contentTokens } from '@/lib/content/tokens';
import { llmsFullTxt, llmsTxt } from '@/lib/llms/text';
import { siteConfig } from '@/lib/site/config';
import { terms } from '@/lib/site/pages/terms';

/**
 * Tokens are replaced once, when content-collections builds the documents; every way out of the
 * site (page HTML with its JSON-LD and metadata, the RSS feed, llms.txt and llms-full.txt) must
 * carry the replaced text and never a `{{token}}`.
 */

/** An opening `{{`, or a token's name closed by `}}` (a bare `}}` also closes nested JSON). */
const unresolved = new RegExp(
  `\\{\\{|\\b(${[...new Set(Object.keys(contentTokens).map((name) => name.split('.')[0]))].join('|')})\\b[\\w.]*\\s*\\}\\}`,
);
const slugParams = (slug: string) => ({ params: Promise.resolve({ slug, guide: slug }) });

type Page = {
  default: (props: ReturnType<typeof slugParams>) => Promise<ReactElement>;
  generateMetadata: (props: ReturnType<typeof slugParams>) => Promise<unknown>;
};

const routes = [
  ['blog/[slug]', () => import('@/app/(marketing)/blog/[slug]/page'), getPosts],
  ['glossary/[slug]', () => import('@/app/(marketing)/glossary/[slug]/page'), getGlossaryTerms],
  ['[guide]', () => import('@/app/(marketing)/[guide]/page'), getGuides],
] as const;

describe('resolved tokens reach every output', () => {
  it.each(routes)('%s: page HTML, JSON-LD and metadata', async (_, load, docs) => {
    const page = (await load()) as unknown as Page;
    const slugs = docs().map((doc) => doc.slug);
    expect(slugs.length).toBeGreaterThan(3);
    let branded = 0;
    for (const slug of slugs) {
      const html = renderToStaticMarkup(await page.default(slugParams(slug)));
      const metadata = JSON.stringify(await page.generateMetadata(slugParams(slug)));
      expect(html, slug).toContain('application/ld+json');
      expect(html, slug).not.toMatch(unresolved);
      expect(metadata, slug).not.toMatch(unresolved);
      if (html.includes(siteConfig.agentName)) branded += 1;
    }
    expect(branded).toBeGreaterThan(0);
  });

  it('the RSS feed', async () => {
    const feed = await rss().text();
    expect(feed).toContain(`<title>${siteConfig.name} Blog</title>`);
    expect(feed).not.toMatch(unresolved);
  });

  it('llms.txt and llms-full.txt', () => {
    expect(llmsTxt()).not.toMatch(unresolved);
    const full = llmsFullTxt();
    expect(full).not.toMatch(unresolved);
    // llms-full.txt carries the Markdown bodies: the replaced names and prices are in it.
    expect(full).toContain(
      `${siteConfig.agentName}'s ${terms.starter} plan is ${terms.starterPrice}`,
    );
  });

  it('a document page with a token left in would be caught', () => {
    expect(renderToStaticMarkup(createElement('p', null, 'Call {{agent}}'))).toMatch(unresolved);
    expect('Call {{ agent').toMatch(unresolved);
    expect('Call agent}}').toMatch(unresolved);
    expect(JSON.stringify({ a: { b: { c: 1 } } })).not.toMatch(unresolved);
  });
});
