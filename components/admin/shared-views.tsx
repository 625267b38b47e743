import { Table, TableHead } from '@/components/ui/table';
import type { SharedViewSummary } from '@/lib/db/queries/shared-views';
import { formatCount } from '@/lib/format';
import {
  describeLock,
  type LinkState,
  linkState,
  scopeNames,
  storedLock,
} from '@/lib/sharing/lock';
import { revokeApiPath, sharedViewsAnchor } from '@/lib/sharing/paths';
import { isShareRefusal, shareRefusals } from '@/lib/sharing/settings';
import { cn } from '@/lib/utils';
import { AdminPanel } from './panel';
import { When } from './when';

/** What the panel says after a plain form's post (`?shared=`, `?revoked=`, `?refused=`). */
export type SharedViewsNotice =
  /** A link just made: its address when this request carried it (once), else null. */
  | { kind: 'created'; id: number; url: string | null }
  | { kind: 'revoked'; id: number }
  | { kind: 'refused'; text: string }
  | null;

/** The panel's notice from the Team page's query and the one-time flash. */
export function sharedViewsNotice(
  params: { shared: string | null; revoked: string | null; refused: string | null },
  flash: { id: number; url: string } | null,
): SharedViewsNotice {
  const id = (value: string | null) =>
    value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
  const shared = id(params.shared);
  if (shared !== null) {
    return { kind: 'created', id: shared, url: flash?.id === shared ? flash.url : null };
  }
  const revoked = id(params.revoked);
  if (revoked !== null) return { kind: 'revoked', id: revoked };
  if (isShareRefusal(params.refused)) {
    return { kind: 'refused', text: `No link was made. ${shareRefusals[params.refused]}` };
  }
  if (params.refused === 'missing') return { kind: 'refused', text: 'There is no such link.' };
  return null;
}

const stateNames: Record<LinkState, string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

function Notice({ notice }: { notice: SharedViewsNotice }) {
  if (!notice) return null;
  if (notice.kind === 'refused') {
    return (
      <p role="alert" className="mt-3 font-medium text-destructive">
        {notice.text}
      </p>
    );
  }
  if (notice.kind === 'revoked') {
    return (
      <p role="status" className="mt-3 font-medium">
        Link #{notice.id} is revoked: it no longer opens, on any server.
      </p>
    );
  }
  if (!notice.url) {
    return (
      <p role="status" className="mt-3 font-medium">
        Link #{notice.id} was made. Its address was shown once and cannot be shown again: if it was
        not copied, revoke the link and make another.
      </p>
    );
  }
  return (
    <div
      role="status"
      className="mt-3 rounded-xl border border-brand-700 bg-muted p-4 dark:border-brand-300"
    >
      <p className="font-medium">
        Link #{notice.id} is ready. Copy it now: it is shown only this once, and is not kept.
      </p>
      <p className="mt-2">
        <code className="block select-all break-all rounded-md bg-background p-2 text-sm">
          {notice.url}
        </code>
      </p>
    </div>
  );
}

/**
 * Admins, in the Team section: every shared link, what it shows and is locked to, who made it and
 * when, its expiry, last use, views and state, and a plain form to revoke an active one.
 */
export function SharedViews({
  links,
  notice,
  now = new Date(),
}: {
  links: SharedViewSummary[];
  notice: SharedViewsNotice;
  now?: Date;
}) {
  return (
    <AdminPanel id={sharedViewsAnchor} title="Shared views">
      <p className="mt-1 text-muted-foreground">
        Read-only links to the overview or the campaign view, made with &ldquo;Share this
        view&rdquo; on those pages. Whoever has an active link (and its password, if it has one)
        sees that view&apos;s figures and nothing else. Revoking a link stops it at once.
      </p>
      <Notice notice={notice} />
      {links.length === 0 ? (
        <p className="mt-3">No view has been shared yet.</p>
      ) : (
        <Table variant="plain" className="mt-4">
          <TableHead
            variant="plain"
            columns={[
              { label: 'Link' },
              { label: 'Locked to' },
              { label: 'Made' },
              { label: 'Expires' },
              { label: 'Last used' },
              { label: 'Views', align: 'right' },
              { label: 'State' },
              { label: 'Actions', hidden: true },
            ]}
          />
          <tbody>
            {links.map((link) => {
              const lock = describeLock(storedLock(link, now), now);
              const state = linkState(link, now);
              return (
                <tr key={link.id} className="border-border border-b align-top">
                  <td className="py-2 pr-4">
                    <span className="font-medium">
                      #{link.id} {scopeNames[link.scope]}
                    </span>
                    {link.label ? (
                      <span className="block wrap-anywhere">
                        <bdi>{link.label}</bdi>
                      </span>
                    ) : null}
                    <span className="block text-muted-foreground text-xs">
                      {link.hasPassword ? 'Password' : 'No password'}
                    </span>
                  </td>
                  <td className="py-2 pr-4">
                    {lock.range}
                    {lock.filters.map((filter) => (
                      <span key={filter} className="block wrap-anywhere">
                        {filter}
                      </span>
                    ))}
                  </td>
                  <td className="py-2 pr-4">
                    <When at={link.createdAt} />
                    <span className="block text-muted-foreground text-xs wrap-anywhere">
                      by {link.createdByLabel}
                    </span>
                  </td>
                  <td className="py-2 pr-4">
                    <When at={link.expiresAt} />
                  </td>
                  <td className="py-2 pr-4">
                    {link.lastUsedAt ? <When at={link.lastUsedAt} /> : 'Never'}
                  </td>
                  <td className="py-2 pr-4 text-right tabular-nums">{formatCount(link.views)}</td>
                  <td className="py-2 pr-4">
                    <span className={cn(state === 'active' && 'font-semibold')}>
                      {stateNames[state]}
                    </span>
                    {link.revokedAt ? (
                      <span className="block text-muted-foreground text-xs">
                        <When at={link.revokedAt} />
                        {link.revokedByLabel ? ` by ${link.revokedByLabel}` : null}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    {state === 'active' ? (
                      <form method="post" action={revokeApiPath(link.id)}>
                        <button
                          type="submit"
                          className="rounded-md border border-border px-2 py-1 font-semibold hover:bg-muted"
                        >
                          Revoke<span className="sr-only"> link #{link.id}</span>
                        </button>
                      </form>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </AdminPanel>
  );
}
