import { describe, expect, it } from 'vitest';
import { maxSpendFileBytes } from './decode';
import { fixture, lines, refusal, utf8 } from './test-kit';

const googleTop = [
  'Campaign report',
  '"November 1, 2026 - November 3, 2026"',
  'Day,Campaign,Currency code,Cost',
];
/** A Google Ads report whose data rows start on line 4. */
const google = (...rows: string[]) => utf8(lines(...googleTop, ...rows));

const metaHeader = 'Reporting starts,Reporting ends,Campaign name,Amount spent (USD)';
const plainHeader = 'date,source,medium,campaign,cost,currency';

describe('files refused before they are read', () => {
  it('a file over 20 MB, from its size alone', () => {
    const error = refusal(new Uint8Array(maxSpendFileBytes + 1));
    expect(error).toMatchObject({ code: 'too-large', line: null });
    expect(error.message).toBe(
      'The file is 20.1 MB, over the 20 MB limit. Export fewer days at a time.',
    );
  });

  it('an empty file, a byte-order mark alone, blank lines', () => {
    for (const text of ['', '\uFEFF', '\r\n\r\n  \n']) {
      expect(refusal(utf8(text))).toMatchObject({ code: 'empty', line: null });
    }
    expect(refusal(new Uint8Array())).toMatchObject({ message: 'The file is empty.' });
  });

  it('bytes that are not UTF-8, on their line', () => {
    const head = utf8(lines(...googleTop, '2026-11-01,Spring pools,USD,1.00'));
    const bytes = new Uint8Array([...head, 0x43, 0x61, 0x66, 0xe9, 0x0a]);
    const error = refusal(bytes);
    expect(error).toMatchObject({ code: 'encoding', line: 5 });
    expect(error.message).toBe(
      'Line 5: the file is not valid UTF-8 text. Save it as "CSV UTF-8" and try again.',
    );
  });

  it('a UTF-16 file with a broken character, on its line', () => {
    const text = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0x0a, 0x00, 0x00, 0xd8, 0x41, 0x00]);
    expect(refusal(text)).toMatchObject({ code: 'encoding', line: 2 });
  });

  it('a NUL character (a binary file under a .csv name), on its line', () => {
    const error = refusal(google('2026-11-01,Spring\u0000pools,USD,1.00'));
    expect(error).toMatchObject({ code: 'nul', line: 4 });
  });
});

describe('headers', () => {
  it('a header with no rows below it', () => {
    const error = refusal(utf8(lines(...googleTop)));
    expect(error).toMatchObject({ code: 'no-rows', line: 3 });
    expect(error.message).toBe('Line 3: the header has no rows of spend below it.');
  });

  it('a header followed only by totals rows', () => {
    const error = refusal(google('Total: Account,--,USD,0.00', 'Total: Campaigns,--,USD,0.00'));
    expect(error).toMatchObject({ code: 'no-rows', line: 3 });
  });

  it('a missing column, naming it and what the format needs', () => {
    const error = refusal(
      utf8(lines('Campaign report', '"November 1, 2026"', 'Day,Campaign,Cost', '2026-11-01,A,1')),
    );
    expect(error).toMatchObject({ code: 'columns', line: 3 });
    expect(error.message).toBe(
      'Line 3: this looks like a Google Ads campaign report by day, but its header has no Currency code column. A Google Ads campaign report by day needs the columns Day, Campaign, Cost and Currency code.',
    );
  });

  it('several missing columns', () => {
    const error = refusal(utf8(lines('date,campaign,cost', '2026-11-01,A,1')), { source: 'plain' });
    expect(error.message).toBe(
      'Line 1: this looks like a plain spend CSV, but its header has no source, medium and currency columns. A plain spend CSV needs the columns date, source, medium, campaign, cost and currency.',
    );
  });

  it('no header anywhere, listing every format', () => {
    const error = refusal(utf8(lines('name,amount', 'Spring pools,12.00')));
    expect(error).toMatchObject({ code: 'columns', line: null });
    expect(error.message).toContain(
      'a Google Ads campaign report by day (Day, Campaign, Cost and Currency code)',
    );
    expect(error.message).toContain(
      'a Meta Ads Manager export by day (Reporting starts, Reporting ends, Campaign name and Amount spent (USD))',
    );
    expect(error.message).toContain(
      'a Microsoft Advertising campaign report (Date, Campaign and Spend)',
    );
    expect(error.message).toContain(
      'a plain spend CSV (date, source, medium, campaign, cost and currency)',
    );
  });

  it('a file named as another format', () => {
    const error = refusal(fixture('meta-ads-manager.csv'), { source: 'google' });
    expect(error).toMatchObject({ code: 'columns', line: 1 });
    expect(error.message).toBe(
      'Line 1: this is a Meta Ads Manager export by day, but it was imported as a Google Ads campaign report by day.',
    );
  });

  it('a quoted cell that is never closed', () => {
    const error = refusal(google('2026-11-01,"Spring pools,USD,1.00', '2026-11-02,B,USD,1.00'));
    expect(error).toMatchObject({ code: 'quote', line: 4 });
  });
});

