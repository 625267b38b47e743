import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { updateLead } from '@/lib/db/queries/leads';
import { errorResponse } from '@/lib/http/error-body';
import { leadChangeSchema } from '@/lib/leads/admin';

export const runtime = 'nodejs';

const params = z.object({ id: z.uuid('That lead id is not valid.') });

/**
 * PATCH /api/admin/leads/:id `{ status?, note? }`: admins and the sales role change a lead; the
 * lead keeps who did it and when, and the audit log records it.
 */
export const PATCH = adminRoute(
  { role: 'user', body: leadChangeSchema, params },
  async ({ request, user, body, params }) => {
    if (!user.canManageLeads) {
      return errorResponse(403, 'forbidden', 'Only admins and sales can change leads.');
    }
    const note = body.note === undefined ? undefined : body.note.trim() || null;
    const changed = await updateLead(
      await getDb(),
      params.id,
      { status: body.status, note },
      user.email,
    );
    if (!changed) return errorResponse(404, 'not_found', 'There is no such lead.');
    const what = [
      body.status ? `status ${changed.previousStatus} → ${changed.status}` : '',
      note !== undefined ? 'note' : '',
    ].filter(Boolean);
    await audit('lead_updated', {
      actor: user,
      target: `lead ${params.id}: ${what.join(', ')}`,
      headers: request.headers,
    });
    return Response.json({ status: changed.status });
  },
);
