import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clickIdKinds } from '@/lib/db/schema/sessions';
import { cleanClickId, clickIdLimits, conversionEventId } from './click-ids';

describe('cleanClickId', () => {
  it('returns a click id exactly as received, case and all', () => {
    const gclid = 'Cj0KCQjw-_mvBhDwARIsAA-Q0Q4bZ9vX_y7tD8Kp~x.1';
    expect(cleanClickId('gclid', gclid)).toBe(gclid);
    expect(
      cleanClickId('fbclid', 'IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk'),
    ).toBe('IwAR2F4-dbP0l7Mn1IawQQGCINEz7PYXQvwjNwB_qa2ofrHyiLjcbCRxTDMgk');
    expect(cleanClickId('msclkid', 'A1b2C3d4e5F6a7B8c9D0e1F2a3B4c5D6')).toBe(
      'A1b2C3d4e5F6a7B8c9D0e1F2a3B4c5D6',
    );
  });

  it('accepts an id at its limit and refuses one past it, rather than cutting it', () => {
    for (const kind of clickIdKinds) {
      expect(cleanClickId(kind, 'a'.repeat(clickIdLimits[kind]))).toHaveLength(clickIdLimits[kind]);
      expect(cleanClickId(kind, 'a'.repeat(clickIdLimits[kind] + 1))).toBeNull();
    }
    expect(cleanClickId('gclid', 'x'.repeat(10 * 1024))).toBeNull();
  });

  it('refuses NUL, control characters, spaces, non-ASCII and escapes', () => {
    for (const value of [
      'abc\u0000def',
      'abc\ndef',
      'abc def',
      'abcdé',
      'abc\u200bdef',
      '😀',
      'abc%20def',
      'a+b/c=',
      '\uD800',
      '',
    ]) {
      expect(cleanClickId('gclid', value)).toBeNull();
    }
    expect(cleanClickId('gclid', undefined)).toBeNull();
    expect(cleanClickId('gclid', null)).toBeNull();
  });

  it('either keeps a value unchanged or refuses it, whatever it is', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...clickIdKinds),
        fc.string({ unit: 'binary', maxLength: 600 }),
        (kind, value) => {
          const cleaned = cleanClickId(kind, value);
          expect(cleaned === null || cleaned === value).toBe(true);
          if (cleaned !== null) expect(cleaned).toMatch(/^[A-Za-z0-9\-._~]{1,512}$/);
        },
      ),
    );
  });
});

describe('conversionEventId', () => {
  it('is Calendly’s invitee uuid and Cal.com’s uid', () => {
    expect(
      conversionEventId(
        'calendly:https://api.calendly.com/scheduled_events/GBGBDCAADAEDCRZ2/invitees/AAAAAAAAAAAAAAAA',
      ),
    ).toBe('AAAAAAAAAAAAAAAA');
    expect(conversionEventId('calcom:bk_9f3c2a')).toBe('bk_9f3c2a');
  });

  it('falls back to the provider’s id for a Calendly URI of another shape', () => {
    expect(conversionEventId('calendly:https://api.calendly.com/x')).toBe(
      'https://api.calendly.com/x',
    );
  });
});
