import {
  dimensionLabels,
  campaignTables as modelTables,
  valueTables,
} from '@/lib/db/campaign-model';
import {
  type CampaignFilterName,
  type CampaignFilters,
  campaignFilterNames,
  campaignQuery,
  parseCampaignFilters,
} from './campaign-filters';
import type { CampaignRow, CampaignTableId } from './campaigns';
import { parseRangeParam, type RangePreset } from './range';

/**
 * Everything `/admin/campaigns` keeps in its URL (range, filters, each table's order, the tables
 * shown in full) and the links that change one of them and keep the rest. Pure: the page, the CSV
 * route and the tests read and write the URL the same way, and every link works without scripts.
 */

export const campaignsPath = '/admin/campaigns';
export const campaignExportPath = '/api/admin/campaigns/export';

/** Rows a table shows until its "Show all" link is followed (`?all=<table>`). */
export const topRows = 10;

/**
 * The view's tables in page order, each with its heading and first column (the model's);
 * `optional`: shown only when it has a row (the keywords, which paid search alone carries).
 */
export const campaignTables = modelTables.map((table) => ({
  id: table.id,
  title: table.title,
  column: table.column,
  optional: 'whenAny' in table,
}));

const tableIds = campaignTables.map((table) => table.id);
const isTableId = (value: string): value is CampaignTableId =>
  (tableIds as string[]).includes(value);

/**
 * The measures every table shows, in column order (the funnel all but contact requests, which are
 * no step of it). A rate's `of`: the count it divides by.
 */
export const campaignColumns = [
  { key: 'visits', label: 'Visits', kind: 'count' },
  { key: 'clicked', label: 'Booking clicks', kind: 'count' },
  { key: 'conversionRate', label: 'Conversion rate', kind: 'rate', of: 'visits' },
  { key: 'booked', label: 'Booked demos', kind: 'count' },
  { key: 'clickToBookingRate', label: 'Click-to-booking rate', kind: 'rate', of: 'clicked' },
  { key: 'cancelled', label: 'Cancellations', kind: 'count' },
  { key: 'contacts', label: 'Contact requests', kind: 'count' },
] as const satisfies readonly {
  key: keyof CampaignRow;
  label: string;
  kind: 'count' | 'rate';
  of?: keyof CampaignRow;
}[];

/**
 * The columns a phone shows of a table (the rest from a wider screen up): Booked demos always,
 * and the column the table is sorted by (Visits while it is sorted by its names or by Booked
 * demos), so the figure a reader sorted for is never off-screen.
 */
export function phoneColumns(order: SortOrder): (CampaignColumnKey | ValueColumnKey)[] {
  const second = order.column === 'label' || order.column === 'booked' ? 'visits' : order.column;
  return [...campaignColumns, ...valueColumns]
    .map((column) => column.key)
    .filter((key) => key === 'booked' || key === second);
}

/**
 * The value measures' columns (lib/db/campaign-model.ts, `valueMeasures` and `valueRatios`), shown
 * after the counts in the tables that show values (`valueTables`) once any spend or deal is on
 * record. `money`: an amount in cents of the site's currency; `multiple`: won revenue ÷ spend.
 * `lowerIsBetter`: a cost, whose rise is bad news.
 */
export const valueColumns = [
  { key: 'spend', label: 'Spend', kind: 'money' },
  { key: 'costPerVisit', label: 'Cost per visit', kind: 'money', lowerIsBetter: true },
  { key: 'costPerBooked', label: 'Cost per booked demo', kind: 'money', lowerIsBetter: true },
  { key: 'qualifiedDeals', label: 'Qualified deals', kind: 'count' },
  { key: 'pipeline', label: 'Pipeline', kind: 'money' },
  { key: 'wonRevenue', label: 'Won revenue', kind: 'money' },
  { key: 'roas', label: 'Return on ad spend', kind: 'multiple' },
] as const satisfies readonly {
  key: keyof CampaignRow;
  label: string;
  kind: 'money' | 'count' | 'multiple';
  lowerIsBetter?: boolean;
}[];

export type ValueColumnKey = (typeof valueColumns)[number]['key'];

/** Whether a table of the view shows the value columns. */
export const showsValues = (table: CampaignTableId, shown: boolean) =>
  shown && (valueTables as readonly string[]).includes(table);

export type CampaignColumnKey = (typeof campaignColumns)[number]['key'];
/** A column a table can be sorted by: its label (A to Z first) or a measure (most first). */
export type SortColumn = 'label' | CampaignColumnKey | ValueColumnKey;
export type SortDirection = 'ascending' | 'descending';
export type SortOrder = { column: SortColumn; direction: SortDirection };

const sortColumns: readonly SortColumn[] = [
  'label',
  ...campaignColumns.map((c) => c.key),
  ...valueColumns.map((c) => c.key),
];
const isSortColumn = (value: string): value is SortColumn =>
  (sortColumns as string[]).includes(value);

/** Most visits first: the order the view's rows come in, and every table's until it is sorted. */
export const defaultSort: SortOrder = { column: 'visits', direction: 'descending' };

/** The direction a column sorts in when its header is first followed. */
export const naturalDirection = (column: SortColumn): SortDirection =>
  column === 'label' ? 'ascending' : 'descending';

export type CampaignViewState = {
  range: RangePreset;
  filters: CampaignFilters;
  /** Each table's order when it is not the default (`?sort=sources.booked`). */
  sort: Partial<Record<CampaignTableId, SortOrder>>;
  /** Tables shown in full rather than their top rows (`?all=sources`), in page order. */
  all: CampaignTableId[];
};

const opposite = (direction: SortDirection): SortDirection =>
  direction === 'ascending' ? 'descending' : 'ascending';

