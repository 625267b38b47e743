import { AuditLog, auditPageSize } from '@/components/admin/audit-log';
import { AuthPanel } from '@/components/admin/auth-panel';
import { Dashboard } from '@/components/admin/dashboard';
import { FactorChallenge } from '@/components/admin/factor-challenge';
import { Leads } from '@/components/admin/leads';
import { SessionControls } from '@/components/admin/session-controls';
import { TwoFactor } from '@/components/admin/two-factor';
import { UserInvites } from '@/components/admin/user-invites';
import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { parseRangeParam } from '@/lib/analytics/range';
import { authMessages } from '@/lib/auth/messages';
import { getStaffState } from '@/lib/auth/session';
import { adminEnrolmentProblem } from '@/lib/auth/two-factor';
import { factorViews, getSignedInSession } from '@/lib/auth/two-factor-session';
import { getDb } from '@/lib/db/client';
import { listAuditEntries } from '@/lib/db/queries/audit';
import { countUnusedBackupCodes } from '@/lib/db/queries/factors';
import { listInvitations } from '@/lib/db/queries/invitations';
import { listLeads } from '@/lib/db/queries/leads';
import { getOutboxSummary } from '@/lib/db/queries/mail-outbox';
import { getNotifyNewLeads } from '@/lib/db/queries/preferences';
import { listUsers } from '@/lib/db/queries/users';
import { env } from '@/lib/env';
import { leadsPageSize, parseLeadFilter } from '@/lib/leads/admin';

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
  // Signed in, but the second factor is still to come (aal1): the challenge, whatever the path.
  const pending = user || resetFromQuery ? null : await getSignedInSession();
  if (pending?.needsChallenge) {
    const factors = (await factorViews(pending.userId)).filter((f) => f.status === 'verified');
    return (
      <section aria-labelledby="admin-heading" className="mx-auto max-w-xl">
        <h1 id="admin-heading" className="mb-6 font-bold text-3xl">
          Analytics
        </h1>
        <FactorChallenge email={pending.email} factors={factors} />
      </section>
    );
  }
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
  const [factors, backupCodesLeft] = await Promise.all([
    factorViews(user.id),
    countUnusedBackupCodes(db, user.id),
  ]);
  const mustEnrol = adminEnrolmentProblem(user, env().REQUIRE_ADMIN_2FA);
  const auditPage = Math.max(1, Math.min(Number.parseInt(one(params.audit) ?? '', 10) || 1, 1e6));
  const audit =
    user.isAdmin && !mustEnrol
      ? await listAuditEntries(db, { page: auditPage, pageSize: auditPageSize })
      : null;
  const range = one(params.range);
  const { page: leadsPage, ...leadFilter } = parseLeadFilter(
    new URLSearchParams(Object.entries(params).map(([name, value]) => [name, one(value) ?? ''])),
  );
  const [leads, outbox, notifyNewLeads] = await Promise.all([
    listLeads(db, leadFilter, { page: leadsPage, pageSize: leadsPageSize }),
    getOutboxSummary(db),
    getNotifyNewLeads(db, user.id),
  ]);

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
      <Leads
        leads={leads.leads}
        total={leads.total}
        page={leadsPage}
        pageSize={leadsPageSize}
        filter={leadFilter}
        outbox={outbox}
        canManage={user.canManageLeads === true}
        notifyNewLeads={notifyNewLeads}
        keep={range ? { range } : {}}
      />
      <TwoFactor factors={factors} backupCodesLeft={backupCodesLeft} />
      {user.isAdmin && mustEnrol ? (
        <section
          aria-labelledby="user-invites"
          className="mt-12 rounded-2xl border border-border bg-card p-6"
        >
          <h2 id="user-invites" className="font-bold text-2xl">
            User Invites
          </h2>
          <p role="status" className="mt-2 font-medium">
            {mustEnrol}
          </p>
        </section>
      ) : user.isAdmin ? (
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
      {audit ? (
        <AuditLog
          entries={audit.entries}
          page={auditPage}
          total={audit.total}
          keep={range ? { range } : {}}
        />
      ) : null}
    </section>
  );
}
