import 'server-only';
import type { DayRange } from '@/lib/calendar';
import {
  byVisits,
  type CampaignFilters,
  type CampaignMeasureRow,
  type CampaignMeasures,
  variantFunnel,
} from '../campaign-model';
import type { SqlClient } from '../client';
import { readCohortTables, readCohortVariants } from './campaign-cohorts';
import {
  measuresSql,
  type PairFilter,
  type PairRow,
  type RangeSplit,
  readPairTables,
  readPairVariants,
  readRangeSplit,
  type SplitOptions,
  type VariantRow,
  variantSumsSql,
} from './campaign-pairs';
import { rangeRows } from './periods';
import { queryRows } from './rows';

/*
 * The campaign view's figures, tables and funnels, all read from `analytics_daily_campaigns`, its
 * fold per dimension (per day and per month, `analytics_daily_campaign_dims` and
 * `analytics_monthly_campaign_dims`) when no session dimension is filtered on, or its closed days'
 * pairs of a filter and a table (./campaign-pairs.ts) under one filter, or their cohorts
 * (./campaign-cohorts.ts) under combined filters (docs/analytics.md, "The campaign rollup");
 * never from events or sessions. A rollup row's page and variant say which facts it counts: ''
 * is "any", so a view without a page filter reads the rows of page '', one with `page=/pools`
 * those of page '/pools'; visits are always read from variant '' rows (a visit is of no
 * variant), clicks and booked demos from the variant filter's.
 */

/** What the rollup counts and how its rows read: the model's (../campaign-model.ts). */
export type { CampaignFilters, CampaignMeasureRow, CampaignMeasures };

export const campaignTableIds = [
  'channels',
  'sources',
  'campaigns',
  'pages',
  'entries',
  'devices',
] as const;
export type CampaignTableId = (typeof campaignTableIds)[number];

/** The session dimensions a filter can name, as rollup columns. */
const sessionFilters = ['channel', 'source', 'medium', 'campaign', 'device', 'entry'] as const;

/**
 * The WHERE clause of a list of days (those the folds do not hold: ./campaign-pairs.ts, `rawDays`)
 * and filters, and its parameters: $1 the days, $2 the last of them, $3 the page row ('' without a
 * page filter), $4 the variant row ('' without a variant filter), then one parameter per session
 * filter given. `each` reads the rows of every page (or variant) instead of the filter's one.
 */
function where(
  days: string[],
  filters: CampaignFilters,
  pages: 'filter' | 'each',
  variants: 'filter' | 'each' = 'filter',
) {
  const params: unknown[] = [days, days.at(-1) ?? null, filters.page ?? '', filters.variant ?? ''];
  const clauses = [
    'day = ANY($1::date[])',
    'day <= $2::date',
    // Each parameter is named even where it changes nothing, so that its type is known.
    pages === 'each' && filters.page === undefined
      ? // The pages with a fact on those days, so that their rows are read by the primary key
        // (page, day).
        `page <> $3::text AND page = ANY(ARRAY(
          SELECT DISTINCT value FROM analytics_daily_campaign_dims
          WHERE dim = 'page' AND day = ANY($1::date[])))`
      : 'page = $3::text',
    variants === 'each' && filters.variant === undefined
      ? '$4::text = $4::text'
      : "variant IN ('', $4::text)",
  ];
  for (const name of sessionFilters) {
    const value = filters[name];
    if (value === undefined) continue;
    params.push(value);
    clauses.push(`${name} = $${params.length}`);
  }
  return { sql: clauses.join(' AND '), params };
}

const wideMeasures = measuresSql("page = ''");
const narrowMeasures = measuresSql("dim <> 'page'");

/** Whether a filter names a session dimension (then only the wide rollup can answer). */
const filtersSessions = (filters: CampaignFilters) =>
  sessionFilters.some((name) => filters[name] !== undefined);

/**
 * The one row of the narrow rollup that holds a view's sessions, when there is one: the total, a
 * page, one channel, source, device or entry page, or one campaign (source, medium and campaign,
 * as a click on a Campaigns row sets them). Null when the filters combine dimensions.
 */
function narrowTarget(filters: CampaignFilters): { dim: string; value: string } | null {
  const target = pairTarget(filters);
  if (target === null) {
    return filtersSessions(filters) || filters.page !== undefined
      ? null
      : { dim: 'total', value: '' };
  }
  // The narrow rollup keeps a Campaigns row as its 'campaign', and no medium or campaign name alone.
  if (target.dim === 'source_medium_campaign') return { dim: 'campaign', value: target.value };
  return target.dim === 'medium' || target.dim === 'campaign' ? null : target;
}

