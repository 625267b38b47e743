import 'server-only';
import { createHash } from 'node:crypto';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { addDays, businessDay, businessTimeZone, type DayRange } from '@/lib/calendar';
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
  unknownPage,
  variantFunnel,
} from './campaign-model';
import type { SqlClient } from './client';
import { queryRows } from './queries/rows';
import { bookedVariants } from './schema/bookings';

/*
 * The campaign view's read model (docs/analytics.md, "The campaign model"): two columnar tables in
 * an embedded DuckDB file per instance, made from the events and sessions of record and remade
 * from them when it is missing, behind, or of another declaration.
 *
 * `visits` has a row per visit (and one per booked demo or cancellation, on the day the booking
 * was made), `pages` a row per page a visit viewed (and per page a booking is attributed to). A
 * row holds the visit's dimensions, each as the integer id of its value in `dictionary`, and a
 * count per measure code of the declaration, for any variant and for each booked variant: "did
 * this visit click a pool link on /pools" is the `c_pool` column of the visit's /pools row. Every
 * figure, table and funnel is then one scan of one table that sums small integers and groups by
 * integers, whatever the filters.
 *
 * A visit's rows are read from its session row (`seen`: which facts it has; `first_seen`: the day
 * they count on) and replaced whole whenever an event of the visit arrives; a booked demo's or
 * cancellation's from its conversion event, by the event's id. So feeding the same events twice
 * changes nothing, and the feed reads events in id order with a lag for the transactions of other
 * instances that commit out of order.
 */

/** The session dimensions, each a column of integer ids; `page` is the pages table's own. */
const dimensionIds = sessionDimensions.map((dimension) => dimension.id);
/** `combo`: a visit's session dimensions together (their ids joined), a row of `combos`. */
type DictionaryDimension = SessionDimensionId | 'page' | 'combo';

/** The measure codes, each a column of counts; a code counted per variant has one per variant too. */
const codesOf = (measure: (typeof campaignMeasures)[number]) =>
  'less' in measure ? [measure.code, measure.less] : [measure.code];
const codes = [...new Set(campaignMeasures.flatMap(codesOf))];
const variantCodes = new Set<string>(
  campaignMeasures.filter((measure) => measure.byVariant).flatMap(codesOf),
);

/** The column counting `code` at `variant` ('' for any), or null for a variant it has none of. */
function countColumn(code: string, variant = ''): string | null {
  if (variant === '') return code;
  if (!variantCodes.has(code) || !(bookedVariants as readonly string[]).includes(variant))
    return null;
  return `${code}_${variant}`;
}
const countColumns = codes.flatMap((code) => [
  code,
  ...(variantCodes.has(code) ? bookedVariants.map((variant) => `${code}_${variant}`) : []),
]);

/** Changes when the declaration or the layout does: the store is then rebuilt. */
export const storeVersion = createHash('sha256')
  .update(
    JSON.stringify({
      format: 4,
      dimensions: sessionDimensions,
      measures: campaignMeasures,
      variants: bookedVariants,
    }),
  )
  .digest('hex')
  .slice(0, 16);

/** A row of both tables as the feed stages it: `page` is 0 for a `visits` row. */
const keyColumns = ['session_id', 'event_id', ...dimensionIds, 'combo'];
const stagedColumns = ['day', ...keyColumns, 'page', ...countColumns];
const tableColumns = (table: 'visits' | 'pages') => [
  'day DATE NOT NULL',
  'session_id VARCHAR NOT NULL',
  // The conversion's event id for a booked demo's or cancellation's row; null for a visit's.
  'event_id BIGINT',
  ...dimensionIds.map((id) => `${id} INTEGER NOT NULL`),
  'combo INTEGER NOT NULL',
  ...(table === 'pages' ? ['page INTEGER NOT NULL'] : []),
  ...countColumns.map((column) => `${column} UTINYINT NOT NULL`),
];

