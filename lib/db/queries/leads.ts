import 'server-only';
import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type SessionDimensionId, visitDimensionSql } from '../campaign-model';
import type { OrmClient, SqlClient } from '../client';
import { type Attribution, analyticsSessions, lead, mailOutbox } from '../schema';
import type { LeadStatus } from '../schema/lead-status';

export type { Attribution };

type LeadRecord = typeof lead.$inferSelect;

/** A lead as the contact form stores it: new, or kept as spam. */
export type NewLead = Omit<
  LeadRecord,
  'createdAt' | 'status' | 'note' | 'updatedAt' | 'updatedBy'
> & {
  status: 'new' | 'spam';
};

/** The dimensions of a lead's visit the inbox shows, as the campaign view names their values. */
export const leadVisitDimensions = [
  'channel',
  'source',
  'campaign',
] as const satisfies readonly SessionDimensionId[];

export type LeadVisit = Record<(typeof leadVisitDimensions)[number], string>;

export type LeadRow = LeadRecord & {
  /** Mails about this lead not yet sent (waiting or retrying). */
  mailPending: number;
  mailFailed: number;
  /** The visit the request was sent from; null when none is on record (no script, no session). */
  visit: LeadVisit | null;
};

/**
 * Stores a lead unless one with the same form token exists (a request sent twice): true when
 * this call stored it.
 */
export async function insertLead(db: SqlClient, lead: NewLead): Promise<boolean> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO lead (id, status, spam_reason, topic, trade, name, business, phone, email,
       preferred_contact, best_time, message, source_page, session_id, attribution, ip_address,
       form_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
     ON CONFLICT (form_token) DO NOTHING
     RETURNING id`,
    [
      lead.id,
      lead.status,
      lead.spamReason,
      lead.topic,
      lead.trade,
      lead.name,
      lead.business,
      lead.phone,
      lead.email,
      lead.preferredContact,
      lead.bestTime,
      lead.message,
      lead.sourcePage,
      lead.sessionId,
      lead.attribution ? JSON.stringify(lead.attribution) : null,
      lead.ipAddress,
      lead.formToken,
    ],
  );
  return rows.length === 1;
}

/**
 * What brought an analytics session to the site: its first page view of the last day (the
 * created_at index bounds the scan; a contact request is rare next to page views).
 */
export async function findSessionAttribution(
  db: SqlClient,
  sessionId: string,
): Promise<Attribution | null> {
  const { rows } = await db.query<{ page: string | null; url: string | null; metadata: unknown }>(
    `SELECT page, url, metadata FROM analytics_events
     WHERE created_at > now() - interval '1 day' AND session_id = $1 AND event_type = 'page_view'
     ORDER BY created_at, id LIMIT 1`,
    [sessionId],
  );
  const row = rows[0];
  if (!row) return null;
  let params = new URLSearchParams();
  try {
    params = new URL(row.url ?? '').searchParams;
  } catch {}
  const referrer = (row.metadata as { referrer?: unknown } | null)?.referrer;
  const clip = (value: string | null) => (value ? value.slice(0, 200) : null);
  return {
    landingPage: row.page,
    referrer: typeof referrer === 'string' ? clip(referrer) : null,
    utmSource: clip(params.get('utm_source')),
    utmMedium: clip(params.get('utm_medium')),
    utmCampaign: clip(params.get('utm_campaign')),
  };
}

export type LeadFilter = {
  status?: LeadStatus | null;
  trade?: string | null;
  topic?: string | null;
};

function filterWhere(filter: LeadFilter): SQL | undefined {
  return and(
    filter.status != null ? eq(lead.status, filter.status) : undefined,
    filter.trade != null ? eq(lead.trade, filter.trade) : undefined,
    filter.topic != null ? eq(lead.topic, filter.topic) : undefined,
  );
}

/** A lead's columns but its form token (never shown), and the state of its mails. */
const { formToken: _formToken, ...leadColumns } = getTableColumns(lead);
const leadFields = {
  ...leadColumns,
  formToken: sql<null>`null`,
  mailPending: sql<number>`(SELECT count(*) FROM ${mailOutbox} m
    WHERE m.lead_id = ${lead}.id AND m.sent_at IS NULL AND m.failed_at IS NULL)`.mapWith(Number),
  mailFailed: sql<number>`(SELECT count(*) FROM ${mailOutbox} m
    WHERE m.lead_id = ${lead}.id AND m.failed_at IS NOT NULL)`.mapWith(Number),
};

/** The lead's session row, named `s` as the campaign model's SQL reads it. */
const s = alias(analyticsSessions, 's');

const visitFields = Object.fromEntries(
  leadVisitDimensions.map((id) => [id, sql<string | null>`${sql.raw(visitDimensionSql(id))}`]),
) as Record<keyof LeadVisit, SQL<string | null>>;

const selectLeads = (db: OrmClient, filter: LeadFilter) =>
  db.orm
    .select({ ...leadFields, visit: visitFields })
    .from(lead)
    .leftJoin(s, eq(s.sessionId, lead.sessionId))
    .where(filterWhere(filter))
    .orderBy(desc(lead.createdAt), asc(lead.id));

/** A row as the inbox reads it: the visit whole, or null when it is not on record. */
const toLeadRow = <T extends { visit: Record<keyof LeadVisit, string | null> }>({
  visit,
  ...row
}: T): Omit<T, 'visit'> & { visit: LeadVisit | null } => ({
  ...row,
  visit: visit.channel === null ? null : (visit as LeadVisit),
});

/** One page of leads, newest first, and how many match the filter. */
export async function listLeads(
  db: OrmClient,
  filter: LeadFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ leads: LeadRow[]; total: number }> {
  const [leads, total] = await Promise.all([
    selectLeads(db, filter)
      .limit(pageSize)
      .offset(Math.max(0, page - 1) * pageSize),
    db.orm.$count(lead, filterWhere(filter)),
  ]);
  return { leads: leads.map(toLeadRow), total };
}

/** Every lead matching the filter, newest first, for the CSV export (capped). */
export async function listLeadsForExport(
  db: OrmClient,
  filter: LeadFilter,
  limit = 50_000,
): Promise<LeadRow[]> {
  return (await selectLeads(db, filter).limit(limit)).map(toLeadRow);
}

/** Changes a lead's status and/or note, recording who did it; null when there is no such lead. */
export async function updateLead(
  db: SqlClient,
  id: string,
  change: { status?: LeadStatus; note?: string | null },
  by: string,
): Promise<{ status: LeadStatus; previousStatus: LeadStatus } | null> {
  const { rows } = await db.query<{ status: LeadStatus; previous_status: LeadStatus }>(
    `UPDATE lead l SET
       status = coalesce($2, l.status),
       note = CASE WHEN $3::boolean THEN $4 ELSE l.note END,
       updated_at = now(),
       updated_by = $5
     FROM (SELECT id, status AS previous_status FROM lead WHERE id = $1 FOR UPDATE) old
     WHERE l.id = old.id
     RETURNING l.status, old.previous_status`,
    [id, change.status ?? null, change.note !== undefined, change.note ?? null, by],
  );
  const row = rows[0];
  return row ? { status: row.status, previousStatus: row.previous_status } : null;
}
