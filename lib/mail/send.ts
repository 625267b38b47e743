import 'server-only';

/**
 * The two ways a mail leaves the site, named here once; every sender imports its path from here.
 *
 * - **direct**: handed to the transport (./transport.ts) by this process and never retried: the
 *   person can ask again. `sendMail` waits, so the caller can say when it failed (an invitation,
 *   the admin CLI); `queueMail` goes in the background, so an answer neither waits for the mail
 *   server nor differs between an address with an account and one without (sign-in, reset links).
 * - **outbox**: `enqueueMails` writes rows of `mail_outbox` in the caller's transaction, so the mail
 *   exists exactly when what it is about was committed; `drainOutbox` sends them now, and every
 *   instance sends and retries them from the database (./outbox.ts). For mail nobody asks for
 *   twice (a contact request's).
 */
export { enqueueMails, type OutboxMail } from '@/lib/db/queries/mail-outbox';
export { drainOutbox } from './outbox';
export { queueMail, sendMail } from './transport';
