import 'server-only';
import type { Database, SqlClient } from '@/lib/db/client';
import {
  type ClaimedConversion,
  type ConversionContext,
  type ConversionResult,
  cancelConversions,
  claimDueConversions,
  countRequestEvents,
  getConversionContexts,
  markCancelledInFlight,
  queueConversions,
  recordConversionResults,
  releaseConversions,
} from '@/lib/db/queries/conversion-outbox';
import type { StoredHashes } from '@/lib/db/schema/conversions';
import { env } from '@/lib/env';
import { startPeriodic } from '@/lib/periodic';
import { cancellationOutcome } from './cancellation';
import { conversionEventId } from './click-ids';
import {
  type ConversionDestinations,
  configuredDestinations,
  configuredPlatforms,
  type GoogleDestination,
} from './config';
import {
  buildGoogleBatch,
  buildGoogleStatusRequest,
  classifyGoogleAnswer,
  classifyGoogleStatus,
  googleAuthFailure,
  googleBatchLimit,
} from './google';
import { type AccessTokens, GoogleAuthError, serviceAccountTokens } from './google-auth';
import type { HashedContacts } from './hash';
import { exchange, requestTimeoutMs, retryDelayMs } from './http';
import { buildMetaBatch, classifyMetaAnswer, metaBatchLimit } from './meta';
import { buildMicrosoftBatch, classifyMicrosoftAnswer, microsoftBatchLimit } from './microsoft';
import type { Batch, ConversionToSend, Outcome, Platform } from './types';

/**
 * The durable conversions outbox (docs/conversions.md): a booked demo is queued at receipt, one
 * row per configured platform with that platform's hashed contact details, due
 * `CONVERSIONS_SEND_DELAY_MINUTES` later (a cancellation in that time sends nothing). Every few
 * seconds each instance claims the due rows of each platform with a lease, as the mail outbox
 * does (lib/db/queries/conversion-outbox.ts), sends them in batches up to the platform's limit,
 * and records each conversion's outcome (lib/conversions/types.ts `Outcome`). Requests carry
 * credentials: nothing here logs a request, a token or a hashed detail.
 */

/** Send attempts before a conversion is given up on (about three days of backoff). */
export const maxConversionAttempts = 20;
/** How long a sender holds its rows: longer than a batch's requests can take (15 s each). */
const leaseMs = 5 * 60_000;
/** How often every instance looks for due conversions. */
const pollMs = 5_000;
/** Rounds of one drain at most: a round sends each platform's due rows up to its limit. */
const maxRounds = 50;

const batchLimits: Record<Platform, number> = {
  meta: metaBatchLimit,
  google: googleBatchLimit,
  microsoft: microsoftBatchLimit,
};

/** What queueing a booked demo needs: the platforms configured, and the wait before sending. */
export type QueueSettings = { destinations: ConversionDestinations; delayMs: number };

/** This process's settings, from the environment. */
export const queueSettings = (): QueueSettings => ({
  destinations: configuredDestinations(),
  delayMs: env().CONVERSIONS_SEND_DELAY_MINUTES * 60_000,
});

/** A platform's hashes, or null when there are none to keep. */
function storedHashes(hashes: Record<string, string | undefined> | undefined) {
  const entries = Object.entries(hashes ?? {}).filter((entry) => entry[1] !== undefined);
  return entries.length === 0 ? null : (Object.fromEntries(entries) as StoredHashes);
}

/**
 * At receipt of a newly booked demo: one row per configured platform, with that platform's hashed
 * contact details unless it is set to send click ids only, due after the configured wait.
 * Idempotent: a booking already queued for a platform queues nothing new.
 */
export function queueBookedDemo(
  db: SqlClient,
  bookingId: string,
  hashed: HashedContacts | undefined,
  { destinations, delayMs }: QueueSettings,
  now: Date,
): Promise<number> {
  const rows = configuredPlatforms(destinations).map((platform) => ({
    platform,
    hashed: destinations[platform]?.clickIdsOnly ? null : storedHashes(hashed?.[platform]),
  }));
  return queueConversions(db, bookingId, rows, {
    dueAt: new Date(now.getTime() + delayMs),
    now,
  });
}

