import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { authUser } from './auth';
import { oneOf } from './sessions';

/*
 * Alerts (docs/alerts.md): rules over the figures and over the tracking itself, checked every few
 * minutes by one instance at a time (lib/alerts/evaluate.ts). A rule that fires opens an
 * incident; the incident ends when the rule is satisfied again. Each incident's firing and its
 * recovery are mailed once to each person who has alerts on, and posted once to the chat webhook.
 */

/** The alert rules (lib/alerts/rules.ts declares each: what it watches, its defaults). */
export const alertRuleIds = [
  'booked_demos',
  'booking_clicks',
  'visits',
  'booking_rate',
  'events_stopped',
  'booking_silent',
  'booking_refused',
  'conversions_given_up',
  'mail_stuck',
] as const;
export type AlertRuleId = (typeof alertRuleIds)[number];

/** A figure fell, or rose, well outside its baseline; or the tracking has a problem. */
export const alertDirections = ['drop', 'spike', 'problem'] as const;
export type AlertDirection = (typeof alertDirections)[number];

/**
 * An admin's settings of a rule, where they differ from its defaults (no row: the defaults).
 * `threshold`: the rule's own figure (lib/alerts/rules.ts says what it means for each rule).
 */
export const alertRuleSetting = pgTable(
  'alert_rule_setting',
  {
    ruleId: text('rule_id').$type<AlertRuleId>().primaryKey(),
    enabled: boolean('enabled').notNull(),
    threshold: real('threshold').notNull(),
    /** The stretch of time a figure is counted over, in hours (figure rules only). */
    windowHours: integer('window_hours'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    check('alert_rule_setting_rule_check', sql`${table.ruleId} IN (${oneOf(alertRuleIds)})`),
  ],
);

/** What an incident says: the figures behind it, kept as they were when it fired or ended. */
export type AlertFacts = {
  /** What happened, in one sentence ("Booked demos fell to 4 in the last 24 hours"). */
  summary: string;
  /** The baseline, in one sentence, or null (a tracking problem has none). */
  baseline: string | null;
  observed: number | null;
  expected: number | null;
  /** The dashboard view of it: a site path with its range and filters. */
  path: string;
};

/**
 * One firing of a rule for a scope (the site, '', or a paid channel's name), from `started_at`
 * (the start of what it saw) to `ended_at` (its recovery; null while it fires). At most one open
 * per rule and scope: instances that evaluate at once cannot open two.
 */
export const alertIncident = pgTable(
  'alert_incident',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ruleId: text('rule_id').$type<AlertRuleId>().notNull(),
    scope: text('scope').notNull().default(''),
    direction: text('direction').$type<AlertDirection>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    facts: jsonb('facts').$type<AlertFacts>().notNull(),
    recovery: jsonb('recovery').$type<AlertFacts>(),
    /** When every recipient of its firing, and of its recovery, had it queued (claims done). */
    firedNotifiedAt: timestamp('fired_notified_at', { withTimezone: true }),
    recoveredNotifiedAt: timestamp('recovered_notified_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('alert_incident_open_idx')
      .on(table.ruleId, table.scope)
      .where(sql`${table.endedAt} IS NULL`),
    check('alert_incident_rule_check', sql`${table.ruleId} IN (${oneOf(alertRuleIds)})`),
    check('alert_incident_direction_check', sql`${table.direction} IN (${oneOf(alertDirections)})`),
  ],
);

/** An incident's two moments a person is told of. */
export const alertEvents = ['fired', 'recovered'] as const;
export type AlertEvent = (typeof alertEvents)[number];

/**
 * One row per incident, moment and person, inserted (claimed) in the transaction that queues the
 * person's mail: another instance, or the same one after a restart, finds it and sends nothing.
 */
export const alertNotice = pgTable(
  'alert_notice',
  {
    incidentId: bigint('incident_id', { mode: 'number' })
      .notNull()
      .references(() => alertIncident.id, { onDelete: 'cascade' }),
    event: text('event').$type<AlertEvent>().notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => authUser.id, { onDelete: 'cascade' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'alert_notice_pk', columns: [table.incidentId, table.event, table.userId] }),
  ],
);

/**
 * Messages for the chat webhook, one per incident and moment (or a test), sent by a lease as the
 * mail outbox's rows are; retried with backoff, given up after their attempts.
 */
export const alertChatOutbox = pgTable(
  'alert_chat_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<incident id>:<event>`, or `test:<uuid>`: queued once. */
    key: text('key').notNull(),
    text: text('text').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('alert_chat_outbox_key_idx').on(table.key)],
);

/**
 * The alerts' own settings, one row: the chat webhook's URL (a secret: shown masked), who set it,
 * and the evaluator's lease (one instance evaluates at a time; `last_run_at` spaces the runs).
 */
export const alertState = pgTable(
  'alert_state',
  {
    id: integer('id').primaryKey().default(1),
    chatWebhookUrl: text('chat_webhook_url'),
    chatUpdatedAt: timestamp('chat_updated_at', { withTimezone: true }),
    chatUpdatedBy: text('chat_updated_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  },
  (table) => [check('alert_state_one_row', sql`${table.id} = 1`)],
);

/**
 * What the signed webhooks answered, counted by hour: the tracking-health rules read whether
 * booking deliveries arrive and whether they are refused for their signature. Bounded: one row
 * per endpoint, outcome and hour, however many deliveries arrive.
 */
export const webhookOutcomes = [
  'accepted',
  'bad_signature',
  'stale_signature',
  'unconfigured',
] as const;
export type WebhookOutcome = (typeof webhookOutcomes)[number];

export const webhookDeliveryHour = pgTable(
  'webhook_delivery_hour',
  {
    endpoint: text('endpoint').notNull(),
    outcome: text('outcome').$type<WebhookOutcome>().notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    deliveries: integer('deliveries').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'webhook_delivery_hour_pk',
      columns: [table.endpoint, table.outcome, table.hour],
    }),
    check(
      'webhook_delivery_hour_outcome_check',
      sql`${table.outcome} IN (${oneOf(webhookOutcomes)})`,
    ),
  ],
);
