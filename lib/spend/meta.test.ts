import { describe, expect, it } from 'vitest';
import { parseSpendFile } from './parse';
import { fixture, lines, utf8 } from './test-kit';

describe('Meta Ads Manager export by day', () => {
  it('reads the export: one row per campaign and day, the currency in the cost column', () => {
    const report = parseSpendFile(fixture('meta-ads-manager.csv'));
    expect(report).toEqual({
      format: 'meta',
      source: 'facebook',
      medium: 'paid',
      rows: [
        { day: '2026-11-01', campaign: 'Pools, spas & hot tubs', cost: 102450, currency: 'USD' },
        // Two campaigns named Retargeting (Meta does not keep names unique): summed.
        { day: '2026-11-01', campaign: 'Retargeting', cost: 4400, currency: 'USD' },
        { day: '2026-11-01', campaign: 'Spring pools – leads', cost: 12500, currency: 'USD' },
        { day: '2026-11-02', campaign: 'Pools, spas & hot tubs', cost: 98075, currency: 'USD' },
        { day: '2026-11-02', campaign: 'Spring pools – leads', cost: 12000, currency: 'USD' },
      ],
      days: 2,
      campaigns: 3,
      totalCents: 229425,
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });

  it('skips the summary row, which names no campaign', () => {
    const report = parseSpendFile(
      utf8(
        lines(
          'Reporting starts,Reporting ends,Campaign name,Amount spent (USD)',
          '2026-11-01,2026-11-02,,250.00',
          '2026-11-01,2026-11-01,Spring pools,100.00',
          '2026-11-02,2026-11-02,Spring pools,150.00',
        ),
      ),
    );
    expect(report.totalCents).toBe(25000);
    expect(report.days).toBe(2);
  });

  it('reads an account in another currency when the site counts in it', () => {
    const report = parseSpendFile(
      utf8(
        lines(
          'Reporting starts,Reporting ends,Campaign name,Amount spent (EUR)',
          '2026-11-01,2026-11-01,Spring pools,12.34',
        ),
      ),
      { currency: 'EUR' },
    );
    expect(report.rows).toEqual([
      { day: '2026-11-01', campaign: 'Spring pools', cost: 1234, currency: 'EUR' },
    ]);
  });
});
