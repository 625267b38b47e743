import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxListedDays } from '@/lib/calendar';
import {
  addDays,
  businessDay,
  comparisonLabel,
  eachDay,
  parseRangeParam,
  percentChange,
  resolveRange,
} from './range';

const at = (iso: string) => new Date(iso);

describe('parseRangeParam', () => {
  it('accepts the five presets', () => {
    for (const preset of ['today', 'week', '7d', '30d', '90d', 'all']) {
      expect(parseRangeParam(preset)).toBe(preset);
    }
  });

  it('falls back to 30 days for anything else', () => {
    for (const value of [undefined, null, '', '14d', 'ALL ', 7, {}, ['bogus']]) {
      expect(parseRangeParam(value)).toBe(value === 'ALL ' ? 'all' : '30d');
    }
  });

  it('takes the first of a repeated parameter', () => {
    expect(parseRangeParam(['7d', '90d'])).toBe('7d');
  });
});

describe('businessDay', () => {
  it('is still the previous day in New York just after midnight UTC', () => {
    expect(businessDay(at('2025-07-15T00:30:00Z'))).toBe('2025-07-14');
    expect(businessDay(at('2025-07-15T03:59:59Z'))).toBe('2025-07-14');
    expect(businessDay(at('2025-07-15T04:00:00Z'))).toBe('2025-07-15');
  });

  it('uses EST (UTC-5) in winter', () => {
    expect(businessDay(at('2025-01-10T04:59:59Z'))).toBe('2025-01-09');
    expect(businessDay(at('2025-01-10T05:00:00Z'))).toBe('2025-01-10');
  });

  it('crosses the spring-forward day (2025-03-09) correctly', () => {
    expect(businessDay(at('2025-03-09T04:59:59Z'))).toBe('2025-03-08');
    expect(businessDay(at('2025-03-09T05:00:00Z'))).toBe('2025-03-09');
    // 01:59 EST, then the clocks jump to 03:00 EDT.
    expect(businessDay(at('2025-03-09T06:59:59Z'))).toBe('2025-03-09');
    expect(businessDay(at('2025-03-09T07:00:00Z'))).toBe('2025-03-09');
    // The day after starts at 04:00 UTC now that EDT applies.
    expect(businessDay(at('2025-03-10T03:59:59Z'))).toBe('2025-03-09');
    expect(businessDay(at('2025-03-10T04:00:00Z'))).toBe('2025-03-10');
  });

  it('crosses the fall-back day (2025-11-02) correctly', () => {
    expect(businessDay(at('2025-11-02T03:59:59Z'))).toBe('2025-11-01');
    expect(businessDay(at('2025-11-02T04:00:00Z'))).toBe('2025-11-02');
    // 01:30 happens twice on this day, both on 2025-11-02.
    expect(businessDay(at('2025-11-02T05:30:00Z'))).toBe('2025-11-02');
    expect(businessDay(at('2025-11-02T06:30:00Z'))).toBe('2025-11-02');
    expect(businessDay(at('2025-11-03T04:59:59Z'))).toBe('2025-11-02');
    expect(businessDay(at('2025-11-03T05:00:00Z'))).toBe('2025-11-03');
  });
});

describe('addDays and eachDay', () => {
  it('steps calendar days across month, leap-day and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2025-11-02', -1)).toBe('2025-11-01');
  });

  it('lists inclusive days', () => {
    expect(eachDay('2025-03-08', '2025-03-11')).toEqual([
      '2025-03-08',
      '2025-03-09',
      '2025-03-10',
      '2025-03-11',
    ]);
    expect(eachDay('2025-03-11', '2025-03-10')).toEqual([]);
  });
});

