#!/usr/bin/env node
// `npm run bench:web`: Lighthouse 12 (default config: mobile form factor, simulated throttling) on
// every public route of the production site with the system Chromium. Each route runs BENCH_RUNS
// times; the table shows the median of each metric, the full results go to bench-results/.
//
//   BENCH_URL          server to measure (default http://127.0.0.1:3000); when nothing answers
//                      there, the script builds if needed and starts `node scripts/start.mjs` on
//                      that port, and stops it at the end
//   BENCH_ROUTES       comma-separated paths instead of every route in /sitemap.xml
//   BENCH_SAMPLE       1: one page of each layout instead of the whole sitemap
//   BENCH_RUNS         runs per route (default 3)
//   BENCH_QUIET_WAIT   seconds each run may wait for the CPUs to be 80% idle (default 30, 0: none)
//   CHROMIUM_PATH      the browser (default /usr/bin/chromium)
//
// Exits non-zero when a route misses a target: performance 95, accessibility, best practices and
// SEO 100, CLS 0, TBT under 150 ms.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { killAll, launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { waitForQuietCpu } from './bench-quiet.mjs';
import { chromiumPath as chromePath, chromiumFlags } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const baseUrl = new URL(process.env.BENCH_URL || 'http://127.0.0.1:3000');
const runsPerRoute = Number.parseInt(process.env.BENCH_RUNS || '3', 10);
const quietWaitMs = Number(process.env.BENCH_QUIET_WAIT || '30') * 1000;
const quietIdleShare = 0.8;

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
  maxTbtMs: 150, // TBT must stay below this
  maxCls: 0, // CLS must not exceed this
};

if (!Number.isInteger(runsPerRoute) || runsPerRoute < 1) {
  fail(`BENCH_RUNS must be a positive integer, got "${process.env.BENCH_RUNS}".`);
}
if (!existsSync(chromePath)) {
  fail(
    `Chromium not found at ${chromePath}. Install it (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH.',
  );
}

function fail(message) {
  console.error(`bench:web: ${message}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// The server: use the one at BENCH_URL, or start our own and stop it at the end.

let ownServer = null;

async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'manual' });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function stopOwnServer() {
  if (!ownServer || ownServer.exitCode !== null || ownServer.signalCode !== null) return;
  try {
    // The server runs in its own process group (start.mjs and `next start` under it).
    process.kill(-ownServer.pid, 'SIGTERM');
  } catch {
    ownServer.kill('SIGTERM');
  }
}

// Measuring a server that has gone away gives an error page per route: stop there, but keep
// what was measured so far.
class ServerGoneError extends Error {}

function serverGone() {
  const ended = ownServer && (ownServer.exitCode ?? ownServer.signalCode);
  const how = ended ? ` (it exited: ${ended})` : '';
  return new ServerGoneError(`the server at ${baseUrl.origin} stopped answering${how}`);
}

async function ensureServer() {
  if (await answers(baseUrl)) return;
  const port = baseUrl.port || (baseUrl.protocol === 'https:' ? '443' : '80');
  console.log(
    `Nothing answers at ${baseUrl.origin}; starting node scripts/start.mjs on port ${port}`,
  );
  ownServer = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: port },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  process.on('exit', stopOwnServer);
  // A missing or stale build is rebuilt first, which takes a few minutes on two cores.
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (ownServer.exitCode !== null) fail(`the server exited with code ${ownServer.exitCode}.`);
    if (await answers(baseUrl)) return;
    await sleep(1000);
  }
  fail(`the server did not answer at ${baseUrl.origin} within 15 minutes.`);
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

