import { defineCollection, defineConfig } from '@content-collections/core';
import { z } from 'zod';
import { internalLinks, readingMinutes, splitSections, wordCount } from './lib/content/markdown';
import { renderMarkdown } from './lib/content/render';
import { blogFrontmatter, glossaryFrontmatter, guideFrontmatter } from './lib/content/schemas';
import { expandTokens, expandTokensDeep } from './lib/content/tokens';

type Meta = { filePath: string; path: string };

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

async function renderBody(meta: Meta, content: string, requiredHeadings: string[] = []) {
  if (/^#\s/m.test(content)) {
    throw new Error(`${meta.filePath}: use ## and ### headings only; the page supplies the title`);
  }
  const parts = splitSections(content);
  for (const heading of requiredHeadings) {
    if (!parts.some((part) => part.title === heading)) {
      throw new Error(`${meta.filePath}: missing the section "## ${heading}"`);
    }
  }
  const sections = await Promise.all(
    parts.map(async (part) => ({
      id: part.id,
      title: part.title,
      html: await renderMarkdown(part.markdown),
    })),
  );
  const words = wordCount(content);
  return {
    sections,
    toc: sections.filter((s) => s.title).map((s) => ({ id: s.id, title: s.title })),
    words,
    readingMinutes: readingMinutes(words),
    links: internalLinks(content),
  };
}

const glossary = defineCollection({
  name: 'glossary',
  directory: 'content/glossary',
  include: '*.md',
  schema: glossaryFrontmatter.extend({ content: z.string() }),
  transform: async (doc) => {
    assertSlug(doc._meta, doc.slug);
    const { content, _meta, data } = withTokens('content/glossary', doc);
    const body = await renderBody(_meta, content, ['Definition', 'Why It Matters for Contractors']);
    return { ...data, ...body, sourcePath: _meta.filePath };
  },
});

const posts = defineCollection({
  name: 'posts',
  directory: 'content/blog',
  include: '*.md',
  schema: blogFrontmatter.extend({ content: z.string() }),
  transform: async (doc) => {
    assertSlug(doc._meta, doc.slug);
    const { content, _meta, data } = withTokens('content/blog', doc);
    return { ...data, ...(await renderBody(_meta, content)), sourcePath: _meta.filePath };
  },
});

const guides = defineCollection({
  name: 'guides',
  directory: 'content/guides',
  include: '*.md',
  schema: guideFrontmatter.extend({ content: z.string() }),
  transform: async (doc) => {
    assertSlug(doc._meta, doc.slug);
    const { content, _meta, data } = withTokens('content/guides', doc);
    return { ...data, ...(await renderBody(_meta, content)), sourcePath: _meta.filePath };
  },
});

export default defineConfig({ content: [glossary, posts, guides] });
