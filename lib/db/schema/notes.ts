import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUser } from './auth';
import { oneOf } from './sessions';

/*
 * Notes on the charts and read-only links to share a view (docs/analytics.md, "Notes" and
 * "Shared views").
 */

/**
 * Who wrote a note: a staff member, or the product itself: a campaign seen for the first time,
 * a new release of the site. (Pages published and alerts are notes the product reads from the
 * content and from `alert_incident`, not stored here.)
 */
export const noteSources = ['staff', 'campaign', 'release'] as const;
export type NoteSource = (typeof noteSources)[number];

/** The longest note: a sentence or two, as a chart's mark can show. */
export const maxNoteLength = 280;

/**
 * A note on the charts: a day or a range of days (business time zone), a short text, and who
 * wrote it. A staff note may be private: never shown on a shared view. A product note has a
 * `source_key` ('campaign:<name>', 'release:<version>') so that it is written once.
 */
export const chartNote = pgTable(
  'chart_note',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromDay: date('from_day', { mode: 'string' }).notNull(),
    toDay: date('to_day', { mode: 'string' }).notNull(),
    text: text('text').notNull(),
    source: text('source').$type<NoteSource>().notNull().default('staff'),
    sourceKey: text('source_key'),
    authorId: text('author_id').references(() => authUser.id, { onDelete: 'set null' }),
    /** The author's name or address as it was when they wrote it (kept if they are removed). */
    authorLabel: text('author_label'),
    private: boolean('private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chart_note_days_idx').on(table.fromDay, table.toDay),
    uniqueIndex('chart_note_source_key_idx').on(table.sourceKey),
    check('chart_note_source_check', sql`${table.source} IN (${oneOf(noteSources)})`),
    check('chart_note_days_check', sql`${table.toDay} >= ${table.fromDay}`),
    check(
      'chart_note_text_check',
      sql`char_length(${table.text}) BETWEEN 1 AND ${sql.raw(String(maxNoteLength))}`,
    ),
  ],
);

/** What a shared link shows: the overview, or the campaign view. */
export const sharedScopes = ['overview', 'campaigns'] as const;
export type SharedScope = (typeof sharedScopes)[number];

/**
 * A read-only link to a view, made by an admin: its token is long and random and only its
 * SHA-256 is kept; `filters` and `range` lock what it shows (a rolling preset such as '30d', or
 * exact days); an optional password (scrypt, with its salt and parameters in the string);
 * an expiry; revoked at once on every instance (read on every request).
 */
export const sharedView = pgTable(
  'shared_view',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    scope: text('scope').$type<SharedScope>().notNull(),
    /** The campaign view's filters the link is locked to (lib/db/campaign-model.ts names them). */
    filters: jsonb('filters').$type<Record<string, string>>().notNull().default({}),
    /** A range preset, rolling ('30d'), or exact days ('2026-11-01..2026-11-30'). */
    range: text('range').notNull().default('30d'),
    label: text('label'),
    passwordHash: text('password_hash'),
    createdBy: text('created_by').references(() => authUser.id, { onDelete: 'set null' }),
    createdByLabel: text('created_by_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByLabel: text('revoked_by_label'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('shared_view_token_idx').on(table.tokenHash),
    check('shared_view_scope_check', sql`${table.scope} IN (${oneOf(sharedScopes)})`),
  ],
);
