import type { DailyPoint } from '@/lib/db/queries/dashboard';
import { formatCount, formatDay, formatDaySpan } from '@/lib/format';
import {
  type Bar,
  BarChart,
  type ChartColumn,
  ChartTable,
  Legend,
  niceMax,
  peakOf,
} from './bar-chart';

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
const legendOf = (keys: (keyof typeof series)[]) =>
  keys.map((key) => ({ label: series[key].label, swatch: swatch[key] }));

/** A day's bar: its parts (`keys`), each in its series' colour, and its tooltip. */
function dayBar(point: DailyPoint, keys: (keyof typeof series)[]): Bar {
  const parts = keys.map((key) => ({ key, value: point[key], fill: series[key].fill }));
  const shown = parts.filter((part) => part.value > 0);
  return {
    start: point.day,
    title: `${formatDay(point.day, true)}: ${shown.length ? shown.map((part) => `${formatCount(part.value)} ${series[part.key].label.toLowerCase()}`).join(', ') : 'none'}`,
    segments: parts,
  };
}

const clicksOf = (point: DailyPoint) => point.general + point.pool + point.hvac;

const tableColumns: ChartColumn<DailyPoint>[] = [
  { heading: 'Page views', value: (point) => point.pageViews },
  { heading: 'General clicks', value: (point) => point.general },
  { heading: 'Pool clicks', value: (point) => point.pool },
  { heading: 'HVAC clicks', value: (point) => point.hvac },
  { heading: 'All clicks', value: clicksOf },
];

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
  const pageViewsOf = (point: DailyPoint) => point.pageViews;
  const viewsPeak = peakOf(points, pageViewsOf);
  const clicksPeak = peakOf(points, clicksOf);
  const peakText = (point: DailyPoint | null, value: (point: DailyPoint) => number) =>
    point ? `, highest ${formatCount(value(point))} on ${formatDay(point.day, true)}` : '';

  return (
    <div className="space-y-6">
      <figure className="space-y-2">
        <figcaption className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium text-sm">Page views per day</span>
          <Legend items={legendOf(['pageViews'])} />
        </figcaption>
        <BarChart
          bars={points.map((point) => dayBar(point, ['pageViews']))}
          axis={[first, last]}
          max={niceMax(viewsPeak ? pageViewsOf(viewsPeak) : 0)}
          label={`Bar chart of page views per day, ${span}: ${formatCount(totalViews)} in total${peakText(viewsPeak, pageViewsOf)}.`}
        />
      </figure>
      <figure className="space-y-2">
        <figcaption className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-medium text-sm">Booking clicks per day, by variant</span>
          <Legend items={legendOf([...variants])} />
        </figcaption>
        <BarChart
          bars={points.map((point) => dayBar(point, [...variants]))}
          axis={[first, last]}
          max={niceMax(clicksPeak ? clicksOf(clicksPeak) : 0)}
          label={`Stacked bar chart of booking clicks per day by variant, ${span}: ${formatCount(totalClicks)} in total (general ${formatCount(totals.general)}, pool ${formatCount(totals.pool)}, HVAC ${formatCount(totals.hvac)})${peakText(clicksPeak, clicksOf)}.`}
        />
      </figure>
      <ChartTable
        caption={`Page views and booking clicks per day, ${span}`}
        head="Day"
        points={points}
        rowOf={(point) => ({ day: point.day, label: formatDay(point.day, true) })}
        columns={tableColumns}
      />
    </div>
  );
}
