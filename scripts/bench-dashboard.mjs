#!/usr/bin/env node
// `npm run bench:dashboard`: dashboard query times at 1M and 10M events on PGlite and PostgreSQL,
// next to the naive approach (head counts on the raw table plus every duration row read into the
// app and averaged there, as the original site did).
//
// Each size gets a fresh PGlite folder and a fresh PostgreSQL database, seeded with synthetic
// events spread over 400 days in time order, through the product's own insertEvents() in batches
// (so the rollups are built exactly as in production). The mix: ~60% page_view over 90 pages
// ('landing' the most common), ~8% cta_click across the three variants, ~25% session_end and ~4%
// video_watch with durations, ~3% video_play (video events on the five pages with the video).
// Sessions of 1-8 events share an id and a browser User-Agent; the same seed gives both engines
// the same rows.
// Then every query of lib/db/queries/dashboard.ts is timed for all time and the last 30 days
// (median of BENCH_RUNS runs after one warm-up), and the rollup figures are checked against the
// naive figures (they must agree).
//
//   BENCH_SIZES         comma-separated event counts (default 1000000,10000000)
//   BENCH_ENGINES       comma-separated: pglite,postgres (default both)
//   BENCH_DATABASE_URL  PostgreSQL URL of a role that may create and drop databases (default
//                       TEST_DATABASE_URL); without it the PostgreSQL engine is skipped
//   BENCH_RUNS          timed runs per query set (default 5)
//   BENCH_BATCH         rows per insertEvents() call while seeding (default 20000)
//   BENCH_SEED          insert (default): insertEvents() batches; sql: one INSERT ... SELECT over
//                       generate_series, then the rollups built by the migrations' backfill
//   BENCH_EXPLAIN       1: print EXPLAIN ANALYZE of each dashboard query at the largest size
//   BENCH_QUIET_WAIT    seconds to wait for idle CPUs before timing each range (default 120)
//
// Exits 1 when rollup and naive figures disagree. Results go to bench-results/dashboard-<time>.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchArgs } from './bench-app.mjs';
import { waitForQuietCpu } from './bench-quiet.mjs';
import { bundleApp } from './bundle-app.mjs';
import { createPostgresDatabase } from './postgres-database.mjs';

const { fail, positiveInt } = benchArgs('bench:dashboard');

const root = new URL('..', import.meta.url).pathname;
// The database client finds its migrations from the working directory.
process.chdir(root);

const sizes = (process.env.BENCH_SIZES || '1000000,10000000')
  .split(',')
  .map((size) => Number(size.trim().replaceAll('_', '')))
  .filter((size) => size > 0);