async function measure(route) {
  const url = new URL(route, baseUrl).href;
  // One plain request first so the server has the page in memory; the browser's cache is still
  // cleared by Lighthouse before every run.
  if (!(await answers(url))) throw serverGone();
  const runs = [];
  const errors = [];
  let environment = null;
  let chrome = null;
  try {
    while (runs.length < runsPerRoute) {
      const cpuIdleBefore = await waitForQuietCpu(quietWaitMs, quietIdleShare);
      chrome ??= await launch({ chromePath, chromeFlags, logLevel: 'silent', handleSIGINT: false });
      const loadAverage = loadavg()[0];
      try {
        const lhr = await runLighthouse(url, chrome.port);
        environment ??= describeEnvironment(lhr);
        runs.push({ ...summarizeRun(lhr), cpuIdleBefore, loadAverage });
      } catch (error) {
        // A failed run (Lighthouse's trace recording is flaky on a loaded machine) is retried in a
        // fresh browser; the third failure gives up on the route.
        errors.push(String(error?.message ?? error));
        chrome.kill();
        chrome = null;
        if (errors.length > 2) throw new Error(errors.join('; '));
      }
    }
  } finally {
    chrome?.kill();
  }
  return { route, url, median: medianOf(runs), runs, retriedErrors: errors, environment };
}

// ---------------------------------------------------------------------------------------------
// Medians, targets and the table

function median(values) {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

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

function misses(medians) {
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
  const { tbtMs, cls } = medians.metrics;
  if (tbtMs === null || tbtMs >= targets.maxTbtMs) {
    found.push(`TBT ${Math.round(tbtMs ?? Number.NaN)} ms >= ${targets.maxTbtMs} ms`);
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
  { title: 'a11y', width: 4 },
  { title: 'bp', width: 4 },
  { title: 'seo', width: 4 },
  { title: 'LCP ms', width: 7 },
  { title: 'TBT ms', width: 7 },
  { title: 'CLS', width: 6 },
  { title: 'JS bytes', width: 9 },
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

function tableRow(result) {
  if (result.error) return row([result.route, 'ERROR', '', '', '', '', '', '', '']);
  const { scores, metrics, javascript } = result.median;
  return row([
    result.route,
    ...categories.map((id) => scores[id] ?? 'n/a'),
    Math.round(metrics.lcpMs),
    Math.round(metrics.tbtMs),
    formatCls(metrics.cls),
    Math.round(javascript.transfer),
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
  columns[0].width = Math.max(5, ...routes.map((route) => route.length));

  console.log(
    `Lighthouse on ${routes.length} route(s) at ${baseUrl.origin}, ${runsPerRoute} run(s) each, ` +
      'mobile, simulated throttling; medians:',
  );
  console.log(row(columns.map((column) => column.title)));

  const startedAt = new Date();
  // Simulated throttling scales the CPU time observed on this machine, so other work running
  // beside the benchmark shows up in TBT; the load average and benchmark index record it.
  const loadAtStart = loadavg();
  const results = [];
  let aborted = null;
  let environment = null;

  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `web-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  // Written after every route, so a run that is interrupted still leaves what it measured.
  const save = (finished) => {
    const report = {
      startedAt: startedAt.toISOString(),
      finishedAt: finished ? new Date().toISOString() : null,
      url: baseUrl.origin,
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
      summary: summarize(results),
      misses: results
        .filter((result) => result.misses.length > 0)
        .map((result) => ({ route: result.route, misses: result.misses })),
      routes: results,
    };
    writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
  };

  for (const route of routes) {
    let result;
    try {
      result = await measure(route);
      result.misses = misses(result.median);
      environment ??= result.environment;
    } catch (error) {
      if (error instanceof ServerGoneError) {
        aborted = `${error.message}; ${results.length} of ${routes.length} routes measured`;
        console.error(`bench:web: ${aborted}.`);
        break;
      }
      result = { route, error: String(error?.message ?? error), misses: ['Lighthouse failed'] };
    }
    results.push(result);
    save(false);
    console.log(tableRow(result));
    if (result.error) console.log(`  ${result.error}`);
  }
  save(true);

  console.log('');
  const summary = summarize(results);
  if (summary) printSummary(summary, loadAtStart);
  printThirdPartyRequests(results);
  console.log(`Full results: ${outFile}`);

  const failed = results.filter((result) => result.misses.length > 0);
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
