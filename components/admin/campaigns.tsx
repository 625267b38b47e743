import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { Download, X } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { Table, tableStyles } from '@/components/ui/table';
import {
  activeFilters,
  type CampaignViewState,
  campaignColumns,
  campaignTables,
  clearFiltersHref,
  exportHref,
  rangeHref,
  removeFilterHref,
  rowFilterHref,
  type SortColumn,
  showAllHref,
  sortHref,
  sortOf,
  sortRows,
  tableAnchor,
  topRows,
} from '@/lib/analytics/campaign-links';
import {
  type CampaignFigures,
  type CampaignRow,
  type CampaignTableId,
  type CampaignView,
  type FunnelRow,
  smallSample,
} from '@/lib/analytics/campaigns';
import { formatCount, formatOneDecimal } from '@/lib/format';
import { cn } from '@/lib/utils';
import {
  Change,
  describeRange,
  displayPage,
  FigureError,
  NoValue,
  RangePicker,
} from './figure-kit';
import { AdminPanel } from './panel';

const { cell: td, headCell: th, head } = tableStyles.framed;

/** A rate as the view holds it (a share, 0.075) in percent with one decimal, at the precision shown. */
const ratePercent = (rate: number | null) =>
  rate === null || !Number.isFinite(rate) ? null : Math.round(rate * 1000) / 10;

function RateValue({ rate, reason }: { rate: number | null; reason: string }) {
  const value = ratePercent(rate);
  return value === null ? <NoValue reason={reason} /> : <>{formatOneDecimal(value)}%</>;
}

function displayFilterValue(name: string, value: string) {
  return name === 'page' || name === 'entry' ? displayPage(value) : value;
}

/** What a row's first column reads: a campaign as source / medium / campaign, a page as a path. */
function rowLabel(table: CampaignTableId | 'funnel', row: CampaignRow): string {
  if (table === 'campaigns') {
    const { source, medium, campaign } = row.filter;
    return [source ?? '(none)', medium ?? '(none)', campaign ?? row.label].join(' / ');
  }
  if (table === 'pages' || table === 'entries') return displayPage(row.label);
  return row.label;
}

/** A row's label as the link that filters the view by it (plain text when it adds no filter). */
function RowLink({
  state,
  row,
  text,
}: {
  state: CampaignViewState;
  row: CampaignRow;
  text: string;
}) {
  if (Object.keys(row.filter).length === 0) return <>{text}</>;
  return (
    <Link
      href={rowFilterHref(state, row.filter)}
      className="font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
    >
      {text}
    </Link>
  );
}

const tiles: readonly {
  key: keyof CampaignFigures;
  title: string;
  kind: 'count' | 'rate';
  higherIsBetter?: boolean;
}[] = [
  { key: 'visits', title: 'Visits', kind: 'count' },
  { key: 'clicked', title: 'Booking clicks', kind: 'count' },
  { key: 'conversionRate', title: 'Booking conversion rate', kind: 'rate' },
  { key: 'booked', title: 'Booked demos', kind: 'count' },
  { key: 'clickToBookingRate', title: 'Click-to-booking rate', kind: 'rate' },
  { key: 'cancelled', title: 'Cancellations', kind: 'count', higherIsBetter: false },
];

function tileValue(kind: 'count' | 'rate', value: number | null): ReactNode {
  if (kind === 'rate') return <RateValue rate={value} reason="Nothing to divide by" />;
  return value === null ? <NoValue /> : formatCount(value);
}

function Figures({ view }: { view: CampaignView }) {
  if (view.figures.error) return <FigureError notice={view.figures.notice} />;
  const { current, previous } = view.figures.value;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
      {tiles.map((tile) => {
        const now = current[tile.key];
        const before = previous ? previous[tile.key] : null;
        const rate = tile.kind === 'rate';
        return (
          <li
            key={tile.key}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
          >
            <h3 className="font-medium text-muted-foreground text-sm">{tile.title}</h3>
            <p className="mt-2 font-extrabold text-2xl tabular-nums tracking-tight sm:text-3xl">
              {tileValue(tile.kind, now)}
            </p>
            <Change
              current={rate ? ratePercent(now) : now}
              previous={rate ? ratePercent(before) : before}
              comparison={view.comparison}
              unit={rate ? 'points' : 'percent'}
              higherIsBetter={tile.higherIsBetter}
            />
          </li>
        );
      })}
    </ul>
  );
}

