/**
 * The campaign view's model, declared once (docs/analytics.md, "The campaign model"): what a visit
 * is described by (its dimensions), what is counted of it (its measures), and which tables the view
 * shows. The read model's schema and feed (./campaign-store.ts), its queries, the URL's filters,
 * the CSV and the page's tables are all made from these lists: adding a dimension is one entry
 * here (and, when the session row lacks its column, one migration).
 *
 * Pure data and a few pure functions over it, no database: lib/analytics and the page's
 * components import it too.
 */
import { canonicalSourceSql } from '@/lib/sources';
import { bookedVariants } from './schema/bookings';

/**
 * A dimension of a visit, fixed by its first page view (or, for a booking the site cannot place,
 * by the delivery's UTM values): `sql` reads it from a row `s` of `analytics_sessions` as the
 * store keeps it (a value for every visit: an absent one is a word in parentheses).
 */
export type SessionDimension = {
  /** The filter's URL parameter and the store's column. */
  id: string;
  /** How a filter on it is named ("Channel: Paid Search"). */
  label: string;
  sql: string;
};

export const sessionDimensions = [
  { id: 'channel', label: 'Channel', sql: 's.channel' },
  {
    // One name per source (lib/sources.ts): google by UTM and google.com by referrer are one row.
    id: 'source',
    label: 'Source',
    sql: `coalesce(${canonicalSourceSql('coalesce(s.utm_source, s.referrer_host)')}, 'direct')`,
  },
  {
    // A visit from another site with no UTM values: its medium as its channel says it came.
    id: 'medium',
    label: 'Medium',
    sql: `coalesce(s.utm_medium,
      CASE WHEN s.utm_source IS NULL AND s.referrer_host IS NOT NULL THEN
        CASE s.channel WHEN 'Organic Search' THEN 'organic' WHEN 'Organic Social' THEN 'social'
          WHEN 'Email' THEN 'email' WHEN 'Paid Search' THEN 'cpc' WHEN 'Paid Social' THEN 'paid'
          ELSE 'referral' END
      ELSE '(none)' END)`,
  },
  // The referring site's host as received (www. removed), beside its source's one name.
  { id: 'referrer', label: 'Referring site', sql: "coalesce(s.referrer_host, '(none)')" },
  { id: 'campaign', label: 'Campaign', sql: "coalesce(s.utm_campaign, '(none)')" },
  { id: 'term', label: 'Keyword', sql: "coalesce(s.utm_term, '(none)')" },
  { id: 'entry', label: 'Entry page', sql: "coalesce(s.landing_page, '(none)')" },
  { id: 'device', label: 'Device', sql: "coalesce(s.device, '(unknown)')" },
] as const satisfies readonly SessionDimension[];

export type SessionDimensionId = (typeof sessionDimensions)[number]['id'];

/**
 * A dimension of one visit (`s`) in the model's own SQL, or null while no landed visit is on
 * record: how a lead or a booked demo names its channel, source and campaign as the view does.
 */
export function visitDimensionSql(id: SessionDimensionId): string {
  const dimension = sessionDimensions.find((candidate) => candidate.id === id);
  if (!dimension) throw new Error(`No session dimension ${id}`);
  return `CASE WHEN ${landedSql} THEN ${dimension.sql} END`;
}

/**
 * Whether a session row's dimensions are known (`s`): its first page view, or a booking's UTM
 * values, set them all at once. Until then (a click stored before its page view) it counts nowhere.
 */
export const landedSql = 's.channel IS NOT NULL';

/**
 * The two dimensions of a fact rather than of its visit: the page it happened on and the booking
 * link's variant ('' in the store stands for "any": every fact also counts on the '' rows).
 */
export const factDimensions = [
  { id: 'page', label: 'Page' },
  { id: 'variant', label: 'Variant' },
] as const;

export type FactDimensionId = (typeof factDimensions)[number]['id'];

/**
 * The page a booked demo (and its cancellation) counts on when it has none: a booking that
 * matched no visit, or whose visit clicked no booking link. With it, the Top pages column adds up
 * to the booked demos of the view.
 */
export const unknownPage = '(page unknown)';
export type CampaignDimensionId = SessionDimensionId | FactDimensionId;

/** A view's filters: at most one value per dimension (lib/analytics/campaign-filters.ts reads them). */
export type CampaignFilters = Partial<Record<CampaignDimensionId, string>>;

/** How each dimension is named on the page and in the CSV. */
export const dimensionLabels = Object.fromEntries(
  [...sessionDimensions, ...factDimensions].map((dimension) => [dimension.id, dimension.label]),
) as Record<CampaignDimensionId, string>;

