import 'server-only';
import { randomUUID } from 'node:crypto';
import { campaignQuery } from '@/lib/analytics/campaign-filters';
import { campaignsPath } from '@/lib/analytics/campaign-links';
import { businessDay } from '@/lib/calendar';
import type { Database, SqlClient } from '@/lib/db/client';
import {
  type AlertRecipient,
  type ClaimedChat,
  claimDueChats,
  claimEvaluation,
  claimNotice,
  countWindows,
  enqueueChat,
  type Incident,
  listAlertRecipients,
  listUnnotified,
  markNotified,
  readChatSetting,
  releaseEvaluation,
  settleChat,
} from '@/lib/db/queries/alerts';
import { enqueueMails } from '@/lib/db/queries/mail-outbox';
import type { AlertEvent } from '@/lib/db/schema/alerts';
import { formatCount } from '@/lib/format';
import { drainOutbox } from '@/lib/mail/outbox';
import { startPeriodic } from '@/lib/periodic';
import { type ChatOutcome, type ChatTransport, postChatMessage } from './chat';
import { evaluateAlerts } from './evaluate';
import { type AlertMessage, alertChatText, alertMail } from './mail';
import { ruleById } from './rules';

/**
 * Telling people (docs/alerts.md, "Who is told"): each incident's firing and its recovery are
 * mailed once to each person with alerts on (the claim and the mail are written in one
 * transaction, as the digest's are, so two instances or a restart never send one twice and a run
 * stopped in the middle leaves the rest to the next), and queued once for the chat webhook, whose
 * own outbox sends, retries and gives up without holding anything else up.
 */

/** How often each instance wakes; the evaluation itself is spaced by `evaluateEveryMs`. */
const wakeEveryMs = 60_000;
/** How often the rules are checked, by whichever instance takes the turn. */
export const evaluateEveryMs = 5 * 60_000;
/** How long an evaluator holds its turn: longer than a check takes. */
const evaluationLeaseMs = 4 * 60_000;
/** Chat messages: tries, and the lease of a sender (longer than a request's timeout). */
export const maxChatAttempts = 8;
const chatLeaseMs = 60_000;

export const messageOf = (incident: Incident, event: AlertEvent): AlertMessage => ({
  event,
  rule: ruleById(incident.ruleId).label,
  facts: event === 'recovered' && incident.recovery ? incident.recovery : incident.facts,
  since: incident.startedAt,
  at: event === 'recovered' && incident.endedAt ? incident.endedAt : incident.firedAt,
});

export type NotifyOptions = {
  /** Called with each person once their mail is queued (tests stop a run in the middle). */
  queued?: (person: AlertRecipient) => void | Promise<void>;
};

/** Queues every untold firing and recovery, for each person and for the chat; mails queued. */
export async function notifyAlerts(
  db: Database,
  now: Date = new Date(),
  options: NotifyOptions = {},
): Promise<number> {
  const pending = await listUnnotified(db);
  if (pending.length === 0) return 0;
  const chat = await readChatSetting(db);
  let queued = 0;
  for (const { incident, event } of pending) {
    const message = messageOf(incident, event);
    if (chat.url) await enqueueChat(db, `${incident.id}:${event}`, alertChatText(message), now);
    for (const person of await listAlertRecipients(db, incident.id, event)) {
      const mail = alertMail(message, person.name);
      const claimed = await db.transaction(async (tx: SqlClient) => {
        if (!(await claimNotice(tx, incident.id, event, person.id))) return false;
        await enqueueMails(tx, [
          { kind: 'alert', leadId: null, to: person.email, replyTo: null, ...mail },
        ]);
        return true;
      });
      if (!claimed) continue;
      queued += 1;
      await options.queued?.(person);
    }
    await markNotified(db, incident.id, event, now);
  }
  return queued;
}

