#!/usr/bin/env node
// `npm run bench:web`: Lighthouse 12 (default config: mobile form factor, simulated throttling) on
// the public routes of the production site with the system Chromium, each beside the Next.js
// floor measured in the same run. Absolute figures move with the browser version and the machine;
// the floor moves with them, so the targets are set against it.
//
// The floor is a route only the benchmark's copy of the app has (scripts/bench-app.mjs copies the
// app to a temporary folder and builds it there): /bench-floor, the same root layout with nothing
// but a heading and two paragraphs, no client component of its own, through the same build steps
// as every page (so it carries what every page of this site carries: the framework's scripts,
// the root layout's theme and route effects, the inline tracker). Runs are interleaved: each
// round measures the floor and then every route once, so a slower minute of the machine falls on
// all of them. The table shows each route's medians beside the floor's and the difference, and
// each route's first-load JavaScript (the scripts its HTML names, as sent with gzip), measured
// once: Lighthouse's run ends before the page's loader requests them.
//
//   BENCH_URL          measure the server there instead of a copy (no floor unless it serves one)
//   BENCH_ROUTES       comma-separated paths instead of every route in /sitemap.xml
//   BENCH_SAMPLE       1: one page of each layout instead of the whole sitemap
//   BENCH_RUNS         rounds (default 5)
//   BENCH_PORT         first port to try for the copy's server (default 3700)
//   BENCH_REUSE        1: reuse the copy a previous run built of the same tree (skips copy + build)
//   BENCH_APP_DIR      where the copy is made (default <tmpdir>/jackie-bench-web-app)
//   BENCH_QUIET_WAIT   seconds each run may wait for the CPUs to be 80% idle (default 30, 0: none)
//   BENCH_BASELINE     a git revision (commit, branch, tag) to measure too, from a second copy
//                      built from that commit: each route is measured on both, one after the
//                      other, in every round, so "no worse than before" is judged in one run
//   CHROMIUM_PATH      the browser (default /usr/bin/chromium)
//
// Exits non-zero when a route misses a target: TBT at most the floor's + 50 ms, performance at
// least the floor's - 3 and at least 95, LCP at most 1.6 s, CLS 0, accessibility, best practices
// and SEO 100.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { answers, benchArgs, floorRoute, median, root, serveFloorCopy } from './bench-app.mjs';
import { waitForQuietCpu } from './bench-quiet.mjs';
import { chromiumPath as chromePath, chromiumFlags } from './chromium.mjs';

const { fail, positiveInt } = benchArgs('bench:web');
let baseUrl = process.env.BENCH_URL ? new URL(process.env.BENCH_URL) : null;
const runsPerRoute = positiveInt('BENCH_RUNS', 5);
const firstPort = positiveInt('BENCH_PORT', 3700);
const appDir = process.env.BENCH_APP_DIR || join(tmpdir(), 'jackie-bench-web-app');
const quietWaitMs = Number(process.env.BENCH_QUIET_WAIT || '30') * 1000;
const quietIdleShare = 0.8;
const baselineRevision = process.env.BENCH_BASELINE || null;
/** The baseline's label (its short commit) and server, when BENCH_BASELINE is set. */
let baseline = null;

const sampleRoutes = [
  '/',
  '/pricing',
  '/services/voice-ai',
  '/industries/hvac',
  '/case-studies',
  '/about',
  '/contact',
  '/ai-for-contractors',
  '/glossary',
  '/glossary/roi',
  '/blog',
  '/blog/speed-to-lead',
];

const chromeFlags = ['--headless=new', ...chromiumFlags];

const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

// Lighthouse's default config is already mobile + simulated throttling; these flags only narrow it.
// The full-page screenshot is off because taking it resizes the viewport to the whole page, which
// scrolls every lazy video embed into view and measures iframes no visitor has loaded yet.
const lighthouseFlags = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: categories,
  disableFullPageScreenshot: true,
};

