import { z } from 'zod';
import { errorResponse } from '@/lib/auth/api';
import { audit } from '@/lib/auth/audit';
import { getDb } from '@/lib/db/client';
import { revokeInvitation } from '@/lib/db/queries/invitations';
import { adminRoute, idParam } from '@/lib/http/route';

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
