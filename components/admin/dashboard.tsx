import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Download } from '@/components/ui/icons';
import { Table, TableHead, tableStyles } from '@/components/ui/table';
import {
  type DashboardData,
  dashboardTileDefinitions,
  type Percentiles,
  roundTileValue,
  type TileFigures,
  type TileKind,
} from '@/lib/analytics/dashboard-data';
import { dropReasonDescriptions, dropReasonLabel } from '@/lib/analytics/drop-reasons';
import type { RangePreset } from '@/lib/analytics/range';
import type { PageConversion } from '@/lib/db/queries/dashboard';
import {
  formatCount,
  formatDuration,
  formatOneDecimal,
  formatRate,
  formatWhole,
} from '@/lib/format';
import { cn } from '@/lib/utils';
import { DailyChart } from './daily-chart';
import {
  Breakable,
  Change,
  describeRange,
  displayPage,
  FigureError,
  NoValue,
  RangePicker,
} from './figure-kit';
import { NotesPanel, type NotesPanelProps } from './notes';
import { TrendChart } from './trend-chart';

/** A tile's value, already at the precision it is shown with (`roundTileValue`). */
function tileValue(kind: TileKind, rounded: number | null): ReactNode {
  if (rounded === null) return <NoValue />;
  if (kind === 'count') return formatCount(rounded);
  if (kind === 'rate') return `${formatOneDecimal(rounded)}%`;
  const text = kind === 'seconds1' ? formatOneDecimal(rounded) : formatWhole(rounded);
  return (
    <>
      {text}
      <span aria-hidden="true" className="ml-1 font-semibold text-muted-foreground text-xl">
        s
      </span>
      <span className="sr-only"> seconds</span>
    </>
  );
}

/** 12.3 s below a minute, '2 min 5 s' above; a dash when there is no figure. */
function durationValue(seconds: number | null): ReactNode {
  if (seconds === null || !Number.isFinite(seconds)) return <NoValue />;
  return formatDuration(seconds);
}

/** A rate in percent with one decimal; a dash when the denominator is zero. */
function rateValue(numerator: number, denominator: number): ReactNode {
  if (denominator <= 0) return <NoValue reason="No page views" />;
  return formatRate(numerator, denominator);
}

