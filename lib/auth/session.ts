import 'server-only';
import { headers as nextHeaders } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { DataDirLockedError, getDb } from '@/lib/db/client';
import { deleteSession } from '@/lib/db/queries/users';
import { env } from '@/lib/env';
import { errorBody } from '@/lib/http/error-body';
import { dataDirLockedMessage, notConfiguredMessage } from './messages';
import { AuthNotConfiguredError, getAuth, sessionPolicy } from './server';
import { adminEnrolmentProblem } from './two-factor';
import { sessionAssurance } from './two-factor-session';

export type StaffUser = {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /** May change a lead's status and note: admins and the 'sales' role. */
  canManageLeads?: boolean;
  /** The 'sales' role (not an admin): leads, not the conversions behind the ad spend. */
  isSales?: boolean;
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
    await deleteSession(await getDb(), session.session.id);
    return null;
  }
  // Whatever the sign-in path, a user with a verified factor gets the dashboard only at aal2.
  const assurance = await sessionAssurance(session.user.id, session.session.id);
  if (assurance.needsChallenge) return null;
  const email = session.user.email.toLowerCase();
  const role = (session.user as { role?: string }).role;
  const isAdmin = role === 'admin' || env().ADMIN_EMAILS.includes(email);
  return {
    id: session.user.id,
    email,
    name: session.user.name,
    isAdmin,
    canManageLeads: isAdmin || role === 'sales',
    isSales: !isAdmin && role === 'sales',
    sessionId: session.session.id,
    twoFactor: assurance.hasFactor,
  };
}

export const unauthorized = () =>
  Response.json(errorBody('unauthorized', 'Sign in to continue.'), { status: 401 });

export const notConfigured = (message: string) =>
  Response.json(errorBody('not_configured', message), { status: 503 });

export const forbidden = () =>
  Response.json(errorBody('forbidden', 'Only admins can do this.'), { status: 403 });

export type Unconfigured = { missing: string[]; notice: string };

/** What must be set up before anyone can sign in, as the notice the admin shows, or null. */
export function unconfiguredState(error: unknown): Unconfigured {
  if (error instanceof AuthNotConfiguredError) {
    return { missing: error.missing, notice: notConfiguredMessage(error.missing) };
  }
  if (error instanceof DataDirLockedError) {
    console.warn('admin:', error.message);
    return { missing: [], notice: dataDirLockedMessage };
  }
  console.warn('admin: analytics database unavailable:', (error as Error).message);
  return { missing: ['DATABASE_URL'], notice: notConfiguredMessage(['DATABASE_URL']) };
}

/**
 * The signed-in staff member (or null), or what must be configured before anyone can sign in:
 * AUTH_SECRET on a public site, a database that answers, or a data folder no other process holds.
 * Next.js's own signals pass through: reading the request's headers while `next build` tries to
 * prerender a page throws one, and reporting it as "not configured" made the build bake that
 * notice into the admin's section pages as static HTML, served to everyone.
 */
export async function getStaffState(
  requestHeaders?: Headers,
): Promise<{ user: StaffUser | null } | Unconfigured> {
  try {
    return { user: await getStaffUser(requestHeaders) };
  } catch (error) {
    unstable_rethrow(error);
    return unconfiguredState(error);
  }
}

/** For route handlers: the user, or the 401/403 (or 503 when unconfigured) response to return. */
export async function authorize(
  request: Request,
  needs: 'user' | 'admin',
): Promise<StaffUser | Response> {
  const state = await getStaffState(request.headers);
  if ('missing' in state) return notConfigured(state.notice);
  const { user } = state;
  if (!user) return unauthorized();
  if (needs === 'admin' && !user.isAdmin) return forbidden();
  const enrol = needs === 'admin' ? adminEnrolmentProblem(user, env().REQUIRE_ADMIN_2FA) : null;
  if (enrol) {
    return Response.json(errorBody('two_factor_required', enrol), { status: 403 });
  }
  return user;
}
