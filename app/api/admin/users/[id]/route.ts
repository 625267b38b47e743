import { errorResponse } from '@/lib/auth/api';
import { authorize } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { deleteUser } from '@/lib/db/queries/users';

export const runtime = 'nodejs';

/** Removes a user; their sessions end with the account. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await authorize(request, 'admin');
  if (user instanceof Response) return user;
  const { id } = await params;
  if (id === user.id)
    return errorResponse(400, 'own_account', 'You cannot remove your own account.');
  if (!(await deleteUser(await getDb(), id))) {
    return errorResponse(404, 'not_found', 'No user with that id.');
  }
  return new Response(null, { status: 204 });
}
