import 'server-only';
import { asc } from 'drizzle-orm';
import { businessTimeZone } from '@/lib/calendar';
import { measureEvents } from '../campaign-model';
import type { OrmClient, SqlClient } from '../client';
import { analyticsEvents, type analyticsSessions } from '../schema';
import type { ClickIdKind } from '../schema/sessions';
import { bucketColumns, edgesSql, unitsPer, vitalMetrics, vitals } from '../schema/vitals';

/** The columns of a session's row that its first page view sets (lib/analytics/visit.ts). */
export type SessionLanding = Required<
  Pick<
    typeof analyticsSessions.$inferInsert,
    | 'landingPage'
    | 'referrerHost'
    | 'utmSource'
    | 'utmMedium'
    | 'utmCampaign'
    | 'utmTerm'
    | 'utmContent'
    | 'clickId'
    | 'device'
    | 'channel'
  >
> & {
  /** The click ids' values, kept only while an ad platform is configured (null otherwise). */
  clickIds?: Partial<Record<ClickIdKind, string>> | null;
};

/**
 * An event as stored: the specification's fields plus the server's receive time, and for a page
 * view what it says about the visit it may start (null or absent: the session's landing columns
 * stay as they are).
 */
export type EventRow = Required<Omit<typeof analyticsEvents.$inferInsert, 'id' | 'createdAt'>> & {
  receivedAt: Date;
  landing?: SessionLanding | null;
};

const day = `("created_at" AT TIME ZONE '${businessTimeZone}')::date`;

/**
 * The campaign facts a session's `seen` map counts, by event, for the campaign view's read model
 * (../campaign-store.ts): the key is the measure's code in the declaration (../campaign-model.ts),
 * the page and the booking variant, tab-separated ('' for "any"), so that one key answers
 * "clicked a pool link on /pools" and another "clicked any booking link".
 */
const factKey = (measure: string, page = '', variant = '') => `${measure}\t${page}\t${variant}`;

/** The keys one event adds 1 to. */
function factKeys(row: EventRow): string[] {
  const measure = (measureEvents as Partial<Record<string, string>>)[row.eventType ?? ''];
  if (!measure) return [];
  if (measure === 'k') return [factKey(measure)];
  const page = row.page ?? '';
  if (measure === 'v') return [factKey(measure), factKey(measure, page)];
  const variant = row.variant ?? '';
  return [
    factKey(measure),
    factKey(measure, page),
    factKey(measure, '', variant),
    factKey(measure, page, variant),
  ].filter((key, index, all) => all.indexOf(key) === index);
}

/** An upsert's SET list adding a batch's `columns` to the row (`alias`) already kept. */
const addColumns = (columns: string[]) => (alias: string) =>
  columns.map((column) => `    ${column} = ${alias}.${column} + excluded.${column}`).join(',\n');
/** A vitals histogram's columns: the rating counts, then one per bucket (../schema/vitals.ts). */
const histogramColumns = ['good', 'fair', 'poor', ...bucketColumns];
const addHistogram = addColumns(histogramColumns);

/** Set together by a session's first stored page view (every CASE reads the row as it was). */
const landingColumns = [
  'landing_page',
  'referrer_host',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'click_id',
  'click_ids',
  'device',
  'channel',
];
const landingUpdates = landingColumns
  .map(
    (column) =>
      `    ${column} = CASE WHEN s.channel IS NULL THEN excluded.${column} ELSE s.${column} END,`,
  )
  .join('\n');

/**
 * Each metric of a `web_vitals` event (../schema/vitals.ts): its name, histogram units
 * per unit, thresholds, bucket edges and value (null when the event has none).
 */
const vitalValues = vitalMetrics
  .map(
    (metric) =>
      `('${metric}', ${unitsPer(metric)}::float8, ${vitals[metric].good}::float8, ` +
      `${vitals[metric].poor}::float8, ${edgesSql(metric)}, (e.metadata->>'${metric}')::float8)`,
  )
  .join(',\n      ');

/**
 * A group's samples counted per rating and per bucket, as the histogram's columns, from the arrays
 * of their ratings and buckets: one array_agg each instead of an aggregate per column, which the
 * statement would plan and set up 35 times over, every time it runs.
 */
const histogramCounts = [
  ...['good', 'fair', 'poor'].map(
    (column, rating) => `cardinality(array_positions(ratings, ${rating})) AS ${column}`,
  ),
  ...bucketColumns.map(
    (column, bucket) => `cardinality(array_positions(buckets, ${bucket})) AS ${column}`,
  ),
].join(',\n    ');

