import 'server-only';
import { getDb } from '@/lib/db/client';
import { createInvitation, findInvitation } from '@/lib/db/queries/invitations';
import { findUserByEmail, type Role } from '@/lib/db/queries/users';
import { errorResponse } from '@/lib/http/error-body';
import { limit } from '@/lib/http/rate-limit';
import { sendMail } from '@/lib/mail/send';
import { invitationMail } from '@/lib/mail/templates';
import { absoluteUrl } from '@/lib/site/config';
import type { StaffUser } from './session';

/** Invitations an admin may send a minute. */
const inviteLimit = { max: 20, windowMs: 60_000 };

export class InviteRateLimitedError extends Error {}

/** The address already has an account: there is nothing to invite it to. */
export class AlreadyMemberError extends Error {
  constructor(readonly email: string) {
    super(`${email} already has an account.`);
  }
}

/**
 * Invites `email` (a viewer unless said otherwise) and mails a link that works once, for this
 * address, within 48 hours; inviting again cancels the older link. No account exists until the
 * link is accepted, so until then the address has no way in at all.
 */
export async function inviteStaff(email: string, inviter: StaffUser, role: Role = 'viewer') {
  if (!(await limit('invitations', inviter.id, inviteLimit)).ok) {
    throw new InviteRateLimitedError(
      'Too many invitations in a minute. Wait a moment and try again.',
    );
  }
  const db = await getDb();
  const address = email.trim().toLowerCase();
  if (await findUserByEmail(db, address)) throw new AlreadyMemberError(address);
  const { id, token } = await createInvitation(db, address, inviter.id, role);
  const link = absoluteUrl(`/admin/invite?token=${encodeURIComponent(token)}`);
  await sendMail(invitationMail(address, link, inviter.email));
  return { id, link, email: address };
}

export async function resendInvitation(id: string, inviter: StaffUser) {
  const db = await getDb();
  const existing = await findInvitation(db, id);
  if (!existing) return null;
  return inviteStaff(existing.email, inviter, existing.role);
}

/** The answer an admin route gives when inviting fails for a reason the admin can act on. */
export function invitationError(error: unknown): Response {
  if (error instanceof InviteRateLimitedError) {
    return errorResponse(429, 'rate_limited', error.message, { 'Retry-After': '60' });
  }
  if (error instanceof AlreadyMemberError) {
    return errorResponse(409, 'already_member', error.message);
  }
  throw error;
}
