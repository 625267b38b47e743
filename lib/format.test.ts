import { describe, expect, it } from 'vitest';
import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it('formats an ISO date in long US form whatever the server time zone', () => {
    expect(formatLongDate('2025-07-14')).toBe('July 14, 2025');
    expect(formatLongDate('2025-10-01')).toBe('October 1, 2025');
  });
});
