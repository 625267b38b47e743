import 'server-only';
import { businessTimeZone } from '@/lib/calendar';
import type { SqlClient } from '../client';
import type {
  AlertDirection,
  AlertEvent,
  AlertFacts,
  AlertRuleId,
  WebhookOutcome,
} from '../schema/alerts';
import type { Channel } from '../schema/sessions';
import { preferenceOf, setPreference } from './preferences';
import { queryRows } from './rows';

/*
 * The alerts' statements (lib/alerts/evaluate.ts runs the rules, lib/alerts/notify.ts tells
 * people): the figures of a window and of the same weekday and hours of earlier weeks, the
 * tracking's health, the incidents, the claims that make each notice go once, the chat outbox.
 */

// ---------------------------------------------------------------------------------------------
// Settings

/** A rule as it stands: its defaults (lib/alerts/rules.ts), or an admin's settings. */
export type RuleSettings = {
  enabled: boolean;
  threshold: number;
  windowHours: number | null;
  updatedAt: Date | null;
  updatedBy: string | null;
};

export async function readRuleSettings(db: SqlClient): Promise<Map<AlertRuleId, RuleSettings>> {
  const rows = await queryRows<{
    rule_id: AlertRuleId;
    enabled: boolean;
    threshold: number;
    window_hours: number | null;
    updated_at: Date | string;
    updated_by: string | null;
  }>(
    db,
    'SELECT rule_id, enabled, threshold, window_hours, updated_at, updated_by FROM alert_rule_setting',
  );
  return new Map(
    rows.map((row) => [
      row.rule_id,
      {
        enabled: row.enabled,
        threshold: Number(row.threshold),
        windowHours: row.window_hours,
        updatedAt: new Date(row.updated_at),
        updatedBy: row.updated_by,
      },
    ]),
  );
}

export async function saveRuleSettings(
  db: SqlClient,
  ruleId: AlertRuleId,
  settings: { enabled: boolean; threshold: number; windowHours: number | null },
  by: string,
): Promise<void> {
  await db.query(
    `INSERT INTO alert_rule_setting (rule_id, enabled, threshold, window_hours, updated_by)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (rule_id) DO UPDATE SET enabled = $2, threshold = $3, window_hours = $4,
       updated_by = $5, updated_at = now()`,
    [ruleId, settings.enabled, settings.threshold, settings.windowHours, by],
  );
}

/** The chat webhook's URL (a secret), or null, and who set it when. */
export type ChatSetting = { url: string | null; updatedAt: Date | null; updatedBy: string | null };

export async function readChatSetting(db: SqlClient): Promise<ChatSetting> {
  const { rows } = await db.query<{
    chat_webhook_url: string | null;
    chat_updated_at: Date | string | null;
    chat_updated_by: string | null;
  }>('SELECT chat_webhook_url, chat_updated_at, chat_updated_by FROM alert_state WHERE id = 1');
  const row = rows[0];
  return {
    url: row?.chat_webhook_url ?? null,
    updatedAt: row?.chat_updated_at ? new Date(row.chat_updated_at) : null,
    updatedBy: row?.chat_updated_by ?? null,
  };
}

export async function saveChatSetting(db: SqlClient, url: string | null, by: string) {
  await db.query(
    `INSERT INTO alert_state (id, chat_webhook_url, chat_updated_at, chat_updated_by)
     VALUES (1, $1, now(), $2)
     ON CONFLICT (id) DO UPDATE SET chat_webhook_url = $1, chat_updated_at = now(),
       chat_updated_by = $2`,
    [url, by],
  );
}

/**
 * Takes the evaluator's turn: true for the one instance whose run is due (the last began
 * `everyMs` ago or more, and no other holds the lease); it holds the lease for `leaseMs`.
 */
export async function claimEvaluation(
  db: SqlClient,
  now: Date,
  everyMs: number,
  leaseMs: number,
): Promise<boolean> {
  await db.query('INSERT INTO alert_state (id) VALUES (1) ON CONFLICT (id) DO NOTHING');
  const { rows } = await db.query(
    `UPDATE alert_state SET locked_until = $1::timestamptz + $3 * interval '1 millisecond',
       last_run_at = $1
     WHERE id = 1 AND (locked_until IS NULL OR locked_until <= $1)
       AND (last_run_at IS NULL OR last_run_at <= $1::timestamptz - $2 * interval '1 millisecond')
     RETURNING id`,
    [now, everyMs, leaseMs],
  );
  return rows.length === 1;
}

