import { z } from 'zod';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { setWeeklyDigest } from '@/lib/db/queries/digest';
import { setNotifyNewLeads } from '@/lib/db/queries/preferences';

export const runtime = 'nodejs';

const preferences = z
  .object({ notifyNewLeads: z.boolean().optional(), weeklyDigest: z.boolean().optional() })
  .strict()
  .refine((body) => body.notifyNewLeads !== undefined || body.weeklyDigest !== undefined, {
    message: 'Send notifyNewLeads, weeklyDigest or both.',
  });

/**
 * PUT /api/admin/preferences `{ notifyNewLeads?, weeklyDigest? }` (at least one): whether new
 * leads, and the weekly digest, are mailed to me. Every staff role has both.
 */
export const PUT = adminRoute({ role: 'user', body: preferences }, async ({ user, body }) => {
  const db = await getDb();
  if (body.notifyNewLeads !== undefined) await setNotifyNewLeads(db, user.id, body.notifyNewLeads);
  if (body.weeklyDigest !== undefined) await setWeeklyDigest(db, user.id, body.weeklyDigest);
  return Response.json(body);
});
