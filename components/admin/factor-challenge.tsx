'use client';

import { type FormEvent, useId, useState } from 'react';
import { authClient, markStaffBrowser } from '@/lib/auth/client';
import {
  FormButtons,
  inputClass,
  type Notice,
  NoticeLines,
  secondaryClass,
  send,
} from './form-kit';

export type ChallengeFactor = {
  id: string;
  type: 'totp' | 'phone';
  name: string;
  phone: string | null;
};

export type Proof = { factorId?: string; code: string };

const methodLabel = (factor: ChallengeFactor) =>
  factor.type === 'totp'
    ? `Authenticator app (${factor.name})`
    : `Text message to ${factor.phone ?? factor.name}`;

/**
 * Proves the person holds a factor: pick a factor (or a backup code), text a code when it is a
 * phone, enter the code. Used by the sign-in challenge and to confirm removals.
 */
export function CodeProof({
  factors,
  submitLabel,
  onProof,
  onCancel,
}: {
  factors: ChallengeFactor[];
  submitLabel: string;
  onProof: (proof: Proof) => Promise<Notice>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [method, setMethod] = useState<string>(factors[0]?.id ?? 'backup');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const chosen = factors.find((factor) => factor.id === method);

  const textMe = async () => {
    if (!chosen) return;
    setBusy(true);
    setNotice(null);
    const result = await send(`/api/admin/factors/${chosen.id}/challenge`, 'POST');
    setBusy(false);
    setNotice(
      result.ok
        ? { kind: 'status', text: `Code sent to ${chosen.phone ?? chosen.name}.` }
        : { kind: 'alert', text: result.message },
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setNotice({ kind: 'alert', text: 'Enter a code.' });
    setBusy(true);
    setNotice(null);
    const result = await onProof(chosen ? { factorId: chosen.id, code } : { code });
    setBusy(false);
    if (result) setNotice(result);
    if (result?.kind === 'alert') setCode('');
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <fieldset>
        <legend className="font-medium">Verify with</legend>
        <div className="mt-2 space-y-2">
          {[
            ...factors.map((factor) => ({ value: factor.id, label: methodLabel(factor) })),
            {
              value: 'backup',
              label: 'A backup code',
            },
          ].map((option) => (
            <div key={option.value} className="flex items-center gap-2">
              <input
                type="radio"
                id={`${id}-${option.value}`}
                name={`${id}-method`}
                value={option.value}
                checked={method === option.value}
                onChange={() => {
                  setMethod(option.value);
                  setNotice(null);
                }}
                className="size-4"
              />
              <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
            </div>
          ))}
        </div>
      </fieldset>
      {chosen?.type === 'phone' ? (
        <button type="button" disabled={busy} onClick={textMe} className={secondaryClass}>
          Text me a code
        </button>
      ) : null}
      <div>
        <label htmlFor={`${id}-code`} className="font-medium">
          {chosen ? 'Code' : 'Backup code'}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode={chosen ? 'numeric' : 'text'}
          className={inputClass}
        />
      </div>
      <NoticeLines notice={notice} />
      <FormButtons submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** /admin for a session that signed in but has not yet passed its second factor (aal1). */
export function FactorChallenge({ email, factors }: { email: string; factors: ChallengeFactor[] }) {
  const signOut = async () => {
    await authClient.signOut();
    markStaffBrowser(false);
    window.location.assign('/admin');
  };
  return (
    <div className="space-y-6">
      <div>
        <h2 className="font-bold text-2xl">Two-factor sign-in</h2>
        <p className="mt-1 text-muted-foreground">
          {email} has two-factor sign-in. Enter a code from your authenticator app, a text message
          or one of your backup codes to open the dashboard.
        </p>
      </div>
      <CodeProof
        factors={factors}
        submitLabel="Verify"
        onProof={async (proof) => {
          const result = await send('/api/admin/factors/challenge', 'POST', proof);
          if (!result.ok) return { kind: 'alert', text: result.message };
          markStaffBrowser(true);
          window.location.assign('/admin');
          return { kind: 'status', text: 'Verified. Opening the dashboard…' };
        }}
      />
      <button type="button" onClick={signOut} className={secondaryClass}>
        Sign out
      </button>
    </div>
  );
}
