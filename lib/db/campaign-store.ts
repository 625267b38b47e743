import 'server-only';
import { createHash } from 'node:crypto';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { businessTimeZone, type DayRange } from '@/lib/calendar';
import {
  byVisits,
  type CampaignFilters,
  type CampaignMeasureRow,
  type CampaignMeasures,
  type CampaignTableId,
  campaignMeasures,
  campaignTables,
  landedSql,
  measureEvents,
  type SessionDimensionId,
  sessionDimensions,
  variantFunnel,
} from './campaign-model';
import type { SqlClient } from './client';
import { queryRows } from './queries/rows';

/*
 * The campaign view's read model (docs/analytics.md, "The campaign model"): one columnar table of
 * facts in an embedded DuckDB file per instance, made from the events and sessions of record and
 * remade from them when it is missing, behind, or of another declaration. A fact is one thing a
 * visit did (it visited, it viewed a page, it clicked a booking link of a variant on a page, it sent
 * a contact request) or one booked demo or cancellation, with the visit's dimensions beside it, so
 * that every figure, table and funnel is one scan of one table, whatever the filters.
 *
 * A visit's facts are read from its session row (`seen`: which facts it has; `first_seen`: the day
 * they count on) and replaced whole whenever an event of the visit arrives; a booked demo's or
 * cancellation's from its conversion event (the day the booking was made), by the event's id. So
 * feeding the same events twice changes nothing, and the feed reads events in id order with a lag
 * for the transactions of other instances that commit out of order.
 */

/** The store's columns: the facts' own, then one per session dimension of the declaration. */
const dimensionIds = sessionDimensions.map((dimension) => dimension.id);

/** Changes when the declaration does: the store is then rebuilt. */
export const storeVersion = createHash('sha256')
  .update(JSON.stringify({ format: 1, dimensions: sessionDimensions, measures: campaignMeasures }))
  .digest('hex')
  .slice(0, 16);

const factColumns = [
  'measure VARCHAR NOT NULL',
  'day DATE NOT NULL',
  "page VARCHAR NOT NULL DEFAULT ''",
  "variant VARCHAR NOT NULL DEFAULT ''",
  'session_id VARCHAR NOT NULL',
  // The conversion's event id for a booked demo or cancellation; null for a visit's facts.
  'event_id BIGINT',
  ...dimensionIds.map((id) => `${id} VARCHAR NOT NULL`),
];
const columnNames = factColumns.map((column) => column.split(' ')[0] as string);

/** An open store: its DuckDB connection and how far it has read the events. */
export type CampaignStore = {
  connection: DuckDBConnection;
  close: () => void;
  /** Event ids read above the watermark, and when each high-water mark was first seen. */
  recent: Set<number>;
  marks: { at: number; id: number }[];
  /** Whether this connection has made its tables (the temporary ones are the connection's). */
  tablesReady: boolean;
};

export async function openCampaignStore(path: string): Promise<CampaignStore> {
  const instance = await DuckDBInstance.create(path, { threads: '2' });
  const connection = await instance.connect();
  await connection.run(
    `CREATE TABLE IF NOT EXISTS store_state (key VARCHAR PRIMARY KEY, value VARCHAR)`,
  );
  return {
    connection,
    close: () => {
      connection.closeSync();
      instance.closeSync();
    },
    recent: new Set(),
    marks: [],
    tablesReady: false,
  };
}

async function stateOf(store: CampaignStore): Promise<Record<string, string>> {
  const reader = await store.connection.runAndReadAll('SELECT key, value FROM store_state');
  return Object.fromEntries(
    reader.getRowObjects().map((row) => [String(row.key), String(row.value)]),
  );
}

async function setState(store: CampaignStore, values: Record<string, string | number>) {
  for (const [key, value] of Object.entries(values)) {
    await store.connection.run('INSERT OR REPLACE INTO store_state (key, value) VALUES ($1, $2)', [
      key,
      String(value),
    ]);
  }
}

