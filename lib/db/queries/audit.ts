import 'server-only';
import { desc } from 'drizzle-orm';
import type { OrmClient, SqlClient } from '../client';
import { auditActions, auditLog } from '../schema';

export { auditActions };
export type AuditRow = typeof auditLog.$inferSelect;
export type AuditAction = AuditRow['action'];

export type AuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>;

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
  db: OrmClient,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<{ entries: AuditRow[]; total: number }> {
  const [entries, total] = await Promise.all([
    db.orm
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset(Math.max(0, page - 1) * pageSize),
    db.orm.$count(auditLog),
  ]);
  return { entries, total };
}
