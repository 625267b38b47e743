#!/usr/bin/env node
// `npm run bench:ingest`: load test of POST /api/events on the production build, on PGlite and on
// PostgreSQL, next to an empty Next.js route handler on the same server for the ceiling. The
// server is the production one (scripts/server.mjs): /api/events takes its direct path
// (lib/analytics/http.ts), the reference handlers go through Next.js's router.
//
// The product has no benchmark route: the script copies the app into a temporary folder, adds
// app/api/bench-empty/route.ts (an empty POST handler, the target's ceiling) and, for the
// analysis, app/api/bench-read/route.ts (one that only reads the body) to the copy; the empty
// handler is measured without a body and with the events' bodies. It builds and serves the copy
// with `node scripts/start.mjs` (the events limit on but out of reach, a fresh DATA_DIR or a
// fresh PostgreSQL database per engine). autocannon sends realistic batches of 1 to 10 events (ten prepared bodies
// in rotation, a fresh session id in each request, browser User-Agent, text/plain as sendBeacon
// sends them). Every 202 is recorded by session id; after the run the server is stopped and the
// database is read: every acknowledged event must be stored.
//
// Then the campaign view's read model is rebuilt under the same flood: the server is stopped, its
// store file (DATA_DIR/campaigns*.duckdb) deleted, and the server started again, which rebuilds it
// from every session and event stored so far in the background (lib/db/campaign-store-instance.ts,
// slices of 2,000 rows, about 100 ms a second) while /api/events is measured again. Its p99 is
// compared with the first measurement's (the target: within 2x).
//
//   BENCH_DURATION      seconds per measurement (default 20)
//   BENCH_CONNECTIONS   concurrent connections (default 10; the empty handler saturates with 2)
//   BENCH_ENGINES       comma-separated: pglite,postgres (default both)
//   BENCH_DATABASE_URL  PostgreSQL URL of a role that may create and drop databases (default
//                       TEST_DATABASE_URL); without it the PostgreSQL engine is skipped
//   BENCH_PORT          first port to try for the server (default 3500)
//   BENCH_REUSE         1: reuse the copy built by a previous run if it exists (skips copy + build)
//   BENCH_APP_DIR       where the copy is made (default <tmpdir>/jackie-bench-ingest-app)
//   BENCH_QUIET_WAIT    seconds to wait for idle CPUs before each measurement (default 60)
//   BENCH_RATE_LIMIT    the server's ANALYTICS_RATE_LIMIT (default 1000000000: on, out of reach;
//                       0 turns the limiter off, to measure its cost)
//
// Exits 1 when an acknowledged event is missing from the database (stored != acknowledged).
// Results go to bench-results/ingest-<time>.json.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import {
  benchArgs,
  benchEngines,
  choosePort,
  copyApp,
  packageVersion,
  startApp,
} from './bench-app.mjs';
import { waitForQuietCpu } from './bench-quiet.mjs';
import { bundleApp } from './bundle-app.mjs';
import { createPostgresDatabase } from './postgres-database.mjs';

const { fail, positiveInt } = benchArgs('bench:ingest');

const root = new URL('..', import.meta.url).pathname;
// The database client finds its migrations from the working directory.
process.chdir(root);
const duration = positiveInt('BENCH_DURATION', 20);
const connections = positiveInt('BENCH_CONNECTIONS', 10);
const firstPort = positiveInt('BENCH_PORT', 3500);
const quietWaitMs = positiveInt('BENCH_QUIET_WAIT', 60) * 1000;
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const engines = benchEngines() ?? fail('BENCH_ENGINES names an unknown engine (pglite, postgres).');
const appDir = process.env.BENCH_APP_DIR || join(tmpdir(), 'jackie-bench-ingest-app');
const warmupSeconds = 3;
const browser =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';

/** Targets from the issue: share of the empty-handler rate, p99, and nothing lost. */
const targets = { minRatio: 0.9, maxP99Ms: 100 };

// ---------------------------------------------------------------------------------------------
// The app copy with the reference route handlers, and its server

