import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute, idParam } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { revokeInvitation } from '@/lib/db/queries/invitations';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/** Revokes a pending invitation; the address keeps no way in. */
export const DELETE = adminRoute(
  { role: 'admin', params: z.object({ id: idParam }) },
  async ({ request, user, params }) => {
    const email = await revokeInvitation(await getDb(), params.id);
    if (!email) return errorResponse(404, 'not_found', 'No pending invitation with that id.');
    await audit('invitation_revoked', { actor: user, target: email, headers: request.headers });
    return new Response(null, { status: 204 });
  },
);
