import { NoticeSection } from '@/components/layout/notice-section';
import { goneMessage } from '@/lib/sharing/answers';

/** A link that does not open (unknown, revoked or expired): one page, HTTP 404, no trace. */
export default function SharedViewGone() {
  return (
    <NoticeSection
      id="shared-gone-heading"
      eyebrow="Shared view"
      title="No longer available"
      className="mx-auto max-w-2xl"
    >
      <p>{goneMessage}</p>
    </NoticeSection>
  );
}
