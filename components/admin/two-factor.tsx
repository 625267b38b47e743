'use client';

import { useRouter } from 'next/navigation';
import { type ComponentProps, type FormEvent, useId, useState } from 'react';
import { Table, TableHead } from '@/components/ui/table';
import { CodeProof } from './factor-challenge';
import {
  FormButtons,
  inputClass,
  type Notice,
  NoticeLines,
  primaryClass,
  RowAction,
  secondaryClass,
  send,
} from './form-kit';
import { AdminPanel } from './panel';

export type FactorItem = {
  id: string;
  type: 'totp' | 'phone';
  name: string;
  phone: string | null;
  status: 'unverified' | 'verified';
};

type Enrolment =
  | { kind: 'totp'; id: string; secret: string; qrDataUri: string }
  | { kind: 'phone'; id: string };

type Panel =
  | { kind: 'none' }
  | { kind: 'enrol'; enrolment: Enrolment }
  | { kind: 'phone-number' }
  | { kind: 'remove'; factor: FactorItem }
  | { kind: 'regenerate' }
  | { kind: 'codes'; codes: string[] };

const typeLabel = { totp: 'Authenticator app', phone: 'Text message' } as const;

/** The signed-in user's own second factors: enrol, list, remove with a fresh code, backup codes. */
export function TwoFactor({
  factors,
  backupCodesLeft,
}: {
  factors: FactorItem[];
  backupCodesLeft: number;
}) {
  const router = useRouter();
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const verified = factors.filter((factor) => factor.status === 'verified');

  const startTotp = async () => {
    setBusy(true);
    setNotice(null);
    const result = await send<{ id: string; secret: string; qrDataUri: string }>(
      '/api/admin/factors/totp',
      'POST',
      {},
    );
    setBusy(false);
    if (!result.ok) return setNotice({ kind: 'alert', text: result.message });
    setPanel({ kind: 'enrol', enrolment: { kind: 'totp', ...result.data } });
  };

  const finished = (text: string, codes: string[] | null) => {
    setNotice({ kind: 'status', text });
    setPanel(codes ? { kind: 'codes', codes } : { kind: 'none' });
    if (!codes) router.refresh();
  };

  /** Opens a step of the section, clearing the last step's message. */
  const openPanel = (next: Panel) => {
    setNotice(null);
    setPanel(next);
  };

  const removeUnverified = async (factor: FactorItem) => {
    setBusy(true);
    setNotice(null);
    const result = await send(`/api/admin/factors/${factor.id}`, 'DELETE', { code: '-' });
    setBusy(false);
    if (!result.ok) return setNotice({ kind: 'alert', text: result.message });
    setNotice({ kind: 'status', text: `${factor.name} was removed.` });
    router.refresh();
  };

  return (
    <AdminPanel id="two-factor" title="Two-factor sign-in">
      <p className="mt-1 text-muted-foreground">
        With a second factor, every sign-in also asks for a code from your authenticator app or
        phone.{' '}
        {verified.length > 0
          ? `You have ${backupCodesLeft} unused backup ${backupCodesLeft === 1 ? 'code' : 'codes'}.`
          : 'It is off for your account.'}
      </p>

      {factors.length > 0 ? (
        <Table variant="plain" className="mt-4" caption="Your factors">
          <TableHead
            variant="plain"
            columns={[
              { label: 'Factor' },
              { label: 'Type' },
              { label: 'Status' },
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody>
            {factors.map((factor) => (
              <tr key={factor.id} className="border-border border-b">
                <td className="py-2 pr-4">
                  {factor.name}
                  {factor.phone ? ` (${factor.phone})` : ''}
                </td>
                <td className="py-2 pr-4">{typeLabel[factor.type]}</td>
                <td className="py-2 pr-4 capitalize">{factor.status}</td>
                <td className="py-2">
                  <RowAction
                    label="Remove"
                    about={factor.name}
                    disabled={busy}
                    onClick={() => {
                      if (factor.status === 'verified') openPanel({ kind: 'remove', factor });
                      else void removeUnverified(factor);
                    }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}

      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" disabled={busy} onClick={startTotp} className={secondaryClass}>
          Set up an authenticator app
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => openPanel({ kind: 'phone-number' })}
          className={secondaryClass}
        >
          Add a phone
        </button>
        {verified.length > 0 ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => openPanel({ kind: 'regenerate' })}
            className={secondaryClass}
          >
            New backup codes
          </button>
        ) : null}
      </div>
      <div className="mt-3">
        <NoticeLines notice={notice} />
      </div>

      {panel.kind === 'enrol' ? (
        <VerifyEnrolment
          enrolment={panel.enrolment}
          onDone={(codes) =>
            finished(
              panel.enrolment.kind === 'totp' ? 'Authenticator app added.' : 'Phone added.',
              codes,
            )
          }
          onCancel={() => setPanel({ kind: 'none' })}
        />
      ) : null}
      {panel.kind === 'phone-number' ? (
        <PhoneNumberForm
          onSent={(id) => {
            setNotice({ kind: 'status', text: 'Code sent by text message.' });
            setPanel({ kind: 'enrol', enrolment: { kind: 'phone', id } });
          }}
          onCancel={() => setPanel({ kind: 'none' })}
        />
      ) : null}
      {panel.kind === 'remove' ? (
        <ProofPanel
          title={`Remove ${panel.factor.name}`}
          description="Confirm with a current code."
          factors={verified}
          submitLabel="Remove factor"
          onCancel={() => setPanel({ kind: 'none' })}
          onProof={async (proof) => {
            const result = await send(`/api/admin/factors/${panel.factor.id}`, 'DELETE', proof);
            if (!result.ok) return { kind: 'alert', text: result.message };
            finished(`${panel.factor.name} was removed.`, null);
            return null;
          }}
        />
      ) : null}
      {panel.kind === 'regenerate' ? (
        <ProofPanel
          title="New backup codes"
          description="Your old backup codes stop working. Confirm with a current code."
          factors={verified}
          submitLabel="Make new codes"
          onCancel={() => setPanel({ kind: 'none' })}
          onProof={async (proof) => {
            const result = await send<{ backupCodes: string[] }>(
              '/api/admin/factors/backup-codes',
              'POST',
              proof,
            );
            if (!result.ok) return { kind: 'alert', text: result.message };
            finished('New backup codes made.', result.data.backupCodes);
            return null;
          }}
        />
      ) : null}
      {panel.kind === 'codes' ? (
        <div className="mt-4 rounded-xl border border-amber-400 p-4">
          <h3 className="font-semibold text-lg">Your backup codes</h3>
          <p className="mt-1">
            Each works once, if you lose your phone. Save them somewhere safe now: they are not
            shown again.
          </p>
          <ul aria-label="Backup codes" className="mt-3 grid grid-cols-2 gap-2 font-mono">
            {panel.codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
          <button
            type="button"
            className={`${primaryClass} mt-4`}
            onClick={() => {
              setPanel({ kind: 'none' });
              router.refresh();
            }}
          >
            I have saved my codes
          </button>
        </div>
      ) : null}
    </AdminPanel>
  );
}

function VerifyEnrolment({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment;
  onDone: (backupCodes: string[] | null) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setNotice({ kind: 'alert', text: 'Enter a code.' });
    setBusy(true);
    setNotice(null);
    const result = await send<{ backupCodes: string[] | null }>(
      `/api/admin/factors/${enrolment.id}/verify`,
      'POST',
      { code },
    );
    setBusy(false);
    if (!result.ok) return setNotice({ kind: 'alert', text: result.message });
    onDone(result.data.backupCodes);
  };

  return (
    <form
      onSubmit={submit}
      className="mt-4 space-y-4 rounded-xl border border-border p-4"
      noValidate
    >
      {enrolment.kind === 'totp' ? (
        <>
          <h3 className="font-semibold text-lg">Set up an authenticator app</h3>
          <p>Scan this QR code with your authenticator app, or type the secret into it.</p>
          {/* biome-ignore lint/performance/noImgElement: a data: URI made on the server */}
          <img
            src={enrolment.qrDataUri}
            alt="QR code to scan with your authenticator app"
            width={200}
            height={200}
            className="rounded-lg bg-white p-2"
          />
          <p>
            Secret for manual entry:{' '}
            <code data-testid="totp-secret" className="break-all font-mono">
              {enrolment.secret}
            </code>
          </p>
        </>
      ) : (
        <h3 className="font-semibold text-lg">Verify your phone</h3>
      )}
      <div>
        <label htmlFor={`${id}-code`} className="font-medium">
          {enrolment.kind === 'totp' ? 'Code from the app' : 'Code from the text message'}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          className={inputClass}
        />
      </div>
      <NoticeLines notice={notice} />
      <FormButtons
        submitLabel={enrolment.kind === 'totp' ? 'Verify app' : 'Verify phone'}
        busy={busy}
        onCancel={onCancel}
      />
    </form>
  );
}

function PhoneNumberForm({
  onSent,
  onCancel,
}: {
  onSent: (id: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    const result = await send<{ id: string }>('/api/admin/factors/phone', 'POST', { phone });
    setBusy(false);
    if (!result.ok) return setNotice({ kind: 'alert', text: result.message });
    onSent(result.data.id);
  };

  return (
    <form
      onSubmit={submit}
      className="mt-4 space-y-4 rounded-xl border border-border p-4"
      noValidate
    >
      <h3 className="font-semibold text-lg">Add a phone</h3>
      <div>
        <label htmlFor={`${id}-phone`} className="font-medium">
          Phone number
        </label>
        <input
          id={`${id}-phone`}
          type="tel"
          autoComplete="tel"
          aria-describedby={`${id}-phone-hint`}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          className={inputClass}
        />
        <p id={`${id}-phone-hint`} className="mt-1 text-muted-foreground text-sm">
          International format, for example +15551234567.
        </p>
      </div>
      <NoticeLines notice={notice} />
      <FormButtons submitLabel="Send code" busy={busy} onCancel={onCancel} />
    </form>
  );
}

/** A step that changes the account's factors only after a current code proves it is its owner. */
function ProofPanel({
  title,
  description,
  ...proof
}: { title: string; description: string } & ComponentProps<typeof CodeProof>) {
  return (
    <div className="mt-4 rounded-xl border border-border p-4">
      <h3 className="font-semibold text-lg">{title}</h3>
      <p className="mt-1 text-muted-foreground">{description}</p>
      <div className="mt-3">
        <CodeProof {...proof} />
      </div>
    </div>
  );
}
