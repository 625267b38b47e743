/**
 * Copy with inline links and emphasis, written as plain strings in the content modules:
 * `[label](/path)` is a link, `**words**` are strong. One component (components/marketing/rich-text)
 * renders it, so every inline link on a marketing page looks the same, and the links are data a
 * test can check.
 */
export type RichText = string;

export type RichTextPart =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'strong'; text: string };

const token = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function parseRichText(text: RichText): RichTextPart[] {
  const parts: RichTextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) });
    const [, label, href, strong] = match;
    if (label !== undefined && href !== undefined) parts.push({ kind: 'link', text: label, href });
    else parts.push({ kind: 'strong', text: strong ?? '' });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The hrefs a piece of copy links to. */
export function richTextLinks(text: RichText): string[] {
  return parseRichText(text).flatMap((part) => (part.kind === 'link' ? [part.href] : []));
}
