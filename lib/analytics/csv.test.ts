import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '@/lib/csv';
import { dashboardCsv, dashboardCsvFileName } from './csv';
import type { DashboardData } from './dashboard-data';

describe('csvCell', () => {
  it('keeps plain text and numbers as they are', () => {
    expect(csvCell('Landing Page Views')).toBe('Landing Page Views');
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell(42.5)).toBe('42.5');
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
  });

  it('writes null and non-finite numbers as empty cells', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r\nlf')).toBe('"cr\r\nlf"');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only a leading character counts.
    expect(csvCell('/pricing?a=1')).toBe('/pricing?a=1');
  });
});

describe('toCsv', () => {
  it('joins cells with commas and records with CRLF', () => {
    expect(toCsv([['a', 1, null], [], ['=x', 'b,c']])).toBe('a,1,\r\n\r\n\'=x,"b,c"\r\n');
  });
});

const tiles = {
  landingPageViews: 200,
  allBookingClicks: 12,
  generalBookingClicks: 6,
  poolBookingClicks: 4,
  hvacBookingClicks: 2,
  contactRequests: 3,
  avgTimeOnSiteSeconds: 42.26,
  videoPlayClicks: 9,
  avgVideoWatchSeconds: 30.6,
  visits: 150,
  bookingClicks: 9,
  bookedDemos: 2,
  bookingConversionRate: 0.06,
  cancellations: 1,
};

const data: DashboardData = {
  preset: '7d',
  label: 'Last 7 days',
  comparison: 'the previous 7 days',
  timeZone: 'America/New_York',
  current: { from: '2025-07-09', to: '2025-07-15' },
  previous: { from: '2025-07-02', to: '2025-07-08' },
  generatedAt: '2025-07-15T16:00:00.000Z',
  tiles: {
    error: false,
    value: {
      current: tiles,
      previous: {
        ...tiles,
        landingPageViews: 160,
        poolBookingClicks: 0,
        avgVideoWatchSeconds: null,
      },
    },
  },
  daily: {
    error: false,
    value: [{ day: '2025-07-09', pageViews: 30, general: 1, pool: 2, hvac: 0 }],
  },
  clickThrough: {
    error: false,
    value: [
      { page: 'landing', views: 200, clicks: 10, general: 6, pool: 4, hvac: 0 },
      { page: '=cmd|/C calc', views: 0, clicks: 2, general: 0, pool: 0, hvac: 2 },
    ],
  },
  engagement: {
    error: false,
    value: { session: { median: 31.234, p75: 75 }, video: { median: null, p75: null } },
  },
  drops: { error: true },
  trend: {
    error: false,
    value: {
      bucket: 'day',
      points: [{ from: '2025-07-09', to: '2025-07-09', visits: 21, clicked: 2, booked: 1 }],
    },
  },
};

describe('dashboardCsv', () => {
  const lines = dashboardCsv(data).split('\r\n');

  it('describes the range and its comparison', () => {
    expect(lines[1]).toBe('Range,Last 7 days,From,2025-07-09,To,2025-07-15');
    expect(lines[2]).toBe('Compared with,the previous 7 days,From,2025-07-02,To,2025-07-08');
  });

  it('lists the tiles with current, previous and change as shown', () => {
    expect(lines).toContain('Landing Page Views,200,160,25');
    expect(lines).toContain('Pool Booking Clicks,4,0,');
    expect(lines).toContain('Avg Time on Site (s),42.3,42.3,0');
    expect(lines).toContain('Avg Video Watch (s),31,,');
    expect(lines).toContain('Booking conversion rate (%),6,6,0');
    const start = lines.indexOf('Figure,Current,Previous,Change (%)');
    expect(lines.slice(start + 1, start + 15).map((line) => line.split(',')[0])).toEqual([
      'Visits',
      'Booking clicks',
      'Booked demos',
      'Booking conversion rate (%)',
      'Landing Page Views',
      'All Booking CTA Clicks',
      'General Booking Clicks',
      'Pool Booking Clicks',
      'HVAC Booking Clicks',
      'Contact Requests',
      'Avg Time on Site (s)',
      'Video Play Clicks',
      'Avg Video Watch (s)',
      'Cancellations',
    ]);
  });

  it('includes the daily series, click-through with denominators and percentiles', () => {
    expect(lines).toContain('"Visits, booking clicks and booked demos by day"');
    expect(lines).toContain('2025-07-09,2025-07-09,21,2,1');
    expect(lines).toContain('2025-07-09,30,1,2,0,3');
    expect(lines).toContain('landing,200,10,5,6,3,4,2,0,0');
    expect(lines).toContain("'=cmd|/C calc,0,2,,0,,0,,2,");
    expect(lines).toContain('Time on site,31.2,75');
    expect(lines).toContain('Video watch time,,');
  });

  it('marks a group that failed to load', () => {
    const dropped = lines.indexOf('Events dropped');
    expect(lines[dropped + 1]).toBe('This figure could not be loaded.');
  });

  it('has no previous period for all time', () => {
    const all = dashboardCsv({
      ...data,
      preset: 'all',
      label: 'All time',
      comparison: null,
      previous: null,
      current: { from: null, to: '2025-07-15' },
      tiles: { error: false, value: { current: tiles, previous: null } },
    }).split('\r\n');
    expect(all[1]).toBe('Range,All time,From,first event,To,2025-07-15');
    expect(all).toContain('Landing Page Views,200,,');
  });

  it('names the file after the range', () => {
    expect(dashboardCsvFileName(data)).toBe('jackie-analytics-7d-2025-07-09-to-2025-07-15.csv');
  });
});