/** Every filter the view takes, in the order its URL lists them. */
export const campaignFilterIds = [
  'channel',
  'source',
  'referrer',
  'medium',
  'campaign',
  'term',
  'page',
  'entry',
  'variant',
  'device',
] as const satisfies readonly CampaignDimensionId[];

/**
 * What is counted, each measure a count of facts of one `code` (less those of `less`). A visit's
 * facts (`per: 'visit'`) count once per visit, on the day it started; a booked demo and a
 * cancellation (`per: 'booking'`) each count, on the day the booking was made. A fact is kept for
 * any page and the page it happened on (a contact request only for any page, so a page filter
 * leaves none); `byVariant`: read at the variant filter's rows (a visit is of no variant: visits
 * are read at the rows of any variant, whatever the filter).
 */
export const campaignMeasures = [
  {
    id: 'visits',
    code: 'v',
    per: 'visit',
    label: 'Visits',
    counts: 'visits (with a page filter: visits that viewed the page)',
    byVariant: false,
  },
  {
    id: 'clicked',
    code: 'c',
    per: 'visit',
    label: 'Booking clicks',
    counts: 'visits with a click on a Book a Demo link (on the page, of the variant)',
    byVariant: true,
  },
  {
    id: 'contacts',
    code: 'k',
    per: 'visit',
    label: 'Contact requests',
    counts: 'visits that sent a contact request (none under a page or variant filter)',
    byVariant: true,
  },
  {
    id: 'booked',
    code: 'b',
    less: 'x',
    per: 'booking',
    label: 'Booked demos',
    counts: 'demos booked in the range and not cancelled since',
    byVariant: true,
  },
  {
    id: 'cancelled',
    code: 'x',
    per: 'booking',
    label: 'Cancellations',
    counts: 'demos booked in the range and cancelled since',
    byVariant: true,
  },
] as const satisfies readonly {
  id: string;
  code: string;
  less?: string;
  per: 'visit' | 'booking';
  label: string;
  counts: string;
  byVariant: boolean;
}[];

export type CampaignMeasureId = (typeof campaignMeasures)[number]['id'];
export type CampaignMeasures = Record<CampaignMeasureId, number>;

/** A table's or funnel's row: the value it shows, the filters a click on it adds, its measures. */
export type CampaignMeasureRow = CampaignMeasures & { label: string; filter: CampaignFilters };

/** Every measure at 0. */
export const noMeasures = (): CampaignMeasures =>
  Object.fromEntries(campaignMeasures.map((measure) => [measure.id, 0])) as CampaignMeasures;

/** Most visits first, then most booking clicks, then by label: a stable order for every table. */
export const byVisits = (a: CampaignMeasureRow, b: CampaignMeasureRow) =>
  b.visits - a.visits || b.clicked - a.clicked || a.label.localeCompare(b.label);

/**
 * The funnel by variant from the measures read per variant ('' for any), whichever store read
 * them: a row per booked variant (the filter's alone when there is one), each starting from every
 * visit of the view (a visit is of no variant); a contact request is of no variant.
 */
export function variantFunnel(
  byVariant: Map<string, CampaignMeasures>,
  filters: CampaignFilters,
): CampaignMeasureRow[] {
  const visits = byVariant.get('')?.visits ?? 0;
  return bookedVariants
    .filter((variant) => filters.variant === undefined || filters.variant === variant)
    .map((variant) => ({
      ...noMeasures(),
      ...byVariant.get(variant),
      visits,
      contacts: 0,
      label: variant,
      filter: { variant },
    }));
}

/** The analytics events that carry each measure's facts. */
export const measureEvents = {
  page_view: 'v',
  cta_click: 'c',
  contact_submit: 'k',
  booked_demo: 'b',
  booking_cancelled: 'x',
} as const;

/**
 * The view's tables in page order: each groups by one or more dimensions (a Campaigns row is a
 * source, medium and campaign together; a click on it filters on all three); `label` is the
 * dimension its rows are named by. `whenAny`: shown only when some visit in the range has a value
 * other than the absent one (`none`): keywords come from paid search alone.
 */
export type CampaignTable = {
  id: string;
  title: string;
  column: string;
  by: readonly CampaignDimensionId[];
  whenAny?: { none: string };
};

