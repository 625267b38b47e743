import { errorResponse } from '@/lib/auth/api';
import { audit } from '@/lib/auth/audit';
import { authorize } from '@/lib/auth/session';
import { foreignOrigin, noStore } from '@/lib/auth/two-factor-session';
import { getDb } from '@/lib/db/client';
import { deleteFactorsOf } from '@/lib/db/queries/factors';
import { deleteSessionsOf, listUsers } from '@/lib/db/queries/users';

export const runtime = 'nodejs';

/**
 * An admin resets another user's two-factor sign-in (a lost phone): every factor and backup
 * code goes, and so do that user's sessions; they sign in again and may enrol anew.
 */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const admin = await authorize(request, 'admin');
  if (admin instanceof Response) return admin;
  const { id } = await params;
  if (id === admin.id) {
    return errorResponse(
      400,
      'own_account',
      'Manage your own factors in Two-factor sign-in, with a current code.',
      noStore,
    );
  }
  const db = await getDb();
  const target = (await listUsers(db)).find((row) => row.id === id);
  if (!target) return errorResponse(404, 'not_found', 'No user with that id.', noStore);
  const removed = await deleteFactorsOf(db, id);
  await deleteSessionsOf(db, id);
  await audit('factors_reset', { actor: admin, target: target.email, headers: request.headers });
  return Response.json({ removed }, { headers: noStore });
}
