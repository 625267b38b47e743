import GithubSlugger from 'github-slugger';

export type TocEntry = { id: string; title: string };
export type Section = { id: string; title: string; markdown: string };

const h2 = /^##\s+(.+?)\s*#*\s*$/;

/** Plain text of a heading: strips inline Markdown so ids match what rehype-slug produces. */
function headingText(raw: string): string {
  return raw
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}

/**
 * Splits a Markdown body at its level-2 headings, ignoring fenced code. The text before the first
 * heading becomes an intro section with an empty title.
 */
export function splitSections(markdown: string): Section[] {
  const slugger = new GithubSlugger();
  const sections: Section[] = [];
  let current: Section = { id: '', title: '', markdown: '' };
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const match = inFence ? null : h2.exec(line);
    if (match?.[1]) {
      if (current.title || current.markdown.trim()) sections.push(current);
      const title = headingText(match[1]);
      current = { id: slugger.slug(title), title, markdown: '' };
    } else {
      current.markdown += `${line}\n`;
    }
  }
  if (current.title || current.markdown.trim()) sections.push(current);
  return sections;
}

export function wordCount(markdown: string): number {
  const text = markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes at 230 words a minute, never less than one. */
export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / 230));
}

/** Root-relative link targets in a Markdown body, for the link check. */
export function internalLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((m) => m[1] ?? '');
  return [...new Set(targets)];
}
