import { z } from 'zod';
import { parseRef } from '@/lib/bookings/reference';
import { earliestDay } from '@/lib/calendar';
import type { DealMatchKind, DealStage } from '@/lib/db/schema/revenue';
import { dealStages } from '@/lib/db/schema/revenue';

/**
 * What a verified CRM delivery says (docs/analytics.md, "Deal values from the CRM"): one deal at
 * one stage, its amount in the site's currency, when it got there, and exactly one key naming the
 * booked demo it came from.
 */
export type DealDelivery = {
  dealId: string;
  stage: DealStage;
  /** In the currency's minor units (cents for USD). */
  amountCents: number;
  currency: string;
  occurredAt: Date;
  match: { kind: DealMatchKind; key: string };
};

export type Issue = { path: string; message: string };

export type ReadDeal =
  | { ok: true; deal: DealDelivery }
  | { ok: false; status: 400 | 422; code: string; message: string; issues?: Issue[] };

/** The digits after the point of a currency's minor unit (USD 2, JPY 0, KWD 3), as Intl knows it. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/**
 * A plain decimal ("12500.50") in minor units, exactly (no binary rounding); null when it has
 * more decimals than the currency, or more minor units than a bigint column holds exactly here.
 */
export function toMinorUnits(decimal: string, digits: number): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(decimal);
  if (!match?.[1]) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > digits) return null;
  const units =
    BigInt(match[1]) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, '0') || '0');
  return units <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(units) : null;
}

/**
 * No control, format (bidirectional overrides, zero-width characters), private-use or surrogate
 * characters, and no line or paragraph separators: a deal id is shown and compared as sent.
 */
const oddCharacter = /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Zl}\p{Zp}]/u;

const dealId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((value) => String(value).trim())
  .pipe(
    z
      .string()
      .min(1, 'must not be empty')
      .max(200, 'must be at most 200 characters')
      .refine(
        (value) => !oddCharacter.test(value),
        'must be printable text (no control, format or private-use characters)',
      ),
  );

/** A number, or a numeric string as Zapier's and Pipedrive's webhooks send one ("12500.50"). */
const amount = z.union([
  z
    .number()
    .refine(Number.isFinite, 'must be a finite number')
    .refine((value) => value >= 0, 'must not be negative'),
  z
    .string()
    .transform((value) => value.trim())
    .refine(
      (value) => /^\d+(?:\.\d+)?$/.test(value),
      'must be a plain decimal such as 12500.50 (no sign, separators or exponent)',
    ),
]);

/** ISO 8601 with a time and a zone: `2026-05-01T15:30:00Z`, `2026-05-01T08:30:00-07:00`. */
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

function readTime(value: string): Date | null {
  const match = isoDateTime.exec(value);
  if (!match) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  // Date.parse rolls 2026-02-30 over to March; the calendar date must exist as written.
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  return new Date(time);
}

/** A key field: null and empty mean "not sent" (form builders send unmapped fields so). */
const key = z
  .string()
  .max(512)
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

const calendlyInvitee =
  /^https:\/\/api\.calendly\.com\/scheduled_events\/[\w-]+\/invitees\/[\w-]+$/;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const calcomUid = /^[\w-]{1,200}$/;

const schema = z.object({
  deal_id: dealId,
  stage: z.enum(dealStages),
  amount,
  currency: z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine((value) => /^[A-Z]{3}$/.test(value), 'must be a three-letter ISO 4217 code'),
  occurred_at: z.string().max(64),
  booking_id: key,
  reference: key,
  email_sha256: key,
});

/** The booking key as matched: a Calendly invitee URI as sent, a bare uuid lower-cased, a Cal.com uid as sent. */
function bookingKey(value: string): string | null {
  if (value.startsWith('https://')) return calendlyInvitee.test(value) ? value : null;
  if (uuid.test(value)) return value.toLowerCase();
  return calcomUid.test(value) ? value : null;
}

const matchKeys = {
  booking_id: {
    read: bookingKey,
    message:
      'must be the booking service’s id: a Calendly invitee URI (https://api.calendly.com/scheduled_events/…/invitees/…) or its uuid, or a Cal.com uid',
  },
  reference: { read: parseRef, message: 'must be the 12 hex digits of the session reference' },
  email_sha256: {
    read: (value: string) => (/^[0-9a-f]{64}$/i.test(value) ? value.toLowerCase() : null),
    message: 'must be 64 hex digits: SHA-256 of the attendee’s email, trimmed and lower-cased',
  },
} as const;

const badRequest = (message: string, issues?: Issue[]): ReadDeal => ({
  ok: false,
  status: 400,
  code: 'invalid_delivery',
  message,
  ...(issues ? { issues } : {}),
});

const shapeMessage = 'The deal does not have the documented shape.';

/** How far ahead of now an occurred_at may be: a CRM's clock a little fast, not a typo's year. */
const maxAheadMs = 24 * 60 * 60 * 1000;
const earliestTime = Date.parse(`${earliestDay}T00:00:00Z`);

/**
 * The deal a parsed body sends, for a site that counts in `currency` at `now`. A body of the
 * wrong shape is 400 with its issues; a deal in another currency is 422 (nothing to convert it
 * with, and a wrong figure is worse than none).
 */
export function readDeal(body: unknown, options: { currency: string; now: Date }): ReadDeal {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    return badRequest(
      shapeMessage,
      parsed.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: issue.message,
      })),
    );
  }
  const data = parsed.data;

  const sent = (Object.keys(matchKeys) as DealMatchKind[]).filter((kind) => data[kind] !== null);
  if (sent.length !== 1) {
    return badRequest(
      `A deal names its booking with exactly one of booking_id, reference or email_sha256 (this one sent ${sent.length === 0 ? 'none' : sent.join(' and ')}).`,
    );
  }
  const kind = sent[0] as DealMatchKind;
  const matchKey = matchKeys[kind].read(data[kind] as string);
  if (matchKey === null)
    return badRequest(shapeMessage, [{ path: kind, message: matchKeys[kind].message }]);

  const occurredAt = readTime(data.occurred_at);
  const latest = options.now.getTime() + maxAheadMs;
  if (occurredAt === null || occurredAt.getTime() < earliestTime || occurredAt.getTime() > latest) {
    return badRequest(shapeMessage, [
      {
        path: 'occurred_at',
        message:
          occurredAt === null
            ? 'must be an ISO 8601 date and time with its zone, such as 2026-05-01T15:30:00Z'
            : `must be between ${earliestDay} and a day from now`,
      },
    ]);
  }

  if (data.currency !== options.currency) {
    return {
      ok: false,
      status: 422,
      code: 'currency_mismatch',
      message: `The deal is in ${data.currency}, but this site counts deal values in ${options.currency} (SITE_CURRENCY); send the amount in ${options.currency}.`,
    };
  }
  const digits = minorDigits(options.currency);
  // A JSON number is read through its shortest decimal form (12500.5 → "12500.5"); one so large
  // or so small that the form has an exponent is refused with the rest.
  const amountCents = toMinorUnits(
    typeof data.amount === 'number' ? String(data.amount) : data.amount,
    digits,
  );
  if (amountCents === null) {
    return badRequest(shapeMessage, [
      {
        path: 'amount',
        message: `must have at most ${digits} decimals (${options.currency}) and be under ${Number.MAX_SAFE_INTEGER / 10 ** digits}`,
      },
    ]);
  }
  return {
    ok: true,
    deal: {
      dealId: data.deal_id,
      stage: data.stage,
      amountCents,
      currency: data.currency,
      occurredAt,
      match: { kind, key: matchKey },
    },
  };
}
