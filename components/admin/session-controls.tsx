'use client';

import { useEffect, useState } from 'react';
import { authClient, markStaffBrowser } from '@/lib/auth/client';

/** Sign out here or on every device; marks this browser as staff while signed in. */
export function SessionControls({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  useEffect(() => markStaffBrowser(true), []);
  const leave = async (everywhere: boolean) => {
    setBusy(true);
    if (everywhere) await authClient.revokeSessions();
    await authClient.signOut();
    markStaffBrowser(false);
    window.location.assign('/admin');
  };
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <span className="text-muted-foreground">Signed in as {email}</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => leave(false)}
        className="rounded-lg border border-border px-3 py-1.5 font-semibold hover:bg-muted"
      >
        Sign out
      </button>
      <button
        type="button"
        disabled={busy}
        onClick={() => leave(true)}
        className="rounded-lg border border-border px-3 py-1.5 font-semibold hover:bg-muted"
      >
        Sign out everywhere
      </button>
    </div>
  );
}
