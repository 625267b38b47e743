import type { Batch, ConversionToSend, HttpAnswer } from '@/lib/conversions';
import { hashedContacts } from '@/lib/conversions/hash';

/** The time every conversion test runs at. */
export const testNow = new Date('2026-03-10T15:00:00Z');

/**
 * A booked demo from a visit that clicked an ad an hour before booking, with every detail known;
 * `overrides` changes what a test is about.
 */
export function testConversion(overrides: Partial<ConversionToSend> = {}): ConversionToSend {
  return {
    bookingId: 'AAAAAAAAAAAAAAAA',
    eventTime: new Date(testNow.getTime() - 10 * 60_000),
    eventSourceUrl: 'https://jackie.example/pools?utm_source=google',
    userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
    reference: '3f2a9c1e7b4d',
    clickIds: {
      gclid: 'Cj0KCQjw-_mvBhDwARIsAA-Q0Q4bZ9vX',
      fbclid: 'IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk',
      msclkid: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6',
    },
    landingTime: new Date(testNow.getTime() - 70 * 60_000),
    hashed: hashedContacts('Dana.Reyes@Gmail.com', '(650) 555-1212'),
    ...overrides,
  };
}

/** The JSON body of a batch's request. */
export const bodyOf = (batch: Batch) => JSON.parse(batch.request?.body ?? '{}');

/** A platform's answer with a JSON body. */
export const jsonAnswer = (
  status: number,
  json: unknown,
  headers: Record<string, string> = {},
): HttpAnswer => ({ status, headers: new Headers(headers), body: JSON.stringify(json) });
