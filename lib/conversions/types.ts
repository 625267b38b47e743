import type { HashedContacts } from './hash';

/** The ad platforms a booked demo is reported back to, in the order the admin lists them. */
export const platforms = ['meta', 'google', 'microsoft'] as const;
export type Platform = (typeof platforms)[number];

/**
 * The ad click ids a visit's landing URL carried, exactly as received (case-sensitive, never
 * altered); each passes through `cleanClickId` before it is sent.
 */
export type ClickIds = {
  gclid?: string;
  gbraid?: string;
  wbraid?: string;
  fbclid?: string;
  msclkid?: string;
};

/**
 * One booked demo to report, in no platform's terms: the booking, and the visit it was matched to
 * (null fields where the booking matched no visit).
 */
export type ConversionToSend = {
  /**
   * The booking service's own id, as the browser's pixel event knows it (Calendly's invitee
   * uuid, Cal.com's uid: see `conversionEventId`): Meta's `event_id`, Google's `transactionId`,
   * Microsoft's `eventId`, so that each platform keeps one conversion per booking.
   */
  bookingId: string;
  /** When the demo was booked. */
  eventTime: Date;
  /** The visit's page URL (the page that clicked to book), for Meta's `event_source_url`. */
  eventSourceUrl: string | null;
  /** The visit's User-Agent, for Meta's `client_user_agent`. */
  userAgent: string | null;
  /** The session reference (12 hex digits) the booking carried; sent hashed as `external_id`. */
  reference: string | null;
  clickIds: ClickIds;
  /** When the visit landed with its click ids: `fbc`'s creation time, and a click's age. */
  landingTime: Date | null;
  /** The visit's `_fbp` cookie value, when known. */
  fbp?: string | null;
  /** The visit's `_fbc` cookie value, when known; else `fbc` is built from the fbclid. */
  fbc?: string | null;
  /** The invitee's contact details, normalised and hashed per platform at receipt. */
  hashed: HashedContacts | null;
  value?: number;
  /** ISO 4217, with `value`. */
  currency?: string;
};

/** An HTTP request to make. Its headers and body hold credentials: never log them. */
export type HttpRequest = {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
};

/** What came back: a response, or no response (`error` says why, e.g. `timeout`). */
export type HttpAnswer =
  | { status: number; headers: Headers; body: string }
  | { status: null; error: string };

/**
 * What became of one conversion at one platform:
 * - `done`: recorded (or already recorded: a duplicate), nothing more to do;
 * - `pending`: Google accepted the request and processes it later: check `requestId` after
 *   `checkAfterMs` (`position` is the event's place in that request);
 * - `retry`: send it again after `delayMs`; `alone` asks for a request of its own, as another
 *   event in its batch made the platform refuse the whole batch;
 * - `give-up`: the platform (or our check before sending) refused it for good: `reason` says why;
 * - `skip`: nothing worth sending (no click id and no hashed detail; a click Google cannot find).
 */
export type Outcome =
  | { kind: 'done'; detail: string | null }
  | { kind: 'pending'; requestId: string; position: number; checkAfterMs: number }
  | { kind: 'retry'; delayMs: number; reason: string; alone: boolean }
  | { kind: 'give-up'; reason: string }
  | { kind: 'skip'; reason: string };

/**
 * One platform request for a batch of conversions. `outcomes` has one entry per conversion
 * given, in order: null for those in the request, an outcome for those settled before sending
 * (too old, nothing to send). `sent` lists the indices of the conversions in the request, in the
 * request's order. `request` is null when none is left to send.
 */
export type Batch = {
  platform: Platform;
  request: HttpRequest | null;
  sent: number[];
  outcomes: (Outcome | null)[];
};
