import { type GlossaryTerm, getGlossaryTerms, getGuides, getPosts } from '@/lib/content';
import type { Faq } from '@/lib/content/schemas';
import { absoluteUrl, siteConfig } from '@/lib/site/config';
import { allIndustriesLink, company, industries, resources, services } from '@/lib/site/navigation';
import { caseStudyFigures, keyFacts } from './facts';

/**
 * /llms.txt and /llms-full.txt (the llmstxt.org convention: a title, a one-line summary, then
 * sections of links), made from the same data as the pages.
 */

const link = (title: string, path: string, note?: string) =>
  `- [${title}](${absoluteUrl(path)})${note ? `: ${note}` : ''}`;

const termTitle = (term: GlossaryTerm) => `What is ${term.term}?`;

function header(): string[] {
  return [
    `# ${siteConfig.name}`,
    '',
    `> ${siteConfig.description}`,
    '',
    '## At a glance',
    '',
    ...keyFacts().map((fact) => `- ${fact.label}: ${fact.value}`),
    '',
    '## Case study: a pool builder’s ad campaign',
    '',
    ...caseStudyFigures().map((f) => `- ${f.label}: ${f.value}. ${f.definition}`),
    `- Read it: ${absoluteUrl('/case-studies')}`,
    '',
  ];
}

function pageLinks(): string[] {
  const groups = [
    services,
    { ...industries, links: [...industries.links, allIndustriesLink] },
    resources,
    company,
  ];
  return groups.flatMap((group) => [
    `## ${group.title}`,
    '',
    ...group.links.map((l) => link(l.title, l.href, l.description)),
    '',
  ]);
}

function documentLinks(): string[] {
  return [
    '## Guides',
    '',
    ...getGuides().map((guide) => link(guide.title, `/${guide.slug}`, guide.description)),
    '',
    '## Glossary',
    '',
    ...getGlossaryTerms().map((term) =>
      link(term.term, `/glossary/${term.slug}`, term.description),
    ),
    '',
    '## Blog',
    '',
    ...getPosts().map((post) =>
      link(post.title, `/blog/${post.slug}`, `${post.description} (${post.published})`),
    ),
    '',
  ];
}

export function llmsTxt(): string {
  return [
    ...header(),
    ...pageLinks(),
    ...documentLinks(),
    '## Optional',
    '',
    link('Full text', '/llms-full.txt', 'every guide, glossary term and blog post in Markdown'),
    '',
  ].join('\n');
}

/**
 * A document's Markdown as it reads outside the site: its own headings one level down, so that
 * they sit under its title, and its root-relative links made absolute.
 */
function standalone(markdown: string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^(```|~~~)/.test(line)) inFence = !inFence;
      return !inFence && /^#{1,5}\s/.test(line) ? `#${line}` : line;
    })
    .join('\n')
    .replace(/\]\((\/[^)\s]*)\)/g, (_, path: string) => `](${absoluteUrl(path)})`);
}

function faqsMarkdown(faqs: Faq[]): string[] {
  if (faqs.length === 0) return [];
  return [
    '### Frequently asked questions',
    '',
    ...faqs.flatMap((faq) => [`**${faq.question}**`, '', faq.answer, '']),
  ];
}

function fullDocument(input: {
  title: string;
  path: string;
  description: string;
  markdown: string;
  date?: string;
  faqs?: Faq[];
}): string[] {
  return [
    `## ${input.title}`,
    '',
    `URL: ${absoluteUrl(input.path)}${input.date ? ` · Published ${input.date}` : ''}`,
    '',
    `> ${input.description}`,
    '',
    standalone(input.markdown),
    '',
    ...faqsMarkdown(input.faqs ?? []),
  ];
}

export function llmsFullTxt(): string {
  return [
    ...header(),
    ...pageLinks(),
    '# Guides',
    '',
    ...getGuides().flatMap((guide) => fullDocument({ ...guide, path: `/${guide.slug}` })),
    '# Glossary',
    '',
    ...getGlossaryTerms().flatMap((term) =>
      fullDocument({ ...term, title: termTitle(term), path: `/glossary/${term.slug}` }),
    ),
    '# Blog',
    '',
    ...getPosts().flatMap((post) =>
      fullDocument({ ...post, path: `/blog/${post.slug}`, date: post.published }),
    ),
  ].join('\n');
}
