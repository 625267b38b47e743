import type { InvitationOffer } from '@/lib/auth/invitations';
import { roleAbilities, roleNames } from '@/lib/auth/roles';
import { siteConfig } from '@/lib/site/config';
import { primaryClass } from './form-kit';
import { When } from './when';

/**
 * The page an invitation's link opens (`/admin?invite=…`): who invited whom, to which role, and
 * the one thing accepting needs, a button. A plain form (POST /admin/invite), so it works before
 * and without scripts; the account is made and signed in only when the button is pressed, never
 * by opening the link (mail scanners follow links).
 */
export function InvitationOfferPanel({ offer, token }: { offer: InvitationOffer; token: string }) {
  const role = roleNames[offer.role];
  return (
    <form
      method="post"
      action="/admin/invite"
      aria-labelledby="invitation-heading"
      className="rounded-xl border border-brand-300 bg-brand-50 p-5 dark:border-brand-800 dark:bg-brand-900/30"
    >
      <h2 id="invitation-heading" className="font-semibold text-xl">
        You have been invited to {siteConfig.name} analytics
      </h2>
      <p className="mt-2 wrap-anywhere">
        {offer.inviter ? (
          <>
            {offer.inviter} invited you, <strong>{offer.email}</strong>, to join as{' '}
            <strong>{role}</strong>.
          </>
        ) : (
          <>
            You, <strong>{offer.email}</strong>, are invited to join as <strong>{role}</strong>.
          </>
        )}
      </p>
      <p className="mt-2 text-muted-foreground">{roleAbilities[offer.role]}</p>
      <p className="mt-2 text-muted-foreground">
        Accepting creates your account and signs you in; there is no password to choose. The link
        works once and expires <When at={offer.expires} />.
      </p>
      <input type="hidden" name="token" value={token} />
      <button type="submit" className={`${primaryClass} mt-4`}>
        Accept invitation
      </button>
    </form>
  );
}
