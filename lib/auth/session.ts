import 'server-only';
import { headers as nextHeaders } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { deleteSessionsOf } from '@/lib/db/queries/users';
import { env } from '@/lib/env';
import { notConfiguredMessage } from './messages';
import { AuthNotConfiguredError, getAuth, sessionPolicy } from './server';
import { adminEnrolmentProblem } from './two-factor';
import { sessionAssurance } from './two-factor-session';

export type StaffUser = {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  sessionId: string;
  /** Has a verified second factor (this session then passed its challenge). */
  twoFactor: boolean;
};

/**
 * The signed-in staff member for these request headers, or null. Checked on the server for every
 * read and write; the role comes from the database and ADMIN_EMAILS, never from the browser.
 */
export async function getStaffUser(requestHeaders?: Headers): Promise<StaffUser | null> {
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders ?? (await nextHeaders()) });
  if (!session) return null;
  const age = Date.now() - new Date(session.session.createdAt).getTime();
  if (age > sessionPolicy.absoluteLifetimeMs) {
    await deleteSessionsOf(await getDb(), session.user.id);
    return null;
  }
  // Whatever the sign-in path, a user with a verified factor gets the dashboard only at aal2.
  const assurance = await sessionAssurance(session.user.id, session.session.id);
  if (assurance.needsChallenge) return null;
  const email = session.user.email.toLowerCase();
  const role = (session.user as { role?: string }).role;
  return {
    id: session.user.id,
    email,
    name: session.user.name,
    isAdmin: role === 'admin' || env().ADMIN_EMAILS.includes(email),
    sessionId: session.session.id,
    twoFactor: assurance.hasFactor,
  };
}

export type ErrorBody = { error: { code: string; message: string } };

export const unauthorized = () =>
  Response.json(
    { error: { code: 'unauthorized', message: 'Sign in to continue.' } } satisfies ErrorBody,
    { status: 401 },
  );

export const forbidden = () =>
  Response.json(
    { error: { code: 'forbidden', message: 'Only admins can do this.' } } satisfies ErrorBody,
    { status: 403 },
  );

/**
 * The signed-in staff member (or null), or what must be configured before anyone can sign in:
 * AUTH_SECRET on a public site, or a database that answers.
 */
export async function getStaffState(
  requestHeaders?: Headers,
): Promise<{ user: StaffUser | null } | { missing: string[] }> {
  try {
    return { user: await getStaffUser(requestHeaders) };
  } catch (error) {
    if (error instanceof AuthNotConfiguredError) return { missing: error.missing };
    console.warn('admin: analytics database unavailable:', (error as Error).message);
    return { missing: ['DATABASE_URL'] };
  }
}

/** For route handlers: the user, or the 401/403 (or 503 when unconfigured) response to return. */
export async function authorize(
  request: Request,
  needs: 'user' | 'admin',
): Promise<StaffUser | Response> {
  const state = await getStaffState(request.headers);
  if ('missing' in state) {
    return Response.json(
      {
        error: { code: 'not_configured', message: notConfiguredMessage(state.missing) },
      } satisfies ErrorBody,
      { status: 503 },
    );
  }
  const { user } = state;
  if (!user) return unauthorized();
  if (needs === 'admin' && !user.isAdmin) return forbidden();
  const enrol = needs === 'admin' ? adminEnrolmentProblem(user, env().REQUIRE_ADMIN_2FA) : null;
  if (enrol) {
    return Response.json(
      { error: { code: 'two_factor_required', message: enrol } } satisfies ErrorBody,
      {
        status: 403,
      },
    );
  }
  return user;
}
