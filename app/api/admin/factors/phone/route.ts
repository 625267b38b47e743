import { z } from 'zod';
import { adminRoute } from '@/lib/auth/route';
import { phoneNumber } from '@/lib/auth/two-factor';
import { startPhoneEnrolment } from '@/lib/auth/two-factor-service';
import { factorContext, sendPhoneCode } from '@/lib/auth/two-factor-session';
import { findFactor } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';

export const runtime = 'nodejs';

/** Starts enrolling a phone: sends a code by SMS, verified with POST .../{id}/verify. */
export const POST = adminRoute(
  {
    role: 'user',
    body: z.object({ phone: phoneNumber, name: z.string().trim().min(1).max(60).optional() }),
  },
  async ({ user, body }) => {
    const { db } = await factorContext();
    const id = await startPhoneEnrolment(db, user.id, body.phone, body.name);
    const factor = await findFactor(db, user.id, id);
    if (!factor) return errorResponse(500, 'not_saved', 'The phone could not be saved.');
    const unsent = await sendPhoneCode(factor);
    if (unsent) return unsent;
    return Response.json({ id }, { status: 201 });
  },
);
