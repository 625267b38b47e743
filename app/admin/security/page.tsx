import type { Metadata } from 'next';
import { Sessions } from '@/components/admin/sessions';
import { TwoFactor } from '@/components/admin/two-factor';
import { requireSection } from '@/lib/auth/admin-gate';
import { loadSecurity } from '@/lib/auth/security';

export const metadata: Metadata = { title: 'Security' };

/** Everyone's own: second factors, backup codes, sessions and signing out everywhere. */
export default async function SecurityPage() {
  const user = await requireSection('security');
  if (!user) return null;
  const { factors, backupCodesLeft, sessions } = await loadSecurity(user);
  return (
    <>
      <TwoFactor factors={factors} backupCodesLeft={backupCodesLeft} />
      <Sessions sessions={sessions} />
    </>
  );
}
