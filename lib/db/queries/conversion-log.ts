import 'server-only';
import { visitDimensionSql } from '../campaign-model';
import type { SqlClient } from '../client';
import type { BookingProvider, BookingStatus } from '../schema/bookings';
import {
  type ConversionPlatform,
  type ConversionState,
  conversionPlatforms,
  conversionStates,
  type HashedKey,
} from '../schema/conversions';
import type { ClickIdKind } from '../schema/sessions';

/**
 * What the admin's Conversions section reads of the outbox (lib/conversions/outbox.ts): each
 * platform's rows by state, each booked demo's rows with its visit, and how many booked demos had
 * something a platform can match them by. Nothing here reads a hash or a click id's value.
 */

/** One platform's rows by state, when it last accepted one, and its latest problem since. */
export type PlatformSummary = {
  platform: ConversionPlatform;
  counts: Record<ConversionState, number>;
  lastSentAt: Date | null;
  /** The newest refusal or retry reason after its last acceptance (wrong credentials, say). */
  problem: { message: string; at: Date } | null;
};

const zeroCounts = () =>
  Object.fromEntries(conversionStates.map((state) => [state, 0])) as Record<
    ConversionState,
    number
  >;

export async function conversionSummary(db: SqlClient): Promise<PlatformSummary[]> {
  const [counts, problems] = await Promise.all([
    db.query<{
      platform: ConversionPlatform;
      state: ConversionState;
      n: number;
      sent: Date | null;
    }>(
      `SELECT platform, state, count(*)::int AS n, max(sent_at) AS sent
       FROM conversion_outbox GROUP BY platform, state`,
    ),
    db.query<{ platform: ConversionPlatform; last_message: string; updated_at: Date }>(
      `SELECT DISTINCT ON (platform) platform, last_message, updated_at
       FROM conversion_outbox
       WHERE state IN ('queued', 'given_up') AND last_message IS NOT NULL
       ORDER BY platform, updated_at DESC, id DESC`,
    ),
  ]);
  return conversionPlatforms.map((platform) => {
    const rows = counts.rows.filter((row) => row.platform === platform);
    const sentTimes = rows.flatMap((row) => (row.sent ? [new Date(row.sent).getTime()] : []));
    const lastSentAt = sentTimes.length > 0 ? new Date(Math.max(...sentTimes)) : null;
    const latest = problems.rows.find((row) => row.platform === platform);
    const at = latest ? new Date(latest.updated_at) : null;
    return {
      platform,
      counts: { ...zeroCounts(), ...Object.fromEntries(rows.map((row) => [row.state, row.n])) },
      lastSentAt,
      problem:
        latest && at && (lastSentAt === null || at > lastSentAt)
          ? { message: latest.last_message, at }
          : null,
    };
  });
}

export type ConversionLogFilter = {
  platform: ConversionPlatform | null;
  state: ConversionState | null;
};

/** One platform's row of a booked demo. */
export type ConversionLogRow = {
  id: number;
  platform: ConversionPlatform;
  state: ConversionState;
  attempts: number;
  message: string | null;
  sentAt: Date | null;
  /** When it is next sent (queued) or checked (pending at Google). */
  dueAt: Date;
  updatedAt: Date;
  hashedKeys: HashedKey[];
};

/** A booked demo as the log shows it: its booking, its visit, and a row per platform. */
export type ConversionLogEntry = {
  bookingId: string;
  provider: BookingProvider;
  bookedAt: Date;
  bookingStatus: BookingStatus;
  /** The landing's click id kind (its value is never shown). */
  clickId: ClickIdKind | null;
  /** The visit as the campaign view names it, or null when none is on record. */
  visit: { channel: string; source: string; campaign: string } | null;
  rows: ConversionLogRow[];
};

/** Bookings with a row matching the filter ($1 platform, $2 state, either null for any). */
const matchingBookings = `EXISTS (SELECT 1 FROM conversion_outbox f WHERE f.booking_id = b.id
  AND ($1::text IS NULL OR f.platform = $1) AND ($2::text IS NULL OR f.state = $2))`;

type LogRecord = {
  booking_id: string;
  provider: BookingProvider;
  booked_at: Date;
  booking_status: BookingStatus;
  click_id: ClickIdKind | null;
  channel: string | null;
  source: string | null;
  campaign: string | null;
  id: string | number;
  platform: ConversionPlatform;
  state: ConversionState;
  attempts: number;
  last_message: string | null;
  sent_at: Date | null;
  due_at: Date;
  updated_at: Date;
  hashed_keys: HashedKey[];
};

/** The bookings' rows with their visit, newest booking first, platforms in the admin's order. */
const logRows = (picked: string) => `
  SELECT b.id AS booking_id, b.provider, b.created_at AS booked_at, b.status AS booking_status,
    s.click_id, ${visitDimensionSql('channel')} AS channel, ${visitDimensionSql('source')} AS source,
    ${visitDimensionSql('campaign')} AS campaign,
    o.id, o.platform, o.state, o.attempts, o.last_message, o.sent_at, o.due_at, o.updated_at,
    o.hashed_keys
  FROM (${picked}) p
  JOIN booking b ON b.id = p.id
  LEFT JOIN analytics_sessions s ON s.session_id = b.session_id
  JOIN conversion_outbox o ON o.booking_id = b.id
  ORDER BY b.created_at DESC, b.id DESC,
    array_position(ARRAY[${conversionPlatforms.map((p) => `'${p}'`).join(', ')}], o.platform)`;

