import { Table, tableStyles } from '@/components/ui/table';
import type { RangePreset } from '@/lib/analytics/range';
import {
  type Rating,
  smallVitalsSample,
  type VitalMetric,
  type VitalSummary,
  vitalMetrics,
  vitals,
} from '@/lib/analytics/web-vitals';
import type { SpeedRow, SpeedView } from '@/lib/analytics/web-vitals-data';
import { formatCount } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  Breakable,
  describeRange,
  displayPage,
  FigureError,
  NoValue,
  RangePicker,
} from './figure-kit';
import { AdminPanel } from './panel';

const { cell: td, headCell: th, head } = tableStyles.framed;

export const speedPath = '/admin/speed';
const rangeHref = (preset: RangePreset) => `${speedPath}?range=${encodeURIComponent(preset)}`;

const ratingText: Record<Rating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};
const ratingStyle: Record<Rating, string> = {
  good: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  'needs-improvement': 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  poor: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
};

/** A metric's value in its unit: whole milliseconds, or CLS with three decimals. */
export function formatVital(metric: VitalMetric, value: number): string {
  return vitals[metric].unit === 'ms' ? `${formatCount(Math.round(value))} ms` : value.toFixed(3);
}

/**
 * A 75th percentile as the histogram knows it: its estimate, or beyond the histogram's span only
 * that it is under or over it ("over 30,000 ms"), never a made-up figure.
 */
const formatP75 = (metric: VitalMetric, { p75, p75Bound }: VitalSummary) =>
  `${p75Bound === 'below' ? 'under ' : p75Bound === 'above' ? 'over ' : ''}${formatVital(metric, p75 ?? 0)}`;

const percentOf = (part: number, whole: number) => `${Math.round((part / whole) * 100)}%`;

const displayDevice = (device: string) =>
  device === '(unknown)' ? 'Unknown' : device.charAt(0).toUpperCase() + device.slice(1);

function VitalCell({ metric, summary }: { metric: VitalMetric; summary: VitalSummary }) {
  if (summary.samples === 0 || summary.p75 === null || summary.rating === null) {
    return (
      <td className={cn(td, 'text-right align-top')}>
        <NoValue reason="Not measured" />
      </td>
    );
  }
  const { good, fair, poor, samples } = summary;
  return (
    <td className={cn(td, 'text-right align-top')}>
      <span className="font-semibold">{formatP75(metric, summary)}</span>{' '}
      <span
        className={cn(
          'ml-1 inline-block rounded-full px-2 py-0.5 font-medium text-xs',
          ratingStyle[summary.rating],
        )}
      >
        {ratingText[summary.rating]}
      </span>
      <span className="mt-1 block text-muted-foreground text-xs">
        good {percentOf(good, samples)} · needs improvement {percentOf(fair, samples)} · poor{' '}
        {percentOf(poor, samples)}
      </span>
      <span className="block text-muted-foreground text-xs">
        {formatCount(samples)} {samples === 1 ? 'sample' : 'samples'}
      </span>
      {samples < smallVitalsSample ? (
        <span className="mt-1 block text-amber-800 text-xs dark:text-amber-200">
          Fewer than {smallVitalsSample} samples: too few to compare.
        </span>
      ) : null}
    </td>
  );
}

function SpeedTable({
  caption,
  column,
  rows,
  label,
}: {
  caption: string;
  column: string;
  rows: SpeedRow[];
  label: (value: string) => string;
}) {
  if (rows.length === 0) {
    return (
      <p className="text-muted-foreground">No page views with speed figures in this range yet.</p>
    );
  }
  return (
    <Table caption={caption}>
      <thead className={head}>
        <tr>
          <th scope="col" className={cn(th, 'text-left')}>
            {column}
          </th>
          {vitalMetrics.map((metric) => (
            <th key={metric} scope="col" className={cn(th, 'text-right')}>
              <abbr title={vitals[metric].title} className="no-underline">
                {vitals[metric].short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-border border-t">
            <th scope="row" className={cn(tableStyles.framed.name, 'align-top')}>
              <Breakable text={label(row.label)} />
            </th>
            {vitalMetrics.map((metric) => (
              <VitalCell key={metric} metric={metric} summary={row.metrics[metric]} />
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Thresholds() {
  return (
    <ul className="grid gap-1 text-muted-foreground text-sm sm:grid-cols-2">
      {vitalMetrics.map((metric) => {
        const { short, title, good, poor } = vitals[metric];
        return (
          <li key={metric}>
            <strong className="font-semibold text-foreground">{short}</strong> ({title}): good up to{' '}
            {formatVital(metric, good)}, poor over {formatVital(metric, poor)}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The Speed section: real visitors' Core Web Vitals over a range, in total, per page and per
 * device class. Rendered on the server; the range is a plain link, so it all works without
 * scripts.
 */
export function Speed({ view }: { view: SpeedView }) {
  const figures = view.speed.error ? null : view.speed.value;
  return (
    <div className="space-y-8">
      <section aria-labelledby="speed-heading" className="space-y-5">
        <div>
          <h2 id="speed-heading" className="font-extrabold text-2xl tracking-tight sm:text-3xl">
            Speed
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            {view.label}: {describeRange(view.current)}. Days run midnight to midnight Eastern Time.
          </p>
        </div>
        <RangePicker active={view.preset} hrefFor={rangeHref} />
        <p className="text-muted-foreground text-sm">
          What visitors’ browsers measured on their own phones and computers: each figure is the
          75th percentile (three page views in four were as fast or faster), rated by Core Web
          Vitals’ thresholds, with the share of page views in each rating.
        </p>
        <Thresholds />
        {figures ? (
          <SpeedTable
            caption="Every page: 75th percentile of each metric, its rating and samples"
            column="All pages"
            rows={
              vitalMetrics.some((metric) => figures.total.metrics[metric].samples > 0)
                ? [{ ...figures.total, label: 'All pages' }]
                : []
            }
            label={(value) => value}
          />
        ) : (
          <FigureError />
        )}
      </section>

      {(
        [
          {
            id: 'pages',
            title: 'By page',
            column: 'Page',
            rows: figures?.pages,
            label: displayPage,
          },
          {
            id: 'devices',
            title: 'By device',
            column: 'Device',
            rows: figures?.devices,
            label: displayDevice,
          },
        ] as const
      ).map(({ id, title, column, rows, label }) => (
        <AdminPanel key={id} id={`speed-${id}`} title={title} className="mt-0 space-y-4">
          {rows ? (
            <SpeedTable
              caption={`Speed by ${column.toLowerCase()}: 75th percentile of each metric, its rating and samples`}
              column={column}
              rows={rows}
              label={label}
            />
          ) : (
            <FigureError />
          )}
        </AdminPanel>
      ))}
    </div>
  );
}
