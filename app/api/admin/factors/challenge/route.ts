import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { factorContext, proofSchema, proveOrRefuse } from '@/lib/auth/two-factor-session';
import { countUnusedBackupCodes, raiseSessionToAal2 } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/**
 * The sign-in challenge (MFA_CHALLENGE_VERIFIED): a code from a verified factor, or a backup
 * code, raises this session to aal2 and opens the dashboard. A backup code is audited as such,
 * with how many are left: someone signing in with their last codes should make new ones.
 */
export const POST = adminRoute(
  { role: 'signed-in', body: proofSchema },
  async ({ request, user: session, body }) => {
    if (!session.needsChallenge) {
      return errorResponse(409, 'no_challenge', 'This session needs no code.');
    }
    const user = { id: session.userId, email: session.email };
    const proved = await proveOrRefuse(request, user, body);
    if (proved instanceof Response) return proved;
    const { db } = await factorContext();
    await raiseSessionToAal2(db, session.sessionId);
    if (proved.method === 'backup_code') {
      const left = await countUnusedBackupCodes(db, user.id);
      await audit('sign_in_backup_code', {
        actor: user,
        target: `MFA_CHALLENGE_VERIFIED, ${left} backup ${left === 1 ? 'code' : 'codes'} left`,
        headers: request.headers,
      });
    } else {
      await audit('sign_in', {
        actor: user,
        target: 'MFA_CHALLENGE_VERIFIED',
        headers: request.headers,
      });
    }
    return Response.json({ aal: 'aal2' });
  },
);
