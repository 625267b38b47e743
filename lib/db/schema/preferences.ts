import { boolean, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { authUser } from './auth';

/** Per staff member: whether a new lead, the weekly digest and alerts are mailed to them. */
export const staffPreference = pgTable('staff_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  notifyNewLeads: boolean('notify_new_leads').notNull().default(false),
  /** Whether the weekly digest is mailed to them; null: their role's default (lib/digest/recipients). */
  weeklyDigest: boolean('weekly_digest'),
  /** Whether alerts are mailed to them; null: their role's default (on for admins). */
  alertMail: boolean('alert_mail'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per person and digest week, inserted (claimed) in the transaction that queues the
 * person's digest in the mail outbox: a second instance, or the same one after a restart, finds
 * the row and sends nothing, so each person gets each week's digest exactly once.
 */
export const digestSending = pgTable(
  'digest_sending',
  {
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    /** Monday of the reported week (business time zone). */
    week: date('week', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'digest_sending_pk', columns: [table.userId, table.week] })],
);
