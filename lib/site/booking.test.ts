import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('bookingUrl', () => {
  it('gives each variant its own booking page', async () => {
    const { bookingUrl } = await import('./booking');
    const urls = new Set([bookingUrl('general'), bookingUrl('pool'), bookingUrl('hvac')]);
    expect(urls.size).toBe(3);
  });

  it('lets an environment variable override one variant only', async () => {
    vi.stubEnv('BOOKING_URL_HVAC', 'https://calendar.example.com/hvac');
    const { bookingUrl } = await import('./booking');
    expect(bookingUrl('hvac')).toBe('https://calendar.example.com/hvac');
    expect(bookingUrl('pool')).not.toBe('https://calendar.example.com/hvac');
  });
});