/** A row of facts as the feed builds it, in `columnNames` order. */
type FactRow = (string | number | null)[];

/** A session as the feed reads it: its dimensions, its first day, and which facts it has. */
type SessionRead = Record<SessionDimensionId, string> & {
  session_id: string;
  /** first_seen as text, the rebuild's place in the order the visits started. */
  started: string;
  day: string;
  seen: Record<string, number>;
};

const sessionSelect = `
  SELECT s.session_id, s.first_seen::text AS started,
    to_char((s.first_seen AT TIME ZONE '${businessTimeZone}')::date, 'YYYY-MM-DD') AS day,
    ${sessionDimensions.map((dimension) => `${dimension.sql} AS ${dimension.id}`).join(',\n    ')},
    s.seen
  FROM analytics_sessions s`;

const visitCodes = new Set<string>(
  campaignMeasures.filter((measure) => measure.per === 'visit').map((measure) => measure.code),
);

/** A landed session's visit facts, from its `seen` map (keys `<code>\t<page>\t<variant>`). */
function visitFacts(session: SessionRead): FactRow[] {
  const rows: FactRow[] = [];
  for (const [key, count] of Object.entries(session.seen)) {
    const [code = '', page = '', variant = ''] = key.split('\t');
    if (!visitCodes.has(code) || !(count > 0)) continue;
    rows.push([code, session.day, page, variant, session.session_id, null, ...dims(session)]);
  }
  return rows;
}

const dims = (session: SessionRead) => dimensionIds.map((id) => session[id]);

type ConversionRead = {
  id: number;
  session_id: string;
  event_type: 'booked_demo' | 'booking_cancelled';
  page: string | null;
  variant: string | null;
  day: string;
};

/** A booked demo's or cancellation's facts: any page and variant, its page, its variant, both. */
function conversionFacts(event: ConversionRead, session: SessionRead): FactRow[] {
  const code = measureEvents[event.event_type];
  const page = event.page ?? '';
  const variant = event.variant ?? '';
  const keys = new Set([`\t`, `${page}\t`, `\t${variant}`, `${page}\t${variant}`]);
  return [...keys].map((key) => {
    const [onPage = '', ofVariant = ''] = key.split('\t');
    return [code, event.day, onPage, ofVariant, event.session_id, event.id, ...dims(session)];
  });
}

async function readSessions(db: SqlClient, ids: string[]): Promise<Map<string, SessionRead>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<SessionRead>(
    db,
    `${sessionSelect} WHERE s.session_id = ANY($1::text[]) AND ${landedSql}`,
    [ids],
  );
  return new Map(rows.map((row) => [row.session_id, row]));
}

const conversionSelect = `
  SELECT id::float8 AS id, session_id, event_type, page, variant,
    to_char((created_at AT TIME ZONE '${businessTimeZone}')::date, 'YYYY-MM-DD') AS day
  FROM analytics_events`;

/** Appends rows to a temporary staging table (same columns as `facts`), emptied first. */
async function stage(store: CampaignStore, rows: FactRow[]) {
  const { connection } = store;
  await connection.run('DELETE FROM staged');
  if (rows.length === 0) return;
  const appender = await connection.createAppender('staged');
  for (const row of rows) {
    for (const value of row) {
      if (value === null) appender.appendNull();
      else if (typeof value === 'number') appender.appendBigInt(BigInt(value));
      else appender.appendVarchar(value);
    }
    appender.endRow();
  }
  appender.flushSync();
  appender.closeSync();
}

async function ensureTables(store: CampaignStore) {
  if (store.tablesReady) return;
  const { connection } = store;
  await connection.run(`CREATE TABLE IF NOT EXISTS facts (${factColumns.join(', ')})`);
  // Dates are appended as text and cast on the way in.
  await connection.run(
    `CREATE TEMP TABLE IF NOT EXISTS staged (${factColumns
      .map((column) => column.replace(/ NOT NULL.*$/, '').replace('DATE', 'VARCHAR'))
      .join(', ')})`,
  );
  await connection.run(
    'CREATE TEMP TABLE IF NOT EXISTS touched (session_id VARCHAR, event_id BIGINT)',
  );
  store.tablesReady = true;
}

