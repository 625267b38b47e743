import { describe, expect, it } from 'vitest';
import { parseSpendFile } from './parse';
import { fixture, lines, utf8 } from './test-kit';

describe('Microsoft Advertising campaign report', () => {
  it('reads the web download: metadata lines, M/D/YYYY days, blank lines, the footer', () => {
    const report = parseSpendFile(fixture('microsoft-campaign-report.csv'));
    expect(report).toEqual({
      format: 'microsoft',
      source: 'bing',
      medium: 'cpc',
      rows: [
        { day: '2026-11-01', campaign: 'Pools, spas & hot tubs', cost: 6418, currency: 'USD' },
        { day: '2026-11-01', campaign: 'Spring pools', cost: 102030, currency: 'USD' },
        { day: '2026-11-02', campaign: 'Pools, spas & hot tubs', cost: 5802, currency: 'USD' },
        { day: '2026-11-02', campaign: 'Spring pools', cost: 98765, currency: 'USD' },
        { day: '2026-11-03', campaign: 'Spring pools', cost: 94000, currency: 'USD' },
      ],
      days: 3,
      campaigns: 2,
      totalCents: 307015,
      from: '2026-11-01',
      to: '2026-11-03',
    });
  });

  it("reads the Reporting API's file: TimePeriod, CampaignName, yyyy-mm-dd days", () => {
    const report = parseSpendFile(fixture('microsoft-api-report.csv'), { source: 'microsoft' });
    expect(report).toMatchObject({ days: 2, campaigns: 2, totalCents: 207213 });
  });

  it('takes the site currency when the report has no currency column', () => {
    const report = parseSpendFile(
      utf8(lines('"Date","Campaign","Spend"', '"11/5/2026","Spring pools","10.00"')),
      { currency: 'CAD' },
    );
    expect(report.rows).toEqual([
      { day: '2026-11-05', campaign: 'Spring pools', cost: 1000, currency: 'CAD' },
    ]);
  });
});
