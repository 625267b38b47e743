import { errorResponse } from '@/lib/auth/api';
import { InviteRateLimitedError, resendInvitation } from '@/lib/auth/invitations';
import { authorize } from '@/lib/auth/session';

export const runtime = 'nodejs';

export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const user = await authorize(request, 'admin');
  if (user instanceof Response) return user;
  try {
    const sent = await resendInvitation((await params).id, user);
    if (!sent) return errorResponse(404, 'not_found', 'No invitation with that id.');
    return Response.json({ id: sent.id }, { status: 201 });
  } catch (error) {
    if (error instanceof InviteRateLimitedError) {
      return errorResponse(429, 'rate_limited', error.message, { 'Retry-After': '60' });
    }
    throw error;
  }
}
