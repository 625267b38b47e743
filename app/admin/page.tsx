import { AuthPanel } from '@/components/admin/auth-panel';
import { Dashboard } from '@/components/admin/dashboard';
import { SessionControls } from '@/components/admin/session-controls';
import { UserInvites } from '@/components/admin/user-invites';
import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { parseRangeParam } from '@/lib/analytics/range';
import { authMessages } from '@/lib/auth/messages';
import { getStaffState } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listInvitations } from '@/lib/db/queries/invitations';
import { listUsers } from '@/lib/db/queries/users';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

export default async function AdminPage({ searchParams }: Props) {
  const params = await searchParams;
  // What is missing when the admin cannot work; public pages keep serving either way.
  const state = await getStaffState();

  if ('missing' in state) {
    return (
      <section aria-labelledby="admin-heading" className="mx-auto max-w-xl">
        <h1 id="admin-heading" className="font-bold text-3xl">
          Analytics
        </h1>
        <p
          role="alert"
          className="mt-6 rounded-xl border border-amber-400 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
        >
          {state.notice}
        </p>
      </section>
    );
  }

  const resetFromQuery = one(params.reset) === 'true';
  const { user } = state;
  if (!user || resetFromQuery) {
    const invite = one(params.invite);
    const initialAlert =
      invite === 'invalid'
        ? authMessages.invalidInvite
        : one(params.error)
          ? authMessages.invalidLink
          : null;
    return (
      <section aria-labelledby="admin-heading" className="mx-auto max-w-xl">
        <h1 id="admin-heading" className="mb-6 font-bold text-3xl">
          Analytics
        </h1>
        <AuthPanel
          resetFromQuery={resetFromQuery}
          resetToken={one(params.token)}
          inviteToken={invite && invite !== 'invalid' ? invite : null}
          initialAlert={initialAlert}
        />
      </section>
    );
  }

  const db = await getDb();
  const data = await loadDashboard(db, parseRangeParam(one(params.range)));
  const [invitations, users] = user.isAdmin
    ? await Promise.all([listInvitations(db), listUsers(db)])
    : [[], []];

  return (
    <section aria-labelledby="admin-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="admin-heading" className="font-bold text-3xl">
          Analytics
        </h1>
        <SessionControls email={user.email} />
      </div>
      <div className="mt-8">
        <Dashboard data={data} />
      </div>
      {user.isAdmin ? (
        <UserInvites
          invitations={invitations.map((invitation) => ({
            id: invitation.id,
            email: invitation.email,
            invitedBy: invitation.invitedBy,
            expiresAt: invitation.expiresAt.toISOString(),
            acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
            status: invitation.status,
          }))}
          users={users.map((row) => ({
            id: row.id,
            email: row.email,
            role: row.role,
            lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
            isSelf: row.id === user.id,
          }))}
        />
      ) : null}
    </section>
  );
}
