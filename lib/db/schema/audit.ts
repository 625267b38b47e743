import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What staff did to get in and to manage access: one row an action, kept after the people in it
 * are removed (so no foreign keys; the addresses are copied in).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** One of auditActions (lib/db/queries/audit.ts). */
    action: text('action').notNull(),
    /** Who did it: the signed-in user, or the address someone tried to sign in as. */
    actorId: text('actor_id'),
    actorEmail: text('actor_email'),
    /** Whom or what it was done to: an address, or a factor's kind. */
    target: text('target'),
    /** The client's address (lib/http/client-address.ts). */
    ipAddress: text('ip_address'),
  },
  (table) => [index('audit_log_at_idx').on(table.at.desc(), table.id.desc())],
);
