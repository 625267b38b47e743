import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Where a visit came from, in display order (the rules that assign them are
 * lib/analytics/channels.ts; docs/analytics.md). Kept here, by the table's check constraint, as
 * lead statuses are kept by theirs: adding a channel is a migration.
 */
export const channels = [
  'Direct',
  'Organic Search',
  'Paid Search',
  'Organic Social',
  'Paid Social',
  'Email',
  'Referral',
  'AI Assistants',
  'Other',
] as const;
export type Channel = (typeof channels)[number];

/** The device class of the visit's User-Agent (an iPad that sends a Mac's UA counts as desktop). */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The ad click ids a landing URL may carry; only which one is stored, never its value. */
export const clickIdKinds = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'] as const;
export type ClickIdKind = (typeof clickIdKinds)[number];

/** A check constraint's list of allowed values. */
export const oneOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * One row per tracker session (a browser tab's visit), written in the same statement as its
 * events (lib/db/queries/events.ts). The landing columns come from the session's first stored
 * page view and never change after; they are null until one is stored (a session seen only
 * through a conversion the server recorded, or a click that arrived before its page view). The
 * flags and the page-view count grow with every later batch. No address, no click id value, no
 * User-Agent: see the README's "Privacy".
 */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    /** The receive time of the session's first stored event. */
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    /** The first page view's `page` ('landing' for /, the path otherwise; no query). */
    landingPage: text('landing_page'),
    /** The referring site's host name, lower case; null for none or the site itself. */
    referrerHost: text('referrer_host'),
    /** From the landing URL's query: trimmed, source and medium lower-cased, lengths capped. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    clickId: text('click_id').$type<ClickIdKind>(),
    device: text('device').$type<DeviceClass>(),
    channel: text('channel').$type<Channel>(),
    pageViews: integer('page_views').notNull().default(0),
    bookingClicked: boolean('booking_clicked').notNull().default(false),
    contactSent: boolean('contact_sent').notNull().default(false),
    /** Set by the booking webhook (a later part); false until then. */
    booked: boolean('booked').notNull().default(false),
    /**
     * How often each campaign fact has happened in the session (a page view, a view of a page, a
     * booking click on a page and variant, a booked demo…; keys in lib/db/queries/events.ts). The
     * statement that adds to it also adds to `analytics_daily_campaigns`, and the count before the
     * statement (after minus the batch's) tells whether a fact is the session's first.
     */
    seen: jsonb('seen').$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [
    index('analytics_sessions_first_seen_idx').on(table.firstSeen),
    check('analytics_sessions_channel_check', sql`${table.channel} IN (${oneOf(channels)})`),
    check('analytics_sessions_device_check', sql`${table.device} IN (${oneOf(deviceClasses)})`),
    check('analytics_sessions_click_id_check', sql`${table.clickId} IN (${oneOf(clickIdKinds)})`),
  ],
);

/** What every campaign rollup counts (docs/analytics.md, "The campaign rollup"). */
const campaignMeasures = () => ({
  visits: bigint('visits', { mode: 'number' }).notNull().default(0),
  clicked: bigint('clicked', { mode: 'number' }).notNull().default(0),
  contacts: bigint('contacts', { mode: 'number' }).notNull().default(0),
  booked: bigint('booked', { mode: 'number' }).notNull().default(0),
  cancelled: bigint('cancelled', { mode: 'number' }).notNull().default(0),
});

/**
 * The campaign rollup (docs/analytics.md, "The campaign rollup"): per business day, by the
 * session's channel, source, medium, campaign, device and entry page, and by the page and booking
 * variant a fact happened on ('' for "any"), the sessions that visited, clicked a booking link or
 * sent a contact request (each counted once, on the day it first happened), and the booked demos
 * and cancellations (counted on the day the booking was made). Written in the same statement as
 * the events; `/admin/campaigns` and the overview's Visits and Booked demos read only this.
 */
