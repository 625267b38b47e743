import { z } from 'zod';
import { cleanClickId } from './click-ids';
import type { GoogleDestination } from './config';
import { assembleBatch, type Built, clickExpired, monetaryValue, nothingToSend } from './events';
import type { GoogleAuthError } from './google-auth';
import {
  commonOutcome,
  credentialsRefused,
  excerpt,
  hours,
  jsonPost,
  minutes,
  parseJson,
  refusedBatch,
  retry,
  retryDelayMs,
  settle,
} from './http';
import type { Batch, ConversionToSend, HttpAnswer, HttpRequest, Outcome } from './types';

/**
 * Google Ads through the Data Manager API (https://developers.google.com/data-manager/api):
 * `POST {GOOGLE_DATA_MANAGER_URL}/v1/events:ingest` with an OAuth 2 service-account token
 * (./google-auth.ts) and an IngestEventsRequest (googleapis/googleapis
 * google/ads/datamanager/v1/ingestion_service.proto):
 *
 *     { destinations: [{ operatingAccount: { accountType: 'GOOGLE_ADS', accountId },
 *                        productDestinationId: <conversion action id>, loginAccount? }],
 *       events: [{ transactionId: <booking id>, eventTimestamp: <RFC 3339>,
 *                  adIdentifiers: { gclid | wbraid | gbraid },   // exactly one, in that order
 *                  userData: { userIdentifiers: [{ emailAddress }, { phoneNumber }] },
 *                  eventSource: 'WEB', conversionValue?, currency? }],
 *       encoding: 'HEX', consent?: { adUserData, adPersonalization }, validateOnly }
 *
 * At most 2,000 events a request (https://developers.google.com/data-manager/api/devguides/limits).
 * A click id older than 90 days (the longest click-through window) is left out; the event still
 * goes when it has hashed details.
 *
 * Answers (https://developers.google.com/data-manager/api/devguides/concepts/understand-errors):
 * the API fails fast, so a 400 records nothing; its `BadRequest.fieldViolations` name the
 * events at fault (`events.events[3]…`): those give up, the others are sent again alone. A 200
 * carries a `requestId`; the events are then processed asynchronously and checked with
 * `GET /v1/requestStatus:retrieve?requestId=…`, first after 30 minutes, then with backoff, until
 * SUCCESS, PARTIAL_SUCCESS or FAILED (https://developers.google.com/data-manager/api/devguides/diagnostics).
 * A failed event's processing error says what became of it: a click too recent is sent again in
 * 6 hours, a click Google cannot find is skipped, a duplicate transaction id is done.
 *
 * In test mode (`validateOnly`) Google checks the request and records nothing; such a request
 * has no status to retrieve, so it is done at once.
 *
 * Retraction: the Data Manager API's conversion adjustments restate a value or add user data
 * (https://developers.google.com/data-manager/api/devguides/events/google-ads/conversion-adjustments);
 * it documents no retraction, so a cancelled booking is not withdrawn (see `cancellationOutcome`).
 */

/** The Data Manager API's maximum of events in one IngestEventsRequest. */
export const googleBatchLimit = 2000;

/** Google's advice: check a request's status 30 minutes after it was accepted. */
export const googleFirstCheckMs = minutes(30);

/** A click Google calls too recent is sent again after this long (the Ads API's advice). */
export const tooRecentRetryMs = hours(6);

/** The credential a refused Google request points at. */
const hint = 'GOOGLE_SERVICE_ACCOUNT_JSON and its access to GOOGLE_ADS_CUSTOMER_ID';

function googleEvent(config: GoogleDestination, conversion: ConversionToSend, now: Date): Built {
  const expired = clickExpired(conversion, now);
  const kinds = ['gclid', 'wbraid', 'gbraid'] as const;
  const given = kinds.filter((kind) => conversion.clickIds[kind]);
  const usable = kinds.find((kind) => cleanClickId(kind, conversion.clickIds[kind]) !== null);
  const adIdentifiers =
    usable && !expired ? { [usable]: conversion.clickIds[usable] as string } : null;
  const hashed = config.clickIdsOnly ? {} : (conversion.hashed?.google ?? {});
  const userIdentifiers = [
    ...(hashed.email ? [{ emailAddress: hashed.email }] : []),
    ...(hashed.phone ? [{ phoneNumber: hashed.phone }] : []),
  ];
  if (!adIdentifiers && userIdentifiers.length === 0) {
    return { outcome: nothingToSend('Google', given, expired) };
  }
  const value = monetaryValue(conversion.value, conversion.currency);
  return {
    event: {
      transactionId: conversion.bookingId,
      eventTimestamp: conversion.eventTime.toISOString(),
      ...(adIdentifiers && { adIdentifiers }),
      ...(userIdentifiers.length > 0 && { userData: { userIdentifiers } }),
      eventSource: 'WEB',
      ...(value && { conversionValue: value.value, currency: value.currency }),
    },
  };
}

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