/**
 * "Send a test alert": one alert mail to `person` and, when a chat webhook is set, one chat
 * message, through the same outboxes as real alerts. It describes the booked demos of the last
 * 24 hours and links to them on the campaign view, as a real alert links to its view. Whether it
 * went to the chat too.
 */
export async function queueTestAlert(
  db: Database,
  person: { email: string; name?: string | null },
  now: Date = new Date(),
): Promise<boolean> {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const booked = await countWindows(db, { eventType: 'booked_demo' }, since, now, 0);
  const count = booked.reduce((sum, row) => sum + row.count, 0);
  const message: AlertMessage = {
    event: 'test',
    rule: ruleById('booked_demos').label,
    facts: {
      summary: `${count === 1 ? '1 booked demo' : `${formatCount(count)} booked demos`} in the last 24 hours.`,
      baseline:
        'A real alert says here what the figure usually is on that weekday and those hours.',
      observed: count,
      expected: null,
      path: `${campaignsPath}?${campaignQuery({}, { range: `${businessDay(since)}..${businessDay(now)}` })}`,
    },
    since,
    at: now,
  };
  const mail = alertMail(message, person.name ?? null);
  await enqueueMails(db, [
    { kind: 'alert', leadId: null, to: person.email, replyTo: null, ...mail },
  ]);
  const { url } = await readChatSetting(db);
  if (url) await enqueueChat(db, `test:${randomUUID()}`, alertChatText(message), now);
  return url !== null;
}

/** After `attempts` tries, the wait before the next: 30 s, doubling, at most an hour. */
export const chatRetryDelayMs = (attempts: number, retryAfterMs?: number) =>
  Math.max(retryAfterMs ?? 0, Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1)));

export type ChatSendOptions = { transport?: ChatTransport; timeoutMs?: number };

/** Sends the chat messages that are due, one after another; how many were claimed. */
export async function sendDueChats(
  db: Database,
  now: Date = new Date(),
  options: ChatSendOptions = {},
): Promise<number> {
  const claimed = await claimDueChats(db, now, chatLeaseMs, 10);
  if (claimed.length === 0) return 0;
  const { url } = await readChatSetting(db);
  for (const chat of claimed) {
    const outcome: ChatOutcome = url
      ? await postChatMessage(url, chat.text, options)
      : { state: 'failed', message: 'No chat webhook is set any more.' };
    await settleChat(db, chat, settled(chat, outcome, now), new Date());
  }
  return claimed.length;
}

function settled(chat: ClaimedChat, outcome: ChatOutcome, now: Date) {
  if (outcome.state !== 'retry') return outcome;
  if (chat.attempts >= maxChatAttempts) {
    return {
      state: 'failed' as const,
      message: `Gave up after ${chat.attempts} tries: ${outcome.message}`,
    };
  }
  return {
    state: 'retry' as const,
    at: new Date(now.getTime() + chatRetryDelayMs(chat.attempts, outcome.retryAfterMs)),
    message: outcome.message,
  };
}

/** One wake of an instance: its turn at the rules if due, then telling, then sending. */
export async function runAlerts(db: Database, now: Date = new Date()): Promise<void> {
  if (await claimEvaluation(db, now, evaluateEveryMs, evaluationLeaseMs)) {
    try {
      const { opened, ended } = await evaluateAlerts(db, now);
      for (const incident of [...opened, ...ended]) {
        console.log(
          `> Alert ${incident.endedAt ? 'recovered' : 'fired'}: ${incident.ruleId}${incident.scope ? ` (${incident.scope})` : ''}`,
        );
      }
    } finally {
      await releaseEvaluation(db);
    }
  }
  if ((await notifyAlerts(db, now)) > 0) void drainOutbox();
  await sendDueChats(db, now);
}

/** At server start: every minute, the alerts' turn (docs/alerts.md). */
export function startAlerts(getDb: () => Promise<Database>): void {
  startPeriodic('alerts.runner', 'Alerts', wakeEveryMs, async () => runAlerts(await getDb()));
}
