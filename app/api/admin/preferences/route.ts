import { z } from 'zod';
import { refusal } from '@/lib/auth/admin-gate';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { setAlertMail } from '@/lib/db/queries/alerts';
import { setWeeklyDigest } from '@/lib/db/queries/digest';
import { setNotifyNewLeads } from '@/lib/db/queries/preferences';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

const preferences = z
  .object({
    notifyNewLeads: z.boolean().optional(),
    weeklyDigest: z.boolean().optional(),
    alertMail: z.boolean().optional(),
  })
  .strict()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send notifyNewLeads, weeklyDigest, alertMail or several.',
  });

/**
 * PUT /api/admin/preferences `{ notifyNewLeads?, weeklyDigest?, alertMail? }` (at least one):
 * whether new leads, the weekly digest and alerts are mailed to me. Every staff role has the first
 * two; alerts are for those who read the figures (admins and viewers), as their section is.
 */
export const PUT = adminRoute({ role: 'user', body: preferences }, async ({ user, body }) => {
  if (body.alertMail !== undefined) {
    const refused = refusal(user, 'alerts');
    if (refused) return errorResponse(403, 'forbidden', refused);
  }
  const db = await getDb();
  if (body.alertMail !== undefined) await setAlertMail(db, user.id, body.alertMail);
  if (body.notifyNewLeads !== undefined) await setNotifyNewLeads(db, user.id, body.notifyNewLeads);
  if (body.weeklyDigest !== undefined) await setWeeklyDigest(db, user.id, body.weeklyDigest);
  return Response.json(body);
});
