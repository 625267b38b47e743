import { Link } from '@/components/ui/link';
import { AdminPanel } from './panel';
import { PreferenceToggle } from './preference-toggle';

/**
 * The person's own alert mail setting (Security, beside the digest's; admins and viewers, who
 * read the figures): on by default for admins.
 */
export function AlertSetting({ alertMail }: { alertMail: boolean }) {
  return (
    <AdminPanel id="alert-mail" title="Alerts">
      <p className="mt-1 text-muted-foreground">
        Booked demos, booking clicks or visits far from their usual level, and tracking that
        stopped, by email the same day, and again when it recovers. The rules are in the{' '}
        <Link
          href="/admin/alerts"
          className="font-semibold text-brand-700 underline underline-offset-4 dark:text-brand-300"
        >
          Alerts section
        </Link>
        .
      </p>
      <PreferenceToggle
        preference="alertMail"
        initial={alertMail}
        label="Email me alerts"
        onText="You will get alerts by email."
        offText="Alerts by email are off."
      />
    </AdminPanel>
  );
}
