import { z } from 'zod';
import { earliestDay } from '@/lib/calendar';
import {
  googlePhone,
  type HashedContacts,
  hashedContacts,
  normaliseMetaEmail,
  sha256Hex,
} from '@/lib/conversions';
import type { BookingProvider } from '@/lib/db/schema/bookings';
import { type BookingVariant, bookingVariants } from '@/lib/site/booking';
import { parseCalendlyContent, parseRef } from './reference';

/**
 * What a verified delivery asks of the booking table, read from the services' documented
 * payloads (docs/analytics.md, "Booked demos"). Only the fields named here are read; the rest of
 * each payload (the attendee's name, answers…) passes through unread and is never stored. The
 * invitee's email and phone are read only to be hashed at once for the ad platforms
 * (`inviteeHashes`); the raw values go no further than this module.
 */
export type Attribution = {
  ref: string | null;
  variant: BookingVariant | null;
  page: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

export type BookingAction =
  | {
      kind: 'created';
      provider: BookingProvider;
      /** `<provider>:<the provider's booking id>`. */
      id: string;
      createdAt: Date;
      startsAt: Date;
      /** The id of the booking this one replaces (a reschedule). */
      rescheduledFrom: string | null;
      attribution: Attribution;
      /**
       * The invitee's email and phone, normalised and hashed per ad platform at receipt (never
       * the details themselves); absent when the delivery was not read for them.
       */
      hashed?: HashedContacts;
      /**
       * SHA-256 (hex) of the invitee's email trimmed and lower-cased, kept on the booking so that
       * a CRM’s deal can name it (POST /api/webhooks/crm); null when the delivery has none,
       * absent when it was not read for it.
       */
      emailSha256?: string | null;
    }
  | {
      kind: 'cancelled';
      provider: BookingProvider;
      id: string;
      /** When the booking was made, when the delivery says (Calendly does); else the delivery's time. */
      createdAt: Date;
      startsAt: Date | null;
      /** Calendly's first half of a reschedule: not a cancellation of the demo. */
      rescheduled: boolean;
    }
  | { kind: 'ignored'; type: string };

/** Calendly's and Cal.com's events this endpoint handles; every other type is answered 200 and ignored. */
export const handledEvents = {
  calendly: new Set(['invitee.created', 'invitee.canceled']),
  calcom: new Set(['BOOKING_CREATED', 'BOOKING_RESCHEDULED', 'BOOKING_CANCELLED']),
} as const;

const time = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date and time')
  .transform((value) => new Date(value));

const calendlyUri = z
  .string()
  .max(512)
  .regex(/^https:\/\/\S+$/, 'must be an https URI');
const utm = z.string().nullish();

const calendlyPayload = z.looseObject({
  uri: calendlyUri,
  created_at: time,
  rescheduled: z.boolean().nullish(),
  old_invitee: calendlyUri.nullish(),
  scheduled_event: z.looseObject({ start_time: time }),
  tracking: z
    .looseObject({
      utm_source: utm,
      utm_medium: utm,
      utm_campaign: utm,
      utm_term: utm,
      utm_content: utm,
    })
    .nullish(),
});

const calendlyDelivery = z.looseObject({ event: z.string().max(100), payload: calendlyPayload });

const calcomUid = z.string().min(1).max(200);

const calcomPayload = z.looseObject({
  uid: calcomUid,
  startTime: time.nullish(),
  rescheduleUid: calcomUid.nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
});

const calcomDelivery = z.looseObject({
  triggerEvent: z.string().max(100),
  createdAt: time,
  payload: calcomPayload,
});

/** The event type a parsed body names, before its payload is validated. */
export function eventType(provider: BookingProvider, body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[
    provider === 'calendly' ? 'event' : 'triggerEvent'
  ];
  return typeof value === 'string' ? value : null;
}

/** A UTM value as the session row keeps it: trimmed, capped, null when empty. */
function utmValue(value: string | null | undefined, max: number, lower = false): string | null {
  const trimmed = (value ?? '').replace(/\p{Cc}/gu, '').trim();
  if (trimmed === '') return null;
  const capped = Array.from(trimmed).slice(0, max).join('');
  return lower ? capped.toLowerCase() : capped;
}

const variantOf = (value: unknown): BookingVariant | null =>
  (bookingVariants as readonly unknown[]).includes(value) ? (value as BookingVariant) : null;

/** A site path from the link (`/pools`), at most 200 characters; anything else is dropped. */
const pageOf = (value: unknown): string | null =>
  typeof value === 'string' && /^\/[\w\-./]{0,199}$/.test(value) ? value : null;

/** A field of a JSON object, whatever it holds (undefined for anything but an object). */
const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[name]
    : undefined;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The invitee's email and the first of `phones` that is a valid number, hashed for every ad
 * platform (lib/conversions/hash.ts). A field of the wrong type, or a detail that does not read
 * as an address or a number, is left out: it never refuses the delivery.
 */
function inviteeHashes(email: unknown, phones: unknown[]): HashedContacts {
  const phone = phones.map(text).find((value) => value !== null && googlePhone(value)) ?? null;
  return hashedContacts(text(email), phone);
}

/** SHA-256 of the invitee's email trimmed and lower-cased (as a CRM hashes it), or null. */
function emailHash(email: unknown): string | null {
  const normalised = normaliseMetaEmail(text(email) ?? '');
  return normalised === null ? null : sha256Hex(normalised);
}

/** A booking question that asks for a phone number (Calendly's phone question type, or its label). */
const phoneQuestion = /phone|mobile|cell|sms|text message/i;

/**
 * Where Calendly's invitee.created carries the invitee's number: `text_reminder_number` (asked
 * for text reminders), an answer to a phone question (`questions_and_answers[].question` /
 * `answer`), or the number the host calls (`scheduled_event.location` of type `outbound_call`).
 */
function calendlyPhones(payload: unknown): unknown[] {
  const answers = field(payload, 'questions_and_answers');
  const location = field(field(payload, 'scheduled_event'), 'location');
  return [
    field(payload, 'text_reminder_number'),
    ...(Array.isArray(answers) ? answers : [])
      .filter((entry) => phoneQuestion.test(text(field(entry, 'question')) ?? ''))
      .map((entry) => field(entry, 'answer')),
    field(location, 'type') === 'outbound_call' ? field(location, 'location') : null,
  ];
}

/** Cal.com's invitee's email: the first attendee's, else the booking form's answer. */
function calcomEmail(payload: unknown): unknown {
  const attendees = field(payload, 'attendees');
  const first: unknown = Array.isArray(attendees) ? attendees[0] : undefined;
  return field(first, 'email') ?? field(field(field(payload, 'responses'), 'email'), 'value');
}

/**
 * Cal.com's invitee: the first attendee's `email` and `phoneNumber`, else the booking form's
 * phone answer (`responses.attendeePhoneNumber.value`) or the SMS reminder number.
 */
function calcomHashes(payload: unknown): HashedContacts {
  const attendees = field(payload, 'attendees');
  const first: unknown = Array.isArray(attendees) ? attendees[0] : undefined;
  const responses = field(payload, 'responses');
  return inviteeHashes(calcomEmail(payload), [
    field(first, 'phoneNumber'),
    field(field(responses, 'attendeePhoneNumber'), 'value'),
    field(payload, 'smsReminderNumber'),
  ]);
}

export type Parsed =
  | { ok: true; action: BookingAction }
  | { ok: false; issues: { path: string; message: string }[]; message?: string };

const failed = (error: z.ZodError): Parsed => ({
  ok: false,
  issues: error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
});

/** How far ahead a booking's times may lie: nobody books a demo ten years out. */
export const maxYearsAhead = 10;

const earliestTime = Date.parse(`${earliestDay}T00:00:00Z`);

/**
 * Where each provider's payload keeps the two times, for the issues a delivery is refused with.
 */
const timePaths = {
  calendly: { createdAt: 'payload.created_at', startsAt: 'payload.scheduled_event.start_time' },
  calcom: { createdAt: 'createdAt', startsAt: 'payload.startTime' },
} as const;

/**
 * A delivery's times outside 2000-01-01 to ten years after `now` are refused before anything is
 * stored: a date PostgreSQL cannot store (year 275760) would fail in SQL, and a plausible but
 * wrong one (1900) would stretch "All time" over a century.
 */
function checkTimes(parsed: Parsed, now: Date): Parsed {
  if (!parsed.ok || parsed.action.kind === 'ignored') return parsed;
  const { action } = parsed;
  const latest = new Date(now);
  latest.setUTCFullYear(latest.getUTCFullYear() + maxYearsAhead);
  const message = `must be between ${earliestDay} and ${latest.toISOString().slice(0, 10)}`;
  const paths = timePaths[action.provider];
  const outside = (time: Date | null) =>
    time !== null && !(time.getTime() >= earliestTime && time.getTime() <= latest.getTime());
  const issues = [
    ...(outside(action.createdAt) ? [{ path: paths.createdAt, message }] : []),
    ...(outside(action.startsAt) ? [{ path: paths.startsAt, message }] : []),
  ];
  if (issues.length === 0) return parsed;
  return { ok: false, issues, message: `A booking’s times ${message} (UTC).` };
}

/** The action a verified, parsed delivery asks for at `now`. */
export function readDelivery(provider: BookingProvider, body: unknown, now: Date): Parsed {
  return checkTimes(readPayload(provider, body), now);
}

function readPayload(provider: BookingProvider, body: unknown): Parsed {
  const type = eventType(provider, body);
  if (type === null) {
    return {
      ok: false,
      issues: [{ path: provider === 'calendly' ? 'event' : 'triggerEvent', message: 'missing' }],
    };
  }
  if (!handledEvents[provider].has(type)) return { ok: true, action: { kind: 'ignored', type } };
  return provider === 'calendly' ? readCalendly(body) : readCalcom(body);
}

function readCalendly(body: unknown): Parsed {
  const parsed = calendlyDelivery.safeParse(body);
  if (!parsed.success) return failed(parsed.error);
  const { event, payload } = parsed.data;
  const id = `calendly:${payload.uri}`;
  if (event === 'invitee.canceled') {
    return {
      ok: true,
      action: {
        kind: 'cancelled',
        provider: 'calendly',
        id,
        createdAt: payload.created_at,
        startsAt: payload.scheduled_event.start_time,
        rescheduled: payload.rescheduled === true,
      },
    };
  }
  const tracking = payload.tracking;
  const ours = parseCalendlyContent(tracking?.utm_content);
  return {
    ok: true,
    action: {
      kind: 'created',
      provider: 'calendly',
      id,
      createdAt: payload.created_at,
      startsAt: payload.scheduled_event.start_time,
      rescheduledFrom: payload.old_invitee ? `calendly:${payload.old_invitee}` : null,
      hashed: inviteeHashes(payload.email, calendlyPhones(payload)),
      emailSha256: emailHash(payload.email),
      attribution: {
        ref: ours?.ref ?? null,
        variant: ours?.variant ?? null,
        page: null,
        utmSource: utmValue(tracking?.utm_source, 100, true),
        utmMedium: utmValue(tracking?.utm_medium, 100, true),
        utmCampaign: utmValue(tracking?.utm_campaign, 200),
        utmTerm: utmValue(tracking?.utm_term, 200),
        // Our reference is not the visitor's utm_content; a real one is kept.
        utmContent: ours ? null : utmValue(tracking?.utm_content, 200),
      },
    },
  };
}

function readCalcom(body: unknown): Parsed {
  const parsed = calcomDelivery.safeParse(body);
  if (!parsed.success) return failed(parsed.error);
  const { triggerEvent, createdAt, payload } = parsed.data;
  const id = `calcom:${payload.uid}`;
  if (triggerEvent === 'BOOKING_CANCELLED') {
    return {
      ok: true,
      action: {
        kind: 'cancelled',
        provider: 'calcom',
        id,
        createdAt,
        startsAt: payload.startTime ?? null,
        rescheduled: false,
      },
    };
  }
  if (!payload.startTime) {
    return { ok: false, issues: [{ path: 'payload.startTime', message: 'missing' }] };
  }
  const metadata = payload.metadata ?? {};
  return {
    ok: true,
    action: {
      kind: 'created',
      provider: 'calcom',
      id,
      createdAt,
      startsAt: payload.startTime,
      rescheduledFrom:
        triggerEvent === 'BOOKING_RESCHEDULED' && payload.rescheduleUid
          ? `calcom:${payload.rescheduleUid}`
          : null,
      hashed: calcomHashes(payload),
      emailSha256: emailHash(calcomEmail(payload)),
      attribution: {
        ref: parseRef(metadata.ref),
        variant: variantOf(metadata.variant),
        page: pageOf(metadata.page),
        // Cal.com's webhooks carry no UTM values.
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
        utmTerm: null,
        utmContent: null,
      },
    },
  };
}
