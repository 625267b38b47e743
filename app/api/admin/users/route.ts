import { adminRoute } from '@/lib/auth/route';
import { getDb } from '@/lib/db/client';
import { listUsers } from '@/lib/db/queries/users';

export const runtime = 'nodejs';

/** Accounts: ADMIN_EMAILS and every accepted invitation. */
export const GET = adminRoute({ role: 'admin' }, async () =>
  Response.json({ users: await listUsers(await getDb()) }),
);
