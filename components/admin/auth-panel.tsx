'use client';

import { type FormEvent, useEffect, useId, useState } from 'react';
import { authClient, markStaffBrowser } from '@/lib/auth/client';
import { authMessages, validateNewPassword } from '@/lib/auth/messages';
import { inputClass, type Notice, NoticeLines, primaryClass, secondaryClass } from './form-kit';

type AuthPanelProps = {
  /** `?reset=true` from the password-reset email. */
  resetFromQuery: boolean;
  resetToken: string | null;
  /** A message chosen on the server from the URL (invalid invitation or sign-in link). */
  initialAlert: string | null;
};

/** The signed-out states of /admin: loading, set new password, login. */
export function AuthPanel({ resetFromQuery, resetToken, initialAlert }: AuthPanelProps) {
  const [mode, setMode] = useState<'loading' | 'recovery' | 'login'>('loading');
  const [notice, setNotice] = useState<Notice>(
    initialAlert ? { kind: 'alert', text: initialAlert } : null,
  );

  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    setMode(hash.get('type') === 'recovery' || resetFromQuery ? 'recovery' : 'login');
  }, [resetFromQuery]);

  if (mode === 'loading') {
    return (
      <p role="status" className="text-muted-foreground">
        Loading…
      </p>
    );
  }
  if (mode === 'recovery') {
    return (
      <SetPasswordForm
        token={resetToken}
        onDone={() => {
          window.history.replaceState(null, '', '/admin');
          setNotice({ kind: 'status', text: authMessages.passwordUpdated });
          setMode('login');
        }}
      />
    );
  }
  return <LoginForm notice={notice} setNotice={setNotice} />;
}

function LoginForm({ notice, setNotice }: { notice: Notice; setNotice: (notice: Notice) => void }) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<Notice | undefined>) => {
    setBusy(true);
    setNotice(null);
    try {
      const result = await action();
      if (result) setNotice(result);
    } catch (error) {
      setNotice({
        kind: 'alert',
        text: (error as Error).message || 'Something went wrong. Try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  const serverError = (error: { status?: number; message?: string } | null): Notice =>
    error
      ? {
          kind: 'alert',
          text:
            error.status === 401 || error.status === 403
              ? authMessages.badCredentials
              : error.message || 'Something went wrong. Try again.',
        }
      : null;

  const signIn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const { error } = await authClient.signIn.email({ email, password });
      if (error) return serverError(error);
      markStaffBrowser(true);
      window.location.assign('/admin');
      return undefined;
    });
  };

  const magicLink = () =>
    run(async () => {
      if (!email.trim()) return { kind: 'alert', text: authMessages.enterEmail };
      const { error } = await authClient.signIn.magicLink({ email, callbackURL: '/admin' });
      return serverError(error) ?? { kind: 'status', text: authMessages.magicLinkSent };
    });

  const forgot = () =>
    run(async () => {
      if (!email.trim()) return { kind: 'alert', text: authMessages.enterEmail };
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: '/admin?reset=true',
      });
      return serverError(error) ?? { kind: 'status', text: authMessages.resetSent };
    });

  return (
    <form onSubmit={signIn} className="space-y-4" noValidate>
      <h2 className="font-bold text-2xl">Sign in</h2>
      <div>
        <label htmlFor={`${id}-email`} className="font-medium">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="font-medium">
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClass}
        />
      </div>
      <NoticeLines notice={notice} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryClass}>
          Sign in
        </button>
        <button type="button" disabled={busy} onClick={magicLink} className={secondaryClass}>
          Email me a magic link
        </button>
        <button type="button" disabled={busy} onClick={forgot} className={secondaryClass}>
          Forgot password?
        </button>
      </div>
      <p className="text-muted-foreground text-sm">
        Only invited accounts can access analytics. Admins can invite users.
      </p>
    </form>
  );
}

function SetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNewPassword(password, confirmation);
    if (problem) return setNotice({ kind: 'alert', text: problem });
    if (!token) return setNotice({ kind: 'alert', text: authMessages.missingToken });
    setBusy(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setBusy(false);
    if (error)
      return setNotice({
        kind: 'alert',
        text: error.message || 'Something went wrong. Try again.',
      });
    onDone();
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <h2 className="font-bold text-2xl">Set a new password</h2>
      <div>
        <label htmlFor={`${id}-new`} className="font-medium">
          New password
        </label>
        <input
          id={`${id}-new`}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-confirm`} className="font-medium">
          Confirm new password
        </label>
        <input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          className={inputClass}
        />
      </div>
      <NoticeLines notice={notice} />
      <button type="submit" disabled={busy} className={primaryClass}>
        Update password
      </button>
    </form>
  );
}