describe('resolveRange', () => {
  it('today: one day, compared with yesterday', () => {
    expect(resolveRange('today', at('2025-07-15T12:00:00Z'), null)).toEqual({
      current: { from: '2025-07-15', to: '2025-07-15' },
      previous: { from: '2025-07-14', to: '2025-07-14' },
      label: 'Today',
    });
  });

  it('today just after midnight UTC is still the New York day before', () => {
    const range = resolveRange('today', at('2025-07-15T00:30:00Z'), null);
    expect(range.current).toEqual({ from: '2025-07-14', to: '2025-07-14' });
    expect(range.previous).toEqual({ from: '2025-07-13', to: '2025-07-13' });
  });

  it('7d is today and the 6 days before; previous is the 7 days before that', () => {
    expect(resolveRange('7d', at('2025-07-15T12:00:00Z'), '2025-01-01')).toEqual({
      current: { from: '2025-07-09', to: '2025-07-15' },
      previous: { from: '2025-07-02', to: '2025-07-08' },
      label: 'Last 7 days',
    });
  });

  it('this week is Monday to today, against the same days of last week', () => {
    // Thursday 2025-07-17 in New York.
    expect(resolveRange('week', at('2025-07-17T15:00:00Z'), null)).toEqual({
      current: { from: '2025-07-14', to: '2025-07-17' },
      previous: { from: '2025-07-07', to: '2025-07-10' },
      label: 'This week',
    });
    // Sunday 23:30 in New York is still that week; on Monday it is one day long.
    expect(resolveRange('week', at('2025-07-21T03:30:00Z'), null).current).toEqual({
      from: '2025-07-14',
      to: '2025-07-20',
    });
    expect(resolveRange('week', at('2025-07-21T12:00:00Z'), null).current).toEqual({
      from: '2025-07-21',
      to: '2025-07-21',
    });
  });

  it('30d and 90d count calendar days, including a leap day', () => {
    const thirty = resolveRange('30d', at('2024-03-15T15:00:00Z'), null);
    expect(thirty.current).toEqual({ from: '2024-02-15', to: '2024-03-15' });
    expect(thirty.previous).toEqual({ from: '2024-01-16', to: '2024-02-14' });
    expect(eachDay(thirty.current.from ?? '', thirty.current.to)).toHaveLength(30);
    expect(thirty.label).toBe('Last 30 days');

    const ninety = resolveRange('90d', at('2025-07-15T12:00:00Z'), null);
    expect(ninety.current).toEqual({ from: '2025-04-17', to: '2025-07-15' });
    expect(ninety.previous).toEqual({ from: '2025-01-17', to: '2025-04-16' });
  });

  it('a 7-day range across spring-forward still has 7 whole days', () => {
    const range = resolveRange('7d', at('2025-03-12T03:30:00Z'), null);
    // 2025-03-11 23:30 EDT
    expect(range.current).toEqual({ from: '2025-03-05', to: '2025-03-11' });
    expect(range.previous).toEqual({ from: '2025-02-26', to: '2025-03-04' });
  });

  it('a 7-day range across fall-back still has 7 whole days', () => {
    const range = resolveRange('7d', at('2025-11-05T04:30:00Z'), null);
    // 2025-11-04 23:30 EST
    expect(range.current).toEqual({ from: '2025-10-29', to: '2025-11-04' });
    expect(range.previous).toEqual({ from: '2025-10-22', to: '2025-10-28' });
  });

  it('all time starts at the first event day and has no previous period', () => {
    expect(resolveRange('all', at('2025-07-15T12:00:00Z'), '2025-06-01')).toEqual({
      current: { from: '2025-06-01', to: '2025-07-15' },
      previous: null,
      label: 'All time',
    });
    expect(resolveRange('all', at('2025-07-15T12:00:00Z'), null).current).toEqual({
      from: null,
      to: '2025-07-15',
    });
    // A first day "after" today (clock skew) never makes an inverted range.
    expect(resolveRange('all', at('2025-07-15T12:00:00Z'), '2025-07-16').current).toEqual({
      from: '2025-07-15',
      to: '2025-07-15',
    });
  });
});

describe('comparisonLabel', () => {
  it('reads naturally in a sentence', () => {
    expect(comparisonLabel('today')).toBe('yesterday');
    expect(comparisonLabel('week')).toBe('the same days last week');
    expect(comparisonLabel('7d')).toBe('the previous 7 days');
    expect(comparisonLabel('90d')).toBe('the previous 90 days');
    expect(comparisonLabel('all')).toBeNull();
  });
});

