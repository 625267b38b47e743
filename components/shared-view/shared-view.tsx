import { Campaigns } from '@/components/admin/campaigns';
import { Dashboard } from '@/components/admin/dashboard';
import { When } from '@/components/admin/when';
import type { NotesPanelProps } from '@/lib/notes/note';
import { describeLock, scopeNames } from '@/lib/sharing/lock';
import type { SharedContent } from '@/lib/sharing/view';

/**
 * A shared view's page: what it is (read-only, the figures' time, what it is locked to), then the
 * overview's or the campaign view's figures, tables and charts in their read-only form: no range
 * picker, filter, sort or "Show all" link, no CSV, nothing that leads into the admin.
 */
export function SharedView({
  label,
  content,
  asOf,
  notes,
}: {
  label: string | null;
  content: SharedContent;
  asOf: Date;
  /** The notes of the chart's days a shared view shows: never the private ones, no forms. */
  notes?: NotesPanelProps;
}) {
  const lock = describeLock(content.lock, asOf);
  return (
    <div className="space-y-8">
      <header className="space-y-2">
        <p className="font-semibold text-brand-700 text-sm uppercase tracking-wider dark:text-brand-300">
          Shared view
        </p>
        <h1 className="font-extrabold text-3xl tracking-tight">
          {label ? <bdi>{label}</bdi> : scopeNames[content.scope]}
        </h1>
        <p className="text-muted-foreground">
          {label ? `${scopeNames[content.scope]}, read-only.` : 'Read-only.'} Figures as of{' '}
          <When at={asOf} />.
        </p>
        <p>
          <span className="font-medium">Locked to:</span> {lock.range}
          {lock.filters.length > 0
            ? ` · ${lock.filters.join(' · ')}`
            : content.scope === 'campaigns'
              ? ' · every visit, no filter'
              : null}
        </p>
      </header>
      {content.scope === 'overview' ? (
        <Dashboard data={content.data} readOnly notes={notes} />
      ) : (
        <Campaigns view={content.view} state={content.state} readOnly notes={notes} />
      )}
    </div>
  );
}