const insertStaged = `INSERT INTO facts (${columnNames.join(', ')})
  SELECT ${columnNames.map((name) => (name === 'day' ? 'CAST(day AS DATE)' : name)).join(', ')}
  FROM staged`;

export type FeedOptions = {
  /** Events read per slice (each slice is one short read of the database of record). */
  sliceRows?: number;
  /** Stop after the slice that passes this many milliseconds. */
  budgetMs?: number;
  /**
   * How long another instance's events transaction may take to commit (PostgreSQL): ids below
   * the highest one seen this long ago are taken as complete. 0 on PGlite (one connection).
   */
  lagMs?: number;
  now?: () => number;
  /**
   * Which database of record the store is made from: a store made from another one (a changed
   * DATABASE_URL, another test database) is rebuilt.
   */
  source?: string;
};

/**
 * What a call did: whether it rebuilt, how many new events it read, whether it caught up with the
 * record, and whether the store is built (reading new events only) when it returns.
 */
export type FeedResult = { rebuilt: boolean; events: number; caughtUp: boolean; built: boolean };

/**
 * Brings the store up to the events of record, in slices that each read at most `sliceRows`
 * events (or sessions) in one statement, until it has caught up or spent `budgetMs`: a store that
 * is missing, of another version, or half rebuilt is rebuilt first, from the sessions and then
 * the conversions, and from then on only the new events are read.
 */
