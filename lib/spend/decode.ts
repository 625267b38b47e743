import { SpendFileError } from './errors';

/** The largest file read; checked on the bytes, before anything is decoded. */
export const maxSpendFileBytes = 20 * 1024 * 1024;

export type DecodedText = {
  text: string;
  /** UTF-16 files are Google Ads' "Excel .csv": tab-separated. */
  encoding: 'utf-8' | 'utf-16le';
};

const utf16LeBom = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xfe;

/**
 * The first line (1-based) that does not decode: lines are split on the newline's code unit,
 * which no other character contains in either encoding, and each is decoded strictly.
 */
function firstBadLine(bytes: Uint8Array, encoding: DecodedText['encoding']): number {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const unit = encoding === 'utf-8' ? 1 : 2;
  let start = 0;
  let line = 1;
  for (let at = 0; at + unit <= bytes.length; at += unit) {
    const newline = bytes[at] === 0x0a && (unit === 1 || bytes[at + 1] === 0x00);
    if (!newline) continue;
    try {
      decoder.decode(bytes.subarray(start, at));
    } catch {
      return line;
    }
    start = at + unit;
    line += 1;
  }
  return line;
}

/**
 * A file's text: UTF-8 (a byte-order mark removed) or, after its byte-order mark, UTF-16 LE.
 * Refused: over `maxSpendFileBytes`, empty, bytes that are not text in that encoding, NUL
 * characters (a spreadsheet or another binary file renamed .csv).
 */
export function decodeSpendFile(bytes: Uint8Array): DecodedText {
  if (bytes.byteLength > maxSpendFileBytes) {
    // Rounded up: a file just over the limit never reads as 20.0 MB.
    const megabytes = (Math.ceil((bytes.byteLength / (1024 * 1024)) * 10) / 10).toFixed(1);
    throw new SpendFileError(
      'too-large',
      null,
      `The file is ${megabytes} MB, over the 20 MB limit. Export fewer days at a time.`,
    );
  }
  const encoding = utf16LeBom(bytes) ? 'utf-16le' : 'utf-8';
  let text: string;
  try {
    // Both decoders drop their byte-order mark.
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    const line = firstBadLine(bytes, encoding);
    const name = encoding === 'utf-8' ? 'UTF-8' : 'UTF-16';
    throw new SpendFileError(
      'encoding',
      line,
      `the file is not valid ${name} text. Save it as "CSV UTF-8" and try again.`,
    );
  }
  const nul = text.indexOf('\u0000');
  if (nul !== -1) {
    const line = text.slice(0, nul).split('\n').length;
    throw new SpendFileError(
      'nul',
      line,
      'the file holds a NUL character: it is not a CSV text file (a spreadsheet saved under a .csv name?).',
    );
  }
  if (text.trim() === '') throw new SpendFileError('empty', null, 'The file is empty.');
  return { text, encoding };
}
