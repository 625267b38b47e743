/**
 * The business time zone: the day boundaries of the rollups and of the dashboard's date ranges.
 * Fixed up front because the rollups are stored per day; the first migration uses the same value.
 */
export const businessTimeZone = 'America/New_York';
