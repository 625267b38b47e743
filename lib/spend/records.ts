import { SpendFileError } from './errors';

/**
 * A small RFC 4180 reader, enough for the ad platforms' exports: quoted cells (with delimiters,
 * line breaks and doubled quotes inside), CRLF, LF or CR line ends, and a comma or a tab between
 * cells. Ours rather than a dependency: package.json has no CSV parser, and this is shorter than
 * adapting one to report the line each record starts on.
 */

export type CsvRecord = {
  /** The line the record starts on, 1-based. */
  line: number;
  cells: string[];
};

export type ReadRecords = {
  records: CsvRecord[];
  /** The line of a quoted cell that is never closed (the rest of the file is in it), or null. */
  unclosedQuoteLine: number | null;
};

/**
 * The most records a file may hold: a year of daily spend for 60 campaigns is 21,900, and a
 * report segmented by network and device a few times that. Blank lines are not records. Beyond
 * it the file is refused before its records fill the memory (20 MB of one-character lines would
 * make ten million of them).
 */
export const maxRecords = 500_000;

export function readRecords(text: string, delimiter: ',' | '\t'): ReadRecords {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let at = 0;

  const endRecord = () => {
    cells.push(cell);
    const record = { line: recordLine, cells };
    if (!isBlank(record)) records.push(record);
    if (records.length > maxRecords) {
      throw new SpendFileError(
        'too-large',
        recordLine,
        `the file has more than ${maxRecords.toLocaleString('en-US')} rows. Export a shorter date range, or fewer segments.`,
      );
    }
    cells = [];
    cell = '';
  };

  while (at < text.length) {
    const char = text[at];
    if (quoted) {
      if (char === '"') {
        if (text[at + 1] === '"') {
          cell += '"';
          at += 2;
          continue;
        }
        // The closing quote; anything after it up to the delimiter is kept, as Excel does.
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && text[at + 1] !== '\n')) line += 1;
        cell += char;
      }
      at += 1;
      continue;
    }
    if (char === '"' && cell === '') {
      quoted = true;
      quoteLine = line;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[at + 1] === '\n') at += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
    at += 1;
  }
  if (quoted) return { records, unclosedQuoteLine: quoteLine };
  // A last record without a line end.
  if (cell !== '' || cells.length > 0) endRecord();
  return { records, unclosedQuoteLine: null };
}

/** Whether a record holds nothing (a blank line, or only delimiters and spaces). */
export const isBlank = (record: CsvRecord) => record.cells.every((cell) => cell.trim() === '');
