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