/**
 * An upsert of the batch's vitals samples (the `vitals` step) into `table`, one row per dimension
 * value, metric and `key` (the day, or its month: `keyOf` the day), added to the row kept.
 */
const upsertHistograms = (table: string, key: 'day' | 'month', keyOf: string) => `
  INSERT INTO ${table} AS v (dim, ${key}, value, metric, ${histogramColumns.join(', ')})
  SELECT dim, ${key}, value, metric,
    ${histogramCounts}
  FROM (
    SELECT dim, ${keyOf} AS ${key}, value, metric,
      array_agg(rating) AS ratings, array_agg(bucket) AS buckets
    FROM vitals
    GROUP BY 1, 2, 3, 4
  ) AS grouped
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (dim, ${key}, value, metric) DO UPDATE SET
${addHistogram('v')}
`;

/**
 * The vitals steps of the events statement (a batch with no `web_vitals` event leaves them out):
 * each metric of each web_vitals event, read from the batch as stored, counted by rating and in
 * its histogram bucket for the page, the session's device class and in total, into one row per
 * day (and per month), dimension value and metric.
 */
const vitalsSteps = `,
vitals AS (
  SELECT k.dim, m.day, k.value, m.metric, m.bucket, m.rating
  FROM (
    SELECT ${day} AS day, e.page, coalesce(s.device, '(unknown)') AS device, t.metric,
      width_bucket(round(t.value * t.units), t.edges) AS bucket,
      CASE WHEN t.value <= t.good THEN 0 WHEN t.value <= t.poor THEN 1 ELSE 2 END AS rating
    FROM unnest($1::timestamptz[], $2::text[], $4::text[], $9::jsonb[], $10::text[])
      AS e(created_at, session_id, page, metadata, event_type)
    LEFT JOIN sessions s USING (session_id)
    CROSS JOIN LATERAL (VALUES
      ${vitalValues}
    ) AS t(metric, units, good, poor, edges, value)
    WHERE e.event_type = 'web_vitals' AND t.value IS NOT NULL
  ) m
  CROSS JOIN LATERAL (VALUES ('total', ''), ('page', m.page), ('device', m.device)) AS k(dim, value)
),
vitals_days AS (${upsertHistograms('analytics_daily_vitals', 'day', 'day')}),
vitals_months AS (${upsertHistograms('analytics_monthly_vitals', 'month', "date_trunc('month', day)::date")})`;

/**
 * Inserts a batch of events and folds them into the daily rollups in one statement, so the raw
 * rows and the figures the dashboard reads can never disagree: `analytics_daily` (every
 * dimension), its narrower views `analytics_daily_totals` (no page) and `analytics_daily_pages`
 * (views and booking clicks per page), the duration buckets, and the sessions
 * (`analytics_sessions`). The batch travels as one array per column (unnest), which is several
 * times faster than a many-row VALUES list; the sessions travel the same way, one row per session
 * of the batch, folded in JavaScript (first page view's landing, counts and flags).
 *
 * A session's landing columns are written once, by the first page view stored (`channel` is null
 * until then); first_seen keeps the earliest time; page views add up; flags only turn on. Rows are
 * locked in session-id order, so concurrent statements on PostgreSQL wait for each other instead
 * of deadlocking or losing a flag; ON CONFLICT makes the second writer update the row, never a
 * second row.
 */
