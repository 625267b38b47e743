import 'server-only';
import { recordConversion } from '@/lib/analytics/conversions';
import {
  cancelBookedDemo,
  type QueueSettings,
  queueBookedDemo,
  queueSettings,
} from '@/lib/conversions/outbox';
import type { Database, SqlClient } from '@/lib/db/client';
import {
  type BookingRow,
  clickPage,
  insertBooking,
  isReplaced,
  moveBooked,
  refreshSessionBooked,
  selectBooking,
  unplacedSessionId,
} from '@/lib/db/queries/bookings';
import { matchDealsOfBooking } from '@/lib/db/queries/deals';
import type { BookingAction } from './deliveries';
import { findSession } from './reference';

export type BookingOutcome =
  | 'booked'
  | 'rescheduled'
  | 'cancelled'
  | 'unchanged'
  | 'cancelled-unknown'
  | 'reschedule-pending';

type Created = Extract<BookingAction, { kind: 'created' }>;
type Cancelled = Extract<BookingAction, { kind: 'cancelled' }>;

/** The conversion of a booked demo, or of its cancellation, dated the day the booking was made. */
function recordBooking(
  db: SqlClient,
  type: 'booked_demo' | 'booking_cancelled',
  row: BookingRow,
  cancelledAt?: Date,
) {
  return recordConversion(db, {
    type,
    at: row.created_at,
    sessionId: row.session_id,
    standInId: unplacedSessionId(row.id),
    userAgent: null,
    path: row.page,
    label: row.provider,
    variant: row.variant,
    attribution: {
      landingPage: null,
      referrer: null,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
    },
    details: cancelledAt ? { cancelled_at: cancelledAt.toISOString() } : {},
  });
}

/**
 * Applies one verified delivery in one transaction, idempotently by the booking's id: a repeated
 * delivery finds its row and changes nothing; a cancellation only moves a booked row; a reschedule
 * gives the new booking the old one's day and attribution and marks the old one `rescheduled`.
 * A new booked demo is queued for the configured ad platforms (`conversions`, the process's
 * settings unless a test gives its own); a cancellation skips what is queued for it.
 */
export function applyBooking(
  db: Database,
  action: Created | Cancelled,
  now: Date,
  conversions: QueueSettings = queueSettings(),
): Promise<BookingOutcome> {
  return db.transaction((tx) =>
    action.kind === 'cancelled' ? cancel(tx, action, now) : create(tx, action, now, conversions),
  );
}

/** A new booked demo: its conversion, and its sends to the ad platforms. */
async function bookedDemo(
  tx: SqlClient,
  row: BookingRow,
  action: Created,
  now: Date,
  conversions: QueueSettings,
) {
  await recordBooking(tx, 'booked_demo', row);
  await queueBookedDemo(tx, row.id, action.hashed, conversions, now);
}

/** The row of a booking seen for the first time, matched to its session by its reference. */
async function fresh(tx: SqlClient, action: Created): Promise<BookingRow> {
  const { attribution } = action;
  const sessionId = attribution.ref ? await findSession(tx, attribution.ref) : null;
  // The link's variant and page count only when its reference names a session the site knows.
  const variant = sessionId ? (attribution.variant ?? 'other') : 'other';
  // A service that cannot carry the page (Calendly): the page the session clicked to book.
  const fromVisit =
    sessionId !== null && attribution.page === null
      ? await clickPage(tx, sessionId, variant, action.createdAt)
      : null;
  return {
    id: action.id,
    provider: action.provider,
    created_at: action.createdAt,
    starts_at: action.startsAt,
    // A booking already replaced by a later one (a late retry of its first delivery) stays replaced.
    status: (await isReplaced(tx, action.id)) ? 'rescheduled' : 'booked',
    rescheduled_from: action.rescheduledFrom,
    session_ref: attribution.ref,
    session_id: sessionId,
    utm_source: attribution.utmSource,
    utm_medium: attribution.utmMedium,
    utm_campaign: attribution.utmCampaign,
    utm_term: attribution.utmTerm,
    utm_content: attribution.utmContent,
    variant,
    page: sessionId ? (attribution.page ?? fromVisit) : null,
    page_from_visit: fromVisit !== null,
    email_sha256: action.emailSha256 ?? null,
  };
}

/** The CRM's deals that were waiting for this booking (by its id, reference or email's hash). */
const matchDeals = (tx: SqlClient, row: BookingRow, now: Date) =>
  matchDealsOfBooking(
    tx,
    { id: row.id, sessionRef: row.session_ref, emailSha256: row.email_sha256 },
    now,
  );

async function create(
  tx: SqlClient,
  action: Created,
  now: Date,
  conversions: QueueSettings,
): Promise<BookingOutcome> {
  if (await selectBooking(tx, action.id)) return 'unchanged';
  const old = action.rescheduledFrom
    ? await selectBooking(tx, action.rescheduledFrom, true)
    : undefined;
  const row: BookingRow = old
    ? // The same demo, moved: the first booking's day and attribution.
      {
        ...old,
        id: action.id,
        starts_at: action.startsAt,
        status: 'booked',
        rescheduled_from: old.id,
        // The attendee's email's hash moves with the demo.
        email_sha256: old.email_sha256 ?? action.emailSha256 ?? null,
      }
    : await fresh(tx, action);
  if (!(await insertBooking(tx, row, now))) return 'unchanged';
  await matchDeals(tx, row, now);
  if (old) {
    // A cancelled (or already replaced) old booking was not a booked demo: this one is a new one.
    // (A moved demo keeps the conversion queued under its first booking.)
    if (!(await moveBooked(tx, old.id, 'rescheduled', now)))
      await bookedDemo(tx, row, action, now, conversions);
  } else if (row.status === 'booked') {
    await bookedDemo(tx, row, action, now, conversions);
  }
  if (row.session_id) await refreshSessionBooked(tx, row.session_id);
  return old ? 'rescheduled' : 'booked';
}

async function cancel(tx: SqlClient, action: Cancelled, now: Date): Promise<BookingOutcome> {
  // Calendly's cancel marked `rescheduled` is the first half of a reschedule: the demo moves when
  // the new invitee's delivery names this one as its old_invitee (in either order).
  if (action.rescheduled) return 'reschedule-pending';
  const row = await moveBooked(tx, action.id, 'cancelled', now);
  if (row) {
    await recordBooking(tx, 'booking_cancelled', row, now);
    await cancelBookedDemo(tx, row.id, now);
    if (row.session_id) await refreshSessionBooked(tx, row.session_id);
    return 'cancelled';
  }
  // A booking never seen booked (made before the webhook was set up, or its delivery still to
  // come) is kept as cancelled with no attribution, so a late delivery of its creation cannot
  // count it. It was never a booked demo, so no conversion is recorded.
  const tombstone: BookingRow = {
    id: action.id,
    provider: action.provider,
    created_at: action.createdAt,
    starts_at: action.startsAt,
    status: 'cancelled',
    rescheduled_from: null,
    session_ref: null,
    session_id: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    variant: 'other',
    page: null,
    page_from_visit: false,
    email_sha256: null,
  };
  if (!(await insertBooking(tx, tombstone, now))) return 'unchanged';
  // A deal for a demo canceled before its booking was seen still names it by its id.
  await matchDeals(tx, tombstone, now);
  return 'cancelled-unknown';
}
