import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { SharedViews, sharedViewsNotice } from '@/components/admin/shared-views';
import { TeamMembers } from '@/components/admin/team-members';
import { UserInvites } from '@/components/admin/user-invites';
import { requireSection } from '@/lib/auth/admin-gate';
import { loadInvitations, loadUsers } from '@/lib/auth/team';
import { getDb } from '@/lib/db/client';
import { listSharedViews } from '@/lib/db/queries/shared-views';
import { shareUrl } from '@/lib/sharing/admin';
import { openFlash } from '@/lib/sharing/cookies';
import { flashCookie } from '@/lib/sharing/paths';
import { one, type SearchParams } from '../search-params';

export const metadata: Metadata = { title: 'Team' };

/**
 * Admins only: every invitation (resend, revoke), every account (role, two-factor, remove) and
 * every shared view (revoke). A link just made is shown once, from the sealed cookie its POST
 * set (proxy.ts drops it with this answer); `?shared=`, `?revoked=`, `?refused=` are a plain
 * form post's outcome.
 */
export default async function TeamPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requireSection('team');
  if (!user) return null;
  const params = await searchParams;
  const [invitations, users, links] = await Promise.all([
    loadInvitations(),
    loadUsers(user),
    getDb().then(listSharedViews),
  ]);
  const flash = openFlash((await cookies()).get(flashCookie)?.value, user.id);
  const notice = sharedViewsNotice(
    { shared: one(params.shared), revoked: one(params.revoked), refused: one(params.refused) },
    flash ? { id: flash.id, url: shareUrl(flash.token) } : null,
  );
  return (
    <>
      <UserInvites invitations={invitations} />
      <TeamMembers users={users} />
      <SharedViews links={links} notice={notice} />
    </>
  );
}
