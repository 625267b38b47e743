import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { invitationError, resendInvitation } from '@/lib/auth/invitations';
import { adminRoute, idParam } from '@/lib/auth/route';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/** A new link for the invitation's address; the older one stops working. */
export const POST = adminRoute(
  { role: 'admin', params: z.object({ id: idParam }) },
  async ({ request, user, params }) => {
    try {
      const sent = await resendInvitation(params.id, user);
      if (!sent) return errorResponse(404, 'not_found', 'No invitation with that id.');
      await audit('invitation_sent', { actor: user, target: sent.email, headers: request.headers });
      return Response.json({ id: sent.id }, { status: 201 });
    } catch (error) {
      return invitationError(error);
    }
  },
);
