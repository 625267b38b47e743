import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUser } from './auth';
import { bookings } from './bookings';
import { oneOf } from './sessions';

/*
 * What a booked demo costs and what it is worth (docs/analytics.md, "Ad spend and deal values"):
 * the ad platforms' daily cost per campaign, imported from their reports, and the CRM's deals,
 * each tied to the booking it came from.
 */

/** The formats an ad-spend file is read as (lib/spend/formats.ts keeps the same list). */
export const spendFileFormats = ['google', 'meta', 'microsoft', 'plain'] as const;
export type SpendFileFormat = (typeof spendFileFormats)[number];

/** `preview`: read and shown, not saved yet. `saved`: its rows are in ad_spend. `discarded`. */
export const spendImportStates = ['preview', 'saved', 'discarded'] as const;
export type SpendImportState = (typeof spendImportStates)[number];

/** A day's cost of one campaign, as a report read it: the rows a file writes. */
export type SpendImportRow = { day: string; campaign: string; cost: number };

/**
 * One uploaded file: read, previewed with what it read, then saved (its rows replace the spend
 * of its source and medium on its days) or discarded. The rows are kept until then.
 */
export const spendImports = pgTable(
  'spend_import',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The file's name as uploaded (or given to the command), for the history. */
    fileName: text('file_name').notNull(),
    format: text('format').$type<SpendFileFormat>().notNull(),
    /** The canonical source (lib/sources.ts) and medium the file's campaigns ran on. */
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    currency: text('currency').notNull(),
    /** The first and last day the file covers: saving replaces its source's spend on these. */
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    campaigns: integer('campaigns').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** The rows read, until saved or discarded. */
    rows: jsonb('rows').$type<SpendImportRow[]>(),
    state: text('state').$type<SpendImportState>().notNull().default('preview'),
    /** Who uploaded it (null: the command line, or a user since deleted). */
    createdBy: text('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    savedAt: timestamp('saved_at', { withTimezone: true }),
  },
  (table) => [
    index('spend_import_created_at_idx').on(table.createdAt),
    check('spend_import_format_check', sql`${table.format} IN (${oneOf(spendFileFormats)})`),
    check('spend_import_state_check', sql`${table.state} IN (${oneOf(spendImportStates)})`),
  ],
);

/**
 * The cost of one campaign on one day, in the site's currency (SITE_CURRENCY), in cents. A day of
 * a source and medium is replaced whole by the next file that covers it: nothing counts twice.
 */
export const adSpend = pgTable(
  'ad_spend',
  {
    day: date('day', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    medium: text('medium').notNull(),
    /** The campaign's name as the ad platform writes it (matched to utm_campaign case-insensitively). */
    campaign: text('campaign').notNull(),
    costCents: bigint('cost_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The import that wrote it. */
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => spendImports.id),
  },
  (table) => [
    uniqueIndex('ad_spend_day_campaign_idx').on(
      table.day,
      table.source,
      table.medium,
      table.campaign,
    ),
    check('ad_spend_cost_check', sql`${table.costCents} >= 0`),
  ],
);

/** A deal's stage as the CRM webhook names it. */
export const dealStages = ['qualified', 'won', 'lost'] as const;
export type DealStage = (typeof dealStages)[number];

/** How a deal names its booking: the booking service's id, the session reference, or the email's hash. */
export const dealMatchKinds = ['booking_id', 'reference', 'email_sha256'] as const;
export type DealMatchKind = (typeof dealMatchKinds)[number];

/**
 * A deal in the CRM that a booked demo became, at its latest stage (POST /api/webhooks/crm). A
 * deal that matches no booking is kept with `booking_id` null and shown as unmatched.
 */
export const crmDeals = pgTable(
  'crm_deal',
  {
    /** The CRM's deal id as sent. */
    dealId: text('deal_id').primaryKey(),
    stage: text('stage').$type<DealStage>().notNull(),
    /** The deal's amount in the site's currency, in cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** When the CRM says the deal reached its stage. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Which key named its booking, and the key (a booking id, a reference, or a SHA-256 hex). */
    matchKind: text('match_kind').$type<DealMatchKind>().notNull(),
    matchKey: text('match_key').notNull(),
    /** The booking it matched; null while it matches none. */
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('crm_deal_booking_id_idx').on(table.bookingId),
    check('crm_deal_stage_check', sql`${table.stage} IN (${oneOf(dealStages)})`),
    check('crm_deal_match_kind_check', sql`${table.matchKind} IN (${oneOf(dealMatchKinds)})`),
  ],
);

/** The stored rows, typed for the queries. */
export type SpendImport = typeof spendImports.$inferSelect;
export type CrmDeal = typeof crmDeals.$inferSelect;
