import { Table, TableHead } from '@/components/ui/table';
import type { DailyPoint } from '@/lib/db/queries/dashboard';
import { formatCount, formatDay, formatDaySpan } from '@/lib/format';
import { cn } from '@/lib/utils';

/** The series' colours, each at least 3:1 against the card in both themes (WCAG 1.4.11). */
const series = {
  pageViews: { label: 'Page views', fill: 'fill-slate-600 dark:fill-slate-400' },
  general: { label: 'General', fill: 'fill-brand-700 dark:fill-brand-300' },
  pool: { label: 'Pool', fill: 'fill-indigo-600 dark:fill-indigo-300' },
  hvac: { label: 'HVAC', fill: 'fill-amber-700 dark:fill-amber-400' },
} as const;
const swatch: Record<keyof typeof series, string> = {
  pageViews: 'bg-slate-600 dark:bg-slate-400',
  general: 'bg-brand-700 dark:bg-brand-300',
  pool: 'bg-indigo-600 dark:bg-indigo-300',
  hvac: 'bg-amber-700 dark:bg-amber-400',
};
const variants = ['general', 'pool', 'hvac'] as const;

/** The smallest 1, 2 or 5 times a power of ten at or above `value` (the axis top). */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

const clicksOf = (point: DailyPoint) => point.general + point.pool + point.hvac;

function peak(points: DailyPoint[], value: (point: DailyPoint) => number) {
  let best: DailyPoint | undefined;
  for (const point of points) if (!best || value(point) > value(best)) best = point;
  return best && value(best) > 0 ? { day: best.day, value: value(best) } : null;
}

const tableColumns: { heading: string; value: (point: DailyPoint) => number }[] = [
  { heading: 'Page views', value: (point) => point.pageViews },
  { heading: 'General clicks', value: (point) => point.general },
  { heading: 'Pool clicks', value: (point) => point.pool },
  { heading: 'HVAC clicks', value: (point) => point.hvac },
  { heading: 'All clicks', value: clicksOf },
];

const slotWidth = 10;
const plotHeight = 100;

type Segment = { key: keyof typeof series; value: number };

function BarChart({
  points,
  segments,
  label,
  max,
}: {
  points: DailyPoint[];
  segments: (point: DailyPoint) => Segment[];
  label: string;
  max: number;
}) {
  const width = points.length * slotWidth;
  // Gaps and separators only while bars are wide enough to show them.
  const roomy = points.length <= 120;
  const barWidth = roomy ? slotWidth * 0.7 : slotWidth;
  const scale = (value: number) => (value / max) * plotHeight;
  const first = points[0]?.day ?? '';
  const last = points.at(-1)?.day ?? '';
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
          className="h-40 w-full border-border border-b border-l"
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
          {points.map((point, index) => {
            const x = index * slotWidth + (slotWidth - barWidth) / 2;
            let y = plotHeight;
            const parts = segments(point).filter((segment) => segment.value > 0);
            return (
              <g key={point.day}>
                <title>
                  {`${formatDay(point.day, true)}: ${parts.length ? parts.map((part) => `${formatCount(part.value)} ${series[part.key].label.toLowerCase()}`).join(', ') : 'none'}`}
                </title>
                {parts.map((part) => {
                  // A non-zero day always shows at least a sliver.
                  const height = Math.max(scale(part.value), 1);
                  y -= height;
                  return (
                    <rect
                      key={part.key}
                      x={x}
                      y={y}
                      width={barWidth}
                      height={height}
                      className={cn(series[part.key].fill, roomy && 'stroke-card')}
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

function Legend({ keys }: { keys: (keyof typeof series)[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-sm">
      {keys.map((key) => (
        <li key={key} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('size-3 rounded-sm', swatch[key])} />
          {series[key].label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Page views and booking clicks per day as two server-rendered SVG bar charts (views and clicks
 * differ by orders of magnitude, so each gets its own scale), with the numbers as a table.
 */
export function DailyChart({ points }: { points: DailyPoint[] }) {
  const totalViews = points.reduce((sum, point) => sum + point.pageViews, 0);
  const totals = {
    general: points.reduce((sum, point) => sum + point.general, 0),
    pool: points.reduce((sum, point) => sum + point.pool, 0),
    hvac: points.reduce((sum, point) => sum + point.hvac, 0),
  };
  const totalClicks = totals.general + totals.pool + totals.hvac;
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  if (!first || !last || totalViews + totalClicks === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No page views or booking clicks in this period.
      </p>
    );
  }
  const span = formatDaySpan(first, last);
  const viewsPeak = peak(points, (point) => point.pageViews);
  const clicksPeak = peak(points, clicksOf);
  const peakText = (value: { day: string; value: number } | null) =>
    value ? `, highest ${formatCount(value.value)} on ${formatDay(value.day, true)}` : '';

  return (
    <div className="space-y-6">
      <figure className="space-y-2">
        <figcaption className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium text-sm">Page views per day</span>
          <Legend keys={['pageViews']} />
        </figcaption>
        <BarChart
          points={points}
          max={niceMax(viewsPeak?.value ?? 0)}
          segments={(point) => [{ key: 'pageViews', value: point.pageViews }]}
          label={`Bar chart of page views per day, ${span}: ${formatCount(totalViews)} in total${peakText(viewsPeak)}.`}
        />
      </figure>
      <figure className="space-y-2">
        <figcaption className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium text-sm">Booking clicks per day, by variant</span>
          <Legend keys={[...variants]} />
        </figcaption>
        <BarChart
          points={points}
          max={niceMax(clicksPeak?.value ?? 0)}
          segments={(point) => variants.map((key) => ({ key, value: point[key] }))}
          label={`Stacked bar chart of booking clicks per day by variant, ${span}: ${formatCount(totalClicks)} in total (general ${formatCount(totals.general)}, pool ${formatCount(totals.pool)}, HVAC ${formatCount(totals.hvac)})${peakText(clicksPeak)}.`}
        />
      </figure>
      <details className="group">
        <summary className="cursor-pointer font-medium text-brand-700 text-sm underline-offset-4 hover:underline dark:text-brand-300">
          Show data as a table
        </summary>
        <Table
          className="mt-3 max-h-96 overflow-auto"
          caption={`Page views and booking clicks per day, ${span}`}
        >
          <TableHead
            className="sticky top-0"
            columns={[
              { label: 'Day', align: 'left' },
              ...tableColumns.map((column) => ({ label: column.heading, align: 'right' as const })),
            ]}
          />
          <tbody>
            {points.map((point) => (
              <tr key={point.day} className="border-border border-t">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal">
                  <time dateTime={point.day}>{formatDay(point.day, true)}</time>
                </th>
                {tableColumns.map((column) => (
                  <td key={column.heading} className="px-3 py-1.5 text-right">
                    {formatCount(column.value(point))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-border border-t bg-muted font-semibold">
              <th scope="row" className="px-3 py-2 text-left">
                Total
              </th>
              {tableColumns.map((column) => (
                <td key={column.heading} className="px-3 py-2 text-right">
                  {formatCount(points.reduce((sum, point) => sum + column.value(point), 0))}
                </td>
              ))}
            </tr>
          </tfoot>
        </Table>
      </details>
    </div>
  );
}