const eventsStatement = ({ vitals }: { vitals: boolean }) => `
WITH inserted AS (
  INSERT INTO analytics_events
    (created_at, session_id, user_agent, page, url, label, variant, duration_ms, metadata, event_type)
  SELECT * FROM unnest(
    $1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
    $8::int[], $9::jsonb[], $10::text[])
  RETURNING created_at, event_type, page, variant, duration_ms
),
daily AS (
  INSERT INTO analytics_daily AS d (day, event_type, page, variant, events, duration_sum, duration_count)
  SELECT ${day}, event_type, coalesce(page, ''), coalesce(variant, ''), count(*),
    coalesce(sum(duration_ms) FILTER (WHERE duration_ms > 0), 0),
    count(*) FILTER (WHERE duration_ms > 0)
  FROM inserted
  GROUP BY 1, 2, 3, 4
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, event_type, page, variant) DO UPDATE SET
    events = d.events + excluded.events,
    duration_sum = d.duration_sum + excluded.duration_sum,
    duration_count = d.duration_count + excluded.duration_count
),
totals AS (
  INSERT INTO analytics_daily_totals AS t (day, event_type, variant, events, duration_sum, duration_count)
  SELECT ${day}, event_type, coalesce(variant, ''), count(*),
    coalesce(sum(duration_ms) FILTER (WHERE duration_ms > 0), 0),
    count(*) FILTER (WHERE duration_ms > 0)
  FROM inserted
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
  ON CONFLICT (day, event_type, variant) DO UPDATE SET
    events = t.events + excluded.events,
    duration_sum = t.duration_sum + excluded.duration_sum,
    duration_count = t.duration_count + excluded.duration_count
),
pages AS (
  INSERT INTO analytics_daily_pages AS p (page, day, views, clicks, general, pool, hvac)
  SELECT page, ${day},
    count(*) FILTER (WHERE event_type = 'page_view'),
    count(*) FILTER (WHERE event_type = 'cta_click'),
    count(*) FILTER (WHERE event_type = 'cta_click' AND variant = 'general'),
    count(*) FILTER (WHERE event_type = 'cta_click' AND variant = 'pool'),
    count(*) FILTER (WHERE event_type = 'cta_click' AND variant = 'hvac')
  FROM inserted
  WHERE event_type IN ('page_view', 'cta_click') AND page <> ''
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (page, day) DO UPDATE SET
    views = p.views + excluded.views,
    clicks = p.clicks + excluded.clicks,
    general = p.general + excluded.general,
    pool = p.pool + excluded.pool,
    hvac = p.hvac + excluded.hvac
),
sessions AS (
  INSERT INTO analytics_sessions AS s
    (session_id, first_seen, landing_page, referrer_host, utm_source, utm_medium, utm_campaign,
     utm_term, utm_content, click_id, device, channel, page_views, booking_clicked, contact_sent,
     seen, click_ids)
  SELECT * FROM unnest(
    $11::text[], $12::timestamptz[], $13::text[], $14::text[], $15::text[], $16::text[],
    $17::text[], $18::text[], $19::text[], $20::text[], $21::text[], $22::text[], $23::int[],
    $24::bool[], $25::bool[], $26::jsonb[], $27::jsonb[])
  ORDER BY 1
  ON CONFLICT (session_id) DO UPDATE SET
    first_seen = least(s.first_seen, excluded.first_seen),
${landingUpdates}
    page_views = s.page_views + excluded.page_views,
    booking_clicked = s.booking_clicked OR excluded.booking_clicked,
    contact_sent = s.contact_sent OR excluded.contact_sent,
    -- Two maps with no fact between them (a session's vitals or session end alone) merge to an
    -- empty map, not to the aggregate's NULL, which the column refuses.
    seen = (
      SELECT coalesce(jsonb_object_agg(key, total), '{}') FROM (
        SELECT key, sum(value::int) AS total
        FROM (
          SELECT * FROM jsonb_each_text(s.seen)
          UNION ALL SELECT * FROM jsonb_each_text(excluded.seen)
        ) AS both_maps
        GROUP BY key
      ) AS merged
    )
  -- The vitals steps read each session's device class from here.
  RETURNING session_id, device
)${vitals ? vitalsSteps : ''}
INSERT INTO analytics_duration_buckets AS b (day, event_type, bucket, events)
SELECT ${day}, event_type, floor(ln(duration_ms::float8) / ln(2.0) * 4)::int, count(*)
FROM inserted
WHERE duration_ms > 0
GROUP BY 1, 2, 3
ORDER BY 1, 2, 3
ON CONFLICT (day, event_type, bucket) DO UPDATE SET events = b.events + excluded.events`;

/**
 * The statement's texts, each a named statement of its own: a batch with no web_vitals event
 * (most of them) runs without the vitals steps, which PostgreSQL would otherwise plan and set up
 * (their 35 columns twice over) for no row, about 1 ms a statement on PGlite.
 */
const statementName = (vitals: boolean) => `insert_events${vitals ? '_vitals' : ''}`;
const insertEventsSql = new Map(
  [false, true].map((vitals) => {
    const name = statementName(vitals);
    return [name, { text: eventsStatement({ vitals }), name }] as const;
  }),
);

type SessionFold = {
  id: string;
  firstSeen: Date;
  seen: Record<string, number>;
  landing: SessionLanding | null;
  pageViews: number;
  bookingClicked: boolean;
  contactSent: boolean;
};

