import type { Metadata } from 'next';
import { AlertSetting } from '@/components/admin/alert-setting';
import { Sessions } from '@/components/admin/sessions';
import { TwoFactor } from '@/components/admin/two-factor';
import { DigestSetting } from '@/components/admin/weekly-digest';
import { requireSection } from '@/lib/auth/admin-gate';
import { loadSecurity } from '@/lib/auth/security';

export const metadata: Metadata = { title: 'Security' };

/**
 * Everyone's own: second factors, backup codes, sessions and signing out everywhere, and whether
 * the weekly digest, and alerts, are mailed to them.
 */
export default async function SecurityPage() {
  const user = await requireSection('security');
  if (!user) return null;
  const { factors, backupCodesLeft, sessions, weeklyDigest, alertMail } = await loadSecurity(user);
  return (
    <>
      <TwoFactor factors={factors} backupCodesLeft={backupCodesLeft} />
      <Sessions sessions={sessions} />
      <DigestSetting weeklyDigest={weeklyDigest} />
      {alertMail === null ? null : <AlertSetting alertMail={alertMail} />}
    </>
  );
}
