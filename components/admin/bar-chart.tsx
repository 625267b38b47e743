import { Table, TableHead } from '@/components/ui/table';
import { formatCount, formatDay } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (the axis top). */
export function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** The point with the highest value (the first of equals), or null when every value is 0. */
export function peakOf<P>(points: readonly P[], value: (point: P) => number): P | null {
  let best: P | null = null;
  for (const point of points) if (best === null || value(point) > value(best)) best = point;
  return best !== null && value(best) > 0 ? best : null;
}

/** One part of a bar: its value and its fill (a colour at least 3:1 against the card). */
export type BarSegment = { key: string; value: number; fill: string };

/** One bar: the first day it covers (its `data-bucket`), its tooltip and its stacked parts. */
export type Bar = { start: string; title: string; segments: BarSegment[] };

const slotWidth = 10;
const plotHeight = 100;

/**
 * Bars over days (or weeks) as a server-rendered SVG: a y axis from 0 to `max`, two dashed grid
 * lines, the first and last day under it. `label` is the chart's text alternative; each bar's
 * title is its tooltip.
 */
export function BarChart({
  bars,
  label,
  max,
  axis,
  height = 'h-40',
}: {
  bars: Bar[];
  label: string;
  max: number;
  /** The days written under the first and last bar. */
  axis: [string, string];
  height?: string;
}) {
  const width = Math.max(bars.length, 1) * slotWidth;
  // Gaps and separators only while bars are wide enough to show them.
  const roomy = bars.length <= 120;
  const barWidth = roomy ? slotWidth * 0.7 : slotWidth;
  const scale = (value: number) => (value / max) * plotHeight;
  const [first, last] = axis;
  return (
    <div>
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-10 shrink-0 flex-col justify-between text-right text-muted-foreground text-xs tabular-nums"
        >
          <span>{formatCount(max)}</span>
          <span>{Number.isInteger(max / 2) ? formatCount(max / 2) : ''}</span>
          <span>0</span>
        </div>
        <svg
          role="img"
          aria-label={label}
          viewBox={`0 0 ${width} ${plotHeight}`}
          preserveAspectRatio="none"
          className={cn(height, 'w-full min-w-0 border-border border-b border-l')}
        >
          {[0, 0.5].map((fraction) => (
            <line
              key={fraction}
              x1={0}
              x2={width}
              y1={fraction * plotHeight}
              y2={fraction * plotHeight}
              className="stroke-border"
              strokeWidth={1}
              strokeDasharray="4 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars.map((bar, index) => {
            const x = index * slotWidth + (slotWidth - barWidth) / 2;
            let y = plotHeight;
            return (
              <g key={bar.start} data-bucket={bar.start}>
                <title>{bar.title}</title>
                {bar.segments
                  .filter((segment) => segment.value > 0)
                  .map((segment) => {
                    // A non-zero bar always shows at least a sliver.
                    const height = Math.max(scale(segment.value), 1);
                    y -= height;
                    return (
                      <rect
                        key={segment.key}
                        x={x}
                        y={y}
                        width={barWidth}
                        height={height}
                        className={cn(segment.fill, roomy && 'stroke-card')}
                        strokeWidth={roomy ? 1 : 0}
                        vectorEffect="non-scaling-stroke"
                      />
                    );
                  })}
              </g>
            );
          })}
        </svg>
      </div>
      <div
        aria-hidden="true"
        className="mt-1 flex justify-between pl-12 text-muted-foreground text-xs"
      >
        <span>{formatDay(first, first.slice(0, 4) !== last.slice(0, 4))}</span>
        {first !== last && <span>{formatDay(last, true)}</span>}
      </div>
    </div>
  );
}

/** A chart's legend: a swatch and a name per series. */
export function Legend({ items }: { items: readonly { label: string; swatch: string }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-3 rounded-sm', item.swatch)} />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** A column of a chart's table: its heading and a bar's figure. */
export type ChartColumn<P> = { heading: string; value: (point: P) => number };

/**
 * A chart's numbers as a table behind "Show data as a table": a row per bar (its first day as the
 * row's `<time>`, and how the row names it), a column per figure, and their totals.
 */
export function ChartTable<P>({
  caption,
  head,
  points,
  rowOf,
  columns,
}: {
  caption: string;
  /** The first column's heading: Day, or Week. */
  head: string;
  points: P[];
  rowOf: (point: P) => { day: string; label: string };
  columns: ChartColumn<P>[];
}) {
  return (
    <details>
      <summary className="cursor-pointer font-medium text-brand-700 text-sm underline-offset-4 hover:underline dark:text-brand-300">
        Show data as a table
      </summary>
      <Table className="mt-3 max-h-96 overflow-auto" caption={caption}>
        <TableHead
          className="sticky top-0"
          columns={[
            { label: head, align: 'left' },
            ...columns.map((column) => ({ label: column.heading, align: 'right' as const })),
          ]}
        />
        <tbody>
          {points.map((point) => {
            const row = rowOf(point);
            return (
              <tr key={row.day} className="border-border border-t">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal">
                  <time dateTime={row.day}>{row.label}</time>
                </th>
                {columns.map((column) => (
                  <td key={column.heading} className="px-3 py-1.5 text-right tabular-nums">
                    {formatCount(column.value(point))}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr className="border-border border-t bg-muted font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {columns.map((column) => (
              <td key={column.heading} className="px-3 py-2 text-right tabular-nums">
                {formatCount(points.reduce((sum, point) => sum + column.value(point), 0))}
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </details>
  );
}