/**
 * The monthly sums of a table (`visits_months`, `pages_months`): a closed month's rows summed per
 * combo (and page), which a range that covers the whole month reads instead of its days. A month
 * is folded once it has closed and again whenever the feed changes one of its days (a late
 * booking); until then its days are read, so a view is exact either way.
 */
const monthColumns = (table: 'visits' | 'pages') => [
  'month DATE NOT NULL',
  ...dimensionIds.map((id) => `${id} INTEGER NOT NULL`),
  'combo INTEGER NOT NULL',
  ...(table === 'pages' ? ['page INTEGER NOT NULL'] : []),
  ...countColumns.map((column) => `${column} INTEGER NOT NULL`),
];

/** An open store: its DuckDB connection and how far it has read the events. */
export type CampaignStore = {
  connection: DuckDBConnection;
  close: () => void;
  /** Event ids read above the watermark, and when each high-water mark was first seen. */
  recent: Set<number>;
  marks: { at: number; id: number }[];
  /** Whether this connection has made its tables (the temporary ones are the connection's). */
  tablesReady: boolean;
  /** The dictionary's ids by dimension and value, and its values by dimension and id. */
  ids: Map<DictionaryDimension, Map<string, number>>;
  values: Map<DictionaryDimension, string[]>;
  /** Values given an id since the dictionary was last saved. */
  unsaved: [DictionaryDimension, number, string][];
  /** The combos given an id since `combos` was last saved: the id, then each dimension's id. */
  unsavedCombos: number[][];
  /** The months whose sums are folded and current ('YYYY-MM-01'). */
  folded: Set<string>;
  /** The closed months still to fold (null: not looked up since the month or the store changed). */
  unfolded: { before: string; months: Set<string> } | null;
  /** `readStoreCampaigns`' answer, and how many combos there were when it was read. */
  campaigns?: { combos: number; list: StoreCampaign[] };
  /**
   * The combo of every session with a booked demo or cancellation row, read once and kept until
   * the feed writes a conversion's rows (or the tables are remade): where deals count.
   */
  bookedCombos?: Map<string, number>;
  /** Each combo's dimensions, spelled out once: a combo's ids never change meaning. */
  comboDimensions?: Map<number, StoreVisitDimensions>;
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
    ids: new Map(),
    values: new Map(),
    unsaved: [],
    unsavedCombos: [],
    folded: new Set(),
    unfolded: null,
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

/** A row as the feed stages it, in `stagedColumns` order. */
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

/** A dimension's ids and values; id 0 is '' (the pages table's "any page"), never saved. */
function dictionaryOf(store: CampaignStore, dimension: DictionaryDimension) {
  let ids = store.ids.get(dimension);
  let values = store.values.get(dimension);
  if (ids === undefined || values === undefined) {
    ids = new Map([['', 0]]);
    values = [''];
    store.ids.set(dimension, ids);
    store.values.set(dimension, values);
  }
  return { ids, values };
}

/** The id of a dimension's value, given one (and remembered, for `saveDictionary`) when new. */
function idOf(store: CampaignStore, dimension: DictionaryDimension, value: string): number {
  const { ids, values } = dictionaryOf(store, dimension);
  let id = ids.get(value);
  if (id === undefined) {
    id = values.length;
    values.push(value);
    ids.set(value, id);
    store.unsaved.push([dimension, id, value]);
  }
  return id;
}

/** One row: the facts counted (`counts`, by column) of a visit or booking on a page ('' for any). */
function factRow(
  store: CampaignStore,
  session: SessionRead,
  at: { day: string; eventId: number | null; page: string },
  counts: Record<string, number>,
): FactRow {
  const dims = dimensionIds.map((id) => idOf(store, id, session[id]));
  const known = store.values.get('combo')?.length ?? 1;
  const combo = idOf(store, 'combo', dims.join(','));
  if (combo >= known) store.unsavedCombos.push([combo, ...dims]);
  return [
    at.day,
    session.session_id,
    at.eventId,
    ...dims,
    combo,
    idOf(store, 'page', at.page),
    ...countColumns.map((column) => counts[column] ?? 0),
  ];
}

/** A landed session's rows, from its `seen` map (keys `<code>\t<page>\t<variant>`): one per page. */
function visitRows(store: CampaignStore, session: SessionRead): FactRow[] {
  const byPage = new Map<string, Record<string, number>>();
  for (const [key, count] of Object.entries(session.seen)) {
    const [code = '', page = '', variant = ''] = key.split('\t');
    const column = countColumn(code, variant);
    if (!visitCodes.has(code) || column === null || !(count > 0)) continue;
    byPage.set(page, { ...byPage.get(page), [column]: 1 });
  }
  return [...byPage].map(([page, counts]) =>
    factRow(store, session, { day: session.day, eventId: null, page }, counts),
  );
}

type ConversionRead = {
  id: number;
  session_id: string;
  event_type: 'booked_demo' | 'booking_cancelled';
  page: string | null;
  variant: string | null;
  day: string;
};

/**
 * A booked demo's or cancellation's rows: for any page and for its page (`unknownPage` when it has
 * none), at any and its variant.
 */
function conversionRows(
  store: CampaignStore,
  event: ConversionRead,
  session: SessionRead,
): FactRow[] {
  const code = measureEvents[event.event_type];
  const ofVariant = countColumn(code, event.variant ?? '');
  const counts = { [code]: 1, ...(ofVariant === null ? {} : { [ofVariant]: 1 }) };
  return ['', event.page || unknownPage].map((page) =>
    factRow(store, session, { day: event.day, eventId: event.id, page }, counts),
  );
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

/**
 * Stages rows in a temporary table (every column text or a big integer, cast on the way in),
 * emptied first, after saving the dictionary's new values.
 */
async function stage(store: CampaignStore, rows: FactRow[]) {
  const { connection } = store;
  if (store.unsaved.length > 0) {
    const appender = await connection.createAppender('dictionary');
    for (const [dimension, id, value] of store.unsaved) {
      appender.appendVarchar(dimension);
      appender.appendInteger(id);
      appender.appendVarchar(value);
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
    store.unsaved = [];
  }
  if (store.unsavedCombos.length > 0) {
    const appender = await connection.createAppender('combos');
    for (const ids of store.unsavedCombos) {
      for (const id of ids) appender.appendInteger(id);
      appender.endRow();
    }
    appender.flushSync();
    appender.closeSync();
    store.unsavedCombos = [];
  }
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

const storeTables = ['visits', 'pages'] as const;

/** Makes the tables this connection lacks and reads the dictionary. */
async function ensureTables(store: CampaignStore) {
  if (store.tablesReady) return;
  const { connection } = store;
  for (const table of storeTables) {
    await connection.run(`CREATE TABLE IF NOT EXISTS ${table} (${tableColumns(table).join(', ')})`);
    await connection.run(
      `CREATE TABLE IF NOT EXISTS ${table}_months (${monthColumns(table).join(', ')})`,
    );
  }
  await connection.run(
    'CREATE TABLE IF NOT EXISTS dictionary (dimension VARCHAR, id INTEGER, value VARCHAR)',
  );
  await connection.run(
    `CREATE TABLE IF NOT EXISTS combos (id INTEGER, ${dimensionIds.map((id) => `${id} INTEGER`).join(', ')})`,
  );
  await connection.run(
    `CREATE TEMP TABLE IF NOT EXISTS staged (${stagedColumns
      .map(
        (column) =>
          `${column} ${column === 'day' || column === 'session_id' ? 'VARCHAR' : 'BIGINT'}`,
      )
      .join(', ')})`,
  );
  await connection.run(
    'CREATE TEMP TABLE IF NOT EXISTS touched (session_id VARCHAR, event_id BIGINT)',
  );
  store.ids.clear();
  store.values.clear();
  store.campaigns = undefined;
  store.bookedCombos = undefined;
  store.comboDimensions = undefined;
  store.unsaved = [];
  store.unsavedCombos = [];
  store.folded = new Set(((await stateOf(store)).folded ?? '').split(',').filter(Boolean));
  store.unfolded = null;
  const reader = await connection.runAndReadAll(
    'SELECT dimension, id, value FROM dictionary ORDER BY dimension, id',
  );
  for (const row of reader.getRowObjectsJS()) {
    const { ids, values } = dictionaryOf(store, String(row.dimension) as DictionaryDimension);
    values[Number(row.id)] = String(row.value);
    ids.set(String(row.value), Number(row.id));
  }
  store.tablesReady = true;
}

/** Moves the staged rows into their tables. */
async function insertStaged(store: CampaignStore) {
  for (const table of storeTables) {
    const columns = tableColumns(table).map((column) => column.split(' ')[0] as string);
    await store.connection.run(
      `INSERT INTO ${table} (${columns.join(', ')})
       SELECT ${columns.map((name) => (name === 'day' ? 'CAST(day AS DATE)' : name)).join(', ')}
       FROM staged WHERE ${table === 'pages' ? 'page <> 0' : 'page = 0'}`,
    );
  }
}

/** Drops the tables of another layout (a store of an older version is rebuilt from scratch). */
async function dropTables(store: CampaignStore) {
  for (const table of [
    'facts',
    ...storeTables,
    ...storeTables.map((table) => `${table}_months`),
    'dictionary',
    'combos',
  ])
    await store.connection.run(`DROP TABLE IF EXISTS ${table}`);
  store.tablesReady = false;
}

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
  /**
   * Whether this call may also fold closed months (./campaign-store-instance.ts: the background
   * feed does; a read's catching up does not, so that it stays a few milliseconds).
   */
  fold?: boolean;
};

/**
 * What a call did: whether it rebuilt, how many new events it read, whether it caught up with the
 * record, and whether the store is built (reading new events only) when it returns.
 */
export type FeedResult = {
  rebuilt: boolean;
  events: number;
  caughtUp: boolean;
  built: boolean;
  /** While rebuilding: the day of the last visit read so far (null once it reads the bookings). */
  readTo: string | null;
  /** Closed months are left to fold (only known to a call that folds). */
  folding: boolean;
};

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
    await dropTables(store);
    await setState(store, { folded: '' });
    await ensureTables(store);
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
    await stage(
      store,
      sessions.flatMap((session) => visitRows(store, session)),
    );
    await insertStaged(store);
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
        return session ? conversionRows(store, event, session) : [];
      }),
    );
    await insertStaged(store);
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
  let folding = false;
  if (state.phase === 'live' && caughtUp && options.fold) {
    folding = await foldMonths(store, businessDay(new Date(now())), () => {
      if (over()) return false;
      slices += 1;
      return true;
    });
  }
  const readTo = state.phase === 'sessions' ? (state.cursor ?? '').slice(0, 10) || null : null;
  return { rebuilt, events, caughtUp, built: state.phase === 'live', readTo, folding };
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
  for (const session of sessions.values()) rows.push(...visitRows(store, session));
  for (const event of conversions) {
    const session = sessions.get(event.session_id);
    if (session) rows.push(...conversionRows(store, event as ConversionRead, session));
  }
  if (conversions.length > 0) store.bookedCombos = undefined;
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
      for (const table of storeTables) {
        await connection.run(
          `DELETE FROM ${table} WHERE day >= $1::DATE AND event_id IS NULL
             AND session_id IN (SELECT session_id FROM touched WHERE session_id IS NOT NULL)`,
          since,
        );
        await connection.run(
          `DELETE FROM ${table} WHERE day >= $1::DATE
             AND event_id IN (SELECT event_id FROM touched WHERE event_id IS NOT NULL)`,
          since,
        );
      }
      await insertStaged(store);
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK');
      throw error;
    }
    // Every row it deleted or wrote lies on or after `since`: the folded months from its month on
    // are read by day again until folded anew.
    const stale = [...store.folded].filter((month) => month >= monthOf(since[0] as string));
    if (stale.length > 0) {
      for (const month of stale) {
        store.folded.delete(month);
        store.unfolded?.months.add(month);
      }
      await setState(store, { folded: [...store.folded].join(',') });
    }
  }
  for (const row of fresh) store.recent.add(Number(row.id));
  const highest = slice.reduce((max, row) => Math.max(max, Number(row.id)), watermark);
  return { fresh: fresh.length, highest };
}

