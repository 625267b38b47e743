import { z } from 'zod';
import { adminRoute, idParam } from '@/lib/auth/route';
import { factorMessages } from '@/lib/auth/two-factor';
import { factorContext, sendPhoneCode } from '@/lib/auth/two-factor-session';
import { findFactor } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/**
 * Texts a code to one of the user's phones: for the sign-in challenge (at aal1), to confirm a
 * removal, or again during enrolment. Any session of the user may ask; codes go only to the
 * number on file.
 */
export const POST = adminRoute(
  { role: 'signed-in', params: z.object({ id: idParam }) },
  async ({ user: session, params }) => {
    const { db } = await factorContext();
    const factor = await findFactor(db, session.userId, params.id);
    // Before the challenge, only a verified phone may be used.
    const usable =
      factor?.factorType === 'phone' && (factor.status === 'verified' || !session.needsChallenge);
    if (!factor || !usable) return errorResponse(404, 'not_found', factorMessages.noFactor);
    const unsent = await sendPhoneCode(factor);
    if (unsent) return unsent;
    return Response.json({ sent: true });
  },
);