const engines = (process.env.BENCH_ENGINES || 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const runs = positiveInt('BENCH_RUNS', 5);
const batchSize = positiveInt('BENCH_BATCH', 20_000);
const seedMode = process.env.BENCH_SEED || 'insert';
const explain = process.env.BENCH_EXPLAIN === '1';
const quietWaitMs = positiveInt('BENCH_QUIET_WAIT', 120) * 1000;
const spanDays = 400;
/** Every engine gets the same rows: the same seed and the same last instant. */
const seedEnd = Date.now();
const targetMs = 50;

if (sizes.length === 0) fail('BENCH_SIZES names no size.');
if (seedMode !== 'insert' && seedMode !== 'sql') fail(`BENCH_SEED must be insert or sql.`);
for (const engine of engines) {
  if (engine !== 'pglite' && engine !== 'postgres') fail(`unknown engine "${engine}".`);
}

// ---------------------------------------------------------------------------------------------
// The app's TypeScript modules, bundled with esbuild (packages stay in node_modules)

async function bundle(contents) {
  const bundled = await bundleApp({ contents, name: 'bench-dashboard' });
  try {
    return await import(bundled.file);
  } finally {
    bundled.cleanup();
  }
}

const app = await bundle(`
  export { openDatabase } from './lib/db/client';
  export { insertEvents } from './lib/db/queries/events';
  export * as dashboard from './lib/db/queries/dashboard';
  export { businessTimeZone } from './lib/calendar';
`);
/** What the admin page calls (all figure groups at once, plus the previous period's tiles). */
const page = await bundle(`export { loadDashboard } from './lib/analytics/dashboard-data';`).catch(
  () => {
    console.warn('lib/analytics/dashboard-data.ts not found: loadDashboard() is not timed.');
    return null;
  },
);
const tz = app.businessTimeZone;

/** Today's date (YYYY-MM-DD) in the business time zone, the last day of every range. */
function businessToday() {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: tz,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// ---------------------------------------------------------------------------------------------
// Synthetic events: deterministic, in time order

function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const servicePages = ['voice-ai', 'text-ai', 'missed-call-recovery', 'lead-qualification'];
const industries = ['hvac', 'pool-builders', 'plumbing', 'roofing', 'electrical', 'landscaping'];
const pages = [
  'landing',
  '/pricing',
  '/about',
  '/contact',
  '/case-studies',
  '/ai-for-contractors',
  '/ai-receptionist-for-contractors',
  '/glossary',
  '/blog',
  ...servicePages.map((slug) => `/services/${slug}`),
  ...industries.map((slug) => `/industries/${slug}`),
  ...Array.from({ length: 14 }, (_, i) => `/blog/post-${i + 1}`),
  ...Array.from({ length: 53 }, (_, i) => `/glossary/term-${i + 1}`),
];
// Zipf-like popularity: 'landing' first and by far the most viewed.
const pageWeights = pages.map((_, i) => 1 / (i + 1) ** 1.1);
const pageCumulative = [];
{
  const total = pageWeights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  for (const weight of pageWeights) {
    running += weight / total;
    pageCumulative.push(running);
  }
}
const userAgents = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0',
];
const videoPages = ['/about', '/case-studies', '/services/voice-ai', '/services/text-ai'];
const ctaLabels = ['hero', 'header', 'pricing_starter', 'pricing_professional', 'footer'];

function generator(total) {
  const rand = mulberry32(20_251_122);
  const end = seedEnd;
  const start = end - spanDays * 86_400_000;
  const pickPage = () => {
    const r = rand();
    let i = 0;
    while (pageCumulative[i] < r && i < pages.length - 1) i += 1;
    return pages[i];
  };
  const hex = (n) =>
    Math.floor(rand() * 16 ** n)
      .toString(16)
      .padStart(n, '0');
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const logNormalMs = (medianMs, sigma) =>
    Math.min(86_400_000, Math.round(medianMs * Math.exp(sigma * normal())));
  let session = '';
  let userAgent = '';
  let sessionLeft = 0;
  let produced = 0;

  function event(at) {
    if (sessionLeft === 0) {
      session = `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(rand() * 4)]}${hex(3)}-${hex(12)}`;
      userAgent = userAgents[Math.floor(rand() * userAgents.length)];
      sessionLeft = 1 + Math.floor(rand() * 8);
    }
    sessionLeft -= 1;
    const page = pickPage();
    const row = {
      receivedAt: new Date(at),
      sessionId: session,
      userAgent,
      page,
      url: `https://jackie.example${page === 'landing' ? '/' : page}`,
      label: null,
      variant: null,
      durationMs: null,
      metadata: null,
      eventType: 'page_view',
    };
    const r = rand();
    if (r < 0.6) {
      if (rand() < 0.3) row.metadata = { referrer: 'https://www.google.com/' };
    } else if (r < 0.68) {
      const v = rand();
      row.eventType = 'cta_click';
      row.variant = v < 0.6 ? 'general' : v < 0.8 ? 'pool' : 'hvac';
      row.label = ctaLabels[Math.floor(rand() * ctaLabels.length)];
    } else if (r < 0.93) {
      row.eventType = 'session_end';
      row.durationMs = rand() < 0.1 ? 0 : logNormalMs(45_000, 1.2);
    } else if (r < 0.96) {
      row.eventType = 'video_play';
      row.label = 'demo_video';
    } else {
      row.eventType = 'video_watch';
      row.label = 'demo_video';
      row.durationMs = rand() < 0.05 ? 0 : logNormalMs(40_000, 0.8);
    }
    if (row.eventType.startsWith('video_')) {
      // Only a few pages embed the demo video, the landing page most of all.
      row.page = rand() < 0.6 ? 'landing' : videoPages[Math.floor(rand() * videoPages.length)];
      row.url = `https://jackie.example${row.page === 'landing' ? '/' : row.page}`;
    }
    return row;
  }

  /** The next batch of rows, later than every earlier batch; null when all are produced. */
  return () => {
    if (produced >= total) return null;
    const n = Math.min(batchSize, total - produced);
    const from = start + ((end - start) * produced) / total;
    const to = start + ((end - start) * (produced + n)) / total;
    const rows = new Array(n);
    for (let i = 0; i < n; i += 1) rows[i] = event(from + rand() * (to - from));
    produced += n;
    return rows;
  };
}

async function seedWithInsertEvents(db, total) {
  const next = generator(total);
  let generateMs = 0;
  for (;;) {
    const before = performance.now();
    const rows = next();
    generateMs += performance.now() - before;
    if (!rows) break;
    await app.insertEvents(db, rows);
  }
  return { generateMs };
}

/** The raw rows in one statement, then the rollups from the migrations' backfill SQL. */
async function seedWithSql(db, total) {
  const pageList = pages.map((page) => `'${page}'`).join(',');
  await db.query(
    `INSERT INTO analytics_events
       (created_at, session_id, user_agent, page, url, label, variant, duration_ms, metadata, event_type)
     SELECT at, session_id, ua, page,
       'https://jackie.example' || CASE WHEN page = 'landing' THEN '/' ELSE page END,
       CASE WHEN kind = 'cta_click' THEN 'hero' WHEN kind LIKE 'video%' THEN 'demo_video' END,
       CASE WHEN kind = 'cta_click' THEN
         CASE WHEN v < 0.6 THEN 'general' WHEN v < 0.8 THEN 'pool' ELSE 'hvac' END END,
       CASE WHEN kind = 'session_end' THEN
              CASE WHEN v < 0.1 THEN 0 ELSE least(86400000, round(45000 * exp(1.2 * z)))::int END
            WHEN kind = 'video_watch' THEN
              CASE WHEN v < 0.05 THEN 0 ELSE least(86400000, round(40000 * exp(0.8 * z)))::int END
       END,
       CASE WHEN kind = 'page_view' AND v < 0.3 THEN '{"referrer":"https://www.google.com/"}'::jsonb END,
       kind
     FROM (
       SELECT now() - interval '${spanDays} days' * (1 - g::float8 / $1) AS at,
         md5((g / 5)::text)::uuid::text AS session_id,
         'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15' AS ua,
         (ARRAY[${pageList}])[1 + least(${pages.length - 1}, floor(power(random(), 3) * ${pages.length})::int)] AS page,
         CASE WHEN r < 0.6 THEN 'page_view' WHEN r < 0.68 THEN 'cta_click'
              WHEN r < 0.93 THEN 'session_end' WHEN r < 0.96 THEN 'video_play'
              ELSE 'video_watch' END AS kind,
         random() AS v,
         sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) AS z
       FROM generate_series(1, $1::int) AS g, LATERAL (SELECT random() + g * 0 AS r) AS l
     ) AS s`,
    [total],
  );
  // The first migration builds the wide rollups from the raw rows, the third the narrow ones from
  // those: the same statements a database adopted from the hosted backend runs.
  const backfill = ['0000_analytics.sql', '0002_narrow_rollups.sql'].flatMap((file) =>
    readFileSync(join(root, 'lib/db/migrations', file), 'utf8')
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .filter((statement) => /^INSERT INTO "analytics_/.test(statement)),
  );
  if (backfill.length !== 4) fail('could not find the rollup backfill in the migrations.');
  for (const statement of backfill) await db.query(statement);
  return { generateMs: 0 };
}

// ---------------------------------------------------------------------------------------------
// Databases

/** What the size in progress leaves behind if the script ends early. */
const leftovers = { dataDir: '', database: '' };

process.on('exit', () => {
  // A 10M-event PGlite folder takes several gigabytes.
  if (leftovers.dataDir) rmSync(leftovers.dataDir, { recursive: true, force: true });
  if (leftovers.database) {
    console.error(`bench:dashboard: the database ${leftovers.database} is left; drop it by hand.`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`bench:dashboard: stopped by ${signal}.`);
    process.exit(130);
  });
}

async function createPostgres() {
  const created = await createPostgresDatabase(adminUrl, 'jackie_bench');
  leftovers.database = created.name;
  const db = await app.openDatabase({ databaseUrl: created.url, dataDir: '' });
  return {
    db,
    cleanup: async () => {
      await db.close();
      await created.drop();
      leftovers.database = '';
    },
  };
}

async function createPglite() {
  const dir = mkdtempSync(join(tmpdir(), 'jackie-bench-dashboard-'));
  leftovers.dataDir = dir;
  const db = await app.openDatabase({ dataDir: dir });
  return {
    db,
    cleanup: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
      leftovers.dataDir = '';
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The two ways to compute the figures

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function timed(fn) {
  const before = performance.now();
  const value = await fn();
  return { ms: performance.now() - before, value };
}

/** Each query of lib/db/queries/dashboard.ts, one after the other, timed separately. */
const dashboardQueries = {
  tiles: (db, range) => app.dashboard.getDashboardTiles(db, range),
  dailySeries: (db, range) => app.dashboard.getDailySeries(db, range),
  clickThrough: (db, range) => app.dashboard.getBookingClickThrough(db, range),
  sessionPercentiles: (db, range) =>
    app.dashboard.getDurationPercentiles(db, range, 'session_end', [0.5, 0.75]),
  videoPercentiles: (db, range) =>
    app.dashboard.getDurationPercentiles(db, range, 'video_watch', [0.5, 0.75]),
  droppedEvents: (db, range) => app.dashboard.getDroppedEvents(db, range),
};

async function rollupRun(db, range) {
  const times = {};
  const values = {};
  for (const [name, query] of Object.entries(dashboardQueries)) {
    const { ms, value } = await timed(() => query(db, range));
    times[name] = ms;
    values[name] = value;
  }
  times.total = Object.values(times).reduce((sum, ms) => sum + ms, 0);
  return { times, values };
}

/**
 * The original site's way: eight head counts on the raw table (the six count tiles, and the
 * session_end and video_watch rows), then every session_end and video_watch duration read into
 * the app and averaged there, zero and missing durations excluded.
 */
async function naiveRun(db, range) {
  const where = range.from
    ? `AND created_at >= ($1::date::timestamp AT TIME ZONE '${tz}')
       AND created_at < (($2::date + 1)::timestamp AT TIME ZONE '${tz}')`
    : `AND created_at < (($1::date + 1)::timestamp AT TIME ZONE '${tz}')`;
  const params = range.from ? [range.from, range.to] : [range.to];
  const count = async (filter) => {
    const { rows } = await db.query(
      `SELECT count(*) AS n FROM analytics_events WHERE ${filter} ${where}`,
      params,
    );
    return Number(rows[0]?.n ?? 0);
  };
  const average = async (eventType) => {
    const { rows } = await db.query(
      `SELECT duration_ms FROM analytics_events WHERE event_type = '${eventType}' ${where}`,
      params,
    );
    let sum = 0;
    let n = 0;
    for (const row of rows) {
      if (row.duration_ms > 0) {
        sum += row.duration_ms;
        n += 1;
      }
    }
    return n > 0 ? sum / n / 1000 : null;
  };
  const { ms, value } = await timed(async () => ({
    landingPageViews: await count(`event_type = 'page_view' AND page = 'landing'`),
    allBookingClicks: await count(`event_type = 'cta_click'`),
    generalBookingClicks: await count(`event_type = 'cta_click' AND variant = 'general'`),
    poolBookingClicks: await count(`event_type = 'cta_click' AND variant = 'pool'`),
    hvacBookingClicks: await count(`event_type = 'cta_click' AND variant = 'hvac'`),
    contactRequests: await count(`event_type = 'contact_submit'`),
    videoPlayClicks: await count(`event_type = 'video_play'`),
    sessionEnds: await count(`event_type = 'session_end'`),
    videoWatches: await count(`event_type = 'video_watch'`),
    avgTimeOnSiteSeconds: await average('session_end'),
    avgVideoWatchSeconds: await average('video_watch'),
  }));
  return { ms, value };
}

function compareFigures(rollup, naive) {
  const problems = [];
  for (const key of Object.keys(rollup)) {
    const a = rollup[key];
    const b = naive[key];
    const same =
      a === b || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-6 * b);
    if (!same) problems.push(`${key}: rollup ${a}, naive ${b}`);
  }
  return problems;
}

async function explainQueries(db, range, label) {
  const statements = [];
  const spy = {
    query: (text, params) => {
      statements.push({ text, params });
      return db.query(text, params);
    },
  };
  for (const query of Object.values(dashboardQueries)) await query(spy, range);
  for (const { text, params } of statements) {
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
    console.log(
      `\n-- ${label}\n${text.trim()}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function sizeOf(db, engine) {
  const { rows } = await db.query(
    `SELECT
       pg_total_relation_size('analytics_events') AS raw_bytes,
       pg_total_relation_size('analytics_daily') AS daily_bytes,
       (SELECT count(*) FROM analytics_daily) AS daily_rows,
       (SELECT count(*) FROM analytics_daily_totals) AS totals_rows,
       (SELECT count(*) FROM analytics_daily_pages) AS page_rows,
       (SELECT count(*) FROM analytics_duration_buckets) AS bucket_rows,
       version() AS version`,
  );
  const row = rows[0];
  return {
    engine,
    rawMegabytes: Math.round(Number(row.raw_bytes) / 1e6),
    dailyMegabytes: Math.round(Number(row.daily_bytes) / 1e5) / 10,
    dailyRows: Number(row.daily_rows),
    totalsRows: Number(row.totals_rows),
    pageRows: Number(row.page_rows),
    bucketRows: Number(row.bucket_rows),
    version: String(row.version).split(' on ')[0],
  };
}

async function benchmark(engine, size, isLargest) {
  const { db, cleanup } = engine === 'pglite' ? await createPglite() : await createPostgres();
  try {
    console.log(`\n${engine}, ${size.toLocaleString('en-US')} events: seeding (${seedMode})...`);
    const seedStart = performance.now();
    const { generateMs } =
      seedMode === 'sql' ? await seedWithSql(db, size) : await seedWithInsertEvents(db, size);
    const seedMs = performance.now() - seedStart;
    console.log(
      `  seeded in ${(seedMs / 1000).toFixed(0)} s (${Math.round(size / (seedMs / 1000)).toLocaleString('en-US')} rows/s, ` +
        `${(generateMs / 1000).toFixed(0)} s of it generating rows in JS)`,
    );
    // PostgreSQL's autovacuum would do this shortly after a bulk load; PGlite has no autovacuum.
    const vacuumStart = performance.now();
    await db.query('VACUUM ANALYZE');
    const vacuumMs = performance.now() - vacuumStart;
    const storage = await sizeOf(db, engine);

    const today = businessToday();
    const monthAgo = new Date(`${today}T12:00:00Z`);
    monthAgo.setUTCDate(monthAgo.getUTCDate() - 29);
    const ranges = {
      'all time': { from: null, to: today },
      '30 days': { from: monthAgo.toISOString().slice(0, 10), to: today },
    };
    const loadPresets = { 'all time': 'all', '30 days': '30d' };

    const measured = [];
    for (const [rangeName, range] of Object.entries(ranges)) {
      const cpuIdleBefore = await waitForQuietCpu(quietWaitMs);
      await rollupRun(db, range); // warm-up
      const rollups = [];
      for (let i = 0; i < runs; i += 1) rollups.push(await rollupRun(db, range));
      const loads = [];
      for (let i = 0; page && i < runs; i += 1) {
        loads.push((await timed(() => page.loadDashboard(db, loadPresets[rangeName]))).ms);
      }
      const naives = [];
      for (let i = 0; i < runs; i += 1) naives.push(await naiveRun(db, range));

      const times = Object.fromEntries(
        Object.keys(rollups[0].times).map((name) => [
          name,
          median(rollups.map((run) => run.times[name])),
        ]),
      );
      const naiveMs = median(naives.map((run) => run.ms));
      const problems = compareFigures(rollups[0].values.tiles, naives[0].value);
      const row = {
        size,
        engine,
        range: rangeName,
        times,
        loadDashboardMs: loads.length ? median(loads) : null,
        naiveMs,
        speedup: naiveMs / times.total,
        problems,
        cpuIdleBefore,
        tiles: rollups[0].values.tiles,
      };
      measured.push(row);
      console.log(
        `  ${rangeName}: dashboard queries ${times.total.toFixed(1)} ms (slowest ` +
          `${Math.max(...Object.values(times).filter((_, i, all) => i < all.length - 1)).toFixed(1)} ms), ` +
          `loadDashboard ${row.loadDashboardMs?.toFixed(1) ?? 'n/a'} ms, naive ${(naiveMs / 1000).toFixed(2)} s ` +
          `(CPU idle before: ${cpuIdleBefore})` +
          (problems.length ? `; MISMATCH ${problems.join('; ')}` : ''),
      );
      if (explain && isLargest) await explainQueries(db, range, `${engine} ${size} ${rangeName}`);
    }
    return { seed: { engine, size, seedMode, seedMs, generateMs, vacuumMs, ...storage }, measured };
  } finally {
    await cleanup();
  }
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return 'unknown';
  }
}

const selected = engines.filter((engine) => engine !== 'postgres' || adminUrl);
if (selected.length < engines.length) {
  console.warn('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
}
const machine = {
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  pglite: packageVersion('@electric-sql/pglite'),
  loadAverageAtStart: loadavg()[0],
};

const seeds = [];
const measured = [];
const largest = Math.max(...sizes);
for (const size of sizes) {
  for (const engine of selected) {
    const result = await benchmark(engine, size, size === largest);
    seeds.push(result.seed);
    measured.push(...result.measured);
  }
}

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const count = (value) => value.toLocaleString('en-US');
console.log(
  `\nMachine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, PGlite ${machine.pglite}; ` +
    `median of ${runs} runs, milliseconds\n`,
);
console.log(
  '| events | engine | seeding | seed rows/s | raw table MB | analytics_daily rows | totals rows | page rows | duration bucket rows | database |',
);
console.log('| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
for (const s of seeds) {
  console.log(
    `| ${count(s.size)} | ${s.engine} | ${s.seedMode === 'sql' ? 'INSERT ... SELECT + migration backfill' : `insertEvents() x ${count(batchSize)}`} | ` +
      `${count(Math.round(s.size / (s.seedMs / 1000)))} | ${count(s.rawMegabytes)} | ${count(s.dailyRows)} | ` +
      `${count(s.totalsRows)} | ${count(s.pageRows)} | ${count(s.bucketRows)} | ${s.version} |`,
  );
}
console.log(
  '\n| events | engine | range | tiles | daily series | click-through | session pctl | video pctl | drops | all six | loadDashboard | naive | naive / all six |',
);
console.log(
  '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const r of measured) {
  const t = r.times;
  console.log(
    `| ${count(r.size)} | ${r.engine} | ${r.range} | ${ms(t.tiles)} | ${ms(t.dailySeries)} | ` +
      `${ms(t.clickThrough)} | ${ms(t.sessionPercentiles)} | ${ms(t.videoPercentiles)} | ` +
      `${ms(t.droppedEvents)} | ${ms(t.total)} | ${r.loadDashboardMs === null ? 'n/a' : ms(r.loadDashboardMs)} | ${count(Math.round(r.naiveMs))} | ` +
      `${count(Math.round(r.speedup))}x |`,
  );
}

const misses = measured.flatMap((r) =>
  Object.entries(r.times)
    .filter(([name, value]) => name !== 'total' && value >= targetMs)
    .map(([name, value]) => `${r.engine} ${count(r.size)} ${r.range}: ${name} ${ms(value)} ms`),
);
const mismatches = measured.filter((r) => r.problems.length > 0);

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(
  root,
  'bench-results',
  `dashboard-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`,
);
writeFileSync(file, JSON.stringify({ machine, runs, batchSize, seeds, measured, misses }, null, 2));
console.log(`\nFull results: ${file}`);
if (misses.length) console.log(`Figures at or over ${targetMs} ms:\n  ${misses.join('\n  ')}`);
else console.log(`Every dashboard figure under ${targetMs} ms.`);
if (mismatches.length) {
  console.error('Rollup and naive figures disagree (see MISMATCH above).');
  process.exit(1);
}
process.exit(0);
