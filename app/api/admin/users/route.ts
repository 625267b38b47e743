import { authorize } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listUsers } from '@/lib/db/queries/users';

export const runtime = 'nodejs';

export async function GET(request: Request) {
  const user = await authorize(request, 'admin');
  if (user instanceof Response) return user;
  return Response.json({ users: await listUsers(await getDb()) });
}
