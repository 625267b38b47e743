import { redirect } from 'next/navigation';
import { Dashboard } from '@/components/admin/dashboard';
import { DigestWeekPreview } from '@/components/admin/digest-week';
import { InvitationOfferPanel } from '@/components/admin/invitation';
import { LegacyHashRedirect } from '@/components/admin/legacy-hash';
import { AdminPanel } from '@/components/admin/panel';
import { ShareViewForm } from '@/components/admin/share-view-form';
import { UserInvites } from '@/components/admin/user-invites';
import { DigestPreview } from '@/components/admin/weekly-digest';
import { FiguresPending } from '@/lib/analytics/campaign-reader';
import { loadDashboard } from '@/lib/analytics/dashboard-data';
import { parseRangeParam } from '@/lib/analytics/range';
import { getAdminState, requireSection } from '@/lib/auth/admin-gate';
import { loadInvitationOffer } from '@/lib/auth/invitations';
import { loadInvitations } from '@/lib/auth/team';
import { adminEnrolmentProblem } from '@/lib/auth/two-factor';
import { getDb } from '@/lib/db/client';
import { buildDigestReport } from '@/lib/digest/figures';
import { env } from '@/lib/env';
import { loadNotesPanel } from '@/lib/notes/notes';
import { one, type SearchParams, toSearchParams } from './search-params';

/**
 * The overview: the first figures and the specification's tiles, the charts, ranges, comparison
 * and CSV (`?range=`); under "This week", the week so far as the digest reads it; and for an admin
 * the specification's "User Invites" (the invite form and pending invitations), "Email me last
 * week's digest" and "Share this view" (a read-only link). It reads nothing else: the other
 * panels are sections of their own.
 */
export default async function OverviewPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  // The password-reset link's form is all the layout shows then.
  if (one(params.reset) === 'true') return null;
  const invite = one(params.invite);
  if (invite && invite !== 'invalid' && (await getAdminState()).kind === 'signed-out') {
    // Who invited whom to which role, and the button that accepts (the layout's sign-in form
    // stands aside). A link that no longer works says only that, as accepting it would.
    const offer = await loadInvitationOffer(invite);
    if (!offer) redirect('/admin?invite=invalid');
    return <InvitationOfferPanel offer={offer} token={invite} />;
  }
  const user = await requireSection('overview');
  if (!user) return null;
  const db = await getDb();
  const data = await loadDashboard(db, parseRangeParam(one(params.range)));
  const notes = await loadNotesPanel(db, user, data.current, '/admin', toSearchParams(params));
  // The week so far as the Monday digest will read it (its figures wait for the campaign store).
  const weekDigest =
    data.preset === 'week' && data.current.from
      ? await buildDigestReport(db, data.current.from, data.current.to).catch((error) => {
          // While the campaign figures are rebuilt the overview already says so.
          if (!(error instanceof FiguresPending)) console.warn('digest preview failed', error);
          return null;
        })
      : null;
  const mustEnrol = user.isAdmin ? adminEnrolmentProblem(user, env().REQUIRE_ADMIN_2FA) : null;
  const invitations =
    user.isAdmin && !mustEnrol ? await loadInvitations({ pendingOnly: true }) : null;
  return (
    <>
      <LegacyHashRedirect />
      <Dashboard data={data} notes={notes} />
      {weekDigest ? <DigestWeekPreview report={weekDigest} /> : null}
      {user.isAdmin && !mustEnrol ? (
        <ShareViewForm scope="overview" range={data.preset} current={data.current} />
      ) : null}
      {user.isAdmin && mustEnrol ? (
        <AdminPanel id="user-invites" title="User Invites">
          <p role="status" className="mt-2 font-medium">
            {mustEnrol}
          </p>
        </AdminPanel>
      ) : invitations ? (
        <>
          <UserInvites invitations={invitations} title="Pending invitations" />
          <DigestPreview />
        </>
      ) : null}
    </>
  );
}
