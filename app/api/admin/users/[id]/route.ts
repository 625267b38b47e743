import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute, idParam } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { deleteUser } from '@/lib/db/queries/users';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/** Removes a user: their sessions end, and no link or password lets them back in. */
export const DELETE = adminRoute(
  { role: 'admin', params: z.object({ id: idParam }) },
  async ({ request, user, params }) => {
    if (params.id === user.id)
      return errorResponse(400, 'own_account', 'You cannot remove your own account.');
    const email = await deleteUser(await getDb(), params.id);
    if (!email) return errorResponse(404, 'not_found', 'No user with that id.');
    await audit('user_removed', { actor: user, target: email, headers: request.headers });
    return new Response(null, { status: 204 });
  },
);
