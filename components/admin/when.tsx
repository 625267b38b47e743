import { type BusinessTime, businessTime } from '@/lib/format';

/**
 * A time as the admin shows every time: in the business time zone, the zone named, with the
 * instant in `dateTime`. A client component passes the `BusinessTime` its server page made, so
 * the browser shows the server's text instead of formatting again in its own zone.
 */
export function When({
  at,
  precision,
}: {
  at: Date | BusinessTime;
  precision?: 'minute' | 'second';
}) {
  const time = at instanceof Date ? businessTime(at, precision) : at;
  // One piece: '2:00 PM' and its 'ET' never end up on two lines.
  return (
    <time dateTime={time.iso} className="whitespace-nowrap">
      {time.text}
    </time>
  );
}
