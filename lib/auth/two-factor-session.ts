import 'server-only';
import { headers as nextHeaders } from 'next/headers';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { type FactorRow, getAssurance, listFactors } from '@/lib/db/queries/factors';
import { errorResponse } from '@/lib/http/error-body';
import { limit } from '@/lib/http/rate-limit';
import { siteConfig } from '@/lib/site/config';
import { sendSms } from '@/lib/sms/transport';
import { audit } from './audit';
import { getAuth, sessionPolicy } from './server';
import { factorKeys, factorMessages, maskPhone } from './two-factor';
import { issuePhoneCode, type Proof, verifyProof } from './two-factor-service';

/** The database and the keys derived from the auth secret, for the two-factor service. */
export async function factorContext() {
  const auth = await getAuth();
  return { db: await getDb(), keys: factorKeys(auth.options.secret as string) };
}

/** Whether this session of this user may use the dashboard: aal2, or no verified factor. */
export async function sessionAssurance(userId: string, sessionId: string) {
  const { hasFactor, aal } = await getAssurance(await getDb(), userId, sessionId);
  return { hasFactor, needsChallenge: hasFactor && aal !== 'aal2' };
}

export type SignedInSession = {
  sessionId: string;
  userId: string;
  email: string;
  needsChallenge: boolean;
};

/** Any live session, at either assurance level (the challenge endpoints need no more). */
export async function getSignedInSession(
  requestHeaders?: Headers,
): Promise<SignedInSession | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders ?? (await nextHeaders()) });
  if (!session) return null;
  const age = Date.now() - new Date(session.session.createdAt).getTime();
  if (age > sessionPolicy.absoluteLifetimeMs) return null;
  const { needsChallenge } = await sessionAssurance(session.user.id, session.session.id);
  return {
    sessionId: session.session.id,
    userId: session.user.id,
    email: session.user.email.toLowerCase(),
    needsChallenge,
  };
}

/** For the challenge endpoints: the session, or a 401. */
export async function authorizeSignedIn(request: Request): Promise<SignedInSession | Response> {
  const session = await getSignedInSession(request.headers).catch(() => null);
  return session ?? errorResponse(401, 'unauthorized', 'Sign in to continue.', noStore);
}

export const noStore = { 'Cache-Control': 'no-store' } as const;

/** Every code attempt counts, right or wrong: ten a minute per user. */
export async function codeAttemptAllowed(userId: string): Promise<Response | null> {
  const verdict = await limit('two-factor-code', userId, { max: 10, windowMs: 60_000 });
  return verdict.ok
    ? null
    : errorResponse(429, 'rate_limited', factorMessages.tooMany, {
        ...noStore,
        'Retry-After': String(verdict.retryAfter),
      });
}

export async function smsAllowed(userId: string): Promise<Response | null> {
  const verdict = await limit('two-factor-sms', userId, { max: 10, windowMs: 60_000 });
  return verdict.ok
    ? null
    : errorResponse(429, 'rate_limited', factorMessages.tooManyTexts, {
        ...noStore,
        'Retry-After': String(verdict.retryAfter),
      });
}

export type FactorView = {
  id: string;
  type: 'totp' | 'phone';
  name: string;
  phone: string | null;
  status: 'unverified' | 'verified';
  createdAt: string;
};

/** A user's factors as the browser may see them: no secrets, phone numbers masked. */
export async function factorViews(userId: string): Promise<FactorView[]> {
  const rows = await listFactors(await getDb(), userId);
  return rows.map((row) => ({
    id: row.id,
    type: row.factorType,
    name: row.friendlyName,
    phone: row.phone ? maskPhone(row.phone) : null,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** A code proving the person holds a factor: a factor's code, or a backup code without factorId. */
export const proofSchema = z.object({
  factorId: z.string().min(1).max(100).optional(),
  code: z.string().trim().min(1, 'Enter a code.').max(40),
});

/**
 * Checks a proof for `user` under the code-attempt limit: how it was proved when it holds
 * (a factor's kind or a backup code), otherwise the 400 or 429 to answer. A wrong code is audited
 * as factor_challenge_failed.
 */
export async function proveOrRefuse(
  request: Request,
  user: { id: string; email: string },
  proof: Proof,
): Promise<{ method: 'totp' | 'phone' | 'backup_code' } | Response> {
  const limited = await codeAttemptAllowed(user.id);
  if (limited) return limited;
  const { db, keys } = await factorContext();
  const result = await verifyProof(db, keys, user.id, proof);
  if (result.ok && result.method) return { method: result.method };
  await audit('factor_challenge_failed', {
    actor: user,
    target: result.method ?? 'unknown factor',
    headers: request.headers,
  });
  return errorResponse(400, 'invalid_code', factorMessages.wrongCode, noStore);
}

/** As proveOrRefuse, for callers that need only whether it held: null, or the answer to give. */
export async function checkProof(
  request: Request,
  user: { id: string; email: string },
  proof: Proof,
): Promise<Response | null> {
  const result = await proveOrRefuse(request, user, proof);
  return result instanceof Response ? result : null;
}

/** Sends a fresh code to a phone factor (under the SMS limit). */
export async function sendPhoneCode(factor: FactorRow): Promise<Response | null> {
  const limited = await smsAllowed(factor.userId);
  if (limited) return limited;
  const { db, keys } = await factorContext();
  const code = await issuePhoneCode(db, keys, factor.id);
  await sendSms({
    to: factor.phone ?? '',
    text: `${siteConfig.name}: your sign-in code is ${code}. It expires in 5 minutes.`,
  });
  return null;
}
