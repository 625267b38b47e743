import type { Metadata } from 'next';
import { Sessions } from '@/components/admin/sessions';
import { TwoFactor } from '@/components/admin/two-factor';
import { DigestSetting } from '@/components/admin/weekly-digest';
import { requireSection } from '@/lib/auth/admin-gate';
import { loadSecurity } from '@/lib/auth/security';

export const metadata: Metadata = { title: 'Security' };

/**
 * Everyone's own: second factors, backup codes, sessions and signing out everywhere, and whether
 * the weekly digest is mailed to them.
 */
export default async function SecurityPage() {
  const user = await requireSection('security');
  if (!user) return null;
  const { factors, backupCodesLeft, sessions, weeklyDigest } = await loadSecurity(user);
  return (
    <>
      <TwoFactor factors={factors} backupCodesLeft={backupCodesLeft} />
      <Sessions sessions={sessions} />
      <DigestSetting weeklyDigest={weeklyDigest} />
    </>
  );
}
