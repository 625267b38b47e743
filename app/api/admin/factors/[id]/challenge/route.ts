import { errorResponse } from '@/lib/auth/api';
import { factorMessages } from '@/lib/auth/two-factor';
import {
  authorizeSignedIn,
  factorContext,
  foreignOrigin,
  noStore,
  sendPhoneCode,
} from '@/lib/auth/two-factor-session';
import { findFactor } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

/**
 * Texts a code to one of the user's phones: for the sign-in challenge (at aal1), to confirm a
 * removal, or again during enrolment. Any session of the user may ask; codes go only to the
 * number on file.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const session = await authorizeSignedIn(request);
  if (session instanceof Response) return session;
  const { db } = await factorContext();
  const factor = await findFactor(db, session.userId, (await params).id);
  // Before the challenge, only a verified phone may be used.
  const usable =
    factor?.factorType === 'phone' && (factor.status === 'verified' || !session.needsChallenge);
  if (!factor || !usable) return errorResponse(404, 'not_found', factorMessages.noFactor, noStore);
  const unsent = await sendPhoneCode(factor);
  if (unsent) return unsent;
  return Response.json({ sent: true }, { headers: noStore });
}
