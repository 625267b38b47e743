import { errorResponse, parseJson } from '@/lib/auth/api';
import { audit } from '@/lib/auth/audit';
import {
  authorizeSignedIn,
  checkProof,
  factorContext,
  foreignOrigin,
  noStore,
  proofSchema,
} from '@/lib/auth/two-factor-session';
import { raiseSessionToAal2 } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

/**
 * The sign-in challenge (MFA_CHALLENGE_VERIFIED): a code from a verified factor, or a backup
 * code, raises this session to aal2 and opens the dashboard.
 */
export async function POST(request: Request) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const session = await authorizeSignedIn(request);
  if (session instanceof Response) return session;
  const input = await parseJson(request, proofSchema);
  if (input instanceof Response) return input;
  if (!session.needsChallenge) {
    return errorResponse(409, 'no_challenge', 'This session needs no code.', noStore);
  }
  const user = { id: session.userId, email: session.email };
  const wrong = await checkProof(request, user, input);
  if (wrong) return wrong;
  const { db } = await factorContext();
  await raiseSessionToAal2(db, session.sessionId);
  await audit('sign_in', {
    actor: user,
    target: 'MFA_CHALLENGE_VERIFIED',
    headers: request.headers,
  });
  return Response.json({ aal: 'aal2' }, { headers: noStore });
}
