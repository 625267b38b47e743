/**
 * Why a spend file was refused. `line` is the file's line (1-based, where the record starts) the
 * reason is on, or null when it is the file as a whole (too large, empty, no header anywhere).
 */
export type SpendFileErrorCode =
  | 'too-large'
  | 'empty'
  | 'encoding'
  | 'nul'
  | 'quote'
  | 'columns'
  | 'no-rows'
  | 'formula'
  | 'date'
  | 'range'
  | 'campaign'
  | 'cost'
  | 'negative'
  | 'currency'
  | 'mixed-currency'
  | 'source'
  | 'mixed-source'
  | 'duplicate';

/** A file that changes nothing: its message names the line and says what to do, for a person. */
export class SpendFileError extends Error {
  readonly code: SpendFileErrorCode;
  readonly line: number | null;

  constructor(code: SpendFileErrorCode, line: number | null, reason: string) {
    super(line === null ? reason : `Line ${line}: ${reason}`);
    this.name = 'SpendFileError';
    this.code = code;
    this.line = line;
  }
}

/** What each refusal says when only its code and line are known (a plain form post's redirect). */
const reasons: Record<SpendFileErrorCode, string> = {
  'too-large': 'the file is over 20 MB. Export a shorter date range.',
  empty: 'the file is empty.',
  encoding: 'the file is not text (save the report as CSV, UTF-8 or UTF-16).',
  nul: 'the file holds NUL bytes, which no report has: is it a spreadsheet rather than its CSV?',
  quote: 'a quoted cell is never closed.',
  columns: 'the header does not have the columns of a known report.',
  'no-rows': 'the header has no rows of spend below it.',
  formula: 'a cell is a spreadsheet formula. Export the report again, or save values only.',
  date: 'a date does not parse.',
  range: 'a row covers more than one day. Export the report by day.',
  campaign: 'a campaign name is missing.',
  cost: 'a cost is not a number (write it as 1234.56 or 1,234.56).',
  negative: 'a cost is negative.',
  currency: "the file's currency is not this site's, or is missing.",
  'mixed-currency': 'the file mixes currencies; a file holds one.',
  source: 'a source or medium is missing.',
  'mixed-source': 'the file mixes sources or media; import one source and medium per file.',
  duplicate: 'a row repeats another.',
};

const isCode = (value: string): value is SpendFileErrorCode => value in reasons;

/**
 * The sentence for a refusal known by its code and line (`?error=cost&line=4`), or null for a
 * code that is not one: nothing but these fixed sentences is shown from the address.
 */
export function spendErrorSentence(code: string, line: string | null): string | null {
  if (code === 'no-file') return 'Choose a report file to upload.';
  if (!isCode(code)) return null;
  const number = line !== null && /^[1-9][0-9]{0,8}$/.test(line) ? line : null;
  const reason = reasons[code];
  return number === null
    ? `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`
    : `Line ${number}: ${reason}`;
}
