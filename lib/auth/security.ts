import 'server-only';
import { getDb } from '@/lib/db/client';
import { countUnusedBackupCodes } from '@/lib/db/queries/factors';
import { listSessionsOf } from '@/lib/db/queries/users';
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

/** The Security section's data: the person's own factors, backup codes left and live sessions. */
export async function loadSecurity(user: StaffUser) {
  const db = await getDb();
  const [factors, backupCodesLeft, sessions] = await Promise.all([
    factorViews(user.id),
    countUnusedBackupCodes(db, user.id),
    listSessionsOf(db, user.id),
  ]);
  return {
    factors,
    backupCodesLeft,
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
