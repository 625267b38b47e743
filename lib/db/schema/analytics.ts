import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bucketColumns } from './vitals';

/**
 * One row per event, insert-only. The columns are the original hosted table's, so a database
 * that already has it is adopted as it is (see the first migration).
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sessionId: text('session_id'),
    userAgent: text('user_agent'),
    page: text('page'),
    url: text('url'),
    label: text('label'),
    variant: text('variant'),
    durationMs: integer('duration_ms'),
    metadata: jsonb('metadata'),
    eventType: text('event_type'),
  },
  (table) => [
    index('analytics_events_created_at_idx').on(table.createdAt),
    // A booking the booking service cannot place is placed from its session's booking clicks.
    index('analytics_events_click_session_idx')
      .on(table.sessionId, table.createdAt)
      .where(sql`event_type = 'cta_click'`),
  ],
);

/**
 * Per-day counts maintained in the same transaction as the raw insert, so dashboard figures
 * never scan the raw table. `day` is the calendar day in the business time zone; `variant` and
 * `page` are '' when the event has none.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    page: text('page').notNull(),
    variant: text('variant').notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
    /** Sum and count of positive durations only: averages exclude zero or missing durations. */
    durationSum: bigint('duration_sum', { mode: 'number' }).notNull().default(0),
    durationCount: bigint('duration_count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventType, table.page, table.variant] })],
);

/**
 * The daily rollup without pages: a handful of rows a day, so the tiles and the daily chart stay
 * fast over years of data. Maintained in the same statement as `analytics_daily`.
 */
export const analyticsDailyTotals = pgTable(
  'analytics_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    variant: text('variant').notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
    durationSum: bigint('duration_sum', { mode: 'number' }).notNull().default(0),
    durationCount: bigint('duration_count', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventType, table.variant] })],
);

/**
 * Page views and booking clicks per page and day, keyed by page first: the click-through table
 * and the landing-page tile read it without touching the other event types.
 */
export const analyticsDailyPages = pgTable(
  'analytics_daily_pages',
  {
    page: text('page').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    general: bigint('general', { mode: 'number' }).notNull().default(0),
    pool: bigint('pool', { mode: 'number' }).notNull().default(0),
    hvac: bigint('hvac', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.page, table.day] })],
);

/**
 * Positive durations per day in log-spaced buckets, for medians and percentiles without reading
 * raw rows. Bucket b holds durations in [2^(b/4), 2^((b+1)/4)) milliseconds.
 */
export const analyticsDurationBuckets = pgTable(
  'analytics_duration_buckets',
  {
    day: date('day', { mode: 'string' }).notNull(),
    eventType: text('event_type').notNull(),
    bucket: integer('bucket').notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.eventType, table.bucket] })],
);

/** Events the endpoint refused or ignored, by day and reason, for the data-quality panel. */
export const analyticsDrops = pgTable(
  'analytics_drops',
  {
    day: date('day', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    events: bigint('events', { mode: 'number' }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.reason] })],
);

/**
 * Real visitors' Core Web Vitals (`web_vitals` events), per day, folded per dimension: `dim` is
 * 'total' (value ''), 'page' (the
 * page) or 'device' (the session's device class, '(unknown)' before its landing is known). One
 * row per day, dimension value and metric, whatever the traffic: its samples counted by rating
 * (`good`, `fair`, `poor`, exact) and in a fixed histogram, one column per bucket (`b00` to
 * `b31`, ./vitals.ts), from which the 75th percentile is read.
 *
 * The counts are int4, whose sums PostgreSQL adds in int8 (a bigint's sum goes through numeric,
 * several times slower). A row overflows past 2^31 samples of one key in one month, about 800
 * page views a second for the whole month: far beyond this site, and the statement would then fail
 * with "integer out of range" rather than wrap.
 */
const vitalsColumns = () => ({
  dim: text('dim').notNull(),
  value: text('value').notNull(),
  metric: text('metric').notNull(),
  good: integer('good').notNull().default(0),
  fair: integer('fair').notNull().default(0),
  poor: integer('poor').notNull().default(0),
  ...Object.fromEntries(
    bucketColumns.map((column) => [column, integer(column).notNull().default(0)]),
  ),
});

export const analyticsDailyVitals = pgTable(
  'analytics_daily_vitals',
  { day: date('day', { mode: 'string' }).notNull(), ...vitalsColumns() },
  (table) => [
    primaryKey({
      name: 'analytics_daily_vitals_pk',
      columns: [table.dim, table.day, table.value, table.metric],
    }),
  ],
);

/**
 * `analytics_daily_vitals` summed per calendar month (`month` is its first day), in the same
 * statement: a range's whole months read one row per dimension value and metric instead of one
 * per day.
 */
export const analyticsMonthlyVitals = pgTable(
  'analytics_monthly_vitals',
  { month: date('month', { mode: 'string' }).notNull(), ...vitalsColumns() },
  (table) => [
    primaryKey({
      name: 'analytics_monthly_vitals_pk',
      columns: [table.dim, table.month, table.value, table.metric],
    }),
    check('analytics_monthly_vitals_month_check', sql`extract(day FROM ${table.month}) = 1`),
  ],
);
