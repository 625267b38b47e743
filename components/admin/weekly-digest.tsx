import { Link } from '@/components/ui/link';
import { businessZoneAbbreviation } from '@/lib/calendar';
import { sendHour } from '@/lib/digest/week';
import { DigestPreviewButton } from './digest-preview';
import { AdminPanel } from './panel';
import { PreferenceToggle } from './preference-toggle';

/** When the digest goes out, as every admin time reads: 'Mondays at 8:00 AM ET'. */
const when = `Mondays at ${sendHour % 12 || 12}:00 ${sendHour < 12 ? 'AM' : 'PM'} ${businessZoneAbbreviation}`;

/**
 * The person's own weekly digest setting (Security, every role): on by default for admins and
 * viewers, off for sales; the digest's unsubscribe link turns it off too.
 */
export function DigestSetting({ weeklyDigest }: { weeklyDigest: boolean }) {
  return (
    <AdminPanel id="weekly-digest" title="Weekly digest">
      <p className="mt-1 text-muted-foreground">
        Last week’s visits, booking clicks, booked demos and contact requests, next to the week
        before, by email.
      </p>
      <PreferenceToggle
        preference="weeklyDigest"
        initial={weeklyDigest}
        label={`Email me the weekly digest (${when})`}
        onText="You will get the weekly digest on Mondays."
        offText="The weekly digest is off."
      />
    </AdminPanel>
  );
}

/** On the overview, for admins: last week's digest to themselves now, as staff get it. */
export function DigestPreview() {
  return (
    <AdminPanel id="weekly-digest" title="Weekly digest">
      <p className="mt-1 text-muted-foreground">
        Staff who get it are emailed last week’s figures on {when}; each person chooses in{' '}
        <Link
          href="/admin/security"
          className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          Security
        </Link>
        . Send last week's to yourself now to see what they get, or read{' '}
        <Link
          href="/admin?range=week#digest-week-preview"
          className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          this week so far as a digest
        </Link>
        .
      </p>
      <DigestPreviewButton />
    </AdminPanel>
  );
}
