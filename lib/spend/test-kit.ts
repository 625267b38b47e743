import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { SpendFileError } from './errors';
import { parseSpendFile, type SpendImportOptions } from './parse';

/** The bytes of a fixture under tests/fixtures/spend/, as uploaded. */
export const fixture = (name: string): Uint8Array =>
  readFileSync(new URL(`../../tests/fixtures/spend/${name}`, import.meta.url));

/** Text as a UTF-8 upload. */
export const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text);

/** Lines joined as a file writes them, with a line end after the last. */
export const lines = (...rows: string[]) => `${rows.join('\r\n')}\r\n`;

/** The refusal of `bytes`, which must be a SpendFileError. */
export function refusal(bytes: Uint8Array, options?: SpendImportOptions): SpendFileError {
  try {
    parseSpendFile(bytes, options);
  } catch (error) {
    expect(error).toBeInstanceOf(SpendFileError);
    return error as SpendFileError;
  }
  throw new Error('The file was read, not refused');
}
