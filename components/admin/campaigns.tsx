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
  phoneColumns,
  rangeHref,
  removeFilterHref,
  rowFilterHref,
  type SortColumn,
  showAllHref,
  showsValues,
  sortHref,
  sortOf,
  sortRows,
  tableAnchor,
  topRows,
  valueColumns,
} from '@/lib/analytics/campaign-links';
import {
  type CampaignFigures,
  type CampaignRow,
  type CampaignTableId,
  type CampaignView,
  type FunnelRow,
  smallSample,
} from '@/lib/analytics/campaigns';
import { formatCount, formatMoney, formatMultiple, formatOneDecimal } from '@/lib/format';
import { cn } from '@/lib/utils';
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
import { AdminPanel } from './panel';
import { SpendImportPanel } from './spend';
import { TrendChart } from './trend-chart';
import { When } from './when';

const { cell: td, headCell: th, head } = tableStyles.framed;

/** A rate as the view holds it (a share, 0.075) in percent with one decimal, at the precision shown. */
const ratePercent = (rate: number | null) =>
  rate === null || !Number.isFinite(rate) ? null : Math.round(rate * 1000) / 10;

/**
 * A rate of `base` sessions: a dash when there are none to divide by, grayed with a dagger when
 * they are too few to compare (the note under the table says so, once).
 */
function RateValue({ rate, base, reason }: { rate: number | null; base: number; reason: string }) {
  const value = ratePercent(rate);
  if (value === null || base <= 0) return <NoValue reason={reason} />;
  if (base >= smallSample) return <>{formatOneDecimal(value)}%</>;
  return (
    <span className="text-muted-foreground">
      {formatOneDecimal(value)}%<span aria-hidden="true">†</span>
      <span className="sr-only"> (from fewer than {smallSample} sessions)</span>
    </span>
  );
}

type Column = (typeof campaignColumns)[number];
type RateColumn = Extract<Column, { kind: 'rate' }>;

/** Whether a row's rate in `column` is shown grayed (a few sessions, but some). */
const grayed = (row: CampaignRow, column: RateColumn) =>
  row[column.of] > 0 && row[column.of] < smallSample;

