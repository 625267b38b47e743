import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every action the audit log records. */
export const auditActions = [
  'sign_in',
  'sign_in_backup_code',
  'sign_in_failed',
  'sign_out',
  'invitation_sent',
  'invitation_accepted',
  'invitation_revoked',
  'user_removed',
  'role_changed',
  'factor_added',
  'factor_removed',
  'factors_reset',
  'factor_challenge_failed',
  'lead_updated',
  'digest_preview_sent',
  'conversion_sent_again',
  'spend_imported',
  'spend_discarded',
  'alert_rule_changed',
  'alert_chat_changed',
  'alert_test_sent',
  'note_changed',
  'note_deleted',
  'shared_view_created',
  'shared_view_revoked',
] as const;

/**
 * What staff did to get in and to manage access: one row an action, kept after the people in it
 * are removed (so no foreign keys; the addresses are copied in).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action', { enum: auditActions }).notNull(),
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
