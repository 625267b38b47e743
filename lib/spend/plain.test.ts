import { describe, expect, it } from 'vitest';
import { parseSpendFile } from './parse';
import { fixture, lines, utf8 } from './test-kit';

describe('plain spend CSV', () => {
  it('reads date,source,medium,campaign,cost,currency', () => {
    const report = parseSpendFile(fixture('plain.csv'));
    expect(report).toEqual({
      format: 'plain',
      source: 'linkedin',
      medium: 'paid_social',
      rows: [
        { day: '2026-11-01', campaign: 'Pools, spas & hot tubs', cost: 25000, currency: 'USD' },
        { day: '2026-11-01', campaign: 'Spring pools', cost: 101010, currency: 'USD' },
        { day: '2026-11-02', campaign: 'Pools, spas & hot tubs', cost: 19850, currency: 'USD' },
        { day: '2026-11-02', campaign: 'Spring pools', cost: 0, currency: 'USD' },
      ],
      days: 2,
      campaigns: 2,
      totalCents: 145860,
      from: '2026-11-01',
      to: '2026-11-02',
    });
  });

  it('names the source as the views do (lib/sources.ts): fb is facebook', () => {
    const report = parseSpendFile(
      utf8(lines('date,source,medium,campaign,cost,currency', '2026-11-01,FB,Paid,Spring,1,USD')),
    );
    expect(report).toMatchObject({ source: 'facebook', medium: 'paid' });
  });
});
