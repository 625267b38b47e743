import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute, idParam } from '@/lib/auth/route';
import { factorMessages } from '@/lib/auth/two-factor';
import { checkProof, factorContext, proofSchema } from '@/lib/auth/two-factor-session';
import { deleteFactor, findFactor } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/**
 * Removes one of the user's factors. A fresh code is required (from any verified factor, or a
 * backup code), so a session left open cannot quietly turn two-factor sign-in off.
 */
export const DELETE = adminRoute(
  {
    role: 'user',
    params: z.object({ id: idParam }),
    body: proofSchema.partial({ code: true }),
  },
  async ({ request, user, params, body }) => {
    const { db } = await factorContext();
    const factor = await findFactor(db, user.id, params.id);
    if (!factor) return errorResponse(404, 'not_found', factorMessages.noFactor);
    // An enrolment never finished can be dropped without a code: it protects nothing yet.
    if (factor.status === 'verified') {
      if (!body.code) return errorResponse(400, 'code_required', factorMessages.codeRequired);
      const wrong = await checkProof(request, user, { ...body, code: body.code });
      if (wrong) return wrong;
    }
    await deleteFactor(db, user.id, factor.id);
    await audit('factor_removed', {
      actor: user,
      target: factor.factorType,
      headers: request.headers,
    });
    return new Response(null, { status: 204 });
  },
);