/** Routes only the benchmark's copy of the app has. */
const referenceRoutes = {
  // The ceiling the target is measured against: an empty route handler.
  'app/api/bench-empty/route.ts': `export function POST() {
  return new Response(null, { status: 204 });
}
`,
  // For the analysis only: the same handler, but it reads the body it is sent.
  'app/api/bench-read/route.ts': `export async function POST(request: Request) {
  await request.text();
  return new Response(null, { status: 204 });
}
`,
};

function prepareAppCopy() {
  const files = Object.fromEntries(
    Object.entries(referenceRoutes).map(([path, source]) => [
      path,
      `// Benchmark reference (only in the benchmark's copy of the app).\n${source}`,
    ]),
  );
  if (copyApp(appDir, files, { reuse: process.env.BENCH_REUSE === '1' })) {
    console.log(`Reusing the app copy built in ${appDir}`);
    return;
  }
  console.log(
    `Copied the app to ${appDir} with reference handlers at POST /api/bench-empty and /api/bench-read`,
  );
}

/** The server being measured, from startApp (scripts/bench-app.mjs). */
let running = null;

/** What the run in progress leaves behind if it ends early: a data folder or a database name. */
const leftovers = { dataDir: '', database: '' };

process.on('exit', () => {
  running?.stop('SIGKILL');
  if (leftovers.dataDir) rmSync(leftovers.dataDir, { recursive: true, force: true });
  if (leftovers.database) {
    console.error(`bench:ingest: the database ${leftovers.database} is left; drop it by hand.`);
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`bench:ingest: stopped by ${signal}.`);
    process.exit(130);
  });
}

async function startServer(databaseEnv) {
  const port = await choosePort(firstPort);
  try {
    running = await startApp({
      dir: appDir,
      port,
      env: {
        DATABASE_URL: null,
        DATA_DIR: null,
        ...databaseEnv,
        // The limiter runs (and on PostgreSQL reconciles with the database every second) without
        // refusing: every request comes from one address.
        ANALYTICS_RATE_LIMIT: process.env.BENCH_RATE_LIMIT || '1000000000',
        AUTH_SECRET: process.env.AUTH_SECRET || randomBytes(32).toString('hex'),
      },
      ready: async (base) =>
        (
          await fetch(`${base}/api/bench-empty`, {
            method: 'POST',
            signal: AbortSignal.timeout(3000),
          })
        ).status === 204,
      onOutput: (text) => {
        if (/Building the production site/.test(text)) {
          console.log('Building the app copy (a few minutes on two cores)...');
        }
      },
    });
  } catch (error) {
    const logFile = join(appDir, `server-${port}.log`);
    writeFileSync(logFile, String(error.message));
    fail(`${error.message.split('\n')[0]} Its output is in ${logFile}.`);
  }
  const base = running.base;
  // The analytics database opens at start (instrumentation.ts): one stored event proves it is up.
  const sessionId = `${runId}-0000-4000-8000-ffffffffffff`;
  const probe = await fetch(`${base}/api/events`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser },
    body: bodies[0].parts.join(sessionId),
  });
  if (probe.status !== 202) fail(`POST /api/events answered ${probe.status} to a valid event.`);
  // Each start of the server sends it, under the same session id.
  acknowledged.set(sessionId, (acknowledged.get(sessionId) ?? 0) + bodies[0].events);
  return base;
}

async function stopAndWait() {
  if (!running) return;
  running.stop('SIGTERM');
  const stopped = await Promise.race([running.exited.then(() => true), sleep(30_000, false)]);
  if (!stopped) {
    console.warn('The server did not stop within 30 s of SIGTERM; killing it.');
    running.stop('SIGKILL');
    await running.exited;
  }
  running = null;
}

// ---------------------------------------------------------------------------------------------
// Reading the database afterwards through the app's own client (TypeScript, bundled by esbuild)

async function loadDbClient() {
  const bundle = await bundleApp({
    contents: "export { openDatabase } from './lib/db/client';",
    name: 'bench-db',
  });
  try {
    return await import(bundle.file);
  } finally {
    bundle.cleanup();
  }
}

async function countSessions(openDatabase, databaseEnv) {
  const db = await openDatabase({
    databaseUrl: databaseEnv.DATABASE_URL,
    dataDir: databaseEnv.DATA_DIR ?? '',
  });
  try {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM analytics_sessions');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await db.close();
  }
}

