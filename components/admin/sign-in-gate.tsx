'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { authMessages } from '@/lib/auth/messages';
import { AuthPanel } from './auth-panel';

/**
 * The signed-out states (loading, set a new password, login), chosen from
 * the URL: the layout that renders it cannot read search parameters, and this reads them on the
 * server during the render as in the browser, so the page is the same before any script runs.
 */
export function SignIn() {
  const params = useSearchParams();
  const pathname = usePathname();
  const invite = params.get('invite');
  // An invitation's page (app/admin/page.tsx, rendered on the server) asks only for accepting it.
  if (invite && invite !== 'invalid' && pathname === '/admin') return null;
  const initialAlert =
    invite === 'invalid'
      ? authMessages.invalidInvite
      : params.get('error')
        ? authMessages.invalidLink
        : null;
  return (
    <AuthPanel
      resetFromQuery={params.get('reset') === 'true'}
      resetToken={params.get('token')}
      initialAlert={initialAlert}
    />
  );
}

/** `?reset=true` (the password-reset mail's link) shows the set-new-password form, signed in or not. */
export function ResetSwitch({ signIn, children }: { signIn: ReactNode; children: ReactNode }) {
  return useSearchParams().get('reset') === 'true' ? signIn : children;
}
