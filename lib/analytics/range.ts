import { businessTimeZone, type DayRange } from '@/lib/calendar';

/**
 * The dashboard's date ranges: whole calendar days in the business time zone (the rollups' day
 * boundaries), ending today. Pure functions of `now`, so they are tested with fixed instants.
 */
export const rangePresets = ['today', '7d', '30d', '90d', 'all'] as const;
export type RangePreset = (typeof rangePresets)[number];
export const defaultRangePreset: RangePreset = '30d';

/** Picker labels, in picker order. */
export const rangeOptions: readonly { preset: RangePreset; label: string }[] = [
  { preset: 'today', label: 'Today' },
  { preset: '7d', label: '7 days' },
  { preset: '30d', label: '30 days' },
  { preset: '90d', label: '90 days' },
  { preset: 'all', label: 'All time' },
];

const presetDays: Record<Exclude<RangePreset, 'all'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

const presetLabels: Record<RangePreset, string> = {
  today: 'Today',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
};

export function isRangePreset(value: unknown): value is RangePreset {
  return typeof value === 'string' && (rangePresets as readonly string[]).includes(value);
}

/** A `?range=` search parameter (string, repeated string or missing) to a preset; default 30d. */
export function parseRangeParam(value: unknown): RangePreset {
  const first = Array.isArray(value) ? value[0] : value;
  const text = typeof first === 'string' ? first.trim().toLowerCase() : first;
  return isRangePreset(text) ? text : defaultRangePreset;
}

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

export type ResolvedRange = { current: DayRange; previous: DayRange | null; label: string };

/**
 * The preset's days ending today in the business time zone ('7d' = today and the 6 days before),
 * and the same number of days just before them for comparison. 'All time' starts at the first
 * day with any event (null when there is none yet) and has nothing to compare with.
 */
export function resolveRange(
  preset: RangePreset,
  now: Date,
  firstDay: string | null,
): ResolvedRange {
  const today = businessDay(now);
  const label = presetLabels[preset];
  if (preset === 'all') {
    const from = firstDay === null ? null : firstDay < today ? firstDay : today;
    return { current: { from, to: today }, previous: null, label };
  }
  const days = presetDays[preset];
  return {
    current: { from: addDays(today, -(days - 1)), to: today },
    previous: { from: addDays(today, -(2 * days - 1)), to: addDays(today, -days) },
    label,
  };
}

/** How the comparison period reads in a sentence ('up 12% from the previous 30 days'). */
export function comparisonLabel(preset: RangePreset): string | null {
  if (preset === 'all') return null;
  if (preset === 'today') return 'yesterday';
  return `the previous ${presetDays[preset]} days`;
}

/** Change in percent (12.5 = up 12.5%); null when there is no previous figure to compare with. */
export function percentChange(
  current: number | null | undefined,
  previous: number | null | undefined,
): number | null {
  if (current == null || previous == null || previous === 0) return null;
  if (!Number.isFinite(current) || !Number.isFinite(previous)) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
