import { describe, expect, it } from 'vitest';
import { hashedContacts } from '@/lib/conversions/hash';
import { calcomCreated, calendlyCreated } from '@/tests/booking-deliveries';
import { readDelivery } from './deliveries';

const now = new Date('2026-04-02T15:05:00Z');

/** The hashes a delivery's creation carries. */
function hashesOf(provider: 'calendly' | 'calcom', body: unknown) {
  const parsed = readDelivery(provider, body, now);
  if (!parsed.ok || parsed.action.kind !== 'created') throw new Error('not a creation');
  return parsed.action.hashed;
}

const calendly = (payload: Record<string, unknown>) => {
  const delivery = calendlyCreated();
  return { ...delivery, payload: { ...delivery.payload, ...payload } };
};

describe("the invitee's contact details at receipt", () => {
  it('hashes Calendly’s email and text reminder number, and keeps nothing else of them', () => {
    const hashed = hashesOf(
      'calendly',
      calendly({ email: 'Pat@Example.com', text_reminder_number: '+1 650-555-1212' }),
    );
    expect(hashed).toEqual(hashedContacts('Pat@Example.com', '+1 650-555-1212'));
    const values = Object.values(hashed ?? {}).flatMap((hashes) => Object.values(hashes));
    expect(values).toHaveLength(6);
    for (const value of values) expect(value).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads a phone question’s answer, or the number the host calls, when Calendly has no reminder number', () => {
    const answered = calendly({
      questions_and_answers: [
        { question: 'Company', answer: '555 Pools', position: 0 },
        { question: 'Mobile phone', answer: '(650) 555-1212', position: 1 },
      ],
    });
    expect(hashesOf('calendly', answered)?.google.phone).toBe(
      hashedContacts(null, '(650) 555-1212').google.phone,
    );
    const delivery = calendlyCreated();
    const called = calendly({
      scheduled_event: {
        ...delivery.payload.scheduled_event,
        location: { type: 'outbound_call', location: '+44 20 7946 0018' },
      },
    });
    expect(hashesOf('calendly', called)?.meta.ph).toBe(
      hashedContacts(null, '+44 20 7946 0018').meta.ph,
    );
  });

  it('hashes Cal.com’s first attendee, or its booking form’s phone answer', () => {
    const delivery = calcomCreated();
    const withPhone = {
      ...delivery,
      payload: {
        ...delivery.payload,
        attendees: [{ ...delivery.payload.attendees[0], phoneNumber: '+16505551212' }],
      },
    };
    expect(hashesOf('calcom', withPhone)).toEqual(
      hashedContacts('invitee@example.com', '+16505551212'),
    );
    const answered = {
      ...delivery,
      payload: {
        ...delivery.payload,
        responses: {
          ...delivery.payload.responses,
          attendeePhoneNumber: { label: 'phone', value: '+16505551212' },
        },
      },
    };
    expect(hashesOf('calcom', answered)).toEqual(
      hashedContacts('invitee@example.com', '+16505551212'),
    );
  });

  it('leaves out a detail of the wrong type or shape, and still reads the booking', () => {
    const odd = calendly({
      email: 12345,
      text_reminder_number: 'call me maybe',
      questions_and_answers: 'none',
    });
    expect(hashesOf('calendly', odd)).toEqual({ meta: {}, google: {}, microsoft: {} });
  });
});
