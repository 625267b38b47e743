import { describe, expect, it } from 'vitest';
import { addDays, eachDay } from '@/lib/calendar';
import { splitRange, weekOf } from './campaign-pairs';

const fresh = (...days: string[]) => days.map((day) => ({ day, stale: false }));
/** The last day of the month whose first day is `month`. */
const lastDayOf = (month: string) =>
  addDays(`${addDays(`${month.slice(0, 7)}-28`, 4).slice(0, 7)}-01`, -1);
/** The first days of the months `first` to `last` of a year. */
const firstDays = (year: string, first: number, last: number) =>
  Array.from(
    { length: last - first + 1 },
    (_, i) => `${year}-${String(first + i).padStart(2, '0')}-01`,
  );

describe('splitRange', () => {
  it('reads whole folded months from their monthly rows, the folded days around them from theirs, and the rest raw', () => {
    const folds = fresh(
      ...['2026-01-30', '2026-01-31'],
      ...['2026-02-01', '2026-02-14', '2026-02-28'],
      '2026-03-01',
    );
    expect(
      splitRange({ from: '2026-01-31', to: '2026-03-02' }, folds, null, firstDays('2026', 1, 3)),
    ).toEqual({
      // January's 30th is folded but outside the range: January is read day by day.
      months: ['2026-02-01', '2026-03-01'],
      weeks: [],
      minusWeeks: [],
      pairDays: ['2026-01-31'],
      minusDays: [],
      rawDays: [
        ...Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`).filter(
          (day) => !['2026-02-01', '2026-02-14', '2026-02-28'].includes(day),
        ),
        '2026-03-02',
      ],
      // Two of three folded months: the totals less January would read as many rows.
      fromTotals: false,
      minusMonths: [],
    });
  });

  it('reads a month that is mostly in the range as its monthly rows less the days outside it', () => {
    const february = Array.from(
      { length: 28 },
      (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`,
    );
    const march = Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
    expect(
      splitRange(
        { from: '2026-02-02', to: '2026-03-30' },
        fresh(...february, ...march),
        null,
        firstDays('2026', 2, 3),
      ),
    ).toEqual({
      months: ['2026-02-01', '2026-03-01'],
      weeks: [],
      minusWeeks: [],
      pairDays: [],
      minusDays: ['2026-02-01', '2026-03-31'],
      rawDays: [],
      // Every folded month, less two days: the totals less those days.
      fromTotals: true,
      minusMonths: [],
    });
    // A month folded beyond the range (April) is in the totals: two months are read one by one.
    expect(
      splitRange(
        { from: '2026-02-02', to: '2026-03-30' },
        fresh(...february, ...march),
        null,
        firstDays('2026', 2, 4),
      ),
    ).toMatchObject({ months: ['2026-02-01', '2026-03-01'], fromTotals: false });
    // Half a month or less is read by its whole weeks and the days around them.
    expect(
      splitRange({ from: '2026-02-15', to: '2026-03-15' }, fresh(...february, ...march), null),
    ).toMatchObject({
      months: [],
      weeks: ['2026-02-15', '2026-02-22', '2026-03-01', '2026-03-08'],
      minusWeeks: [],
      pairDays: ['2026-03-15'],
      minusDays: [],
    });
  });

  it('reads the weeks of a month (from its 1st, 8th, 15th, 22nd and 29th) whole, less the days of a week mostly in the range', () => {
    const days = (month: string, length: number) =>
      Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
    const folded = fresh(...days('2026-03', 31), ...days('2026-04', 30), ...days('2026-05', 31));
    // The longest read of days a range made before: from the 17th to the 15th of the month after
    // next (15 and 15 days around April). Now March less its first two weeks and two days, and
    // May's first two weeks and a day.
    expect(
      splitRange({ from: '2026-03-17', to: '2026-05-15' }, folded, null, firstDays('2026', 3, 5)),
    ).toEqual({
      months: ['2026-03-01', '2026-04-01'],
      weeks: ['2026-05-01', '2026-05-08'],
      minusWeeks: ['2026-03-01', '2026-03-08'],
      pairDays: ['2026-05-15'],
      minusDays: ['2026-03-15', '2026-03-16'],
      rawDays: [],
      fromTotals: false,
      minusMonths: [],
    });
    // Less than half a month: its weeks, less the days outside the range.
    expect(
      splitRange({ from: '2026-03-17', to: '2026-03-27' }, folded, null, firstDays('2026', 3, 5)),
    ).toMatchObject({
      months: [],
      weeks: ['2026-03-15', '2026-03-22'],
      minusWeeks: [],
      pairDays: [],
      minusDays: ['2026-03-15', '2026-03-16', '2026-03-28'],
    });
    // A week's days one by one where that reads fewer.
    expect(
      splitRange({ from: '2026-03-20', to: '2026-03-31' }, folded, null, firstDays('2026', 3, 5)),
    ).toMatchObject({
      months: [],
      weeks: ['2026-03-22', '2026-03-29'],
      pairDays: ['2026-03-20', '2026-03-21'],
      minusDays: [],
    });
    // A month mostly in the range: the month less a week and the days of the next week outside
    // the range (March 1-10 away, from a month, instead of 21 days read).
    expect(
      splitRange({ from: '2026-03-11', to: '2026-03-31' }, folded, null, firstDays('2026', 3, 5)),
    ).toMatchObject({
      months: ['2026-03-01'],
      weeks: [],
      minusWeeks: ['2026-03-01'],
      pairDays: [],
      minusDays: ['2026-03-08', '2026-03-09', '2026-03-10'],
    });
    // A week whose stale days are most of it is taken away from its month whole, and its fresh
    // days added back; the stale ones are read raw.
    const stale = folded.map((fold) =>
      fold.day >= '2026-03-08' && fold.day <= '2026-03-12' ? { ...fold, stale: true } : fold,
    );
    expect(
      splitRange({ from: '2026-03-01', to: '2026-03-31' }, stale, null, firstDays('2026', 3, 5)),
    ).toEqual({
      months: ['2026-03-01'],
      weeks: [],
      minusWeeks: ['2026-03-08'],
      pairDays: ['2026-03-13', '2026-03-14'],
      minusDays: [],
      rawDays: ['2026-03-08', '2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12'],
      fromTotals: false,
      minusMonths: [],
    });
    // February of a leap year has a fifth week of one day.
    const leap = fresh(...days('2028-02', 29), '2028-03-01');
    expect(
      splitRange({ from: '2028-02-22', to: '2028-03-01' }, leap, null, firstDays('2028', 2, 3)),
    ).toMatchObject({
      months: ['2028-03-01'],
      weeks: ['2028-02-22'],
      pairDays: ['2028-02-29'],
    });
  });

  it('reads most of the folded months as the totals less the others', () => {
    const months = [...firstDays('2025', 10, 12), ...firstDays('2026', 1, 11)];
    const folded = fresh(...months.flatMap((month) => eachDay(month, lastDayOf(month))));
    // A year from the 18th: thirteen months read whole (less their outside weeks and days), one
    // not: the totals less October 2025, instead of thirteen rows per key.
    expect(
      splitRange({ from: '2025-11-18', to: '2026-11-18' }, folded, null, months),
    ).toMatchObject({
      months: [...firstDays('2025', 11, 12), ...firstDays('2026', 1, 11)],
      fromTotals: true,
      minusMonths: ['2025-10-01'],
    });
  });

  it('without weeks (the cohorts), reads a month less than half in the range day by day', () => {
    const days = (month: string, length: number) =>
      Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
    const folded = fresh(...days('2026-03', 31), ...days('2026-04', 30), ...days('2026-05', 31));
    expect(
      splitRange({ from: '2026-03-17', to: '2026-05-15' }, folded, null, firstDays('2026', 3, 5), {
        weeks: false,
      }),
    ).toEqual({
      months: ['2026-04-01'],
      weeks: [],
      minusWeeks: [],
      pairDays: [...days('2026-03', 31).slice(16), ...days('2026-05', 15)],
      minusDays: [],
      rawDays: [],
      fromTotals: false,
      minusMonths: [],
    });
    expect(
      splitRange({ from: '2026-03-11', to: '2026-05-31' }, folded, null, firstDays('2026', 3, 5), {
        weeks: false,
      }),
    ).toMatchObject({
      months: ['2026-03-01', '2026-04-01', '2026-05-01'],
      minusWeeks: [],
      pairDays: [],
      minusDays: days('2026-03', 10),
      fromTotals: true,
      minusMonths: [],
    });
  });

  it('reads a stale day raw, and takes its old fold out of a month read whole', () => {
    const folds = [...fresh('2026-02-01', '2026-02-02'), { day: '2026-02-03', stale: true }];
    expect(
      splitRange({ from: null, to: '2026-02-03' }, folds, '2026-02-01', ['2026-02-01']),
    ).toEqual({
      months: ['2026-02-01'],
      weeks: [],
      minusWeeks: [],
      pairDays: [],
      minusDays: ['2026-02-03'],
      rawDays: ['2026-02-03'],
      fromTotals: false,
      minusMonths: [],
    });
    const staler = [...fresh('2026-02-01'), ...folds.slice(2), { day: '2026-02-02', stale: true }];
    expect(
      splitRange({ from: null, to: '2026-02-03' }, staler, '2026-02-01', ['2026-02-01']),
    ).toEqual({
      months: [],
      weeks: [],
      minusWeeks: [],
      pairDays: ['2026-02-01'],
      minusDays: [],
      rawDays: ['2026-02-02', '2026-02-03'],
      fromTotals: false,
      minusMonths: [],
    });
  });

  it('all time starts at the first counted day, and nothing counted yet is no day at all', () => {
    expect(splitRange({ from: null, to: '2026-02-02' }, [], '2026-02-01')).toEqual({
      months: [],
      weeks: [],
      minusWeeks: [],
      pairDays: [],
      minusDays: [],
      rawDays: ['2026-02-01', '2026-02-02'],
      fromTotals: false,
      minusMonths: [],
    });
    expect(splitRange({ from: null, to: '2026-02-02' }, [], null)).toEqual({
      months: [],
      weeks: [],
      minusWeeks: [],
      pairDays: [],
      minusDays: [],
      rawDays: [],
      fromTotals: false,
      minusMonths: [],
    });
  });
});

describe('splitRange over every range of a quarter', () => {
  it('adds up to each fresh folded day of the range once, and reads the others raw, with weeks and without', () => {
    const quarter = [
      ...Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 30 }, (_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`),
      ...Array.from({ length: 31 }, (_, i) => `2026-05-${String(i + 1).padStart(2, '0')}`),
    ];
    // Every third day not folded, every seventh stale: a month's and a week's rows hold only
    // their folded days, stale ones too. February is folded too, and in the totals.
    const february = Array.from(
      { length: 28 },
      (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`,
    );
    const folds = [...february, ...quarter]
      .filter((_, i) => i % 3 !== 1)
      .map((day, i) => ({ day, stale: i % 7 === 3 }));
    const folded = folds.map((fold) => fold.day);
    const count = (counts: Map<string, number>, days: string[], sign: number) => {
      for (const day of days) counts.set(day, (counts.get(day) ?? 0) + sign);
    };
    let totalsRead = false;
    for (const [i, from] of quarter.entries()) {
      for (const to of quarter.slice(i)) {
        for (const weeks of [true, false]) {
          const split = splitRange({ from, to }, folds, null, firstDays('2026', 2, 5), { weeks });
          totalsRead ||= split.minusMonths.length > 0;
          const counts = new Map<string, number>();
          const monthDays = (month: string) =>
            folded.filter((day) => day.startsWith(month.slice(0, 7)));
          // From the totals: every folded day, less the other months'.
          if (split.fromTotals) {
            count(counts, folded, 1);
            for (const month of split.minusMonths) count(counts, monthDays(month), -1);
          } else for (const month of split.months) count(counts, monthDays(month), 1);
          for (const week of split.weeks)
            count(
              counts,
              folded.filter((day) => weekOf(day) === week),
              1,
            );
          for (const week of split.minusWeeks)
            count(
              counts,
              folded.filter((day) => weekOf(day) === week),
              -1,
            );
          count(counts, split.pairDays, 1);
          count(counts, split.minusDays, -1);
          const read = [...counts]
            .filter(([, n]) => n !== 0)
            .sort(([a], [b]) => a.localeCompare(b));
          const wanted = folds.filter((fold) => !fold.stale && fold.day >= from && fold.day <= to);
          expect(read, `${from}..${to}, weeks ${weeks}`).toEqual(
            wanted
              .map((fold) => [fold.day, 1] as [string, number])
              .sort(([a], [b]) => a.localeCompare(b)),
          );
          expect(split.rawDays).toEqual(
            quarter.filter(
              (day) => day >= from && day <= to && !wanted.some((fold) => fold.day === day),
            ),
          );
        }
      }
    }
    // The whole quarter is read as the totals less February.
    expect(totalsRead).toBe(true);
  });
});
