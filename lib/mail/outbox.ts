import 'server-only';
import { type Database, getDb } from '@/lib/db/client';
import { claimDueMails, markMailFailed, markMailSent } from '@/lib/db/queries/mail-outbox';
import { type Mail, sendMail } from '@/lib/mail/transport';
import { processSingleton } from '@/lib/process-singleton';

/** Attempts before a mail is given up on (about eight hours of retries); the admin sees it. */
export const maxMailAttempts = 12;
/** How long a sender holds a claimed mail; a sender that died releases it when this ends. */
const leaseMs = 5 * 60_000;
/** How often every instance looks for due mail, so retries happen after a restart too. */
const pollMs = 15_000;

/** Wait before the next attempt after `attempts` failed ones: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

export type SendOptions = {
  send?: (mail: Mail) => Promise<void>;
  now?: () => Date;
  limit?: number;
};

/**
 * Sends the mail that is due, once: claims a batch (rows other senders hold are skipped), sends
 * each, and records the result. A failure is retried later with backoff, from the database.
 */
export async function sendDueMails(
  db: Database,
  { send = sendMail, now = () => new Date(), limit = 20 }: SendOptions = {},
): Promise<{ claimed: number; sent: number; failed: number }> {
  const claimed = await claimDueMails(db, { now: now(), limit, leaseMs });
  let sent = 0;
  for (const mail of claimed) {
    try {
      await send({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await markMailSent(db, mail.id, now());
      sent += 1;
    } catch (error) {
      const message = (error as Error).message || String(error);
      const giveUp = mail.attempts >= maxMailAttempts;
      const retryAt = giveUp ? null : new Date(now().getTime() + retryDelayMs(mail.attempts));
      console.error(
        `Mail ${mail.id} to ${mail.to} failed (attempt ${mail.attempts}): ${message}` +
          (retryAt ? `; next attempt at ${retryAt.toISOString()}` : '; given up'),
      );
      await markMailFailed(db, mail.id, { error: message, retryAt, now: now() });
    }
  }
  return { claimed: claimed.length, sent, failed: claimed.length - sent };
}

type SenderState = {
  timer?: ReturnType<typeof setInterval>;
  running?: Promise<void>;
  again?: boolean;
};

const sender = () => processSingleton('mail.sender', (): SenderState => ({}));

/** Sends everything due now, batch after batch; one run per process at a time. */
export function drainOutbox(): Promise<void> {
  const state = sender();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    do {
      state.again = false;
      try {
        const db = await getDb();
        while ((await sendDueMails(db)).claimed > 0) {}
      } catch (error) {
        console.error('Mail outbox:', (error as Error).message);
      }
    } while (state.again);
  })().finally(() => {
    state.running = undefined;
  });
  return state.running;
}

/** Starts looking for due mail every few seconds (at server start). */
export function startMailSender(): void {
  const state = sender();
  if (state.timer) return;
  state.timer = setInterval(() => void drainOutbox(), pollMs);
  state.timer.unref?.();
  void drainOutbox();
}
