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
  uuid,
} from 'drizzle-orm/pg-core';
import { authUser } from './auth';
import type { LeadStatus } from './lead-status';

/** What brought the visitor's analytics session to the site (a lead's `attribution`). */
export type Attribution = {
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

/**
 * A message sent with the contact form. Committed before the visitor sees the confirmation; the
 * mails it causes are rows of `mail_outbox` written in the same transaction. Requests the spam
 * rules catch are kept here too, with status 'spam' and the rule in `spam_reason`.
 */
export const lead = pgTable(
  'lead',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status').$type<LeadStatus>().notNull().default('new'),
    spamReason: text('spam_reason'),
    topic: text('topic').notNull(),
    trade: text('trade').notNull(),
    name: text('name').notNull(),
    business: text('business').notNull(),
    /** E.164. */
    phone: text('phone'),
    email: text('email'),
    preferredContact: text('preferred_contact').notNull(),
    bestTime: text('best_time').notNull(),
    message: text('message'),
    /** The page the form was sent from. */
    sourcePage: text('source_page').notNull(),
    /** The analytics session, when the browser had one, and what brought it to the site. */
    sessionId: text('session_id'),
    attribution: jsonb('attribution').$type<Attribution>(),
    ipAddress: text('ip_address'),
    /** The form's timer token: a request sent twice with it is stored once. */
    formToken: text('form_token').unique(),
    note: text('note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: text('updated_by'),
  },
  (table) => [
    index('lead_created_at_idx').on(table.createdAt.desc(), table.id),
    index('lead_status_idx').on(table.status, table.createdAt.desc()),
    check('lead_status_check', sql`${table.status} IN ('new', 'contacted', 'won', 'lost', 'spam')`),
    check('lead_topic_check', sql`${table.topic} IN ('sales', 'support', 'partnership')`),
  ],
);

/**
 * Mail waiting to go out. A sender claims due rows with FOR UPDATE SKIP LOCKED and a lease
 * (`locked_until`), so several instances on one database never send a row at the same time and a
 * row whose sender died is taken up again when the lease ends. Failures move `next_attempt_at`
 * back exponentially; after `maxMailAttempts` (lib/leads/outbox.ts) a row stays as failed.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'lead_team', 'lead_ack' or 'lead_staff'. */
    kind: text('kind').notNull(),
    leadId: uuid('lead_id').references(() => lead.id, { onDelete: 'cascade' }),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
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

/** Per staff member: whether a new lead is mailed to them. */
export const staffPreference = pgTable('staff_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  notifyNewLeads: boolean('notify_new_leads').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
