import { audit } from '@/lib/auth/audit';
import { createSignInLink } from '@/lib/auth/server';
import { getDb } from '@/lib/db/client';
import { acceptInvitation, reopenInvitation } from '@/lib/db/queries/invitations';
import { crossSite, isSameOrigin } from '@/lib/http/request';
import { absoluteUrl } from '@/lib/site/config';

export const runtime = 'nodejs';

/**
 * The link in an invitation email opens /admin, which asks the person to accept with a button:
 * mail scanners that follow links must not use up the single-use invitation.
 */
export function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return Response.redirect(absoluteUrl(`/admin?invite=${encodeURIComponent(token)}`), 303);
}

/**
 * Accepting: the invitation is used once, for its own address, within 48 hours; it creates the
 * account and signs the invited person in through a one-time magic link that lands on the
 * dashboard. Only the site's own confirm page may post it: from another origin it would sign a
 * victim into the attacker's invited account (login CSRF).
 */
export async function POST(request: Request) {
  if (!isSameOrigin(request)) return crossSite();
  const form = await request.formData().catch(() => null);
  const token = String(form?.get('token') ?? '').slice(0, 200);
  const db = await getDb();
  const email = token ? await acceptInvitation(db, token) : null;
  if (!email) return Response.redirect(absoluteUrl('/admin?invite=invalid'), 303);
  try {
    const link = await createSignInLink(email, '/admin');
    await audit('invitation_accepted', {
      actor: { email },
      target: email,
      headers: request.headers,
    });
    return Response.redirect(link, 303);
  } catch (error) {
    await reopenInvitation(db, token);
    throw error;
  }
}
