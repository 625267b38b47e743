import { Table, TableHead } from '@/components/ui/table';
import type { SessionView } from '@/lib/auth/security';
import { AdminPanel } from './panel';
import { SignOutEverywhere } from './session-controls';
import { When } from './when';

/** The person's own live sessions, and a way to end them all (a lost laptop, a shared computer). */
export function Sessions({ sessions }: { sessions: SessionView[] }) {
  const cell = 'py-2 pr-4 align-top';
  return (
    <AdminPanel id="sessions" title="Sessions">
      <p className="mt-1 text-muted-foreground">
        Where you are signed in. Signing out everywhere ends all of them, this one included.
      </p>
      <Table variant="plain" className="mt-4" caption="Your sessions">
        <TableHead
          variant="plain"
          columns={['Signed in', 'Last active', 'Browser', 'Address'].map((label) => ({ label }))}
        />
        <tbody>
          {sessions.map((session) => (
            <tr key={session.id} className="border-border border-b">
              <td className={`${cell} whitespace-nowrap`}>
                <When at={new Date(session.createdAt)} />
                {session.current ? (
                  <span className="block text-muted-foreground text-xs">This session</span>
                ) : null}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <When at={new Date(session.lastActiveAt)} />
              </td>
              <td className={`${cell} wrap-anywhere text-sm`}>{session.userAgent ?? '—'}</td>
              <td className="py-2 align-top font-mono text-xs">{session.ipAddress ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="mt-4">
        <SignOutEverywhere />
      </div>
    </AdminPanel>
  );
}
