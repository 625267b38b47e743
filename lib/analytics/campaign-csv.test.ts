import { describe, expect, it } from 'vitest';
import { campaignCsv, campaignCsvFileName } from './campaign-csv';
import { campaignRow, campaignViewFixture } from './campaign-test-kit';

const linesOf = (csv: string) => csv.split('\r\n');
const header =
  'Section,Label,Channel,Source,Referring site,Medium,Campaign,Keyword,Page,Entry page,Variant,Device,Visits,Booking clicks,Conversion rate (%),Booked demos,Click-to-booking rate (%),Cancellations,Contact requests,Spend (USD),Cost per visit (USD),Cost per booked demo (USD),Qualified deals,Pipeline (USD),Won revenue (USD),Return on ad spend';

describe('campaignCsv', () => {
  const view = campaignViewFixture({ filters: { channel: 'Paid search', campaign: '=1+2' } });
  const lines = linesOf(campaignCsv(view));

  it('names the range, its comparison and the filters applied, then one header', () => {
    expect(lines[0]).toBe('Campaign view export');
    expect(lines[1]).toBe('Range,Last 7 days,From,2025-07-09,To,2025-07-15');
    expect(lines[2]).toBe('Compared with,the previous 7 days,From,2025-07-02,To,2025-07-08');
    expect(lines).toContain('Filter,Channel,Paid search');
    // A filter comes from the URL: it is text a spreadsheet must not run.
    expect(lines).toContain("Filter,Campaign,'=1+2");
    expect(lines.filter((line) => line === header)).toHaveLength(1);
    expect(lines.indexOf(header)).toBeLessThan(lines.findIndex((l) => l.startsWith('Figures,')));
  });

  it('writes the figures of the period and of the one before, rates in percent', () => {
    expect(lines).toContain('Figures,Last 7 days,,,,,,,,,,,400,30,7.5,6,20,1,2,,,,0,0.00,0.00,');
    expect(lines).toContain(
      'Figures,Previous: the previous 7 days,,,,,,,,,,,320,30,9.4,0,0,2,1,,,,0,0.00,0.00,',
    );
  });

  it('writes every row of every table with its section and the value of each dimension it stands for', () => {
    expect(lines).toContain(
      'Keywords,pool builder leads,,,,,,pool builder leads,,,,,120,11,9.2,3,27.3,1,0,,,,0,0.00,0.00,',
    );
    expect(lines).toContain(
      'Channels,Paid search,Paid search,,,,,,,,,,250,20,8,5,25,1,0,,,,0,0.00,0.00,',
    );
    expect(lines).toContain('Sources,google,,google,,,,,,,,,250,20,8,5,25,1,0,,,,0,0.00,0.00,');
    expect(lines).toContain(
      'Referring sites,google.com,,,google.com,,,,,,,,40,2,5,0,0,0,0,,,,0,0.00,0.00,',
    );
    expect(lines).toContain(
      'Campaigns,spring_pool,,google,,cpc,spring_pool,,,,,,200,18,9,5,27.8,1,0,,,,0,0.00,0.00,',
    );
    expect(lines).toContain(
      'Top pages,landing,,,,,,,landing,,,,300,25,8.3,5,20,0,0,,,,0,0.00,0.00,',
    );
    expect(lines).toContain(
      'Entry pages,landing,,,,,,,,landing,,,280,22,7.9,5,22.7,0,0,,,,0,0.00,0.00,',
    );
    expect(lines).toContain(
      'Devices,desktop,,,,,,,,,,desktop,140,18,12.9,4,22.2,1,0,,,,0,0.00,0.00,',
    );
    expect(lines).toContain('Funnel by variant,Other,,,,,,,,,,,400,0,0,1,,0,0,,,,0,0.00,0.00,');
    expect(lines).toContain(
      'Funnel by channel,Direct,Direct,,,,,,,,,,12,1,8.3,0,0,0,0,,,,0,0.00,0.00,',
    );
  });

  it('defuses every text cell a spreadsheet would run as a formula', () => {
    expect(lines).toContain(
      `Campaigns,"'=HYPERLINK(""http://evil"")",,'@evil,,'-x,"'=HYPERLINK(""http://evil"")",,,,,,3,0,0,0,,0,0,,,,0,0.00,0.00,`,
    );
    for (const line of lines.slice(1)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
  });

  it('writes the rows of the view it is given, past the top ten the page shows', () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      campaignRow(`page-${i}`, { page: `/p${i}` }, 100 - i),
    );
    const base = campaignViewFixture();
    if (base.tables.error) throw new Error('fixture');
    const csv = linesOf(
      campaignCsv({
        ...base,
        tables: { error: false, value: { ...base.tables.value, pages: many } },
      }),
    );
    expect(csv.filter((line) => line.startsWith('Top pages,'))).toHaveLength(25);
    expect(csv).not.toContain(
      'Top pages,/pricing,,,,,,,/pricing,,,,90,5,5.6,0,0,0,0,,,,0,0.00,0.00,',
    );
  });

  it('marks a group that failed, says when there is no filter or nothing to compare with', () => {
    const failed = linesOf(
      campaignCsv(
        campaignViewFixture({
          preset: 'all',
          label: 'All time',
          comparison: null,
          previous: null,
          current: { from: null, to: '2025-07-15' },
          figures: { error: true },
          tables: { error: true },
        }),
      ),
    );
    expect(failed[1]).toBe('Range,All time,From,first event,To,2025-07-15');
    expect(failed[2]).toBe('Compared with,nothing (no previous period)');
    expect(failed).toContain('Filters,none');
    expect(failed).toContain('Figures,This figure could not be loaded.');
    expect(failed).toContain('Devices,This figure could not be loaded.');
    // The keywords are shown only when some visit has one: a failed group does not invent them.
    expect(failed.some((line) => line.startsWith('Keywords,'))).toBe(false);
    expect(failed).toContain(
      'Funnel by variant,General,,,,,,,,,general,,400,20,5,4,20,1,0,,,,0,0.00,0.00,',
    );
  });

  it('names the file after the range', () => {
    expect(campaignCsvFileName(view)).toBe('jackie-campaigns-7d-2025-07-09-to-2025-07-15.csv');
    expect(
      campaignCsvFileName(
        campaignViewFixture({ preset: 'all', current: { from: null, to: '2025-07-15' } }),
      ),
    ).toBe('jackie-campaigns-all-start-to-2025-07-15.csv');
  });
});
