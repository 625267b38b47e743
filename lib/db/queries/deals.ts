import type { SqlClient } from '@/lib/db/client';
import type { DealMatchKind, DealStage } from '@/lib/db/schema/revenue';

/**
 * The CRM's deals (crm_deal): one row per deal at its latest stage, tied to the booking it came
 * from when its key names one (docs/analytics.md, "Deal values from the CRM").
 *
 * Which delivery wins, in one statement so that instances sharing a database cannot interleave a
 * read and a write: a later stage replaces an earlier one (qualified < won = lost); between won
 * and lost, or the same stage again, the later `occurred_at` wins (on a tie, the later delivery).
 * An earlier stage arriving after a later one is kept out; it only fills in a booking the row
 * still lacks.
 */
export type DealInput = {
  dealId: string;
  stage: DealStage;
  amountCents: number;
  currency: string;
  occurredAt: Date;
  matchKind: DealMatchKind;
  matchKey: string;
};

export type RecordedDeal = {
  dealId: string;
  stage: DealStage;
  amountCents: number;
  occurredAt: Date;
  bookingId: string | null;
  /** Whether this delivery's stage, amount and time are what the row now holds. */
  applied: boolean;
};

/** Calendly's invitee URIs, whose last segment a deal may send alone. */
const calendlyInvitees = 'calendly:https://api.calendly.com/scheduled_events/%/invitees/';

/**
 * The booking a key names (booking ids are `calendly:<invitee URI>` or `calcom:<uid>`,
 * lib/db/schema/bookings.ts), whatever its status: a canceled demo's deal still counts. Of several
 * (an email or a reference that booked twice), the latest made that was not replaced by a
 * reschedule. `$1` is the key.
 */
const bookingOf: Record<DealMatchKind, string> = {
  booking_id: `id IN ('calcom:' || $1, 'calendly:' || $1)
    OR ($1 ~ '^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$' AND id LIKE '${calendlyInvitees}' || $1)`,
  reference: 'session_ref = $1',
  email_sha256: 'email_sha256 = $1',
};

const stageRank = (stage: string) => `(CASE ${stage} WHEN 'qualified' THEN 1 ELSE 2 END)`;

type Row = {
  deal_id: string;
  stage: DealStage;
  amount_cents: number | string;
  occurred_at: Date;
  booking_id: string | null;
};

const recorded = (row: Row, input: DealInput): RecordedDeal => ({
  dealId: row.deal_id,
  stage: row.stage,
  amountCents: Number(row.amount_cents),
  occurredAt: row.occurred_at,
  bookingId: row.booking_id,
  applied:
    row.stage === input.stage &&
    Number(row.amount_cents) === input.amountCents &&
    row.occurred_at.getTime() === input.occurredAt.getTime(),
});

/**
 * Records one delivery of a deal: inserted, or replacing the stored one when it wins (above), in
 * one INSERT … ON CONFLICT … DO UPDATE … WHERE. The deal as stored afterwards.
 */
