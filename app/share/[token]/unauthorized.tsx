import { NoticeSection } from '@/components/layout/notice-section';
import { UnlockForm } from '@/components/shared-view/unlock-form';

/**
 * A link with a password, not given in this browser yet: HTTP 401 and a plain form (no script
 * needed) that posts the password to the link's unlock address (lib/sharing/unlock.ts).
 */
export default function SharedViewLocked() {
  return (
    <NoticeSection
      id="shared-locked-heading"
      eyebrow="Shared view"
      title="Password needed"
      className="mx-auto max-w-2xl"
    >
      <p>This view is protected by a password. Enter the one you were given with the link.</p>
      <UnlockForm />
    </NoticeSection>
  );
}