/** Gives the lease back once a run is done (the next is still spaced by `last_run_at`). */
export async function releaseEvaluation(db: SqlClient): Promise<void> {
  await db.query('UPDATE alert_state SET locked_until = NULL WHERE id = 1');
}

// ---------------------------------------------------------------------------------------------
// Figures

/** A window's counts by channel: `k` weeks before the window asked for (0: the window itself). */
export type WindowCount = { k: number; channel: Channel | null; count: number; clicked: number };

/**
 * The window [from, to) and the same weekday and hours (business time, so a change of daylight
 * saving time keeps the hours) of each of the `weeks` weeks before it, as rows `k, lo, hi`.
 */
const windowsSql = (weeks: string) =>
  `SELECT k,
     ((($1::timestamptz AT TIME ZONE '${businessTimeZone}') - k * interval '7 days') AT TIME ZONE '${businessTimeZone}') AS lo,
     ((($2::timestamptz AT TIME ZONE '${businessTimeZone}') - k * interval '7 days') AT TIME ZONE '${businessTimeZone}') AS hi
   FROM generate_series(0, ${weeks}) AS k`;

/** What a figure rule counts: visits, visits with a booking click, or events of a type. */
export type CountedFact = { visits: true } | { eventType: 'cta_click' | 'booked_demo' };

/**
 * The count of `fact` in [from, to) and in the same stretch of each of the `weeks` weeks before,
 * by the visit's channel (null: an event of no known visit, such as a booking the site could not
 * place). Visits count from their first event, with `clicked` those with a booking click.
 */
export async function countWindows(
  db: SqlClient,
  fact: CountedFact,
  from: Date,
  to: Date,
  weeks: number,
): Promise<WindowCount[]> {
  const rows =
    'visits' in fact
      ? await queryRows<WindowCount>(
          db,
          `WITH w AS (${windowsSql('$3::int')})
           SELECT w.k, s.channel, count(*)::int AS count,
             count(*) FILTER (WHERE s.booking_clicked)::int AS clicked
           FROM w JOIN analytics_sessions s ON s.first_seen >= w.lo AND s.first_seen < w.hi
           WHERE s.page_views > 0
           GROUP BY w.k, s.channel`,
          [from, to, weeks],
        )
      : await queryRows<WindowCount>(
          db,
          // Each window read through the events' time index (LATERAL, fenced by OFFSET 0): as a
          // plain join the planner scanned all 10M events for 1.3 s rather than 5 days' for 90 ms.
          `WITH w AS (${windowsSql('$3::int')})
           SELECT w.k, s.channel, count(*)::int AS count, 0 AS clicked
           FROM w CROSS JOIN LATERAL (
             SELECT e.session_id FROM analytics_events e
             WHERE e.created_at >= w.lo AND e.created_at < w.hi AND e.event_type = $4 OFFSET 0
           ) e
           LEFT JOIN analytics_sessions s ON s.session_id = e.session_id
           GROUP BY w.k, s.channel`,
          [from, to, weeks, fact.eventType],
        );
  return rows.map((row) => ({ ...row, k: Number(row.k), count: Number(row.count) }));
}

/** When the first visit of the site began, or null: a baseline needs weeks the site existed in. */
export async function firstVisitAt(db: SqlClient): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    'SELECT min(first_seen) AS at FROM analytics_sessions',
  );
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

// ---------------------------------------------------------------------------------------------
// Tracking health

/** When the last event was stored, or null when none ever was. */
export async function lastEventAt(db: SqlClient): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    'SELECT max(created_at) AS at FROM analytics_events',
  );
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/** The events stored in the same weekday and hours as [from, to) in each of the 4 weeks before. */
export async function eventsInEarlierWeeks(db: SqlClient, from: Date, to: Date): Promise<number[]> {
  const rows = await queryRows<{ k: number; count: number }>(
    db,
    `WITH w AS (${windowsSql('4')})
     SELECT w.k, (SELECT count(*) FROM analytics_events e
                  WHERE e.created_at >= w.lo AND e.created_at < w.hi)::int AS count
     FROM w WHERE w.k > 0 ORDER BY w.k`,
    [from, to],
  );
  return rows.map((row) => Number(row.count));
}

