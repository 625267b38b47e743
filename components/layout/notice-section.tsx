import type { ReactNode } from 'react';

/**
 * A page that says one thing outside the site's sections (the digest's unsubscribe link, a shared
 * view that no longer opens or asks for its password): what it is about, a heading, the words.
 */
export function NoticeSection({
  id,
  eyebrow,
  title,
  className = 'container-page max-w-2xl py-16 sm:py-24',
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
        {eyebrow}
      </p>
      <h1 id={id} className="mt-3 text-balance font-extrabold text-3xl tracking-tight">
        {title}
      </h1>
      <div className="mt-5 space-y-4 text-lg">{children}</div>
    </section>
  );
}
