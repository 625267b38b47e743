import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * The admin's data tables: `framed` (figures: a bordered box, shaded head, tabular digits) or
 * `plain` (lists of people and events: left-aligned, a rule under each row). The wrapper scrolls
 * sideways on a narrow screen instead of widening the page (it is positioned, so that the
 * screen-reader-only text of its cells, absolutely placed, scrolls with it rather than past the
 * page's edge); `caption` names the table for screen readers.
 */
const variants = {
  framed: {
    wrapper: 'relative overflow-x-auto rounded-lg border border-border',
    table: 'w-full text-sm tabular-nums',
  },
  plain: { wrapper: 'relative overflow-x-auto', table: 'w-full text-left text-sm' },
} as const;

/** Cell and row classes that go with each variant. */
export const tableStyles = {
  framed: {
    head: 'bg-muted',
    headCell: 'px-2 py-2 font-semibold sm:px-3',
    cell: 'px-2 py-2 sm:px-3',
    /** A row's name (its <th scope="row">): wide enough for a word, wrapping between words. */
    name: 'px-2 py-2 sm:px-3 min-w-28 text-left font-normal [overflow-wrap:break-word]',
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

/** A column of a table's head row. */
export type TableColumn = {
  label: ReactNode;
  /** Figures align right; text follows the table (left). */
  align?: 'left' | 'right';
  /** Named for screen readers only: the column of a row's action buttons. */
  hidden?: boolean;
  className?: string;
};

const alignments = { left: 'text-left', right: 'text-right' } as const;

/** The head row of a `Table` of the same variant: one column header per column. */
export function TableHead({
  variant = 'framed',
  columns,
  className,
}: {
  variant?: keyof typeof variants;
  columns: TableColumn[];
  /** On the <thead>: a sticky head in a scrolling table, for instance. */
  className?: string;
}) {
  const style = tableStyles[variant];
  return (
    <thead className={cn(style.head, className) || undefined}>
      <tr className={variant === 'plain' ? style.row : undefined}>
        {columns.map((column, index) => (
          <th
            // biome-ignore lint/suspicious/noArrayIndexKey: a head's columns are fixed, never reordered
            key={index}
            scope="col"
            className={cn(
              style.headCell,
              column.align && alignments[column.align],
              column.className,
            )}
          >
            {column.hidden ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
