import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authUser } from './auth';

/** Per staff member: whether a new lead is mailed to them. */
export const staffPreference = pgTable('staff_preference', {
  userId: text('user_id')
    .primaryKey()
    .references(() => authUser.id, { onDelete: 'cascade' }),
  notifyNewLeads: boolean('notify_new_leads').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
