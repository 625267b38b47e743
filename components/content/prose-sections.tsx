import { cn } from '@/lib/utils';

export type RenderedSection = { id: string; title: string; html: string };

/**
 * Markdown sections rendered at build time, each as its own card. The HTML comes from our own
 * content files through remark/rehype, which drops raw HTML.
 */
export function ProseSections({
  sections,
  cards = true,
}: {
  sections: RenderedSection[];
  cards?: boolean;
}) {
  return (
    <div className="space-y-6">
      {sections.map((section) => (
        <section
          key={section.id || 'intro'}
          aria-labelledby={section.title ? section.id : undefined}
          className={cn(
            cards && section.title && 'rounded-2xl border border-border bg-card p-6 sm:p-8',
          )}
        >
          {section.title ? (
            <h2 id={section.id} className="mb-4 font-bold text-2xl tracking-tight">
              {section.title}
            </h2>
          ) : null}
          <div
            className="prose-content text-lg"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML from our own Markdown, raw HTML is not passed through
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        </section>
      ))}
    </div>
  );
}
