import { getAdminState, refusal, refusedSectionReason } from '@/lib/auth/admin-gate';
import type { SectionId } from '@/lib/auth/sections';
import { sections } from '@/lib/auth/sections';

/**
 * A section the person's role may not use: HTTP 403 (forbidden() in lib/auth/admin-gate.ts) with
 * the words the API answers that role with, inside the admin's navigation.
 */
export default async function Forbidden() {
  const state = await getAdminState();
  const reasons =
    state.kind === 'signed-in'
      ? sections.map((section) => refusal(state.user, section.id as SectionId)).filter(Boolean)
      : [];
  // The refused section's own words; failing that, an admin who must enrol a second factor first
  // is told so, and everyone else that it is admins'.
  const plain = ['Only admins can do this.', 'Only admins and viewers can see this.'];
  const message =
    (await refusedSectionReason()) ??
    reasons.find((reason) => reason && !plain.includes(reason)) ??
    reasons.find((reason) => reason === plain[0]) ??
    reasons[0];
  return (
    <section
      aria-labelledby="forbidden-heading"
      className="rounded-2xl border border-amber-400 bg-amber-50 p-6 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="forbidden-heading" className="font-bold text-2xl">
        Not available to you
      </h2>
      <p role="alert" className="mt-2 font-medium">
        {message ?? 'Only admins can do this.'}
      </p>
      <p className="mt-2">Use the sections above: they are the ones your role can open.</p>
    </section>
  );
}
