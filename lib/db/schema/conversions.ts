import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { oneOf } from './sessions';

/** The ad platforms a booked demo is sent to (lib/conversions/types.ts keeps the same list). */
export const conversionPlatforms = ['meta', 'google', 'microsoft'] as const;
export type ConversionPlatform = (typeof conversionPlatforms)[number];

/**
 * `queued`: to send when due. `pending`: Google accepted it; its request is checked when due.
 * `done`: recorded by the platform. `given_up`: refused for good, or too many attempts (the reason
 * is kept). `skipped`: nothing to send, or cancelled (the reason is kept).
 */
export const conversionStates = ['queued', 'pending', 'done', 'given_up', 'skipped'] as const;
export type ConversionState = (typeof conversionStates)[number];

/** One platform's hashed contact details (SHA-256, hex): Meta's and Microsoft's `em` / `ph`, Google's `email` / `phone`. */
export type StoredHashes = Partial<Record<'em' | 'ph' | 'email' | 'phone', string>>;

/** The contact details a row had hashes of, whatever each platform calls them. */
export type HashedKey = 'email' | 'phone';

/** The details `hashes` holds, in a fixed order. */
export const hashedKeysOf = (hashes: StoredHashes | null): HashedKey[] => [
  ...(hashes?.em || hashes?.email ? (['email'] as const) : []),
  ...(hashes?.ph || hashes?.phone ? (['phone'] as const) : []),
];

/**
 * The conversions outbox (lib/conversions/outbox.ts): one row per booked demo and configured ad
 * platform, queued when the booking is received and sent once it is due. A sender claims due rows
 * with FOR UPDATE SKIP LOCKED and a lease (`lease_until`), as the mail outbox does, so several
 * instances and restarts send each once. The invitee's hashed contact details live only here,
 * and only until the row is done, given up or skipped.
 */
export const conversionOutbox = pgTable(
  'conversion_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    platform: text('platform').$type<ConversionPlatform>().notNull(),
    /** The invitee's email and phone normalised and hashed for this platform; null once settled. */
    hashed: jsonb('hashed').$type<StoredHashes>(),
    /** Which contact details were hashed at receipt ('email', 'phone'): kept after the hashes go. */
    hashedKeys: text('hashed_keys').array().$type<HashedKey[]>().notNull().default(sql`'{}'`),
    state: text('state').$type<ConversionState>().notNull().default('queued'),
    /** Send attempts made (a status check of a pending row is not one). */
    attempts: integer('attempts').notNull().default(0),
    /** When the row is next sent (queued) or checked (pending). */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Until when a sender holds the row; a sender that died releases it when this passes. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Sent in a request of its own next time: its last batch was refused for another's sake. */
    alone: boolean('alone').notNull().default(false),
    /** Google: the accepted request to check, the event's place in it, and the checks made. */
    requestId: text('request_id'),
    requestPosition: integer('request_position'),
    statusChecks: integer('status_checks').notNull().default(0),
    /** The platform's message or our reason (capped), for the admin. */
    lastMessage: text('last_message'),
    /** When the platform accepted it (done, or pending at Google). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('conversion_outbox_booking_platform_idx').on(table.bookingId, table.platform),
    // The rows a sender may claim, per platform, by when they are due.
    index('conversion_outbox_due_idx')
      .on(table.platform, table.dueAt)
      .where(sql`${table.state} IN ('queued', 'pending')`),
    index('conversion_outbox_request_idx')
      .on(table.requestId)
      .where(sql`${table.requestId} IS NOT NULL`),
    check(
      'conversion_outbox_platform_check',
      sql`${table.platform} IN (${oneOf(conversionPlatforms)})`,
    ),
    check('conversion_outbox_state_check', sql`${table.state} IN (${oneOf(conversionStates)})`),
  ],
);
