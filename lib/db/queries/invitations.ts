import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashSecretToken, newSecretToken } from '@/lib/secret-token';
import type { OrmClient } from '../client';
import { authUser, invitation } from '../schema';
import { deleteSignInTokensOf, type Role, upsertUser } from './users';

export const invitationLifetimeMs = 48 * 60 * 60 * 1000;

export type InvitationRow = Omit<typeof invitation.$inferSelect, 'tokenHash' | 'invitedBy'> & {
  /** The inviter's address (null for the command line, or when they have been removed). */
  invitedBy: string | null;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
};

/** Only a hash of the token is stored, so a database leak does not leak usable links. */
const hashToken = hashSecretToken;

/** Neither accepted nor revoked (it may have expired). */
const open = () => and(isNull(invitation.acceptedAt), isNull(invitation.revokedAt));

/** The invitation of `token`, if it can still be accepted: open and not expired. */
const acceptable = (token: string) =>
  and(eq(invitation.tokenHash, hashToken(token)), open(), gt(invitation.expiresAt, sql`now()`));

/**
 * Creates an invitation for `email`, cancelling any older link still pending for it. No account
 * exists until the invitation is accepted; `role` is the one the account then gets.
 */
export async function createInvitation(
  db: OrmClient,
  email: string,
  invitedBy: string | null,
  role: Role = 'viewer',
): Promise<{ id: string; token: string }> {
  const token = newSecretToken();
  const id = randomUUID();
  await db.orm
    .update(invitation)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitation.email, email), open()));
  await db.orm.insert(invitation).values({
    id,
    email,
    tokenHash: hashToken(token),
    invitedBy,
    role,
    expiresAt: sql`now() + ${invitationLifetimeMs} * interval '1 millisecond'`,
  });
  return { id, token };
}

/**
 * Uses the invitation and creates its account (email verified, the invitation's role) in one
 * transaction; returns the address, or null if the token is unknown, used, revoked or expired.
 */
export async function acceptInvitation(db: OrmClient, token: string): Promise<string | null> {
  return db.orm.transaction(async (tx) => {
    const [accepted] = await tx
      .update(invitation)
      .set({ acceptedAt: sql`now()` })
      .where(acceptable(token))
      .returning({ email: invitation.email, role: invitation.role });
    if (!accepted) return null;
    await upsertUser({ orm: tx }, accepted.email, accepted.role);
    return accepted.email;
  });
}

/**
 * Undoes an acceptance whose sign-in could not be completed, so the link can be used again, and
 * removes the account it created: an unaccepted invitation leaves nothing behind.
 */
export async function reopenInvitation(db: OrmClient, token: string): Promise<void> {
  await db.orm.transaction(async (tx) => {
    const [reopened] = await tx
      .update(invitation)
      .set({ acceptedAt: null })
      .where(eq(invitation.tokenHash, hashToken(token)))
      .returning({ email: invitation.email });
    if (!reopened) return;
    const [removed] = await tx
      .delete(authUser)
      .where(eq(authUser.email, reopened.email))
      .returning({ id: authUser.id });
    await deleteSignInTokensOf({ orm: tx }, reopened.email, removed?.id ?? null);
  });
}

/**
 * Revokes a pending invitation and returns its address; the address had no account, and any
 * sign-in token it asked for in the meantime goes too.
 */
export async function revokeInvitation(db: OrmClient, id: string): Promise<string | null> {
  const [revoked] = await db.orm
    .update(invitation)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(invitation.id, id), open()))
    .returning({ email: invitation.email });
  if (revoked) await deleteSignInTokensOf(db, revoked.email, null);
  return revoked?.email ?? null;
}

/**
 * The invitation a link's token opens, while it can still be accepted (neither used, revoked nor
 * expired), with who sent it (null for the command line or a removed admin); otherwise null,
 * whichever of those it is.
 */
export async function findAcceptableInvitation(db: OrmClient, token: string) {
  const [row] = await db.orm
    .select({
      email: invitation.email,
      role: invitation.role,
      expiresAt: invitation.expiresAt,
      inviterEmail: authUser.email,
      inviterName: authUser.name,
    })
    .from(invitation)
    .leftJoin(authUser, eq(authUser.id, invitation.invitedBy))
    .where(acceptable(token));
  return row ?? null;
}

export async function findInvitation(db: OrmClient, id: string) {
  const [row] = await db.orm
    .select({ email: invitation.email, role: invitation.role })
    .from(invitation)
    .where(eq(invitation.id, id));
  return row ?? null;
}

function statusOf(row: Pick<InvitationRow, 'acceptedAt' | 'revokedAt' | 'expiresAt'>, now: number) {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt.getTime() <= now ? 'expired' : 'pending';
}

export async function listInvitations(db: OrmClient): Promise<InvitationRow[]> {
  const rows = await db.orm
    .select({
      id: invitation.id,
      email: invitation.email,
      invitedBy: authUser.email,
      role: invitation.role,
      createdAt: invitation.createdAt,
      expiresAt: invitation.expiresAt,
      acceptedAt: invitation.acceptedAt,
      revokedAt: invitation.revokedAt,
    })
    .from(invitation)
    .leftJoin(authUser, eq(authUser.id, invitation.invitedBy))
    .orderBy(desc(invitation.createdAt))
    .limit(200);
  const now = Date.now();
  return rows.map((row) => ({ ...row, status: statusOf(row, now) }));
}
