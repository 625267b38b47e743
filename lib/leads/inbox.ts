import 'server-only';
import type { StaffUser } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listLeads } from '@/lib/db/queries/leads';
import { getOutboxSummary } from '@/lib/db/queries/mail-outbox';
import { getNotifyNewLeads } from '@/lib/db/queries/preferences';
import { leadsPageSize, parseLeadFilter } from './admin';

/** The Leads section's data: one page of the filtered inbox, the mail outbox, the person's opt-in. */
export async function loadLeadsInbox(user: StaffUser, params: URLSearchParams) {
  const db = await getDb();
  const { page, ...filter } = parseLeadFilter(params);
  const [leads, outbox, notifyNewLeads] = await Promise.all([
    listLeads(db, filter, { page, pageSize: leadsPageSize }),
    getOutboxSummary(db),
    getNotifyNewLeads(db, user.id),
  ]);
  return { ...leads, page, pageSize: leadsPageSize, filter, outbox, notifyNewLeads };
}
