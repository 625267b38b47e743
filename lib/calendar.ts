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