/**
 * The per-dimension rows of a range ($1/$2 the days) that meet `conditions`, from the daily and
 * monthly folds (./periods.ts).
 */
const dimensionRows = (conditions: string) =>
  rangeRows(
    { daily: 'analytics_daily_campaign_dims', monthly: 'analytics_monthly_campaign_dims' },
    'dim, value, variant',
    ['visits', 'clicked', 'contacts', 'booked', 'cancelled'],
    conditions,
  );

/**
 * The narrow rollup's rows of one dimension value (`narrowTarget`) for a range and variant
 * filter: $1/$2 the days, $3 the dimension, $4 the variant ('' for none), $5 the value.
 */
function narrowRows(
  range: DayRange,
  filters: CampaignFilters,
  target: { dim: string; value: string },
  variants: 'filter' | 'each',
) {
  return {
    sql: dimensionRows(
      `dim = $3::text AND value = $5::text AND ${
        variants === 'each' && filters.variant === undefined
          ? '$4::text = $4::text'
          : "variant IN ('', $4::text)"
      }`,
    ),
    params: [range.from, range.to, target.dim, filters.variant ?? '', target.value],
  };
}

type MeasureRecord = Record<keyof CampaignMeasures, unknown>;
const num = (value: unknown) => Number(value ?? 0);
const toMeasures = (row: Partial<MeasureRecord> | undefined): CampaignMeasures => ({
  visits: num(row?.visits),
  clicked: num(row?.clicked),
  booked: num(row?.booked),
  cancelled: num(row?.cancelled),
  contacts: num(row?.contacts),
});

export async function getCampaignFigures(
  db: SqlClient,
  range: DayRange,
  filters: CampaignFilters,
): Promise<CampaignMeasures> {
  const target = narrowTarget(filters);
  if (target) {
    const narrow = narrowRows(range, filters, target, 'filter');
    const { rows } = await db.query<MeasureRecord>(
      `SELECT ${narrowMeasures} FROM ${narrow.sql}`,
      narrow.params,
    );
    return toMeasures(rows[0]);
  }
  // A medium or a campaign name alone, or combined filters: the narrow rollup does not keep them.
  const byVariant = await variantsOf(db, range, filters);
  const all = byVariant.get('') ?? toMeasures(undefined);
  const chosen = byVariant.get(filters.variant ?? '') ?? toMeasures(undefined);
  return {
    ...chosen,
    visits: all.visits,
    // A contact request is of no page and no variant.
    contacts: filters.variant === undefined && filters.page === undefined ? all.contacts : 0,
  };
}

/**
 * Per variant ('' for any), the measures of a view the narrow rollup does not answer: the folded
 * days from the pairs or the cohorts (`foldedReader`), the others from the full rollup, added up.
 */
async function variantsOf(
  db: SqlClient,
  range: DayRange,
  filters: CampaignFilters,
): Promise<Map<string, CampaignMeasures>> {
  const reader = foldedReader(filters);
  const split = await readRangeSplit(db, range, reader.splitOptions);
  const [folded, unfolded] = await Promise.all([
    reader.variants(db, split),
    split.rawDays.length === 0 ? [] : rawVariants(db, split.rawDays, filters),
  ]);
  const byVariant = new Map<string, CampaignMeasures>();
  for (const row of [...folded, ...unfolded]) {
    const kept = byVariant.get(row.variant) ?? toMeasures(undefined);
    const measured = toMeasures(row);
    for (const measure of measureNames) kept[measure] += measured[measure];
    byVariant.set(row.variant, kept);
  }
  return byVariant;
}

/**
 * Where the folded days of a view under filters are read from: the pairs of its one filter, or,
 * for combined filters, the cohorts that match them (./campaign-cohorts.ts); and how a range is
 * split for them (the pairs read weeks, the cohorts do not: `SplitOptions`).
 */
function foldedReader(filters: CampaignFilters): {
  splitOptions: SplitOptions;
  tables: (db: SqlClient, split: RangeSplit, variant: string) => Promise<PairRow[]>;
  variants: (db: SqlClient, split: RangeSplit) => Promise<VariantRow[]>;
} {
  const pair = pairTarget(filters);
  if (pair) {
    return {
      splitOptions: { weeks: true },
      tables: (db, split, variant) => readPairTables(db, split, pair, variant),
      variants: (db, split) => readPairVariants(db, split, pair),
    };
  }
  return {
    splitOptions: { weeks: false },
    tables: (db, split, variant) => readCohortTables(db, split, filters, variant),
    variants: (db, split) => readCohortVariants(db, split, filters),
  };
}

