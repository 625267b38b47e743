import 'server-only';
import type { SqlClient } from '../client';

export type OutboxMail = {
  kind: 'lead_team' | 'lead_ack' | 'lead_staff' | 'digest' | 'alert';
  leadId: string | null;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Further header fields (the digest's List-Unsubscribe); none when absent. */
  headers?: Record<string, string> | null;
};

export type ClaimedMail = OutboxMail & { id: number; attempts: number };

/** A mail's fields in the order of the INSERT's columns, each sent as one array (unnest). */
const enqueuedFields = ['kind', 'leadId', 'to', 'replyTo', 'subject', 'text', 'html'] as const;

export async function enqueueMails(db: SqlClient, mails: OutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.query(
    `INSERT INTO mail_outbox (kind, lead_id, to_address, reply_to, subject, text, html, headers)
     SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::jsonb[])`,
    [
      ...enqueuedFields.map((field) => mails.map((mail) => mail[field])),
      mails.map((mail) => (mail.headers ? JSON.stringify(mail.headers) : null)),
    ],
  );
}

/**
 * Takes up to `limit` due mails for this sender: rows another sender holds (its transaction, or
 * its lease) are skipped, and each taken row is leased for `leaseMs` and counted as an attempt.
 * `now` is a JavaScript time, whole milliseconds, and a mail is stamped by the database in
 * microseconds: a mail due within the millisecond `now` names is due (one queued in the same
 * millisecond as the sender read its clock was left to the next run).
 */
export async function claimDueMails(
  db: SqlClient,
  { now, limit, leaseMs }: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedMail[]> {
  const { rows } = await db.query<Record<string, unknown>>(
    `UPDATE mail_outbox m SET
       attempts = m.attempts + 1,
       locked_until = $1::timestamptz + $3 * interval '1 millisecond'
     WHERE m.id IN (
       SELECT id FROM mail_outbox
       WHERE sent_at IS NULL AND failed_at IS NULL
         AND next_attempt_at < $1::timestamptz + interval '1 millisecond'
         AND (locked_until IS NULL OR locked_until <= $1)
       ORDER BY next_attempt_at, id
       LIMIT $2
       FOR UPDATE SKIP LOCKED)
     RETURNING m.id, m.kind, m.lead_id, m.to_address, m.reply_to, m.subject, m.text, m.html,
       m.headers, m.attempts`,
    [now.toISOString(), limit, leaseMs],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind as OutboxMail['kind'],
    leadId: (row.lead_id as string | null) ?? null,
    to: String(row.to_address),
    replyTo: (row.reply_to as string | null) ?? null,
    subject: String(row.subject),
    text: String(row.text),
    html: String(row.html),
    headers: (row.headers as Record<string, string> | null) ?? null,
    attempts: Number(row.attempts),
  }));
}

export async function markMailSent(db: SqlClient, id: number, now: Date): Promise<void> {
  await db.query(
    'UPDATE mail_outbox SET sent_at = $2, locked_until = NULL, last_error = NULL WHERE id = $1',
    [id, now.toISOString()],
  );
}

/** Records a failed attempt: tried again at `retryAt`, or given up when it is null. */
export async function markMailFailed(
  db: SqlClient,
  id: number,
  { error, retryAt, now }: { error: string; retryAt: Date | null; now: Date },
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET locked_until = NULL, last_error = $2,
       next_attempt_at = coalesce($3::timestamptz, next_attempt_at),
       failed_at = CASE WHEN $3::timestamptz IS NULL THEN $4::timestamptz END
     WHERE id = $1`,
    [id, error.slice(0, 500), retryAt?.toISOString() ?? null, now.toISOString()],
  );
}

export type OutboxSummary = {
  pending: number;
  failed: number;
  /** The earliest next attempt of a pending mail that has failed before. */
  nextRetryAt: Date | null;
  lastError: string | null;
};

/** What the admin sees of the outbox: mail still to go out, and mail given up on. */
export async function getOutboxSummary(db: SqlClient): Promise<OutboxSummary> {
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT
       count(*) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL) AS pending,
       count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed,
       min(next_attempt_at) FILTER (WHERE sent_at IS NULL AND failed_at IS NULL AND attempts > 0)
         AS next_retry_at,
       (SELECT last_error FROM mail_outbox WHERE sent_at IS NULL AND last_error IS NOT NULL
        ORDER BY id DESC LIMIT 1) AS last_error
     FROM mail_outbox WHERE sent_at IS NULL`,
  );
  const row = rows[0] ?? {};
  return {
    pending: Number(row.pending ?? 0),
    failed: Number(row.failed ?? 0),
    nextRetryAt: row.next_retry_at ? new Date(row.next_retry_at as string) : null,
    lastError: (row.last_error as string | null) ?? null,
  };
}

/** The outbox rows of a lead, oldest first (tests and support). */
export async function listMailsOfLead(db: SqlClient, leadId: string) {
  const { rows } = await db.query<{
    kind: OutboxMail['kind'];
    to_address: string;
    reply_to: string | null;
    attempts: number;
    sent_at: Date | null;
    failed_at: Date | null;
  }>(
    `SELECT kind, to_address, reply_to, attempts, sent_at, failed_at FROM mail_outbox
     WHERE lead_id = $1 ORDER BY id`,
    [leadId],
  );
  return rows;
}
