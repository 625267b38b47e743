import { describe, expect, it } from 'vitest';
import { maxRecords, readRecords } from './records';

describe('readRecords', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks, on their lines', () => {
    const text = 'a,"b, c","say ""hi"""\r\n"two\nlines",x\ny,z';
    expect(readRecords(text, ',')).toEqual({
      records: [
        { line: 1, cells: ['a', 'b, c', 'say "hi"'] },
        { line: 2, cells: ['two\nlines', 'x'] },
        { line: 4, cells: ['y', 'z'] },
      ],
      unclosedQuoteLine: null,
    });
  });

  it('reads tabs, CR line ends and empty cells, and passes over blank lines', () => {
    const { records } = readRecords('a\t\tb\r\r"c"\t1,5\r', '\t');
    expect(records).toEqual([
      { line: 1, cells: ['a', '', 'b'] },
      { line: 3, cells: ['c', '1,5'] },
    ]);
  });

  it('keeps a quote inside an unquoted cell, and text after a closing quote', () => {
    expect(readRecords('5" pipe,"a"b\n', ',').records).toEqual([
      { line: 1, cells: ['5" pipe', 'ab'] },
    ]);
  });

  it('reports a quoted cell never closed', () => {
    expect(readRecords('a,b\nc,"d\ne\n', ',')).toEqual({
      records: [{ line: 1, cells: ['a', 'b'] }],
      unclosedQuoteLine: 2,
    });
  });
});

describe('a file made to fill the memory', () => {
  it('reads 20 MB of line breaks as no record, at once', () => {
    expect(readRecords('\n'.repeat(20 * 1024 * 1024), ',').records).toEqual([]);
  });

  it('refuses more rows than a report has, naming where it stopped', () => {
    const text = 'x\n'.repeat(maxRecords + 10);
    expect(() => readRecords(text, ',')).toThrow(
      `Line ${maxRecords + 1}: the file has more than 500,000 rows.`,
    );
  });
});
