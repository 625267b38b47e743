import { describe, expect, it } from 'vitest';
import { parseSpendFile } from './parse';
import { fixture } from './test-kit';

const expectedRows = [
  { day: '2026-11-01', campaign: 'Pools, spas & hot tubs', cost: 8740, currency: 'USD' },
  { day: '2026-11-01', campaign: 'Spring pools', cost: 123456, currency: 'USD' },
  { day: '2026-11-02', campaign: 'Pools, spas & hot tubs', cost: 0, currency: 'USD' },
  { day: '2026-11-02', campaign: 'Spring pools', cost: 110000, currency: 'USD' },
  { day: '2026-11-03', campaign: 'Roofing – “brand”', cost: 1205, currency: 'USD' },
];

describe('Google Ads campaign report by day', () => {
  it('reads the .csv download: BOM, title and date range, grouped thousands, totals rows', () => {
    const report = parseSpendFile(fixture('google-campaign-report.csv'));
    expect(report).toEqual({
      format: 'google',
      source: 'google',
      medium: 'cpc',
      rows: expectedRows,
      days: 3,
      campaigns: 3,
      totalCents: 243401,
      from: '2026-11-01',
      to: '2026-11-03',
    });
  });

  it('reads the "Excel .csv" download: UTF-16 LE with a BOM, tab-separated', () => {
    const report = parseSpendFile(fixture('google-campaign-report-excel.csv'));
    expect(report.format).toBe('google');
    expect(report.rows).toEqual(expectedRows);
    expect(report.totalCents).toBe(243401);
  });

  it('reads the same file when named with --source google', () => {
    const report = parseSpendFile(fixture('google-campaign-report.csv'), { source: 'google' });
    expect(report.totalCents).toBe(243401);
  });

  it('sums rows a segment splits (one campaign, one day, two networks)', () => {
    const text = [
      'Campaign report',
      '"November 1, 2026 - November 1, 2026"',
      'Day,Campaign,Network (with search partners),Currency code,Cost',
      '2026-11-01,Spring pools,Google search,USD,"1,000.00"',
      '2026-11-01,Spring pools,Search partners,USD,25.50',
      'Total: Account,,,USD,"1,025.50"',
    ].join('\n');
    const report = parseSpendFile(new TextEncoder().encode(text));
    expect(report.rows).toEqual([
      { day: '2026-11-01', campaign: 'Spring pools', cost: 102550, currency: 'USD' },
    ]);
  });
});
