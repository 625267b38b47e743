/**
 * Offline conversions: each booked demo (a Calendly or Cal.com booking matched to the visit that
 * clicked the ad) reported back to Meta, Google Ads and Microsoft Advertising. This module is
 * the pure core: it reads the configuration, hashes contact details, builds each platform's
 * requests and classifies its answers per event. Storing, scheduling and sending belong to the
 * outbox (./outbox.ts, not exported here), which works like this:
 *
 * 1. At receipt of a booking delivery: `hashedContacts(email, phone)` is queued with the booked
 *    demo, one outbox row per platform (the raw details are not kept); click ids are kept on the
 *    visit exactly as received.
 * 2. `conversionDestinations(env)` says which platforms are configured (throws on a bad variable,
 *    never printing a credential).
 * 3. For each platform, up to its batch limit of due conversions: `buildMetaBatch` /
 *    `buildGoogleBatch` (with a token from `serviceAccountTokens`) / `buildMicrosoftBatch`;
 *    `exchange(batch.request)`; then `classify…Answer(batch, answer, attempt)` gives one
 *    `Outcome` per conversion: done, pending (Google: check `requestId` later with
 *    `buildGoogleStatusRequest` and `classifyGoogleStatus`), retry (after `delayMs`; `alone`
 *    in a request of its own), give-up or skip, each with its reason for the admin.
 * 4. A booking cancelled after its send: `cancellationOutcome(platform)`.
 *
 * docs/conversions.md describes the payloads, the variables and the rules, with the
 * platforms' documentation.
 */
import 'server-only';

export { cancellationOutcome } from './cancellation';
export { cleanClickId, clickIdLimits, conversionEventId } from './click-ids';
export {
  type ConversionDestinations,
  conversionDestinations,
  type GoogleDestination,
  type MetaDestination,
  type MicrosoftDestination,
} from './config';
export {
  buildGoogleBatch,
  buildGoogleStatusRequest,
  classifyGoogleAnswer,
  classifyGoogleStatus,
  googleAuthFailure,
  googleBatchLimit,
} from './google';
export {
  type AccessTokens,
  GoogleAuthError,
  readServiceAccount,
  serviceAccountTokens,
} from './google-auth';
export {
  googleEmail,
  googlePhone,
  type HashedContacts,
  hashedContacts,
  metaEmail,
  metaPhone,
  microsoftEmail,
  microsoftPhone,
  normaliseMetaEmail,
  sha256Hex,
} from './hash';
export { exchange, retryDelayMs } from './http';
export { buildMetaBatch, classifyMetaAnswer, metaBatchLimit } from './meta';
export { buildMicrosoftBatch, classifyMicrosoftAnswer, microsoftBatchLimit } from './microsoft';
export type {
  Batch,
  ClickIds,
  ConversionToSend,
  HttpAnswer,
  HttpRequest,
  Outcome,
  Platform,
} from './types';
export { platforms } from './types';
