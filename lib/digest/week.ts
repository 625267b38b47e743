import { addDays, customRangeDays } from '@/lib/analytics/range';
import { businessTimeZone, mondayOf } from '@/lib/calendar';

export { mondayOf };

/**
 * The digest's calendar: weeks run Monday to Sunday in the business time zone, and a week's
 * digest is due from 08:00 on the Monday after it until that week ends, so a server that was down
 * on Monday morning sends it when it comes back during the week, and never later.
 */

/** The hour (business time) on Monday from which last week's digest goes out. */
export const sendHour = 8;

const clockFormatter = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The business day (YYYY-MM-DD), weekday (0 = Monday) and hour of an instant. */
export function businessClock(instant: Date): { day: string; weekday: number; hour: number } {
  const parts = Object.fromEntries(
    clockFormatter.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: weekdays.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
  };
}

/** The last complete week at `now`: Monday of the week before this one. */
export const lastWeek = (now: Date) => addDays(mondayOf(businessClock(now).day), -7);

/** Monday of the week whose digest is due at `now`, or null before 08:00 on a Monday. */
export function dueWeek(now: Date): string | null {
  const clock = businessClock(now);
  if (clock.weekday === 0 && clock.hour < sendHour) return null;
  return lastWeek(now);
}

/**
 * A week as the operator names it: a Monday, YYYY-MM-DD, whose seven days the dashboard can show
 * (the digest links to them: from 2000 to a year ahead); null for anything else.
 */
export function parseWeek(value: unknown, now: Date = new Date()): string | null {
  if (typeof value !== 'string' || !customRangeDays(`${value}..${value}`, now)) return null;
  return mondayOf(value) === value && customRangeDays(weekRange(value), now) ? value : null;
}

/** The dashboard's exact range of a week (`?range=2026-11-16..2026-11-22`). */
export const weekRange = (monday: string) => `${monday}..${addDays(monday, 6)}`;
