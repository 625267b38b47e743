import { Fragment } from 'react';
import { ArrowDownRight, ArrowUpRight } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { percentChange, type RangePreset, rangeOptions } from '@/lib/analytics/range';
import type { DayRange } from '@/lib/calendar';
import { formatDay, formatDaySpan, formatOneDecimal, formatPercent } from '@/lib/format';
import { cn } from '@/lib/utils';

/** What the analytics sections share: missing values, changes, failed groups, the range picker. */

/** A missing figure: a dash for the eye, words for a screen reader. */
export function NoValue({ reason = 'No data' }: { reason?: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </>
  );
}

function changeIn(unit: 'percent' | 'points', current: number | null, previous: number | null) {
  if (unit === 'percent') return percentChange(current, previous);
  if (current === null || previous === null) return null;
  return Math.round((current - previous) * 10) / 10;
}

/**
 * The change from the comparison period under a tile. Counts change in percent; a rate (already in
 * percent) changes in percentage points, since "up 50%" of a 2% rate reads like 52%.
 */
export function Change({
  current,
  previous,
  comparison,
  unit = 'percent',
  higherIsBetter = true,
}: {
  current: number | null;
  previous: number | null;
  comparison: string | null;
  unit?: 'percent' | 'points';
  /** Cancellations: more of them is bad news, shown red. */
  higherIsBetter?: boolean;
}) {
  const base = 'mt-2 flex items-start gap-1 text-sm';
  const change = comparison === null ? null : changeIn(unit, current, previous);
  if (comparison === null || change === null) {
    const reason = comparison
      ? `No figure for ${comparison} to compare with`
      : 'No earlier period to compare with';
    return (
      <p className={cn(base, 'text-muted-foreground')}>
        <NoValue reason={reason} />
      </p>
    );
  }
  if (change === 0) {
    return <p className={cn(base, 'text-muted-foreground')}>no change from {comparison}</p>;
  }
  const up = change > 0;
  const Icon = up ? ArrowUpRight : ArrowDownRight;
  const size =
    unit === 'points'
      ? `${formatOneDecimal(Math.abs(change))} percentage ${Math.abs(change) === 1 ? 'point' : 'points'}`
      : formatPercent(change);
  return (
    <p
      className={cn(
        base,
        up === higherIsBetter
          ? 'text-emerald-700 dark:text-emerald-300'
          : 'text-red-700 dark:text-red-300',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {up ? 'up' : 'down'} {size} from {comparison}
      </span>
    </p>
  );
}

/** A page as the admin shows it: the rollups store the home page as 'landing'. */
export const displayPage = (page: string) => (page === 'landing' ? 'Landing page (/)' : page);

/**
 * A figure group that is missing, one line in its place: why, when the group says (`notice`,
 * e.g. figures being rebuilt), or that it failed to load (already logged).
 */
export function FigureError({ notice }: { notice?: string }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-border border-dashed p-4 text-muted-foreground text-sm"
    >
      {notice ?? 'This figure could not be loaded.'}
    </p>
  );
}

export function describeRange(range: DayRange): string {
  return range.from ? formatDaySpan(range.from, range.to) : `through ${formatDay(range.to, true)}`;
}

/** The ranges as plain links (they work without JavaScript); `hrefFor` keeps a page's other parameters. */
export function RangePicker({
  active,
  hrefFor,
}: {
  active: RangePreset;
  hrefFor: (preset: RangePreset) => string;
}) {
  return (
    <nav aria-label="Date range">
      <ul className="grid grid-cols-3 gap-1 rounded-xl border border-border bg-card p-1 sm:inline-flex">
        {rangeOptions.map((option) => {
          const current = option.preset === active;
          return (
            <li key={option.preset} className="sm:flex-none">
              <Link
                href={hrefFor(option.preset)}
                scroll={false}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-9 items-center justify-center whitespace-nowrap rounded-lg px-1 font-medium text-sm transition-colors sm:px-3',
                  current
                    ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-slate-950'
                    : 'text-foreground hover:bg-muted',
                )}
              >
                {option.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * A row's name that wraps between words and after a path's or a campaign's separators (/ - _ . ?
 * = &), never inside a word: "/glossary/answering-service" breaks after a slash or a hyphen.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[/\-_.?=&])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}
