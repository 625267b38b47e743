import type { RenderedSection } from '@/lib/content/render';
import { cn } from '@/lib/utils';

/**
 * Markdown sections rendered at build time, each under its heading as its own card. The intro
 * before the first heading has no heading, so it is a plain block, not a section. The HTML comes
 * from our own content files through remark/rehype, which drops raw HTML.
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
      {sections.map((section) => {
        const body = (
          <div
            className="prose-content text-lg"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: build-time HTML from our own Markdown, raw HTML is not passed through
            dangerouslySetInnerHTML={{ __html: section.html }}
          />
        );
        if (!section.title) return <div key="intro">{body}</div>;
        return (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className={cn(cards && 'rounded-2xl border border-border bg-card p-6 sm:p-8')}
          >
            <h2 id={section.id} className="mb-4 font-bold text-2xl tracking-tight">
              {section.title}
            </h2>
            {body}
          </section>
        );
      })}
    </div>
  );
}