export async function feedCampaignStore(
  db: SqlClient,
  store: CampaignStore,
  options: FeedOptions = {},
): Promise<FeedResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const budgetMs = options.budgetMs ?? 100;
  const sliceRows = options.sliceRows ?? 5000;
  const lagMs = options.lagMs ?? 10_000;
  // Every call reads one slice at least, however long the preliminaries took on a busy machine:
  // the budget is checked before each further slice.
  let slices = 0;
  const over = () => slices > 0 && now() - started >= budgetMs;
  await ensureTables(store);
  let state = await stateOf(store);
  let rebuilt = false;
  const source = options.source ?? '';
  // The first event's id tells a store whose events were deleted (a restored backup, a test's
  // truncation): events of record are never deleted otherwise, so it is rebuilt then.
  const { rows } = await db.query<{ id: string | null; first: string | null }>(
    'SELECT max(id)::text AS id, min(id)::text AS first FROM analytics_events',
  );
  const first = rows[0]?.first ?? '';
  if (
    state.version !== storeVersion ||
    state.phase === undefined ||
    state.source !== source ||
    (state.first !== first && state.phase === 'live')
  ) {
    await store.connection.run('DELETE FROM facts');
    store.recent.clear();
    store.marks = [{ at: now(), id: Number(rows[0]?.id ?? 0) }];
    await setState(store, {
      version: storeVersion,
      source,
      first,
      phase: 'sessions',
      cursor: '-infinity\t',
      until: rows[0]?.id ?? '0',
      watermark: '0',
    });
    state = await stateOf(store);
  }
  while (state.phase === 'sessions' && !over()) {
    slices += 1;
    // In the order the visits started, so that the facts lie in day order in the file and a
    // range's scan skips the blocks of other days.
    const [after = '-infinity', afterId = ''] = (state.cursor || '-infinity\t').split('\t');
    const sessions = await queryRows<SessionRead>(
      db,
      `${sessionSelect}
       WHERE (s.first_seen, s.session_id) > ($1::timestamptz, $2::text) AND ${landedSql}
       ORDER BY s.first_seen, s.session_id LIMIT $3`,
      [after, afterId, sliceRows],
    );
    await stage(store, sessions.flatMap(visitFacts));
    await store.connection.run(insertStaged);
    const last = sessions.at(-1);
    await setState(
      store,
      last === undefined || sessions.length < sliceRows
        ? { phase: 'conversions', cursor: '0' }
        : { cursor: `${last.started}\t${last.session_id}` },
    );
    state = await stateOf(store);
    rebuilt = true;
  }
  while (state.phase === 'conversions' && !over()) {
    slices += 1;
    const from = Number(state.cursor ?? 0);
    const until = Number(state.until ?? 0);
    const to = Math.min(from + sliceRows * 10, until);
    const events = await queryRows<ConversionRead>(
      db,
      `${conversionSelect} WHERE id > $1 AND id <= $2
         AND event_type IN ('booked_demo', 'booking_cancelled')`,
      [from, to],
    );
    const sessions = await readSessions(db, [...new Set(events.map((event) => event.session_id))]);
    await stage(
      store,
      events.flatMap((event) => {
        const session = sessions.get(event.session_id);
        return session ? conversionFacts(event, session) : [];
      }),
    );
    await store.connection.run(insertStaged);
    // The events just before the rebuild began may belong to transactions still committing:
    // they are read again, and reading them twice changes nothing.
    await setState(
      store,
      to >= until ? { phase: 'live', watermark: Math.max(0, until - sliceRows) } : { cursor: to },
    );
    state = await stateOf(store);
    rebuilt = true;
  }
  let events = 0;
  let caughtUp = false;
  while (state.phase === 'live' && !over()) {
    slices += 1;
    const read = await feedSlice(db, store, Number(state.watermark ?? 0), sliceRows);
    events += read.fresh;
    // The highest id seen, remembered with when it was first seen; below the highest of those
    // older than the lag, every transaction has committed.
    if (read.highest > (store.marks.at(-1)?.id ?? 0))
      store.marks.push({ at: now(), id: read.highest });
    const settled = store.marks.filter((mark) => now() - mark.at >= lagMs);
    const watermark = Math.max(Number(state.watermark ?? 0), settled.at(-1)?.id ?? 0);
    store.marks = store.marks.filter((mark) => mark.id > watermark || mark === settled.at(-1));
    for (const id of store.recent) if (id <= watermark) store.recent.delete(id);
    if (watermark !== Number(state.watermark)) {
      await setState(store, { watermark });
      state.watermark = String(watermark);
    }
    if (read.fresh < sliceRows) {
      caughtUp = true;
      break;
    }
  }
  return { rebuilt, events, caughtUp, built: state.phase === 'live' };
}

type EventRead = ConversionRead & { event_type: string };

/**
 * One slice of the events after `watermark` not read yet: each session they touched has its
 * visit facts replaced from its row, each conversion its facts (by event id).
 */
