import { adminRoute } from '@/lib/auth/route';
import { factorContext, factorViews } from '@/lib/auth/two-factor-session';
import { countUnusedBackupCodes } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

/** The signed-in user's factors (no secrets) and how many backup codes are left. */
export const GET = adminRoute({ role: 'user' }, async ({ user }) => {
  const { db } = await factorContext();
  return Response.json({
    factors: await factorViews(user.id),
    backupCodesLeft: await countUnusedBackupCodes(db, user.id),
  });
});