/** The full rollup's measures per variant ('' for any) of a list of days. */
async function rawVariants(db: SqlClient, days: string[], filters: CampaignFilters) {
  const { sql, params } = where(days, filters, 'filter', 'each');
  const { rows } = await db.query<MeasureRecord & { variant: string }>(
    `SELECT variant, ${variantSumsSql} FROM analytics_daily_campaigns WHERE ${sql} GROUP BY variant`,
    params,
  );
  return rows;
}

type GroupedRow = MeasureRecord & {
  set: number;
  channel: string | null;
  source: string | null;
  medium: string | null;
  campaign: string | null;
  entry: string | null;
  device: string | null;
};

/**
 * The one filter of a view that the pairs answer (./campaign-pairs.ts): one session dimension,
 * one Campaigns row (source, medium and campaign) or one page, with or without a variant. Null
 * for none (the narrow rollup answers) and for combined filters (the full rollup answers).
 */
function pairTarget(filters: CampaignFilters): PairFilter | null {
  const given = sessionFilters.filter((name) => filters[name] !== undefined);
  if (given.length === 0) {
    return filters.page === undefined ? null : { dim: 'page', value: filters.page };
  }
  if (filters.page !== undefined) return null;
  const { source, medium, campaign } = filters;
  if (
    given.length === 3 &&
    source !== undefined &&
    medium !== undefined &&
    campaign !== undefined
  ) {
    return { dim: 'source_medium_campaign', value: `${source}\t${medium}\t${campaign}` };
  }
  const [name] = given;
  if (given.length !== 1 || name === undefined) return null;
  return { dim: name, value: filters[name] as string };
}

/**
 * Every table of the view. Unfiltered (but for the variant): from the narrow rollup. Else the
 * folded days from the pairs of the one filter or from the cohorts of combined filters, the
 * others (today, a day changed since its fold) from the full rollup, added up.
 */
export async function getCampaignTables(
  db: SqlClient,
  range: DayRange,
  filters: CampaignFilters,
): Promise<Record<CampaignTableId, CampaignMeasureRow[]>> {
  if (!filtersSessions(filters) && filters.page === undefined) {
    return narrowTables(db, range, filters);
  }
  const reader = foldedReader(filters);
  const split = await readRangeSplit(db, range, reader.splitOptions);
  const [folded, raw] = await Promise.all([
    reader.tables(db, split, filters.variant ?? ''),
    split.rawDays.length > 0 ? wideTables(db, split.rawDays, filters) : emptyTables(),
  ]);
  const tables = emptyTables();
  const byLabel = new Map<string, CampaignMeasureRow>();
  const add = (id: CampaignTableId, row: CampaignMeasureRow) => {
    const key = `${id}\n${row.label}`;
    const kept = byLabel.get(key);
    if (!kept) {
      byLabel.set(key, row);
      tables[id].push(row);
      return;
    }
    for (const measure of measureNames) kept[measure] += row[measure];
  };
  for (const row of folded) {
    const found = dimensionRow(row.table_dim, row.table_value, toMeasures(row));
    if (found) add(found.id, found.row);
  }
  for (const id of campaignTableIds) for (const row of raw[id]) add(id, row);
  return sorted(tables);
}

const measureNames = ['visits', 'clicked', 'booked', 'cancelled', 'contacts'] as const;

/** Each table in its order (`byVisits`). */
function sorted(tables: Record<CampaignTableId, CampaignMeasureRow[]>) {
  for (const id of campaignTableIds) tables[id].sort(byVisits);
  return tables;
}

/**
 * The five tables by session dimension in one scan of the full rollup (grouping sets), the pages
 * in a second one over the rows of each page, for a list of days.
 */