function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-border bg-card p-5 sm:p-6">
      <h3 id={id} className="font-bold text-lg tracking-tight">
        {title}
      </h3>
      {description && <p className="mt-1 text-muted-foreground text-sm">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const { cell: td } = tableStyles.framed;

function ClickThroughTable({ rows }: { rows: PageConversion[] }) {
  if (rows.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        No page views or booking clicks in this period.
      </p>
    );
  }
  const variants = [
    { key: 'general', label: 'General' },
    { key: 'pool', label: 'Pool' },
    { key: 'hvac', label: 'HVAC' },
  ] as const;
  return (
    <Table caption="Booking click-through by page: booking clicks divided by page views">
      <TableHead
        columns={[
          { label: 'Page', align: 'left' },
          { label: 'Page views', align: 'right' },
          { label: 'Booking clicks', align: 'right' },
          { label: 'Click-through', align: 'right' },
          ...variants.map((variant) => ({ label: variant.label, align: 'right' as const })),
        ]}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.page} className="border-border border-t align-top">
            <th scope="row" className={tableStyles.framed.name}>
              <Breakable text={displayPage(row.page)} />
            </th>
            <td className={cn(td, 'text-right')}>{formatCount(row.views)}</td>
            <td className={cn(td, 'text-right')}>{formatCount(row.clicks)}</td>
            <td className={cn(td, 'text-right')}>
              <span className="font-semibold">{rateValue(row.clicks, row.views)}</span>
              <span className="block text-muted-foreground text-xs">
                {formatCount(row.clicks)} ÷ {formatCount(row.views)}
              </span>
            </td>
            {variants.map((variant) => (
              <td key={variant.key} className={cn(td, 'text-right')}>
                {formatCount(row[variant.key])}
                <span className="block text-muted-foreground text-xs">
                  {rateValue(row[variant.key], row.views)}
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function PercentileRow({ label, values }: { label: string; values: Percentiles }) {
  return (
    <tr className="border-border border-t">
      <th scope="row" className={cn(td, 'text-left font-normal')}>
        {label}
      </th>
      <td className={cn(td, 'text-right')}>{durationValue(values.median)}</td>
      <td className={cn(td, 'text-right')}>{durationValue(values.p75)}</td>
    </tr>
  );
}

function Tiles({ figures, comparison }: { figures: TileFigures; comparison: string | null }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
      {dashboardTileDefinitions.map((tile) => {
        const now = roundTileValue(tile.kind, figures.current[tile.key]);
        const before = figures.previous
          ? roundTileValue(tile.kind, figures.previous[tile.key])
          : null;
        return (
          <li
            key={tile.key}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
          >
            <h4 className="font-medium text-muted-foreground text-sm">{tile.title}</h4>
            <p className="mt-2 font-extrabold text-2xl tabular-nums tracking-tight sm:text-3xl">
              {tileValue(tile.kind, now)}
            </p>
            <Change
              current={now}
              previous={before}
              comparison={comparison}
              unit={tile.kind === 'rate' ? 'points' : 'percent'}
              higherIsBetter={tile.higherIsBetter}
            />
          </li>
        );
      })}
    </ul>
  );
}

export type DashboardProps = {
  data: DashboardData;
  /** The active range; defaults to the one the data was loaded for. */
  preset?: RangePreset;
  /** Where the range links point (the page that renders the dashboard). */
  basePath?: string;
  /** Notes on the chart's days, and the forms to add and change them (staff). */
  notes?: NotesPanelProps;
  /** A shared view's: no range picker and no CSV (nothing that leads into the admin). */
  readOnly?: boolean;
};

/**
 * The analytics dashboard for a signed-in user, rendered on the server from figures already
 * aggregated in SQL. Works without JavaScript: the range picker is plain links.
 */
export function Dashboard({
  data,
  preset = data.preset,
  basePath = '/admin',
  notes,
  readOnly = false,
}: DashboardProps) {
  const comparison = data.comparison;
  return (
    <section aria-labelledby="analytics-heading" className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="analytics-heading" className="font-extrabold text-2xl tracking-tight sm:text-3xl">
            Analytics
          </h2>
          <p className="mt-1 text-muted-foreground text-sm">
            {data.label}: {describeRange(data.current)}
            {data.previous && comparison && (
              <>
                {' '}
                · compared with {comparison} ({describeRange(data.previous)})
              </>
            )}
            . Days run midnight to midnight Eastern Time.
          </p>
        </div>
        {readOnly ? null : (
          <a
            href={`/api/admin/export?range=${preset}`}
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            Download CSV
          </a>
        )}
      </div>

      {readOnly ? null : (
        <RangePicker active={preset} hrefFor={(option) => `${basePath}?range=${option}`} />
      )}

      <section aria-labelledby="analytics-tiles" className="space-y-4">
        <h3 id="analytics-tiles" className="sr-only">
          Key figures
        </h3>
        {data.tiles.error ? (
          <FigureError />
        ) : (
          <Tiles figures={data.tiles.value} comparison={comparison} />
        )}
      </section>

      <Section
        id="analytics-trend"
        title="Visits, booking clicks and booked demos"
        description={`By ${data.trend.error || data.trend.value.bucket === 'day' ? 'day' : 'week, Monday to Sunday'}, as the campaign view counts them: booking clicks are visits with a click on a Book a Demo link.`}
      >
        {data.trend.error ? (
          <FigureError notice={data.trend.notice} />
        ) : (
          <TrendChart
            trend={data.trend.value}
            notes={notes?.notes}
            pickDays={Boolean(notes?.reader)}
          />
        )}
        {notes ? <NotesPanel {...notes} /> : null}
      </Section>

      <Section
        id="analytics-daily"
        title="Daily page views and booking clicks"
        description="Page views on every page; booking clicks by variant."
      >
        {data.daily.error ? <FigureError /> : <DailyChart points={data.daily.value} />}
      </Section>

      <Section
        id="analytics-click-through"
        title="Booking click-through by page"
        description="Click-through rate = booking clicks ÷ page views of the page. Under each variant's clicks: its own rate."
      >
        {data.clickThrough.error ? (
          <FigureError />
        ) : (
          <ClickThroughTable rows={data.clickThrough.value} />
        )}
      </Section>

      <Section
        id="analytics-engagement"
        title="Engagement"
        description="Zero and missing durations are left out. Estimated from duration buckets, within about 9%."
      >
        {data.engagement.error ? (
          <FigureError />
        ) : (
          <Table caption="Time on site and video watch time">
            <TableHead
              columns={[
                { label: 'Measure', align: 'left' },
                { label: 'Median', align: 'right' },
                { label: '75th percentile', align: 'right' },
              ]}
            />
            <tbody>
              <PercentileRow label="Time on site" values={data.engagement.value.session} />
              <PercentileRow label="Video watch time" values={data.engagement.value.video} />
            </tbody>
          </Table>
        )}
      </Section>

      <Section
        id="analytics-data-quality"
        title="Data quality"
        description="Events the collector refused and did not store, by reason. They are in none of the figures above."
      >
        {data.drops.error ? (
          <FigureError />
        ) : (
          <Table caption="Events dropped by reason">
            <TableHead
              columns={[
                { label: 'Reason', align: 'left' },
                { label: 'Events dropped', align: 'right' },
              ]}
            />
            <tbody>
              {data.drops.value.map((drop) => (
                <tr key={drop.reason} className="border-border border-t">
                  <th scope="row" className={cn(td, 'text-left font-normal')}>
                    {dropReasonLabel(drop.reason)}
                    {dropReasonDescriptions[drop.reason] && (
                      <span className="block text-muted-foreground text-xs">
                        {dropReasonDescriptions[drop.reason]}
                      </span>
                    )}
                  </th>
                  <td className={cn(td, 'text-right')}>{formatCount(drop.events)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-border border-t bg-muted font-semibold">
                <th scope="row" className={cn(td, 'text-left')}>
                  Total
                </th>
                <td className={cn(td, 'text-right')}>
                  {formatCount(data.drops.value.reduce((sum, drop) => sum + drop.events, 0))}
                </td>
              </tr>
            </tfoot>
          </Table>
        )}
      </Section>
    </section>
  );
}
