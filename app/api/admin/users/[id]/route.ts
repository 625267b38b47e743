import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute, idParam } from '@/lib/auth/route';
import { changeRole, configAdminMessage, isConfigAdmin } from '@/lib/auth/team';
import { getDb } from '@/lib/db/client';
import { deleteUser, findUserById, LastAdminError, roles } from '@/lib/db/queries/users';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

const params = z.object({ id: idParam });

/** Removes a user: their sessions end, and no link or password lets them back in. */
export const DELETE = adminRoute({ role: 'admin', params }, async ({ request, user, params }) => {
  if (params.id === user.id)
    return errorResponse(400, 'own_account', 'You cannot remove your own account.');
  const db = await getDb();
  const target = await findUserById(db, params.id);
  if (target && isConfigAdmin(target.email)) {
    return errorResponse(409, 'config_admin', configAdminMessage(target.email));
  }
  let email: string | null;
  try {
    email = await deleteUser(db, params.id);
  } catch (error) {
    if (error instanceof LastAdminError) return errorResponse(409, 'last_admin', error.message);
    throw error;
  }
  if (!email) return errorResponse(404, 'not_found', 'No user with that id.');
  await audit('user_removed', { actor: user, target: email, headers: request.headers });
  return new Response(null, { status: 204 });
});

/**
 * Changes a user's role (admin, sales or viewer): `{ "role": "sales" }`. It holds from their next
 * request; the last admin cannot be demoted, nor an ADMIN_EMAILS address (both 409).
 */
export const PATCH = adminRoute(
  {
    role: 'admin',
    params,
    body: z.object({ role: z.enum(roles, 'Choose admin, sales or viewer.') }).strict(),
  },
  async ({ request, user, params, body }) => changeRole(request, user, params.id, body.role),
);
