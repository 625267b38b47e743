'use client';

import { usePathname } from 'next/navigation';
import { Link } from '@/components/ui/link';
import { type Section, sectionOfPath } from '@/lib/auth/sections';
import { cn } from '@/lib/utils';

/**
 * The sections the person's role may use (chosen on the server), as plain links: it works before
 * and without scripts. The current one is known from the path, on the server as in the browser.
 */
export function AdminNav({ items }: { items: Pick<Section, 'id' | 'href' | 'label'>[] }) {
  const current = sectionOfPath(usePathname() ?? '')?.id;
  return (
    <nav aria-label="Admin sections" className="mt-6">
      <ul className="flex flex-wrap gap-1 rounded-xl border border-border bg-card p-1 sm:inline-flex">
        {items.map((item) => {
          const active = item.id === current;
          return (
            <li key={item.id}>
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center rounded-lg px-3 font-semibold text-sm transition-colors',
                  active
                    ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950'
                    : 'text-foreground hover:bg-muted',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
