import { z } from 'zod';
import { adminRoute } from '@/lib/auth/route';
import { startTotpEnrolment } from '@/lib/auth/two-factor-service';
import { factorContext } from '@/lib/auth/two-factor-session';
import { siteConfig } from '@/lib/site/config';

export const runtime = 'nodejs';

/**
 * Starts enrolling an authenticator app: the otpauth URI, its QR code and the secret for manual
 * entry. The factor counts only after POST /api/admin/factors/{id}/verify with a first code.
 */
export const POST = adminRoute(
  { role: 'user', body: z.object({ name: z.string().trim().min(1).max(60).optional() }) },
  async ({ user, body }) => {
    const { db, keys } = await factorContext();
    const enrolment = await startTotpEnrolment(db, keys, user, siteConfig.name, body.name);
    return Response.json(enrolment, { status: 201 });
  },
);
