import { errorResponse, parseJson } from '@/lib/auth/api';
import { audit } from '@/lib/auth/audit';
import { authorize } from '@/lib/auth/session';
import { factorMessages } from '@/lib/auth/two-factor';
import {
  checkProof,
  factorContext,
  foreignOrigin,
  noStore,
  proofSchema,
} from '@/lib/auth/two-factor-session';
import { deleteFactor, findFactor } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

/**
 * Removes one of the user's factors. A fresh code is required (from any verified factor, or a
 * backup code), so a session left open cannot quietly turn two-factor sign-in off.
 */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const input = await parseJson(request, proofSchema);
  if (input instanceof Response) {
    return errorResponse(400, 'code_required', factorMessages.codeRequired, noStore);
  }
  const { db } = await factorContext();
  const factor = await findFactor(db, user.id, (await params).id);
  if (!factor) return errorResponse(404, 'not_found', factorMessages.noFactor, noStore);
  // An enrolment never finished can be dropped without a code: it protects nothing yet.
  if (factor.status === 'verified') {
    const wrong = await checkProof(request, user, input);
    if (wrong) return wrong;
  }
  await deleteFactor(db, user.id, factor.id);
  await audit('factor_removed', {
    actor: user,
    target: factor.factorType,
    headers: request.headers,
  });
  return new Response(null, { status: 204, headers: noStore });
}
