import { adminRoute } from '@/lib/auth/route';
import { factorMessages } from '@/lib/auth/two-factor';
import { regenerateBackupCodes } from '@/lib/auth/two-factor-service';
import { checkProof, factorContext, proofSchema } from '@/lib/auth/two-factor-session';
import { hasVerifiedFactor } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/** Ten new backup codes (the old ones stop working), after a fresh code; shown this once. */
export const POST = adminRoute(
  { role: 'user', body: proofSchema.partial({ code: true }) },
  async ({ request, user, body }) => {
    if (!body.code) return errorResponse(400, 'code_required', factorMessages.codeRequired);
    const { db, keys } = await factorContext();
    if (!(await hasVerifiedFactor(db, user.id))) {
      return errorResponse(409, 'no_factor', 'Set up a factor before backup codes.');
    }
    const wrong = await checkProof(request, user, { ...body, code: body.code });
    if (wrong) return wrong;
    return Response.json({ backupCodes: await regenerateBackupCodes(db, keys, user.id) });
  },
);
