import type { Metadata } from 'next';
import { Leads } from '@/components/admin/leads';
import { requireSection } from '@/lib/auth/admin-gate';
import { loadLeadsInbox } from '@/lib/leads/inbox';
import { type SearchParams, toSearchParams } from '../search-params';

export const metadata: Metadata = { title: 'Leads' };

/** The leads inbox: every staff member reads it; admins and sales change it (checked again by the API). */
export default async function LeadsPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSection('leads');
  if (!user) return null;
  const inbox = await loadLeadsInbox(user, toSearchParams(await searchParams));
  return (
    <Leads
      leads={inbox.leads}
      total={inbox.total}
      page={inbox.page}
      pageSize={inbox.pageSize}
      filter={inbox.filter}
      outbox={inbox.outbox}
      canManage={user.canManageLeads === true}
      notifyNewLeads={inbox.notifyNewLeads}
    />
  );
}
