import {
  allGlossaries,
  allGuides,
  allPosts,
  type Glossary,
  type Guide,
  type Post,
} from 'content-collections';

export type { Glossary as GlossaryTerm, Guide, Post };

const bySlug = <T extends { slug: string }>(docs: T[]) => new Map(docs.map((d) => [d.slug, d]));

const termsBySlug = bySlug(allGlossaries);
const postsBySlug = bySlug(allPosts);
const guidesBySlug = bySlug(allGuides);

/** Cross-references between documents are checked once, when the content is first loaded. */
function assertReferences() {
  const problems: string[] = [];
  const check = (source: string, kind: string, slugs: string[], known: Map<string, unknown>) => {
    for (const slug of slugs) {
      if (!known.has(slug)) problems.push(`${source}: unknown ${kind} "${slug}"`);
    }
  };
  for (const term of allGlossaries) {
    check(term.sourcePath, 'related term', term.related, termsBySlug);
    if (term.related.includes(term.slug)) problems.push(`${term.sourcePath}: relates to itself`);
  }
  for (const guide of allGuides) {
    check(guide.sourcePath, 'related term', guide.relatedTerms, termsBySlug);
    check(guide.sourcePath, 'related post', guide.relatedPosts, postsBySlug);
  }
  if (problems.length > 0)
    throw new Error(`Content references are broken:\n${problems.join('\n')}`);
}
assertReferences();

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function getGlossaryTerms(): Glossary[] {
  return [...allGlossaries].sort((a, b) => collator.compare(a.term, b.term));
}

export function getGlossaryTerm(slug: string): Glossary | undefined {
  return termsBySlug.get(slug);
}

/** Newest first. */
export function getPosts(): Post[] {
  return [...allPosts].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export function getPost(slug: string): Post | undefined {
  return postsBySlug.get(slug);
}

export function getGuides(): Guide[] {
  return [...allGuides];
}

export function getGuide(slug: string): Guide | undefined {
  return guidesBySlug.get(slug);
}

/** Terms and posts by slug, in the given order, for "related" lists. */
export function pickTerms(slugs: string[]): Glossary[] {
  return slugs.flatMap((slug) => termsBySlug.get(slug) ?? []);
}

export function pickPosts(slugs: string[]): Post[] {
  return slugs.flatMap((slug) => postsBySlug.get(slug) ?? []);
}
