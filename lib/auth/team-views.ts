import type { Role } from '@/lib/db/schema/auth';
import type { BusinessTime } from '@/lib/format';

/** What the admin page may see of an invitation (no token). */
export type InvitationView = {
  id: string;
  email: string;
  invitedBy: string | null;
  /** Formatted on the server (lib/format.ts): the browser shows it as it is. */
  expires: BusinessTime;
  acceptedAt: string | null;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
};

/** What the Team section shows of an account. */
export type UserView = {
  id: string;
  email: string;
  role: Role;
  /** Formatted on the server (lib/format.ts); null when the person never signed in. */
  lastSignIn: BusinessTime | null;
  isSelf: boolean;
  /** An ADMIN_EMAILS address: an admin by configuration, whose role and account stay. */
  configAdmin: boolean;
};
