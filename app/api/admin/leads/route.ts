import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { listLeads } from '@/lib/db/queries/leads';
import { getOutboxSummary } from '@/lib/db/queries/mail-outbox';
import { leadsPageSize, parseLeadFilter } from '@/lib/leads/admin';

export const runtime = 'nodejs';

/**
 * GET /api/admin/leads?leadStatus=&leadTrade=&leadTopic=&leadsPage=: one page of the Leads inbox,
 * newest first, and the mail still waiting in the outbox. Every signed-in staff member reads it.
 */
export const GET = adminRoute({ role: 'user' }, async ({ request }) => {
  const { page, ...filter } = parseLeadFilter(new URL(request.url).searchParams);
  const db = await getDb();
  const [{ leads, total }, outbox] = await Promise.all([
    listLeads(db, filter, { page, pageSize: leadsPageSize }),
    getOutboxSummary(db),
  ]);
  return Response.json({ leads, total, page, pageSize: leadsPageSize, outbox });
});
