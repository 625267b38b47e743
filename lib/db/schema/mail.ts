import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { lead } from './leads';

/**
 * Mail waiting to go out. A sender claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), so several instances on one database never send a row at the same time and a
 * row whose sender died is taken up again when the lease ends. Failures move `next_attempt_at`
 * back exponentially; after `maxMailAttempts` (lib/mail/outbox.ts) a row stays as failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'lead_team', 'lead_ack', 'lead_staff', 'digest' or 'alert'. */
    kind: text('kind').notNull(),
    leadId: uuid('lead_id').references(() => lead.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Further header fields of the message (the digest's List-Unsubscribe). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} IS NULL AND ${table.failedAt} IS NULL`),
    index('mail_outbox_lead_idx').on(table.leadId),
  ],
);
