import 'server-only';
import { getDb } from '@/lib/db/client';
import { listInvitations } from '@/lib/db/queries/invitations';
import {
  changeUserRole,
  findUserById,
  LastAdminError,
  listUsers,
  type Role,
} from '@/lib/db/queries/users';
import { env } from '@/lib/env';
import { businessTime } from '@/lib/format';
import { errorResponse } from '@/lib/http/error-body';
import { audit } from './audit';
import type { StaffUser } from './session';
import type { InvitationView, UserView } from './team-views';

/** Invitations as the admin page shows them (`pendingOnly`: the overview's "User Invites"). */
export async function loadInvitations({ pendingOnly = false } = {}): Promise<InvitationView[]> {
  const rows = await listInvitations(await getDb());
  return rows
    .filter((row) => !pendingOnly || row.status === 'pending')
    .map((row) => ({
      id: row.id,
      email: row.email,
      invitedBy: row.invitedBy,
      expires: businessTime(row.expiresAt),
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
      status: row.status,
    }));
}

const isConfigAdmin = (email: string) => env().ADMIN_EMAILS.includes(email.toLowerCase());

/** Every account, for the Team section. */
export async function loadUsers(self: StaffUser): Promise<UserView[]> {
  const rows = await listUsers(await getDb());
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role,
    lastSignIn: row.lastSignInAt ? businessTime(row.lastSignInAt) : null,
    isSelf: row.id === self.id,
    configAdmin: isConfigAdmin(row.email),
  }));
}

/** Why an ADMIN_EMAILS address's role or account cannot be changed here. */
export const configAdminMessage = (email: string) =>
  `${email} is an admin by configuration (ADMIN_EMAILS). Remove the address from ADMIN_EMAILS and restart to change this.`;

/**
 * Changes a person's role (PATCH /api/admin/users/:id): refused for an ADMIN_EMAILS address (409
 * config_admin: the configuration would make them admin again) and when it would leave no admin
 * (409 last_admin); audited with who, whom, from and to (the entry's time is when).
 */
export async function changeRole(
  request: Request,
  actor: StaffUser,
  id: string,
  role: Role,
): Promise<Response> {
  const db = await getDb();
  const target = await findUserById(db, id);
  if (!target) return errorResponse(404, 'not_found', 'No user with that id.');
  if (isConfigAdmin(target.email)) {
    return errorResponse(409, 'config_admin', configAdminMessage(target.email));
  }
  try {
    const change = await changeUserRole(db, id, role);
    if (!change) return errorResponse(404, 'not_found', 'No user with that id.');
    if (change.from !== change.to) {
      await audit('role_changed', {
        actor,
        target: `${change.email}: ${change.from} → ${change.to}`,
        headers: request.headers,
      });
    }
    return Response.json({ user: { id, email: change.email, role: change.to } });
  } catch (error) {
    if (error instanceof LastAdminError) return errorResponse(409, 'last_admin', error.message);
    throw error;
  }
}

export { isConfigAdmin };
