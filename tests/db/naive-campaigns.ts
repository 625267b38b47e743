/**
 * The campaign view's measures counted the plain way, from the raw events and sessions of record:
 * what the read model's figures are checked against (tests/integration/campaign-store.test.ts,
 * the upgrade test).
 */
import { businessTimeZone } from '@/lib/calendar';
import {
  type CampaignFilters,
  type CampaignMeasures,
  landedSql,
  sessionDimensions,
  unknownPage,
} from '@/lib/db/campaign-model';
import type { SqlClient } from '@/lib/db/client';

const conversionTypes = "('booked_demo', 'booking_cancelled')";

/**
 * The view's measures counted the plain way, from the raw events of the landed sessions that match
 * the filters, grouped by `by` (session dimensions, or 'page': the page each fact happened on):
 * a visit counts if it started in the range and viewed a page (the page filter's), a click if it
 * clicked a booking link (on the page, of the variant); booked demos and cancellations are their
 * events dated in the range (on the page, of the variant), booked less cancelled; a contact
 * request is of no page and no variant.
 */
export async function naive(
  db: SqlClient,
  days: { from: string; to: string },
  filters: CampaignFilters,
  by: readonly string[] | 'page' = [],
): Promise<Map<string, CampaignMeasures>> {
  const params: string[] = [days.from, days.to];
  const param = (value: string) => {
    params.push(value);
    return `$${params.length}`;
  };
  const dims = sessionDimensions.map((dimension) => `${dimension.sql} AS ${dimension.id}`);
  const sessionFilters = sessionDimensions
    .filter((dimension) => filters[dimension.id] !== undefined)
    .map((dimension) => `AND ${dimension.sql} = ${param(filters[dimension.id] as string)}`);
  const byPage = by === 'page';
  // A booked demo with no page counts on the unknown page's row.
  const pageOf = `coalesce(nullif(e.page, ''), '${unknownPage}')`;
  const onPage = filters.page === undefined ? 'true' : `${pageOf} = ${param(filters.page)}`;
  const ofVariant =
    filters.variant === undefined ? 'true' : `e.variant = ${param(filters.variant)}`;
  const noFactFilter = filters.page === undefined && filters.variant === undefined && !byPage;
  const inRange = (column: string) =>
    `(${column} AT TIME ZONE '${businessTimeZone}')::date BETWEEN $1::date AND $2::date`;
  const groups = byPage ? ['page'] : by;
  const label =
    groups.length === 0 ? "''" : groups.map((id) => `${id}::text`).join(" || ' / ' || ");
  const { rows } = await db.query<Record<string, string>>(
    `WITH s AS (
       SELECT s.session_id, ${dims.join(', ')} FROM analytics_sessions s
       WHERE ${landedSql} ${sessionFilters.join(' ')}
     ),
     started AS (
       SELECT session_id, min(created_at) AS at FROM analytics_events JOIN s USING (session_id)
       WHERE event_type NOT IN ${conversionTypes} GROUP BY 1
     ),
     per AS (
       SELECT e.session_id, ${byPage ? pageOf : "''"} AS page,
         bool_or(e.event_type = 'page_view' AND ${onPage}) AS viewed,
         bool_or(e.event_type = 'cta_click' AND ${onPage} AND ${ofVariant}) AS clicked,
         bool_or(e.event_type = 'contact_submit' AND ${noFactFilter}) AS contacted,
         count(*) FILTER (WHERE e.event_type = 'booked_demo' AND ${onPage} AND ${ofVariant}
           AND ${inRange('e.created_at')}) AS booked,
         count(*) FILTER (WHERE e.event_type = 'booking_cancelled' AND ${onPage} AND ${ofVariant}
           AND ${inRange('e.created_at')}) AS cancelled
       FROM analytics_events e JOIN s USING (session_id)
       GROUP BY 1, 2
     )
     SELECT ${label} AS label,
       count(*) FILTER (WHERE viewed AND ${inRange('started.at')}) AS visits,
       count(*) FILTER (WHERE clicked AND ${inRange('started.at')}) AS clicked,
       count(*) FILTER (WHERE contacted AND ${inRange('started.at')}) AS contacts,
       coalesce(sum(booked - cancelled), 0) AS booked,
       coalesce(sum(cancelled), 0) AS cancelled
     FROM per JOIN s USING (session_id) LEFT JOIN started USING (session_id)
     GROUP BY 1`,
    params,
  );
  const measures = new Map<string, CampaignMeasures>();
  for (const row of rows) {
    const counted = {
      visits: Number(row.visits),
      clicked: Number(row.clicked),
      contacts: Number(row.contacts),
      booked: Number(row.booked),
      cancelled: Number(row.cancelled),
    };
    if (Object.values(counted).some((value) => value !== 0)) measures.set(row.label ?? '', counted);
  }
  return measures;
}

export const measuresOf = ({ visits, clicked, contacts, booked, cancelled }: CampaignMeasures) => ({
  visits,
  clicked,
  contacts,
  booked,
  cancelled,
});
