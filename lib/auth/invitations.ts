import 'server-only';
import { getDb } from '@/lib/db/client';
import {
  createInvitation,
  findAcceptableInvitation,
  findInvitation,
} from '@/lib/db/queries/invitations';
import { findUserByEmail, type Role } from '@/lib/db/queries/users';
import { type BusinessTime, businessTime } from '@/lib/format';
import { errorResponse } from '@/lib/http/error-body';
import { limit } from '@/lib/http/rate-limit';
import { sendMail } from '@/lib/mail/send';
import { invitationMail } from '@/lib/mail/templates';
import { absoluteUrl } from '@/lib/site/config';
import { roleNames } from './roles';
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
  await sendMail(
    invitationMail(address, link, nameAndAddress(inviter.name, inviter.email), roleNames[role]),
  );
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

/** What the invitation page tells the person whose link it is. */
export type InvitationOffer = {
  email: string;
  role: Role;
  /** 'Dana Reyes (dana@example.com)', or the address alone; null when nobody is on record. */
  inviter: string | null;
  expires: BusinessTime;
};

/**
 * A person as the invitation names them: their name and address, or the address alone when the
 * name is only the address's local part (the name every account starts with, lib/db/queries/users).
 */
export function nameAndAddress(name: string | null, email: string): string {
  const given = name?.trim();
  return given && given.toLowerCase() !== email.split('@')[0]?.toLowerCase()
    ? `${given} (${email})`
    : email;
}

/**
 * The invitation a link's token opens, for its page; null for a token that is unknown, used,
 * revoked or expired alike, so the page can only say that the link does not work.
 */
export async function loadInvitationOffer(token: string): Promise<InvitationOffer | null> {
  if (!token || token.length > 200) return null;
  const row = await findAcceptableInvitation(await getDb(), token);
  if (!row) return null;
  return {
    email: row.email,
    role: row.role,
    inviter: row.inviterEmail ? nameAndAddress(row.inviterName, row.inviterEmail) : null,
    expires: businessTime(row.expiresAt),
  };
}
