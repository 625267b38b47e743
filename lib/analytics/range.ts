import {
  addDays,
  businessDay,
  type DayRange,
  dayNumber,
  eachDay,
  earliestDay,
  mondayOf,
  spanDays,
} from '@/lib/calendar';

export { addDays, businessDay, eachDay };

/**
 * The dashboard's date ranges: whole calendar days in the business time zone (the rollups' day
 * boundaries), ending today. Pure functions of `now`, so they are tested with fixed instants.
 */
export const rangePresets = ['today', 'week', '7d', '30d', '90d', 'all'] as const;
type NamedRange = (typeof rangePresets)[number];
/**
 * A range the dashboard shows: a named one, or exact days `YYYY-MM-DD..YYYY-MM-DD` (inclusive,
 * at most `maxCustomDays`), which the weekly digest links to.
 */
export type RangePreset = NamedRange | `${string}..${string}`;
export const defaultRangePreset: RangePreset = '30d';
/** The longest exact range: a little over a year, like the longest preset's comparison. */
export const maxCustomDays = 400;

/** Picker labels, in picker order. */
export const rangeOptions: readonly { preset: NamedRange; label: string }[] = [
  { preset: 'today', label: 'Today' },
  { preset: 'week', label: 'This week' },
  { preset: '7d', label: '7 days' },
  { preset: '30d', label: '30 days' },
  { preset: '90d', label: '90 days' },
  { preset: 'all', label: 'All time' },
];

const presetDays: Record<Exclude<NamedRange, 'all' | 'week'>, number> = {
  today: 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
};

const presetLabels: Record<NamedRange, string> = {
  today: 'Today',
  week: 'This week',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  all: 'All time',
};

export function isRangePreset(value: unknown): value is NamedRange {
  return typeof value === 'string' && (rangePresets as readonly string[]).includes(value);
}

/** How far ahead a range may reach: a year after today, time for a plan to be looked at. */
export const maxDaysAhead = 365;

/** The days an exact range may name at `now`: 2000-01-01 to a year after today. */
export const rangeWindow = (now: Date) => ({
  from: earliestDay,
  to: addDays(businessDay(now), maxDaysAhead),
});

const customPattern = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/**
 * The days of an exact range (`2026-11-16..2026-11-22`), or null for anything else: the one check
 * of a range from outside, done on the two dates' day numbers before any list of days is built.
 * Both days exist, `from` is not after `to`, the span is at most `maxCustomDays`, and both lie in
 * `rangeWindow(now)`.
 */
export function customRangeDays(
  range: string,
  now: Date = new Date(),
): { from: string; to: string } | null {
  const match = customPattern.exec(range);
  const from = match?.[1];
  const to = match?.[2];
  if (from === undefined || to === undefined) return null;
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === null || last === null || first > last || last - first >= maxCustomDays) {
    return null;
  }
  const window = rangeWindow(now);
  return from >= window.from && to <= window.to ? { from, to } : null;
}

/**
 * A `?range=` search parameter (string, repeated string or missing) to a range: a preset, or
 * exact days (`2026-11-16..2026-11-22`); anything else is the default, 30 days.
 */
export function parseRangeParam(value: unknown, now: Date = new Date()): RangePreset {
  const first = Array.isArray(value) ? value[0] : value;
  const text = typeof first === 'string' ? first.trim().toLowerCase() : first;
  if (isRangePreset(text)) return text;
  const days = typeof text === 'string' ? customRangeDays(text, now) : null;
  return days ? `${days.from}..${days.to}` : defaultRangePreset;
}

const spanFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

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
  const custom = customRangeDays(preset, now);
  if (custom) {
    const days = spanDays(custom.from, custom.to);
    return {
      current: custom,
      previous: { from: addDays(custom.from, -days), to: addDays(custom.from, -1) },
      label: spanFormatter.formatRange(
        new Date(`${custom.from}T00:00:00Z`),
        new Date(`${custom.to}T00:00:00Z`),
      ),
    };
  }
  const named = preset as NamedRange;
  const label = presetLabels[named];
  if (named === 'all') {
    // A first day from before 2000 is a stray date, not the start of the site's history.
    const from =
      firstDay === null
        ? null
        : firstDay < earliestDay
          ? earliestDay
          : firstDay < today
            ? firstDay
            : today;
    return { current: { from, to: today }, previous: null, label };
  }
  if (named === 'week') {
    // Monday to today, against the same days of last week (what the week so far is on track for).
    const monday = mondayOf(today);
    return {
      current: { from: monday, to: today },
      previous: { from: addDays(monday, -7), to: addDays(today, -7) },
      label,
    };
  }
  const days = presetDays[named];
  return {
    current: { from: addDays(today, -(days - 1)), to: today },
    previous: { from: addDays(today, -(2 * days - 1)), to: addDays(today, -days) },
    label,
  };
}

/** How the comparison period reads in a sentence ('up 12% from the previous 30 days'). */
export function comparisonLabel(preset: RangePreset): string | null {
  const custom = customRangeDays(preset);
  if (custom) {
    const days = spanDays(custom.from, custom.to);
    return days === 1
      ? 'the day before'
      : days === 7
        ? 'the week before'
        : `the previous ${days} days`;
  }
  if (preset === 'all') return null;
  if (preset === 'today') return 'yesterday';
  if (preset === 'week') return 'the same days last week';
  return `the previous ${presetDays[preset as Exclude<NamedRange, 'all' | 'week'>]} days`;
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
