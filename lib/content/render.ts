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

/** Markdown to HTML at build time. Raw HTML in content is not passed through. */
export async function renderMarkdown(markdown: string): Promise<string> {
  return String(await processor.process(markdown));
}
