const longUsDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2025-07-14' -> 'July 14, 2025', independent of the server's time zone. */
export function formatLongDate(isoDate: string): string {
  return longUsDate.format(new Date(`${isoDate}T00:00:00Z`));
}
