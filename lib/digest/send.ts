import 'server-only';
import type { Database, SqlClient } from '@/lib/db/client';
import { claimDigest, type DigestRecipient, listDigestRecipients } from '@/lib/db/queries/digest';
import { enqueueMails, type OutboxMail } from '@/lib/db/queries/mail-outbox';
import type { Rule } from '@/lib/http/rate-limit';
import { drainOutbox } from '@/lib/mail/outbox';
import { startPeriodic } from '@/lib/periodic';
import { absoluteUrl } from '@/lib/site/config';
import { buildDigestReport } from './figures';
import { digestMail } from './mail';
import type { DigestReport } from './report';
import { unsubscribePageUrl, unsubscribePostUrl } from './unsubscribe';
import { dueWeek, lastWeek } from './week';

/** How often each instance looks whether a digest is due (the claim makes it exactly once). */
const checkEveryMs = 60_000;

/**
 * One person's digest as the outbox keeps it: their own unsubscribe link in the footer and in
 * List-Unsubscribe, with List-Unsubscribe-Post for mail apps' one-click unsubscribe (RFC 8058).
 * Someone who is not staff (an operator's `--to`) gets the admin's settings page instead.
 */
export async function digestOutboxMail(
  report: DigestReport,
  to: string,
  person: DigestRecipient | null,
): Promise<OutboxMail> {
  const mail = await digestMail(report, {
    unsubscribeUrl: person ? unsubscribePageUrl(person.id) : absoluteUrl('/admin/security'),
    recipientName: person?.name,
  });
  return {
    kind: 'digest',
    leadId: null,
    to,
    replyTo: null,
    ...mail,
    headers: person
      ? {
          'List-Unsubscribe': `<${unsubscribePostUrl(person.id)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : null,
  };
}

export type SendOptions = {
  /** Called with each person once their digest is queued (tests stop a run in the middle). */
  queued?: (person: DigestRecipient) => void | Promise<void>;
};

/**
 * Queues `week`'s digest for everyone who gets it and has not been sent it: for each person, the
 * claim (a `digest_sending` row) and the mail are written in one transaction, so another instance
 * or a later run never sends it twice, and a run that stops in the middle leaves the rest to the
 * next. The mail goes through the outbox, so an SMTP outage delays it and loses nothing.
 */
export async function sendDigestWeek(
  db: Database,
  week: string,
  options: SendOptions = {},
): Promise<number> {
  const people = await listDigestRecipients(db, week);
  if (people.length === 0) return 0;
  const report = await buildDigestReport(db, week);
  let queued = 0;
  for (const person of people) {
    const mail = await digestOutboxMail(report, person.email, person);
    const claimed = await db.transaction(async (tx: SqlClient) => {
      if (!(await claimDigest(tx, person.id, week))) return false;
      await enqueueMails(tx, [mail]);
      return true;
    });
    if (!claimed) continue;
    queued += 1;
    await options.queued?.(person);
  }
  return queued;
}

/** Queues the digest that is due at `now`, if any (Monday 08:00 to Sunday, business time). */
export async function sendDueDigests(
  db: Database,
  now: Date = new Date(),
  options: SendOptions = {},
): Promise<{ week: string | null; queued: number }> {
  const week = dueWeek(now);
  if (!week) return { week, queued: 0 };
  return { week, queued: await sendDigestWeek(db, week, options) };
}

/**
 * Previews a person may send themselves in an hour: enough to check a change or two, not a way to
 * fill their inbox (or the SMTP account's quota) by pressing the button.
 */
export const previewRule: Rule = { max: 5, windowMs: 60 * 60_000 };

/** What the person is told once they have sent `previewRule.max` previews this hour. */
export function previewLimitMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `You have emailed yourself the digest ${previewRule.max} times in the last hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * "Email me this week's digest now": the last complete week's digest, to the person asking only.
 * A preview: it claims nothing, so the Monday digest still comes.
 */
export async function sendDigestPreview(
  db: Database,
  person: DigestRecipient,
  now: Date = new Date(),
): Promise<string> {
  const week = lastWeek(now);
  const mail = await digestOutboxMail(await buildDigestReport(db, week), person.email, person);
  await enqueueMails(db, [mail]);
  void drainOutbox();
  return week;
}

/** At server start: looks every minute whether a digest is due, and right away (a missed Monday). */
export function startDigestScheduler(getDb: () => Promise<Database>): void {
  startPeriodic('digest.scheduler', 'Weekly digest', checkEveryMs, async () => {
    const { week, queued } = await sendDueDigests(await getDb());
    if (queued > 0) {
      console.log(`> Weekly digest of ${week} queued for ${queued} staff member(s)`);
      void drainOutbox();
    }
  });
}
