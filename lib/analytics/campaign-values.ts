import {
  type CampaignDimensionId,
  type CampaignFilters,
  type CampaignMeasures,
  type CampaignTableId,
  campaignTables,
  findSeenCampaign,
  noValues,
  spendDimensions,
  type ValueMeasures,
  type ValueRatioId,
  valueMeasures,
  valueTables,
} from '@/lib/db/campaign-model';
import { canonicalSource } from '@/lib/sources';
import { channelOf } from './channels';

/*
 * The value measures of a view (lib/db/campaign-model.ts, `valueMeasures`): the imported spend
 * placed on the campaigns the visits name, and the deals on the visits that booked them, summed
 * for the view's filters and by the rows of the tables that show them. Pure: the rows come from
 * lib/db/queries/campaign-values.ts and the read model's campaigns.
 */

/** A campaign's spend over a range, as imported. */
export type SpendInput = { source: string; medium: string; campaign: string; cost: number };

/** Deals summed by the dimensions of their visit, their booking's page and variant. */
export type DealInput = Record<CampaignDimensionId, string> & {
  qualified: number;
  pipeline: number;
  won: number;
};

/** A campaign as the visits name it. */
export type SeenCampaign = { source: string; medium: string; campaign: string };

export type ValueTableId = (typeof valueTables)[number];

/** A table row's values, keyed as `rowKey` keys the read model's row of the same filters. */
export type ValueRow = { filter: CampaignFilters; label: string; values: ValueMeasures };

export type CampaignValues = {
  figures: ValueMeasures;
  tables: Record<ValueTableId, Map<string, ValueRow>>;
};

const tableBy = (id: ValueTableId) =>
  campaignTables.find((table) => table.id === id)?.by ?? ([] as const);

/** A row's key: the values of its table's dimensions, in the table's order. */
export const rowKey = (by: readonly string[], filter: CampaignFilters) =>
  by.map((id) => filter[id as keyof CampaignFilters] ?? '').join('\u0000');

/**
 * Where a campaign's spend counts: its source's one name, and the visits' spelling and medium of
 * the campaign when they saw it with that source (case-insensitively; a medium equal to the
 * report's first), else the report's name and medium; and the channel those make.
 */
export function placeSpend(
  spend: SpendInput,
  seen: readonly SeenCampaign[],
): Record<(typeof spendDimensions)[number], string> {
  const source = canonicalSource(spend.source) ?? spend.source;
  const match = findSeenCampaign(seen, { ...spend, source });
  const medium = match?.medium ?? spend.medium;
  return {
    channel: channelOf({ referrerHost: null, utmSource: source, utmMedium: medium, clickId: null }),
    source,
    medium,
    campaign: match?.campaign ?? spend.campaign,
  };
}

const addSpend = (values: ValueMeasures, cost: number) => {
  values.spend = (values.spend ?? 0) + cost;
};

const addDeals = (values: ValueMeasures, deal: DealInput) => {
  values.qualifiedDeals += deal.qualified;
  values.pipeline += deal.pipeline;
  values.wonRevenue += deal.won;
};

/**
 * The view's value measures under `filters`, and per row of the Channels, Sources and Campaigns
 * tables. Spend is known only when every filter is one of `spendDimensions`; a figure or row with
 * no spend row under it has spend null (a dash), never 0 by default.
 */
export function campaignValues(
  spend: readonly SpendInput[],
  deals: readonly DealInput[],
  seen: readonly SeenCampaign[],
  filters: CampaignFilters,
): CampaignValues {
  const active = Object.entries(filters).filter(([, value]) => value !== undefined);
  const spendKnown = active.every(([id]) => (spendDimensions as readonly string[]).includes(id));
  const figures = noValues();
  const tables = Object.fromEntries(
    valueTables.map((id) => [id, new Map<string, ValueRow>()]),
  ) as CampaignValues['tables'];
  type Place = Partial<Record<CampaignDimensionId, string>>;
  const byOf = new Map(valueTables.map((id) => [id, tableBy(id)]));
  // Thousands of deals: the key is read straight from the place (as `rowKey` reads a filter),
  // and a row's filter and label are made once, for its first deal.
  const rowOf = (table: ValueTableId, place: Place) => {
    const by = byOf.get(table) ?? [];
    const key = rowKey(by, place);
    let row = tables[table].get(key);
    if (!row) {
      const filter = Object.fromEntries(by.map((id) => [id, place[id] ?? ''])) as CampaignFilters;
      row = { filter, label: by.map((id) => place[id] ?? '').join(' / '), values: noValues() };
      tables[table].set(key, row);
    }
    return row.values;
  };
  const passes = (place: Place) =>
    active.every(([id, value]) => place[id as CampaignDimensionId] === value);

  if (spendKnown) {
    for (const row of spend) {
      const place = placeSpend(row, seen);
      if (!passes(place)) continue;
      addSpend(figures, row.cost);
      for (const table of valueTables) addSpend(rowOf(table, place), row.cost);
    }
  }
  for (const deal of deals) {
    if (!passes(deal)) continue;
    addDeals(figures, deal);
    for (const table of valueTables) addDeals(rowOf(table, deal), deal);
  }
  return { figures, tables };
}

/** The value measures with their ratios (lib/db/campaign-model.ts, `valueRatios`). */
export type ValueFigures = ValueMeasures & Record<ValueRatioId, number | null>;

const ratio = (part: number | null, whole: number | null) =>
  part === null || whole === null || whole <= 0 ? null : part / whole;

/** A row's or the view's value measures and ratios, beside its counts. */
export const withValueRatios = (counts: CampaignMeasures, values: ValueMeasures): ValueFigures => ({
  ...values,
  costPerVisit: ratio(values.spend, counts.visits),
  costPerBooked: ratio(values.spend, counts.booked),
  roas: ratio(values.spend === null ? null : values.wonRevenue, values.spend),
});

/** Whether a table shows the value measures. */
export const isValueTable = (id: CampaignTableId): id is ValueTableId =>
  (valueTables as readonly string[]).includes(id);

/** The value measures' labels, by id, for the page and the CSV. */
export const valueMeasureLabels = Object.fromEntries(
  valueMeasures.map((measure) => [measure.id, measure.label]),
) as Record<(typeof valueMeasures)[number]['id'], string>;