/** Counts a signed webhook's answer in its hour (the tracking-health rules read them). */
export async function recordWebhookOutcome(
  db: SqlClient,
  endpoint: 'booking' | 'crm',
  outcome: WebhookOutcome,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_delivery_hour (endpoint, outcome, hour, deliveries, last_at)
     VALUES ($1, $2, date_trunc('hour', $3::timestamptz), 1, $3)
     ON CONFLICT (endpoint, outcome, hour)
     DO UPDATE SET deliveries = webhook_delivery_hour.deliveries + 1,
       last_at = greatest(webhook_delivery_hour.last_at, excluded.last_at)`,
    [endpoint, outcome, at],
  );
}

/** The booking webhook's answers since `since`: how many of each outcome, and the last one's time. */
export async function bookingDeliveriesSince(
  db: SqlClient,
  since: Date,
): Promise<Map<WebhookOutcome, { count: number; lastAt: Date }>> {
  const rows = await queryRows<{ outcome: WebhookOutcome; count: number; last_at: Date | string }>(
    db,
    `SELECT outcome, sum(deliveries)::int AS count, max(last_at) AS last_at
     FROM webhook_delivery_hour
     WHERE endpoint = 'booking' AND last_at >= $1 AND hour >= date_trunc('hour', $1::timestamptz)
     GROUP BY outcome`,
    [since],
  );
  return new Map(
    rows.map((row) => [row.outcome, { count: Number(row.count), lastAt: new Date(row.last_at) }]),
  );
}

/** When the last booking was received (before the delivery counts existed, too), or null. */
export async function lastBookingReceivedAt(db: SqlClient): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    'SELECT max(received_at) AS at FROM booking',
  );
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/** Booking clicks on the days from `fromDay` (business time), from the daily counts. */
export async function bookingClicksSinceDay(db: SqlClient, fromDay: string): Promise<number> {
  const { rows } = await db.query<{ n: number | string | null }>(
    `SELECT sum(events) AS n FROM analytics_daily WHERE event_type = 'cta_click' AND day >= $1::date`,
    [fromDay],
  );
  return Number(rows[0]?.n ?? 0);
}

/** How many rows of a kind settled badly since `since`, and the first one's time. */
export type Failures = { count: number; firstAt: Date | null };

const failures = (row: { n: number | string; first: Date | string | null } | undefined) => ({
  count: Number(row?.n ?? 0),
  firstAt: row?.first ? new Date(row.first) : null,
});

/** Conversions given up (refused for good, or out of retries) since `since`. */
export async function conversionsGivenUpSince(db: SqlClient, since: Date): Promise<Failures> {
  const { rows } = await db.query<{ n: number; first: Date | string | null }>(
    `SELECT count(*)::int AS n, min(updated_at) AS first FROM conversion_outbox
     WHERE state = 'given_up' AND updated_at >= $1`,
    [since],
  );
  return failures(rows[0]);
}

/** Mail the outbox gave up on since `since`. */
export async function mailGivenUpSince(db: SqlClient, since: Date): Promise<Failures> {
  const { rows } = await db.query<{ n: number; first: Date | string | null }>(
    `SELECT count(*)::int AS n, min(failed_at) AS first FROM mail_outbox WHERE failed_at >= $1`,
    [since],
  );
  return failures(rows[0]);
}

// ---------------------------------------------------------------------------------------------
// Incidents

export type Incident = {
  id: number;
  ruleId: AlertRuleId;
  scope: string;
  direction: AlertDirection;
  startedAt: Date;
  firedAt: Date;
  endedAt: Date | null;
  facts: AlertFacts;
  recovery: AlertFacts | null;
};

type IncidentRow = {
  id: number | string;
  rule_id: AlertRuleId;
  scope: string;
  direction: AlertDirection;
  started_at: Date | string;
  fired_at: Date | string;
  ended_at: Date | string | null;
  facts: AlertFacts;
  recovery: AlertFacts | null;
};

const incidentColumns =
  'id, rule_id, scope, direction, started_at, fired_at, ended_at, facts, recovery';

const toIncident = (row: IncidentRow): Incident => ({
  id: Number(row.id),
  ruleId: row.rule_id,
  scope: row.scope,
  direction: row.direction,
  startedAt: new Date(row.started_at),
  firedAt: new Date(row.fired_at),
  endedAt: row.ended_at === null ? null : new Date(row.ended_at),
  facts: row.facts,
  recovery: row.recovery,
});

export async function listOpenIncidents(db: SqlClient): Promise<Incident[]> {
  const rows = await queryRows<IncidentRow>(
    db,
    `SELECT ${incidentColumns} FROM alert_incident WHERE ended_at IS NULL ORDER BY fired_at DESC, id DESC`,
  );
  return rows.map(toIncident);
}

/** The incidents that fired or ended, newest first, a page at a time, and how many there are. */
export async function listIncidentHistory(
  db: SqlClient,
  page: number,
  pageSize: number,
): Promise<{ incidents: Incident[]; total: number }> {
  const [rows, count] = await Promise.all([
    queryRows<IncidentRow>(
      db,
      `SELECT ${incidentColumns} FROM alert_incident
       ORDER BY fired_at DESC, id DESC LIMIT $1 OFFSET $2`,
      [pageSize, (page - 1) * pageSize],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM alert_incident'),
  ]);
  return { incidents: rows.map(toIncident), total: Number(count.rows[0]?.n ?? 0) };
}

/**
 * Opens an incident unless one of the rule and scope is open already (another instance opened
 * it): the new one, or null.
 */
export async function openIncident(
  db: SqlClient,
  incident: Omit<Incident, 'id' | 'endedAt' | 'recovery'>,
): Promise<Incident | null> {
  const { rows } = await db.query<IncidentRow>(
    `INSERT INTO alert_incident (rule_id, scope, direction, started_at, fired_at, facts)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb)
     ON CONFLICT (rule_id, scope) WHERE ended_at IS NULL DO NOTHING
     RETURNING ${incidentColumns}`,
    [
      incident.ruleId,
      incident.scope,
      incident.direction,
      incident.startedAt,
      incident.firedAt,
      JSON.stringify(incident.facts),
    ],
  );
  return rows[0] ? toIncident(rows[0]) : null;
}

/** Ends an open incident (its recovery); false when it had ended already. */
export async function endIncident(
  db: SqlClient,
  id: number,
  at: Date,
  recovery: AlertFacts,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE alert_incident SET ended_at = $2, recovery = $3::jsonb
     WHERE id = $1 AND ended_at IS NULL RETURNING id`,
    [id, at, JSON.stringify(recovery)],
  );
  return rows.length === 1;
}

