'use client';

import { useEffect, useState } from 'react';
import { authClient, markStaffBrowser } from '@/lib/auth/client';

function useLeave() {
  const [busy, setBusy] = useState(false);
  const leave = async (everywhere: boolean) => {
    setBusy(true);
    if (everywhere) await authClient.revokeSessions();
    await authClient.signOut();
    markStaffBrowser(false);
    window.location.assign('/admin');
  };
  return { busy, leave };
}

const buttonClass = 'rounded-lg border border-border px-3 py-1.5 font-semibold hover:bg-muted';

/** Who is signed in and a way out, on every section; marks this browser as staff while signed in. */
export function SessionControls({ email }: { email: string }) {
  const { busy, leave } = useLeave();
  useEffect(() => markStaffBrowser(true), []);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-muted-foreground">Signed in as {email}</span>
      <button type="button" disabled={busy} onClick={() => leave(false)} className={buttonClass}>
        Sign out
      </button>
    </div>
  );
}

/** Ends every session of the signed-in person, this one included (the Security section). */
export function SignOutEverywhere() {
  const { busy, leave } = useLeave();
  return (
    <button type="button" disabled={busy} onClick={() => leave(true)} className={buttonClass}>
      Sign out everywhere
    </button>
  );
}