const targets = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  /** Performance at least the floor's minus this. */
  performanceBelowFloor: 3,
  /** TBT at most the floor's plus this. */
  tbtOverFloorMs: 50,
  maxLcpMs: 1600,
  maxCls: 0,
};

if (!existsSync(chromePath)) {
  fail(
    `Chromium not found at ${chromePath}. Install it (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH.',
  );
}

// ---------------------------------------------------------------------------------------------
// The server: a copy of the app with the floor route, built and served here; or BENCH_URL

let ownServer = null;

// Measuring a server that has gone away gives an error page per route: stop there, but keep
// what was measured so far.
class ServerGoneError extends Error {}

function serverGone() {
  const ended = ownServer && (ownServer.child.exitCode ?? ownServer.child.signalCode);
  const how = ended ? ` (it exited: ${ended})` : '';
  return new ServerGoneError(`the server at ${baseUrl.origin} stopped answering${how}`);
}

async function ensureServer() {
  if (baseUrl) {
    if (!(await answers(baseUrl))) fail(`nothing answers at ${baseUrl.origin} (BENCH_URL).`);
    return;
  }
  ownServer = await serveCopy(appDir, null, firstPort);
  baseUrl = new URL(ownServer.base);
  if (baselineRevision) {
    const commit = spawnSync('git', ['-C', root, 'rev-parse', '--short', baselineRevision], {
      encoding: 'utf8',
    });
    if (commit.status !== 0) fail(`BENCH_BASELINE: no revision "${baselineRevision}" here.`);
    const label = commit.stdout.trim();
    const server = await serveCopy(`${appDir}-baseline`, label, ownServer.port + 1);
    baseline = { label, server, url: new URL(server.base) };
  }
}

/** Copies the app (or `revision`'s tree) with the floor to `dir`, builds it and serves it. */
async function serveCopy(dir, revision, port) {
  try {
    return await serveFloorCopy({
      dir,
      revision,
      port,
      reuse: process.env.BENCH_REUSE === '1',
      onOutput: (text) => {
        if (/error/i.test(text)) process.stderr.write(text);
      },
    });
  } catch (error) {
    fail(error.message);
  }
}

function stopOwnServer() {
  ownServer?.stop();
  baseline?.server.stop();
}

/** A route measured on the baseline's copy is labelled with the baseline's commit. */
const onBaseline = (route) => `${route} @${baseline.label}`;

function urlOf(label) {
  if (baseline && label.endsWith(` @${baseline.label}`)) {
    return new URL(label.slice(0, -` @${baseline.label}`.length), baseline.url).href;
  }
  return new URL(label, baseUrl).href;
}

/** How many bytes the server sends for `url` with gzip allowed, as a browser receives them. */
function compressedSize(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(bytes)
          : reject(new Error(`${url}: ${response.statusCode}`)),
      );
    }).on('error', reject);
  });
}

/**
 * First-load JavaScript: the framework and page scripts the page's HTML names (the loader
 * requests them on a person's first act, or 3 s after load), and what they weigh as sent.
 * Lighthouse no longer sees them: its run ends before the loader's timer.
 */
async function firstLoadJs(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const paths = [
    ...new Set([...html.matchAll(/\/_next\/static\/[^"'\\\s]+?\.js/g)].map(([path]) => path)),
  ];
  let gzip = 0;
  for (const path of paths) gzip += await compressedSize(new URL(path, pageUrl));
  return { requests: paths.length, gzip };
}

// ---------------------------------------------------------------------------------------------
// Routes

async function sitemapRoutes() {
  const response = await fetch(new URL('/sitemap.xml', baseUrl));
  if (!response.ok) fail(`GET /sitemap.xml answered ${response.status}.`);
  const xml = await response.text();
  // The sitemap holds absolute URLs on SITE_URL, which need not be the server measured here.
  const paths = [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
    const url = new URL(match[1].replaceAll('&amp;', '&'));
    return url.pathname + url.search;
  });
  if (paths.length === 0) fail('/sitemap.xml lists no routes.');
  return [...new Set(paths)];
}

async function chooseRoutes() {
  if (process.env.BENCH_ROUTES) {
    return process.env.BENCH_ROUTES.split(',')
      .map((route) => route.trim())
      .filter(Boolean)
      .map((route) => (route.startsWith('/') ? route : `/${route}`));
  }
  if (process.env.BENCH_SAMPLE === '1') return sampleRoutes;
  return sitemapRoutes();
}

// ---------------------------------------------------------------------------------------------
// A quiet machine. Simulated throttling multiplies the CPU time observed in the unthrottled load,
// so a compiler or test suite running beside the benchmark inflates TBT several times over. Each
// run waits (up to BENCH_QUIET_WAIT seconds) for the CPUs to be mostly idle, and records how idle
// they were.

// ---------------------------------------------------------------------------------------------
// One Lighthouse run and what we keep of it

function score(lhr, id) {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
}

function javascriptBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const totals = { transfer: 0, resource: 0, requests: 0, thirdPartyTransfer: 0, scripts: [] };
  for (const item of items) {
    if (item.resourceType !== 'Script') continue;
    const transfer = item.transferSize ?? 0;
    const resource = item.resourceSize ?? 0;
    const url = new URL(item.url);
    totals.transfer += transfer;
    totals.resource += resource;
    totals.requests += 1;
    if (url.origin !== origin) totals.thirdPartyTransfer += transfer;
    totals.scripts.push({
      url: url.origin === origin ? url.pathname : item.url,
      transfer,
      resource,
      status: item.statusCode,
    });
  }
  return totals;
}

// Anything fetched from another origin (the video embed's host, say), and whether it failed:
// this sandbox has no network beyond the server under test.
function thirdPartyRequests(lhr) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.url.startsWith('http') && new URL(item.url).origin !== origin)
    .map((item) => ({ url: item.url, status: item.statusCode, finished: item.finished }));
}

// Audits that cost points in the categories that must score 100, with enough detail to say why.
function failingAudits(lhr) {
  const failing = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      if (id === 'performance') {
        // Weighted performance audits are the metrics, whose medians are in the table; name the
        // ones that score below 90.
        if (audit.score < 0.9) {
          failing.push({ category: id, id: ref.id, title: audit.title, items: [] });
        }
        continue;
      }
      const items = (audit.details?.items ?? []).slice(0, 5).map((item) => {
        const text =
          item.description ?? item.issueType ?? item.node?.snippet ?? item.url ?? item.source ?? '';
        return String(text).slice(0, 300);
      });
      failing.push({ category: id, id: ref.id, title: audit.title, items });
    }
  }
  return failing;
}

function summarizeRun(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    scores: Object.fromEntries(categories.map((id) => [id, score(lhr, id)])),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      ttiMs: metric('interactive'),
    },
    javascript: javascriptBytes(lhr),
    // Where the main thread's time went (ms, throttled): by kind of work, and by script.
    mainThread: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
        item.group,
        Math.round(item.duration),
      ]),
    ),
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
      url: String(item.url).replace(new URL(lhr.finalDisplayedUrl).origin, ''),
      total: Math.round(item.total),
      scripting: Math.round(item.scripting),
      parse: Math.round(item.scriptParseCompile),
    })),
    thirdPartyRequests: thirdPartyRequests(lhr),
    failingAudits: failingAudits(lhr),
    runWarnings: lhr.runWarnings,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

async function runLighthouse(url, port) {
  const result = await lighthouse(url, { ...lighthouseFlags, port });
  const lhr = result?.lhr;
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

function describeEnvironment(lhr) {
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    hostUserAgent: lhr.environment.hostUserAgent,
    networkUserAgent: lhr.environment.networkUserAgent,
    settings: {
      formFactor: lhr.configSettings.formFactor,
      throttlingMethod: lhr.configSettings.throttlingMethod,
      throttling: lhr.configSettings.throttling,
      screenEmulation: lhr.configSettings.screenEmulation,
      disableFullPageScreenshot: lhr.configSettings.disableFullPageScreenshot,
      onlyCategories: lhr.configSettings.onlyCategories,
    },
  };
}

/**
 * One Lighthouse run on `route` in a fresh browser, after waiting for a quiet machine; a failed
 * run (Lighthouse's trace recording is flaky on a loaded machine) is tried again, twice at most.
 */
async function runOnce(label) {
  const url = urlOf(label);
  // One plain request first so the server has the page in memory; the browser's cache is still
  // cleared by Lighthouse before every run.
  if (!(await answers(url))) throw serverGone();
  const errors = [];
  for (;;) {
    const cpuIdleBefore = await waitForQuietCpu(quietWaitMs, quietIdleShare);
    const chrome = await launch({
      chromePath,
      chromeFlags,
      logLevel: 'silent',
      handleSIGINT: false,
    });
    const loadAverage = loadavg()[0];
    try {
      const lhr = await runLighthouse(url, chrome.port);
      return {
        run: { ...summarizeRun(lhr), cpuIdleBefore, loadAverage },
        environment: describeEnvironment(lhr),
        errors,
      };
    } catch (error) {
      errors.push(String(error?.message ?? error));
      if (errors.length > 2) throw new Error(errors.join('; '));
    } finally {
      chrome.kill();
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Medians, targets and the table

function medianOf(runs) {
  const pick = (get) => median(runs.map(get));
  const failing = new Map();
  for (const run of runs) {
    for (const audit of run.failingAudits) {
      const key = `${audit.category}/${audit.id}`;
      const entry = failing.get(key) ?? { ...audit, runs: 0 };
      entry.runs += 1;
      failing.set(key, entry);
    }
  }
  return {
    scores: Object.fromEntries(categories.map((id) => [id, pick((run) => run.scores[id])])),
    metrics: Object.fromEntries(
      Object.keys(runs[0].metrics).map((key) => [key, pick((run) => run.metrics[key])]),
    ),
    javascript: {
      transfer: pick((run) => run.javascript.transfer),
      resource: pick((run) => run.javascript.resource),
      requests: pick((run) => run.javascript.requests),
      thirdPartyTransfer: pick((run) => run.javascript.thirdPartyTransfer),
    },
    failingAudits: [...failing.values()],
    benchmarkIndex: pick((run) => run.benchmarkIndex),
  };
}

/** What `medians` misses, against the floor's medians when the floor was measured. */
function misses(medians, floor) {
  const found = [];
  for (const id of categories) {
    const value = medians.scores[id];
    if (value === null || value < targets[id]) {
      const causes = medians.failingAudits
        .filter((audit) => audit.category === id)
        .map((audit) => audit.id);
      const because = causes.length ? ` (${causes.join(', ')})` : '';
      found.push(`${id} ${value ?? 'n/a'} < ${targets[id]}${because}`);
    }
  }
  const { tbtMs, lcpMs, cls } = medians.metrics;
  if (floor) {
    const minPerformance = (floor.scores.performance ?? 100) - targets.performanceBelowFloor;
    if ((medians.scores.performance ?? 0) < minPerformance) {
      found.push(
        `performance ${medians.scores.performance} < floor's ${floor.scores.performance} - ${targets.performanceBelowFloor}`,
      );
    }
    const maxTbt = (floor.metrics.tbtMs ?? 0) + targets.tbtOverFloorMs;
    if (tbtMs === null || tbtMs > maxTbt) {
      found.push(
        `TBT ${Math.round(tbtMs ?? Number.NaN)} ms > floor's ${Math.round(floor.metrics.tbtMs)} + ${targets.tbtOverFloorMs} ms`,
      );
    }
  }
  if (lcpMs === null || lcpMs > targets.maxLcpMs) {
    found.push(`LCP ${Math.round(lcpMs ?? Number.NaN)} ms > ${targets.maxLcpMs} ms`);
  }
  if (cls === null || cls > targets.maxCls) found.push(`CLS ${formatCls(cls)} > ${targets.maxCls}`);
  return found;
}

