import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The admin's data tables: `framed` (figures: a bordered box, shaded head, tabular digits) or
 * `plain` (lists of people and events: left-aligned, a rule under each row). The wrapper scrolls
 * sideways on a narrow screen instead of widening the page; `caption` names the table for screen
 * readers.
 */
const variants = {
  framed: {
    wrapper: 'overflow-x-auto rounded-lg border border-border',
    table: 'w-full text-sm tabular-nums',
  },
  plain: { wrapper: 'overflow-x-auto', table: 'w-full text-left text-sm' },
} as const;

/** Cell and row classes that go with each variant. */
export const tableStyles = {
  framed: {
    head: 'bg-muted',
    headCell: 'px-3 py-2 font-semibold',
    cell: 'px-3 py-2',
    row: 'border-border border-t',
  },
  plain: { head: '', headCell: 'py-2 pr-4', cell: 'py-2 pr-4', row: 'border-border border-b' },
} as const;

export function Table({
  variant = 'framed',
  caption,
  className,
  children,
}: {
  variant?: keyof typeof variants;
  caption?: ReactNode;
  /** On the wrapper: margins, or a height limit with `overflow-auto`. */
  className?: string;
  children: ReactNode;
}) {
  const style = variants[variant];
  return (
    <div className={cn(style.wrapper, className)}>
      <table className={style.table}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        {children}
      </table>
    </div>
  );
}
