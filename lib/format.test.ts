import { describe, expect, it } from 'vitest';
import { businessTimeZone, businessZoneAbbreviation, businessZoneLabel } from './calendar';
import {
  businessTime,
  formatBusinessTime,
  formatCount,
  formatDay,
  formatDaySpan,
  formatDuration,
  formatLongDate,
  formatOneDecimal,
  formatPercent,
  formatRate,
  formatShortDaySpan,
  formatWhole,
  latestDate,
} from './format';

describe('formatLongDate', () => {
  it('formats an ISO date in long US form whatever the server time zone', () => {
    expect(formatLongDate('2025-07-14')).toBe('July 14, 2025');
    expect(formatLongDate('2025-10-01')).toBe('October 1, 2025');
  });
});

describe('latestDate', () => {
  it('picks the latest of some ISO dates', () => {
    expect(latestDate('2025-07-14', '2026-01-02', '2025-12-31')).toBe('2026-01-02');
    expect(latestDate('2025-07-14')).toBe('2025-07-14');
  });
});

describe('numbers', () => {
  it('groups counts by thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('shows one decimal, or whole numbers', () => {
    expect(formatOneDecimal(12)).toBe('12.0');
    expect(formatOneDecimal(1234.56)).toBe('1,234.6');
    expect(formatWhole(12.6)).toBe('13');
    expect(formatWhole(1234.4)).toBe('1,234');
  });

  it('reads durations in seconds, then minutes and seconds', () => {
    expect(formatDuration(0)).toBe('0.0 s');
    expect(formatDuration(12.34)).toBe('12.3 s');
    expect(formatDuration(59.94)).toBe('59.9 s');
    expect(formatDuration(59.96)).toBe('1 min');
    expect(formatDuration(125)).toBe('2 min 5 s');
    expect(formatDuration(3600 * 20)).toBe('1,200 min');
  });

  it('reads a rate in percent with one decimal', () => {
    expect(formatRate(3, 40)).toBe('7.5%');
    expect(formatRate(0, 10)).toBe('0.0%');
    expect(formatRate(1, 3)).toBe('33.3%');
  });

  it('reads a change without its sign, finer when it is small', () => {
    expect(formatPercent(12.5)).toBe('13%');
    expect(formatPercent(-12.4)).toBe('12%');
    expect(formatPercent(1.25)).toBe('1.3%');
    expect(formatPercent(1)).toBe('1%');
    expect(formatPercent(0.05)).toBe('less than 0.1%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1234.5)).toBe('1,235%');
  });
});

describe('days', () => {
  it('formats a calendar day short or with its year, whatever the server time zone', () => {
    expect(formatDay('2025-07-12')).toBe('Jul 12');
    expect(formatDay('2025-07-12', true)).toBe('Jul 12, 2025');
    expect(formatDay('2025-01-01', true)).toBe('Jan 1, 2025');
  });

  it('names a span once per year', () => {
    expect(formatDaySpan('2025-06-16', '2025-07-15')).toBe('Jun 16 to Jul 15, 2025');
    expect(formatDaySpan('2024-12-20', '2025-01-18')).toBe('Dec 20, 2024 to Jan 18, 2025');
    expect(formatDaySpan('2025-07-15', '2025-07-15')).toBe('Jul 15, 2025');
  });

  it('names a short span, such as a week, with the month once and no year', () => {
    expect(formatShortDaySpan('2026-11-16', '2026-11-22')).toBe('Nov 16–22');
    expect(formatShortDaySpan('2026-11-30', '2026-12-06')).toBe('Nov 30–Dec 6');
    expect(formatShortDaySpan('2025-12-29', '2026-01-04')).toBe('Dec 29–Jan 4');
    expect(formatShortDaySpan('2026-11-16', '2026-11-16')).toBe('Nov 16');
  });
});

describe('formatBusinessTime', () => {
  it('shows an instant in the business time zone and names the zone, to the minute or the second', () => {
    const instant = new Date('2025-07-14T19:05:09Z');
    expect(formatBusinessTime(instant)).toBe('Jul 14, 2025, 3:05 PM ET');
    expect(formatBusinessTime(instant, 'second')).toBe('Jul 14, 2025, 3:05:09 PM ET');
    // Past midnight UTC is still the evening before in New York.
    expect(formatBusinessTime(new Date('2025-01-15T03:30:00Z'))).toBe('Jan 14, 2025, 10:30 PM ET');
  });

  it('keeps the wall clock of the zone across a change of the clocks, under one name', () => {
    // 2025-11-02 06:30 UTC is 1:30 AM EST, an hour after 1:30 AM EDT (05:30 UTC).
    expect(formatBusinessTime(new Date('2025-11-02T05:30:00Z'))).toBe('Nov 2, 2025, 1:30 AM ET');
    expect(formatBusinessTime(new Date('2025-11-02T06:30:00Z'))).toBe('Nov 2, 2025, 1:30 AM ET');
    expect(formatBusinessTime(new Date('2025-03-09T07:00:00Z'))).toBe('Mar 9, 2025, 3:00 AM ET');
  });

  it('does not depend on the time zone of the process', () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
        process.env.TZ = tz;
        expect(formatBusinessTime(new Date('2025-07-14T19:05:09Z'))).toBe(
          'Jul 14, 2025, 3:05 PM ET',
        );
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('names the zone as Intl does, after a time and in words for a caption', () => {
    const zoneName = (timeZoneName: 'shortGeneric' | 'longGeneric') =>
      new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, timeZoneName })
        .formatToParts(new Date('2025-07-14T19:05:09Z'))
        .find((part) => part.type === 'timeZoneName')?.value;
    expect(businessZoneAbbreviation).toBe(zoneName('shortGeneric'));
    expect(businessZoneLabel).toBe(
      `${zoneName('longGeneric')} (${businessTimeZone.split('/').at(-1)?.replaceAll('_', ' ')})`,
    );
  });

  it('hands a client component the text and the instant, formatted on the server', () => {
    expect(businessTime(new Date('2025-07-14T19:05:09Z'))).toEqual({
      iso: '2025-07-14T19:05:09.000Z',
      text: 'Jul 14, 2025, 3:05 PM ET',
    });
    expect(businessTime(new Date('2025-07-14T19:05:09Z'), 'second').text).toBe(
      'Jul 14, 2025, 3:05:09 PM ET',
    );
  });
});