function formatCls(cls) {
  if (cls === null) return 'n/a';
  return cls === 0 ? '0' : cls.toFixed(3);
}

const columns = [
  { title: 'route', width: 0, align: 'left' },
  { title: 'perf', width: 4 },
  { title: 'floor', width: 5 },
  { title: 'diff', width: 4 },
  { title: 'a11y', width: 4 },
  { title: 'bp', width: 4 },
  { title: 'seo', width: 4 },
  { title: 'LCP ms', width: 7 },
  { title: 'TBT ms', width: 7 },
  { title: 'floor', width: 6 },
  { title: 'diff', width: 6 },
  { title: 'CLS', width: 6 },
  { title: 'JS gzip', width: 8 },
  { title: 'scripts', width: 7 },
];

function row(cells) {
  return cells
    .map((cell, index) => {
      const column = columns[index];
      const text = String(cell);
      return column.align === 'left' ? text.padEnd(column.width) : text.padStart(column.width);
    })
    .join('  ');
}

const signed = (value) => (value > 0 ? `+${value}` : String(value));

function tableRow(result, floor) {
  if (result.error) return row([result.route, 'ERROR', ...Array(columns.length - 2).fill('')]);
  const { scores, metrics } = result.median;
  const tbt = Math.round(metrics.tbtMs);
  const floorTbt = floor ? Math.round(floor.metrics.tbtMs) : null;
  return row([
    result.route,
    scores.performance ?? 'n/a',
    floor?.scores.performance ?? '-',
    floor ? signed((scores.performance ?? 0) - (floor.scores.performance ?? 0)) : '-',
    scores.accessibility ?? 'n/a',
    scores['best-practices'] ?? 'n/a',
    scores.seo ?? 'n/a',
    Math.round(metrics.lcpMs),
    tbt,
    floorTbt ?? '-',
    floor ? signed(tbt - floorTbt) : '-',
    formatCls(metrics.cls),
    result.firstLoadJs?.gzip ?? '-',
    result.firstLoadJs?.requests ?? '-',
  ]);
}