async function storedBySession(openDatabase, databaseEnv) {
  const db = await openDatabase({
    databaseUrl: databaseEnv.DATABASE_URL,
    dataDir: databaseEnv.DATA_DIR ?? '',
  });
  try {
    const { rows } = await db.query(
      'SELECT session_id, count(*)::int AS n FROM analytics_events GROUP BY session_id',
    );
    const version = await db.query('SELECT version() AS v');
    return {
      stored: new Map(rows.map((row) => [row.session_id, row.n])),
      version: String(version.rows[0]?.v ?? ''),
    };
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Request bodies: ten batches of 1 to 10 events, a fresh session id per request

const pages = [
  'landing',
  '/pricing',
  '/industries/hvac',
  '/services/voice-ai',
  '/blog/speed-to-lead',
];
const variants = ['general', 'pool', 'hvac'];
const sessionPlaceholder = '00000000-0000-4000-8000-000000000000';

function eventFor(i, j) {
  const page = pages[(i + j) % pages.length];
  const url = `https://jackie.example${page === 'landing' ? '/' : page}`;
  const base = { session_id: sessionPlaceholder, page, url };
  switch ((i * 7 + j) % 10) {
    case 0:
    case 1:
    case 2:
    case 3:
    case 4:
    case 5:
      return {
        event_type: 'page_view',
        ...base,
        metadata: j === 0 ? { referrer: 'https://www.google.com/', utm_source: 'google' } : null,
      };
    case 6:
      return {
        event_type: 'cta_click',
        ...base,
        label: 'hero_book_demo',
        variant: variants[(i + j) % 3],
      };
    case 7:
      return { event_type: 'video_play', ...base, label: 'demo_video' };
    case 8:
      return { event_type: 'video_watch', ...base, duration_ms: 4_000 + 1_000 * j };
    default:
      return { event_type: 'session_end', ...base, duration_ms: 30_000 + 7_000 * i };
  }
}

const bodies = Array.from({ length: 10 }, (_, i) => {
  const events = Array.from({ length: i + 1 }, (_, j) => eventFor(i, j));
  // Every event of a request carries the session id: split on all of them.
  return { parts: JSON.stringify({ events }).split(sessionPlaceholder), events: events.length };
});

const runId = randomBytes(4).toString('hex');
let sessionCounter = 0;

/** Acknowledged requests by session id, and how many events each carried. */
const acknowledged = new Map();

/**
 * The prepared bodies, each with a fresh session id, to `path`. With a `phase` (POST /api/events)
 * every 202 is recorded by session id so the database can be checked afterwards; the reference
 * handlers store nothing, so nothing is tracked there.
 */
function bodyRequests(path, phase = null) {
  return bodies.map((body) => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser },
    setupRequest: (request, context) => {
      sessionCounter += 1;
      const sessionId = `${runId}-0000-4000-8000-${sessionCounter.toString(16).padStart(12, '0')}`;
      context.sessionId = sessionId;
      context.events = body.events;
      return { ...request, body: body.parts.join(sessionId) };
    },
    onResponse: (status, _body, context) => {
      if (!phase || status !== 202) return;
      acknowledged.set(context.sessionId, context.events);
      phase.acknowledgedEvents += context.events;
    },
  }));
}

const eventRequests = (phase) => bodyRequests('/api/events', phase);

// ---------------------------------------------------------------------------------------------
// Measurements

/**
 * CPU seconds used so far by the server (its process group), by PostgreSQL's processes (all of
 * them on this machine) and by this process (autocannon), per process: where the time goes on a
 * machine with few cores. Linux only.
 */
const clockTicks =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

function cpuSnapshot() {
  if (!existsSync('/proc/self/stat')) return null;
  const own = process.cpuUsage();
  const snapshot = {
    server: new Map(),
    postgres: new Map(),
    generator: (own.user + own.system) / 1e6,
  };
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    const close = stat.lastIndexOf(')');
    const command = stat.slice(stat.indexOf('(') + 1, close);
    // After the command: state, ppid, pgrp, ... utime (14th field), stime (15th).
    const fields = stat.slice(close + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / clockTicks;
    if (running && Number(fields[2]) === running.child.pid) snapshot.server.set(entry, seconds);
    else if (command === 'postgres') snapshot.postgres.set(entry, seconds);
  }
  return snapshot;
}