/** The first day of a day's month. */
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** The last day of a month ('YYYY-MM-01'). */
function lastDayOf(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return addDays(new Date(Date.UTC(year, number, 1)).toISOString().slice(0, 10), -1);
}

/**
 * Folds the closed months (before `today`'s) that are not, oldest first, while `more` allows (it
 * counts each month as a slice of the call); says whether any is left.
 */
async function foldMonths(store: CampaignStore, today: string, more: () => boolean) {
  const before = monthOf(today);
  if (store.unfolded?.before !== before) {
    const rows = await select(
      store,
      storeTables
        .map(
          (table) =>
            `SELECT DISTINCT strftime(day, '%Y-%m-01') AS month FROM ${table} WHERE day < $1::DATE`,
        )
        .join('\nUNION\n'),
      [before],
    );
    const months = rows.map((row) => String(row.month)).filter((month) => !store.folded.has(month));
    store.unfolded = { before, months: new Set(months) };
  }
  const { months } = store.unfolded;
  for (const month of [...months].sort()) {
    if (!more()) return true;
    const { connection } = store;
    await connection.run('BEGIN TRANSACTION');
    try {
      for (const table of storeTables) {
        const keys = [...dimensionIds, 'combo', ...(table === 'pages' ? ['page'] : [])];
        await connection.run(`DELETE FROM ${table}_months WHERE month = $1::DATE`, [month]);
        await connection.run(
          `INSERT INTO ${table}_months
           SELECT $1::DATE, ${keys.join(', ')},
             ${countColumns.map((column) => `sum(${column})::INTEGER`).join(', ')}
           FROM ${table} WHERE day >= $1::DATE AND day <= $2::DATE
           GROUP BY ${keys.join(', ')}`,
          [month, lastDayOf(month)],
        );
      }
      await connection.run('COMMIT');
    } catch (error) {
      await connection.run('ROLLBACK');
      throw error;
    }
    months.delete(month);
    store.folded.add(month);
    await setState(store, { folded: [...store.folded].sort().join(',') });
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The view's filters: a value per dimension (session or fact) at most. */
export type StoreFilters = CampaignFilters;

export type StoreRow = CampaignMeasureRow;

/** A day as SQL: the range's days come checked (lib/analytics/range.ts); checked again here. */
function dayLiteral(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a day: ${day}`);
  return `DATE '${day}'`;
}

/**
 * The rows a view reads, as a subquery of `columns`: from `pages` under a page filter or for Top
 * pages (`pages: 'each'`), else from `visits`; the folded months the range covers whole from their
 * monthly sums, its other days from the rows; a filter is its value's id (a value the store has
 * never seen matches nothing).
 */
function rowsOf(
  store: CampaignStore,
  range: DayRange,
  filters: StoreFilters,
  columns: readonly string[],
  pages: 'filter' | 'each' = 'filter',
  days: 'months' | 'days' = 'months',
): string {
  const clauses: string[] = [];
  const idClause = (dimension: DictionaryDimension, value: string) => {
    const id = store.ids.get(dimension)?.get(value);
    return id === undefined || id === 0 ? 'false' : `${dimension} = ${id}`;
  };
  for (const id of dimensionIds) {
    const value = filters[id];
    if (value !== undefined) clauses.push(idClause(id, value));
  }
  if (filters.page !== undefined) clauses.push(idClause('page', filters.page));
  const table = filters.page !== undefined || pages === 'each' ? 'pages' : 'visits';
  // The store holds no day before 2000 (lib/analytics/range.ts keeps every range after it).
  const from = range.from ?? '2000-01-01';
  // A series by day reads the days of folded months too (their rows stay beside the sums).
  const months = [...store.folded]
    .filter((month) => days === 'months' && month >= from && lastDayOf(month) <= range.to)
    .sort();
  // Runs of whole folded months, and the days between and around them: each a SELECT bounded by
  // one interval, so that DuckDB skips the blocks outside it (an OR of intervals scans them all).
  const runs: [string, string][] = [];
  const spans: [string, string][] = [];
  let next = from;
  for (const month of months) {
    const last = runs.at(-1);
    if (last && addDays(lastDayOf(last[1]), 1) === month) last[1] = month;
    else runs.push([month, month]);
    if (next < month) spans.push([next, addDays(month, -1)]);
    next = addDays(lastDayOf(month), 1);
  }
  if (next <= range.to) spans.push([next, range.to]);
  const filter = clauses.map((clause) => ` AND ${clause}`).join('');
  const between = (column: string, [first, last]: [string, string]) =>
    `${column} >= ${dayLiteral(first)} AND ${column} <= ${dayLiteral(last)}`;
  const parts = [
    ...runs.map(
      (run) =>
        `SELECT ${columns.join(', ')} FROM ${table}_months WHERE ${between('month', run)}${filter}`,
    ),
    ...spans.map(
      (span) => `SELECT ${columns.join(', ')} FROM ${table} WHERE ${between('day', span)}${filter}`,
    ),
  ];
  return `(${parts.join('\nUNION ALL\n') || `SELECT ${columns.join(', ')} FROM ${table} WHERE false`})`;
}

/** The count columns the measures read at `variant` (the filter's; '' for any). */
const measureColumns = (variant = '') =>
  [
    ...new Set(
      campaignMeasures.flatMap((measure) =>
        codesOf(measure).map((code) => countColumn(code, measure.byVariant ? variant : '')),
      ),
    ),
  ].filter((column) => column !== null);

/**
 * The measures as the declaration counts them, at `variant` (the filter's; '' for any): each a
 * sum of its code's column at that variant, or at any variant for a measure of none, less the
 * sum of its `less` code's; `as` suffixes the names (the funnel reads every variant at once).
 */
function measuresSql(variant = '', as = '') {
  const sum = (code: string, byVariant: boolean) => {
    const column = countColumn(code, byVariant ? variant : '');
    return column === null ? '0' : `coalesce(sum(${column}), 0)`;
  };
  return campaignMeasures
    .map((measure) => {
      const less = 'less' in measure ? ` - ${sum(measure.less, measure.byVariant)}` : '';
      return `${sum(measure.code, measure.byVariant)}${less} AS ${measure.id}${as}`;
    })
    .join(',\n    ');
}

const toMeasures = (row: Record<string, unknown> | undefined, as = ''): CampaignMeasures =>
  Object.fromEntries(
    campaignMeasures.map((measure) => [measure.id, Number(row?.[`${measure.id}${as}`] ?? 0)]),
  ) as CampaignMeasures;

const anyMeasure = (measures: CampaignMeasures) =>
  Object.values(measures).some((value) => value !== 0);

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
  const rows = await select(
    store,
    `SELECT ${measuresSql(filters.variant)}
     FROM ${rowsOf(store, range, filters, measureColumns(filters.variant))} AS r`,
    [],
  );
  return toMeasures(rows[0]);
}

/** A bucket of a series: its first day (a day, or the Monday of a week) and its measures. */
export type StoreSeriesPoint = { start: string; measures: CampaignMeasures };

/**
 * The view's measures by day, or by week (Monday to Sunday, as the digest's weeks), over a range:
 * the buckets that have any, in order (the caller fills the empty ones). Read from the day rows,
 * which the folded months keep beside their sums; under a page filter from the pages table.
 */
export async function readStoreSeries(
  store: CampaignStore,
  range: DayRange,
  filters: StoreFilters,
  bucket: 'day' | 'week',
): Promise<StoreSeriesPoint[]> {
  const start = bucket === 'week' ? "date_trunc('week', day)" : 'day';
  const rows = await select(
    store,
    `SELECT strftime(${start}, '%Y-%m-%d') AS start, ${measuresSql(filters.variant)}
     FROM ${rowsOf(store, range, filters, ['day', ...measureColumns(filters.variant)], 'filter', 'days')} AS r
     GROUP BY 1 ORDER BY 1`,
    [],
  );
  return rows.map((row) => ({ start: String(row.start), measures: toMeasures(row) }));
}

/** Everything the view shows of one range: its figures, every table, the funnel by variant. */
export type StoreView = {
  figures: CampaignMeasures;
  tables: Record<CampaignTableId, StoreRow[]>;
  variants: StoreRow[];
};

/**
 * The view over a range in three statements, each reading the range's rows (`rowsOf`: folded
 * months' sums and other days' rows). The first sums the count columns the filters read per
 * combination of the session dimensions (`combo`: tens of thousands at most), then groups those
 * sums by each table's dimensions and by none (the figures); the second sums every variant's
 * columns (the funnel); the third reads Top pages from the pages table. Rows in `byVisits` order.
 */
export async function readStoreView(
  store: CampaignStore,
  range: DayRange,
  filters: StoreFilters,
): Promise<StoreView> {
  const sessionTables = campaignTables.filter((table) => table.id !== 'pages');
  const selected = [...new Set(sessionTables.flatMap((table) => table.by))];
  // GROUPING() of every selected column: a bit per column left out of the row's set, the first
  // column the highest bit, so each table's rows are told by one number (the figures': all ones).
  const setOf = (by: readonly string[]) =>
    selected.reduce((bits, id) => bits * 2 + (by.includes(id) ? 0 : 1), 0);
  const variants = ['', ...bookedVariants];
  // The count columns the filter's measures read, summed per combo in the first step.
  const columns = measureColumns(filters.variant);
  const everyVariant = [...new Set(variants.flatMap((variant) => measureColumns(variant)))];
  const [grouped, funnel, pages] = [
    await select(
      store,
      `WITH per AS (
         SELECT combo, ${columns.map((column) => `sum(${column}) AS ${column}`).join(', ')}
         FROM ${rowsOf(store, range, filters, ['combo', ...columns])} AS r GROUP BY combo
       )
       SELECT ${selected.map((id) => `k.${id}`).join(', ')},
         grouping(${selected.map((id) => `k.${id}`).join(', ')}) AS grouping_set,
         ${measuresSql(filters.variant)}
       FROM per JOIN combos k ON k.id = per.combo
       GROUP BY GROUPING SETS ((), ${sessionTables.map((table) => `(${table.by.map((id) => `k.${id}`).join(', ')})`).join(', ')})`,
      [],
    ),
    await select(
      store,
      `SELECT ${variants.map((variant) => measuresSql(variant, `_${variant || 'any'}`)).join(',\n')}
       FROM ${rowsOf(store, range, filters, everyVariant)} AS r`,
      [],
    ),
    await select(
      store,
      `SELECT page, ${measuresSql(filters.variant)}
       FROM ${rowsOf(store, range, filters, ['page', ...columns], 'each')} AS r
       GROUP BY page`,
      [],
    ),
  ];
  const labelOf = (dimension: DictionaryDimension, id: unknown) =>
    store.values.get(dimension)?.[Number(id)] ?? '';
  const tables = Object.fromEntries(
    campaignTables.map((table) => [table.id, [] as StoreRow[]]),
  ) as Record<CampaignTableId, StoreRow[]>;
  const total = grouped.find((row) => Number(row.grouping_set) === setOf([]));
  for (const row of grouped) {
    const measures = toMeasures(row);
    if (!anyMeasure(measures)) continue;
    for (const table of sessionTables) {
      if (Number(row.grouping_set) !== setOf(table.by)) continue;
      const values = table.by.map((id) => labelOf(id as DictionaryDimension, row[id]));
      const filter = Object.fromEntries(table.by.map((id, index) => [id, values[index]]));
      tables[table.id].push({ ...measures, label: values.join(' / '), filter });
    }
  }
  for (const row of pages) {
    const measures = toMeasures(row);
    const page = labelOf('page', row.page);
    if (anyMeasure(measures)) tables.pages.push({ ...measures, label: page, filter: { page } });
  }
  for (const table of campaignTables) {
    const rows = tables[table.id];
    const none = 'whenAny' in table ? table.whenAny.none : undefined;
    if (none !== undefined && rows.every((row) => row.label === none)) rows.length = 0;
    rows.sort(byVisits);
  }
  const byVariant = new Map(
    variants.map((variant) => [variant, toMeasures(funnel[0], `_${variant || 'any'}`)]),
  );
  return { figures: toMeasures(total), tables, variants: variantFunnel(byVariant, filters) };
}

/** A campaign as the visits name it: its source, medium and `utm_campaign` (never the absent one). */
export type StoreCampaign = { source: string; medium: string; campaign: string };

/** The Campaigns table's dimensions: a campaign is a source, medium and name together. */
const campaignBy = campaignTables.find((table) => table.id === 'campaigns')?.by ?? [];

/**
 * Every source, medium and campaign the store's visits (and booked demos) were seen with, any day:
 * what spend is matched to. Read from `combos`, a row per combination of a visit's dimensions.
 */
export async function readStoreCampaigns(store: CampaignStore): Promise<StoreCampaign[]> {
  // A new campaign is a new combo: while there is none, the list read last is current.
  const combos = store.values.get('combo')?.length ?? 0;
  if (store.campaigns?.combos === combos) return store.campaigns.list;
  const rows = await select(store, `SELECT DISTINCT ${campaignBy.join(', ')} FROM combos`, []);
  const nameOf = (dimension: DictionaryDimension, id: unknown) =>
    store.values.get(dimension)?.[Number(id)] ?? '';
  const absent = ['', '(none)'];
  const list = rows
    .map((row) => {
      const [source = '', medium = '', campaign = ''] = campaignBy.map((id) => nameOf(id, row[id]));
      return { source, medium, campaign };
    })
    .filter((row) => !absent.includes(row.campaign));
  store.campaigns = { combos, list };
  return list;
}

/** A visit's session dimensions as the store holds them. */
export type StoreVisitDimensions = Record<SessionDimensionId, string>;

/**
 * The session dimensions of the visits that booked a demo, for the sessions given (a booking's
 * session, or the session its unplaced demo counts in), from their booked demos' rows: the
 * sessions' combos are read in one scan of the rows that hold a conversion and kept until the
 * feed writes another (`bookedCombos`), each combo spelled out once from the dictionary in memory
 * and kept (`comboDimensions`: 5,000 deals' visits take 2 ms rather than 10-17). A session with no
 * landed booked demo is absent.
 */
export async function readStoreBookedVisits(
  store: CampaignStore,
  sessionIds: readonly string[],
): Promise<Map<string, StoreVisitDimensions>> {
  const found = new Map<string, StoreVisitDimensions>();
  if (sessionIds.length === 0) return found;
  await ensureTables(store);
  if (!store.bookedCombos) {
    const rows = await select(
      store,
      `SELECT session_id, any_value(combo) AS combo FROM ${storeTables[0]}
       WHERE event_id IS NOT NULL GROUP BY session_id`,
      [],
    );
    store.bookedCombos = new Map(rows.map((row) => [String(row.session_id), Number(row.combo)]));
  }
  const combos = store.values.get('combo') ?? [];
  store.comboDimensions ??= new Map();
  for (const id of sessionIds) {
    const combo = store.bookedCombos.get(id);
    if (combo === undefined || found.has(id)) continue;
    let dimensions = store.comboDimensions.get(combo);
    if (!dimensions) {
      const ids = (combos[combo] ?? '').split(',');
      dimensions = Object.fromEntries(
        dimensionIds.map((name, index) => [
          name,
          store.values.get(name)?.[Number(ids[index])] ?? '',
        ]),
      ) as StoreVisitDimensions;
      store.comboDimensions.set(combo, dimensions);
    }
    found.set(id, dimensions);
  }
  return found;
}