/**
 * One `sort` value: `<table>.<column>` in the column's natural direction (figures most first,
 * labels A to Z), or `<table>.<column>.asc` / `.desc`; anything else is ignored.
 */
function parseSort(value: string): [CampaignTableId, SortOrder] | null {
  const [table = '', column = '', suffix, ...rest] = value.trim().split('.');
  if (rest.length > 0 || !isTableId(table) || !isSortColumn(column)) return null;
  if (suffix === undefined) return [table, { column, direction: naturalDirection(column) }];
  if (suffix === 'asc') return [table, { column, direction: 'ascending' }];
  if (suffix === 'desc') return [table, { column, direction: 'descending' }];
  return null;
}

/** The view a URL asks for; unknown or malformed parameters are ignored, never an error. */
export function parseCampaignViewState(params: URLSearchParams): CampaignViewState {
  const sort: CampaignViewState['sort'] = {};
  for (const value of params.getAll('sort')) {
    const parsed = parseSort(value);
    if (parsed && !sort[parsed[0]]) sort[parsed[0]] = parsed[1];
  }
  const asked = new Set(params.getAll('all').map((value) => value.trim()));
  return {
    range: parseRangeParam(params.get('range')),
    filters: parseCampaignFilters(params),
    sort,
    all: tableIds.filter((id) => asked.has(id)),
  };
}

/** A table's order: the one in the URL, or most visits first. */
export const sortOf = (state: CampaignViewState, table: CampaignTableId): SortOrder =>
  state.sort[table] ?? defaultSort;

const isDefault = (order: SortOrder) =>
  order.column === defaultSort.column && order.direction === defaultSort.direction;

/** The URL of a state: range, filters (lib/analytics/campaign-filters.ts), then sort and all. */
export function campaignHref(state: CampaignViewState, hash?: string): string {
  const params = new URLSearchParams(campaignQuery(state.filters, { range: state.range }));
  for (const id of tableIds) {
    const order = state.sort[id];
    if (!order || isDefault(order)) continue;
    const natural = order.direction === naturalDirection(order.column);
    const suffix = order.direction === 'ascending' ? '.asc' : '.desc';
    params.append('sort', `${id}.${order.column}${natural ? '' : suffix}`);
  }
  for (const id of state.all) params.append('all', id);
  return `${campaignsPath}?${params}${hash ? `#${hash}` : ''}`;
}

/** The id of a table's heading: sort and show-all links land back on their table. */
export const tableAnchor = (table: CampaignTableId) => `campaign-table-${table}`;

/** The same view over another range. */
export const rangeHref = (state: CampaignViewState, range: RangePreset) =>
  campaignHref({ ...state, range });

/** A row's link: its filters added to the view's (a row's value replaces the same filter's). */
export const rowFilterHref = (state: CampaignViewState, filter: CampaignFilters) =>
  campaignHref({ ...state, filters: { ...state.filters, ...filter } });

/** The view without one filter. */
export function removeFilterHref(state: CampaignViewState, name: CampaignFilterName): string {
  const { [name]: _removed, ...filters } = state.filters;
  return campaignHref({ ...state, filters });
}

/** The view without any filter (range, order and full tables kept). */
export const clearFiltersHref = (state: CampaignViewState) =>
  campaignHref({ ...state, filters: {} });

/**
 * A column header's link: the column in its natural direction, or, when the table is already
 * sorted that way by it, the other direction.
 */
export function sortHref(
  state: CampaignViewState,
  table: CampaignTableId,
  column: SortColumn,
): string {
  const current = sortOf(state, table);
  const natural = naturalDirection(column);
  const direction =
    current.column === column && current.direction === natural ? opposite(natural) : natural;
  return campaignHref(
    { ...state, sort: { ...state.sort, [table]: { column, direction } } },
    tableAnchor(table),
  );
}

/** A table's "Show all" (or "Show the top rows") link. */
export function showAllHref(
  state: CampaignViewState,
  table: CampaignTableId,
  all: boolean,
): string {
  const others = state.all.filter((id) => id !== table);
  const next = all ? tableIds.filter((id) => id === table || others.includes(id)) : others;
  return campaignHref({ ...state, all: next }, tableAnchor(table));
}

/** The CSV of the view as filtered (its range and filters; the CSV has every row in full). */
export const exportHref = (state: CampaignViewState) =>
  `${campaignExportPath}?${campaignQuery(state.filters, { range: state.range })}`;

/**
 * Rows in a table's order. A rate of nothing (null) goes last whichever the direction; ties keep
 * the most visits first, then the label, so that an order reads the same on every request.
 */
export function sortRows<T extends CampaignRow>(rows: readonly T[], order: SortOrder): T[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  const tieBreak = (a: T, b: T) => b.visits - a.visits || a.label.localeCompare(b.label, 'en');
  return [...rows].sort((a, b) => {
    if (order.column === 'label')
      return sign * a.label.localeCompare(b.label, 'en') || tieBreak(a, b);
    const x = a[order.column];
    const y = b[order.column];
    if (x === null && y === null) return tieBreak(a, b);
    if (x === null) return 1;
    if (y === null) return -1;
    return sign * (x - y) || tieBreak(a, b);
  });
}

/** Filter names as the page and the CSV show them. */
export const campaignFilterLabels: Record<CampaignFilterName, string> = dimensionLabels;

/** The active filters in their fixed order, for chips and the CSV. */
export const activeFilters = (filters: CampaignFilters) =>
  campaignFilterNames.flatMap((name) => {
    const value = filters[name];
    return value === undefined ? [] : [{ name, label: campaignFilterLabels[name], value }];
  });
