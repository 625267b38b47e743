import 'server-only';
import { forbidden } from 'next/navigation';
import { cache } from 'react';
import { env } from '@/lib/env';
import { maySee, refusalMessage, type SectionId, sectionById } from './sections';
import { getStaffState, type StaffUser } from './session';
import { adminEnrolmentProblem } from './two-factor';
import { type FactorView, factorViews, getSignedInSession } from './two-factor-session';

export type AdminState =
  | { kind: 'unconfigured'; notice: string }
  | { kind: 'signed-out' }
  | { kind: 'challenge'; email: string; factors: FactorView[] }
  | { kind: 'signed-in'; user: StaffUser };

/**
 * Who is asking the admin, resolved once per request (React's cache: the layout, the section page
 * and the forbidden page share one answer): what is missing to configure, nobody, a session that
 * owes its second factor, or a staff member whose role comes from the database and ADMIN_EMAILS.
 */
export const getAdminState = cache(async (): Promise<AdminState> => {
  const state = await getStaffState();
  if ('missing' in state) return { kind: 'unconfigured', notice: state.notice };
  if (state.user) return { kind: 'signed-in', user: state.user };
  // Signed in, but the second factor is still to come (aal1): the challenge, whatever the path.
  const pending = await getSignedInSession().catch(() => null);
  if (pending?.needsChallenge) {
    const factors = (await factorViews(pending.userId)).filter((f) => f.status === 'verified');
    return { kind: 'challenge', email: pending.email, factors };
  }
  return { kind: 'signed-out' };
});

/** Why a signed-in person may not use a section, in the words the API answers with, or null. */
export function refusal(user: StaffUser, id: SectionId): string | null {
  const section = sectionById(id);
  if (!maySee(section, user)) return refusalMessage(section);
  if (section.access === 'admin') return adminEnrolmentProblem(user, env().REQUIRE_ADMIN_2FA);
  return null;
}

/**
 * The guard every section page calls before it loads anything: the staff member, or null when
 * nobody is signed in (the layout shows sign-in, the challenge or the notice instead, and the page
 * renders nothing). A section the person may not use answers 403 (app/admin/forbidden.tsx), as
 * the API does for that role.
 */
export async function requireSection(id: SectionId): Promise<StaffUser | null> {
  const state = await getAdminState();
  if (state.kind !== 'signed-in') return null;
  if (refusal(state.user, id)) {
    refusedSection().id = id;
    forbidden();
  }
  return state.user;
}

/**
 * The section this request was refused (or the words of an admin-only page's refusal), for the
 * 403 page (React's per-request cache).
 */
const refusedSection = cache((): { id: SectionId | null; reason?: string } => ({ id: null }));

/** Why this request's section was refused, in the API's words, or null when none was. */
export async function refusedSectionReason(): Promise<string | null> {
  const { id, reason } = refusedSection();
  if (reason) return reason;
  const state = await getAdminState();
  return id && state.kind === 'signed-in' ? refusal(state.user, id) : null;
}

/**
 * The guard of an admin's page inside a section every staff member reads (importing ad spend,
 * under Campaigns): the section's guard, then 403 with the admin-only words for anyone else, as
 * its API answers.
 */
export async function requireAdminIn(id: SectionId): Promise<StaffUser | null> {
  const user = await requireSection(id);
  if (!user) return null;
  const reason = user.isAdmin
    ? adminEnrolmentProblem(user, env().REQUIRE_ADMIN_2FA)
    : 'Only admins can do this.';
  if (reason) {
    Object.assign(refusedSection(), { id, reason });
    forbidden();
  }
  return user;
}
