import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './sessions';

/** The booking services whose webhooks POST /api/webhooks/booking receives. */
export const bookingProviders = ['calendly', 'calcom'] as const;
export type BookingProvider = (typeof bookingProviders)[number];

/**
 * `booked`: a booked demo (it counts on the day it was made). `cancelled`: cancelled by either
 * side. `rescheduled`: moved to a later booking (the row whose `rescheduled_from` names it), which
 * carries its day and attribution on: it is neither a demo of its own nor a cancellation.
 */
export const bookingStatuses = ['booked', 'cancelled', 'rescheduled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The booking link's variant, or `other` when the delivery names no reference the site knows. */
export const bookedVariants = ['general', 'pool', 'hvac', 'other'] as const;
export type BookedVariant = (typeof bookedVariants)[number];

/**
 * One row per booking a booking service told us about (docs/analytics.md, "Booked demos"). Never
 * the attendee's name, email, phone or answers, nor the delivery's body (the email only hashed).
 */
export const bookings = pgTable(
  'booking',
  {
    /** `<provider>:<the provider's booking id>` (Calendly's invitee URI, Cal.com's uid). */
    id: text('id').primaryKey(),
    provider: text('provider').$type<BookingProvider>().notNull(),
    /** When the booking was made (a reschedule keeps the first booking's). */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The meeting's start; null when the delivery did not say (a cancellation we never saw booked). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    status: text('status').$type<BookingStatus>().notNull(),
    /** The id of the booking this one replaced. */
    rescheduledFrom: text('rescheduled_from'),
    /** The session reference the booking link carried (12 hex characters). */
    sessionRef: text('session_ref'),
    /** The analytics session the reference matched. */
    sessionId: text('session_id'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    utmTerm: text('utm_term'),
    utmContent: text('utm_content'),
    variant: text('variant').$type<BookedVariant>().notNull(),
    /**
     * The site page the booked demo counts on: the booking link's, when the booking service
     * carries it (Cal.com); otherwise the page of the session's last booking click before it.
     */
    page: text('page'),
    /** Whether `page` was placed from the session's booking clicks rather than the link. */
    pageFromVisit: boolean('page_from_visit').notNull().default(false),
    /**
     * SHA-256 (hex) of the attendee's email, trimmed and lower-cased: how a CRM's deal names its
     * booking without the site keeping the email (POST /api/webhooks/crm). Deleted with the row.
     */
    emailSha256: text('email_sha256'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('booking_created_at_idx').on(table.createdAt),
    index('booking_session_id_idx').on(table.sessionId),
    index('booking_rescheduled_from_idx').on(table.rescheduledFrom),
    index('booking_email_sha256_idx').on(table.emailSha256),
    check('booking_provider_check', sql`${table.provider} IN (${oneOf(bookingProviders)})`),
    check('booking_status_check', sql`${table.status} IN (${oneOf(bookingStatuses)})`),
    check('booking_variant_check', sql`${table.variant} IN (${oneOf(bookedVariants)})`),
  ],
);
