import type { Element, ElementContent, Root } from 'hast';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

type Parent = Root | Element;

/**
 * Makes GFM output accessible in our layout: a task-list checkbox becomes a drawn box (the
 * checklists are reading aids, not form fields), and a wide table gets a keyboard-focusable
 * scrolling region so it never widens the page on a phone.
 */
export function rehypeAccessibleContent() {
  const visit = (parent: Parent) => {
    parent.children = parent.children.map((child) => {
      if (child.type !== 'element') return child;
      if (child.tagName === 'input' && child.properties.type === 'checkbox') {
        return {
          type: 'element',
          tagName: 'span',
          properties: {
            className: ['task-box'],
            ariaHidden: 'true',
            dataChecked: child.properties.checked ? 'true' : undefined,
          },
          children: [],
        } satisfies ElementContent;
      }
      visit(child);
      if (child.tagName === 'table') {
        return {
          type: 'element',
          tagName: 'div',
          properties: {
            className: ['table-scroll'],
            tabIndex: 0,
            role: 'region',
            ariaLabel: 'Table (scrolls sideways on small screens)',
          },
          children: [child],
        } satisfies ElementContent;
      }
      return child;
    }) as typeof parent.children;
  };
  return (tree: Root) => visit(tree);
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeAccessibleContent)
  .use(rehypeStringify);

/** A part of a document: the text under one level-2 heading, or the intro before the first. */
export type RenderedSection = { id: string; title: string; html: string };

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? node.children.map(textOf).join('') : '';
}

/**
 * Markdown to HTML at build time, split at its level-2 headings. The whole document is one tree,
 * so every heading id in it is unique (a "### Steps" in each of four sections becomes steps,
 * steps-1, ...), as the page that shows all the sections needs. The text before the first heading
 * becomes an intro section with an empty title. Raw HTML in content is not passed through.
 */
export async function renderSections(markdown: string): Promise<RenderedSection[]> {
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const parts: { id: string; title: string; children: Root['children'] }[] = [];
  let current: (typeof parts)[number] = { id: '', title: '', children: [] };
  for (const child of tree.children) {
    if (child.type === 'element' && child.tagName === 'h2') {
      parts.push(current);
      current = {
        id: String(child.properties.id ?? ''),
        title: textOf(child).trim(),
        children: [],
      };
    } else {
      current.children.push(child);
    }
  }
  parts.push(current);
  return parts
    .filter((part) => part.title || part.children.some((c) => c.type !== 'text' || c.value.trim()))
    .map((part) => ({
      id: part.id,
      title: part.title,
      html: processor.stringify({ type: 'root', children: part.children }).trim(),
    }));
}
