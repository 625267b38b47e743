import type { Outcome, Platform } from './types';

/**
 * What a cancellation after a send does at each platform: none of the three documents a way to
 * withdraw a conversion sent this way, so a cancelled booking stays counted there (and shows as
 * cancelled in our own figures).
 * - Meta: the Conversions API only adds events.
 * - Google: the Data Manager API's adjustments restate a value or add user data
 *   (https://developers.google.com/data-manager/api/devguides/events/google-ads/conversion-adjustments);
 *   the Google Ads API's RETRACTION has no counterpart there.
 * - Microsoft: the Conversions API guide documents no retraction.
 * When one appears, this is the one place to change.
 */
const reasons: Record<Platform, string> = {
  meta: 'Meta’s Conversions API cannot withdraw an event.',
  google: 'The Data Manager API documents no retraction (adjustments only restate or enhance).',
  microsoft: 'Microsoft’s Conversions API documents no retraction.',
};

/** The outcome of a booking cancelled after its conversion was sent to `platform`. */
export const cancellationOutcome = (platform: Platform): Extract<Outcome, { kind: 'skip' }> => ({
  kind: 'skip',
  reason: `Canceled after sending: ${reasons[platform]}`,
});
