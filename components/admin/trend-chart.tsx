import type { Trend, TrendPoint } from '@/lib/analytics/trend';
import { formatCount, formatDay, formatDaySpan, formatShortDaySpan } from '@/lib/format';
import type { ChartNote } from '@/lib/notes/note';
import { BarChart, ChartTable, niceMax, peakOf } from './bar-chart';
import { NoteDayPicker } from './note-day-picker';
import { NoteMarks } from './notes';

/** The three measures drawn, each in a colour at least 3:1 against the card in both themes. */
const measures = [
  { key: 'visits', label: 'Visits', fill: 'fill-slate-600 dark:fill-slate-400' },
  { key: 'clicked', label: 'Booking clicks', fill: 'fill-brand-700 dark:fill-brand-300' },
  { key: 'booked', label: 'Booked demos', fill: 'fill-emerald-700 dark:fill-emerald-400' },
] as const satisfies readonly { key: keyof TrendPoint; label: string; fill: string }[];

/** A bar's days as the tooltip and the table say them: a day, or a week's days. */
const daysOf = (point: TrendPoint) =>
  point.from === point.to ? formatDay(point.from, true) : formatShortDaySpan(point.from, point.to);

/**
 * Visits, booking clicks and booked demos by day (by week over long ranges) as three small bar
 * charts on one time axis, each on its own scale (they differ by orders of magnitude), with the
 * numbers as a table for screen readers and for reading exact figures. Server-rendered SVG.
 */
export function TrendChart({
  trend,
  notes,
  pickDays = false,
}: {
  trend: Trend;
  /** Notes on the chart's days, as marks over its time axis (each links to its entry). */
  notes?: readonly ChartNote[];
  /** Whether a click or a drag on the chart fills in the "Add a note" form's dates. */
  pickDays?: boolean;
}) {
  const { bucket, points } = trend;
  const first = points[0];
  const last = points.at(-1);
  const totals = Object.fromEntries(
    measures.map((measure) => [
      measure.key,
      points.reduce((sum, point) => sum + point[measure.key], 0),
    ]),
  ) as Record<(typeof measures)[number]['key'], number>;
  if (!first || !last || totals.visits + totals.clicked + totals.booked === 0) {
    return <p className="text-muted-foreground text-sm">No visits in this period.</p>;
  }
  const span = formatDaySpan(first.from, last.to);
  const per = bucket === 'week' ? 'week' : 'day';
  const charts = measures.map((measure) => {
    const peak = peakOf(points, (point) => point[measure.key]);
    const peakText = peak ? `, highest ${formatCount(peak[measure.key])} on ${daysOf(peak)}` : '';
    return (
      <figure key={measure.key} className="space-y-1">
        <figcaption className="font-medium text-sm">
          {measure.label} per {per}{' '}
          <span className="font-normal text-muted-foreground">
            ({formatCount(totals[measure.key])} in all)
          </span>
        </figcaption>
        <BarChart
          height="h-24"
          axis={[first.from, last.from]}
          max={niceMax(peak ? peak[measure.key] : 0)}
          label={`Bar chart of ${measure.label.toLowerCase()} per ${per}, ${span}: ${formatCount(totals[measure.key])} in total${peakText}.`}
          bars={points.map((point) => ({
            start: point.from,
            title: `${daysOf(point)}: ${formatCount(point[measure.key])} ${measure.label.toLowerCase()}`,
            segments: [{ key: measure.key, value: point[measure.key], fill: measure.fill }],
          }))}
        />
      </figure>
    );
  });
  return (
    <div className="space-y-4">
      {notes && notes.length > 0 ? (
        <NoteMarks notes={notes} first={first.from} lastEnd={last.to} />
      ) : null}
      {pickDays ? (
        <NoteDayPicker first={first.from} lastEnd={last.to}>
          <div className="space-y-4">{charts}</div>
        </NoteDayPicker>
      ) : (
        charts
      )}
      <ChartTable
        caption={`Visits, booking clicks and booked demos per ${per}, ${span}`}
        head={bucket === 'week' ? 'Week' : 'Day'}
        points={points}
        rowOf={(point) => ({ day: point.from, label: daysOf(point) })}
        columns={measures.map((measure) => ({
          heading: measure.label,
          value: (point: TrendPoint) => point[measure.key],
        }))}
      />
    </div>
  );
}
