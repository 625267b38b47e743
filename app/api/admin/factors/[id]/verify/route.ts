import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute, idParam } from '@/lib/auth/route';
import { factorMessages } from '@/lib/auth/two-factor';
import { verifyEnrolment } from '@/lib/auth/two-factor-service';
import { codeAttemptAllowed, factorContext } from '@/lib/auth/two-factor-session';
import { raiseSessionToAal2 } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/**
 * Verifies a new factor with its first code. The session that did it is at aal2 from then on;
 * the first factor also answers with ten backup codes, shown this once.
 */
export const POST = adminRoute(
  {
    role: 'user',
    params: z.object({ id: idParam }),
    body: z.object({ code: z.string().trim().min(1, 'Enter a code.').max(20) }),
  },
  async ({ request, user, params, body }) => {
    const limited = await codeAttemptAllowed(user.id);
    if (limited) return limited;
    const { db, keys } = await factorContext();
    const result = await verifyEnrolment(db, keys, user.id, params.id, body.code);
    if (!result) return errorResponse(404, 'not_found', factorMessages.noFactor);
    if (!result.ok) return errorResponse(400, 'invalid_code', factorMessages.wrongCode);
    await raiseSessionToAal2(db, user.sessionId);
    await audit('factor_added', {
      actor: user,
      target: result.factor.factorType,
      headers: request.headers,
    });
    return Response.json({ id: result.factor.id, backupCodes: result.backupCodes });
  },
);
