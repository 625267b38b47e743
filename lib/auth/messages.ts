/** The admin screen's messages, word for word from the specification. */
export const authMessages = {
  magicLinkSent: 'Magic link sent. Check your email.',
  resetSent: 'Password reset email sent. Check your inbox.',
  passwordUpdated: 'Password updated. You can now sign in with your email & password.',
  enterEmail: 'Enter your email first.',
  shortPassword: 'Password must be at least 6 characters.',
  mismatch: 'Passwords do not match.',
  badCredentials: 'Invalid email or password.',
  invalidInvite:
    'This invitation link is invalid, has expired or was already used. Ask an admin for a new one.',
  invalidLink: 'This sign-in link is invalid or has expired. Request a new one below.',
  missingToken: 'This reset link is incomplete. Use Forgot password? to get a new one.',
} as const;

/** The unconfigured notice: the specification's wording, naming the variables to provide. */
export const notConfiguredMessage = (missing: string[]) =>
  `Analytics is not configured yet. Please provide ${missing.join(' and ')} so analytics can function.`;

/** The notice when the embedded database is held by another process (a second server). */
export const dataDirLockedMessage =
  'The embedded database in DATA_DIR is in use by another process, so analytics cannot open it. ' +
  'Stop the other server, give this one its own DATA_DIR, or set DATABASE_URL to use PostgreSQL.';

export const minPasswordLength = 6;

/** The set-new-password form's rules, in the order the specification gives them. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password.length < minPasswordLength) return authMessages.shortPassword;
  if (password !== confirmation) return authMessages.mismatch;
  return null;
}
