/**
 * The business calendar, shared by the database layer (the rollups' day boundaries) and the
 * analytics layer (the dashboard's date ranges), so neither has to import the other.
 *
 * The business time zone is fixed up front because the rollups are stored per day; the first
 * migration uses the same value.
 */
export const businessTimeZone = 'America/New_York';

/**
 * How the admin names the zone: after each time ('ET') and in a caption. Written out rather than
 * asked of Intl, so that a browser whose time zone data words it otherwise shows the same text
 * as the server (lib/format.test.ts checks that Intl agrees).
 */
export const businessZoneAbbreviation = 'ET';
export const businessZoneLabel = 'Eastern Time (New York)';

/** An inclusive range of business-time-zone days (YYYY-MM-DD); `from: null` means since the first event. */
export type DayRange = { from: string | null; to: string };

const dayFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) that `instant` falls on in the business time zone. */
export function businessDay(instant: Date): string {
  const parts = Object.fromEntries(
    dayFormatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * Dates from outside (a range in a URL, a booking's times, an operator's `--week`) are refused
 * before this date: nothing the site counts is older, and PostgreSQL cannot store year 0000.
 */
export const earliestDay = '2000-01-01';

/**
 * The most days `eachDay` lists (a century): every caller asks for a range it has bounded, so
 * more than this is a bug, refused before any list is built rather than left to run for minutes.
 */
export const maxListedDays = 36_525;

const msPerDay = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The day number (days since 1970-01-01) of a calendar day written YYYY-MM-DD (years 0000 to
 * 9999, a date that exists), or null for any other value.
 */
export function dayNumber(day: unknown): number | null {
  if (typeof day !== 'string' || !dayPattern.test(day)) return null;
  const time = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) return null;
  return time / msPerDay;
}

/** The YYYY-MM-DD of a day number; a RangeError past the four-digit years. */
function dayOfNumber(number: number): string {
  const date = new Date(number * msPerDay);
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999))
    throw new RangeError('The day is outside the years 0000 to 9999.');
  return date.toISOString().slice(0, 10);
}

function requireDay(day: string): number {
  const number = dayNumber(day);
  if (number === null)
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day).slice(0, 40)}`);
  return number;
}

/**
 * Calendar arithmetic on YYYY-MM-DD strings (done in UTC, so no clock change can shift it). A
 * RangeError for anything but a calendar day, a whole number of days, or a result outside the
 * years 0000 to 9999 (whose ISO strings would not sort or parse as days).
 */
export function addDays(day: string, days: number): string {
  if (!Number.isSafeInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return dayOfNumber(requireDay(day) + days);
}

/** Monday of the week `day` falls in (weeks run Monday to Sunday, as the digest's). */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** How many days `from` to `to` inclusive holds (0 when `from` is after `to`), by arithmetic. */
export function spanDays(from: string, to: string): number {
  return Math.max(0, requireDay(to) - requireDay(from) + 1);
}

/**
 * Every day from `from` to `to` inclusive; empty when `from` is after `to`. Counted from the two
 * day numbers, so it ends whatever the strings are: a RangeError for a value that is not a day or
 * a span longer than `maxListedDays`, before anything is listed.
 */
export function eachDay(from: string, to: string): string[] {
  const first = requireDay(from);
  const count = spanDays(from, to);
  if (count > maxListedDays) {
    throw new RangeError(`${count} days is more than the ${maxListedDays} a list may hold.`);
  }
  return Array.from({ length: count }, (_, index) => dayOfNumber(first + index));
}