/** CPU used between two snapshots by the processes alive at the second (new ones in full). */
function cpuBetween(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** CPU milliseconds per completed request, by process, over one measurement. */
function cpuPerRequest(before, after, requests) {
  if (!before || !after || requests === 0) return null;
  const per = (seconds) => (seconds * 1000) / requests;
  return {
    server: per(cpuBetween(before.server, after.server)),
    postgres: per(cpuBetween(before.postgres, after.postgres)),
    generator: per(after.generator - before.generator),
  };
}

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, pipelining: 1, timeout: 10, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

function summarize(result, phase, cpu) {
  return {
    cpuMsPerRequest: cpu,
    requestsPerSecond: result.requests.average,
    requests2xx: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    latencyMs: {
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    durationSeconds: result.duration,
    eventsPerSecond: phase ? phase.acknowledgedEvents / result.duration : null,
    acknowledgedEvents: phase?.acknowledgedEvents ?? null,
  };
}

async function measureEngine(engine, openDatabase) {
  let databaseEnv;
  let drop = async () => {};
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'jackie-bench-data-'));
    leftovers.dataDir = dataDir;
    databaseEnv = { DATA_DIR: dataDir };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const created = await createPostgresDatabase(adminUrl, 'jackie_bench');
    leftovers.database = created.name;
    // The campaign store's file lives in DATA_DIR on PostgreSQL too.
    const dataDir = mkdtempSync(join(tmpdir(), 'jackie-bench-data-'));
    databaseEnv = { DATABASE_URL: created.url, DATA_DIR: dataDir };
    drop = async () => {
      await created.drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  acknowledged.clear();
  try {
    const base = await startServer(databaseEnv);
    console.log(`\n${engine}: server on ${base}, ${connections} connections, ${duration} s each`);
    const empty = { url: `${base}/api/bench-empty`, method: 'POST' };
    const warm = { acknowledgedEvents: 0 };
    await load({ ...empty, duration: warmupSeconds });
    await load({ url: base, duration: warmupSeconds, requests: eventRequests(warm) });

    const idleBeforeEmpty = await waitForQuietCpu(quietWaitMs);
    const loadBeforeEmpty = loadavg()[0];
    let before = cpuSnapshot();
    const emptyRaw = await load({ ...empty, duration });
    const emptyResult = summarize(
      emptyRaw,
      null,
      cpuPerRequest(before, cpuSnapshot(), emptyRaw.requests.total),
    );
    console.log(`  empty handler: ${emptyResult.requestsPerSecond.toFixed(0)} requests/s`);

    // Two references for the analysis, not for the target: the empty handler sent the same
    // bodies as /api/events (which it ignores), and a handler that reads them.
    const references = {};
    for (const [name, path] of [
      ['emptyWithBodies', '/api/bench-empty'],
      ['readsBody', '/api/bench-read'],
    ]) {
      await waitForQuietCpu(quietWaitMs);
      before = cpuSnapshot();
      const raw = await load({ url: base, duration, requests: bodyRequests(path) });
      references[name] = summarize(
        raw,
        null,
        cpuPerRequest(before, cpuSnapshot(), raw.requests.total),
      );
      console.log(`  ${name}: ${references[name].requestsPerSecond.toFixed(0)} requests/s`);
    }

    const idleBeforeEvents = await waitForQuietCpu(quietWaitMs);
    const loadBeforeEvents = loadavg()[0];
    const phase = { acknowledgedEvents: 0 };
    before = cpuSnapshot();
    const eventsRaw = await load({ url: base, duration, requests: eventRequests(phase) });
    const eventsResult = summarize(
      eventsRaw,
      phase,
      cpuPerRequest(before, cpuSnapshot(), eventsRaw.requests.total),
    );
    console.log(
      `  /api/events:   ${eventsResult.requestsPerSecond.toFixed(0)} requests/s, ` +
        `${eventsResult.eventsPerSecond.toFixed(0)} events/s, p99 ${eventsResult.latencyMs.p99} ms`,
    );

    // The store rebuilt from everything stored so far, under the same flood.
    await stopAndWait();
    const sessionsBefore = await countSessions(openDatabase, databaseEnv);
    for (const name of readdirSync(databaseEnv.DATA_DIR)) {
      if (/^campaigns.*\.duckdb/.test(name)) rmSync(join(databaseEnv.DATA_DIR, name));
    }
    const rebuildBase = await startServer(databaseEnv);
    await load({ url: `${rebuildBase}/api/bench-empty`, method: 'POST', duration: 1 });
    const rebuildPhase = { acknowledgedEvents: 0 };
    before = cpuSnapshot();
    const rebuildRaw = await load({
      url: rebuildBase,
      duration,
      requests: eventRequests(rebuildPhase),
    });
    const rebuilding = summarize(
      rebuildRaw,
      rebuildPhase,
      cpuPerRequest(before, cpuSnapshot(), rebuildRaw.requests.total),
    );
    console.log(
      `  /api/events while the store rebuilds from ${sessionsBefore} sessions: ` +
        `${rebuilding.requestsPerSecond.toFixed(0)} requests/s, p99 ${rebuilding.latencyMs.p99} ms ` +
        `(${(rebuilding.latencyMs.p99 / Math.max(1, eventsResult.latencyMs.p99)).toFixed(1)}x)`,
    );

    // Requests in flight when autocannon stops may still be stored without their 202 reaching
    // us; they are counted apart. What matters: no acknowledged event is missing.
    await stopAndWait();
    const { stored, version } = await storedBySession(openDatabase, databaseEnv);
    let acknowledgedEvents = 0;
    let storedAcknowledged = 0;
    let lostRequests = 0;
    for (const [sessionId, events] of acknowledged) {
      acknowledgedEvents += events;
      const n = stored.get(sessionId) ?? 0;
      storedAcknowledged += Math.min(n, events);
      if (n !== events) lostRequests += 1;
    }
    let storedUnacknowledged = 0;
    for (const [sessionId, n] of stored) {
      if (!acknowledged.has(sessionId)) storedUnacknowledged += n;
    }
    return {
      engine,
      databaseVersion: version,
      idleBeforeEmpty,
      idleBeforeEvents,
      loadBeforeEmpty,
      loadBeforeEvents,
      empty: emptyResult,
      references,
      events: eventsResult,
      ratio: eventsResult.requestsPerSecond / emptyResult.requestsPerSecond,
      rebuilding: { ...rebuilding, sessionsBefore },
      integrity: {
        acknowledgedEvents,
        storedAcknowledged,
        lostEvents: acknowledgedEvents - storedAcknowledged,
        lostRequests,
        storedUnacknowledged,
      },
    };
  } finally {
    await stopAndWait();
    await drop();
    leftovers.dataDir = '';
    leftovers.database = '';
  }
}

// ---------------------------------------------------------------------------------------------

const machine = {
  cpus: availableParallelism(),
  cpuModel: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  pglite: packageVersion('@electric-sql/pglite'),
  next: packageVersion('next'),
  autocannon: packageVersion('autocannon'),
};

const selected = engines.filter((engine) => engine !== 'postgres' || adminUrl);
if (selected.length < engines.length) {
  console.warn('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
}

prepareAppCopy();
const { openDatabase } = await loadDbClient();
const results = [];
for (const engine of selected) results.push(await measureEngine(engine, openDatabase));

const fixed = (value, digits = 0) => (value === null ? 'n/a' : value.toFixed(digits));
console.log(
  `\nMachine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, ` +
    `Next.js ${machine.next}, PGlite ${machine.pglite}; ${connections} connections, ${duration} s, ` +
    'batches of 1-10 events (5.5 on average)\n',
);
console.log(
  '| engine | empty handler req/s | /api/events req/s | ratio | events/s stored | p50 ms | p97.5 ms | p99 ms | non-2xx | errors | acknowledged events | stored of those | lost | stored, unacknowledged (cut off at the end) |',
);
console.log(
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
);
for (const r of results) {
  console.log(
    `| ${r.engine} | ${fixed(r.empty.requestsPerSecond)} | ${fixed(r.events.requestsPerSecond)} | ` +
      `${fixed(r.ratio * 100)}% | ${fixed(r.events.eventsPerSecond)} | ${r.events.latencyMs.p50} | ` +
      `${r.events.latencyMs.p97_5} | ${r.events.latencyMs.p99} | ${r.events.non2xx} | ` +
      `${r.events.errors} | ${r.integrity.acknowledgedEvents} | ${r.integrity.storedAcknowledged} | ` +
      `${r.integrity.lostEvents} | ${r.integrity.storedUnacknowledged} |`,
  );
}
console.log(
  '\n| engine | /api/events p99 ms | while the store rebuilds: req/s | p99 ms | of the p99 before | sessions rebuilt from |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) {
  console.log(
    `| ${r.engine} | ${r.events.latencyMs.p99} | ${fixed(r.rebuilding.requestsPerSecond)} | ` +
      `${r.rebuilding.latencyMs.p99} | ${fixed(r.rebuilding.latencyMs.p99 / Math.max(1, r.events.latencyMs.p99), 1)}x | ` +
      `${r.rebuilding.sessionsBefore} |`,
  );
}
for (const r of results) {
  console.log(
    `${r.engine}: empty handler p50/p97.5/p99 ${r.empty.latencyMs.p50}/${r.empty.latencyMs.p97_5}/` +
      `${r.empty.latencyMs.p99} ms; CPU idle before the runs ${r.idleBeforeEmpty} / ` +
      `${r.idleBeforeEvents}; database ${r.databaseVersion.split(' on ')[0]}`,
  );
}

const cpuText = (cpu) =>
  cpu
    ? `server ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)}, autocannon ${cpu.generator.toFixed(2)}`
    : 'n/a';
console.log('\nCPU milliseconds per request (over the whole run, by process):');
for (const r of results) {
  console.log(`  ${r.engine} empty handler: ${cpuText(r.empty.cpuMsPerRequest)}`);
  for (const [name, reference] of Object.entries(r.references)) {
    console.log(
      `  ${r.engine} ${name}: ${reference.requestsPerSecond.toFixed(0)} requests/s ` +
        `(/api/events at ${fixed((100 * r.events.requestsPerSecond) / reference.requestsPerSecond)}% of it); ` +
        cpuText(reference.cpuMsPerRequest),
    );
  }
  console.log(`  ${r.engine} /api/events:   ${cpuText(r.events.cpuMsPerRequest)}`);
}

const misses = [];
for (const r of results) {
  if (r.ratio < targets.minRatio) {
    misses.push(`${r.engine}: ${fixed(r.ratio * 100)}% of the empty-handler rate < 90%`);
  }
  if (r.rebuilding.latencyMs.p99 > 2 * Math.max(1, r.events.latencyMs.p99)) {
    misses.push(
      `${r.engine}: p99 ${r.rebuilding.latencyMs.p99} ms while the store rebuilds > 2x ${r.events.latencyMs.p99} ms`,
    );
  }
  if (r.events.latencyMs.p99 >= targets.maxP99Ms) {
    misses.push(`${r.engine}: p99 ${r.events.latencyMs.p99} ms >= ${targets.maxP99Ms} ms`);
  }
}
const lost = results.filter((r) => r.integrity.lostEvents > 0 || r.integrity.lostRequests > 0);

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(
  root,
  'bench-results',
  `ingest-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`,
);
writeFileSync(
  file,
  JSON.stringify({ machine, connections, duration, targets, results, misses }, null, 2),
);
console.log(`\nFull results: ${file}`);
if (misses.length) console.log(`Targets missed:\n  ${misses.join('\n  ')}`);
if (lost.length) {
  console.error(
    `stored != acknowledged: ${lost.map((r) => `${r.engine} lost ${r.integrity.lostEvents} events`).join(', ')}`,
  );
  process.exit(1);
}
console.log('stored = acknowledged on every engine.');
// autocannon's and fetch's sockets may linger a while; nothing is left to do.
process.exit(0);
