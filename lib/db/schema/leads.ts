import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
