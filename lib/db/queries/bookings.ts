import { createHash } from 'node:crypto';
import type { SqlClient } from '@/lib/db/client';
import type { BookedVariant, BookingProvider, BookingStatus } from '@/lib/db/schema/bookings';

/** A booking row as the webhook reads and writes it (`lib/bookings/store.ts`). */
export type BookingRow = {
  id: string;
  provider: BookingProvider;
  created_at: Date;
  starts_at: Date | null;
  status: BookingStatus;
  rescheduled_from: string | null;
  session_ref: string | null;
  session_id: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  variant: BookedVariant;
  page: string | null;
  /** Whether `page` was placed from the session's booking clicks (the service did not carry it). */
  page_from_visit: boolean;
  /** SHA-256 (hex) of the attendee's trimmed, lower-cased email: how a CRM's deal may name it. */
  email_sha256: string | null;
};

const columns = `id, provider, created_at, starts_at, status, rescheduled_from, session_ref, session_id,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, variant, page, page_from_visit,
  email_sha256`;

/**
 * The path of the session's last booking click before `at`, of `variant` when the session clicked
 * that variant (a click the server stored after the booking, by clock skew, only when none came
 * before); null when the session clicked no booking link. Migration 0024 placed older bookings
 * with the same order.
 */
export async function clickPage(
  db: SqlClient,
  sessionId: string,
  variant: BookedVariant,
  at: Date,
): Promise<string | null> {
  const { rows } = await db.query<{ page: string }>(
    `SELECT CASE WHEN page = 'landing' THEN '/' ELSE page END AS page
     FROM analytics_events
     WHERE event_type = 'cta_click' AND session_id = $1 AND page IS NOT NULL AND page <> ''
     ORDER BY (variant IS NOT DISTINCT FROM $2) DESC, (created_at <= $3) DESC,
       abs(extract(epoch FROM created_at - $3::timestamptz)), id DESC
     LIMIT 1`,
    [sessionId, variant, at],
  );
  return rows[0]?.page ?? null;
}

/** The row of a booking id, locked until the transaction ends when `lock`. */
export async function selectBooking(
  db: SqlClient,
  id: string,
  lock = false,
): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `SELECT ${columns} FROM booking WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Whether a later booking names this one as the booking it replaced. */
export async function isReplaced(db: SqlClient, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM booking WHERE rescheduled_from = $1 LIMIT 1', [
    id,
  ]);
  return rows.length > 0;
}

/** Inserts a booking unless its id is known; whether it was inserted. */
export async function insertBooking(db: SqlClient, row: BookingRow, now: Date): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO booking (${columns}, received_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $18)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [
      row.id,
      row.provider,
      row.created_at,
      row.starts_at,
      row.status,
      row.rescheduled_from,
      row.session_ref,
      row.session_id,
      row.utm_source,
      row.utm_medium,
      row.utm_campaign,
      row.utm_term,
      row.utm_content,
      row.variant,
      row.page,
      row.page_from_visit,
      row.email_sha256,
      now,
    ],
  );
  return rows.length > 0;
}

/** Moves a booked booking to `status`; the row as it was, or undefined when it was not booked. */
export async function moveBooked(
  db: SqlClient,
  id: string,
  status: Exclude<BookingStatus, 'booked'>,
  now: Date,
): Promise<BookingRow | undefined> {
  const { rows } = await db.query<BookingRow>(
    `UPDATE booking SET status = $2, updated_at = $3 WHERE id = $1 AND status = 'booked'
     RETURNING ${columns}`,
    [id, status, now],
  );
  return rows[0];
}

/** Sets `analytics_sessions.booked` to whether the session has a booking still booked. */
export async function refreshSessionBooked(db: SqlClient, sessionId: string): Promise<void> {
  await db.query(
    `UPDATE analytics_sessions SET booked = EXISTS (
       SELECT 1 FROM booking WHERE session_id = $1 AND status = 'booked')
     WHERE session_id = $1`,
    [sessionId],
  );
}

/**
 * The session a booking the site could not place (no reference it knows) counts in: its booked
 * demo's and cancellation's events carry this id, made from the booking's id, so that its deals
 * (lib/db/queries/campaign-values.ts) find the same visit dimensions (the delivery's UTM values)
 * as its booked demo. A UUID's form: MD5 of `booking:<id>`, as `unplacedSessionSql` writes it.
 */
export function unplacedSessionId(bookingId: string): string {
  const hex = createHash('md5').update(`booking:${bookingId}`, 'utf8').digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    hex.slice(12, 16),
    hex.slice(16, 20),
    hex.slice(20),
  ].join('-');
}

/** `unplacedSessionId` in SQL, of a booking id expression. */
export const unplacedSessionSql = (bookingId: string) =>
  `md5('booking:' || ${bookingId})::uuid::text`;