export const analyticsDailyCampaigns = pgTable(
  'analytics_daily_campaigns',
  {
    page: text('page').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    variant: text('variant').notNull(),
    channel: text('channel').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    device: text('device').notNull(),
    entry: text('entry').notNull(),
    ...campaignMeasures(),
  },
  (table) => [
    // The selective filters (one campaign, one source) read their rows by index.
    index('analytics_daily_campaigns_campaign_idx').on(table.campaign, table.day),
    index('analytics_daily_campaigns_source_idx').on(table.source, table.day),
    primaryKey({
      name: 'analytics_daily_campaigns_pk',
      columns: [
        table.page,
        table.day,
        table.variant,
        table.channel,
        table.source,
        table.medium,
        table.campaign,
        table.device,
        table.entry,
      ],
    }),
  ],
);

/**
 * The campaign rollup folded per dimension (docs/analytics.md, "The campaign rollup"): per day,
 * for `dim` 'total' (value ''), 'channel', 'source', 'campaign' (source, medium and campaign,
 * tab-separated), 'entry', 'device' and 'page', and per variant, the same counts as
 * `analytics_daily_campaigns`. A few hundred rows a day whatever the traffic's spread, so a view
 * with no filter but the variant (and the page's figures) reads only these, at any range.
 */
export const analyticsDailyCampaignDims = pgTable(
  'analytics_daily_campaign_dims',
  {
    dim: text('dim').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    variant: text('variant').notNull(),
    ...campaignMeasures(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_daily_campaign_dims_pk',
      columns: [table.dim, table.day, table.value, table.variant],
    }),
  ],
);

/**
 * `analytics_daily_campaign_dims` summed per calendar month (`month` is its first day), in the same
 * statement: a range's whole months read one row per value instead of one per day, so an
 * unfiltered view of a year reads a few thousand rows.
 */
export const analyticsMonthlyCampaignDims = pgTable(
  'analytics_monthly_campaign_dims',
  {
    dim: text('dim').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    value: text('value').notNull(),
    variant: text('variant').notNull(),
    ...campaignMeasures(),
  },
  (table) => [
    primaryKey({
      name: 'analytics_monthly_campaign_dims_pk',
      columns: [table.dim, table.month, table.value, table.variant],
    }),
    check('analytics_monthly_campaign_dims_month_check', sql`extract(day FROM ${table.month}) = 1`),
  ],
);

/**
 * The campaign rollup's closed days folded into pairs of a filter and a table (docs/analytics.md,
 * "The campaign rollup"), so that a view filtered on one session dimension, one campaign or one
 * page reads its tables from a few rows per table value instead of scanning the full rollup:
 * per day, the facts of the rows whose `filter_dim` ('channel', 'source', 'medium', 'campaign'
 * (the name alone), 'source_medium_campaign' (tab-separated, as a Campaigns row sets it),
 * 'entry', 'device' or 'page') is `filter_value`, summed by `table_dim` ('channel', 'source',
 * 'campaign' (source, medium and campaign), 'entry', 'device', 'page') and its value, and by
 * variant. Written after the day is over by lib/analytics/campaign-folds.ts, never by the
 * events statement, so ingestion pays nothing for them; `analytics_campaign_folds` says which
 * days they hold.
 */
/**
 * The counts of the folds (pairs and cohorts): int4, as the vitals histograms' (./analytics.ts):
 * a row counts the sessions of one day or month of a filter value or a cohort, far below 2^31,
 * and int4 sums add in int8 instead of numeric.
 */
const foldedMeasures = () => ({
  visits: integer('visits').notNull().default(0),
  clicked: integer('clicked').notNull().default(0),
  contacts: integer('contacts').notNull().default(0),
  booked: integer('booked').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
});

const campaignPairColumns = () => ({
  filterDim: text('filter_dim').notNull(),
  filterValue: text('filter_value').notNull(),
  tableDim: text('table_dim').notNull(),
  tableValue: text('table_value').notNull(),
  variant: text('variant').notNull(),
  ...foldedMeasures(),
});