/** The events:ingest request for up to `googleBatchLimit` conversions. */
export function buildGoogleBatch(
  config: GoogleDestination,
  conversions: readonly ConversionToSend[],
  now: Date,
  accessToken: string,
): Batch {
  const account = (accountId: string) => ({ accountType: 'GOOGLE_ADS', accountId });
  const destination = {
    operatingAccount: account(config.customerId),
    ...(config.loginCustomerId && { loginAccount: account(config.loginCustomerId) }),
    productDestinationId: config.conversionActionId,
  };
  return assembleBatch(
    'google',
    conversions,
    googleBatchLimit,
    (conversion) => googleEvent(config, conversion, now),
    (events) =>
      jsonPost(
        `${config.baseUrl}/v1/events:ingest`,
        {
          destinations: [destination],
          events,
          encoding: 'HEX',
          ...(config.consent && { consent: config.consent }),
          validateOnly: config.validateOnly,
        },
        bearer(accessToken),
      ),
  );
}

const violationSchema = z.looseObject({
  field: z.string().optional(),
  description: z.string().optional(),
  reason: z.string().optional(),
});

const errorSchema = z.looseObject({
  error: z.looseObject({
    status: z.string().optional(),
    message: z.string().optional(),
    details: z
      .array(z.looseObject({ fieldViolations: z.array(violationSchema).optional() }))
      .optional(),
  }),
});

/** `events.events[3].ad_identifiers.gclid` → 3 (the request's event at fault), else null. */
function eventPosition(field: string | undefined): number | null {
  const match = /(?:^|\.)events\[(\d{1,5})\]/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

const describeViolation = (violation: z.infer<typeof violationSchema>) =>
  excerpt(
    [violation.description, violation.reason && `(${violation.reason})`].filter(Boolean).join(' '),
    300,
  );

/** One outcome per conversion given to `buildGoogleBatch`, from the events:ingest answer. */
export function classifyGoogleAnswer(
  batch: Batch,
  answer: HttpAnswer,
  attempt: number,
  { validateOnly = false }: { validateOnly?: boolean } = {},
): Outcome[] {
  if (answer.status !== null && answer.status >= 200 && answer.status <= 299) {
    const json = parseJson(answer.body) as { requestId?: unknown } | null;
    const requestId =
      typeof json?.requestId === 'string' && json.requestId.length <= 200 ? json.requestId : null;
    if (validateOnly)
      return settle(batch, () => ({
        kind: 'done',
        detail: 'Validated only (test mode): nothing recorded.',
      }));
    if (requestId === null) {
      // Sending again is safe: Google keeps one conversion per transaction id.
      return settle(batch, () =>
        retry(retryDelayMs(attempt), 'Google accepted the request without a request id.'),
      );
    }
    return settle(batch, (position) => ({
      kind: 'pending',
      requestId,
      position,
      checkAfterMs: googleFirstCheckMs,
    }));
  }
  const common = commonOutcome(answer, attempt, hint);
  if (common) return settle(batch, () => common);
  const parsed = errorSchema.safeParse(answer.status === null ? null : parseJson(answer.body));
  const violations = parsed.success
    ? (parsed.data.error.details ?? []).flatMap((detail) => detail.fieldViolations ?? [])
    : [];
  const byPosition = new Map<number, string[]>();
  for (const violation of violations) {
    const position = eventPosition(violation.field);
    if (position === null) continue;
    byPosition.set(position, [...(byPosition.get(position) ?? []), describeViolation(violation)]);
  }
  if (byPosition.size > 0) {
    return settle(batch, (position) => {
      const own = byPosition.get(position);
      return own
        ? { kind: 'give-up', reason: `Google refused it: ${own.join('; ')}` }
        : retry(0, 'Another event in its request was refused; sent again alone.', true);
    });
  }
  if (violations.length > 0) {
    // Nothing wrong with the events but with the destination (account, conversion action,
    // terms): retried hourly, like refused credentials, until the settings are fixed.
    const reason = `Google refused the destination: ${violations.map(describeViolation).join('; ')} (check the GOOGLE_ADS_* settings).`;
    return settle(batch, () => retry(hours(1), reason));
  }
  const message = parsed.success ? parsed.data.error.message : undefined;
  return refusedBatch(
    batch,
    `Google: ${excerpt(message ?? (answer.status === null ? '' : answer.body)) || `HTTP ${answer.status}`}`,
  );
}

/** The outcomes when no access token could be had: the service account needs fixing, or a retry. */
export function googleAuthFailure(
  batch: Batch,
  error: GoogleAuthError,
  attempt: number,
): Outcome[] {
  const outcome =
    error.status === null || error.status >= 500 || error.status === 429
      ? retry(retryDelayMs(attempt), error.message)
      : credentialsRefused(error.message, 'GOOGLE_SERVICE_ACCOUNT_JSON');
  return settle(batch, () => outcome);
}

/** The request for the processing status of an accepted events:ingest request. */
export function buildGoogleStatusRequest(
  config: GoogleDestination,
  requestId: string,
  accessToken: string,
): HttpRequest {
  return {
    method: 'GET',
    url: `${config.baseUrl}/v1/requestStatus:retrieve?${new URLSearchParams({ requestId })}`,
    headers: bearer(accessToken),
  };
}

const count = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number),
]);