// ---------------------------------------------------------------------------------------------

function summarize(results) {
  const measured = results.filter((result) => !result.error);
  if (measured.length === 0) return null;
  const lowest = (id) => Math.min(...measured.map((result) => result.median.scores[id] ?? 0));
  const highest = (key) => Math.max(...measured.map((result) => result.median.metrics[key] ?? 0));
  const indexes = measured.map((result) => result.median.benchmarkIndex);
  const runs = measured.flatMap((result) => result.runs);
  return {
    routes: results.length,
    measured: measured.length,
    minScores: Object.fromEntries(categories.map((id) => [id, lowest(id)])),
    maxLcpMs: Math.round(highest('lcpMs')),
    maxTbtMs: Math.round(highest('tbtMs')),
    maxCls: highest('cls'),
    busyRuns: runs.filter((run) => run.cpuIdleBefore < quietIdleShare).length,
    totalRuns: runs.length,
    benchmarkIndex: {
      min: Math.min(...indexes),
      median: median(indexes),
      max: Math.max(...indexes),
    },
  };
}

function printSummary(summary, loadAtStart) {
  const s = summary.minScores;
  console.log(
    `Summary: min performance ${s.performance}, accessibility ${s.accessibility}, ` +
      `best-practices ${s['best-practices']}, seo ${s.seo}; max LCP ${summary.maxLcpMs} ms, ` +
      `max TBT ${summary.maxTbtMs} ms, max CLS ${formatCls(summary.maxCls)} ` +
      `(${summary.measured} of ${summary.routes} routes measured)`,
  );
  const { min, max } = summary.benchmarkIndex;
  console.log(
    `Lighthouse benchmark index ${Math.round(min)}-${Math.round(max)}; ` +
      `load average ${loadAtStart.map((value) => value.toFixed(2)).join(' ')} at the start`,
  );
  if (summary.busyRuns > 0) {
    console.log(
      `Warning: ${summary.busyRuns} of ${summary.totalRuns} runs started while other processes ` +
        'kept the CPUs busy; their TBT and performance scores are pessimistic.',
    );
  }
}

