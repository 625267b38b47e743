import { z } from 'zod';
import { audit } from '@/lib/auth/audit';
import { adminRoute } from '@/lib/auth/route';
import { platformLabels, stateLabels } from '@/lib/conversions/admin';
import { getDb } from '@/lib/db/client';
import { sendConversionAgain } from '@/lib/db/queries/conversion-log';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

const params = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, 'That conversion id is not valid.')
    .transform(Number),
});

/**
 * POST /api/admin/conversions/:id/send-again: admins queue a given-up conversion again, due now
 * with its attempts counted afresh; the audit log records who did it. Any other state is left
 * alone (409): a conversion is never sent twice from here.
 */
export const POST = adminRoute({ role: 'admin', params }, async ({ request, user, params }) => {
  const result = await sendConversionAgain(await getDb(), params.id, {
    now: new Date(),
    message: `Queued again by ${user.email}.`,
  });
  if (result.kind === 'not-found') {
    return errorResponse(404, 'not_found', 'There is no such conversion.');
  }
  if (result.kind === 'not-given-up') {
    return errorResponse(
      409,
      'conflict',
      `Only a given-up conversion can be sent again; this one is “${stateLabels[result.state]}”.`,
    );
  }
  await audit('conversion_sent_again', {
    actor: user,
    target: `booking ${result.bookingId} to ${platformLabels[result.platform]}`,
    headers: request.headers,
  });
  return Response.json({ state: 'queued' });
});
