import { z } from 'zod';
import { errorResponse, parseJson } from '@/lib/auth/api';
import { InviteRateLimitedError, inviteStaff } from '@/lib/auth/invitations';
import { authorize } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { listInvitations } from '@/lib/db/queries/invitations';

export const runtime = 'nodejs';

const inviteBody = z.object({ email: z.email('Enter a valid email address.').max(254) });

export async function GET(request: Request) {
  const user = await authorize(request, 'admin');
  if (user instanceof Response) return user;
  return Response.json({ invitations: await listInvitations(await getDb()) });
}

export async function POST(request: Request) {
  const user = await authorize(request, 'admin');
  if (user instanceof Response) return user;
  const body = await parseJson(request, inviteBody);
  if (body instanceof Response) return body;
  try {
    const { id } = await inviteStaff(body.email, user);
    return Response.json({ id }, { status: 201 });
  } catch (error) {
    if (error instanceof InviteRateLimitedError) {
      return errorResponse(429, 'rate_limited', error.message, { 'Retry-After': '60' });
    }
    throw error;
  }
}
