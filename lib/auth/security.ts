import 'server-only';
import { getDb } from '@/lib/db/client';
import { getAlertMail } from '@/lib/db/queries/alerts';
import { getWeeklyDigest } from '@/lib/db/queries/digest';
import { countUnusedBackupCodes } from '@/lib/db/queries/factors';
import { listSessionsOf } from '@/lib/db/queries/users';
import { refusal } from './admin-gate';
import type { StaffUser } from './session';
import { factorViews } from './two-factor-session';

export type SessionView = {
  id: string;
  createdAt: string;
  lastActiveAt: string;
  ipAddress: string | null;
  userAgent: string | null;
  current: boolean;
};

/**
 * The Security section's data: the person's own factors, backup codes left, live sessions and
 * weekly digest setting.
 */
export async function loadSecurity(user: StaffUser) {
  const db = await getDb();
  const [factors, backupCodesLeft, sessions, weeklyDigest, alertMail] = await Promise.all([
    factorViews(user.id),
    countUnusedBackupCodes(db, user.id),
    listSessionsOf(db, user.id),
    getWeeklyDigest(db, user.id),
    getAlertMail(db, user.id),
  ]);
  return {
    factors,
    backupCodesLeft,
    weeklyDigest,
    /** Null for those who do not read the figures (sales): they have no alert setting. */
    alertMail: refusal(user, 'alerts') ? null : alertMail,
    sessions: sessions.map(
      (session): SessionView => ({
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        lastActiveAt: session.updatedAt.toISOString(),
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
        current: session.id === user.sessionId,
      }),
    ),
  };
}