/** The one note under a table whose rates include a grayed one. */
function SmallSampleNote({ rows, columns }: { rows: CampaignRow[]; columns: readonly Column[] }) {
  const rates = columns.filter((column): column is RateColumn => column.kind === 'rate');
  if (!rows.some((row) => rates.some((column) => grayed(row, column)))) return null;
  return (
    <p className="mt-2 text-muted-foreground text-sm">
      <span aria-hidden="true">† </span>Grayed: a rate of fewer than {smallSample} sessions, too few
      to compare. A dash: nothing to divide by.
    </p>
  );
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
  readOnly,
}: {
  state: CampaignViewState;
  row: CampaignRow;
  text: string;
  readOnly: boolean;
}) {
  if (readOnly || Object.keys(row.filter).length === 0) return <Breakable text={text} />;
  return (
    <Link
      href={rowFilterHref(state, row.filter)}
      className="font-medium text-brand-800 underline underline-offset-2 hover:no-underline dark:text-brand-200"
    >
      <Breakable text={text} />
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
  { key: 'contacts', title: 'Contact requests', kind: 'count' },
];

function tileValue(kind: 'count' | 'rate', value: number | null): ReactNode {
  if (kind === 'rate') {
    const value100 = ratePercent(value);
    return value100 === null ? (
      <NoValue reason="Nothing to divide by" />
    ) : (
      `${formatOneDecimal(value100)}%`
    );
  }
  return value === null ? <NoValue /> : formatCount(value);
}

type ValueColumn = (typeof valueColumns)[number];

/** A value measure as a table cell or tile shows it: an amount, a count, a multiple, or a dash. */
function valueText(column: ValueColumn, value: number | null, currency: string): ReactNode {
  if (value === null) {
    return (
      <NoValue
        reason={
          column.key === 'spend' ? 'No spend imported for this' : 'No spend or nothing to divide by'
        }
      />
    );
  }
  if (column.kind === 'money') return formatMoney(value, currency);
  if (column.kind === 'multiple') return formatMultiple(value);
  return formatCount(value);
}

/** What a booked demo cost and what it brought, beside the counts, once spend or deals are on record. */
function ValueFigures({ view }: { view: CampaignView }) {
  if (view.figures.error || !view.values.shown) return null;
  const { current, previous } = view.figures.value;
  const { currency } = view.values;
  return (
    <section aria-labelledby="campaign-values-heading" className="space-y-3">
      <h3 id="campaign-values-heading" className="font-bold text-lg">
        Cost and value
      </h3>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {valueColumns.map((column) => (
          <li
            key={column.key}
            className="rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5"
          >
            <h4 className="font-medium text-muted-foreground text-sm">{column.label}</h4>
            <p className="mt-2 wrap-anywhere font-extrabold text-xl tabular-nums tracking-tight sm:text-3xl">
              {valueText(column, current[column.key], currency)}
            </p>
            <Change
              current={current[column.key]}
              previous={previous ? previous[column.key] : null}
              comparison={view.comparison}
              higherIsBetter={!('lowerIsBetter' in column)}
            />
          </li>
        ))}
      </ul>
      <ValuesNote />
    </section>
  );
}

/** Where the values come from and what a dash means, under the tiles and the tables that show them. */
function ValuesNote() {
  return (
    <p className="text-muted-foreground text-sm">
      Spend is imported from the ad platforms&apos; reports and placed on the campaign the visits
      name (by source and campaign name); deals come from the CRM and count on the day their demo
      was booked, canceled or not. A dash: no spend imported for it, or a filter spend cannot be
      split by (keyword, page, entry page, device, variant), or nothing to divide by. Return on ad
      spend: won revenue ÷ spend.
    </p>
  );
}

const dealStageNames = { qualified: 'Qualified', won: 'Won', lost: 'Lost' } as const;
const matchKindNames = {
  booking_id: 'booking id',
  reference: 'session reference',
  email_sha256: 'email hash',
} as const;

/** The CRM's deals that match no booked demo: they count nowhere until their booking arrives. */
function UnmatchedDeals({ view }: { view: CampaignView }) {
  const deals = view.unmatchedDeals;
  if (!deals) return null;
  return (
    <AdminPanel
      id="campaign-unmatched-deals"
      title="Deals that match no booked demo"
      className="mt-0 space-y-4"
    >
      <p className="text-muted-foreground text-sm">
        {formatCount(deals.count)} {deals.count === 1 ? 'deal' : 'deals'} from the CRM name a
        booking this site has not received (or no longer keeps), so they count in no figure above.
        Each is matched as soon as its booking arrives, or when the CRM sends the deal again with
        another key (docs: &ldquo;Deal values from the CRM&rdquo;).
        {deals.count > deals.latest.length ? ` The latest ${deals.latest.length}:` : ''}
      </p>
      <Table caption="Deals that match no booked demo, latest first">
        <thead className={head}>
          <tr>
            <th scope="col" className={cn(th, 'text-left')}>
              Deal
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              Stage
            </th>
            <th scope="col" className={cn(th, 'text-right')}>
              Amount
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              Since
            </th>
            <th scope="col" className={cn(th, 'text-left')}>
              Named by
            </th>
          </tr>
        </thead>
        <tbody>
          {deals.latest.map((deal) => (
            <tr key={deal.dealId} className="border-border border-t align-top">
              <th scope="row" className={nameCell}>
                <Breakable text={deal.dealId} />
              </th>
              <td className={td}>{dealStageNames[deal.stage]}</td>
              <td className={cn(td, 'text-right')}>
                {formatMoney(deal.amountCents, view.values.currency)}
              </td>
              <td className={td}>
                <When at={deal.occurredAt} />
              </td>
              <td className={td}>{matchKindNames[deal.matchKind]}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </AdminPanel>
  );
}

function Figures({ view }: { view: CampaignView }) {
  if (view.figures.error) return <FigureError notice={view.figures.notice} />;
  const { current, previous } = view.figures.value;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
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

function ActiveFilters({ state, readOnly }: { state: CampaignViewState; readOnly: boolean }) {
  const filters = activeFilters(state.filters);
  if (filters.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        Every visit in the range.
        {readOnly ? null : " Follow a row's name in a table below to filter by it."}
      </p>
    );
  }
  if (readOnly) {
    return (
      <p className="font-medium text-sm">
        Filtered by{' '}
        {filters
          .map((filter) => `${filter.label}: ${displayFilterValue(filter.name, filter.value)}`)
          .join(' · ')}
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
              className="inline-flex min-h-9 items-center gap-1.5 wrap-anywhere rounded-full border border-border bg-muted px-3 py-1 text-sm hover:bg-card"
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

/** Hidden on a phone unless it is one of the table's phone columns (`phoneColumns`). */
const phoneClass = (key: string, shown: readonly string[]) =>
  shown.includes(key) ? undefined : 'hidden sm:table-cell';

function SortHeader({
  state,
  table,
  column,
  label,
  align,
  className,
  readOnly,
}: {
  state: CampaignViewState;
  table: CampaignTableId;
  column: SortColumn;
  label: string;
  align: 'left' | 'right';
  className?: string;
  readOnly: boolean;
}) {
  const order = sortOf(state, table);
  const sorted = order.column === column ? order.direction : undefined;
  return (
    <th
      scope="col"
      aria-sort={sorted}
      className={cn(th, align === 'right' ? 'text-right' : 'text-left', className)}
    >
      {readOnly ? (
        label
      ) : (
        <Link
          href={sortHref(state, table, column)}
          scroll={false}
          className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
        >
          {label}
          {sorted ? <span aria-hidden="true">{sorted === 'ascending' ? '↑' : '↓'}</span> : null}
        </Link>
      )}
    </th>
  );
}

function MeasureCells({
  row,
  columns,
  shown,
}: {
  row: CampaignRow;
  columns: readonly Column[];
  /** The columns a phone shows; every column from a wider screen up. */
  shown: readonly string[];
}) {
  return (
    <>
      {columns.map((column) => (
        <td key={column.key} className={cn(td, 'text-right', phoneClass(column.key, shown))}>
          {column.kind === 'count' ? (
            formatCount(row[column.key])
          ) : (
            <RateValue
              rate={row[column.key]}
              base={row[column.of]}
              reason={column.of === 'visits' ? 'No visits' : 'No booking clicks'}
            />
          )}
        </td>
      ))}
    </>
  );
}

function ValueCells({
  row,
  currency,
  shown,
}: {
  row: CampaignRow;
  currency: string;
  shown: readonly string[];
}) {
  return (
    <>
      {valueColumns.map((column) => (
        <td key={column.key} className={cn(td, 'text-right', phoneClass(column.key, shown))}>
          {valueText(column, row[column.key], currency)}
        </td>
      ))}
    </>
  );
}

/** The name column: wide enough for a word, wrapping only between words and separators. */
const nameCell = tableStyles.framed.name;

/**
 * Under a table on a phone, which shows Booked demos and its sorted column: a link per other
 * column that sorts by it (and so shows it).
 */
function PhoneSort({
  state,
  table,
  values,
  readOnly,
}: {
  state: CampaignViewState;
  table: CampaignTableId;
  values: boolean;
  readOnly: boolean;
}) {
  const shown = phoneColumns(sortOf(state, table));
  const columns = [...campaignColumns, ...(values ? valueColumns : [])];
  const others = columns.filter((column) => !shown.includes(column.key));
  const names = shown
    .map((key) => columns.find((column) => column.key === key)?.label.toLowerCase())
    .join(' and ');
  if (readOnly) {
    return (
      <p className="mt-2 text-muted-foreground text-sm sm:hidden">
        On a phone this table shows {names}. A wider screen shows every column.
      </p>
    );
  }
  return (
    <p className="mt-2 text-muted-foreground text-sm sm:hidden">
      On a phone this table shows {names}. Sort by another column to see it:{' '}
      {others.map((column, index) => (
        <span key={column.key}>
          {index > 0 ? ' · ' : null}
          <Link
            href={sortHref(state, table, column.key)}
            scroll={false}
            className="font-medium text-foreground underline underline-offset-2"
          >
            {column.label}
          </Link>
        </span>
      ))}
      .
    </p>
  );
}

/** Top pages' booked demos: whose page they count on (docs/analytics.md, "Booked demos by page"). */
function PagesNote() {
  return (
    <p className="mt-2 text-muted-foreground text-sm">
      Booked demos by page: a Cal.com booking counts on the page of its link; a Calendly booking,
      whose link cannot carry the page, on the page where its visit last clicked to book (attributed
      from the visit). (page unknown): bookings that matched no visit, or whose visit clicked no
      booking link, so the column adds up to the booked demos above.
    </p>
  );
}

function CampaignTable({
  state,
  table,
  rows,
  values,
  readOnly,
}: {
  state: CampaignViewState;
  table: (typeof campaignTables)[number];
  rows: CampaignRow[];
  values: CampaignView['values'];
  readOnly: boolean;
}) {
  const valued = showsValues(table.id, values.shown);
  if (rows.length === 0) return <p className="text-muted-foreground">{emptyMessage(state)}</p>;
  const all = state.all.includes(table.id);
  const order = sortOf(state, table.id);
  const sorted = sortRows(rows, order);
  const shown = all ? sorted : sorted.slice(0, topRows);
  const phone = phoneColumns(order);
  return (
    <>
      <Table
        caption={`${table.title}: visits, booking clicks, booked demos and contact requests${valued ? ', spend and deal values' : ''} by ${table.column.toLowerCase()}`}
      >
        <thead className={head}>
          <tr>
            <SortHeader
              state={state}
              table={table.id}
              column="label"
              label={table.column}
              align="left"
              readOnly={readOnly}
            />
            {[...campaignColumns, ...(valued ? valueColumns : [])].map((column) => (
              <SortHeader
                key={column.key}
                state={state}
                table={table.id}
                column={column.key}
                label={column.label}
                align="right"
                className={phoneClass(column.key, phone)}
                readOnly={readOnly}
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
              <th scope="row" className={nameCell}>
                <RowLink
                  state={state}
                  row={row}
                  text={rowLabel(table.id, row)}
                  readOnly={readOnly}
                />
              </th>
              <MeasureCells row={row} columns={campaignColumns} shown={phone} />
              {valued ? <ValueCells row={row} currency={values.currency} shown={phone} /> : null}
            </tr>
          ))}
        </tbody>
      </Table>
      <SmallSampleNote rows={shown} columns={campaignColumns} />
      {table.id === 'pages' ? <PagesNote /> : null}
      {valued ? <ValuesNote /> : null}
      <PhoneSort state={state} table={table.id} values={valued} readOnly={readOnly} />
      {rows.length > topRows && !readOnly ? (
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

/** The funnel's columns: every measure but contact requests, which are no step of it. */
const funnelColumns = campaignColumns.filter((column) => column.key !== 'contacts');
/** A phone shows the funnel's booking clicks and booked demos. */
const funnelPhone: Column['key'][] = ['clicked', 'booked'];

function FunnelTable({
  state,
  caption,
  column,
  rows,
  readOnly,
}: {
  state: CampaignViewState;
  caption: string;
  column: string;
  rows: FunnelRow[];
  readOnly: boolean;
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">{emptyMessage(state)}</p>;
  return (
    <>
      <Table caption={caption}>
        <thead className={head}>
          <tr>
            <th scope="col" className={cn(th, 'text-left')}>
              {column}
            </th>
            {funnelColumns.map((measure) => (
              <th
                key={measure.key}
                scope="col"
                className={cn(th, 'text-right', phoneClass(measure.key, funnelPhone))}
              >
                {measure.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-border border-t align-top">
              <th scope="row" className={nameCell}>
                <RowLink state={state} row={row} text={row.label} readOnly={readOnly} />
              </th>
              <MeasureCells row={row} columns={funnelColumns} shown={funnelPhone} />
            </tr>
          ))}
        </tbody>
      </Table>
      <SmallSampleNote rows={rows} columns={funnelColumns} />
    </>
  );
}

/** The share a step keeps of the one before, and what it loses, in words. */
function dropText(from: number, to: number, lost: string): string {
  if (from <= 0) return 'nothing to divide by';
  const kept = Math.round((to / from) * 1000) / 10;
  return `${formatOneDecimal(kept)}% of the step before · ${formatCount(from - to)} ${lost}`;
}

/**
 * The view's funnel drawn: a bar per step, as wide as its share of the visits, and between the
 * steps what was kept and lost. The words carry every figure; the bars are decoration.
 */
function FunnelDrawing({ figures }: { figures: CampaignFigures }) {
  const { visits, clicked, booked, cancelled } = figures;
  const width = (count: number) =>
    visits > 0 && count > 0 ? `max(${(count / visits) * 100}%, 0.25rem)` : '0';
  const steps = [
    {
      label: 'Visits',
      count: visits,
      bar: 'bg-slate-600 dark:bg-slate-400',
      drop: null,
    },
    {
      label: 'Booking clicks',
      count: clicked,
      bar: 'bg-brand-700 dark:bg-brand-300',
      drop: dropText(
        visits,
        clicked,
        clicked === visits - 1 ? 'visit did not click' : 'visits did not click',
      ),
    },
    {
      label: 'Booked demos',
      count: booked,
      bar: 'bg-emerald-700 dark:bg-emerald-400',
      drop: dropText(clicked, booked, 'booking clicks without a booked demo'),
    },
  ];
  return (
    <ol className="space-y-3">
      {steps.map((step) => (
        <li key={step.label}>
          {step.drop ? (
            <p className="mb-1 text-muted-foreground text-sm">
              <span aria-hidden="true">↓ </span>
              {step.drop}
            </p>
          ) : null}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-medium text-sm">{step.label}</span>
            <span className="font-bold tabular-nums">{formatCount(step.count)}</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-4 w-full rounded bg-muted">
            <div className={cn('h-4 rounded', step.bar)} style={{ width: width(step.count) }} />
          </div>
        </li>
      ))}
      {cancelled > 0 ? (
        <li className="text-muted-foreground text-sm">
          And {formatCount(cancelled)} booked {cancelled === 1 ? 'demo' : 'demos'} canceled since
          (not in the booked demos above).
        </li>
      ) : null}
    </ol>
  );
}

function Funnel({
  view,
  state,
  readOnly,
}: {
  view: CampaignView;
  state: CampaignViewState;
  readOnly: boolean;
}) {
  if (view.funnel.error) return <FigureError />;
  const { variants, channels } = view.funnel.value;
  return (
    <div className="space-y-6">
      {view.figures.error ? null : <FunnelDrawing figures={view.figures.value.current} />}
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
          readOnly={readOnly}
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
          readOnly={readOnly}
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
export function Campaigns({
  view,
  state,
  canImportSpend = false,
  notes,
  readOnly = false,
}: {
  view: CampaignView;
  state: CampaignViewState;
  /** An admin: the way to import ad spend. */
  canImportSpend?: boolean;
  /** Notes on the chart's days, and the forms to add and change them (staff). */
  notes?: NotesPanelProps;
  /**
   * A shared view's: the figures, tables and charts only, with no link (range, filter, sort,
   * show all, CSV) and nothing beyond the figures (the CRM's unmatched deals).
   */
  readOnly?: boolean;
}) {
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
          {readOnly ? null : (
            <a
              href={exportHref(state)}
              download
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          )}
        </div>
        {readOnly ? null : (
          <RangePicker active={state.range} hrefFor={(range) => rangeHref(state, range)} />
        )}
        <ActiveFilters state={state} readOnly={readOnly} />
        <Figures view={view} />
        <ValueFigures view={view} />
        {canImportSpend ? <SpendImportPanel /> : null}
      </section>

      {view.trend.error && view.trend.notice !== undefined ? null : (
        <Panel id="campaign-trend" title="Visits, booking clicks and booked demos">
          <p className="text-muted-foreground text-sm">
            By{' '}
            {view.trend.error || view.trend.value.bucket === 'day'
              ? 'day'
              : 'week, Monday to Sunday'}
            , under the filters above.
          </p>
          {view.trend.error ? (
            <FigureError />
          ) : (
            <TrendChart
              trend={view.trend.value}
              notes={notes?.notes}
              pickDays={Boolean(notes?.reader)}
            />
          )}
          {notes ? <NotesPanel {...notes} /> : null}
        </Panel>
      )}

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
              <CampaignTable
                state={state}
                table={table}
                rows={view.tables.value[table.id]}
                values={view.values}
                readOnly={readOnly}
              />
            )}
          </Panel>
        ))}

      {readOnly ? null : <UnmatchedDeals view={view} />}

      {view.funnel.error && view.funnel.notice !== undefined ? null : (
        <Panel id="campaign-funnel" title="Funnel">
          <p className="text-muted-foreground text-sm">
            Visits → booking clicks → booked demos (and their cancellations), under the filters
            above. Each rate is of the step before it: conversion rate = booking clicks ÷ visits,
            click-to-booking rate = booked demos ÷ booking clicks.
          </p>
          <Funnel view={view} state={state} readOnly={readOnly} />
        </Panel>
      )}
    </div>
  );
}
