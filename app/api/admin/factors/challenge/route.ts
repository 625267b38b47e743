import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { checkProof, factorContext, proofSchema } from '@/lib/auth/two-factor-session';
import { raiseSessionToAal2 } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/**
 * The sign-in challenge (MFA_CHALLENGE_VERIFIED): a code from a verified factor, or a backup
 * code, raises this session to aal2 and opens the dashboard.
 */
export const POST = adminRoute(
  { role: 'signed-in', body: proofSchema },
  async ({ request, user: session, body }) => {
    if (!session.needsChallenge) {
      return errorResponse(409, 'no_challenge', 'This session needs no code.');
    }
    const user = { id: session.userId, email: session.email };
    const wrong = await checkProof(request, user, body);
    if (wrong) return wrong;
    const { db } = await factorContext();
    await raiseSessionToAal2(db, session.sessionId);
    await audit('sign_in', {
      actor: user,
      target: 'MFA_CHALLENGE_VERIFIED',
      headers: request.headers,
    });
    return Response.json({ aal: 'aal2' });
  },
);