export async function recordDeal(
  db: SqlClient,
  input: DealInput,
  now: Date,
): Promise<RecordedDeal> {
  const wins = `${stageRank('excluded.stage')} > ${stageRank('crm_deal.stage')}
    OR (${stageRank('excluded.stage')} = ${stageRank('crm_deal.stage')}
      AND excluded.occurred_at >= crm_deal.occurred_at)`;
  const fillsIn = 'crm_deal.booking_id IS NULL AND excluded.booking_id IS NOT NULL';
  const { rows } = await db.query<Row>(
    `INSERT INTO crm_deal (deal_id, stage, amount_cents, currency, occurred_at,
       match_kind, match_key, booking_id, received_at, updated_at)
     VALUES ($2, $3, $4, $5, $6, $7, $1,
       (SELECT id FROM booking WHERE ${bookingOf[input.matchKind]}
        ORDER BY status = 'rescheduled', created_at DESC, received_at DESC, id LIMIT 1),
       $8, $8)
     ON CONFLICT (deal_id) DO UPDATE SET
       stage = CASE WHEN ${wins} THEN excluded.stage ELSE crm_deal.stage END,
       amount_cents = CASE WHEN ${wins} THEN excluded.amount_cents ELSE crm_deal.amount_cents END,
       currency = CASE WHEN ${wins} THEN excluded.currency ELSE crm_deal.currency END,
       occurred_at = CASE WHEN ${wins} THEN excluded.occurred_at ELSE crm_deal.occurred_at END,
       match_kind = CASE WHEN ${wins} OR ${fillsIn} THEN excluded.match_kind ELSE crm_deal.match_kind END,
       match_key = CASE WHEN ${wins} OR ${fillsIn} THEN excluded.match_key ELSE crm_deal.match_key END,
       booking_id = COALESCE(excluded.booking_id, crm_deal.booking_id),
       updated_at = excluded.updated_at
     WHERE ${wins} OR ${fillsIn}
     RETURNING deal_id, stage, amount_cents, occurred_at, booking_id`,
    [
      input.matchKey,
      input.dealId,
      input.stage,
      input.amountCents,
      input.currency,
      input.occurredAt,
      input.matchKind,
      now,
    ],
  );
  const row = rows[0] ?? (await selectDeal(db, input.dealId));
  if (!row) throw new Error(`crm_deal ${input.dealId} was neither written nor found.`);
  return recorded(row, input);
}

async function selectDeal(db: SqlClient, dealId: string): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(
    'SELECT deal_id, stage, amount_cents, occurred_at, booking_id FROM crm_deal WHERE deal_id = $1',
    [dealId],
  );
  return rows[0];
}

/** The keys a deal may name a booking id by: Calendly's invitee URI or its uuid; Cal.com's uid. */
function bookingIdKeys(bookingId: string): string[] {
  const at = bookingId.indexOf(':');
  const provider = bookingId.slice(0, at);
  const id = bookingId.slice(at + 1);
  if (provider === 'calcom') return [id];
  const uuid = /\/invitees\/([0-9a-f-]{36})$/.exec(id)?.[1];
  return uuid ? [id, uuid] : [id];
}

/**
 * Ties the unmatched deals that name a booking just stored (by its id, its session reference or
 * its email's hash) to it; the deal ids matched.
 */
export async function matchDealsOfBooking(
  db: SqlClient,
  booking: { id: string; sessionRef: string | null; emailSha256: string | null },
  now: Date,
): Promise<string[]> {
  const { rows } = await db.query<{ deal_id: string }>(
    `UPDATE crm_deal SET booking_id = $1, updated_at = $5
     WHERE booking_id IS NULL AND (
       (match_kind = 'booking_id' AND match_key = ANY($2::text[]))
       OR (match_kind = 'reference' AND match_key = $3)
       OR (match_kind = 'email_sha256' AND match_key = $4))
     RETURNING deal_id`,
    [booking.id, bookingIdKeys(booking.id), booking.sessionRef, booking.emailSha256, now],
  );
  return rows.map((row) => row.deal_id);
}

/** An unmatched deal as the admin may list it: never the key itself (an email's hash). */
export type UnmatchedDeal = {
  dealId: string;
  stage: DealStage;
  amountCents: number;
  occurredAt: Date;
  matchKind: DealMatchKind;
};

/** The deals that match no booking yet, latest first. */
export async function listUnmatchedDeals(db: SqlClient, limit: number): Promise<UnmatchedDeal[]> {
  const { rows } = await db.query<{
    deal_id: string;
    stage: DealStage;
    amount_cents: number | string;
    occurred_at: Date;
    match_kind: DealMatchKind;
  }>(
    `SELECT deal_id, stage, amount_cents, occurred_at, match_kind FROM crm_deal
     WHERE booking_id IS NULL ORDER BY occurred_at DESC, deal_id LIMIT $1`,
    [limit],
  );
  return rows.map((row) => ({
    dealId: row.deal_id,
    stage: row.stage,
    amountCents: Number(row.amount_cents),
    occurredAt: row.occurred_at,
    matchKind: row.match_kind,
  }));
}

/** How many deals match no booking yet. */
export async function countUnmatchedDeals(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM crm_deal WHERE booking_id IS NULL',
  );
  return rows[0]?.n ?? 0;
}
