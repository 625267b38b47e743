import { inputClass, primaryClass } from '@/components/admin/form-kit';
import { NoticeSection } from '@/components/layout/notice-section';
import { lockedForm } from '@/lib/sharing/page-state';

/**
 * A link with a password, not given in this browser yet: HTTP 401 and a plain form (no script)
 * that posts the password to the link's unlock address (lib/sharing/unlock.ts).
 */
export default function SharedViewLocked() {
  const { action } = lockedForm();
  return (
    <NoticeSection
      id="shared-locked-heading"
      eyebrow="Shared view"
      title="Password needed"
      className="mx-auto max-w-2xl"
    >
      <p>This view is protected by a password. Enter the one you were given with the link.</p>
      <form method="post" action={action ?? undefined} className="space-y-4">
        <label className="block font-medium text-base">
          Password
          <input
            name="password"
            type="password"
            required
            autoComplete="current-password"
            className={inputClass}
          />
        </label>
        <button type="submit" className={primaryClass}>
          Open the view
        </button>
      </form>
    </NoticeSection>
  );
}
