import 'server-only';
import { and, desc, eq, getTableColumns, gt, isNull, sql } from 'drizzle-orm';
import type { OrmClient } from '../client';
import { type SharedScope, sharedView } from '../schema';

/*
 * Read-only links to a view (docs/analytics.md, "Shared views"). A link is read from here on
 * every request, never from memory, so that a revocation holds at once on every instance.
 */

export type SharedViewRow = typeof sharedView.$inferSelect;

/** A link as the Team section lists it: no hash of its token or password leaves this module. */
export type SharedViewSummary = Omit<SharedViewRow, 'tokenHash' | 'passwordHash'> & {
  hasPassword: boolean;
};

export type NewSharedView = {
  tokenHash: string;
  scope: SharedScope;
  filters: Record<string, string>;
  range: string;
  label: string | null;
  passwordHash: string | null;
  createdBy: string;
  createdByLabel: string;
  expiresAt: Date;
};

/** Stores a new link; its id. */
export async function insertSharedView(db: OrmClient, link: NewSharedView): Promise<number> {
  const [row] = await db.orm.insert(sharedView).values(link).returning({ id: sharedView.id });
  if (!row) throw new Error('The shared view was not stored.');
  return row.id;
}

/** The link whose token has this hash, whatever its state; null when there is none. */
export async function findSharedView(
  db: OrmClient,
  tokenHash: string,
): Promise<SharedViewRow | null> {
  const [row] = await db.orm
    .select()
    .from(sharedView)
    .where(eq(sharedView.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

const {
  tokenHash: _tokenHash,
  passwordHash: _passwordHash,
  ...listed
} = getTableColumns(sharedView);

/** The columns a summary reads: everything but the hashes, and whether a password is set. */
const summaryColumns = {
  ...listed,
  hasPassword: sql<boolean>`${sharedView.passwordHash} IS NOT NULL`,
};

/** Every link, newest first, without its hashes. */
export async function listSharedViews(db: OrmClient): Promise<SharedViewSummary[]> {
  return db.orm
    .select(summaryColumns)
    .from(sharedView)
    .orderBy(desc(sharedView.createdAt), desc(sharedView.id));
}

/**
 * Revokes a link that is not revoked yet; the link as it now is, with `changed` false when it
 * was already revoked, or null when there is no such link.
 */
export async function revokeSharedView(
  db: OrmClient,
  id: number,
  byLabel: string,
): Promise<{ link: SharedViewSummary; changed: boolean } | null> {
  const [revoked] = await db.orm
    .update(sharedView)
    .set({ revokedAt: sql`now()`, revokedByLabel: byLabel })
    .where(and(eq(sharedView.id, id), isNull(sharedView.revokedAt)))
    .returning({ id: sharedView.id });
  const [link] = await db.orm
    .select(summaryColumns)
    .from(sharedView)
    .where(eq(sharedView.id, id))
    .limit(1);
  return link ? { link, changed: revoked !== undefined } : null;
}

/**
 * Counts one view of a link that is still in force (not revoked, not expired), in one UPDATE:
 * false when it stopped in between (revoked on another instance a moment ago).
 */
export async function recordSharedViewUse(db: OrmClient, id: number): Promise<boolean> {
  const rows = await db.orm
    .update(sharedView)
    .set({ views: sql`${sharedView.views} + 1`, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(sharedView.id, id),
        isNull(sharedView.revokedAt),
        gt(sharedView.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sharedView.id });
  return rows.length > 0;
}
