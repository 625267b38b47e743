import type { Role } from '@/lib/db/schema/auth';

/** What the admin page may see of an invitation (no token). */
export type InvitationView = {
  id: string;
  email: string;
  invitedBy: string | null;
  expiresAt: string;
  acceptedAt: string | null;
  status: 'pending' | 'accepted' | 'expired' | 'revoked';
};

/** What the Team section shows of an account. */
export type UserView = {
  id: string;
  email: string;
  role: Role;
  lastSignInAt: string | null;
  isSelf: boolean;
  /** An ADMIN_EMAILS address: an admin by configuration, whose role and account stay. */
  configAdmin: boolean;
};
