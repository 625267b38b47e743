import { errorResponse } from '@/lib/auth/api';
import { authorize } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { revokeInvitation } from '@/lib/db/queries/invitations';

export const runtime = 'nodejs';

export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await authorize(request, 'admin');
  if (user instanceof Response) return user;
  const revoked = await revokeInvitation(await getDb(), (await params).id);
  if (!revoked) return errorResponse(404, 'not_found', 'No pending invitation with that id.');
  return new Response(null, { status: 204 });
}