describe('rows', () => {
  it('a cost that is not a number', () => {
    const error = refusal(
      google('2026-11-01,A,USD,1.00', '2026-11-02,A,USD,2.00', '2026-11-03,A,USD,"12,34x"'),
    );
    expect(error).toMatchObject({ code: 'cost', line: 6 });
    expect(error.message).toBe(
      'Line 6: the cost “12,34x” is not a number (write it as 1234.56 or 1,234.56).',
    );
  });

  it('a decimal comma, a currency sign, a missing cost', () => {
    expect(refusal(google('2026-11-01,A,USD,"12,34"'))).toMatchObject({ code: 'cost', line: 4 });
    expect(refusal(google('2026-11-01,A,USD,$12.00'))).toMatchObject({ code: 'cost', line: 4 });
    expect(refusal(google('2026-11-01,A,USD,'))).toMatchObject({
      code: 'cost',
      message: 'Line 4: the cost is missing.',
    });
  });

  it('a negative cost', () => {
    const error = refusal(google('2026-11-01,A,USD,1.00', '2026-11-02,A,USD,-5.00'));
    expect(error).toMatchObject({ code: 'negative', line: 5 });
    expect(error.message).toBe('Line 5: the cost “-5.00” is negative; a cost is zero or more.');
    expect(refusal(google('2026-11-01,A,USD,(5.00)'))).toMatchObject({ code: 'negative' });
  });

  it('a date that does not parse, or does not exist', () => {
    const error = refusal(google('2026-11-01,A,USD,1.00', '11/02/2026,A,USD,1.00'));
    expect(error).toMatchObject({ code: 'date', line: 5 });
    expect(error.message).toBe(
      'Line 5: the date “11/02/2026” does not parse: a Google Ads campaign report by day writes days as YYYY-MM-DD.',
    );
    expect(refusal(google('2026-02-30,A,USD,1.00'))).toMatchObject({ code: 'date', line: 4 });
    expect(refusal(google(',A,USD,1.00'))).toMatchObject({
      code: 'date',
      message: 'Line 4: the date is missing.',
    });
    const microsoft = utf8(lines('"Date","Campaign","Spend"', '"13/1/2026","A","1.00"'));
    expect(refusal(microsoft).message).toBe(
      'Line 2: the date “13/1/2026” does not parse: a Microsoft Advertising campaign report writes days as YYYY-MM-DD or M/D/YYYY.',
    );
  });

  it('a Meta row that covers more than one day', () => {
    const error = refusal(utf8(lines(metaHeader, '2026-11-01,2026-11-07,Spring pools,70.00')));
    expect(error).toMatchObject({ code: 'range', line: 2 });
    expect(error.message).toBe(
      'Line 2: the row covers 2026-11-01 to 2026-11-07, not one day. Export it again with Breakdown > By time > Day.',
    );
  });

  it('a missing campaign name', () => {
    expect(refusal(google('2026-11-01, ,USD,1.00'))).toMatchObject({
      code: 'campaign',
      line: 4,
      message: 'Line 4: the campaign name is missing.',
    });
  });

  it('a spreadsheet formula, starting a cell or inside one', () => {
    const error = refusal(google('2026-11-01,A,USD,1.00', '2026-11-02,A,USD,=SUM(D4:D4)'));
    expect(error).toMatchObject({ code: 'formula', line: 5 });
    expect(error.message).toBe(
      'Line 5: the cell “=SUM(D4:D4)” is a spreadsheet formula. Export the report again, or save the sheet with values only.',
    );
    expect(refusal(google('2026-11-01,"Brand 1+=HYPERLINK(""x"")",USD,1.00'))).toMatchObject({
      code: 'formula',
      line: 4,
    });
    expect(refusal(google('2026-11-01, =A1,USD,1.00'))).toMatchObject({ code: 'formula' });
  });

  it('a currency other than the site’s, naming both', () => {
    const error = refusal(google('2026-11-01,A,EUR,1.00'));
    expect(error).toMatchObject({ code: 'currency', line: 4 });
    expect(error.message).toBe(
      "Line 4: the file is in EUR, but this site counts its spend in USD. Export the report in USD, or change the site's currency.",
    );
    expect(refusal(google('2026-11-01,A,USD,1.00'), { currency: 'CAD' }).message).toContain(
      'the file is in USD, but this site counts its spend in CAD',
    );
  });

  it('a Meta account in another currency, on the header that names it', () => {
    const bytes = utf8(
      lines(
        'Reporting starts,Reporting ends,Campaign name,Amount spent (GBP)',
        '2026-11-01,2026-11-01,A,1.00',
      ),
    );
    expect(refusal(bytes)).toMatchObject({ code: 'currency', line: 1 });
  });

  it('more than one currency in a file', () => {
    const error = refusal(
      google('2026-11-01,A,USD,1.00', '2026-11-02,A,USD,1.00', '2026-11-03,A,EUR,1.00'),
    );
    expect(error).toMatchObject({ code: 'mixed-currency', line: 6 });
    expect(error.message).toBe(
      'Line 6: the currency EUR differs from USD on line 4; a file holds one currency.',
    );
  });

  it('a missing or unreadable currency', () => {
    expect(refusal(google('2026-11-01,A,,1.00'))).toMatchObject({
      code: 'currency',
      message: 'Line 4: the currency is missing.',
    });
    expect(refusal(google('2026-11-01,A,US$,1.00')).message).toBe(
      'Line 4: the currency “US$” is not a three-letter code such as USD.',
    );
  });

  it('a row repeated cell for cell (a report pasted in twice)', () => {
    const error = refusal(
      google('2026-11-01,A,USD,1.00', '2026-11-02,A,USD,1.00', '2026-11-01,A,USD,1.00'),
    );
    expect(error).toMatchObject({ code: 'duplicate', line: 6 });
    expect(error.message).toBe(
      'Line 6: this row repeats line 4 exactly; was the report pasted in twice?',
    );
  });

  it('a plain CSV with two rows for one day and campaign', () => {
    const error = refusal(
      utf8(
        lines(
          plainHeader,
          '2026-11-01,linkedin,paid_social,Spring,1.00,USD',
          '2026-11-01,linkedin,paid_social,Spring,2.00,USD',
        ),
      ),
    );
    expect(error).toMatchObject({ code: 'duplicate', line: 3 });
    expect(error.message).toBe(
      'Line 3: 2026-11-01 “Spring” is already on line 2; a plain spend CSV has one row per day and campaign.',
    );
  });

  it('a plain CSV with two sources, or none', () => {
    const error = refusal(
      utf8(
        lines(
          plainHeader,
          '2026-11-01,linkedin,paid_social,Spring,1.00,USD',
          '2026-11-01,tiktok,paid_social,Spring,2.00,USD',
        ),
      ),
    );
    expect(error).toMatchObject({ code: 'mixed-source', line: 3 });
    expect(error.message).toBe(
      'Line 3: tiktok / paid_social differs from linkedin / paid_social on line 2; import one source and medium per file.',
    );
    expect(
      refusal(utf8(lines(plainHeader, '2026-11-01,,paid_social,Spring,1.00,USD'))),
    ).toMatchObject({ code: 'source', line: 2, message: 'Line 2: the source is missing.' });
  });
});
