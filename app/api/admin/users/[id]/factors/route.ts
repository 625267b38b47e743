import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute, idParam } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { deleteFactorsOf } from '@/lib/db/queries/factors';
import { deleteSessionsOf, listUsers } from '@/lib/db/queries/users';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/**
 * An admin resets another user's two-factor sign-in (a lost phone): every factor and backup
 * code goes, and so do that user's sessions; they sign in again and may enrol anew.
 */
export const DELETE = adminRoute(
  { role: 'admin', params: z.object({ id: idParam }) },
  async ({ request, user: admin, params }) => {
    if (params.id === admin.id) {
      return errorResponse(
        400,
        'own_account',
        'Manage your own factors in Two-factor sign-in, with a current code.',
      );
    }
    const db = await getDb();
    const target = (await listUsers(db)).find((row) => row.id === params.id);
    if (!target) return errorResponse(404, 'not_found', 'No user with that id.');
    const removed = await deleteFactorsOf(db, params.id);
    await deleteSessionsOf(db, params.id);
    await audit('factors_reset', { actor: admin, target: target.email, headers: request.headers });
    return Response.json({ removed });
  },
);
