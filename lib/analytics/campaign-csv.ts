import { type CsvCell, toCsv } from '@/lib/csv';
import { campaignFilterIds, dimensionLabels } from '@/lib/db/campaign-model';
import { activeFilters, campaignColumns, campaignTables, valueColumns } from './campaign-links';
import type { CampaignFigures, CampaignRow, CampaignView } from './campaigns';
import { rangeRows } from './csv';

/** Percent with one decimal as a number (7.5), empty when there was nothing to divide by. */
const percent = (rate: number | null) =>
  rate === null || !Number.isFinite(rate) ? null : Math.round(rate * 1000) / 10;

const couldNotLoad = 'This figure could not be loaded.';

/**
 * The columns: the section and the row's label, then one column per dimension of the model
 * (lib/db/campaign-model.ts) holding the value the row stands for (a Campaigns row fills source,
 * medium and campaign; a Keywords row the keyword), then the measures.
 */
export const campaignCsvHeader = (currency: string) => [
  'Section',
  'Label',
  ...campaignFilterIds.map((id) => dimensionLabels[id]),
  ...campaignColumns.map((column) =>
    column.kind === 'rate' ? `${column.label} (%)` : column.label,
  ),
  ...valueColumns.map((column) =>
    column.kind === 'money' ? `${column.label} (${currency})` : column.label,
  ),
];

/** An amount in cents as units with two decimals ('400.00'); empty where unknown. */
const money = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));

/**
 * The measures in the page's column order, rates in percent; then the values (amounts in the
 * site's currency, return on ad spend as a multiple with two decimals), empty where unknown.
 */
const measures = (figures: CampaignFigures): CsvCell[] => [
  ...campaignColumns.map((column) =>
    column.kind === 'rate' ? percent(figures[column.key]) : figures[column.key],
  ),
  ...valueColumns.map((column) => {
    const value = figures[column.key];
    if (column.kind === 'money') return money(value);
    if (column.kind === 'multiple') return value === null ? null : value.toFixed(2);
    return value;
  }),
];

/** No dimension: the view's own figures. */
const noDimensions: CsvCell[] = campaignFilterIds.map(() => null);

/** A row with the value of each dimension its filter names. */
const tableRow = (section: string, row: CampaignRow): CsvCell[] => [
  section,
  row.label,
  ...campaignFilterIds.map((id) => row.filter[id] ?? null),
  ...measures(row),
];

/** A file name for the export, e.g. jackie-campaigns-30d-2025-06-16-to-2025-07-15.csv. */
export function campaignCsvFileName(view: CampaignView): string {
  return `jackie-campaigns-${view.preset}-${view.current.from ?? 'start'}-to-${view.current.to}.csv`;
}

/**
 * The view as loaded (its range and filters already applied): a few lines naming the range and
 * the filters, then one table of every figure, every table's rows in full and both funnels, with
 * a Section column. Every cell goes through lib/analytics/csv.ts, so no text runs as a formula.
 */
export function campaignCsv(view: CampaignView): string {
  const filters = activeFilters(view.filters);
  const rows: CsvCell[][] = [
    ...rangeRows('Campaign view export', view),
    ...(filters.length === 0
      ? [['Filters', 'none']]
      : filters.map((filter) => ['Filter', filter.label, filter.value])),
    [],
    campaignCsvHeader(view.values.currency),
  ];

  if (view.figures.error) rows.push(['Figures', couldNotLoad]);
  else {
    const { current, previous } = view.figures.value;
    rows.push(['Figures', view.label, ...noDimensions, ...measures(current)]);
    if (previous && view.comparison) {
      rows.push([
        'Figures',
        `Previous: ${view.comparison}`,
        ...noDimensions,
        ...measures(previous),
      ]);
    }
  }

  for (const table of campaignTables) {
    if (view.tables.error) {
      if (!table.optional) rows.push([table.title, couldNotLoad]);
    } else for (const row of view.tables.value[table.id]) rows.push(tableRow(table.title, row));
  }

  const funnels = [
    ['variants', 'Funnel by variant'],
    ['channels', 'Funnel by channel'],
  ] as const;
  for (const [key, section] of funnels) {
    if (view.funnel.error) rows.push([section, couldNotLoad]);
    else for (const row of view.funnel.value[key]) rows.push(tableRow(section, row));
  }

  return toCsv(rows);
}
