import type { Metadata } from 'next';
import { TeamMembers } from '@/components/admin/team-members';
import { UserInvites } from '@/components/admin/user-invites';
import { requireSection } from '@/lib/auth/admin-gate';
import { loadInvitations, loadUsers } from '@/lib/auth/team';

export const metadata: Metadata = { title: 'Team' };

/** Admins only: every invitation (resend, revoke) and every account (role, two-factor, remove). */
export default async function TeamPage() {
  const user = await requireSection('team');
  if (!user) return null;
  const [invitations, users] = await Promise.all([loadInvitations(), loadUsers(user)]);
  return (
    <>
      <UserInvites invitations={invitations} />
      <TeamMembers users={users} />
    </>
  );
}
