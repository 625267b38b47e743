import 'server-only';
import { businessDay } from '@/lib/calendar';
import type { Database } from '@/lib/db/client';
import { insertSharedView } from '@/lib/db/queries/shared-views';
import { formatDay } from '@/lib/format';
import { hashSecretToken, newSecretToken } from '@/lib/secret-token';
import { absoluteUrl } from '@/lib/site/config';
import { lockLine, scopeNames } from './lock';
import { hashSharePassword } from './password';
import { sharePath } from './paths';
import type { ShareSettings } from './settings';

/** The address of a shared page, as the admin copies it. */
export const shareUrl = (token: string) => absoluteUrl(sharePath(token));

/**
 * Stores a new link made by `by`: a new random token, of which only the hash is kept, the
 * password's scrypt hash, and the expiry counted from `now`. The token is returned to be shown
 * once; it is never stored or logged.
 */
export async function createSharedView(
  db: Database,
  settings: ShareSettings,
  by: { id: string; email: string },
  now: Date = new Date(),
): Promise<{ id: number; token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(now.getTime() + settings.expiresInDays * 86_400_000);
  const id = await insertSharedView(db, {
    tokenHash: hashSecretToken(token),
    scope: settings.scope,
    filters: { ...settings.filters },
    range: settings.range,
    label: settings.label,
    passwordHash: settings.password ? await hashSharePassword(settings.password) : null,
    createdBy: by.id,
    createdByLabel: by.email,
    expiresAt,
  });
  return { id, token, expiresAt };
}

/**
 * How the audit log names a link: its number, scope, lock and label, whether it has a password
 * and when it expires; never its token or password.
 */
export function auditTarget(
  link: {
    id: number;
    scope: ShareSettings['scope'];
    label: string | null;
    hasPassword: boolean;
    expiresAt: Date;
  } & Pick<ShareSettings, 'range' | 'filters'>,
  now: Date = new Date(),
): string {
  return [
    `#${link.id} ${scopeNames[link.scope]}`,
    lockLine(link, now),
    link.label ? `“${link.label}”` : null,
    link.hasPassword ? 'with a password' : 'no password',
    `expires ${formatDay(businessDay(link.expiresAt), true)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
