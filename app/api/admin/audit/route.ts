import { z } from 'zod';
import { auditPageSize } from '@/components/admin/audit-log';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { listAuditEntries } from '@/lib/db/queries/audit';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

const pageParam = z
  .string()
  .regex(/^\d{1,9}$/, 'page must be a positive integer.')
  .transform(Number)
  .refine((page) => page >= 1, 'page must be a positive integer.');

/** The audit log, admins only: GET /api/admin/audit?page=N, 25 entries a page, newest first. */
export const GET = adminRoute({ role: 'admin' }, async ({ request }) => {
  const page = pageParam.safeParse(new URL(request.url).searchParams.get('page') ?? '1');
  if (!page.success) {
    return errorResponse(400, 'invalid_page', page.error.issues[0]?.message ?? 'Invalid page.');
  }
  const { entries, total } = await listAuditEntries(await getDb(), {
    page: page.data,
    pageSize: auditPageSize,
  });
  return Response.json({
    entries,
    page: page.data,
    pageSize: auditPageSize,
    total,
    pages: Math.max(1, Math.ceil(total / auditPageSize)),
  });
});
