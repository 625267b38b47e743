import { describe, expect, it } from 'vitest';
import { parseCalendlyContent, parseRef, refOf } from './reference';

describe('the session reference', () => {
  it('is the first 12 hex digits of the session id, without the dash', () => {
    expect(refOf('3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012')).toBe('3f2a9c1e7b4d');
  });

  it('is read from Cal.com metadata as 12 hex digits, case-insensitively', () => {
    expect(parseRef('3f2a9c1e7b4d')).toBe('3f2a9c1e7b4d');
    expect(parseRef(' 3F2A9C1E7B4D ')).toBe('3f2a9c1e7b4d');
    for (const value of ['k3f9q2', '3f2a9c1e7b4', '3f2a9c1e7b4d0', 42, null, undefined]) {
      expect(parseRef(value)).toBeNull();
    }
  });

  it('is read from Calendly utm_content as jk_<ref> or jk_<ref>_<variant>, else it is a real utm_content', () => {
    expect(parseCalendlyContent('jk_3f2a9c1e7b4d')).toEqual({ ref: '3f2a9c1e7b4d', variant: null });
    expect(parseCalendlyContent('jk_3f2a9c1e7b4d_pool')).toEqual({
      ref: '3f2a9c1e7b4d',
      variant: 'pool',
    });
    for (const value of [
      'jr_k3f9q2_pool',
      'jk_3f2a9c1e7b4d_roofing',
      'banner-a',
      '',
      null,
      undefined,
    ]) {
      expect(parseCalendlyContent(value)).toBeNull();
    }
  });
});
