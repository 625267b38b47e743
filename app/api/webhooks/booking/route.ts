import { handleBookingWebhook } from '@/lib/bookings/webhook';
import { env } from '@/lib/env';

export const runtime = 'nodejs';

/** Booking notifications from Calendly or Cal.com (lib/bookings/webhook.ts). No Origin check: server to server. */
export function POST(request: Request) {
  return handleBookingWebhook(request, { secret: env().BOOKING_WEBHOOK_SECRET });
}