async function feedSlice(db: SqlClient, store: CampaignStore, watermark: number, limit: number) {
  const { rows: slice } = await db.query<{ id: string; session_id: string; event_type: string }>(
    `SELECT id::text AS id, session_id, event_type FROM analytics_events
     WHERE id > $1 ORDER BY id LIMIT $2`,
    [watermark, limit + store.recent.size],
  );
  const fresh = slice.filter((row) => !store.recent.has(Number(row.id)));
  const relevant = fresh.filter((row) => row.event_type in measureEvents);
  const conversionIds = relevant
    .filter((row) => row.event_type === 'booked_demo' || row.event_type === 'booking_cancelled')
    .map((row) => row.id);
  const conversions =
    conversionIds.length === 0
      ? []
      : await queryRows<EventRead>(db, `${conversionSelect} WHERE id = ANY($1::bigint[])`, [
          conversionIds,
        ]);
  const touched = [...new Set(relevant.map((row) => row.session_id))];
  const sessions = await readSessions(db, touched);
  const rows: FactRow[] = [];
  for (const session of sessions.values()) rows.push(...visitFacts(session));
  for (const event of conversions) {
    const session = sessions.get(event.session_id);
    if (session) rows.push(...conversionFacts(event as ConversionRead, session));
  }
  if (touched.length > 0) {
    const { connection } = store;
    await stage(store, rows);
    // Only a landed visit has facts, all on the day it started (a first_seen only ever moves
    // earlier), and a conversion's lie on the day its booking was made: the deletes read the
    // blocks from the earliest of those days on, which for today's traffic is the last few.
    const days = [
      ...[...sessions.values()].map((session) => session.day),
      ...conversions.map((event) => event.day),
    ].sort();

    await connection.run('DELETE FROM touched');
    const appender = await connection.createAppender('touched');
    for (const id of sessions.keys()) {
      appender.appendVarchar(id);
      appender.appendNull();
      appender.endRow();
    }
    for (const id of conversionIds) {
      appender.appendNull();
      appender.appendBigInt(BigInt(id));
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
    const since = [days[0] ?? '2000-01-01'];
    await connection.run('BEGIN TRANSACTION');
    try {
      await connection.run(
        `DELETE FROM facts WHERE day >= $1::DATE AND event_id IS NULL
           AND session_id IN (SELECT session_id FROM touched WHERE session_id IS NOT NULL)`,
        since,
      );
      await connection.run(
        `DELETE FROM facts WHERE day >= $1::DATE
           AND event_id IN (SELECT event_id FROM touched WHERE event_id IS NOT NULL)`,
        since,
      );
      await connection.run(insertStaged);
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK');
      throw error;
    }
  }
  for (const row of fresh) store.recent.add(Number(row.id));
  const highest = slice.reduce((max, row) => Math.max(max, Number(row.id)), watermark);
  return { fresh: fresh.length, highest };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The view's filters: a value per dimension (session or fact) at most. */
export type StoreFilters = CampaignFilters;

export type StoreRow = CampaignMeasureRow;

/**
 * The WHERE clause of a view and its parameters: $1 and $2 the days, $3 the page the facts are
 * counted at ('' for any), $4 the variant ('' for any, read by `measuresSql`), then one per
 * session filter. `pages: 'each'` reads the facts of every page instead (Top pages).
 */
function whereOf(range: DayRange, filters: StoreFilters, pages: 'filter' | 'each' = 'filter') {
  const params: (string | null)[] = [
    range.from,
    range.to,
    filters.page ?? '',
    filters.variant ?? '',
  ];
  const clauses = [
    '($1::DATE IS NULL OR day >= $1::DATE)',
    'day <= $2::DATE',
    // The variant is read by the measures; named here too, so that every statement binds it.
    '$4::VARCHAR IS NOT NULL',
    pages === 'each' && filters.page === undefined ? "page <> '' AND $3 = ''" : 'page = $3',
  ];
  for (const id of dimensionIds) {
    const value = filters[id];
    if (value === undefined) continue;
    params.push(value);
    clauses.push(`${id} = $${params.length}`);
  }
  return { sql: clauses.join(' AND '), params };
}

/**
 * The measures as the declaration counts them, over the facts of one page ('' for any): each a
 * count of its code's facts at `variant` (the filter's, $4, or each row's own in the funnel) or,
 * for a measure of no variant, at ''.
 */
function measuresSql(variant = '$4') {
  const count = (code: string, byVariant: boolean) =>
    `count(*) FILTER (WHERE measure = '${code}' AND variant = ${byVariant ? variant : "''"})`;
  return campaignMeasures
    .map((measure) => {
      const counted = count(measure.code, measure.byVariant);
      const less = 'less' in measure ? ` - ${count(measure.less, measure.byVariant)}` : '';
      return `${counted}${less} AS ${measure.id}`;
    })
    .join(',\n    ');
}

const toMeasures = (row: Record<string, unknown> | undefined): CampaignMeasures =>
  Object.fromEntries(
    campaignMeasures.map((measure) => [measure.id, Number(row?.[measure.id] ?? 0)]),
  ) as CampaignMeasures;

async function select(store: CampaignStore, sql: string, params: (string | null)[]) {
  const reader = await store.connection.runAndReadAll(sql, params);
  return reader.getRowObjectsJS() as Record<string, unknown>[];
}

/** The view's figures over a range. */
export async function readStoreFigures(
  store: CampaignStore,
  range: DayRange,
  filters: StoreFilters,
): Promise<CampaignMeasures> {
  const where = whereOf(range, filters);
  const rows = await select(
    store,
    `SELECT ${measuresSql()} FROM facts WHERE ${where.sql}`,
    where.params,
  );
  return toMeasures(rows[0]);
}

/** Every table of the view over a range, rows in `byVisits` order. */
export async function readStoreTables(
  store: CampaignStore,
  range: DayRange,
  filters: StoreFilters,
  only: readonly CampaignTableId[] = campaignTables.map((table) => table.id),
): Promise<Record<CampaignTableId, StoreRow[]>> {
  const sessionTables = campaignTables.filter(
    (table) => table.id !== 'pages' && only.includes(table.id),
  );
  const where = whereOf(range, filters);
  const eachPage = whereOf(range, filters, 'each');
  const groupBy = sessionTables.map((table) => `(${table.by.join(', ')})`).join(', ');
  const selected = [...new Set(sessionTables.flatMap((table) => table.by))];
  // GROUPING() of every selected column: a bit per column left out of the row's set, the first
  // column the highest bit, so each table's rows are told by one number.
  const setOf = (by: readonly string[]) =>
    selected.reduce((bits, id) => bits * 2 + (by.includes(id) ? 0 : 1), 0);
  const [grouped, pages] = await Promise.all([
    sessionTables.length === 0
      ? []
      : select(
          store,
          `SELECT ${selected.join(', ')}, grouping(${selected.join(', ')}) AS grouping_set,
             ${measuresSql()}
           FROM facts WHERE ${where.sql}
           GROUP BY GROUPING SETS (${groupBy})`,
          where.params,
        ),
    only.includes('pages')
      ? select(
          store,
          `SELECT page, ${measuresSql()}
           FROM facts WHERE ${eachPage.sql}
           GROUP BY page`,
          eachPage.params,
        )
      : [],
  ]);
  const tables = Object.fromEntries(
    campaignTables.map((table) => [table.id, [] as StoreRow[]]),
  ) as Record<CampaignTableId, StoreRow[]>;
  for (const row of grouped) {
    const measures = toMeasures(row);
    if (!Object.values(measures).some((value) => value !== 0)) continue;
    for (const table of sessionTables) {
      if (Number(row.grouping_set) !== setOf(table.by)) continue;
      const values = table.by.map((id) => String(row[id]));
      const filter = Object.fromEntries(table.by.map((id, index) => [id, values[index]]));
      tables[table.id].push({ ...measures, label: values.join(' / '), filter });
    }
  }
  for (const row of pages) {
    const measures = toMeasures(row);
    if (!Object.values(measures).some((value) => value !== 0)) continue;
    tables.pages.push({ ...measures, label: String(row.page), filter: { page: String(row.page) } });
  }
  for (const table of campaignTables) {
    const rows = tables[table.id];
    const none = 'whenAny' in table ? table.whenAny.none : undefined;
    if (none !== undefined && rows.every((row) => row.label === none)) rows.length = 0;
    rows.sort(byVisits);
  }
  return tables;
}

/** The funnel by variant: every visit in the view, then each variant's clicks and booked demos. */
export async function readStoreVariants(
  store: CampaignStore,
  range: DayRange,
  filters: StoreFilters,
): Promise<StoreRow[]> {
  const where = whereOf(range, filters);
  const rows = await select(
    store,
    `SELECT variant, ${measuresSql('variant')}
     FROM facts WHERE ${where.sql} GROUP BY variant`,
    where.params,
  );
  return variantFunnel(new Map(rows.map((row) => [String(row.variant), toMeasures(row)])), filters);
}