function printThirdPartyRequests(results) {
  for (const result of results.filter((entry) => !entry.error)) {
    const requests = new Map();
    for (const request of result.runs.flatMap((run) => run.thirdPartyRequests)) {
      const failedRequest = !request.finished || request.status <= 0;
      requests.set(request.url, failedRequest ? 'failed' : request.status);
    }
    if (requests.size > 0) {
      const list = [...requests].map(([url, status]) => `${url} (${status})`).join(' ');
      console.log(`Third-party requests on ${result.route}: ${list}`);
    }
  }
}

/** Each route against its baseline: TBT, performance and first-load JavaScript, after - before. */
function printAgainstBaseline(list, pages) {
  const byLabel = new Map(list.filter((r) => !r.error).map((r) => [r.route, r]));
  console.log(`Against ${baselineRevision} (${baseline.label}), after - before:`);
  for (const route of pages) {
    const after = byLabel.get(route);
    const before = byLabel.get(onBaseline(route));
    if (!after || !before) {
      console.log(`  ${route}: not measured on both`);
      continue;
    }
    const tbt = Math.round(after.median.metrics.tbtMs) - Math.round(before.median.metrics.tbtMs);
    const performance =
      (after.median.scores.performance ?? 0) - (before.median.scores.performance ?? 0);
    const js = after.firstLoadJs.gzip - before.firstLoadJs.gzip;
    const scripts = after.firstLoadJs.requests - before.firstLoadJs.requests;
    console.log(
      `  ${route.padEnd(columns[0].width)}  TBT ${signed(tbt)} ms, performance ${signed(performance)}, first-load JS ${signed(js)} B gzip in ${signed(scripts)} script(s)`,
    );
  }
}

