import { z } from 'zod';
import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { setNotifyNewLeads } from '@/lib/db/queries/preferences';

export const runtime = 'nodejs';

const preferences = z.object({ notifyNewLeads: z.boolean() }).strict();

/** PUT /api/admin/preferences `{ notifyNewLeads }`: whether new leads are mailed to me. */
export const PUT = adminRoute({ role: 'user', body: preferences }, async ({ user, body }) => {
  await setNotifyNewLeads(await getDb(), user.id, body.notifyNewLeads);
  return Response.json(body);
});
