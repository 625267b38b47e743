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
    /**
     * The landing URL's ad click ids, by kind, exactly as received: kept only while an ad
     * platform is configured to learn of booked demos (lib/conversions), and cleared 90 days
     * after the visit (`clearOldClickIds`).
     */
    clickIds: jsonb('click_ids').$type<Partial<Record<ClickIdKind, string>>>(),
    device: text('device').$type<DeviceClass>(),
    channel: text('channel').$type<Channel>(),
    pageViews: integer('page_views').notNull().default(0),
    bookingClicked: boolean('booking_clicked').notNull().default(false),
    contactSent: boolean('contact_sent').notNull().default(false),
    /** Set by the booking webhook (a later part); false until then. */
    booked: boolean('booked').notNull().default(false),
    /**
     * How often each campaign fact has happened in the session (a page view, a view of a page, a
     * booking click on a page and variant, a booked demo…; keys in lib/db/queries/events.ts): the
     * campaign view's read model (lib/db/campaign-store.ts) reads a visit's facts from it.
     */
    seen: jsonb('seen').$type<Record<string, number>>().notNull().default({}),
  },
  (table) => [
    index('analytics_sessions_first_seen_idx').on(table.firstSeen),
    // The sessions whose click ids are still kept, by age, for the 90-day clearing.
    index('analytics_sessions_click_ids_idx').on(table.firstSeen).where(sql`click_ids IS NOT NULL`),
    check('analytics_sessions_channel_check', sql`${table.channel} IN (${oneOf(channels)})`),
    check('analytics_sessions_device_check', sql`${table.device} IN (${oneOf(deviceClasses)})`),
    check('analytics_sessions_click_id_check', sql`${table.clickId} IN (${oneOf(clickIdKinds)})`),
  ],
);
