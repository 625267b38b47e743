import type { TocEntry } from '@/lib/content/markdown';

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl border border-border bg-card p-6">
      <h2
        id="toc-heading"
        className="font-semibold text-muted-foreground text-sm uppercase tracking-wider"
      >
        On this page
      </h2>
      <ol className="mt-3 list-decimal space-y-2 pl-5 marker:text-muted-foreground">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className="hover:underline">
              {entry.title}
            </a>
          </li>
        ))}
        <li>
          <a href="#faq-heading" className="hover:underline">
            Frequently Asked Questions
          </a>
        </li>
      </ol>
    </nav>
  );
}
