import { z } from 'zod';
import { errorResponse, parseJson } from '@/lib/auth/api';
import { audit } from '@/lib/auth/audit';
import { authorize } from '@/lib/auth/session';
import { factorMessages } from '@/lib/auth/two-factor';
import { verifyEnrolment } from '@/lib/auth/two-factor-service';
import {
  codeAttemptAllowed,
  factorContext,
  foreignOrigin,
  noStore,
} from '@/lib/auth/two-factor-session';
import { raiseSessionToAal2 } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

const body = z.object({ code: z.string().trim().min(1, 'Enter a code.').max(20) });

/**
 * Verifies a new factor with its first code. The session that did it is at aal2 from then on;
 * the first factor also answers with ten backup codes, shown this once.
 */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const input = await parseJson(request, body);
  if (input instanceof Response) return input;
  const limited = await codeAttemptAllowed(user.id);
  if (limited) return limited;
  const { db, keys } = await factorContext();
  const result = await verifyEnrolment(db, keys, user.id, (await params).id, input.code);
  if (!result) return errorResponse(404, 'not_found', factorMessages.noFactor, noStore);
  if (!result.ok) return errorResponse(400, 'invalid_code', factorMessages.wrongCode, noStore);
  await raiseSessionToAal2(db, user.sessionId);
  await audit('factor_added', {
    actor: user,
    target: result.factor.factorType,
    headers: request.headers,
  });
  return Response.json(
    { id: result.factor.id, backupCodes: result.backupCodes },
    { headers: noStore },
  );
}
