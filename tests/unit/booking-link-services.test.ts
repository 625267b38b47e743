/**
 * The booking link the tracker builds carries what each booking service sends back, in the form
 * the webhook reads (lib/bookings): here, since lib/analytics may not import lib/bookings.
 */
import { describe, expect, it } from 'vitest';
import { bookingHref } from '@/lib/analytics/tracker';
import { readDelivery } from '@/lib/bookings/deliveries';
import { parseCalendlyContent, refOf } from '@/lib/bookings/reference';

const sessionId = '0e425dfc-4167-4571-b3e8-eefd846e2871';
const ref = refOf(sessionId);
const google = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-pools' };

describe('the booking link and the booking services', () => {
  it('carries what each booking service sends back and the webhook reads', () => {
    const params = new URL(
      bookingHref('https://book.jackieai.com/demo', google, sessionId, 'pool', '/pools'),
    ).searchParams;
    // Calendly returns the utm_* parameters (payload.tracking).
    expect(parseCalendlyContent(params.get('utm_content'))).toEqual({ ref, variant: 'pool' });
    // Cal.com's booker turns each decoded `metadata[key]` parameter into `metadata.key`.
    const metadata = Object.fromEntries(
      [...params]
        .filter(([key]) => key.startsWith('metadata'))
        .map(([key, value]) => [key.slice('metadata['.length, -1), value]),
    );
    const delivery = readDelivery(
      'calcom',
      {
        triggerEvent: 'BOOKING_CREATED',
        createdAt: '2026-05-01T10:00:00Z',
        payload: { uid: 'abc', startTime: '2026-05-03T15:00:00Z', metadata },
      },
      new Date('2026-05-01T10:00:05Z'),
    );
    expect(delivery).toMatchObject({
      ok: true,
      action: { attribution: { ref, variant: 'pool', page: '/pools' } },
    });
  });
});
