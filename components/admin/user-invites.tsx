'use client';

import { useRouter } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { Table, TableHead } from '@/components/ui/table';
import { roleChoices } from '@/lib/auth/roles';
import type { InvitationView } from '@/lib/auth/team-views';
import { type Notice, NoticeLines, RowAction } from './form-kit';
import { AdminPanel } from './panel';
import { When } from './when';

export type { InvitationView };

/** A JSON request from the admin page; the server's error message, or null when it succeeded. */
export async function call(url: string, init: RequestInit): Promise<string | null> {
  const response = await fetch(url, { ...init, headers: { 'content-type': 'application/json' } });
  if (response.ok) return null;
  const body = await response.json().catch(() => null);
  return body?.error?.message ?? `The server answered ${response.status}.`;
}

/** Runs an action, shows what worked or what did not, and refreshes the page's data after it. */
export function useAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const act = async (run: () => Promise<string | null>, success: string) => {
    setBusy(true);
    setNotice(null);
    const problem = await run().catch((error: Error) => error.message);
    setBusy(false);
    setNotice(problem ? { kind: 'alert', text: problem } : { kind: 'status', text: success });
    if (!problem) router.refresh();
  };
  return { busy, notice, setNotice, act };
}

/**
 * Admin only: invite by email, and the invitations with resend and revoke (on the overview, the
 * pending ones: the specification's "User Invites"; on Team, all of them). Every action is
 * checked on the server.
 */
export function UserInvites({
  invitations,
  title = 'Invitations',
}: {
  invitations: InvitationView[];
  title?: string;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'viewer' | 'sales'>('viewer');
  const { busy, notice, setNotice, act } = useAction();

  const invite = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setNotice({ kind: 'alert', text: 'Enter your email first.' });
    const address = email.trim();
    void act(
      () =>
        call('/api/admin/invitations', {
          method: 'POST',
          body: JSON.stringify({ email: address, role }),
        }),
      `Invitation sent to ${address}.`,
    ).then(() => setEmail(''));
  };

  return (
    <AdminPanel id="user-invites" title="User Invites" className="first:mt-0">
      <p className="mt-1 text-muted-foreground">
        Invited people get a sign-in link by email. It works once, only for that address, and
        expires in 48 hours. Viewers read everything here; sales can also update leads.
      </p>
      <form onSubmit={invite} className="mt-5 flex flex-wrap items-end gap-3" noValidate>
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-email`} className="font-medium">
            Email address to invite
          </label>
          <input
            id={`${id}-email`}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="mt-1 h-11 w-full rounded-lg border border-border bg-background px-3"
          />
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="font-medium">
            Role
          </label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value === 'sales' ? 'sales' : 'viewer')}
            className="mt-1 block h-11 rounded-lg border border-border bg-background px-3"
          >
            {(['viewer', 'sales'] as const).map((choice) => (
              <option key={choice} value={choice}>
                {roleChoices[choice]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="h-11 rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950"
        >
          Send invite
        </button>
      </form>
      <div className="mt-3">
        <NoticeLines notice={notice} />
      </div>

      <h3 className="mt-6 font-semibold text-lg">{title}</h3>
      {invitations.length === 0 ? (
        <p className="mt-2 text-muted-foreground">No invitations yet.</p>
      ) : (
        <Table variant="plain" className="mt-2">
          <TableHead
            variant="plain"
            columns={[
              { label: 'Email' },
              { label: 'Status' },
              { label: 'Expires' },
              { label: 'Invited by' },
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id} className="border-border border-b">
                <td className="py-2 pr-4">{invitation.email}</td>
                <td className="py-2 pr-4 capitalize">{invitation.status}</td>
                <td className="py-2 pr-4">
                  <When at={invitation.expires} />
                </td>
                <td className="py-2 pr-4">{invitation.invitedBy ?? '—'}</td>
                <td className="flex gap-2 py-2">
                  {invitation.status !== 'accepted' ? (
                    <RowAction
                      label="Resend"
                      about={`to ${invitation.email}`}
                      disabled={busy}
                      onClick={() =>
                        act(
                          () =>
                            call(`/api/admin/invitations/${invitation.id}/resend`, {
                              method: 'POST',
                            }),
                          `A new invitation was sent to ${invitation.email}.`,
                        )
                      }
                    />
                  ) : null}
                  {invitation.status === 'pending' ? (
                    <RowAction
                      label="Revoke"
                      about={`the invitation to ${invitation.email}`}
                      disabled={busy}
                      onClick={() =>
                        act(
                          () =>
                            call(`/api/admin/invitations/${invitation.id}`, { method: 'DELETE' }),
                          `The invitation to ${invitation.email} was revoked.`,
                        )
                      }
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </AdminPanel>
  );
}
