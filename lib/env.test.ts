import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('uses localhost as the site URL when none is set', () => {
    expect(parseEnv({}).SITE_URL).toBe('http://localhost:3000');
  });

  it('drops a trailing slash from SITE_URL so paths join cleanly', () => {
    expect(parseEnv({ SITE_URL: 'https://example.com/' }).SITE_URL).toBe('https://example.com');
  });

  it('treats empty variables as unset', () => {
    const env = parseEnv({ SITE_URL: '', META_PIXEL_ID: '  ' });
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.META_PIXEL_ID).toBeUndefined();
  });

  it('rejects a booking URL that is not http(s) and names the variable', () => {
    expect(() => parseEnv({ BOOKING_URL_POOL: 'javascript:alert(1)' })).toThrow(/BOOKING_URL_POOL/);
  });

  it('rejects a pixel id that is not numeric', () => {
    expect(() => parseEnv({ META_PIXEL_ID: '<script>' })).toThrow(/META_PIXEL_ID/);
  });
});
