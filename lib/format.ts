import { businessTimeZone, businessZoneAbbreviation } from './calendar';

/*
 * Every number and date as people read it on the site and in the admin: US English, and for
 * calendar days independent of the server's time zone. Pure functions, tested in format.test.ts.
 */

const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The latest of some YYYY-MM-DD dates (they sort as text). */
export function latestDate(first: string, ...rest: string[]): string {
  return [first, ...rest].sort().at(-1) ?? first;
}

/** '2025-07-14' -> 'July 14, 2025', independent of the server's time zone. */
export function formatLongDate(isoDate: string): string {
  return longUsDate.format(new Date(`${isoDate}T00:00:00Z`));
}

const countFormat = new Intl.NumberFormat('en-US');
/** 12345 -> '12,345' */
export const formatCount = (value: number) => countFormat.format(value);

const oneDecimalFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
/** 12 -> '12.0', 1234.56 -> '1,234.6' */
export const formatOneDecimal = (value: number) => oneDecimalFormat.format(value);

const wholeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** 12.6 -> '13' */
export const formatWhole = (value: number) => wholeFormat.format(value);

const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2025-07-12' -> 'Jul 12' ('Jul 12, 2025' with `withYear`), whatever the server's zone. */
export const formatDay = (day: string, withYear = false) =>
  (withYear ? longDay : shortDay).format(new Date(`${day}T00:00:00Z`));

/** 'Jun 16 to Jul 15, 2025'; one day alone when the span is one day. */
export function formatDaySpan(from: string, to: string): string {
  if (from === to) return formatDay(to, true);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${formatDay(from, !sameYear)} to ${formatDay(to, true)}`;
}

/** 'Nov 16–22', 'Nov 30–Dec 6': a short span (a week) without its year, the month named once. */
export function formatShortDaySpan(from: string, to: string): string {
  if (from === to) return formatDay(from);
  const end = from.slice(0, 7) === to.slice(0, 7) ? String(Number(to.slice(8))) : formatDay(to);
  return `${formatDay(from)}–${end}`;
}

/** '12.3 s' below a minute, '2 min 5 s' (or '2 min') above. */
export function formatDuration(seconds: number): string {
  if (seconds < 59.95) return `${formatOneDecimal(seconds)} s`;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest ? `${formatCount(minutes)} min ${rest} s` : `${formatCount(minutes)} min`;
}

/** A share in percent with one decimal: (3, 40) -> '7.5%'. The denominator must be positive. */
export const formatRate = (numerator: number, denominator: number) =>
  `${formatOneDecimal((numerator / denominator) * 100)}%`;

const upToOneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** The size of a change in percent: up to one decimal below 10%, whole above; no sign. */
export function formatPercent(value: number): string {
  const magnitude = Math.abs(value);
  if (magnitude > 0 && magnitude < 0.1) return 'less than 0.1%';
  return `${(magnitude < 10 ? upToOneDecimal : wholeFormat).format(magnitude)}%`;
}

const minuteParts = {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: businessTimeZone,
} as const;
const businessMinute = new Intl.DateTimeFormat('en-US', minuteParts);
const businessSecond = new Intl.DateTimeFormat('en-US', { ...minuteParts, second: '2-digit' });

/**
 * An instant in the business time zone, the zone named: 'Jul 14, 2025, 3:05 PM ET' (with seconds
 * on request). Every time the admin shows reads this way, whatever the zone of the server or of
 * the browser: the team, the audit log and the leads name one time alike.
 */
export const formatBusinessTime = (instant: Date, precision: 'minute' | 'second' = 'minute') =>
  `${(precision === 'second' ? businessSecond : businessMinute).format(instant)} ${businessZoneAbbreviation}`;

/**
 * A time formatted on the server for a client component, which shows `text` as it is: formatting
 * again in the browser would use the browser's zone and its own ICU data, and the page would
 * disagree with the server's HTML (a hydration mismatch). `iso` is for `<time dateTime>`.
 */
export type BusinessTime = { iso: string; text: string };

export const businessTime = (
  instant: Date,
  precision: 'minute' | 'second' = 'minute',
): BusinessTime => ({ iso: instant.toISOString(), text: formatBusinessTime(instant, precision) });

const moneyFormats = new Map<string, Intl.NumberFormat>();
/**
 * An amount kept in cents (hundredths of the currency's unit) in that currency: 123456, 'USD' ->
 * '$1,234.56'. A currency Intl does not know is written after the amount ('1,234.56 XTS').
 */
export function formatMoney(cents: number, currency: string): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    } catch {
      format = new Intl.NumberFormat('en-US', {
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    }
    moneyFormats.set(currency, format);
  }
  const text = format.format(cents / 100);
  return format.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/** Return on ad spend as a multiple: 3.125 -> '3.1×'. */
export const formatMultiple = (value: number) => `${formatOneDecimal(value)}×`;
