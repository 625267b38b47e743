import { Table, TableHead } from '@/components/ui/table';
import { businessZoneLabel } from '@/lib/calendar';
import type { AuditAction, AuditRow } from '@/lib/db/queries/audit';
import { When } from './when';

/** Entries a page, on /admin/audit and from GET /api/admin/audit. */
export const auditPageSize = 25;

/** Each action in plain words: adding an action without a label fails the type check. */
export const auditActionLabels: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  sign_in_backup_code: 'Signed in with a backup code',
  sign_in_failed: 'Failed to sign in',
  sign_out: 'Signed out',
  invitation_sent: 'Sent an invitation',
  invitation_accepted: 'Accepted an invitation',
  invitation_revoked: 'Revoked an invitation',
  user_removed: 'Removed a user',
  role_changed: 'Changed a role',
  factor_added: 'Added a second factor',
  factor_removed: 'Removed a second factor',
  factors_reset: 'Reset the second factors',
  factor_challenge_failed: 'Failed a second-factor check',
  lead_updated: 'Updated a lead',
  digest_preview_sent: 'Sent themselves the weekly digest',
  conversion_sent_again: 'Sent a conversion again',
  spend_imported: 'Imported ad spend',
  spend_discarded: 'Discarded an ad spend file',
  alert_rule_changed: 'Changed an alert rule',
  alert_chat_changed: 'Changed the alerts’ chat webhook',
  alert_test_sent: 'Sent a test alert',
  note_changed: 'Changed someone’s note',
  note_deleted: 'Deleted someone’s note',
  shared_view_created: 'Shared a view',
  shared_view_revoked: 'Revoked a shared view',
};

type Props = { entries: AuditRow[]; page: number; total: number };

const pageHref = (page: number) => (page > 1 ? `/admin/audit?page=${page}` : '/admin/audit');

/**
 * Admin only: who got in, who failed to, and every change to who has access, newest first.
 * Rendered on the server and paged by links (`/admin/audit?page=N`), so it works without
 * JavaScript.
 */
export function AuditLog({ entries, page, total }: Props) {
  const pages = Math.max(1, Math.ceil(total / auditPageSize));
  const cell = 'py-2 pr-4 align-top';
  return (
    <section aria-labelledby="audit-log" className="rounded-2xl border border-border bg-card p-6">
      <h2 id="audit-log" className="font-bold text-2xl">
        Audit log
      </h2>
      <p className="mt-1 text-muted-foreground">
        Sign-ins, failed sign-ins and changes to who has access, newest first. Times are{' '}
        {businessZoneLabel}.
      </p>
      {total === 0 ? (
        <p className="mt-4 text-muted-foreground">No activity yet.</p>
      ) : (
        <>
          <Table variant="plain" className="mt-4" caption={`Audit log, page ${page} of ${pages}`}>
            <TableHead
              variant="plain"
              columns={['When', 'Who', 'Action', 'Target', 'Address'].map((label) => ({
                label,
                className: 'align-top',
              }))}
            />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-border border-b">
                  <td className={`${cell} whitespace-nowrap`}>
                    <When at={entry.at} precision="second" />
                  </td>
                  <td className={`${cell} wrap-anywhere`}>
                    {entry.actorEmail ?? entry.actorId ?? 'Unknown'}
                  </td>
                  <td className={cell}>{auditActionLabels[entry.action] ?? entry.action}</td>
                  <td className={`${cell} wrap-anywhere`}>{entry.target ?? '—'}</td>
                  <td className="py-2 align-top font-mono text-xs">{entry.ipAddress ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          {entries.length === 0 ? (
            <p className="mt-4 text-muted-foreground">No entries on this page.</p>
          ) : null}
          <nav aria-label="Audit log pages" className="mt-4 flex items-center gap-4">
            {page > 1 ? (
              <a href={pageHref(Math.min(page - 1, pages))} className="font-semibold underline">
                Newer entries
              </a>
            ) : null}
            <span className="text-muted-foreground">
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <a href={pageHref(page + 1)} className="font-semibold underline">
                Older entries
              </a>
            ) : null}
          </nav>
        </>
      )}
    </section>
  );
}
