import { describe, expect, it } from 'vitest';
import { runsOf } from './campaign-cohorts';

describe('runsOf', () => {
  it('joins consecutive days, across the end of a month, and keeps single days apart', () => {
    expect(runsOf(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-03', '2026-02-05'])).toEqual([
      ['2026-01-30', '2026-02-01'],
      ['2026-02-03', '2026-02-03'],
      ['2026-02-05', '2026-02-05'],
    ]);
    expect(runsOf([])).toEqual([]);
  });
});
