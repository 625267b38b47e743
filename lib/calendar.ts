/**
 * The business calendar, shared by the database layer (the rollups' day boundaries) and the
 * analytics layer (the dashboard's date ranges), so neither has to import the other.
 *
 * The business time zone is fixed up front because the rollups are stored per day; the first
 * migration uses the same value.
 */
export const businessTimeZone = 'America/New_York';

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

/** Calendar arithmetic on YYYY-MM-DD strings (done in UTC, so no clock change can shift it). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Every day from `from` to `to` inclusive; empty when `from` is after `to`. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