async function wideTables(
  db: SqlClient,
  days: string[],
  filters: CampaignFilters,
): Promise<Record<CampaignTableId, CampaignMeasureRow[]>> {
  const bySession = where(days, filters, 'filter');
  const byPage = where(days, filters, 'each');
  const [grouped, pages] = await Promise.all([
    queryRows<GroupedRow>(
      db,
      `SELECT GROUPING(channel, source, medium, campaign, entry, device) AS set,
         channel, source, medium, campaign, entry, device, ${wideMeasures}
       FROM analytics_daily_campaigns
       WHERE ${bySession.sql}
       GROUP BY GROUPING SETS ((channel), (source), (source, medium, campaign), (entry), (device))`,
      bySession.params,
    ),
    queryRows<MeasureRecord & { page: string }>(
      db,
      `SELECT page, ${wideMeasures}
       FROM analytics_daily_campaigns
       WHERE ${byPage.sql}
       GROUP BY page`,
      byPage.params,
    ),
  ]);
  const tables = emptyTables();
  for (const row of grouped) {
    const add = (id: CampaignTableId, label: string, filter: CampaignFilters) =>
      tables[id].push({ ...toMeasures(row), label, filter });
    // GROUPING's bits, channel first: 0 marks the columns a row is grouped by.
    const set = num(row.set);
    if (set === 0b011111 && row.channel !== null)
      add('channels', row.channel, { channel: row.channel });
    else if (set === 0b101111 && row.source !== null)
      add('sources', row.source, { source: row.source });
    else if (
      set === 0b100011 &&
      row.source !== null &&
      row.medium !== null &&
      row.campaign !== null
    )
      add('campaigns', `${row.source} / ${row.medium} / ${row.campaign}`, {
        source: row.source,
        medium: row.medium,
        campaign: row.campaign,
      });
    else if (set === 0b111101 && row.entry !== null)
      add('entries', row.entry, { entry: row.entry });
    else if (set === 0b111110 && row.device !== null)
      add('devices', row.device, { device: row.device });
  }
  for (const row of pages) {
    tables.pages.push({ ...toMeasures(row), label: row.page, filter: { page: row.page } });
  }
  return tables;
}

/**
 * A table row from a dimension and its value as the narrow rollup and the pairs keep them (a
 * campaign is source, medium and campaign, tab-separated); null for a dimension of no table.
 */
function dimensionRow(
  dim: string,
  value: string,
  measured: CampaignMeasures,
): { id: CampaignTableId; row: CampaignMeasureRow } | null {
  const id = tableOf[dim];
  if (!id) return null;
  if (dim === 'campaign') {
    const [source = '', medium = '', campaign = ''] = value.split('\t');
    return {
      id,
      row: {
        ...measured,
        label: `${source} / ${medium} / ${campaign}`,
        filter: { source, medium, campaign },
      },
    };
  }
  return { id, row: { ...measured, label: value, filter: { [dim]: value } } };
}

const tableOf: Partial<Record<string, CampaignTableId>> = {
  channel: 'channels',
  source: 'sources',
  campaign: 'campaigns',
  entry: 'entries',
  device: 'devices',
  page: 'pages',
};

/** Every table of an unfiltered view (but for the variant), from the narrow rollup. */
async function narrowTables(
  db: SqlClient,
  range: DayRange,
  filters: CampaignFilters,
): Promise<Record<CampaignTableId, CampaignMeasureRow[]>> {
  const rows = await queryRows<MeasureRecord & { dim: string; value: string }>(
    db,
    `SELECT dim, value, ${narrowMeasures}
     FROM ${dimensionRows("dim = ANY($3::text[]) AND variant IN ('', $4::text)")}
     GROUP BY dim, value`,
    // The dimensions named, not "all but the total": the rows are keyed by dimension first, so
    // each is read by index.
    [range.from, range.to, Object.keys(tableOf), filters.variant ?? ''],
  );
  const tables = emptyTables();
  for (const row of rows) {
    const found = dimensionRow(row.dim, row.value, toMeasures(row));
    if (found) tables[found.id].push(found.row);
  }
  return sorted(tables);
}

const emptyTables = (): Record<CampaignTableId, CampaignMeasureRow[]> => ({
  channels: [],
  sources: [],
  campaigns: [],
  pages: [],
  entries: [],
  devices: [],
});

/**
 * The funnel per booking variant: every visit of the view, then the sessions that clicked that
 * variant's link and the demos booked through it (`other` holds bookings whose link the site did
 * not know). A variant filter leaves only its own row. (The funnel per channel is the channel
 * table's rows.)
 */
export async function getVariantFunnel(
  db: SqlClient,
  range: DayRange,
  filters: CampaignFilters,
): Promise<CampaignMeasureRow[]> {
  const target = narrowTarget(filters);
  let found: Map<string, CampaignMeasures>;
  if (target) {
    const narrow = narrowRows(range, filters, target, 'each');
    const { rows } = await db.query<MeasureRecord & { variant: string }>(
      `SELECT variant, ${variantSumsSql} FROM ${narrow.sql} GROUP BY variant`,
      narrow.params,
    );
    found = new Map(rows.map((row) => [row.variant, toMeasures(row)]));
  } else found = await variantsOf(db, range, filters);
  return variantFunnel(found, filters);
}
