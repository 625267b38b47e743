'use client';

import { useId, useState } from 'react';
import { Table, TableHead } from '@/components/ui/table';
import { roleChoices, roleNames } from '@/lib/auth/roles';
import type { UserView } from '@/lib/auth/team-views';
import { NoticeLines, RowAction } from './form-kit';
import { AdminPanel } from './panel';
import { call, useAction } from './user-invites';
import { When } from './when';

type Role = UserView['role'];

function RoleChange({
  user,
  busy,
  onChange,
}: {
  user: UserView;
  busy: boolean;
  onChange: (role: Role) => void;
}) {
  const id = useId();
  const [role, setRole] = useState<Role>(user.role);
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onChange(role);
      }}
    >
      <label htmlFor={id} className="sr-only">
        Role of {user.email}
      </label>
      <select
        id={id}
        value={role}
        onChange={(event) => setRole(event.target.value as Role)}
        className="h-9 rounded-md border border-border bg-background px-2"
      >
        {(Object.keys(roleChoices) as Role[]).map((value) => (
          <option key={value} value={value}>
            {roleChoices[value]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy || role === user.role}
        className="rounded-md border border-border px-2 py-1 font-semibold hover:bg-muted disabled:opacity-60"
      >
        Change role<span className="sr-only"> of {user.email}</span>
      </button>
    </form>
  );
}

/**
 * Admin only: every account, its role (changed here: it holds from the person's next request),
 * its last sign-in, and resetting its second factors or removing it. The server checks each
 * action again and refuses to leave the site without an admin.
 */
export function TeamMembers({ users }: { users: UserView[] }) {
  const { busy, notice, act } = useAction();
  return (
    <AdminPanel id="team-users" title="Users">
      <p className="mt-1 text-muted-foreground">
        Admins manage people and see the audit log; sales also update leads; viewers read. A new
        role holds from the person's next page or request. Addresses in ADMIN_EMAILS are admins by
        configuration.
      </p>
      <div className="mt-3">
        <NoticeLines notice={notice} />
      </div>
      <Table variant="plain" className="mt-2">
        <TableHead
          variant="plain"
          columns={[
            { label: 'Email' },
            { label: 'Role' },
            { label: 'Last sign-in' },
            { label: 'Actions', hidden: true },
          ]}
        />
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-border border-b">
              <td className="py-2 pr-4">{user.email}</td>
              <td className="py-2 pr-4">
                {user.isSelf || user.configAdmin ? (
                  <span>
                    {roleNames[user.role]}
                    {user.configAdmin ? (
                      <span className="block text-muted-foreground text-xs">by configuration</span>
                    ) : null}
                  </span>
                ) : (
                  <RoleChange
                    user={user}
                    busy={busy}
                    onChange={(role) =>
                      act(
                        () =>
                          call(`/api/admin/users/${user.id}`, {
                            method: 'PATCH',
                            body: JSON.stringify({ role }),
                          }),
                        `${user.email} is now ${roleNames[role].toLowerCase()}.`,
                      )
                    }
                  />
                )}
              </td>
              <td className="py-2 pr-4">
                {user.lastSignIn ? <When at={user.lastSignIn} /> : 'Never'}
              </td>
              <td className="py-2">
                {user.isSelf ? (
                  <span className="text-muted-foreground">You</span>
                ) : (
                  <span className="flex gap-2">
                    <RowAction
                      label="Reset two-factor"
                      about={`for ${user.email}`}
                      disabled={busy}
                      onClick={() => {
                        const ask = `Reset two-factor sign-in for ${user.email}? Their factors and backup codes are removed and their sessions end.`;
                        if (!window.confirm(ask)) return;
                        void act(
                          () => call(`/api/admin/users/${user.id}/factors`, { method: 'DELETE' }),
                          `Two-factor sign-in was reset for ${user.email}.`,
                        );
                      }}
                    />
                    {user.configAdmin ? null : (
                      <RowAction
                        label="Remove"
                        about={user.email}
                        disabled={busy}
                        onClick={() => {
                          if (!window.confirm(`Remove ${user.email}? Their sessions end at once.`))
                            return;
                          void act(
                            () => call(`/api/admin/users/${user.id}`, { method: 'DELETE' }),
                            `${user.email} was removed.`,
                          );
                        }}
                      />
                    )}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </AdminPanel>
  );
}
