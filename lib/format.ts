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