describe('percentChange', () => {
  it('is the change relative to the previous figure', () => {
    expect(percentChange(112, 100)).toBeCloseTo(12);
    expect(percentChange(50, 200)).toBeCloseTo(-75);
    expect(percentChange(7, 7)).toBe(0);
    expect(percentChange(0, 10)).toBe(-100);
  });

  it('is null without a previous figure', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
    expect(percentChange(null, 5)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('exact ranges (the weekly digest links to one)', () => {
  it('reads YYYY-MM-DD..YYYY-MM-DD, and anything malformed as the default', () => {
    expect(parseRangeParam('2026-11-16..2026-11-22')).toBe('2026-11-16..2026-11-22');
    expect(parseRangeParam(' 2026-11-16..2026-11-16 ')).toBe('2026-11-16..2026-11-16');
    for (const value of [
      '2026-11-22..2026-11-16',
      '2026-02-30..2026-03-01',
      '2026-11-16..',
      '2026-11-16..2026-11-22..2026-11-30',
      '2024-01-01..2026-01-01',
      '16/11/2026..22/11/2026',
    ]) {
      expect(parseRangeParam(value)).toBe('30d');
    }
  });

  it('compares a week with the week before', () => {
    const range = resolveRange('2026-11-16..2026-11-22', new Date('2026-11-26T12:00:00Z'), null);
    expect(range.current).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(range.previous).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(range.label.replace(/\s/g, ' ')).toBe('Nov 16 – 22, 2026');
    expect(comparisonLabel('2026-11-16..2026-11-22')).toBe('the week before');
    expect(comparisonLabel('2026-11-01..2026-11-30')).toBe('the previous 30 days');
  });
});

describe('dates from outside, at the ends of the calendar (issue 44)', () => {
  const now = at('2026-11-28T12:00:00Z');

  it('steps to the last and first four-digit days, and refuses to step past them', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(addDays('0000-01-02', -1)).toBe('0000-01-01');
    // Past them the ISO string would be '+010000-01-01' / '-000001-12-31', which do not sort as days.
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
  });

  it('refuses anything but a calendar day and a whole number of days', () => {
    for (const day of ['275760-09-13', '+275760-09-13', '+010000-01', '2026-02-30', '', 'today']) {
      expect(() => addDays(day, 1), day).toThrow(RangeError);
    }
    expect(() => addDays('2026-11-28', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-11-28', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('lists the days of any two strings in bounded work, or refuses them', () => {
    expect(eachDay('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(eachDay('9999-12-31', '9999-12-31')).toEqual(['9999-12-31']);
    expect(eachDay('0000-01-01', '0000-01-02')).toEqual(['0000-01-01', '0000-01-02']);
    expect(eachDay('9999-12-31', '0000-01-01')).toEqual([]);
    // Three and a half million days would take seconds to list: refused before listing any.
    expect(() => eachDay('0000-01-01', '9999-12-31')).toThrow(RangeError);
    expect(() => eachDay('2026-11-28', '+010000-01')).toThrow(RangeError);
    expect(() => eachDay('275760-09-13', '275760-09-14')).toThrow(RangeError);
  });

  it('never accepts a range outside 2000-01-01 to a year from today, or over 400 days', () => {
    for (const value of [
      '9999-12-31..9999-12-31',
      '0000-01-01..0000-01-01',
      '0000-01-01..0000-01-10',
      '0001-01-01..9999-12-30',
      '275760-09-13..275760-09-13',
      '1999-12-31..2000-01-01',
      '2027-11-28..2027-11-29',
      '2026-11-28..2025-11-28',
      '2025-01-01..2026-02-05',
      '2026-11-16..2026-11-22,2026-11-16..2026-11-22',
    ]) {
      expect(parseRangeParam(value, now), value).toBe('30d');
    }
    // Repeated parameters: the first counts, and an extreme first one is the default.
    expect(parseRangeParam(['9999-12-31..9999-12-31', '7d'], now)).toBe('30d');
    expect(parseRangeParam(['2026-11-16..2026-11-22', '9999-12-31..9999-12-31'], now)).toBe(
      '2026-11-16..2026-11-22',
    );
  });

  it('accepts the window’s own ends and exactly 400 days', () => {
    expect(parseRangeParam('2000-01-01..2000-01-01', now)).toBe('2000-01-01..2000-01-01');
    expect(parseRangeParam('2027-11-28..2027-11-28', now)).toBe('2027-11-28..2027-11-28');
    expect(parseRangeParam('2025-01-01..2026-02-04', now)).toBe('2025-01-01..2026-02-04');
    expect(resolveRange('2025-01-01..2026-02-04', now, null).previous).toEqual({
      from: '2023-11-28',
      to: '2024-12-31',
    });
    expect(comparisonLabel('2025-01-01..2026-02-04')).toBe('the previous 400 days');
  });

  it('starts all time no earlier than 2000, whatever stray date was stored', () => {
    expect(resolveRange('all', now, '1900-01-01').current).toEqual({
      from: '2000-01-01',
      to: '2026-11-28',
    });
  });

  it('ends for any two strings: a list of at most a century of days, or a RangeError', () => {
    const dayLike = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.integer({ min: -300_000, max: 300_000 }), fc.nat(13), fc.nat(32))
        .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    );
    fc.assert(
      fc.property(dayLike, dayLike, (from, to) => {
        try {
          const days = eachDay(from, to);
          expect(days.length).toBeLessThanOrEqual(maxListedDays);
          if (days.length > 0) expect([days[0], days.at(-1)]).toEqual([from, to]);
        } catch (error) {
          expect(error).toBeInstanceOf(RangeError);
        }
        const range = parseRangeParam(`${from}..${to}`, now);
        expect(range === '30d' || range === `${from}..${to}`).toBe(true);
      }),
    );
  });
});
