import { describe, expect, it } from 'vitest';
import { cancellationOutcome } from './cancellation';
import { hours, retryDelayMs } from './http';
import { platforms } from './types';

describe('retryDelayMs', () => {
  it('doubles from a minute to at most six hours', () => {
    expect([1, 2, 3, 4, 9, 10, 30].map((attempt) => retryDelayMs(attempt))).toEqual([
      60_000,
      120_000,
      240_000,
      480_000,
      256 * 60_000,
      hours(6),
      hours(6),
    ]);
  });

  it('waits longer when the platform asks (seconds or a date), never more than a day', () => {
    expect(retryDelayMs(1, '600')).toBe(600_000);
    expect(retryDelayMs(3, '5')).toBe(240_000);
    const now = Date.parse('2026-03-10T15:00:00Z');
    expect(retryDelayMs(1, 'Tue, 10 Mar 2026 16:00:00 GMT', now)).toBe(hours(1));
    expect(retryDelayMs(1, '999999')).toBe(hours(24));
    expect(retryDelayMs(1, 'soon')).toBe(60_000);
  });
});

describe('cancellationOutcome', () => {
  it('skips at every platform, saying that none can withdraw a sent conversion', () => {
    for (const platform of platforms) {
      const outcome = cancellationOutcome(platform);
      expect(outcome.kind).toBe('skip');
      expect(outcome.kind === 'skip' && outcome.reason).toMatch(/^Canceled after sending: /);
    }
  });
});
