import { Link } from '@/components/ui/link';
import { parseRichText, type RichText as RichTextValue } from '@/lib/site/content/rich-text';

/** Class of an inline text link in marketing copy: the one place it is written. */
export const textLinkClass =
  'font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300';

/** Copy from a content module, with its `[label](/path)` links and `**strong**` words. */
export function RichText({ text }: { text: RichTextValue }) {
  return parseRichText(text).map((part, index) => {
    const key = `${index}-${part.text}`;
    if (part.kind === 'link') {
      return (
        <Link key={key} href={part.href} className={textLinkClass}>
          {part.text}
        </Link>
      );
    }
    if (part.kind === 'strong') {
      return (
        <strong key={key} className="font-semibold text-foreground">
          {part.text}
        </strong>
      );
    }
    return part.text;
  });
}

/** Paragraphs of copy from a content module, each with its links and strong words. */
export function RichParagraphs({
  paragraphs,
  className,
}: {
  paragraphs: RichTextValue[];
  /** Classes of the block that holds the paragraphs: spacing and type. */
  className: string;
}) {
  return (
    <div className={className}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <RichText text={paragraph} />
        </p>
      ))}
    </div>
  );
}
