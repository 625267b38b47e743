import 'server-only';
import type { Database } from '@/lib/db/client';
import { findSharedView, type SharedViewRow } from '@/lib/db/queries/shared-views';
import { hashSecretToken, isSecretTokenShape } from '@/lib/secret-token';
import { isUnlocked } from './cookies';
import { linkState } from './lock';

/**
 * What a token opens now, read from the database on every request (a revocation holds at once,
 * on every instance):
 * - `gone`: no such link (or not a token's shape), revoked or expired: one answer for all;
 * - `locked`: a link with a password, and no cookie of this browser unlocks it;
 * - `open`: the link, to be shown.
 */
export type SharedAccess =
  | { kind: 'gone' }
  | { kind: 'locked'; link: SharedViewRow }
  | { kind: 'open'; link: SharedViewRow };

export async function openSharedView(
  db: Database,
  token: string,
  unlockValues: readonly string[],
  now: Date = new Date(),
): Promise<SharedAccess> {
  const link = await findLink(db, token);
  if (!link || linkState(link, now) !== 'active') return { kind: 'gone' };
  if (link.passwordHash && !isUnlocked(unlockValues, link, now.getTime())) {
    return { kind: 'locked', link };
  }
  return { kind: 'open', link };
}

/** The link a token names, whatever its state; null for a token of no link or of no token's shape. */
export async function findLink(db: Database, token: string): Promise<SharedViewRow | null> {
  return isSecretTokenShape(token) ? findSharedView(db, hashSecretToken(token)) : null;
}
