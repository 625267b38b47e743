import { defineCollection, defineConfig } from '@content-collections/core';
import { z } from 'zod';
import { contentDates } from './lib/content/dates';
import { internalLinks, readingMinutes, wordCount } from './lib/content/markdown';
import { renderSections } from './lib/content/render';
import { blogFrontmatter, glossaryFrontmatter, guideFrontmatter } from './lib/content/schemas';
import { expandTokens, expandTokensDeep } from './lib/content/tokens';
import { latestDate } from './lib/format';

type Meta = { filePath: string; path: string };

// Named here, not read back as `collection.directory` inside a transform, which would make each
// collection's type depend on itself.
const directories = {
  glossary: 'content/glossary',
  posts: 'content/blog',
  guides: 'content/guides',
} as const;

function assertSlug(meta: Meta, slug: string) {
  if (meta.path !== slug) {
    throw new Error(`${meta.filePath}: slug "${slug}" must equal the file name "${meta.path}"`);
  }
}

/** Frontmatter and body with every `{{token}}` (brand, case-study figures) replaced. */
function withTokens<T extends { content: string; _meta: Meta }>(directory: string, doc: T) {
  const { content, _meta, ...data } = doc;
  const source = `${directory}/${_meta.filePath}`;
  return { _meta, content: expandTokens(content, source), data: expandTokensDeep(data, source) };
}

async function renderBody(
  directory: string,
  meta: Meta,
  content: string,
  requiredHeadings: string[] = [],
) {
  if (/^#\s/m.test(content)) {
    throw new Error(`${meta.filePath}: use ## and ### headings only; the page supplies the title`);
  }
  const sections = await renderSections(content);
  for (const heading of requiredHeadings) {
    if (!sections.some((section) => section.title === heading)) {
      throw new Error(`${meta.filePath}: missing the section "## ${heading}"`);
    }
  }
  const words = wordCount(content);
  return {
    sections,
    toc: sections.filter((s) => s.title).map((s) => ({ id: s.id, title: s.title })),
    words,
    readingMinutes: readingMinutes(words),
    links: internalLinks(content),
    /** The Markdown body as written, for /llms-full.txt. */
    markdown: content.trim(),
    ...contentDates(directory, `${directory}/${meta.filePath}`),
  };
}

const glossary = defineCollection({
  name: 'glossary',
  directory: directories.glossary,
  include: '*.md',
  schema: glossaryFrontmatter.extend({ content: z.string() }),
  transform: async (doc) => {
    assertSlug(doc._meta, doc.slug);
    const { content, _meta, data } = withTokens(directories.glossary, doc);
    const body = await renderBody(directories.glossary, _meta, content, [
      'Definition',
      'Why It Matters for Contractors',
    ]);
    return { ...data, ...body, sourcePath: _meta.filePath };
  },
});

const posts = defineCollection({
  name: 'posts',
  directory: directories.posts,
  include: '*.md',
  schema: blogFrontmatter.extend({ content: z.string() }),
  transform: async (doc) => {
    assertSlug(doc._meta, doc.slug);
    const { content, _meta, data } = withTokens(directories.posts, doc);
    const body = await renderBody(directories.posts, _meta, content);
    // A post is published on its frontmatter date; git says when its text last changed.
    const updated = latestDate(body.updated, data.date);
    return { ...data, ...body, published: data.date, updated, sourcePath: _meta.filePath };
  },
});

const guides = defineCollection({
  name: 'guides',
  directory: directories.guides,
  include: '*.md',
  schema: guideFrontmatter.extend({ content: z.string() }),
  transform: async (doc) => {
    assertSlug(doc._meta, doc.slug);
    const { content, _meta, data } = withTokens(directories.guides, doc);
    const body = await renderBody(directories.guides, _meta, content);
    return { ...data, ...body, sourcePath: _meta.filePath };
  },
});

export default defineConfig({ content: [glossary, posts, guides] });
