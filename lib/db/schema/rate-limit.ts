import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counts behind every named limit (lib/http/rate-limit.ts) on PostgreSQL, shared by all
 * instances: one row per limit and client, counting hits in a window that starts with the first
 * hit and ends at `reset_at`. A row whose window has ended counts as absent and is deleted later.
 */
export const rateLimits = pgTable(
  'rate_limit',
  {
    /** The limit's name and the client's key, e.g. `events:203.0.113.7`. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_reset_at_idx').on(table.resetAt)],
);
