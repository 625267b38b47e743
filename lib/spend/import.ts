import 'server-only';
import type { Database } from '@/lib/db/client';
import { createSpendImport } from '@/lib/db/queries/spend';
import { env } from '@/lib/env';
import { parseSpendFile, type SpendImportOptions } from './parse';

/** A file name as the history shows it: no control characters, trimmed, at most 200 characters. */
export function cleanFileName(name: string): string {
  const clean = name
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point.
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, '')
    .replace(/[\uD800-\uDFFF]/g, (char, index, text: string) => {
      const code = char.charCodeAt(0);
      const next = text.charCodeAt(index + 1);
      const previous = text.charCodeAt(index - 1);
      const paired =
        code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : previous >= 0xd800 && previous < 0xdc00;
      return paired ? char : '';
    })
    .trim()
    .slice(0, 200);
  return clean || 'spend.csv';
}

/**
 * Reads an uploaded report in the site's currency (SITE_CURRENCY) and keeps what it read as a
 * preview to save or discard; its id. A file that cannot be read throws SpendFileError (naming
 * the line) and keeps nothing.
 */
export async function importSpendFile(
  db: Database,
  file: { bytes: Uint8Array; fileName: string; source?: SpendImportOptions['source'] },
  createdBy: string | null,
): Promise<number> {
  const currency = env().SITE_CURRENCY;
  const report = parseSpendFile(file.bytes, { source: file.source, currency });
  return createSpendImport(db, {
    ...report,
    currency,
    rows: report.rows.map(({ day, campaign, cost }) => ({ day, campaign, cost })),
    fileName: cleanFileName(file.fileName),
    createdBy,
  });
}
