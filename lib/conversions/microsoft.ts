import { z } from 'zod';
import { cleanClickId } from './click-ids';
import type { MicrosoftDestination } from './config';
import {
  assembleBatch,
  type Built,
  clickExpired,
  monetaryValue,
  nothingToSend,
  pageUrlOf,
  tooOld,
  unixSeconds,
  userAgentOf,
} from './events';
import { commonOutcome, excerpt, jsonPost, parseJson, refusedBatch, retry, settle } from './http';
import type { Batch, ConversionToSend, HttpAnswer, Outcome } from './types';

/**
 * Microsoft Advertising's Conversions API (UET server-side events,
 * https://learn.microsoft.com/en-us/advertising/guides/uet-conversion-api-integration):
 * `POST {MICROSOFT_CAPI_URL}/v1/{UET tag id}/events` with `Authorization: Bearer <token>` and
 * `{ data: [event…], continueOnValidationError: true }`. Each event is a `custom` event with
 * `eventId` (the booking's id) and `eventName`, the pair a UET tag event dedups against,
 * `eventTime` in Unix seconds (within 7 days), `eventSourceUrl`, and `userData` with the
 * `msclkid` as received and the hashed `em` / `ph`; `customData: { value, currency }` when known.
 *
 * Answers: a 2xx is done for every event it names no error for; with
 * `continueOnValidationError` the API reports invalid events by `index` in `error.details`
 * (entries with `isWarning` are not errors): those give up. A 400 that names events refuses
 * those, and the others are sent again alone (a duplicate `eventId` + `eventName` is
 * deduplicated, so a resend never counts twice).
 *
 * The guide could not be read in full here: the answer's shape is taken from integrations that
 * cite it (see docs/conversions.md) and every field is read defensively.
 */

/** The most events one request carries (the integrations that cite the guide say 1,000). */
export const microsoftBatchLimit = 1000;

function microsoftEvent(
  config: MicrosoftDestination,
  conversion: ConversionToSend,
  now: Date,
): Built {
  const old = tooOld(conversion, now, 'Microsoft');
  if (old) return { outcome: old };
  const given = conversion.clickIds.msclkid;
  const expired = clickExpired(conversion, now);
  const msclkid = expired ? null : cleanClickId('msclkid', given);
  const hashed = config.clickIdsOnly ? {} : (conversion.hashed?.microsoft ?? {});
  if (!msclkid && !hashed.em && !hashed.ph) {
    return { outcome: nothingToSend('Microsoft', given ? ['msclkid'] : [], expired) };
  }
  const url = pageUrlOf(conversion);
  const userAgent = userAgentOf(conversion);
  const value = monetaryValue(conversion.value, conversion.currency);
  return {
    event: {
      eventType: 'custom',
      eventId: conversion.bookingId,
      eventName: config.eventName,
      eventTime: unixSeconds(conversion.eventTime),
      ...(url && { eventSourceUrl: url }),
      ...(config.adStorageConsent && { adStorageConsent: config.adStorageConsent }),
      userData: {
        ...(msclkid && { msclkid }),
        ...(hashed.em && { em: hashed.em }),
        ...(hashed.ph && { ph: hashed.ph }),
        ...(userAgent && { clientUserAgent: userAgent }),
      },
      ...(value && { customData: value }),
    },
  };
}

/** The request for up to `microsoftBatchLimit` conversions. */
export function buildMicrosoftBatch(
  config: MicrosoftDestination,
  conversions: readonly ConversionToSend[],
  now: Date,
): Batch {
  return assembleBatch(
    'microsoft',
    conversions,
    microsoftBatchLimit,
    (conversion) => microsoftEvent(config, conversion, now),
    (events) =>
      jsonPost(
        `${config.baseUrl}/v1/${config.tagId}/events`,
        { data: events, continueOnValidationError: true },
        { authorization: `Bearer ${config.accessToken}` },
      ),
  );
}

const answerSchema = z.looseObject({
  error: z
    .looseObject({
      code: z.string().optional(),
      message: z.string().optional(),
      details: z
        .array(
          z.looseObject({
            index: z.number().int().optional(),
            propertyName: z.string().optional(),
            errorMessage: z.string().optional(),
            errorCode: z.string().optional(),
            isWarning: z.boolean().optional(),
          }),
        )
        .optional(),
    })
    .optional(),
});

/** One outcome per conversion given to `buildMicrosoftBatch`, from Microsoft's answer. */
export function classifyMicrosoftAnswer(
  batch: Batch,
  answer: HttpAnswer,
  attempt: number,
): Outcome[] {
  const common = commonOutcome(answer, attempt, 'MICROSOFT_CAPI_TOKEN and MICROSOFT_UET_TAG_ID');
  if (common) return settle(batch, () => common);
  if (answer.status === null) return settle(batch, () => retry(0, 'No answer.'));
  const parsed = answerSchema.safeParse(parseJson(answer.body));
  const error = parsed.success ? parsed.data.error : undefined;
  const byPosition = new Map<number, string[]>();
  for (const detail of error?.details ?? []) {
    if (detail.isWarning || detail.index === undefined) continue;
    const text = excerpt(
      [detail.propertyName, detail.errorMessage ?? detail.errorCode].filter(Boolean).join(': '),
      200,
    );
    byPosition.set(detail.index, [...(byPosition.get(detail.index) ?? []), text || 'invalid']);
  }
  const ok = answer.status >= 200 && answer.status <= 299;
  if (ok || byPosition.size > 0) {
    return settle(batch, (position) => {
      const own = byPosition.get(position);
      if (own) return { kind: 'give-up', reason: `Microsoft refused it: ${own.join('; ')}` };
      return ok
        ? { kind: 'done', detail: null }
        : retry(0, 'Another event in its request was refused; sent again alone.', true);
    });
  }
  return refusedBatch(
    batch,
    `Microsoft: ${excerpt(error?.message ?? answer.body) || `HTTP ${answer.status}`}`,
  );
}
