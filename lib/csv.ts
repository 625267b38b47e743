/** CSV as the admin's exports write it (RFC 4180, safe to open in a spreadsheet). */

export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One cell: numbers as they are, text with a leading apostrophe when a spreadsheet would run it
 * as a formula, and quoted (RFC 4180) when it holds a comma, quote or line break.
 */
export function csvCell(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text: CRLF line ends, including after the last record. */
export function toCsv(rows: CsvCell[][]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/**
 * A CSV file to download: a byte-order mark first, so that Excel reads it as UTF-8, and the name
 * the browser saves it under.
 */
export const csvDownload = (csv: string, fileName: string) =>
  new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
