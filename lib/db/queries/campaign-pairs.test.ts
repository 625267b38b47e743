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
    expect(splitRange({ from: '2026-01-31', to: '2026-03-02' }, folds, null, 3)).toEqual({
      // January's 30th is folded but outside the range: January is read day by day.
      months: ['2026-02-01', '2026-03-01'],
      pairDays: ['2026-01-31'],
      minusDays: [],
      rawDays: [
        ...Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`).filter(
          (day) => !['2026-02-01', '2026-02-14', '2026-02-28'].includes(day),
        ),
        '2026-03-02',
      ],
      // Not every folded month (January is read by the day): no totals.
      allMonths: false,
    });
  });

  it('reads a month that is mostly in the range as its monthly rows less the days outside it', () => {
    const february = Array.from(
      { length: 28 },
      (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`,
    );
    const march = Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    expect(
      splitRange({ from: '2026-02-02', to: '2026-03-30' }, fresh(...february, ...march), null, 2),
    ).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      pairDays: [],
      minusDays: ['2026-02-01', '2026-03-31'],
      rawDays: [],
      // Every folded month, less two days: the totals less those days.
      allMonths: true,
    });
    // A month folded beyond the range (April) is in the totals: the months are read one by one.
    expect(
      splitRange({ from: '2026-02-02', to: '2026-03-30' }, fresh(...february, ...march), null, 3),
    ).toMatchObject({ months: ['2026-02-01', '2026-03-01'], allMonths: false });
    // Half a month or less is read day by day.
    expect(
      splitRange({ from: '2026-02-15', to: '2026-03-15' }, fresh(...february, ...march), null),
    ).toMatchObject({
      months: [],
      pairDays: [...february.slice(14), ...march.slice(0, 15)],
      minusDays: [],
    });
  });

  it('reads a stale day raw, and takes its old fold out of a month read whole', () => {
    const folds = [...fresh('2026-02-01', '2026-02-02'), { day: '2026-02-03', stale: true }];
    expect(splitRange({ from: null, to: '2026-02-03' }, folds, '2026-02-01', 1)).toEqual({
      months: ['2026-02-01'],
      pairDays: [],
      minusDays: ['2026-02-03'],
      rawDays: ['2026-02-03'],
      allMonths: true,
    });
    const staler = [...fresh('2026-02-01'), ...folds.slice(2), { day: '2026-02-02', stale: true }];
    expect(splitRange({ from: null, to: '2026-02-03' }, staler, '2026-02-01', 1)).toEqual({
      months: [],
      pairDays: ['2026-02-01'],
      minusDays: [],
      rawDays: ['2026-02-02', '2026-02-03'],
      allMonths: false,
    });
  });

  it('all time starts at the first counted day, and nothing counted yet is no day at all', () => {
    expect(splitRange({ from: null, to: '2026-02-02' }, [], '2026-02-01')).toEqual({
      months: [],
      pairDays: [],
      minusDays: [],
      rawDays: ['2026-02-01', '2026-02-02'],
      allMonths: false,
    });
    expect(splitRange({ from: null, to: '2026-02-02' }, [], null)).toEqual({
      months: [],
      pairDays: [],
      minusDays: [],
      rawDays: [],
      allMonths: false,
    });
  });
});
