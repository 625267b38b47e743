import 'server-only';
import { type LeadStatus, leadStatuses } from '@/lib/leads/options';
import type { SqlClient } from '../client';

export { type LeadStatus, leadStatuses };

export type Attribution = {
  landingPage: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
};

export type NewLead = {
  id: string;
  status: 'new' | 'spam';
  spamReason: string | null;
  topic: string;
  trade: string;
  name: string;
  business: string;
  phone: string | null;
  email: string | null;
  preferredContact: string;
  bestTime: string;
  message: string | null;
  sourcePage: string;
  sessionId: string | null;
  attribution: Attribution | null;
  ipAddress: string | null;
  formToken: string | null;
};

export type LeadRow = Omit<NewLead, 'status'> & {
  createdAt: Date;
  status: LeadStatus;
  note: string | null;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** Mails about this lead not yet sent (waiting or retrying). */
  mailPending: number;
  mailFailed: number;
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

const filterSql = `($1::text IS NULL OR l.status = $1) AND ($2::text IS NULL OR l.trade = $2)
  AND ($3::text IS NULL OR l.topic = $3)`;
const filterParams = (filter: LeadFilter) => [
  filter.status ?? null,
  filter.trade ?? null,
  filter.topic ?? null,
];

type RawLead = Record<string, unknown>;

function toLead(row: RawLead): LeadRow {
  return {
    id: String(row.id),
    createdAt: new Date(row.created_at as string),
    status: row.status as LeadStatus,
    spamReason: (row.spam_reason as string | null) ?? null,
    topic: String(row.topic),
    trade: String(row.trade),
    name: String(row.name),
    business: String(row.business),
    phone: (row.phone as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    preferredContact: String(row.preferred_contact),
    bestTime: String(row.best_time),
    message: (row.message as string | null) ?? null,
    sourcePage: String(row.source_page),
    sessionId: (row.session_id as string | null) ?? null,
    attribution: (row.attribution as Attribution | null) ?? null,
    ipAddress: (row.ip_address as string | null) ?? null,
    formToken: null,
    note: (row.note as string | null) ?? null,
    updatedAt: row.updated_at ? new Date(row.updated_at as string) : null,
    updatedBy: (row.updated_by as string | null) ?? null,
    mailPending: Number(row.mail_pending ?? 0),
    mailFailed: Number(row.mail_failed ?? 0),
  };
}

const leadColumns = `l.id, l.created_at, l.status, l.spam_reason, l.topic, l.trade, l.name,
  l.business, l.phone, l.email, l.preferred_contact, l.best_time, l.message, l.source_page,
  l.session_id, l.attribution, l.ip_address, l.note, l.updated_at, l.updated_by,
  (SELECT count(*) FROM mail_outbox m
   WHERE m.lead_id = l.id AND m.sent_at IS NULL AND m.failed_at IS NULL) AS mail_pending,
  (SELECT count(*) FROM mail_outbox m WHERE m.lead_id = l.id AND m.failed_at IS NOT NULL)
    AS mail_failed`;

/** One page of leads, newest first, and how many match the filter. */
export async function listLeads(
  db: SqlClient,
  filter: LeadFilter,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ leads: LeadRow[]; total: number }> {
  const [{ rows }, { rows: count }] = await Promise.all([
    db.query<RawLead>(
      `SELECT ${leadColumns} FROM lead l WHERE ${filterSql}
       ORDER BY l.created_at DESC, l.id LIMIT $4 OFFSET $5`,
      [...filterParams(filter), pageSize, Math.max(0, page - 1) * pageSize],
    ),
    db.query<{ total: string | number }>(
      `SELECT count(*) AS total FROM lead l WHERE ${filterSql}`,
      filterParams(filter),
    ),
  ]);
  return { leads: rows.map(toLead), total: Number(count[0]?.total ?? 0) };
}

/** Every lead matching the filter, newest first, for the CSV export (capped). */
export async function listLeadsForExport(
  db: SqlClient,
  filter: LeadFilter,
  limit = 50_000,
): Promise<LeadRow[]> {
  const { rows } = await db.query<RawLead>(
    `SELECT ${leadColumns} FROM lead l WHERE ${filterSql}
     ORDER BY l.created_at DESC, l.id LIMIT $4`,
    [...filterParams(filter), limit],
  );
  return rows.map(toLead);
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

/** Addresses of staff who asked to be mailed about new leads. */
export async function listLeadSubscribers(db: SqlClient): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM staff_preference p JOIN auth_user u ON u.id = p.user_id
     WHERE p.notify_new_leads ORDER BY u.email`,
  );
  return rows.map((row) => row.email);
}

export async function getNotifyNewLeads(db: SqlClient, userId: string): Promise<boolean> {
  const { rows } = await db.query<{ notify_new_leads: boolean }>(
    'SELECT notify_new_leads FROM staff_preference WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.notify_new_leads === true;
}

export async function setNotifyNewLeads(
  db: SqlClient,
  userId: string,
  notify: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO staff_preference (user_id, notify_new_leads) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET notify_new_leads = $2, updated_at = now()`,
    [userId, notify],
  );
}
