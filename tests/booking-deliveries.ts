/**
 * Booking deliveries shaped exactly as Calendly and Cal.com send them (the examples of
 * docs/analytics.md's research: Calendly's webhook docs and Cal.com's payload builder), and their
 * signatures, for the webhook's integration tests and the end-to-end campaign scenario.
 */
import { createHmac } from 'node:crypto';

/**
 * The visit the examples' bookings came from, and its reference (`refOf`, lib/bookings/reference.ts,
 * not imported: it is server-only, and the end-to-end suite imports this file).
 */
export const sessionId = '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012';
export const ref = '3f2a9c1e7b4d';

/** Calendly-Webhook-Signature: t=<unix seconds>,v1=HMAC-SHA256(key, `${t}.${raw}`), hex. */
export function calendlySignature(raw: string, key: string, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${createHmac('sha256', key).update(`${t}.${raw}`).digest('hex')}`;
}

/** X-Cal-Signature-256: HMAC-SHA256(secret, raw), hex, no prefix. */
export const calcomSignature = (raw: string, secret: string) =>
  createHmac('sha256', secret).update(raw).digest('hex');

/** Calendly's `payload.tracking`: the five utm_* parameters of the booking link, and salesforce_uuid. */
export type CalendlyTracking = {
  utm_campaign: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_content: string | null;
  utm_term: string | null;
  salesforce_uuid: null;
};

/** What Calendly's `tracking` holds for a booking made through `bookingUrl`. */
export function trackingOf(bookingUrl: string): CalendlyTracking {
  const params = new URL(bookingUrl).searchParams;
  return {
    utm_campaign: params.get('utm_campaign'),
    utm_source: params.get('utm_source'),
    utm_medium: params.get('utm_medium'),
    utm_content: params.get('utm_content'),
    utm_term: params.get('utm_term'),
    salesforce_uuid: null,
  };
}

/** What Cal.com's `payload.metadata` holds for a booking made through `bookingUrl`: its metadata[key]. */
export function metadataOf(bookingUrl: string): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [name, value] of new URL(bookingUrl).searchParams) {
    const key = /^metadata\[(\w+)\]$/.exec(name)?.[1];
    if (key) metadata[key] = value;
  }
  return metadata;
}

export const oldInvitee =
  'https://api.calendly.com/scheduled_events/e02bc017-a8c4-4078-b70f-7aad241749ab/invitees/b40b3c4c-ae96-4fd9-a8cb-64d7acfdf45c';
export const newInvitee =
  'https://api.calendly.com/scheduled_events/7f1d2c3b-0000-4000-8000-000000000002/invitees/9a8b7c6d-0000-4000-8000-000000000002';

/** Calendly's invitee.created (research-27.md §1.5), our reference in utm_content. */
export const calendlyCreated = (
  utmContent: string | null = `jk_${ref}_pool`,
  tracking: CalendlyTracking = {
    utm_campaign: 'spring-pools',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_content: utmContent,
    utm_term: null,
    salesforce_uuid: null,
  },
) => ({
  created_at: '2026-04-02T15:04:07.000000Z',
  created_by: 'https://api.calendly.com/users/5b57e402-2c09-4625-b5b6-3b0a425998d4',
  event: 'invitee.created',
  payload: {
    cancel_url: 'https://calendly.com/cancellations/b40b3c4c-ae96-4fd9-a8cb-64d7acfdf45c',
    created_at: '2026-04-02T15:04:06.494211Z',
    email: 'invitee@example.com',
    event: 'https://api.calendly.com/scheduled_events/e02bc017-a8c4-4078-b70f-7aad241749ab',
    first_name: null,
    invitee_scheduled_by: null,
    last_name: null,
    name: 'Pat Example',
    new_invitee: null,
    no_show: null,
    old_invitee: null,
    payment: null,
    questions_and_answers: [],
    reconfirmation: null,
    reschedule_url: 'https://calendly.com/reschedulings/b40b3c4c-ae96-4fd9-a8cb-64d7acfdf45c',
    rescheduled: false,
    routing_form_submission: null,
    scheduled_event: {
      created_at: '2026-04-02T15:04:06.474215Z',
      end_time: '2026-04-09T16:30:00.000000Z',
      event_guests: [],
      event_memberships: [
        {
          user: 'https://api.calendly.com/users/5b57e402-2c09-4625-b5b6-3b0a425998d4',
          user_email: 'host@example.com',
          user_name: 'Jackie Host',
        },
      ],
      event_type: 'https://api.calendly.com/event_types/497e9266-aad6-421a-a425-ca880e4108b2',
      invitees_counter: { total: 1, active: 1, limit: 1 },
      location: {
        type: 'google_conference',
        status: 'pushed',
        join_url: 'https://meet.google.com/abc-defg-hij',
      },
      meeting_notes_html: null,
      meeting_notes_plain: null,
      name: 'Jackie demo (pool)',
      start_time: '2026-04-09T16:00:00.000000Z',
      status: 'active',
      updated_at: '2026-04-02T15:04:06.474215Z',
      uri: 'https://api.calendly.com/scheduled_events/e02bc017-a8c4-4078-b70f-7aad241749ab',
    },
    scheduling_method: null,
    status: 'active',
    text_reminder_number: null,
    timezone: 'America/Phoenix',
    tracking,
    updated_at: '2026-04-02T15:04:06.494211Z',
    uri: oldInvitee,
  },
});

/** Calendly's invitee.canceled (§1.5): the first half of a reschedule, or a plain cancellation. */
export const calendlyCanceled = (rescheduled: boolean) => ({
  created_at: '2026-04-05T09:12:00.000000Z',
  created_by: 'https://api.calendly.com/users/5b57e402-2c09-4625-b5b6-3b0a425998d4',
  event: 'invitee.canceled',
  payload: {
    cancel_url: 'https://calendly.com/cancellations/b40b3c4c-ae96-4fd9-a8cb-64d7acfdf45c',
    cancellation: {
      canceled_by: 'Pat Example',
      reason: rescheduled ? 'Rescheduled' : "Can't make it",
      canceler_type: 'invitee',
      created_at: '2026-04-05T09:11:59.000000Z',
    },
    created_at: '2026-04-02T15:04:06.494211Z',
    email: 'invitee@example.com',
    event: 'https://api.calendly.com/scheduled_events/e02bc017-a8c4-4078-b70f-7aad241749ab',
    name: 'Pat Example',
    new_invitee: rescheduled ? newInvitee : null,
    old_invitee: null,
    questions_and_answers: [],
    rescheduled,
    scheduled_event: {
      uri: 'https://api.calendly.com/scheduled_events/e02bc017-a8c4-4078-b70f-7aad241749ab',
      start_time: '2026-04-09T16:00:00.000000Z',
      end_time: '2026-04-09T16:30:00.000000Z',
      status: 'canceled',
      name: 'Jackie demo (pool)',
    },
    status: 'canceled',
    timezone: 'America/Phoenix',
    tracking: {
      utm_campaign: 'spring-pools',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_content: `jk_${ref}_pool`,
      utm_term: null,
      salesforce_uuid: null,
    },
    updated_at: '2026-04-05T09:12:00.000000Z',
    uri: oldInvitee,
  },
});

/** The second half of a Calendly reschedule: a new invitee naming the old one (§1.5). */
export const calendlyRescheduledCreated = () => {
  const delivery = calendlyCreated();
  const eventUri = 'https://api.calendly.com/scheduled_events/7f1d2c3b-0000-4000-8000-000000000002';
  return {
    ...delivery,
    created_at: '2026-04-05T09:12:01.000000Z',
    payload: {
      ...delivery.payload,
      created_at: '2026-04-05T09:12:00.800000Z',
      event: eventUri,
      old_invitee: oldInvitee,
      new_invitee: null,
      rescheduled: false,
      status: 'active',
      scheduled_event: {
        ...delivery.payload.scheduled_event,
        uri: eventUri,
        start_time: '2026-04-10T16:00:00.000000Z',
        end_time: '2026-04-10T16:30:00.000000Z',
      },
      uri: newInvitee,
    },
  };
};

/** Cal.com's attendee list, the same in every delivery of the examples. */
export const calcomAttendees = [
  {
    email: 'invitee@example.com',
    name: 'Pat Example',
    firstName: 'Pat',
    lastName: 'Example',
    timeZone: 'America/Phoenix',
    language: { locale: 'en' },
    utcOffset: -420,
  },
];

/** Cal.com's BOOKING_CREATED (research-27.md §2.3), our reference in metadata. */
export const calcomCreated = (
  metadata: Record<string, string> = { ref, variant: 'hvac', page: '/industries/hvac' },
) => ({
  triggerEvent: 'BOOKING_CREATED',
  createdAt: '2026-04-02T15:04:07.538Z',
  payload: {
    type: 'jackie-demo',
    title: 'Jackie demo between Jackie Host and Pat Example',
    description: '',
    additionalNotes: '',
    customInputs: {},
    startTime: '2026-04-09T16:00:00Z',
    endTime: '2026-04-09T16:30:00Z',
    organizer: {
      id: 5,
      name: 'Jackie Host',
      email: 'host@example.com',
      username: 'jackie',
      timeZone: 'America/Phoenix',
      language: { locale: 'en' },
      timeFormat: 'h:mma',
      utcOffset: -420,
    },
    responses: {
      name: { label: 'your_name', value: 'Pat Example' },
      email: { label: 'email_address', value: 'invitee@example.com' },
      location: { label: 'location', value: { optionValue: '', value: 'integrations:daily' } },
      notes: { label: 'additional_notes' },
      guests: { label: 'additional_guests' },
    },
    userFieldsResponses: {},
    attendees: calcomAttendees,
    location: 'integrations:daily',
    destinationCalendar: null,
    hideCalendarNotes: false,
    requiresConfirmation: null,
    eventTypeId: 7,
    seatsShowAttendees: true,
    seatsPerTimeSlot: null,
    uid: 'bFJeNb2uX8ANpT3JL5EfXw',
    hashedLink: null,
    eventTitle: 'Jackie demo',
    eventDescription: '',
    price: 0,
    currency: 'usd',
    length: 30,
    bookingId: 91,
    assignmentReason: null,
    metadata: { ...metadata, videoCallUrl: 'https://app.cal.com/video/bFJeNb2uX8ANpT3JL5EfXw' },
    status: 'ACCEPTED',
  },
});

/** BOOKING_RESCHEDULED: a new uid pointing back through rescheduleUid; metadata lost (#7867). */
export const calcomRescheduled = () => {
  const delivery = calcomCreated();
  return {
    ...delivery,
    triggerEvent: 'BOOKING_RESCHEDULED',
    createdAt: '2026-04-05T09:12:00.120Z',
    payload: {
      ...delivery.payload,
      uid: '9TqWc1mZr0aLx2b3NnYyPq',
      bookingId: 104,
      startTime: '2026-04-10T16:00:00Z',
      endTime: '2026-04-10T16:30:00Z',
      rescheduleId: 91,
      rescheduleUid: 'bFJeNb2uX8ANpT3JL5EfXw',
      rescheduleStartTime: '2026-04-09T16:00:00.000Z',
      rescheduleEndTime: '2026-04-09T16:30:00.000Z',
      rescheduledBy: 'invitee@example.com',
      metadata: {},
    },
  };
};

export const calcomCancelled = (uid = 'bFJeNb2uX8ANpT3JL5EfXw') => ({
  triggerEvent: 'BOOKING_CANCELLED',
  createdAt: '2026-04-05T09:12:00.120Z',
  payload: {
    type: 'jackie-demo',
    title: 'Jackie demo between Jackie Host and Pat Example',
    startTime: '2026-04-09T16:00:00Z',
    endTime: '2026-04-09T16:30:00Z',
    organizer: {
      id: 5,
      name: 'Jackie Host',
      email: 'host@example.com',
      timeZone: 'America/Phoenix',
      language: { locale: 'en' },
      utcOffset: -420,
    },
    attendees: calcomAttendees,
    responses: {
      name: { label: 'your_name', value: 'Pat Example' },
      email: { label: 'email_address', value: 'invitee@example.com' },
    },
    uid,
    bookingId: 91,
    eventTypeId: 7,
    eventTitle: 'Jackie demo',
    price: 0,
    currency: 'usd',
    length: 30,
    cancelledBy: 'invitee@example.com',
    cancellationReason: "Can't make it",
    requestReschedule: false,
    status: 'CANCELLED',
  },
});
