import { env } from '@/lib/env';

export const bookingVariants = ['general', 'pool', 'hvac'] as const;
export type BookingVariant = (typeof bookingVariants)[number];

/** Placeholder booking pages on the provider's host; each one is overridden by its variable. */
const defaultBookingUrls: Record<BookingVariant, string> = {
  general: 'https://book.jackieai.com/demo',
  pool: 'https://book.jackieai.com/demo-pool-builders',
  hvac: 'https://book.jackieai.com/demo-hvac',
};

export function bookingUrl(variant: BookingVariant): string {
  const { BOOKING_URL_GENERAL, BOOKING_URL_POOL, BOOKING_URL_HVAC } = env();
  const overrides: Record<BookingVariant, string | undefined> = {
    general: BOOKING_URL_GENERAL,
    pool: BOOKING_URL_POOL,
    hvac: BOOKING_URL_HVAC,
  };
  return overrides[variant] ?? defaultBookingUrls[variant];
}