function ActiveFilters({ state }: { state: CampaignViewState }) {
  const filters = activeFilters(state.filters);
  if (filters.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Every visit in the range. Follow a row's name in a table below to filter by it.
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p id="campaign-filters" className="font-medium text-sm">
        Filtered by
      </p>
      <ul aria-labelledby="campaign-filters" className="flex flex-wrap gap-2">
        {filters.map((filter) => (
          <li key={filter.name}>
            <Link
              href={removeFilterHref(state, filter.name)}
              className="inline-flex min-h-9 items-center gap-1.5 break-all rounded-full border border-border bg-muted px-3 py-1 text-sm hover:bg-card"
            >
              <span className="sr-only">Remove filter </span>
              {filter.label}: {displayFilterValue(filter.name, filter.value)}
              <X aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
      <Link
        href={clearFiltersHref(state)}
        className="font-semibold text-sm underline underline-offset-2 hover:no-underline"
      >
        Clear filters
      </Link>
    </div>
  );
}

/** One sentence for a table with no row: nothing in the range, or nothing matches the filters. */
function emptyMessage(state: CampaignViewState) {
  return activeFilters(state.filters).length > 0
    ? 'No visits in this range match these filters.'
    : 'No visits in this range yet.';
}

function SortHeader({
  state,
  table,
  column,
  label,
  align,
}: {
  state: CampaignViewState;
  table: CampaignTableId;
  column: SortColumn;
  label: string;
  align: 'left' | 'right';
}) {
  const order = sortOf(state, table);
  const sorted = order.column === column ? order.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={sorted}
      className={cn(th, align === 'right' ? 'text-right' : 'text-left')}
    >
      <Link
        href={sortHref(state, table, column)}
        scroll={false}
        className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
      >
        {label}
        {sorted ? <span aria-hidden="true">{sorted === 'ascending' ? '↑' : '↓'}</span> : null}
      </Link>
    </th>
  );
}

function MeasureCells({ row, note }: { row: CampaignRow; note?: boolean }) {
  return (
    <>
      {campaignColumns.map((column) => (
        <td key={column.key} className={cn(td, 'text-right')}>
          {column.kind === 'count' ? (
            formatCount(row[column.key])
          ) : (
            <RateValue
              rate={row[column.key]}
              reason={column.key === 'conversionRate' ? 'No visits' : 'No booking clicks'}
            />
          )}
          {note && column.kind === 'rate' ? (
            <SmallSampleNote
              sessions={column.key === 'conversionRate' ? row.visits : row.clicked}
            />
          ) : null}
        </td>
      ))}
    </>
  );
}

function CampaignTable({
  state,
  table,
  rows,
}: {
  state: CampaignViewState;
  table: (typeof campaignTables)[number];
  rows: CampaignRow[];
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">{emptyMessage(state)}</p>;
  const all = state.all.includes(table.id);
  const sorted = sortRows(rows, sortOf(state, table.id));
  const shown = all ? sorted : sorted.slice(0, topRows);
  return (
    <>
      <Table
        caption={`${table.title}: visits, booking clicks and booked demos by ${table.column.toLowerCase()}`}
      >
        <thead className={head}>
          <tr>
            <SortHeader
              state={state}
              table={table.id}
              column="label"
              label={table.column}
              align="left"
            />
            {campaignColumns.map((column) => (
              <SortHeader
                key={column.key}
                state={state}
                table={table.id}
                column={column.key}
                label={column.label}
                align="right"
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr
              key={`${row.label}\u0000${JSON.stringify(row.filter)}`}
              className="border-border border-t align-top"
            >
              <th scope="row" className={cn(td, 'break-all text-left font-normal')}>
                <RowLink state={state} row={row} text={rowLabel(table.id, row)} />
              </th>
              <MeasureCells row={row} />
            </tr>
          ))}
        </tbody>
      </Table>
      {rows.length > topRows ? (
        <p className="mt-3 text-muted-foreground text-sm">
          {all
            ? `All ${formatCount(rows.length)} rows. `
            : `The top ${topRows} of ${formatCount(rows.length)} rows. `}
          <Link
            href={showAllHref(state, table.id, !all)}
            scroll={false}
            className="font-semibold text-foreground underline underline-offset-2 hover:no-underline"
          >
            {all ? `Show the top ${topRows}` : `Show all ${formatCount(rows.length)}`}
            <span className="sr-only"> {table.title.toLowerCase()}</span>
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** Under a funnel step's rate: the sessions it divides by are too few to compare. */
function SmallSampleNote({ sessions }: { sessions: number }) {
  if (sessions <= 0 || sessions >= smallSample) return null;
  return (
    <span className="mt-1 block text-amber-800 text-xs dark:text-amber-200">
      Fewer than {smallSample} sessions: too few to compare.
    </span>
  );
}

function FunnelTable({
  state,
  caption,
  column,
  rows,
}: {
  state: CampaignViewState;
  caption: string;
  column: string;
  rows: FunnelRow[];
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">{emptyMessage(state)}</p>;
  return (
    <Table caption={caption}>
      <thead className={head}>
        <tr>
          <th scope="col" className={cn(th, 'text-left')}>
            {column}
          </th>
          {campaignColumns.map((measure) => (
            <th key={measure.key} scope="col" className={cn(th, 'text-right')}>
              {measure.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-border border-t align-top">
            <th scope="row" className={cn(td, 'text-left font-normal')}>
              <RowLink state={state} row={row} text={row.label} />
            </th>
            <MeasureCells row={row} note />
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Funnel({ view, state }: { view: CampaignView; state: CampaignViewState }) {
  if (view.funnel.error) return <FigureError />;
  const { variants, channels } = view.funnel.value;
  return (
    <div className="space-y-6">
      <section aria-labelledby="campaign-funnel-variants">
        <h3 id="campaign-funnel-variants" className="font-bold text-lg">
          By variant
        </h3>
        <p className="mt-1 mb-3 text-muted-foreground text-sm">
          A visit is of no variant, so each variant starts from every visit in the view; its booking
          clicks are the sessions that clicked its booking link. Other: booked demos made through a
          link the site did not know.
        </p>
        <FunnelTable
          state={state}
          caption="Funnel by variant: visits, booking clicks, booked demos and cancellations"
          column="Variant"
          rows={variants}
        />
      </section>
      <section aria-labelledby="campaign-funnel-channels">
        <h3 id="campaign-funnel-channels" className="mb-3 font-bold text-lg">
          By channel
        </h3>
        <FunnelTable
          state={state}
          caption="Funnel by channel: visits, booking clicks, booked demos and cancellations"
          column="Channel"
          rows={channels}
        />
      </section>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <AdminPanel id={id} title={title} className="mt-0 space-y-4">
      {children}
    </AdminPanel>
  );
}

/**
 * The campaign view: figures, tables by channel, source, campaign, page, entry page and device,
 * and the booking funnel, for a range and the filters in the URL. Rendered on the server; every
 * control (range, filter, sort, show all, CSV) is a plain link, so it all works without scripts.
 */
export function Campaigns({ view, state }: { view: CampaignView; state: CampaignViewState }) {
  return (
    <div className="space-y-8">
      <section aria-labelledby="campaigns-heading" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2
              id="campaigns-heading"
              className="font-extrabold text-2xl tracking-tight sm:text-3xl"
            >
              Campaign view
            </h2>
            <p className="mt-1 text-muted-foreground text-sm">
              {view.label}: {describeRange(view.current)}
              {view.previous && view.comparison ? (
                <>
                  {' '}
                  · compared with {view.comparison} ({describeRange(view.previous)})
                </>
              ) : null}
              . Days run midnight to midnight Eastern Time.
            </p>
          </div>
          <a
            href={exportHref(state)}
            download
            className={buttonVariants({ variant: 'secondary', size: 'sm' })}
          >
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
        <RangePicker active={state.range} hrefFor={(range) => rangeHref(state, range)} />
        <ActiveFilters state={state} />
        <Figures view={view} />
      </section>

      {campaignTables
        .filter((table) =>
          view.tables.error
            ? // Figures being rebuilt are said once, above, not in every table.
              view.tables.notice === undefined
            : !table.optional || view.tables.value[table.id].length > 0,
        )
        .map((table) => (
          <Panel key={table.id} id={tableAnchor(table.id)} title={table.title}>
            {view.tables.error ? (
              <FigureError />
            ) : (
              <CampaignTable state={state} table={table} rows={view.tables.value[table.id]} />
            )}
          </Panel>
        ))}

      {view.funnel.error && view.funnel.notice !== undefined ? null : (
        <Panel id="campaign-funnel" title="Funnel">
          <p className="text-muted-foreground text-sm">
            Visits → booking clicks → booked demos (and their cancellations). Each rate is of the
            step before it: conversion rate = booking clicks ÷ visits, click-to-booking rate =
            booked demos ÷ booking clicks.
          </p>
          <Funnel view={view} state={state} />
        </Panel>
      )}
    </div>
  );
}