/** The reason a conversion cancelled before it was sent keeps. */
export const cancelledBeforeSending = 'Canceled before sending: nothing was sent.';

const afterSending = {
  meta: cancellationOutcome('meta').reason,
  google: cancellationOutcome('google').reason,
  microsoft: cancellationOutcome('microsoft').reason,
};

/** At a cancellation: the booked demo's conversions are skipped, sent or not (see the query). */
export const cancelBookedDemo = (db: SqlClient, bookingId: string, now: Date) =>
  cancelConversions(db, bookingId, { now, beforeSending: cancelledBeforeSending, afterSending });

export type SenderOptions = {
  destinations: ConversionDestinations;
  now?: () => Date;
  fetch?: typeof globalThis.fetch;
  /** How long a platform may take to answer (the default is `exchange`'s). */
  timeoutMs?: number;
};

export type SendSummary = { claimed: number; requests: number };

export type ConversionSender = {
  /** Claims and sends what is due now, once per platform. */
  sendDue(db: Database): Promise<SendSummary>;
  /** Sends what is due, round after round, until nothing is left to claim. */
  drain(db: Database): Promise<SendSummary>;
};

/** The hashes of one platform as the batch builders read them. */
function hashedFor(platform: Platform, hashes: StoredHashes | null): HashedContacts | null {
  if (hashes === null) return null;
  return { meta: {}, google: {}, microsoft: {}, [platform]: hashes } as HashedContacts;
}

/** A claimed row as the platform's batch builder takes it. */
function conversionOf(
  platform: Platform,
  row: ClaimedConversion,
  context: ConversionContext,
): ConversionToSend {
  return {
    bookingId: conversionEventId(row.bookingId),
    eventTime: context.createdAt,
    eventSourceUrl: context.landingUrl,
    userAgent: context.userAgent,
    reference: context.sessionRef,
    clickIds: context.clickIds ?? {},
    landingTime: context.firstSeen,
    hashed: hashedFor(platform, row.hashed),
  };
}

/** What a row becomes after `outcome`. */
function resultOf(row: ClaimedConversion, outcome: Outcome, now: Date): ConversionResult {
  const kept = {
    id: row.id,
    leaseUntil: row.leaseUntil,
    dueAt: null,
    alone: false,
    requestId: row.requestId,
    requestPosition: row.requestPosition,
    statusChecks: row.statusChecks,
  };
  const settled = (state: 'done' | 'given_up' | 'skipped', message: string | null) => ({
    ...kept,
    state,
    message,
    sent: 'keep' as const,
    clearHashed: true,
  });
  switch (outcome.kind) {
    case 'done':
      return { ...settled('done', outcome.detail), sent: 'now' };
    case 'pending':
      return {
        ...kept,
        state: 'pending',
        dueAt: new Date(now.getTime() + outcome.checkAfterMs),
        requestId: outcome.requestId,
        requestPosition: outcome.position,
        statusChecks: row.state === 'pending' ? row.statusChecks : 0,
        message: `Google accepted it (request ${outcome.requestId}); its processing is checked later.`,
        sent: 'now',
        clearHashed: false,
      };
    case 'retry':
      if (row.attempts >= maxConversionAttempts) {
        return {
          ...settled('given_up', `Given up after ${row.attempts} attempts: ${outcome.reason}`),
          sent: 'clear',
        };
      }
      return {
        ...kept,
        state: 'queued',
        dueAt: new Date(now.getTime() + outcome.delayMs),
        alone: outcome.alone,
        requestId: null,
        requestPosition: null,
        statusChecks: 0,
        message: outcome.reason,
        sent: 'clear',
        clearHashed: false,
      };
    case 'give-up':
      return settled('given_up', outcome.reason);
    case 'skip':
      return settled('skipped', outcome.reason);
  }
}

/** The outcomes of a batch that made no request: every conversion was settled before sending. */
const unsent = (batch: Batch): Outcome[] =>
  batch.outcomes.map((outcome) => outcome ?? { kind: 'give-up', reason: 'Not sent.' });