export const campaignTables = [
  { id: 'channels', title: 'Channels', column: 'Channel', by: ['channel'] },
  { id: 'sources', title: 'Sources', column: 'Source', by: ['source'] },
  {
    id: 'referrers',
    title: 'Referring sites',
    column: 'Referring site',
    by: ['referrer'],
    whenAny: { none: '(none)' },
  },
  {
    id: 'campaigns',
    title: 'Campaigns',
    column: 'Source / medium / campaign',
    by: ['source', 'medium', 'campaign'],
  },
  {
    id: 'keywords',
    title: 'Keywords',
    column: 'Keyword',
    by: ['term'],
    whenAny: { none: '(none)' },
  },
  { id: 'pages', title: 'Top pages', column: 'Page', by: ['page'] },
  { id: 'entries', title: 'Entry pages', column: 'Entry page', by: ['entry'] },
  { id: 'devices', title: 'Devices', column: 'Device', by: ['device'] },
] as const satisfies readonly CampaignTable[];

export type CampaignTableId = (typeof campaignTables)[number]['id'];

/**
 * What a booked demo costs and what it is worth (docs/analytics.md, "Ad spend and deal values"):
 * sums read from the imported ad spend and the CRM's deals rather than counted from events, in
 * the site's currency (cents). `by`: the dimensions a measure is split and filtered by. Spend
 * knows a campaign's source, medium and name (and so its channel), nothing of a visit's page,
 * device or keyword: under any other filter it is not known (a dash). A deal counts on the day its
 * booking was made, with every dimension of the visit that booked it, whatever became of the
 * booking since.
 */
export const valueMeasures = [
  {
    id: 'spend',
    label: 'Spend',
    kind: 'money',
    counts: 'the imported cost of the ads on the days of the range',
    by: 'spend',
  },
  {
    id: 'qualifiedDeals',
    label: 'Qualified deals',
    kind: 'count',
    counts: 'deals of demos booked in the range that the CRM marked qualified or won',
    by: 'visit',
  },
  {
    id: 'pipeline',
    label: 'Pipeline',
    kind: 'money',
    counts: 'the amount of those deals still open (qualified)',
    by: 'visit',
  },
  {
    id: 'wonRevenue',
    label: 'Won revenue',
    kind: 'money',
    counts: 'the amount of those deals won',
    by: 'visit',
  },
] as const satisfies readonly {
  id: string;
  label: string;
  kind: 'money' | 'count';
  counts: string;
  by: 'spend' | 'visit';
}[];

export type ValueMeasureId = (typeof valueMeasures)[number]['id'];

/** The value measures of a view or row: spend is null where no spend is known (see `spendDimensions`). */
export type ValueMeasures = { spend: number | null } & Record<
  Exclude<ValueMeasureId, 'spend'>,
  number
>;

/** The dimensions spend is split and filtered by: a filter on any other leaves it unknown. */
export const spendDimensions = [
  'channel',
  'source',
  'medium',
  'campaign',
] as const satisfies readonly SessionDimensionId[];

/** The tables that show the value measures: those whose rows spend can be split by. */
export const valueTables = [
  'channels',
  'sources',
  'campaigns',
] as const satisfies readonly CampaignTableId[];

/**
 * The ratios of the value measures, each null when there is nothing to divide by or no spend: never
 * a division by zero. `of` divides `part` by it.
 */
export const valueRatios = [
  { id: 'costPerVisit', label: 'Cost per visit', part: 'spend', of: 'visits', kind: 'money' },
  {
    id: 'costPerBooked',
    label: 'Cost per booked demo',
    part: 'spend',
    of: 'booked',
    kind: 'money',
  },
  { id: 'roas', label: 'Return on ad spend', part: 'wonRevenue', of: 'spend', kind: 'ratio' },
] as const;

export type ValueRatioId = (typeof valueRatios)[number]['id'];

/** No deals, and spend unknown. */
export const noValues = (): ValueMeasures => ({
  spend: null,
  qualifiedDeals: 0,
  pipeline: 0,
  wonRevenue: 0,
});

/** A campaign as the visits name it (the store's combos list them), or as a report names it. */
export type NamedCampaign = { source: string; medium: string; campaign: string };

/**
 * The campaign the visits were seen with that a report's campaign is: the same source (its one
 * name) and the same name ignoring case; of several, the one of the report's medium first.
 * Undefined when no visit names it (the ads' final URLs lack its `utm_campaign`).
 */
export function findSeenCampaign(
  seen: readonly NamedCampaign[],
  spent: NamedCampaign,
): NamedCampaign | undefined {
  const name = spent.campaign.toLowerCase();
  const matches = seen.filter(
    (candidate) => candidate.source === spent.source && candidate.campaign.toLowerCase() === name,
  );
  return matches.find((candidate) => candidate.medium === spent.medium) ?? matches[0];
}
