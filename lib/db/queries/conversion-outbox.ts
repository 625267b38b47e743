import 'server-only';
import type { SqlClient } from '../client';
import {
  type ConversionPlatform,
  type ConversionState,
  hashedKeysOf,
  type StoredHashes,
} from '../schema/conversions';
import type { ClickIdKind } from '../schema/sessions';

/** One platform's row to queue for a booked demo. */
export type QueuedConversion = { platform: ConversionPlatform; hashed: StoredHashes | null };

/**
 * Queues a booked demo for each platform, due at `dueAt`; a (booking, platform) already queued is
 * left as it is, so a repeated delivery queues nothing new. The number of rows queued.
 */
export async function queueConversions(
  db: SqlClient,
  bookingId: string,
  rows: QueuedConversion[],
  { dueAt, now }: { dueAt: Date; now: Date },
): Promise<number> {
  if (rows.length === 0) return 0;
  const { rows: inserted } = await db.query(
    `INSERT INTO conversion_outbox
       (booking_id, platform, hashed, hashed_keys, due_at, created_at, updated_at)
     SELECT $1, platform, hashed, string_to_array(keys, ','), $4, $5, $5
     FROM unnest($2::text[], $3::jsonb[], $6::text[]) AS u(platform, hashed, keys)
     ON CONFLICT (booking_id, platform) DO NOTHING
     RETURNING id`,
    [
      bookingId,
      rows.map((row) => row.platform),
      rows.map((row) => (row.hashed ? JSON.stringify(row.hashed) : null)),
      dueAt,
      now,
      rows.map((row) => hashedKeysOf(row.hashed).join(',')),
    ],
  );
  return inserted.length;
}

/**
 * A cancelled booking's conversions, and those of the bookings it replaced (a rescheduled demo
 * is queued under its first booking): those not yet sent are skipped with `beforeSending`; those
 * sent are skipped with their platform's reason from `afterSending` (none of them can be
 * withdrawn), keeping when they were sent. A row a sender holds is skipped too: the sender then
 * records what became of its request (`markCancelledInFlight`). The hashed details go.
 */
export async function cancelConversions(
  db: SqlClient,
  bookingId: string,
  {
    now,
    beforeSending,
    afterSending,
  }: { now: Date; beforeSending: string; afterSending: Record<ConversionPlatform, string> },
): Promise<number> {
  const { rows } = await db.query(
    `WITH RECURSIVE chain(id) AS (
       SELECT $1::text
       UNION
       SELECT b.rescheduled_from FROM booking b JOIN chain c ON b.id = c.id
       WHERE b.rescheduled_from IS NOT NULL
     )
     UPDATE conversion_outbox o SET
       state = 'skipped',
       hashed = NULL,
       last_message = CASE WHEN o.sent_at IS NULL THEN $3
         ELSE CASE o.platform WHEN 'meta' THEN $4 WHEN 'google' THEN $5 ELSE $6 END END,
       updated_at = $2
     WHERE o.booking_id IN (SELECT id FROM chain) AND o.state IN ('queued', 'pending', 'done')
     RETURNING o.id`,
    [bookingId, now, beforeSending, afterSending.meta, afterSending.google, afterSending.microsoft],
  );
  return rows.length;
}

/** A row a sender took: to send (`queued`) or, at Google, to check (`pending`). */
export type ClaimedConversion = {
  id: number;
  bookingId: string;
  state: 'queued' | 'pending';
  hashed: StoredHashes | null;
  /** Send attempts, this one included when the row is queued. */
  attempts: number;
  alone: boolean;
  requestId: string | null;
  requestPosition: number | null;
  /** Status checks, this one included when the row is pending. */
  statusChecks: number;
  /** The lease this sender holds: its results are recorded only while it does. */
  leaseUntil: Date;
};

/**
 * Takes up to `limit` due rows of `platform` for this sender: rows another sender holds (its
 * transaction, or its lease) are skipped; each taken row is leased for `leaseMs`, and counted as
 * a send attempt (queued) or a status check (pending). A row due within the millisecond `now`
 * names is due, as in the mail outbox.
 */
