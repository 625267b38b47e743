import 'server-only';
import type { SqlClient } from '../client';

/** Every action the audit log records. */
export const auditActions = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'invitation_sent',
  'invitation_accepted',
  'invitation_revoked',
  'user_removed',
  'factor_added',
  'factor_removed',
  'factors_reset',
  'factor_challenge_failed',
  'lead_updated',
] as const;
export type AuditAction = (typeof auditActions)[number];

export type AuditEntry = {
  action: AuditAction;
  actorId?: string | null;
  actorEmail?: string | null;
  target?: string | null;
  ipAddress?: string | null;
};

export type AuditRow = Required<AuditEntry> & { id: number; at: Date };

export async function insertAuditEntry(db: SqlClient, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (action, actor_id, actor_email, target, ip_address)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      entry.action,
      entry.actorId ?? null,
      entry.actorEmail?.toLowerCase() ?? null,
      entry.target ?? null,
      entry.ipAddress ?? null,
    ],
  );
}

/** One page of the log, newest first, and how many entries there are in all. */
export async function listAuditEntries(
  db: SqlClient,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: AuditRow[]; total: number }> {
  const [{ rows }, { rows: count }] = await Promise.all([
    db.query<{
      id: string | number;
      at: Date;
      action: AuditAction;
      actor_id: string | null;
      actor_email: string | null;
      target: string | null;
      ip_address: string | null;
    }>(
      `SELECT id, at, action, actor_id, actor_email, target, ip_address FROM audit_log
       ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
      [pageSize, Math.max(0, page - 1) * pageSize],
    ),
    db.query<{ total: string | number }>('SELECT count(*) AS total FROM audit_log'),
  ]);
  return {
    total: Number(count[0]?.total ?? 0),
    entries: rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at),
      action: row.action,
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      target: row.target,
      ipAddress: row.ip_address,
    })),
  };
}
