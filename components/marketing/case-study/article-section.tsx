import type { ReactNode } from 'react';

/**
 * A section of a long page with a table of contents: the id is the anchor the contents link to,
 * the h2 labels the section and the intro follows it.
 */
export function ArticleSection({
  section,
  className,
  children,
}: {
  section: { id: string; title: string; intro: string };
  /** Spacing above the section; the first one has none. */
  className?: string;
  children?: ReactNode;
}) {
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} id={section.id} className={className}>
      <h2 id={headingId} className="font-bold text-3xl tracking-tight">
        {section.title}
      </h2>
      <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{section.intro}</p>
      {children}
    </section>
  );
}