function toEntries(records: LogRecord[]): ConversionLogEntry[] {
  const entries: ConversionLogEntry[] = [];
  for (const record of records) {
    let entry = entries.at(-1);
    if (entry?.bookingId !== record.booking_id) {
      entry = {
        bookingId: record.booking_id,
        provider: record.provider,
        bookedAt: new Date(record.booked_at),
        bookingStatus: record.booking_status,
        clickId: record.click_id,
        visit:
          record.channel === null
            ? null
            : {
                channel: record.channel,
                source: record.source ?? '',
                campaign: record.campaign ?? '',
              },
        rows: [],
      };
      entries.push(entry);
    }
    entry.rows.push({
      id: Number(record.id),
      platform: record.platform,
      state: record.state,
      attempts: Number(record.attempts),
      message: record.last_message,
      sentAt: record.sent_at ? new Date(record.sent_at) : null,
      dueAt: new Date(record.due_at),
      updatedAt: new Date(record.updated_at),
      hashedKeys: record.hashed_keys ?? [],
    });
  }
  return entries;
}

/** One page of booked demos with a row matching the filter, newest first, and how many there are. */
export async function listConversionLog(
  db: SqlClient,
  filter: ConversionLogFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: ConversionLogEntry[]; total: number }> {
  const params = [filter.platform, filter.state];
  const [records, total] = await Promise.all([
    db.query<LogRecord>(
      logRows(`SELECT b.id FROM booking b WHERE ${matchingBookings}
        ORDER BY b.created_at DESC, b.id DESC LIMIT $3 OFFSET $4`),
      [...params, pageSize, Math.max(0, page - 1) * pageSize],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM booking b WHERE ${matchingBookings}`,
      params,
    ),
  ]);
  return { entries: toEntries(records.rows), total: total.rows[0]?.n ?? 0 };
}

/** Every booked demo matching the filter, newest first, for the CSV (capped). */
export async function listConversionLogForExport(
  db: SqlClient,
  filter: ConversionLogFilter,
  limit = 50_000,
): Promise<ConversionLogEntry[]> {
  const { rows } = await db.query<LogRecord>(
    logRows(`SELECT b.id FROM booking b WHERE ${matchingBookings}
      ORDER BY b.created_at DESC, b.id DESC LIMIT $3`),
    [filter.platform, filter.state, limit],
  );
  return toEntries(rows);
}

/** Per channel: booked demos, and how many had a click id, a hashed email, or either. */
export type MatchKeyShare = {
  /** The visit's channel, or null for booked demos with no visit on record. */
  channel: string | null;
  bookedDemos: number;
  withClickId: number;
  withEmail: number;
  withEither: number;
};

/** The match keys of the booked demos queued since `since`, by channel, the largest first. */
export async function matchKeyShares(db: SqlClient, since: Date): Promise<MatchKeyShare[]> {
  const { rows } = await db.query<{
    channel: string | null;
    demos: number;
    click: number;
    email: number;
    either: number;
  }>(
    `SELECT ${visitDimensionSql('channel')} AS channel, count(*)::int AS demos,
       count(*) FILTER (WHERE s.click_id IS NOT NULL)::int AS click,
       count(*) FILTER (WHERE k.email)::int AS email,
       count(*) FILTER (WHERE s.click_id IS NOT NULL OR k.email)::int AS either
     FROM (SELECT booking_id, bool_or('email' = ANY(hashed_keys)) AS email
           FROM conversion_outbox WHERE created_at >= $1 GROUP BY booking_id) k
     JOIN booking b ON b.id = k.booking_id
     LEFT JOIN analytics_sessions s ON s.session_id = b.session_id
     GROUP BY 1
     ORDER BY demos DESC, channel NULLS LAST`,
    [since],
  );
  return rows.map((row) => ({
    channel: row.channel,
    bookedDemos: row.demos,
    withClickId: row.click,
    withEmail: row.email,
    withEither: row.either,
  }));
}

export type SendAgainResult =
  | { kind: 'queued'; bookingId: string; platform: ConversionPlatform }
  | { kind: 'not-found' }
  | { kind: 'not-given-up'; state: ConversionState };

/**
 * Queues a given-up row again, due now, its attempts counted afresh; any other row is left as
 * it is. Its hashed details were deleted when it was given up: it is sent with the click ids.
 */
export async function sendConversionAgain(
  db: SqlClient,
  id: number,
  { now, message }: { now: Date; message: string },
): Promise<SendAgainResult> {
  const { rows } = await db.query<{ booking_id: string; platform: ConversionPlatform }>(
    `UPDATE conversion_outbox SET state = 'queued', attempts = 0, due_at = $2, lease_until = NULL,
       alone = false, request_id = NULL, request_position = NULL, status_checks = 0,
       last_message = $3, sent_at = NULL, updated_at = $2
     WHERE id = $1 AND state = 'given_up'
     RETURNING booking_id, platform`,
    [id, now, message],
  );
  const queued = rows[0];
  if (queued) return { kind: 'queued', bookingId: queued.booking_id, platform: queued.platform };
  const { rows: found } = await db.query<{ state: ConversionState }>(
    'SELECT state FROM conversion_outbox WHERE id = $1',
    [id],
  );
  return found[0] ? { kind: 'not-given-up', state: found[0].state } : { kind: 'not-found' };
}
