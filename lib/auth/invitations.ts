import 'server-only';
import { getDb } from '@/lib/db/client';
import { createInvitation, findInvitation } from '@/lib/db/queries/invitations';
import { upsertUser } from '@/lib/db/queries/users';
import { limit } from '@/lib/http/rate-limit';
import { invitationMail } from '@/lib/mail/templates';
import { sendMail } from '@/lib/mail/transport';
import { absoluteUrl } from '@/lib/site/config';
import type { StaffUser } from './session';

/** Invitations an admin may send a minute. */
const inviteLimit = { max: 20, windowMs: 60_000 };

export class InviteRateLimitedError extends Error {}

/**
 * Invites `email` as a viewer: creates the account (email marked verified) and mails a link that
 * works once, for this address, within 48 hours. Inviting again cancels the older link.
 */
export async function inviteStaff(
  email: string,
  inviter: StaffUser,
  role: 'viewer' | 'admin' = 'viewer',
) {
  if (!(await limit('invitations', inviter.id, inviteLimit)).ok) {
    throw new InviteRateLimitedError(
      'Too many invitations in a minute. Wait a moment and try again.',
    );
  }
  const db = await getDb();
  const address = email.trim().toLowerCase();
  await upsertUser(db, address, role);
  const { id, token } = await createInvitation(db, address, inviter.id);
  const link = absoluteUrl(`/admin/invite?token=${encodeURIComponent(token)}`);
  await sendMail(invitationMail(address, link, inviter.email));
  return { id, link };
}

export async function resendInvitation(id: string, inviter: StaffUser) {
  const db = await getDb();
  const existing = await findInvitation(db, id);
  if (!existing) return null;
  return inviteStaff(existing.email, inviter);
}