const hasSent = (outcome: Outcome) => outcome.kind === 'done' || outcome.kind === 'pending';

/** Sends booked demos to the configured platforms from the outbox of whichever database it is given. */
export function conversionSender(options: SenderOptions): ConversionSender {
  const { destinations } = options;
  const now = options.now ?? (() => new Date());
  const http = { fetch: options.fetch, timeoutMs: options.timeoutMs };
  const google = destinations.google;
  const tokens: AccessTokens | null = google
    ? serviceAccountTokens({
        key: google.serviceAccount,
        tokenUrl: google.tokenUrl,
        fetch: options.fetch,
        now,
      })
    : null;

  /** The outcomes of one request for `conversions` (one per conversion, in order). */
  async function send(
    platform: Platform,
    conversions: ConversionToSend[],
    attempt: number,
    at: Date,
  ): Promise<Outcome[]> {
    const { meta, microsoft } = destinations;
    if (platform === 'google' && google && tokens) {
      return sendToGoogle(google, tokens, conversions, attempt, at);
    }
    if (platform === 'meta' && meta) {
      const batch = buildMetaBatch(meta, conversions, at);
      if (batch.request === null) return unsent(batch);
      return classifyMetaAnswer(batch, await exchange(batch.request, http), attempt);
    }
    if (platform === 'microsoft' && microsoft) {
      const batch = buildMicrosoftBatch(microsoft, conversions, at);
      if (batch.request === null) return unsent(batch);
      return classifyMicrosoftAnswer(batch, await exchange(batch.request, http), attempt);
    }
    throw new Error(`${platform} is not configured.`);
  }

  async function sendToGoogle(
    config: GoogleDestination,
    source: AccessTokens,
    conversions: ConversionToSend[],
    attempt: number,
    at: Date,
  ): Promise<Outcome[]> {
    let token: string;
    try {
      token = await source.get();
    } catch (error) {
      if (!(error instanceof GoogleAuthError)) throw error;
      return googleAuthFailure(buildGoogleBatch(config, conversions, at, ''), error, attempt);
    }
    const batch = buildGoogleBatch(config, conversions, at, token);
    if (batch.request === null) return unsent(batch);
    const answer = await exchange(batch.request, http);
    if (answer.status === 401) source.forget();
    return classifyGoogleAnswer(batch, answer, attempt, { validateOnly: config.validateOnly });
  }

  /** Checks one accepted Google request and settles its rows (by their place in it). */
  async function checkGoogleRequest(
    db: Database,
    config: GoogleDestination,
    source: AccessTokens,
    requestId: string,
    rows: ClaimedConversion[],
    at: Date,
  ): Promise<void> {
    const check = Math.max(...rows.map((row) => row.statusChecks));
    let outcomes: Outcome[];
    try {
      const token = await source.get();
      const answer = await exchange(buildGoogleStatusRequest(config, requestId, token), http);
      if (answer.status === 401) source.forget();
      outcomes = classifyGoogleStatus(
        answer,
        requestId,
        await countRequestEvents(db, requestId),
        check,
      );
    } catch (error) {
      if (!(error instanceof GoogleAuthError)) throw error;
      outcomes = [];
    }
    // A row the answer says nothing about (no token, a position beyond it) is checked later.
    const later: Outcome = {
      kind: 'pending',
      requestId,
      position: 0,
      checkAfterMs: retryDelayMs(check),
    };
    await record(
      db,
      'google',
      rows,
      rows.map((row) => {
        const outcome = outcomes[row.requestPosition ?? -1];
        return outcome ?? { ...later, position: row.requestPosition ?? 0 };
      }),
      at,
    );
  }

  /** Records the outcomes; a row cancelled while its request was in flight keeps that it was. */
  async function record(
    db: Database,
    platform: Platform,
    rows: ClaimedConversion[],
    outcomes: Outcome[],
    at: Date,
  ): Promise<void> {
    const results = rows.map((row, index) =>
      resultOf(row, outcomes[index] ?? { kind: 'give-up', reason: 'No outcome.' }, at),
    );
    const recorded = await recordConversionResults(db, results, at);
    const cancelledInFlight = rows
      .filter((row, index) => !recorded.has(row.id) && hasSent(outcomes[index] as Outcome))
      .map((row) => row.id);
    await markCancelledInFlight(db, cancelledInFlight, {
      reason: cancellationOutcome(platform).reason,
      now: at,
    });
  }

  async function sendPlatform(db: Database, platform: Platform, at: Date): Promise<SendSummary> {
    const claimed = await claimDueConversions(db, platform, {
      now: at,
      limit: batchLimits[platform],
      leaseMs,
    });
    if (claimed.length === 0) return { claimed: 0, requests: 0 };
    const queued = claimed.filter((row) => row.state === 'queued');
    const contexts = await getConversionContexts(db, [
      ...new Set(queued.map((row) => row.bookingId)),
    ]);
    // (A row whose booking was deleted meanwhile went with it: it is not sent.)
    const sendable = queued.filter((row) => contexts.has(row.bookingId));
    type Job = { rows: ClaimedConversion[]; run: () => Promise<void> };
    const sendJob = (rows: ClaimedConversion[]): Job => ({
      rows,
      run: async () => {
        const conversions = rows.map((row) =>
          conversionOf(platform, row, contexts.get(row.bookingId) as ConversionContext),
        );
        const attempt = Math.max(...rows.map((row) => row.attempts));
        const outcomes = await send(platform, conversions, attempt, now());
        await record(db, platform, rows, outcomes, now());
      },
    });
    // One request for the rows that may share one; one each for those sent alone; then, at
    // Google, one status check per accepted request.
    const jobs = [
      sendable.filter((row) => !row.alone),
      ...sendable.filter((row) => row.alone).map((row) => [row]),
    ]
      .filter((rows) => rows.length > 0)
      .map(sendJob);
    if (platform === 'google' && google && tokens) {
      const byRequest = new Map<string, ClaimedConversion[]>();
      for (const row of claimed) {
        if (row.state !== 'pending' || row.requestId === null) continue;
        byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
      }
      for (const [requestId, rows] of byRequest) {
        jobs.push({
          rows,
          run: () => checkGoogleRequest(db, google, tokens, requestId, rows, now()),
        });
      }
    }
    // A request is started only while it can end within the lease (a token request, then
    // the request itself): past it another sender may take the rows. The rest is released.
    const leaseEnds = Math.min(...claimed.map((row) => row.leaseUntil.getTime()));
    const budgetMs = 2 * (options.timeoutMs ?? requestTimeoutMs) + 5_000;
    let requests = 0;
    for (const [index, job] of jobs.entries()) {
      if (now().getTime() + budgetMs > leaseEnds) {
        await releaseConversions(
          db,
          jobs.slice(index).flatMap((rest) => rest.rows),
        );
        break;
      }
      await job.run();
      requests += 1;
    }
    return { claimed: claimed.length, requests };
  }

  async function sendDue(db: Database): Promise<SendSummary> {
    const total = { claimed: 0, requests: 0 };
    for (const platform of configuredPlatforms(destinations)) {
      const summary = await sendPlatform(db, platform, now());
      total.claimed += summary.claimed;
      total.requests += summary.requests;
    }
    return total;
  }

  return {
    sendDue,
    async drain(db) {
      const total = { claimed: 0, requests: 0 };
      for (let round = 0; round < maxRounds; round += 1) {
        const summary = await sendDue(db);
        total.claimed += summary.claimed;
        total.requests += summary.requests;
        if (summary.claimed === 0) break;
      }
      return total;
    },
  };
}

/**
 * Starts sending due conversions every few seconds in this process (at server start), when a
 * platform is configured. Rows queued while one was configured wait, unsent, while none is.
 */
export function startConversionSender(getDb: () => Promise<Database>): void {
  const destinations = configuredDestinations();
  if (configuredPlatforms(destinations).length === 0) return;
  const sender = conversionSender({ destinations });
  startPeriodic('conversions.sender', 'Conversions outbox', pollMs, async () => {
    await sender.drain(await getDb());
  });
}
