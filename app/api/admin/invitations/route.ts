import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { invitationError, inviteStaff } from '@/lib/auth/invitations';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { listInvitations } from '@/lib/db/queries/invitations';

export const runtime = 'nodejs';

const inviteBody = z.object({
  email: z.email('Enter a valid email address.').max(254),
  /** Admins are made with ADMIN_EMAILS or the command line, never from the page. */
  role: z.enum(['viewer', 'sales'], 'Choose viewer or sales.').default('viewer'),
});

export const GET = adminRoute({ role: 'admin' }, async () =>
  Response.json({ invitations: await listInvitations(await getDb()) }),
);

export const POST = adminRoute(
  { role: 'admin', body: inviteBody },
  async ({ request, user, body }) => {
    try {
      const { id } = await inviteStaff(body.email, user, body.role);
      await audit('invitation_sent', {
        actor: user,
        target: body.email.toLowerCase(),
        headers: request.headers,
      });
      return Response.json({ id }, { status: 201 });
    } catch (error) {
      return invitationError(error);
    }
  },
);
