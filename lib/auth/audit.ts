import 'server-only';
import { getDb } from '@/lib/db/client';
import { type AuditAction, insertAuditEntry, listAuditEntries } from '@/lib/db/queries/audit';
import { clientAddress, headerSource } from '@/lib/http/client-address';

type Actor = { id?: string | null; email?: string | null } | null;

/**
 * Records an access event in the audit log with the client's address from `headers`. A failure
 * to record is reported in the server log and does not undo or block the action itself.
 */
export async function audit(
  action: AuditAction,
  { actor, target, headers }: { actor?: Actor; target?: string | null; headers?: Headers },
): Promise<void> {
  try {
    await insertAuditEntry(await getDb(), {
      action,
      actorId: actor?.id ?? null,
      actorEmail: actor?.email ?? null,
      target: target ?? null,
      ipAddress: headers ? clientAddress(headerSource(headers)) : null,
    });
  } catch (error) {
    console.error(`audit: could not record ${action}:`, (error as Error).message);
  }
}

/** One page of the audit log for the Audit section (`page` from 1, clamped). */
export async function loadAuditPage(page: number, pageSize: number) {
  return listAuditEntries(await getDb(), { page, pageSize });
}
