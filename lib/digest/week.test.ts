import { describe, expect, it } from 'vitest';
import { businessClock, dueWeek, lastWeek, mondayOf, parseWeek, weekRange } from './week';

describe('the digest week', () => {
  it('runs Monday to Sunday in the business time zone', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekRange('2026-11-16')).toBe('2026-11-16..2026-11-22');
    // 03:30 UTC on Monday is still Sunday evening in New York.
    expect(businessClock(new Date('2026-11-23T03:30:00Z'))).toEqual({
      day: '2026-11-22',
      weekday: 6,
      hour: 22,
    });
  });

  it('is due from 08:00 on the Monday after it until that week ends', () => {
    // Monday 07:59 New York (EST, UTC-5): nothing is due yet.
    expect(dueWeek(new Date('2026-11-23T12:59:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-11-23T13:00:00Z'))).toBe('2026-11-16');
    // A missed Monday is caught up on Tuesday…
    expect(dueWeek(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-16');
    // …and on Sunday night, but not after: the next Monday before 08:00 has nothing due.
    expect(dueWeek(new Date('2026-11-30T04:59:00Z'))).toBe('2026-11-16');
    expect(dueWeek(new Date('2026-11-30T05:00:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-11-30T13:00:00Z'))).toBe('2026-11-23');
    // In summer New York is UTC-4.
    expect(dueWeek(new Date('2026-07-13T11:59:00Z'))).toBeNull();
    expect(dueWeek(new Date('2026-07-13T12:00:00Z'))).toBe('2026-07-06');
  });

  it('names the last complete week at any time', () => {
    expect(lastWeek(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-16');
    expect(lastWeek(new Date('2026-11-26T12:00:00Z'))).toBe('2026-11-16');
  });

  it('is given by an operator as a Monday', () => {
    expect(parseWeek('2026-11-16')).toBe('2026-11-16');
    for (const value of ['2026-11-17', '2026-02-30', '16/11/2026', '', null, 20261116]) {
      expect(parseWeek(value)).toBeNull();
    }
    // Mondays the dashboard cannot show: before 2000, more than a year ahead, past year 9999.
    const now = new Date('2026-11-28T12:00:00Z');
    for (const value of ['1999-12-27', '2027-12-06', '9999-12-27', '0000-01-03', '+275760-09-13']) {
      expect(parseWeek(value, now), value).toBeNull();
    }
    expect(parseWeek('2000-01-03', now)).toBe('2000-01-03');
    expect(parseWeek('2027-11-22', now)).toBe('2027-11-22');
  });
});