function printMisses(failed) {
  console.log(`\n${failed.length} route(s) miss a target:`);
  for (const result of failed) {
    console.log(`  ${result.route}: ${result.misses.join('; ')}`);
    if (result.error) console.log(`    ${result.error}`);
    for (const audit of result.median?.failingAudits ?? []) {
      const detail = audit.items.length ? `: ${audit.items.join(' | ')}` : '';
      console.log(`    ${audit.id} (${audit.runs}/${runsPerRoute} runs)${detail}`);
    }
  }
}

async function main() {
  await ensureServer();
  const routes = await chooseRoutes();
  // The floor is measured when the server has it (the copy always does).
  const withFloor = await answers(new URL(floorRoute, baseUrl).href);
  const pages = routes.filter((route) => route !== floorRoute);
  // Each route right beside its baseline, so that both see the same minute of the machine.
  const measured = [
    ...(withFloor ? [floorRoute] : []),
    ...pages.flatMap((route) => (baseline ? [route, onBaseline(route)] : [route])),
  ];
  const isBaseline = (label) => baseline !== null && label.endsWith(` @${baseline.label}`);
  columns[0].width = Math.max(5, ...measured.map((route) => route.length));

  const startedAt = new Date();
  // Simulated throttling scales the CPU time observed on this machine, so other work running
  // beside the benchmark shows up in TBT; the load average and benchmark index record it.
  const loadAtStart = loadavg();
  const byRoute = new Map(measured.map((route) => [route, { runs: [], errors: [] }]));
  const scripts = new Map();
  for (const route of measured) scripts.set(route, await firstLoadJs(urlOf(route)));
  let aborted = null;
  let environment = null;

  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `web-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const results = () => {
    const floorRuns = byRoute.get(floorRoute)?.runs ?? [];
    const floor = withFloor && floorRuns.length ? medianOf(floorRuns) : null;
    return measured.map((route) => {
      const { runs, errors, failed } = byRoute.get(route);
      if (failed || runs.length === 0) {
        return { route, error: failed ?? 'not measured', misses: ['Lighthouse failed'] };
      }
      const median = medianOf(runs);
      return {
        route,
        firstLoadJs: scripts.get(route),
        median,
        runs,
        retriedErrors: errors,
        misses: route === floorRoute || isBaseline(route) ? [] : misses(median, floor),
      };
    });
  };
  // Written after every round, so a run that is interrupted still leaves what it measured.
  const save = (finished) => {
    const list = results();
    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: finished ? new Date().toISOString() : null,
      url: baseUrl.origin,
      floor: withFloor ? floorRoute : null,
      runsPerRoute,
      machine: {
        cpus: availableParallelism(),
        loadAverage: { start: loadAtStart, end: loadavg() },
        node: process.version,
        chromium: environment?.hostUserAgent ?? null,
        chromiumPath: chromePath,
        chromeFlags,
      },
      lighthouse: { flags: lighthouseFlags, ...(environment ?? {}) },
      targets,
      aborted,
      baseline: baseline && { revision: baselineRevision, commit: baseline.label },
      summary: summarize(list.filter((r) => r.route !== floorRoute && !isBaseline(r.route))),
      misses: list
        .filter((result) => result.misses.length > 0)
        .map((result) => ({ route: result.route, misses: result.misses })),
      routes: list,
    };
    writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
    return list;
  };

  console.log(
    `Lighthouse on ${routes.length} route(s) at ${baseUrl.origin}` +
      `${baseline ? `, each beside revision ${baseline.label} at ${baseline.url.origin}` : ''}` +
      `${withFloor ? ` beside the floor (${floorRoute})` : ' (no floor on this server)'}, ` +
      `${runsPerRoute} interleaved round(s), mobile, simulated throttling`,
  );
  rounds: for (let round = 1; round <= runsPerRoute; round += 1) {
    for (const route of measured) {
      const entry = byRoute.get(route);
      if (entry.failed) continue;
      try {
        const { run, environment: seen, errors } = await runOnce(route);
        environment ??= seen;
        entry.runs.push(run);
        entry.errors.push(...errors);
      } catch (error) {
        if (error instanceof ServerGoneError) {
          aborted = `${error.message}; stopped in round ${round}`;
          console.error(`bench:web: ${aborted}.`);
          break rounds;
        }
        entry.failed = String(error?.message ?? error);
      }
      process.stdout.write(`\rround ${round}/${runsPerRoute}: ${route}`.padEnd(70));
    }
    save(false);
  }
  const list = save(true);
  process.stdout.write('\n');
  if (environment) {
    console.log(
      `Chromium: ${environment.hostUserAgent.match(/Chrome\/[\d.]+/)?.[0] ?? environment.hostUserAgent}; ` +
        `Lighthouse ${environment.lighthouseVersion}; Node ${process.version}`,
    );
  }
  console.log('Medians:');
  console.log(row(columns.map((column) => column.title)));
  const floor = list.find((result) => result.route === floorRoute && !result.error)?.median;
  for (const result of list) {
    console.log(tableRow(result, result.route === floorRoute ? null : floor));
    if (result.error) console.log(`  ${result.error}`);
  }

  console.log('');
  const summary = summarize(list.filter((r) => r.route !== floorRoute && !isBaseline(r.route)));
  if (summary) printSummary(summary, loadAtStart);
  if (baseline) printAgainstBaseline(list, pages);
  printThirdPartyRequests(list);
  console.log(`Full results: ${outFile}`);

  const failed = list.filter((result) => result.misses.length > 0);
  if (failed.length > 0) printMisses(failed);
  if (aborted) process.exitCode = 2;
  else if (failed.length > 0) process.exitCode = 1;
  else console.log('All routes meet the targets.');
}

// Interrupted: close the browsers and the server this script started (results measured so far
// are already on disk).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await killAll();
    stopOwnServer();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}

try {
  await main();
} finally {
  stopOwnServer();
}