const statusSchema = z.looseObject({
  requestStatusPerDestination: z
    .array(
      z.looseObject({
        requestStatus: z.string().optional(),
        errorInfo: z
          .looseObject({
            errorCounts: z
              .array(
                z.looseObject({
                  reason: z.string().optional(),
                  recordCount: count.optional(),
                  recordIndices: z.array(count).optional(),
                }),
              )
              .optional(),
          })
          .optional(),
      }),
    )
    .min(1),
});

const readable = (reason: string) =>
  reason
    .replace(/^PROCESSING_ERROR_(REASON_)?/, '')
    .toLowerCase()
    .replaceAll('_', ' ');

/** What a processing error reason means for the event it names. */
export function processingOutcome(reason: string, check: number): Outcome {
  const short = reason.replace(/^PROCESSING_ERROR_(REASON_)?/, '');
  switch (short) {
    case 'TOO_RECENT_CLICK':
      return retry(tooRecentRetryMs, 'Google: the click is too recent; sent again later.');
    case 'CLICK_NOT_FOUND':
      return { kind: 'skip', reason: 'Google found no click for its click id (click not found).' };
    case 'DUPLICATE_TRANSACTION_ID':
    case 'DUPLICATE_GCLID':
      return { kind: 'done', detail: `Google already had it (${readable(reason)}).` };
    case 'INTERNAL_ERROR':
      return retry(retryDelayMs(check), 'Google: internal error while processing.');
    default:
      return {
        kind: 'give-up',
        reason: `Google could not record it: ${readable(reason)} (${reason}).`,
      };
  }
}

/** The wait before status check `check + 1`: 30 minutes, doubling, at most 6 hours. */
const checkDelayMs = (check: number) =>
  Math.min(googleFirstCheckMs * 2 ** Math.max(0, check), hours(6));

/**
 * One outcome per event of the request `requestId` (`eventCount` events, by position), from a
 * requestStatus:retrieve answer; `check` counts the status checks made so far, this one
 * included. A status that cannot be read is checked again, never sent again.
 */
export function classifyGoogleStatus(
  answer: HttpAnswer,
  requestId: string,
  eventCount: number,
  check: number,
): Outcome[] {
  const positions = Array.from({ length: eventCount }, (_, position) => position);
  const pending = (position: number): Outcome => ({
    kind: 'pending',
    requestId,
    position,
    checkAfterMs: checkDelayMs(check),
  });
  if (
    answer.status === null ||
    answer.status === 429 ||
    answer.status >= 500 ||
    answer.status === 401 ||
    answer.status === 403
  ) {
    return positions.map(pending);
  }
  if (answer.status < 200 || answer.status > 299) {
    // Google does not know the request (INVALID_REQUEST_ID): sending again is safe.
    return positions.map(() =>
      retry(0, `Google has no status for request ${requestId}; sent again.`, true),
    );
  }
  const parsed = statusSchema.safeParse(parseJson(answer.body));
  const destination = parsed.success ? parsed.data.requestStatusPerDestination[0] : undefined;
  const status = destination?.requestStatus;
  if (status === 'SUCCESS') return positions.map(() => ({ kind: 'done', detail: null }));
  if (status !== 'FAILED' && status !== 'PARTIAL_SUCCESS') return positions.map(pending);

  const outcomes: (Outcome | null)[] = positions.map(() => null);
  const unnamed: { reason: string; records: number }[] = [];
  for (const error of destination?.errorInfo?.errorCounts ?? []) {
    const reason = error.reason ?? 'PROCESSING_ERROR_REASON_UNSPECIFIED';
    const indices = (error.recordIndices ?? []).filter((index) => index >= 0 && index < eventCount);
    for (const index of indices) outcomes[index] = processingOutcome(reason, check);
    if (indices.length === 0) unnamed.push({ reason, records: error.recordCount ?? 0 });
  }
  const open = positions.filter((position) => outcomes[position] === null);
  const [only] = unnamed;
  if (only && unnamed.length === 1 && (status === 'FAILED' || only.records === open.length)) {
    // One reason for every record left: they all had it.
    for (const position of open) outcomes[position] = processingOutcome(only.reason, check);
  } else if (unnamed.length > 0) {
    // Failures without record indices: each event is sent again alone, and a duplicate
    // transaction id then tells the recorded ones apart.
    const reasons = unnamed.map((error) => readable(error.reason)).join(', ');
    for (const position of open) {
      outcomes[position] = retry(
        0,
        `Google reported failures (${reasons}) without naming the records; sent again alone.`,
        true,
      );
    }
  }
  return outcomes.map((outcome) => outcome ?? { kind: 'done', detail: null });
}