/** The firings and recoveries whose notices are not all queued yet, oldest first. */
export async function listUnnotified(
  db: SqlClient,
): Promise<{ incident: Incident; event: AlertEvent }[]> {
  const rows = await queryRows<IncidentRow & { event: AlertEvent }>(
    db,
    `SELECT ${incidentColumns}, 'fired' AS event FROM alert_incident WHERE fired_notified_at IS NULL
     UNION ALL
     SELECT ${incidentColumns}, 'recovered' AS event FROM alert_incident
     WHERE ended_at IS NOT NULL AND recovered_notified_at IS NULL
     ORDER BY fired_at, id`,
  );
  return rows.map((row) => ({ incident: toIncident(row), event: row.event }));
}

export async function markNotified(db: SqlClient, id: number, event: AlertEvent, at: Date) {
  await db.query(
    `UPDATE alert_incident SET ${event === 'fired' ? 'fired_notified_at' : 'recovered_notified_at'} = $2 WHERE id = $1`,
    [id, at],
  );
}

// ---------------------------------------------------------------------------------------------
// Who is told

/** A staff member alerts are mailed to. */
export type AlertRecipient = { id: string; email: string; name: string | null };

/**
 * Whether a person gets alerts by mail: their own choice, else on for admins; never sales, who do
 * not read the figures.
 */
const wantsAlerts = `u.role <> 'sales' AND coalesce(p.alert_mail, u.role = 'admin')`;

/** Staff who get alerts and have not been told of this incident's moment yet. */
export async function listAlertRecipients(
  db: SqlClient,
  incidentId: number,
  event: AlertEvent,
): Promise<AlertRecipient[]> {
  return queryRows<AlertRecipient>(
    db,
    `SELECT u.id, u.email, u.name FROM auth_user u
     LEFT JOIN staff_preference p ON p.user_id = u.id
     WHERE ${wantsAlerts} AND NOT EXISTS (
       SELECT 1 FROM alert_notice n WHERE n.incident_id = $1 AND n.event = $2 AND n.user_id = u.id)
     ORDER BY u.email`,
    [incidentId, event],
  );
}

/**
 * Claims telling a person of an incident's moment, in the caller's transaction (with the mail):
 * true for the one caller that inserted the row. The setting is read again under the claim.
 */