/** The columns a pair's row is keyed by, after its day, week or month. */
const pairKeyOf = (
  table: Record<'filterDim' | 'filterValue' | 'tableDim' | 'tableValue' | 'variant', AnyPgColumn>,
) => [table.filterDim, table.filterValue, table.tableDim, table.tableValue, table.variant] as const;

export const analyticsDailyCampaignPairs = pgTable(
  'analytics_daily_campaign_pairs',
  { day: date('day', { mode: 'string' }).notNull(), ...campaignPairColumns() },
  (table) => [
    // The day first: a fold replaces one day's rows, and a view reads a few days' rows of one
    // filter value.
    primaryKey({
      name: 'analytics_daily_campaign_pairs_pk',
      columns: [table.day, ...pairKeyOf(table)],
    }),
  ],
);

/** `analytics_daily_campaign_pairs` summed per calendar month (`month` is its first day). */
export const analyticsMonthlyCampaignPairs = pgTable(
  'analytics_monthly_campaign_pairs',
  { month: date('month', { mode: 'string' }).notNull(), ...campaignPairColumns() },
  (table) => [
    primaryKey({
      name: 'analytics_monthly_campaign_pairs_pk',
      columns: [table.month, ...pairKeyOf(table)],
    }),
    check(
      'analytics_monthly_campaign_pairs_month_check',
      sql`extract(day FROM ${table.month}) = 1`,
    ),
  ],
);

/**
 * `analytics_daily_campaign_pairs` summed per week of a month (`week` is its first day: the 1st,
 * 8th, 15th, 22nd or 29th), added to by each day's fold as its month is: a range that ends inside
 * a month reads that month's whole weeks here instead of their days (migration 0022).
 */
export const analyticsWeeklyCampaignPairs = pgTable(
  'analytics_weekly_campaign_pairs',
  { week: date('week', { mode: 'string' }).notNull(), ...campaignPairColumns() },
  (table) => [
    primaryKey({
      name: 'analytics_weekly_campaign_pairs_pk',
      columns: [table.week, ...pairKeyOf(table)],
    }),
    check(
      'analytics_weekly_campaign_pairs_week_check',
      sql`extract(day FROM ${table.week}) IN (1, 8, 15, 22, 29)`,
    ),
  ],
);

/**
 * `analytics_monthly_campaign_pairs` summed over every month: a range that holds every folded
 * month reads one row per table value of its filter here instead of one per month (all time at
 * 10M events: 700 rows of `device=mobile` instead of 9,600). Each day's fold adds to it what it
 * adds to its month.
 */
export const analyticsTotalCampaignPairs = pgTable(
  'analytics_total_campaign_pairs',
  campaignPairColumns(),
  (table) => [
    primaryKey({
      name: 'analytics_total_campaign_pairs_pk',
      columns: [...pairKeyOf(table)],
    }),
  ],
);

/**
 * The days folded into the pairs: a row with `stale` false holds the day as the campaign rollup
 * had it when it was folded; `stale` true says the rollup's day changed since (a booking made
 * that day was cancelled, a late delivery): read from the rollup until it is folded again.
 */
export const analyticsCampaignFolds = pgTable('analytics_campaign_folds', {
  day: date('day', { mode: 'string' }).primaryKey(),
  stale: boolean('stale').notNull(),
});

/**
 * Cohorts of the campaign rollup's sessions (docs/analytics.md, "Combined filters"), numbered as
 * the folder first meets them, at four levels: `full`, every session dimension (channel,
 * source, medium, campaign, device, entry page); `acquisition`, all but the entry page; `landing`,
 * the channel, device and entry page; `channel`, the channel and device. A dimension a level
 * leaves out is ''. A view that filters on
 * several session dimensions reads, for each table, the coarsest level that holds the filters and
 * the table's dimension: it finds its cohorts here (a few thousand rows at most) and reads only
 * their rows of `analytics_daily_campaign_cohorts` and `analytics_monthly_campaign_cohorts`.
 */
