import { describe, expect, it } from 'vitest';
import { splitRange } from './campaign-pairs';

const fresh = (...days: string[]) => days.map((day) => ({ day, stale: false }));

describe('splitRange', () => {
  it('reads whole folded months from their monthly rows, the folded days around them from theirs, and the rest raw', () => {
    const folds = fresh(
      ...['2026-01-30', '2026-01-31'],
      ...['2026-02-01', '2026-02-14', '2026-02-28'],
      '2026-03-01',
    );
    expect(splitRange({ from: '2026-01-31', to: '2026-03-02' }, folds, null)).toEqual({
      // January's 30th is folded but outside the range: January is read day by day.
      months: ['2026-02-01', '2026-03-01'],
      pairDays: ['2026-01-31'],
      rawDays: [
        ...Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`).filter(
          (day) => !['2026-02-01', '2026-02-14', '2026-02-28'].includes(day),
        ),
        '2026-03-02',
      ],
    });
  });

  it('reads a month with a stale day from its fresh days and the stale one raw', () => {
    const folds = [...fresh('2026-02-01', '2026-02-02'), { day: '2026-02-03', stale: true }];
    expect(splitRange({ from: null, to: '2026-02-03' }, folds, '2026-02-01')).toEqual({
      months: [],
      pairDays: ['2026-02-01', '2026-02-02'],
      rawDays: ['2026-02-03'],
    });
  });

  it('all time starts at the first counted day, and nothing counted yet is no day at all', () => {
    expect(splitRange({ from: null, to: '2026-02-02' }, [], '2026-02-01')).toEqual({
      months: [],
      pairDays: [],
      rawDays: ['2026-02-01', '2026-02-02'],
    });
    expect(splitRange({ from: null, to: '2026-02-02' }, [], null)).toEqual({
      months: [],
      pairDays: [],
      rawDays: [],
    });
  });
});
