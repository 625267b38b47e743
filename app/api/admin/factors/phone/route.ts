import { z } from 'zod';
import { errorResponse, parseJson } from '@/lib/auth/api';
import { authorize } from '@/lib/auth/session';
import { phoneNumber } from '@/lib/auth/two-factor';
import { startPhoneEnrolment } from '@/lib/auth/two-factor-service';
import {
  factorContext,
  foreignOrigin,
  noStore,
  sendPhoneCode,
} from '@/lib/auth/two-factor-session';
import { findFactor } from '@/lib/db/queries/factors';

export const runtime = 'nodejs';

const body = z.object({ phone: phoneNumber, name: z.string().trim().min(1).max(60).optional() });

/** Starts enrolling a phone: sends a code by SMS, verified with POST .../{id}/verify. */
export async function POST(request: Request) {
  const refused = foreignOrigin(request);
  if (refused) return refused;
  const user = await authorize(request, 'user');
  if (user instanceof Response) return user;
  const input = await parseJson(request, body);
  if (input instanceof Response) return input;
  const { db } = await factorContext();
  const id = await startPhoneEnrolment(db, user.id, input.phone, input.name);
  const factor = await findFactor(db, user.id, id);
  if (!factor) return errorResponse(500, 'not_saved', 'The phone could not be saved.', noStore);
  const unsent = await sendPhoneCode(factor);
  if (unsent) return unsent;
  return Response.json({ id }, { status: 201, headers: noStore });
}