export const analyticsCampaignCohorts = pgTable(
  'analytics_campaign_cohorts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    level: text('level').notNull(),
    channel: text('channel').notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    campaign: text('campaign').notNull(),
    device: text('device').notNull(),
    entry: text('entry').notNull(),
  },
  (table) => [
    // The fold finds a row's cohort by all seven; a filter on the channel reads this one too.
    uniqueIndex('analytics_campaign_cohorts_key').on(
      table.level,
      table.channel,
      table.source,
      table.medium,
      table.campaign,
      table.device,
      table.entry,
    ),
    index('analytics_campaign_cohorts_source_idx').on(table.source),
    index('analytics_campaign_cohorts_medium_idx').on(table.medium),
    index('analytics_campaign_cohorts_campaign_idx').on(table.campaign),
    index('analytics_campaign_cohorts_device_idx').on(table.device),
    index('analytics_campaign_cohorts_entry_idx').on(table.entry),
    check(
      'analytics_campaign_cohorts_level_check',
      sql`${table.level} IN ('full', 'acquisition', 'landing', 'channel')`,
    ),
  ],
);

const campaignCohortColumns = () => ({
  cohort: integer('cohort').notNull(),
  page: text('page').notNull(),
  variant: text('variant').notNull(),
  ...foldedMeasures(),
});

/**
 * The campaign rollup's closed days summed per cohort of each level (`analytics_campaign_cohorts`),
 * keyed by cohort first, so that a view of a few cohorts reads a short run of the index each:
 * one run per cohort and run of days, its rows of every page together. Written by the folder with
 * the pairs. The primary key also holds the counts (`INCLUDE`, migration 0018), so that a view
 * reads only the index.
 */
export const analyticsDailyCampaignCohorts = pgTable(
  'analytics_daily_campaign_cohorts',
  { day: date('day', { mode: 'string' }).notNull(), ...campaignCohortColumns() },
  (table) => [
    primaryKey({
      name: 'analytics_daily_campaign_cohorts_pk',
      columns: [table.cohort, table.day, table.page, table.variant],
    }),
    // A day folded again replaces its rows: found by `day + 0`, an expression no view's read
    // names, so that the planner reads a view's days by cohort (PGlite's took a plain index on
    // the day for a range of days and read every cohort's rows of them).
    index('analytics_daily_campaign_cohorts_day_idx').on(sql`(${table.day} + 0)`),
  ],
);

/**
 * `analytics_daily_campaign_cohorts` summed per closed calendar month (`month` is its first day),
 * written when the month closes, keyed by cohort and page first: a view reads one page's (or every
 * page's) months of a cohort in one run. Its primary key holds the counts too (migration 0018).
 */
export const analyticsMonthlyCampaignCohorts = pgTable(
  'analytics_monthly_campaign_cohorts',
  { month: date('month', { mode: 'string' }).notNull(), ...campaignCohortColumns() },
  (table) => [
    primaryKey({
      name: 'analytics_monthly_campaign_cohorts_pk',
      columns: [table.cohort, table.page, table.month, table.variant],
    }),
    // A month closed again (its first later day folded again) is written anew; by `month + 0`,
    // as the daily rows' day.
    index('analytics_monthly_campaign_cohorts_month_idx').on(sql`(${table.month} + 0)`),
    check(
      'analytics_monthly_campaign_cohorts_month_check',
      sql`extract(day FROM ${table.month}) = 1`,
    ),
  ],
);

/**
 * `analytics_monthly_campaign_cohorts` summed over every month, added to by each day's fold as
 * its month is: a range over every folded month reads one row per cohort, page and variant here
 * instead of one per month. Its primary key holds the counts too (migration 0021).
 */
export const analyticsTotalCampaignCohorts = pgTable(
  'analytics_total_campaign_cohorts',
  campaignCohortColumns(),
  (table) => [
    primaryKey({
      name: 'analytics_total_campaign_cohorts_pk',
      columns: [table.cohort, table.page, table.variant],
    }),
  ],
);
