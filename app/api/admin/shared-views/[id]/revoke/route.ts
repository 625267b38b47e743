import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { revokeSharedView } from '@/lib/db/queries/shared-views';
import { errorResponse } from '@/lib/http/error-body';
import { auditTarget } from '@/lib/sharing/admin';
import { storedLock } from '@/lib/sharing/lock';
import { sharedViewsAnchor, teamPath } from '@/lib/sharing/paths';
import { seeOther, wantsJson } from '@/lib/spend/routes';

export const runtime = 'nodejs';

const params = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'That shared view id is not valid.')
    .transform(Number),
});

/**
 * POST /api/admin/shared-views/:id/revoke (admins; a plain form, no fields): the link stops at
 * once on every instance (each request reads it from the database). Audited once; revoking a
 * revoked link again changes nothing. A browser goes back to the Team section (303); JSON with
 * `Accept: application/json` (404 for no such link).
 */
export const POST = adminRoute(
  { role: 'admin', params, form: { maxBytes: 1024 } },
  async ({ request, user, params }) => {
    const outcome = await revokeSharedView(await getDb(), params.id, user.email);
    if (!outcome) {
      if (wantsJson(request))
        return errorResponse(404, 'not_found', 'There is no such shared view.');
      return seeOther(`${teamPath}?refused=missing#${sharedViewsAnchor}`);
    }
    const { link, changed } = outcome;
    if (changed) {
      await audit('shared_view_revoked', {
        actor: user,
        target: auditTarget({ ...link, ...storedLock(link) }),
        headers: request.headers,
      });
    }
    if (wantsJson(request)) {
      return Response.json({ id: link.id, revokedAt: link.revokedAt?.toISOString() ?? null });
    }
    return seeOther(`${teamPath}?revoked=${link.id}#${sharedViewsAnchor}`);
  },
);
