import { cookies } from 'next/headers';
import { notFound, unauthorized } from 'next/navigation';
import { SharedView } from '@/components/shared-view/shared-view';
import { getDb } from '@/lib/db/client';
import { recordSharedViewUse } from '@/lib/db/queries/shared-views';
import { sharedNotesPanel } from '@/lib/notes/notes';
import { openSharedView } from '@/lib/sharing/access';
import { unlockCookie } from '@/lib/sharing/cookies';
import { loadSharedView } from '@/lib/sharing/view';

/**
 * A read-only link to a view (docs/analytics.md, "Shared views"): the overview's or the campaign
 * view's figures for the link's stored range and filters. No query parameter, header or cookie
 * changes what it shows (it reads none but the unlock cookie, which only opens the link). A link
 * that no longer opens answers 404 (not-found.tsx, one page for unknown, revoked and expired); one
 * with a password this browser has not given answers 401 with the form (unauthorized.tsx). Each
 * view shown is counted. proxy.ts limits the requests per address and adds the no-index,
 * no-referrer and no-store headers (next.config.ts).
 */
export default async function SharedViewPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const now = new Date();
  const db = await getDb();
  const unlocks = (await cookies()).getAll(unlockCookie).map((cookie) => cookie.value);
  const access = await openSharedView(db, token, unlocks, now);
  if (access.kind === 'gone') notFound();
  if (access.kind === 'locked') unauthorized();
  // Revoked on another instance since the read above: counted only while in force.
  if (!(await recordSharedViewUse(db, access.link.id))) notFound();
  const content = await loadSharedView(db, access.link, now);
  const range = content.scope === 'overview' ? content.data.current : content.view.current;
  const notes = await sharedNotesPanel(db, range);
  return <SharedView label={access.link.label} content={content} asOf={now} notes={notes} />;
}
