import { getDb } from '@/lib/db/client';
import { listUsers } from '@/lib/db/queries/users';
import { adminRoute } from '@/lib/http/route';

export const runtime = 'nodejs';

/** Accounts: ADMIN_EMAILS and every accepted invitation. */
export const GET = adminRoute({ role: 'admin' }, async () =>
  Response.json({ users: await listUsers(await getDb()) }),
);
