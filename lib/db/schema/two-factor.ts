import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { authSession, authUser } from './auth';

export const factorTypes = ['totp', 'phone'] as const;
export const factorStatuses = ['unverified', 'verified'] as const;

/**
 * A second factor (the specification's auth factors): an authenticator app (TOTP) or a phone that
 * receives codes by SMS. It counts only once it is verified with a first code.
 */
export const authFactor = pgTable(
  'auth_factor',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    factorType: text('factor_type', { enum: factorTypes }).notNull(),
    status: text('status', { enum: factorStatuses }).notNull().default('unverified'),
    friendlyName: text('friendly_name').notNull(),
    /** E.164, for phone factors. */
    phone: text('phone'),
    /** The TOTP secret, encrypted with a key derived from the auth secret (lib/auth/two-factor.ts). */
    secret: text('secret'),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (table) => [
    index('auth_factor_user_id_idx').on(table.userId),
    check('auth_factor_type_check', sql`${table.factorType} IN ('totp', 'phone')`),
    check('auth_factor_status_check', sql`${table.status} IN ('unverified', 'verified')`),
  ],
);

/** Single-use backup codes, stored only as keyed hashes. */
export const authBackupCode = pgTable(
  'auth_backup_code',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_backup_code_user_id_idx').on(table.userId, table.codeHash)],
);

/** A code sent to a phone factor: hashed, short-lived, with a bounded number of attempts. */
export const authFactorChallenge = pgTable(
  'auth_factor_challenge',
  {
    id: text('id').primaryKey(),
    factorId: text('factor_id')
      .notNull()
      .references(() => authFactor.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_factor_challenge_factor_id_idx').on(table.factorId)],
);

/**
 * A session's assurance level. Every session starts at aal1 (no row); a code verified in that
 * session raises it to aal2. A user with a verified factor needs aal2 for the dashboard.
 */
export const authSessionAssurance = pgTable(
  'auth_session_assurance',
  {
    sessionId: text('session_id')
      .primaryKey()
      .references(() => authSession.id, { onDelete: 'cascade' }),
    aal: text('aal').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('auth_session_assurance_aal_check', sql`${table.aal} IN ('aal1', 'aal2')`)],
);
