import { adminRoute } from '@/lib/auth/route';
import { csvDownload } from '@/lib/csv';
import { getDb } from '@/lib/db/client';
import { listLeadsForExport } from '@/lib/db/queries/leads';
import { leadsCsv, parseLeadFilter } from '@/lib/leads/admin';

export const runtime = 'nodejs';

/** GET /api/admin/leads/export: the inbox (with its filters) as CSV, cells escaped. */
export const GET = adminRoute({ role: 'user' }, async ({ request }) => {
  const { page: _page, ...filter } = parseLeadFilter(new URL(request.url).searchParams);
  const leads = await listLeadsForExport(await getDb(), filter);
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(leadsCsv(leads), `jackie-leads-${day}.csv`);
});