/**
 * One entry per session of the batch, in batch order: the first page view with a landing gives
 * the landing (the tracker sends a tab's events in the order they happened). A booking click is a
 * `cta_click` (every [data-cta] is a booking link); a sent contact request is the server's
 * `contact_submit` conversion.
 */
function foldSessions(rows: EventRow[]): SessionFold[] {
  const sessions = new Map<string, SessionFold>();
  for (const row of rows) {
    if (!row.sessionId) continue;
    let session = sessions.get(row.sessionId);
    if (!session) {
      session = {
        id: row.sessionId,
        firstSeen: row.receivedAt,
        seen: {},
        landing: null,
        pageViews: 0,
        bookingClicked: false,
        contactSent: false,
      };
      sessions.set(row.sessionId, session);
    }
    if (row.receivedAt < session.firstSeen) session.firstSeen = row.receivedAt;
    for (const key of factKeys(row)) session.seen[key] = (session.seen[key] ?? 0) + 1;
    session.landing ??= row.landing ?? null;
    if (row.eventType === 'page_view') {
      session.pageViews += 1;
    } else if (row.eventType === 'cta_click') session.bookingClicked = true;
    else if (row.eventType === 'contact_submit') session.contactSent = true;
  }
  return [...sessions.values()];
}

export async function insertEvents(db: SqlClient, rows: EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  const sessions = foldSessions(rows);
  const vitals = rows.some((row) => row.eventType === 'web_vitals');
  const statement = insertEventsSql.get(statementName(vitals));
  if (!statement) throw new Error('no events statement for this batch');
  const landing = <K extends keyof SessionLanding>(key: K) =>
    sessions.map((session) => session.landing?.[key] ?? null);
  await db.query(
    statement.text,
    [
      rows.map((row) => row.receivedAt.toISOString()),
      rows.map((row) => row.sessionId),
      rows.map((row) => row.userAgent),
      rows.map((row) => row.page),
      rows.map((row) => row.url),
      rows.map((row) => row.label),
      rows.map((row) => row.variant),
      rows.map((row) => row.durationMs),
      rows.map((row) => (row.metadata ? JSON.stringify(row.metadata) : null)),
      rows.map((row) => row.eventType),
      sessions.map((session) => session.id),
      sessions.map((session) => session.firstSeen.toISOString()),
      landing('landingPage'),
      landing('referrerHost'),
      landing('utmSource'),
      landing('utmMedium'),
      landing('utmCampaign'),
      landing('utmTerm'),
      landing('utmContent'),
      landing('clickId'),
      landing('device'),
      landing('channel'),
      sessions.map((session) => session.pageViews),
      sessions.map((session) => session.bookingClicked),
      sessions.map((session) => session.contactSent),
      sessions.map((session) => JSON.stringify(session.seen)),
      sessions.map((session) =>
        session.landing?.clickIds ? JSON.stringify(session.landing.clickIds) : null,
      ),
    ],
    { name: statement.name },
  );
}

/**
 * Adds to the per-day counts of events the endpoint did not store, by reason (the analytics
 * layer's vocabulary, lib/analytics/drop-reasons.ts; stored as text).
 */
export async function recordDrops(
  db: SqlClient,
  drops: { at: Date; reason: string; events: number }[],
): Promise<void> {
  if (drops.length === 0) return;
  await db.query(
    `INSERT INTO analytics_drops AS d (day, reason, events)
     SELECT (t AT TIME ZONE '${businessTimeZone}')::date, r, sum(n)
     FROM unnest($1::timestamptz[], $2::text[], $3::bigint[]) AS u(t, r, n)
     GROUP BY 1, 2
     ORDER BY 1, 2
     ON CONFLICT (day, reason) DO UPDATE SET events = d.events + excluded.events`,
    [
      drops.map((drop) => drop.at.toISOString()),
      drops.map((drop) => drop.reason),
      drops.map((drop) => drop.events),
    ],
  );
}

/** Every stored event, oldest first; for tests and exports of small ranges only. */
export async function listEvents(db: OrmClient, limit = 1000) {
  const e = analyticsEvents;
  return db.orm
    .select({
      event_type: e.eventType,
      page: e.page,
      variant: e.variant,
      label: e.label,
      duration_ms: e.durationMs,
      session_id: e.sessionId,
      url: e.url,
      metadata: e.metadata,
    })
    .from(e)
    .orderBy(asc(e.id))
    .limit(limit);
}

export async function countEvents(db: SqlClient): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM analytics_events',
  );
  return Number(rows[0]?.n ?? 0);
}
