import type { Metadata } from 'next';
import { GlossaryContent, glossaryMetadata } from '../glossary-content';

// `/glossary?q=…` is rewritten here (next.config.ts): the index filtered by the query, rendered
// per request, so a shared search link and the search submitted without JavaScript show the
// matching terms. The plain /glossary stays prerendered; the results stay out of search indexes.
export const metadata: Metadata = { ...glossaryMetadata, robots: { index: false, follow: true } };

export default async function GlossarySearchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q } = await searchParams;
  return <GlossaryContent query={(Array.isArray(q) ? q[0] : q) ?? ''} />;
}
