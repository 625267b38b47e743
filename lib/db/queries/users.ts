import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, like, max, ne, or, sql } from 'drizzle-orm';
import type { OrmClient } from '../client';
import { authSession, authUser, authVerification, invitation, type Role } from '../schema';

export { type Role, roles } from '../schema';

export type UserRow = Pick<
  typeof authUser.$inferSelect,
  'id' | 'email' | 'name' | 'role' | 'createdAt'
> & { lastSignInAt: Date | null };

const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: OrmClient, email: string) {
  const [row] = await db.orm
    .select({ id: authUser.id, email: authUser.email, role: authUser.role })
    .from(authUser)
    .where(eq(authUser.email, normalizeEmail(email)));
  return row ?? null;
}

/**
 * Creates the account an accepted invitation or ADMIN_EMAILS grants, with its email marked
 * verified (a magic link to an unverified account would delete its password login), or updates
 * its role. Never called for an invitation that has not been accepted.
 */
export async function upsertUser(db: OrmClient, email: string, role: Role): Promise<string> {
  const normalized = normalizeEmail(email);
  const [row] = await db.orm
    .insert(authUser)
    .values({
      id: randomUUID(),
      name: normalized.split('@')[0] ?? normalized,
      email: normalized,
      emailVerified: true,
      role,
    })
    .onConflictDoUpdate({
      target: authUser.email,
      set: {
        // An admin stays an admin whatever role a later invitation names.
        role: sql`CASE WHEN ${authUser.role} = 'admin' THEN 'admin' ELSE excluded.role END`,
        emailVerified: true,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: authUser.id });
  return row?.id as string;
}

/** Every ADMIN_EMAILS address has an admin account. */
export async function ensureAdmins(db: OrmClient, emails: string[]): Promise<void> {
  for (const email of emails) {
    const id = await upsertUser(db, email, 'admin');
    await db.orm.update(authUser).set({ role: 'admin' }).where(eq(authUser.id, id));
  }
}

export async function listUsers(db: OrmClient): Promise<UserRow[]> {
  return db.orm
    .select({
      id: authUser.id,
      email: authUser.email,
      name: authUser.name,
      role: authUser.role,
      createdAt: authUser.createdAt,
      lastSignInAt: max(authSession.createdAt),
    })
    .from(authUser)
    .leftJoin(authSession, eq(authSession.userId, authUser.id))
    .groupBy(authUser.id)
    .orderBy(authUser.role, authUser.email);
}

/**
 * Deletes the sign-in tokens better-auth stored for an address: magic links (whose value is JSON
 * naming the email) and, for an account, its password reset links (whose value is the user id).
 */
export async function deleteSignInTokensOf(
  db: OrmClient,
  email: string,
  userId: string | null,
): Promise<void> {
  const emailJson = sql`lower('"email":' || to_json(${normalizeEmail(email)}::text)::text)`;
  await db.orm
    .delete(authVerification)
    .where(
      or(
        and(
          like(authVerification.identifier, 'magic-link:%'),
          sql`strpos(lower(${authVerification.value}), ${emailJson}) > 0`,
        ),
        and(
          like(authVerification.identifier, 'reset-password:%'),
          eq(authVerification.value, userId ?? ''),
        ),
      ),
    );
}

/**
 * Deletes a user and every way back in: sessions and password go with the account, their
 * magic-link and reset tokens are deleted and pending invitations revoked, until invited again.
 * Returns the removed address, or null when there was no such user.
 */
export async function deleteUser(db: OrmClient, id: string): Promise<string | null> {
  return db.orm.transaction(async (tx) => {
    await guardLastAdmin({ orm: tx }, id, null);
    const [removed] = await tx
      .delete(authUser)
      .where(eq(authUser.id, id))
      .returning({ email: authUser.email });
    if (!removed) return null;
    await tx
      .update(invitation)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(invitation.email, removed.email),
          isNull(invitation.acceptedAt),
          isNull(invitation.revokedAt),
        ),
      );
    await deleteSignInTokensOf({ orm: tx }, removed.email, id);
    return removed.email;
  });
}

