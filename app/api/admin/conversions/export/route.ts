import { refusal } from '@/lib/auth/admin-gate';
import { adminRoute } from '@/lib/auth/route';
import { conversionLogCsv, parseConversionLogQuery } from '@/lib/conversions/admin';
import { csvDownload } from '@/lib/csv';
import { getDb } from '@/lib/db/client';
import { listConversionLogForExport } from '@/lib/db/queries/conversion-log';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/**
 * GET /api/admin/conversions/export: the conversions log (with its filter) as CSV, one line per
 * booked demo and platform. Admins and viewers, as the section; sales are refused.
 */
export const GET = adminRoute({ role: 'user' }, async ({ user, request }) => {
  const refused = refusal(user, 'conversions');
  if (refused) return errorResponse(403, 'forbidden', refused);
  const { page: _page, ...filter } = parseConversionLogQuery(new URL(request.url).searchParams);
  const entries = await listConversionLogForExport(await getDb(), filter);
  const day = new Date().toISOString().slice(0, 10);
  return csvDownload(conversionLogCsv(entries), `jackie-conversions-${day}.csv`);
});
