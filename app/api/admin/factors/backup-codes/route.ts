import { errorResponse, parseJson } from '@/lib/auth/api';
import { authorize } from '@/lib/auth/session';
import { factorMessages } from '@/lib/auth/two-factor';
import { regenerateBackupCodes } from '@/lib/auth/two-factor-service';
import {
  checkProof,
  factorContext,
  foreignOrigin,
  noStore,
  proofSchema,
} from '@/lib/auth/two-factor-session';
import { hasVerifiedFactor } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

/** Ten new backup codes (the old ones stop working), after a fresh code; shown this once. */
export async function POST(request: Request) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const input = await parseJson(request, proofSchema);
  if (input instanceof Response) {
    return errorResponse(400, 'code_required', factorMessages.codeRequired, noStore);
  }
  const { db, keys } = await factorContext();
  if (!(await hasVerifiedFactor(db, user.id))) {
    return errorResponse(409, 'no_factor', 'Set up a factor before backup codes.', noStore);
  }
  const wrong = await checkProof(request, user, input);
  if (wrong) return wrong;
  return Response.json(
    { backupCodes: await regenerateBackupCodes(db, keys, user.id) },
    {
      headers: noStore,
    },
  );
}
