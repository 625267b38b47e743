/**
 * The cells of a spend row: costs to whole cents without floating point, days to YYYY-MM-DD.
 * Each parser returns null for a value it does not read; the caller names the line.
 */

/** 1234.56, 1,234.56 (thousands grouped by commas, as the exports write them), 0, .5 */
const amount = /^(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?$/;

/** Costs up to a trillion: far beyond any ad account's day, and exact as a double in cents. */
const maxIntegerDigits = 13;

export type CostCell =
  | { kind: 'cents'; cents: number }
  | { kind: 'negative' }
  | { kind: 'not-a-number' };

const zero: CostCell = { kind: 'cents', cents: 0 };

/**
 * A cost in cents, rounded half up at the third decimal. A leading minus or accounting
 * parentheses read as negative; a decimal comma (12,34) is not a number here, since the
 * exports this reads write a decimal point.
 */
export function parseCost(cell: string): CostCell {
  const text = cell.trim();
  const negative = /^-|^\(.*\)$/.test(text);
  const digits = negative ? text.replace(/^-|^\(|\)$/g, '').trim() : text;
  if (digits === '' || digits === '.' || !amount.test(digits)) return { kind: 'not-a-number' };
  if (negative) return Number(digits.replaceAll(',', '')) === 0 ? zero : { kind: 'negative' };
  const [whole = '', fraction = ''] = digits.replaceAll(',', '').split('.');
  if (whole.replace(/^0+/, '').length > maxIntegerDigits) return { kind: 'not-a-number' };
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fraction[2] ?? '0') >= 5 ? 1 : 0;
  return { kind: 'cents', cents: cents + roundUp };
}

export type DateStyle = 'iso' | 'us';

/** How each style is written, for messages. */
export const dateStyleLabels: Record<DateStyle, string> = {
  iso: 'YYYY-MM-DD',
  us: 'M/D/YYYY',
};

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const usDay = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** A calendar day that exists (no 2026-02-30), as YYYY-MM-DD. */
function calendarDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists && year >= 1000 ? `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` : null;
}

/** A day written in one of `styles`, as YYYY-MM-DD, or null. */
export function parseDay(cell: string, styles: readonly DateStyle[]): string | null {
  const text = cell.trim();
  for (const style of styles) {
    const match = (style === 'iso' ? isoDay : usDay).exec(text);
    if (!match) continue;
    const [a, b, c] = match.slice(1).map(Number) as [number, number, number];
    return style === 'iso' ? calendarDay(a, b, c) : calendarDay(c, a, b);
  }
  return null;
}

/** An ISO 4217 code as the exports write it (USD), upper-cased; null for anything else. */
export function parseCurrency(cell: string): string | null {
  const text = cell.trim().toUpperCase();
  return /^[A-Z]{3}$/.test(text) ? text : null;
}
