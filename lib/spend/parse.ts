import { z } from 'zod';
import { canonicalSource } from '@/lib/sources';
import { decodeSpendFile } from './decode';
import { SpendFileError } from './errors';
import {
  type ColumnRole,
  columnMatches,
  joinList,
  metaCostColumn,
  requiredColumnList,
  type SpendFormat,
  type SpendFormatId,
  spendFormatIds,
  spendFormats,
} from './formats';
import { type CsvRecord, isBlank, readRecords } from './records';
import { dateStyleLabels, parseCost, parseCurrency, parseDay } from './values';

/**
 * An uploaded ad-spend report, read into one cost per day and campaign, or refused with the line
 * and the reason (SpendFileError). Pure: bytes in, rows out; saving them is the caller's.
 */

export const spendImportOptionsSchema = z.object({
  /** The format, when the person names it (`--source google`); otherwise read from the header. */
  source: z.enum(spendFormatIds).optional(),
  /** The site's currency: a file in another is refused. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as USD')
    .default('USD'),
});
export type SpendImportOptions = z.input<typeof spendImportOptionsSchema>;

export type SpendRow = {
  /** YYYY-MM-DD, the day as the ad platform's account time zone counts it. */
  day: string;
  campaign: string;
  /** Whole cents (hundredths of the currency's unit). */
  cost: number;
  currency: string;
};

export type SpendReport = {
  format: SpendFormatId;
  /** The canonical source name (lib/sources.ts): google, facebook, bing, or the plain file's. */
  source: string;
  medium: string;
  /** One row per day and campaign, by day then campaign. */
  rows: SpendRow[];
  /** Distinct days and campaign names. */
  days: number;
  campaigns: number;
  totalCents: number;
  /** The first and last day, the range a re-import replaces. */
  from: string;
  to: string;
};

/** Lines above the header that are the report's title, date range or metadata. */
const maxLinesAboveHeader = 20;

type HeaderMatch = {
  format: SpendFormat;
  record: CsvRecord;
  index: number;
  /** Column index per role; -1 for an optional column the file does not have. */
  columns: Record<ColumnRole, number>;
  /** Meta's currency, from "Amount spent (USD)". */
  headerCurrency: string | null;
};

type HeaderSearch = {
  records: CsvRecord[];
  unclosedQuoteLine: number | null;
  found: HeaderMatch | null;
  /** The header that came closest, when none matched in full. */
  closest: { format: SpendFormat; record: CsvRecord; missing: string[]; score: number } | null;
};

const headerName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

function matchHeader(format: SpendFormat, record: CsvRecord, index: number) {
  const names = record.cells.map(headerName);
  const columns = {} as Record<ColumnRole, number>;
  const missing: string[] = [];
  let score = 0;
  for (const spec of format.columns) {
    const at = names.findIndex((name) => columnMatches(spec, name));
    columns[spec.role] = at;
    if (at !== -1 && spec.required) score += 1;
    if (at === -1 && spec.required) missing.push(spec.label);
  }
  const costName = names[columns.cost] ?? '';
  const headerCurrency = format.id === 'meta' ? (metaCostColumn.exec(costName)?.[1] ?? null) : null;
  const match: HeaderMatch = {
    format,
    record,
    index,
    columns,
    headerCurrency: headerCurrency?.toUpperCase() ?? null,
  };
  return { match, missing, score };
}

function searchHeader(text: string, delimiter: ',' | '\t', formats: readonly SpendFormat[]) {
  const { records, unclosedQuoteLine } = readRecords(text, delimiter);
  const search: HeaderSearch = { records, unclosedQuoteLine, found: null, closest: null };
  const top = records.filter((record) => record.line <= maxLinesAboveHeader + 1);
  for (const [index, record] of top.entries()) {
    if (isBlank(record)) continue;
    for (const format of formats) {
      const { match, missing, score } = matchHeader(format, record, index);
      if (missing.length === 0) {
        search.found = match;
        return search;
      }
      // Two named columns of a format make it the file the person meant.
      if (score >= 2 && score > (search.closest?.score ?? 0)) {
        search.closest = { format, record, missing, score };
      }
    }
  }
  return search;
}

const formatList = () =>
  spendFormats.map((format) => `${format.label} (${requiredColumnList(format)})`).join('; ');

/** The header, trying a comma then a tab (UTF-16 files: a tab first). */
function findHeader(
  text: string,
  encoding: 'utf-8' | 'utf-16le',
  hint: SpendFormatId | undefined,
): HeaderSearch & { found: HeaderMatch } {
  const delimiters: (',' | '\t')[] = encoding === 'utf-16le' ? ['\t', ','] : [',', '\t'];
  const formats = hint ? spendFormats.filter((format) => format.id === hint) : spendFormats;
  const searches = delimiters.map((delimiter) => searchHeader(text, delimiter, formats));
  const found = searches.find((search) => search.found !== null);
  if (found?.found) return { ...found, found: found.found };

  const [first] = searches;
  const quoteLine = first?.unclosedQuoteLine;
  if (quoteLine) throw new SpendFileError('quote', quoteLine, 'a quoted cell is never closed.');
  const expected = spendFormats.find((format) => format.id === hint);
  if (expected) {
    // Named as one format, but the header is another's.
    const other = delimiters
      .map((delimiter) => searchHeader(text, delimiter, spendFormats).found)
      .find((match) => match !== null);
    if (other) {
      throw new SpendFileError(
        'columns',
        other.record.line,
        `this is ${other.format.label}, but it was imported as ${expected.label}.`,
      );
    }
  }
  const closest = searches
    .map((search) => search.closest)
    .filter((candidate) => candidate !== null)
    .sort((a, b) => b.score - a.score)[0];
  if (closest) {
    const { format, record, missing } = closest;
    throw new SpendFileError(
      'columns',
      record.line,
      `this looks like ${format.label}, but its header has no ${joinList(missing)} column${missing.length > 1 ? 's' : ''}. ${capitalized(format.label)} needs the columns ${requiredColumnList(format)}.`,
    );
  }
  if (expected) {
    throw new SpendFileError(
      'columns',
      null,
      `No header of ${expected.label} in the first ${maxLinesAboveHeader} lines: it needs the columns ${requiredColumnList(expected)}.`,
    );
  }
  throw new SpendFileError(
    'columns',
    null,
    `No known header in the first ${maxLinesAboveHeader} lines. The import reads ${formatList()}.`,
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** “text” as messages quote a cell, shortened when long. */
const quoted = (text: string) => `“${text.length > 40 ? `${text.slice(0, 40)}…` : text}”`;

/** A cell a spreadsheet would compute: a formula saved instead of its value. */
const formula = (cell: string) =>
  cell.trimStart().startsWith('=') || /=\s*[A-Za-z][A-Za-z0-9_.]*\s*\(/.test(cell);

/** Microsoft's footer: "©2026 Microsoft Corporation. All rights reserved." (its docs write "@"). */
const microsoftFooter = /^[©@]?\s*\d{4}\s+Microsoft Corporation\. All rights reserved\.?\s*$/i;

function isTotals(format: SpendFormat, cell: (role: ColumnRole) => string, record: CsvRecord) {
  if (format.totals === 'total-rows') {
    // "Total: Account", "Total: Campaigns", "Total - Search"…: no day in the day column (blank,
    // Google's "--" or the label itself).
    const day = cell('day');
    return (
      (day === '' || day === '--' || /^total\b/i.test(day)) &&
      record.cells.some((value) => /^total\b/i.test(value.trim()))
    );
  }
  // Meta's summary row covers the whole range and names no campaign.
  if (format.totals === 'summary-row') return cell('campaign') === '';
  return false;
}

/**
 * Reads `bytes` as one of the formats (spendFormats): Google Ads, Meta Ads Manager, Microsoft
 * Advertising or the plain CSV, found from the header or named by `options.source`.
 *
 * Several rows for one day and campaign are summed in the ad platforms' reports, which write
 * them for a reason: a segment column (network, device) splits a campaign's day, a manager
 * account's report holds accounts with campaigns of the same name, and Meta does not keep
 * campaign names unique. A record repeated cell for cell is refused as pasted twice. The plain
 * CSV is one row per day and campaign by its definition, so a repeat there is refused.
 *
 * @throws SpendFileError naming the line, for a file that cannot be read in full.
 */
export function parseSpendFile(bytes: Uint8Array, options: SpendImportOptions = {}): SpendReport {
  const { source: hint, currency: siteCurrency } = spendImportOptionsSchema.parse(options);
  const { text, encoding } = decodeSpendFile(bytes);
  const { records, found, unclosedQuoteLine } = findHeader(text, encoding, hint);
  const { format, columns, headerCurrency } = found;

  for (const record of records) {
    const cell = record.cells.find(formula);
    if (cell !== undefined) {
      throw new SpendFileError(
        'formula',
        record.line,
        `the cell ${quoted(cell.trim())} is a spreadsheet formula. Export the report again, or save the sheet with values only.`,
      );
    }
  }
  if (unclosedQuoteLine !== null) {
    throw new SpendFileError('quote', unclosedQuoteLine, 'a quoted cell is never closed.');
  }

  const byKey = new Map<string, SpendRow & { line: number }>();
  const seenRecords = new Map<string, number>();
  let currency: { code: string; line: number } | null = null;
  let sourceMedium: { source: string; medium: string; line: number } | null = null;
  const dates = format.dateStyles.map((style) => dateStyleLabels[style]).join(' or ');

  for (const record of records.slice(found.index + 1)) {
    if (isBlank(record)) continue;
    const { line } = record;
    const cell = (role: ColumnRole) => record.cells[columns[role]]?.trim() ?? '';
    if (format.id === 'microsoft' && microsoftFooter.test(record.cells[0]?.trim() ?? '')) continue;
    if (isTotals(format, cell, record)) continue;

    const day = parseDay(cell('day'), format.dateStyles);
    if (cell('day') === '') throw new SpendFileError('date', line, 'the date is missing.');
    if (day === null) {
      throw new SpendFileError(
        'date',
        line,
        `the date ${quoted(cell('day'))} does not parse: ${format.label} writes days as ${dates}.`,
      );
    }
    if (format.id === 'meta') {
      const end = parseDay(cell('dayEnd'), format.dateStyles);
      if (end === null) {
        throw new SpendFileError(
          'date',
          line,
          `the date ${quoted(cell('dayEnd'))} does not parse: ${format.label} writes days as ${dates}.`,
        );
      }
      if (end !== day) {
        throw new SpendFileError(
          'range',
          line,
          `the row covers ${day} to ${end}, not one day. Export it again with Breakdown > By time > Day.`,
        );
      }
    }

    const campaign = cell('campaign');
    if (campaign === '')
      throw new SpendFileError('campaign', line, 'the campaign name is missing.');

    const cost = parseCost(cell('cost'));
    if (cost.kind === 'negative') {
      throw new SpendFileError(
        'negative',
        line,
        `the cost ${quoted(cell('cost'))} is negative; a cost is zero or more.`,
      );
    }
    if (cost.kind === 'not-a-number') {
      throw new SpendFileError(
        'cost',
        line,
        cell('cost') === ''
          ? 'the cost is missing.'
          : `the cost ${quoted(cell('cost'))} is not a number (write it as 1234.56 or 1,234.56).`,
      );
    }

    const code = rowCurrency(format, columns, cell, headerCurrency, siteCurrency, line);
    if (currency === null) {
      currency = { code, line };
      if (code !== siteCurrency) {
        throw new SpendFileError(
          'currency',
          format.id === 'meta' ? found.record.line : line,
          `the file is in ${code}, but this site counts its spend in ${siteCurrency}. Export the report in ${siteCurrency}, or change the site's currency.`,
        );
      }
    } else if (code !== currency.code) {
      throw new SpendFileError(
        'mixed-currency',
        line,
        `the currency ${code} differs from ${currency.code} on line ${currency.line}; a file holds one currency.`,
      );
    }

    if (format.id === 'plain') {
      const rawSource = cell('source').toLowerCase();
      const medium = cell('medium').toLowerCase();
      if (rawSource === '') throw new SpendFileError('source', line, 'the source is missing.');
      if (medium === '') throw new SpendFileError('source', line, 'the medium is missing.');
      const source = canonicalSource(rawSource) ?? rawSource;
      if (sourceMedium === null) sourceMedium = { source, medium, line };
      else if (source !== sourceMedium.source || medium !== sourceMedium.medium) {
        throw new SpendFileError(
          'mixed-source',
          line,
          `${source} / ${medium} differs from ${sourceMedium.source} / ${sourceMedium.medium} on line ${sourceMedium.line}; import one source and medium per file.`,
        );
      }
    }

    const whole = JSON.stringify(record.cells.map((value) => value.trim()));
    const repeated = seenRecords.get(whole);
    if (repeated !== undefined) {
      throw new SpendFileError(
        'duplicate',
        line,
        `this row repeats line ${repeated} exactly; was the report pasted in twice?`,
      );
    }
    seenRecords.set(whole, line);

    const key = `${day}\u0000${campaign}`;
    const earlier = byKey.get(key);
    if (earlier && !format.sumsRepeats) {
      throw new SpendFileError(
        'duplicate',
        line,
        `${day} ${quoted(campaign)} is already on line ${earlier.line}; a plain spend CSV has one row per day and campaign.`,
      );
    }
    if (earlier) earlier.cost += cost.cents;
    else byKey.set(key, { day, campaign, cost: cost.cents, currency: code, line });
  }

  const rows = [...byKey.values()]
    .map(({ line: _line, ...row }) => row)
    .sort((a, b) =>
      a.day === b.day ? (a.campaign < b.campaign ? -1 : 1) : a.day < b.day ? -1 : 1,
    );
  const [firstRow] = rows;
  const lastRow = rows.at(-1);
  if (!firstRow || !lastRow) {
    throw new SpendFileError(
      'no-rows',
      found.record.line,
      'the header has no rows of spend below it.',
    );
  }
  const source = format.source ?? sourceMedium?.source ?? '';
  const medium = format.medium ?? sourceMedium?.medium ?? '';
  return {
    format: format.id,
    source,
    medium,
    rows,
    days: new Set(rows.map((row) => row.day)).size,
    campaigns: new Set(rows.map((row) => row.campaign)).size,
    totalCents: rows.reduce((sum, row) => sum + row.cost, 0),
    from: firstRow.day,
    to: lastRow.day,
  };
}

/** The row's currency: its own column, Meta's header, or (Microsoft without one) the site's. */
function rowCurrency(
  format: SpendFormat,
  columns: Record<ColumnRole, number>,
  cell: (role: ColumnRole) => string,
  headerCurrency: string | null,
  siteCurrency: string,
  line: number,
): string {
  if (headerCurrency !== null) return headerCurrency;
  if (columns.currency === undefined || columns.currency === -1) {
    // Microsoft's report without a Currency code column: the account's currency, unwritten.
    if (format.id === 'microsoft') return siteCurrency;
  }
  const value = cell('currency');
  if (value === '') throw new SpendFileError('currency', line, 'the currency is missing.');
  const code = parseCurrency(value);
  if (code === null) {
    throw new SpendFileError(
      'currency',
      line,
      `the currency ${quoted(value)} is not a three-letter code such as USD.`,
    );
  }
  return code;
}