export async function claimDueConversions(
  db: SqlClient,
  platform: ConversionPlatform,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedConversion[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `UPDATE conversion_outbox o SET
       attempts = o.attempts + (o.state = 'queued')::int,
       status_checks = o.status_checks + (o.state = 'pending')::int,
       lease_until = $1::timestamptz + $4 * interval '1 millisecond'
     WHERE o.id IN (
       SELECT id FROM conversion_outbox
       WHERE platform = $2 AND state IN ('queued', 'pending')
         AND due_at < $1::timestamptz + interval '1 millisecond'
         AND (lease_until IS NULL OR lease_until <= $1)
       ORDER BY due_at, id
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     RETURNING o.id, o.booking_id, o.state, o.hashed, o.attempts, o.alone, o.request_id,
       o.request_position, o.status_checks, o.lease_until`,
    [now.toISOString(), platform, limit, leaseMs],
  );
  return rows
    .map((row) => ({
      id: Number(row.id),
      bookingId: String(row.booking_id),
      state: row.state as ClaimedConversion['state'],
      hashed: (row.hashed as StoredHashes | null) ?? null,
      attempts: Number(row.attempts),
      alone: row.alone === true,
      requestId: (row.request_id as string | null) ?? null,
      requestPosition: row.request_position === null ? null : Number(row.request_position),
      statusChecks: Number(row.status_checks),
      leaseUntil: new Date(row.lease_until as string | Date),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Gives back rows this sender claimed and did not get to: their lease ends and the claim's
 * count of the attempt or check is undone, so the next run takes them up at once.
 */
export async function releaseConversions(db: SqlClient, rows: ClaimedConversion[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `UPDATE conversion_outbox o SET
       lease_until = NULL,
       attempts = o.attempts - (o.state = 'queued')::int,
       status_checks = o.status_checks - (o.state = 'pending')::int
     FROM unnest($1::bigint[], $2::timestamptz[]) AS u(id, lease_until)
     WHERE o.id = u.id AND o.lease_until = u.lease_until AND o.state IN ('queued', 'pending')`,
    [rows.map((row) => row.id), rows.map((row) => row.leaseUntil.toISOString())],
  );
}

/** What a booked demo's visit says about it, for its conversion (null fields: not known). */
export type ConversionContext = {
  bookingId: string;
  /** When the demo was booked. */
  createdAt: Date;
  sessionRef: string | null;
  clickIds: Partial<Record<ClickIdKind, string>> | null;
  /** When the visit landed (its first event's receive time). */
  firstSeen: Date | null;
  /** The URL and User-Agent of the visit's first event (its landing page view, as a rule). */
  landingUrl: string | null;
  userAgent: string | null;
};

/**
 * The bookings' visits: the session's click ids and first time seen, and the URL and User-Agent
 * of the event received at that time (an index lookup on `created_at`, the landing page view
 * first), by booking id.
 */
export async function getConversionContexts(
  db: SqlClient,
  bookingIds: string[],
): Promise<Map<string, ConversionContext>> {
  if (bookingIds.length === 0) return new Map();
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT b.id, b.created_at, b.session_ref, s.click_ids, s.first_seen, e.url, e.user_agent
     FROM booking b
     LEFT JOIN analytics_sessions s ON s.session_id = b.session_id
     LEFT JOIN LATERAL (
       SELECT ev.url, ev.user_agent FROM analytics_events ev
       WHERE ev.created_at = s.first_seen AND ev.session_id = s.session_id
       ORDER BY (ev.event_type = 'page_view') DESC, ev.id
       LIMIT 1
     ) e ON true
     WHERE b.id = ANY($1::text[])`,
    [bookingIds],
  );
  const date = (value: unknown) => (value === null ? null : new Date(value as string | Date));
  return new Map(
    rows.map((row) => [
      String(row.id),
      {
        bookingId: String(row.id),
        createdAt: new Date(row.created_at as string | Date),
        sessionRef: (row.session_ref as string | null) ?? null,
        clickIds: (row.click_ids as ConversionContext['clickIds']) ?? null,
        firstSeen: date(row.first_seen),
        landingUrl: (row.url as string | null) ?? null,
        userAgent: (row.user_agent as string | null) ?? null,
      },
    ]),
  );
}

/** How many events the Google request `requestId` carried (its rows' highest position + 1). */
export async function countRequestEvents(db: SqlClient, requestId: string): Promise<number> {
  const { rows } = await db.query<{ n: number | null }>(
    `SELECT max(request_position) + 1 AS n FROM conversion_outbox WHERE request_id = $1`,
    [requestId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** A row's next state, as the sender settled it from the platform's answer. */
export type ConversionResult = {
  id: number;
  /** The lease the sender held (from the claim): a result from a lost lease is dropped. */
  leaseUntil: Date;
  state: ConversionState;
  dueAt: Date | null;
  alone: boolean;
  requestId: string | null;
  requestPosition: number | null;
  statusChecks: number;
  /** The platform's message or our reason (capped here). */
  message: string | null;
  /** `now`: the platform accepted it; `clear`: it is to be sent again; `keep`: unchanged. */
  sent: 'now' | 'clear' | 'keep';
  /** Whether the hashed details go (the row is settled). */
  clearHashed: boolean;
};

/** At most this much of a platform's message is kept. */
export const maxMessageLength = 500;

/**
 * Records the results of one request, each only while its row is still queued or pending and
 * held by this sender's lease; the ids recorded. A row cancelled meanwhile keeps its `skipped`.
 */
export async function recordConversionResults(
  db: SqlClient,
  results: ConversionResult[],
  now: Date,
): Promise<Set<number>> {
  if (results.length === 0) return new Set();
  const { rows } = await db.query<{ id: string | number }>(
    `UPDATE conversion_outbox o SET
       state = u.state,
       due_at = coalesce(u.due_at, o.due_at),
       alone = u.alone,
       request_id = u.request_id,
       request_position = u.request_position,
       status_checks = u.status_checks,
       last_message = u.message,
       sent_at = CASE u.sent WHEN 'now' THEN coalesce(o.sent_at, $12::timestamptz)
         WHEN 'clear' THEN NULL ELSE o.sent_at END,
       hashed = CASE WHEN u.clear_hashed THEN NULL ELSE o.hashed END,
       lease_until = NULL,
       updated_at = $12
     FROM unnest($1::bigint[], $2::timestamptz[], $3::text[], $4::timestamptz[], $5::bool[],
       $6::text[], $7::int[], $8::int[], $9::text[], $10::text[], $11::bool[])
       AS u(id, lease_until, state, due_at, alone, request_id, request_position, status_checks,
         message, sent, clear_hashed)
     WHERE o.id = u.id AND o.state IN ('queued', 'pending') AND o.lease_until = u.lease_until
     RETURNING o.id`,
    [
      results.map((result) => result.id),
      results.map((result) => result.leaseUntil.toISOString()),
      results.map((result) => result.state),
      results.map((result) => result.dueAt?.toISOString() ?? null),
      results.map((result) => result.alone),
      results.map((result) => result.requestId),
      results.map((result) => result.requestPosition),
      results.map((result) => result.statusChecks),
      results.map((result) => result.message?.slice(0, maxMessageLength) ?? null),
      results.map((result) => result.sent),
      results.map((result) => result.clearHashed),
      now,
    ],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Rows cancelled while their request was in flight, which the platform then accepted: they stay
 * skipped, with the reason a cancellation after sending has (`reason`) and the time sent.
 */
export async function markCancelledInFlight(
  db: SqlClient,
  ids: number[],
  { reason, now }: { reason: string; now: Date },
): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    `UPDATE conversion_outbox SET last_message = $2, sent_at = $3, updated_at = $3
     WHERE id = ANY($1::bigint[]) AND state = 'skipped' AND sent_at IS NULL`,
    [ids, reason, now],
  );
}

/** A booking's outbox rows, by platform (tests and support). */
export async function listConversionsOfBooking(db: SqlClient, bookingId: string) {
  const { rows } = await db.query<{
    platform: ConversionPlatform;
    state: ConversionState;
    hashed: StoredHashes | null;
    attempts: number;
    due_at: Date;
    request_id: string | null;
    last_message: string | null;
    sent_at: Date | null;
  }>(
    `SELECT platform, state, hashed, attempts, due_at, request_id, last_message, sent_at
     FROM conversion_outbox WHERE booking_id = $1 ORDER BY platform`,
    [bookingId],
  );
  return rows;
}
