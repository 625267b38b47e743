import { createSignInLink } from '@/lib/auth/server';
import { getDb } from '@/lib/db/client';
import { acceptInvitation, reopenInvitation } from '@/lib/db/queries/invitations';
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
 * Accepting: the invitation is used once, for its own address, within 48 hours, and signs the
 * invited person in through a one-time magic link that lands on the dashboard.
 */
export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const token = String(form?.get('token') ?? '');
  const db = await getDb();
  const email = token ? await acceptInvitation(db, token) : null;
  if (!email) return Response.redirect(absoluteUrl('/admin?invite=invalid'), 303);
  try {
    return Response.redirect(await createSignInLink(email, '/admin'), 303);
  } catch (error) {
    await reopenInvitation(db, token);
    throw error;
  }
}
