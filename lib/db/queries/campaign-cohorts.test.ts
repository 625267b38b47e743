import { describe, expect, it } from 'vitest';
import { cohortParts, runsOf } from './campaign-cohorts';

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

describe('cohortParts', () => {
  const split = {
    months: ['2026-01-01', '2026-02-01', '2026-03-01'],
    pairDays: ['2025-12-30', '2025-12-31'],
    // January's 2nd lies outside the range; March's 1st and 2nd too, and its 5th is stale.
    minusDays: ['2026-01-02', '2026-03-01', '2026-03-02', '2026-03-05'],
    rawDays: ['2026-03-05', '2026-03-07'],
  };

  it('reads the closed months whole less their days taken away, and the open month by day', () => {
    // Folded up to March 6th: March is open, its rows are not written yet.
    expect(cohortParts(split, '2026-03-06')).toEqual({
      months: ['2026-01-01', '2026-02-01'],
      plus: [
        ['2025-12-30', '2025-12-31'],
        ['2026-03-03', '2026-03-04'],
        ['2026-03-06', '2026-03-06'],
      ],
      minus: [['2026-01-02', '2026-01-02']],
    });
  });

  it('reads every month of the split from the monthly rows once a later month is folded', () => {
    expect(cohortParts(split, '2026-04-01')).toEqual({
      months: split.months,
      plus: [['2025-12-30', '2025-12-31']],
      minus: [
        ['2026-01-02', '2026-01-02'],
        ['2026-03-01', '2026-03-02'],
        ['2026-03-05', '2026-03-05'],
      ],
    });
  });
});
