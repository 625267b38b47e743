import { z } from 'zod';
import { parseJson } from '@/lib/auth/api';
import { authorize } from '@/lib/auth/session';
import { startTotpEnrolment } from '@/lib/auth/two-factor-service';
import { factorContext, foreignOrigin, noStore } from '@/lib/auth/two-factor-session';
import { siteConfig } from '@/lib/site/config';

export const runtime = 'nodejs';

const body = z.object({ name: z.string().trim().min(1).max(60).optional() });

/**
 * Starts enrolling an authenticator app: the otpauth URI, its QR code and the secret for manual
 * entry. The factor counts only after POST /api/admin/factors/{id}/verify with a first code.
 */
export async function POST(request: Request) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const input = await parseJson(request, body);
  if (input instanceof Response) return input;
  const { db, keys } = await factorContext();
  const enrolment = await startTotpEnrolment(db, keys, user, siteConfig.name, input.name);
  return Response.json(enrolment, { status: 201, headers: noStore });
}