export async function claimNotice(
  db: SqlClient,
  incidentId: number,
  event: AlertEvent,
  userId: string,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO alert_notice (incident_id, event, user_id)
     SELECT $1, $2, u.id FROM auth_user u LEFT JOIN staff_preference p ON p.user_id = u.id
     WHERE u.id = $3 AND ${wantsAlerts}
     ON CONFLICT (incident_id, event, user_id) DO NOTHING
     RETURNING user_id`,
    [incidentId, event, userId],
  );
  return rows.length === 1;
}

/** The person's alert mail setting as it applies to them. */
export const getAlertMail = (db: SqlClient, userId: string): Promise<boolean> =>
  preferenceOf(db, userId, wantsAlerts);

/** Turns the person's alert mail on or off; false when there is no such person. */
export const setAlertMail = (db: SqlClient, userId: string, on: boolean): Promise<boolean> =>
  setPreference(db, userId, 'alert_mail', on);

// ---------------------------------------------------------------------------------------------
// The chat outbox

/** Queues a chat message once per key (a second call with the key changes nothing). */
export async function enqueueChat(
  db: SqlClient,
  key: string,
  text: string,
  now: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO alert_chat_outbox (key, text, next_attempt_at, created_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (key) DO NOTHING`,
    [key, text, now],
  );
}

export type ClaimedChat = { id: number; text: string; attempts: number; lockedUntil: Date };

/** Claims due chat messages with a lease, as the mail outbox does. */
export async function claimDueChats(
  db: SqlClient,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedChat[]> {
  const { rows } = await db.query<{
    id: number | string;
    text: string;
    attempts: number;
    locked_until: Date | string;
  }>(
    `UPDATE alert_chat_outbox SET locked_until = $1::timestamptz + $2 * interval '1 millisecond',
       attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM alert_chat_outbox
       WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= $1
         AND (locked_until IS NULL OR locked_until <= $1)
       ORDER BY next_attempt_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
     RETURNING id, text, attempts, locked_until`,
    [now, leaseMs, limit],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    text: row.text,
    attempts: Number(row.attempts),
    lockedUntil: new Date(row.locked_until),
  }));
}

/** Settles a claimed chat message: sent, to be tried again at `retryAt`, or given up. */
export async function settleChat(
  db: SqlClient,
  chat: ClaimedChat,
  outcome:
    | { state: 'sent' }
    | { state: 'retry'; at: Date; message: string }
    | { state: 'failed'; message: string },
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE alert_chat_outbox SET locked_until = NULL,
       sent_at = CASE WHEN $3 = 'sent' THEN $2::timestamptz END,
       failed_at = CASE WHEN $3 = 'failed' THEN $2::timestamptz END,
       next_attempt_at = coalesce($4::timestamptz, next_attempt_at),
       last_error = $5
     WHERE id = $1 AND locked_until = $6`,
    [
      chat.id,
      now,
      outcome.state,
      outcome.state === 'retry' ? outcome.at : null,
      outcome.state === 'sent' ? null : outcome.message.slice(0, 500),
      chat.lockedUntil,
    ],
  );
}

/** The chat messages of the last day that are not sent: waiting, or given up, with why. */
export async function chatBacklog(
  db: SqlClient,
  since: Date,
): Promise<{ waiting: number; failed: number; lastError: string | null }> {
  const { rows } = await db.query<{ waiting: number; failed: number; last_error: string | null }>(
    `SELECT count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL)::int AS waiting,
       count(*) FILTER (WHERE failed_at IS NOT NULL)::int AS failed,
       (SELECT last_error FROM alert_chat_outbox WHERE last_error IS NOT NULL AND created_at >= $1
        ORDER BY id DESC LIMIT 1) AS last_error
     FROM alert_chat_outbox WHERE created_at >= $1`,
    [since],
  );
  const row = rows[0];
  return {
    waiting: Number(row?.waiting ?? 0),
    failed: Number(row?.failed ?? 0),
    lastError: row?.last_error ?? null,
  };
}

/** When the rules were last checked, or null. */
export async function lastEvaluationAt(db: SqlClient): Promise<Date | null> {
  const { rows } = await db.query<{ at: Date | string | null }>(
    'SELECT last_run_at AS at FROM alert_state WHERE id = 1',
  );
  return rows[0]?.at ? new Date(rows[0].at) : null;
}

/** How many people alerts are mailed to. */
export async function countAlertRecipients(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM auth_user u LEFT JOIN staff_preference p ON p.user_id = u.id
     WHERE ${wantsAlerts}`,
  );
  return Number(rows[0]?.n ?? 0);
}
