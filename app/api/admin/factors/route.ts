import { authorize } from '@/lib/auth/session';
import { factorContext, factorViews, noStore } from '@/lib/auth/two-factor-session';
import { countUnusedBackupCodes } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

/** The signed-in user's factors (no secrets) and how many backup codes are left. */
export async function GET(request: Request) {
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const { db } = await factorContext();
  return Response.json(
    {
      factors: await factorViews(user.id),
      backupCodesLeft: await countUnusedBackupCodes(db, user.id),
    },
    { headers: noStore },
  );
}
