import { hours } from './http';
import type { Batch, ConversionToSend, HttpRequest, Outcome, Platform } from './types';

/** The rules every platform applies to a conversion before it is sent. */

/** Seconds since the epoch, as the platforms take event times. */
export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** How long after a click its id still counts: Google's and Microsoft's longest window. */
export const clickLifetimeMs = hours(24 * 90);

/** How old an event Meta and Microsoft take. */
export const eventLifetimeMs = hours(24 * 7);

/** A conversion as a platform's event, or the outcome that settles it unsent. */
export type Built = { event: Record<string, unknown> } | { outcome: Outcome };

/** Give up an event older than a week (`name` refuses it), else null. */
export function tooOld(conversion: ConversionToSend, now: Date, name: string): Outcome | null {
  return now.getTime() - conversion.eventTime.getTime() > eventLifetimeMs
    ? { kind: 'give-up', reason: `Older than 7 days: ${name} refuses it.` }
    : null;
}

/** Whether the visit's click is too old to count. */
export const clickExpired = (conversion: ConversionToSend, now: Date) =>
  conversion.landingTime !== null &&
  now.getTime() - conversion.landingTime.getTime() > clickLifetimeMs;

/**
 * The outcome of a conversion with no usable click id and no hashed detail for `name`: a click
 * that expired or an id refused by `cleanClickId` gives up; nothing at all is skipped.
 */
export function nothingToSend(name: string, given: string[], expired: boolean): Outcome {
  if (given.length > 0 && expired)
    return { kind: 'give-up', reason: 'The click is older than 90 days.' };
  if (given.length > 0) {
    return { kind: 'give-up', reason: `The ${given.join(' and ')} is not one ${name} could read.` };
  }
  return { kind: 'skip', reason: `No ${name} click id and no hashed contact detail.` };
}

/** The visit's User-Agent as sent (trimmed, at most 1,000 characters), or null. */
export const userAgentOf = (conversion: ConversionToSend) =>
  conversion.userAgent?.trim().slice(0, 1000) || null;

/** The visit's page URL when it is an http(s) URL, or null. */
export const pageUrlOf = (conversion: ConversionToSend) =>
  conversion.eventSourceUrl && /^https?:\/\/\S{1,2000}$/.test(conversion.eventSourceUrl)
    ? conversion.eventSourceUrl
    : null;

/** A value and currency the platforms take (ISO 4217 code, finite amount), or null. */
export function monetaryValue(value: number | undefined, currency: string | undefined) {
  if (value === undefined || currency === undefined) return null;
  const code = currency.trim().toUpperCase();
  if (!Number.isFinite(value) || value < 0 || !/^[A-Z]{3}$/.test(code)) return null;
  return { value, currency: code };
}

/**
 * A platform's batch: each conversion becomes an event for the request or an outcome settled
 * before sending; the request carries the events, or is null when none is left.
 */
export function assembleBatch<Event>(
  platform: Platform,
  conversions: readonly ConversionToSend[],
  limit: number,
  eventOf: (conversion: ConversionToSend) => { event: Event } | { outcome: Outcome },
  requestFor: (events: Event[]) => HttpRequest,
): Batch {
  if (conversions.length > limit) {
    throw new RangeError(`${platform} takes at most ${limit} events a request.`);
  }
  const events: Event[] = [];
  const sent: number[] = [];
  const outcomes = conversions.map((conversion, index) => {
    const built = eventOf(conversion);
    if ('outcome' in built) return built.outcome;
    events.push(built.event);
    sent.push(index);
    return null;
  });
  return { platform, sent, outcomes, request: events.length === 0 ? null : requestFor(events) };
}
