import { cleanClickId } from './click-ids';
import type { MetaDestination } from './config';
import {
  assembleBatch,
  type Built,
  monetaryValue,
  nothingToSend,
  pageUrlOf,
  tooOld,
  unixSeconds,
  userAgentOf,
} from './events';
import { sha256Hex } from './hash';
import {
  commonOutcome,
  credentialsRefused,
  excerpt,
  jsonPost,
  parseJson,
  refusedBatch,
  retry,
  retryDelayMs,
  settle,
} from './http';
import type { Batch, ConversionToSend, HttpAnswer, Outcome } from './types';

/**
 * Meta's Conversions API (https://developers.facebook.com/docs/marketing-api/conversions-api/using-the-api):
 * `POST {META_CAPI_URL}/{version}/{pixel id}/events` with a JSON body
 * `{ data: [event…], access_token, test_event_code? }` (the token in the body, not the URL, so
 * that it stays out of access logs). Each event:
 * - `event_name` (`Schedule`, configurable) and `event_id` = the booking's id: a pixel event with
 *   the same name and id is deduplicated;
 * - `event_time` in Unix seconds; an event older than 7 days is never sent, as Meta then refuses
 *   the whole request;
 * - `action_source: website` with `event_source_url` and `user_data.client_user_agent` from the
 *   visit (Meta requires both for website events);
 * - `user_data`: `em` and `ph` (hashed, as arrays), `fbc`, `fbp`, `external_id` (the hashed
 *   session reference);
 * - `custom_data: { value, currency }` when both are known.
 *
 * `fbc` is the visit's `_fbc` cookie value when known, else built from the fbclid as
 * `fb.1.<landing time in ms>.<fbclid>` (https://developers.facebook.com/docs/marketing-api/conversions-api/parameters/fbp-and-fbc).
 *
 * Answers: 200 `{ events_received }` is done. Meta documents no per-event errors: an invalid
 * event refuses the whole batch (4xx), so a refused batch is retried one event per request,
 * and a single refused event gives up with Meta's message. Graph API's transient errors
 * (`is_transient`, the throttling codes) are retried like 5xx and 429.
 */

/** Meta's documented maximum of events in one request's `data`. */
export const metaBatchLimit = 1000;

/** Graph API's throttling error codes: retried, not given up. */
const throttled = new Set([4, 17, 32, 613, 80004]);

const fbcPattern = /^fb\.\d\.\d{1,16}\.[A-Za-z0-9\-._~]{1,512}$/;
const fbpPattern = /^fb\.\d\.\d{1,16}\.\d{1,32}$/;

function metaEvent(config: MetaDestination, conversion: ConversionToSend, now: Date): Built {
  const old = tooOld(conversion, now, 'Meta');
  if (old) return { outcome: old };
  const fbclid = cleanClickId('fbclid', conversion.clickIds.fbclid);
  const cookie = conversion.fbc && fbcPattern.test(conversion.fbc) ? conversion.fbc : null;
  const landed = conversion.landingTime ?? conversion.eventTime;
  const fbc = cookie ?? (fbclid ? `fb.1.${landed.getTime()}.${fbclid}` : null);
  const fbp = conversion.fbp && fbpPattern.test(conversion.fbp) ? conversion.fbp : null;
  const hashed = config.clickIdsOnly ? {} : (conversion.hashed?.meta ?? {});
  if (!fbc && !hashed.em && !hashed.ph) {
    return { outcome: nothingToSend('Meta', conversion.clickIds.fbclid ? ['fbclid'] : [], false) };
  }
  const url = pageUrlOf(conversion);
  const userAgent = userAgentOf(conversion);
  if (!url || !userAgent) {
    return {
      outcome: {
        kind: 'give-up',
        reason: 'Meta refuses a website event without the visit’s page URL and User-Agent.',
      },
    };
  }
  const value = monetaryValue(conversion.value, conversion.currency);
  return {
    event: {
      event_name: config.eventName,
      event_time: unixSeconds(conversion.eventTime),
      event_id: conversion.bookingId,
      action_source: 'website',
      event_source_url: url,
      user_data: {
        client_user_agent: userAgent,
        ...(hashed.em && { em: [hashed.em] }),
        ...(hashed.ph && { ph: [hashed.ph] }),
        ...(fbc && { fbc }),
        ...(fbp && { fbp }),
        ...(conversion.reference && { external_id: [sha256Hex(conversion.reference)] }),
      },
      ...(value && { custom_data: value }),
    },
  };
}

/** The request for up to `metaBatchLimit` conversions, and those settled before sending. */
export function buildMetaBatch(
  config: MetaDestination,
  conversions: readonly ConversionToSend[],
  now: Date,
): Batch {
  const url = `${config.baseUrl}/${config.apiVersion}/${config.pixelId}/events`;
  return assembleBatch(
    'meta',
    conversions,
    metaBatchLimit,
    (conversion) => metaEvent(config, conversion, now),
    (events) =>
      jsonPost(url, {
        data: events,
        access_token: config.accessToken,
        ...(config.testEventCode && { test_event_code: config.testEventCode }),
      }),
  );
}

type GraphError = {
  message?: string;
  code?: number;
  error_subcode?: number;
  error_user_msg?: string;
  is_transient?: boolean;
  fbtrace_id?: string;
};

function graphError(body: string): GraphError | null {
  const json = parseJson(body) as { error?: GraphError } | null;
  return json && typeof json === 'object' && json.error && typeof json.error === 'object'
    ? json.error
    : null;
}

/** One outcome per conversion given to `buildMetaBatch`, from Meta's answer. */
export function classifyMetaAnswer(batch: Batch, answer: HttpAnswer, attempt: number): Outcome[] {
  if (answer.status !== null && answer.status >= 200 && answer.status <= 299) {
    const json = parseJson(answer.body) as { events_received?: unknown } | null;
    const received = typeof json?.events_received === 'number' ? json.events_received : null;
    const detail =
      received === batch.sent.length
        ? null
        : `Meta counted ${received ?? 'no'} of ${batch.sent.length} events.`;
    return settle(batch, () => ({ kind: 'done', detail }));
  }
  const error = answer.status === null ? null : graphError(answer.body);
  if (
    error &&
    (error.is_transient === true || (error.code !== undefined && throttled.has(error.code)))
  ) {
    const delay = retryDelayMs(
      attempt,
      answer.status === null ? null : answer.headers.get('retry-after'),
    );
    return settle(batch, () =>
      retry(delay, `Meta is busy (${excerpt(error.message ?? 'throttled', 200)}).`),
    );
  }
  // Code 190: the access token is invalid or expired, whatever the HTTP status says.
  const common =
    error?.code === 190
      ? credentialsRefused('Meta error 190', 'META_CAPI_TOKEN')
      : commonOutcome(answer, attempt, 'META_CAPI_TOKEN');
  if (common) return settle(batch, () => common);
  const raw =
    error?.error_user_msg || error?.message || (answer.status === null ? '' : answer.body);
  return refusedBatch(batch, `Meta: ${excerpt(raw) || `HTTP ${answer.status}`}`);
}