/** Ends every session of a user (an admin reset their two-factor sign-in). */
export async function deleteSessionsOf(db: OrmClient, userId: string): Promise<void> {
  await db.orm.delete(authSession).where(eq(authSession.userId, userId));
}

/** Ends one session (the absolute lifetime: the user's other sessions stay). */
export async function deleteSession(db: OrmClient, sessionId: string): Promise<void> {
  await db.orm.delete(authSession).where(eq(authSession.id, sessionId));
}

/**
 * Deletes the password reset links of a user except `keepToken`'s: a new reset request
 * invalidates the older links.
 */
export async function deleteOlderResetTokens(
  db: OrmClient,
  userId: string,
  keepToken: string,
): Promise<void> {
  await db.orm
    .delete(authVerification)
    .where(
      and(
        like(authVerification.identifier, 'reset-password:%'),
        eq(authVerification.value, userId),
        ne(authVerification.identifier, `reset-password:${keepToken}`),
      ),
    );
}

/** The change would leave no admin: the last admin can be neither demoted nor removed. */
export class LastAdminError extends Error {
  constructor() {
    super('This is the last admin. Make someone else an admin first.');
  }
}

/**
 * Inside a transaction: locks every admin row (FOR UPDATE), so that concurrent demotions and
 * removals, on any instance, take turns and each sees the others' outcome; throws LastAdminError
 * when `id` is an admin, `nextRole` (null: removed) is not, and no other admin would be left.
 * Returns the locked admins' ids.
 */
async function guardLastAdmin(tx: OrmClient, id: string, nextRole: Role | null) {
  const admins = await tx.orm
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.role, 'admin'))
    .for('update');
  const isAdmin = admins.some((row) => row.id === id);
  if (isAdmin && nextRole !== 'admin' && admins.length <= 1) throw new LastAdminError();
}

export type RoleChange = { email: string; from: Role; to: Role };

/**
 * Sets a user's role, in one transaction with the last-admin check (see guardLastAdmin). Returns
 * the address and the roles before and after, or null when there is no such user. The role is
 * read from the database on every request (lib/auth/session.ts), so it holds from the next one.
 */
export async function changeUserRole(
  db: OrmClient,
  id: string,
  role: Role,
): Promise<RoleChange | null> {
  return db.orm.transaction(async (tx) => {
    await guardLastAdmin({ orm: tx }, id, role);
    const [current] = await tx
      .select({ email: authUser.email, role: authUser.role })
      .from(authUser)
      .where(eq(authUser.id, id))
      .for('update');
    if (!current) return null;
    if (current.role !== role) {
      await tx.update(authUser).set({ role, updatedAt: sql`now()` }).where(eq(authUser.id, id));
    }
    return { email: current.email, from: current.role, to: role };
  });
}

export async function findUserById(db: OrmClient, id: string) {
  const [row] = await db.orm
    .select({ id: authUser.id, email: authUser.email, role: authUser.role })
    .from(authUser)
    .where(eq(authUser.id, id));
  return row ?? null;
}

export type SessionRow = Pick<
  typeof authSession.$inferSelect,
  'id' | 'createdAt' | 'updatedAt' | 'expiresAt' | 'ipAddress' | 'userAgent'
>;

/** A user's live sessions, the most recently used first. */
export async function listSessionsOf(db: OrmClient, userId: string): Promise<SessionRow[]> {
  return db.orm
    .select({
      id: authSession.id,
      createdAt: authSession.createdAt,
      updatedAt: authSession.updatedAt,
      expiresAt: authSession.expiresAt,
      ipAddress: authSession.ipAddress,
      userAgent: authSession.userAgent,
    })
    .from(authSession)
    .where(and(eq(authSession.userId, userId), sql`${authSession.expiresAt} > now()`))
    .orderBy(desc(authSession.updatedAt));
}
