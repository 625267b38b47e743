import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** One panel of an admin section: a card headed by its title, which names it for screen readers. */
export function AdminPanel({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('mt-12 rounded-2xl border border-border bg-card p-4 sm:p-6', className)}
    >
      <h2 id={id} className="font-bold text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
