#!/usr/bin/env node
// `npm run bench:first-act`: what a person's first act costs on a phone, now that the build
// requests the framework's scripts only on that act or 3 s after load (scripts/defer-hydration.mjs).
// Three variants side by side in one run, interleaved: this build; the same tree built without the
// deferral (every page requests its scripts while it loads, as Next.js writes it); and the bare
// floor (/bench-floor of bench:web, the root layout and two paragraphs) of this build. The floor of
// the build without the deferral is measured too, for reference.
//
// Each measurement is a fresh browser context on the system Chromium, a phone (Lighthouse 12's
// mobile screen and User-Agent, touch), with Lighthouse's mobile throttling applied through the
// Chrome DevTools Protocol (Emulation.setCPUThrottlingRate 4, Network.emulateNetworkConditions:
// 150 ms RTT as 562.5 ms request latency, 1.6 Mbps down, 750 kbps up, as Lighthouse's devtools
// throttling sets them). The page gets the `web-vitals` library's attribution build and a long-task
// observer before its own scripts; a tap comes 1 s after the load event, or at the first
// contentful paint. What is kept: the act's INP (web-vitals onINP, every change reported), the
// long tasks that start in the 5 s after the tap (summed), and whether the act took effect:
//
//   menu         tap "Open menu": the mobile menu's dialog (a popover) is open
//   theme        tap the theme control, then "Dark" if a choice appears: the page is dark
//   calculator   (/pricing) tap "Missed calls per week", type 40: the estimate changes, no reload
//   tap          (floor) tap the first paragraph: nothing to take effect
//
//   BENCH_ROUTES       comma-separated pages (default /, /pricing, /industries/hvac, /glossary/roi,
//                      /blog/speed-to-lead); the calculator is measured where the page has one
//   BENCH_ACTS         comma-separated acts (default menu,theme,calculator)
//   BENCH_TAPS         comma-separated tap timings: load (1 s after load), paint (at first paint)
//   BENCH_RUNS         rounds (default 5)
//   BENCH_PORT         first port to try for the copies' servers (default 3800)
//   BENCH_REUSE        1: reuse the copies a previous run built of the same tree
//   BENCH_APP_DIR      where the copy is made (default <tmpdir>/jackie-bench-first-act-app; the
//                      copy without the deferral is <BENCH_APP_DIR>-at-load)
//   BENCH_QUIET_WAIT   seconds each measurement may wait for the CPUs to be 80% idle (default 30)
//   CHROMIUM_PATH      the browser (default /usr/bin/chromium)
//
// Exits non-zero when an act on this build misses a target of issue 29: its INP more than 8 ms
// above the build without the deferral, its long tasks in the 5 s after the tap more than 50 ms
// above the floor's (same tap timing), or the act not taking effect in every run.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';
import { answers, benchArgs, floorRoute, median, root, serveFloorCopy } from './bench-app.mjs';
import { waitForQuietCpu } from './bench-quiet.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const { fail, positiveInt } = benchArgs('bench:first-act');
const runs = positiveInt('BENCH_RUNS', 5);
const firstPort = positiveInt('BENCH_PORT', 3800);
const appDir = process.env.BENCH_APP_DIR || join(tmpdir(), 'jackie-bench-first-act-app');
const quietWaitMs = Number(process.env.BENCH_QUIET_WAIT || '30') * 1000;
const reuse = process.env.BENCH_REUSE === '1';
const list = (variable, fallback) =>
  (process.env[variable] || fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const routes = list(
  'BENCH_ROUTES',
  '/,/pricing,/industries/hvac,/glossary/roi,/blog/speed-to-lead',
).map((route) => (route.startsWith('/') ? route : `/${route}`));
const actNames = list('BENCH_ACTS', 'menu,theme,calculator');
const taps = list('BENCH_TAPS', 'load,paint');

/** After the tap, how long its long tasks are counted (and the act may take to take effect). */
const windowMs = 5000;
/** The tap "1 s after load". */
const afterLoadMs = 1000;

const targets = {
  /** INP at most the build without the deferral's plus this. */
  inpOverAtLoadMs: 8,
  /** Long tasks in the 5 s after the tap at most the floor's plus this. */
  longTasksOverFloorMs: 50,
};

const tapLabels = { load: '1 s after load', paint: 'at first paint' };
for (const tap of taps) if (!tapLabels[tap]) fail(`BENCH_TAPS: no tap timing "${tap}".`);
if (!existsSync(chromiumPath)) fail(`Chromium not found at ${chromiumPath} (CHROMIUM_PATH).`);

// ---------------------------------------------------------------------------------------------
// What runs in the page before its own scripts: web-vitals' INP, long tasks and the first tap.

const require = createRequire(import.meta.url);
// The package exports its modules only; the script build (a global `webVitals`) is beside them.
const webVitals = readFileSync(
  join(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
).replace(/\/\/# sourceMappingURL=.*$/m, '');

const probe = `(function () {
  ${webVitals}
  var bench = { tap: null, inp: null, longTasks: [], firstPaint: null, lcp: null, cls: 0 };
  window.__bench = bench;
  window.__benchPaint = new Promise(function (resolve) {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name === 'first-contentful-paint') {
          bench.firstPaint = entry.startTime;
          resolve(entry.startTime);
        }
      });
    }).observe({ type: 'paint', buffered: true });
  });
  ['pointerdown', 'touchstart'].forEach(function (type) {
    addEventListener(type, function (event) {
      if (bench.tap === null) bench.tap = event.timeStamp;
    }, { capture: true, passive: true });
  });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      bench.longTasks.push([entry.startTime, entry.duration]);
    });
  }).observe({ type: 'longtask', buffered: true });
  // The paints before the tap (LCP stops at the first input), and layout shifts.
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      bench.lcp = entry.startTime;
    });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (entry) {
      if (!entry.hadRecentInput) bench.cls += entry.value;
    });
  }).observe({ type: 'layout-shift', buffered: true });
  webVitals.onINP(function (metric) {
    var a = metric.attribution || {};
    bench.inp = {
      value: metric.value,
      type: a.interactionType,
      target: a.interactionTarget,
      inputDelay: a.inputDelay,
      processing: a.processingDuration,
      presentation: a.presentationDelay,
    };
  }, { reportAllChanges: true, durationThreshold: 16 });
})();`;

// ---------------------------------------------------------------------------------------------
// The acts. Each names what the first tap lands on (the first match of `target`, a CSS selector
// that holds before and after hydration), what it then does, and whether it took effect, asked at
// the end of the window. The tap goes straight to the touch screen at the target's centre, found
// in the same call that waits for the paint, so that "at first paint" is as close to it as the
// browser lets a script come.

const acts = {
  menu: {
    target: 'button[aria-label="Open menu"]',
    // A modal dialog (the menu until 2026-11-27) is [open]; the popover it is now, :popover-open.
    effect: (page) =>
      page.evaluate(() => document.querySelector('dialog:is([open], :popover-open)') !== null),
  },
  theme: {
    // The theme control's button once rendered, else the space kept for it in the header.
    target: 'header button[aria-label*="theme" i], header span.size-10[aria-hidden="true"]',
    async afterTap(page) {
      // A menu of choices (or nothing, when the tap was lost): choose Dark when it appears.
      const dark = page
        .getByRole('button', { name: /^dark$/i })
        .or(page.getByRole('radio', { name: /^dark$/i }))
        .or(page.getByRole('menuitemradio', { name: /^dark$/i }))
        .first();
      try {
        await dark.waitFor({ state: 'visible', timeout: 1500 });
        await dark.tap({ timeout: 1500 });
      } catch {}
    },
    effect: (page) => page.evaluate(() => document.documentElement.classList.contains('dark')),
  },
  calculator: {
    target: '#roi input[name="calls"]',
    watch: '#roi [aria-live="polite"]',
    async afterTap(page) {
      await page.locator(this.target).selectText();
      await page.keyboard.type('40');
    },
    // The estimate changed, and the page is the same one (a submitted form would reload it).
    effect: (page, before) =>
      page.evaluate(
        ([selector, text]) =>
          window.__benchSamePage === true && document.querySelector(selector)?.textContent !== text,
        [acts.calculator.watch, before],
      ),
  },
  tap: { target: 'main p', effect: async () => null },
};

// ---------------------------------------------------------------------------------------------
// One measurement

const network = throttling.mobileSlow4G;
const screen = screenEmulationMetrics.mobile;
let browser = null;

async function measure(base, route, actName, tap) {
  const cpuIdleBefore = await waitForQuietCpu(quietWaitMs);
  const loadAverage = loadavg()[0];
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
    colorScheme: 'light',
  });
  try {
    await context.addInitScript({ content: probe });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.requestLatencyMs,
      downloadThroughput: Math.floor((network.downloadThroughputKbps * 1024) / 8),
      uploadThroughput: Math.floor((network.uploadThroughputKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdownMultiplier });
    const url = new URL(route, base).href;
    if (tap === 'load') {
      await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForTimeout(afterLoadMs);
    } else {
      await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    }
    const act = acts[actName];
    // Once painted: the target's centre, in view, and what the act watches, before the tap.
    const found = await page.evaluate(
      async ([target, watch]) => {
        await window.__benchPaint;
        const element = document.querySelector(target);
        if (!element) return null;
        element.scrollIntoView({ block: 'center' });
        const box = element.getBoundingClientRect();
        window.__benchSamePage = true;
        return {
          x: box.left + box.width / 2,
          y: box.top + box.height / 2,
          before: watch ? document.querySelector(watch)?.textContent : null,
        };
      },
      [act.target, act.watch ?? null],
    );
    if (!found) return { skipped: true };
    await page.touchscreen.tap(found.x, found.y);
    await act.afterTap?.(page);
    // Wait out the window after the tap in the page's own clock, then a moment for the last
    // long task's entry to be delivered.
    await page.evaluate(
      (ms) =>
        new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, window.__bench.tap + ms - performance.now()) + 200),
        ),
      windowMs,
    );
    const effect = await act.effect(page, found.before);
    const seen = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.initiatorType === 'script' && entry.name.includes('/_next/'));
      return {
        ...window.__bench,
        scriptsRequested: scripts.length ? Math.min(...scripts.map((s) => s.startTime)) : null,
        scriptsLoaded: scripts.length ? Math.max(...scripts.map((s) => s.responseEnd)) : null,
        load: performance.getEntriesByType('navigation')[0]?.loadEventStart ?? null,
      };
    });
    const after = seen.longTasks.filter(
      ([start]) => start >= seen.tap && start < seen.tap + windowMs,
    );
    return {
      inpMs: seen.inp?.value ?? null,
      inp: seen.inp,
      longTaskMs: Math.round(after.reduce((sum, [, duration]) => sum + duration, 0)),
      longTasks: after.map(([start, duration]) => [
        Math.round(start - seen.tap),
        Math.round(duration),
      ]),
      tookEffect: effect,
      tapAt: Math.round(seen.tap),
      firstPaint: seen.firstPaint && Math.round(seen.firstPaint),
      largestPaint: seen.lcp && Math.round(seen.lcp),
      cls: seen.cls,
      load: seen.load && Math.round(seen.load),
      scriptsRequested: seen.scriptsRequested && Math.round(seen.scriptsRequested - seen.tap),
      scriptsLoaded: seen.scriptsLoaded && Math.round(seen.scriptsLoaded - seen.tap),
      cpuIdleBefore,
      loadAverage,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Medians and the table

function spread(values) {
  const numbers = values.filter((value) => typeof value === 'number');
  if (numbers.length === 0) return { median: null, min: null, max: null };
  return { median: median(numbers), min: Math.min(...numbers), max: Math.max(...numbers) };
}

const rounded = (value) => (value === null ? 'n/a' : String(Math.round(value)));
const withRange = ({ median: middle, min, max }) =>
  middle === null ? 'n/a' : `${rounded(middle)} (${rounded(min)}-${rounded(max)})`;
const signed = (value) => (value > 0 ? `+${Math.round(value)}` : String(Math.round(value)));

function summarize(measurements) {
  const done = measurements.filter((m) => !m.error && !m.skipped);
  const effects = done.map((m) => m.tookEffect).filter((value) => value !== null);
  return {
    runs: done.length,
    errors: measurements.filter((m) => m.error).map((m) => m.error),
    inp: spread(done.map((m) => m.inpMs)),
    longTasks: spread(done.map((m) => m.longTaskMs)),
    tookEffect: effects.length ? effects.filter(Boolean).length : null,
    effectRuns: effects.length,
  };
}

// ---------------------------------------------------------------------------------------------

/** Whether `server` answers, asked three times over a few seconds (a busy machine can stall it). */
async function stillAnswers(server) {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await answers(`${server.base}/robots.txt`)) return true;
    if (server.child.exitCode !== null || server.child.signalCode !== null) return false;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return false;
}

const keyOf = (c) => `${c.route} ${c.act} ${c.tap} ${c.variant}`;

const variants = {
  deferred: 'this build',
  'at-load': 'without the deferral',
};

async function main() {
  // The two copies, one after the other (each build takes both CPUs).
  const servers = {};
  try {
    servers.deferred = await serveFloorCopy({ dir: appDir, port: firstPort, reuse });
    servers['at-load'] = await serveFloorCopy({
      dir: `${appDir}-at-load`,
      port: servers.deferred.port + 1,
      reuse,
      hydrateAtLoad: true,
    });
  } catch (error) {
    fail(error.message);
  }
  // Both copies must hold the same tree: the working tree may change while the first one builds.
  const trees = [appDir, `${appDir}-at-load`].map((dir) =>
    readdirSync(dir).find((name) => name.startsWith('.bench-revision-')),
  );
  if (trees[0] !== trees[1]) {
    for (const server of Object.values(servers)) server.stop();
    fail(
      `the two copies hold different trees (${trees.join(', ')}): the working tree changed while ` +
        'they were made. Run again (with BENCH_REUSE=1 the first copy is kept if it matches).',
    );
  }
  const stop = () => {
    for (const server of Object.values(servers)) server.stop();
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      await browser?.close().catch(() => {});
      stop();
      process.exit(signal === 'SIGINT' ? 130 : 143);
    });
  }

  // Which page has which act: asked of the pages themselves (the calculator is on /pricing).
  const cases = [];
  for (const route of [...routes, floorRoute]) {
    const response = await fetch(new URL(route, servers.deferred.base));
    if (!response.ok) fail(`GET ${route} answered ${response.status}.`);
    const html = await response.text();
    const has = {
      menu: html.includes('aria-label="Open menu"'),
      theme: html.includes('<header'),
      calculator: html.includes('id="roi"'),
      tap: route === floorRoute,
    };
    const names = route === floorRoute ? ['tap'] : actNames.filter((name) => has[name]);
    for (const act of names) cases.push({ route, act });
  }
  for (const name of actNames) {
    if (!acts[name] || name === 'tap') fail(`BENCH_ACTS: no act "${name}".`);
  }

  browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    headless: true,
  });
  const startedAt = new Date();
  const loadAtStart = loadavg();
  const measured = new Map();
  const order = [];
  for (const tap of taps) {
    for (const { route, act } of cases) {
      for (const variant of Object.keys(variants)) {
        const c = { route, act, tap, variant };
        order.push(c);
        measured.set(keyOf(c), []);
      }
    }
  }
  const outDir = join(root, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  const outFile = join(outDir, `first-act-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const save = (finished) => {
    const results = order.map((c) => ({
      ...c,
      ...summarize(measured.get(keyOf(c))),
      measurements: measured.get(keyOf(c)),
    }));
    writeFileSync(
      outFile,
      `${JSON.stringify(
        {
          startedAt: startedAt.toISOString(),
          finishedAt: finished ? new Date().toISOString() : null,
          runs,
          windowMs,
          afterLoadMs,
          throttling: network,
          screen,
          userAgent: userAgents.mobile,
          chromium: browser.version(),
          machine: {
            cpus: availableParallelism(),
            loadAverage: { start: loadAtStart, end: loadavg() },
            node: process.version,
          },
          targets,
          results,
        },
        null,
        2,
      )}\n`,
    );
    return results;
  };

  console.log(
    `First acts on ${routes.length} page(s) and the floor, ${taps.map((t) => tapLabels[t]).join(' and ')}, ` +
      `${runs} interleaved round(s); Chromium ${browser.version()}, CPU x${network.cpuSlowdownMultiplier}, ` +
      `${network.rttMs} ms RTT, ${Math.round(network.throughputKbps)} kbps down`,
  );
  for (let round = 1; round <= runs; round += 1) {
    for (const [index, c] of order.entries()) {
      process.stdout.write(
        `\rround ${round}/${runs}, ${index + 1}/${order.length}: ${c.route} ${c.act} ${c.tap} ${c.variant}`.padEnd(
          90,
        ),
      );
      const server = servers[c.variant];
      if (!(await stillAnswers(server))) {
        const ended = server.child.exitCode ?? server.child.signalCode;
        fail(
          `\nthe server at ${server.base} stopped answering${ended ? ` (it exited: ${ended})` : ''}; ` +
            `its last output:\n${server.output().split('\n').slice(-20).join('\n')}`,
        );
      }
      const base = server.base;
      let result;
      try {
        result = await measure(base, c.route, c.act, c.tap);
      } catch (error) {
        result = { error: String(error?.message ?? error).split('\n')[0] };
        process.stdout.write(`\n  ${result.error}\n`);
      }
      measured.get(keyOf(c)).push(result);
    }
    save(false);
  }
  process.stdout.write('\n');
  await browser.close();
  const results = save(true);
  report(results, loadAtStart);
  console.log(`Full results: ${outFile}`);
  // The servers' output pipes would keep this process alive after the report.
  stop();
}

function report(results, loadAtStart) {
  const find = (route, act, tap, variant) =>
    results.find(
      (r) => r.route === route && r.act === act && r.tap === tap && r.variant === variant,
    );
  console.log(
    `\nMedians (min-max) of ${runs} run(s); load average ${loadAtStart
      .map((value) => value.toFixed(2))
      .join(' ')} at the start, ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} at the end\n`,
  );
  console.log(
    '| page | act | tap | variant | INP ms | long tasks in 5 s, ms | took effect | scripts requested / loaded after the tap, ms |',
  );
  console.log('| --- | --- | --- | --- | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const measurements = r.measurements.filter((m) => !m.error && !m.skipped);
    const requested = median(measurements.map((m) => m.scriptsRequested));
    const loaded = median(measurements.map((m) => m.scriptsLoaded));
    console.log(
      `| ${r.route} | ${r.act} | ${tapLabels[r.tap]} | ${r.route === floorRoute ? `floor, ${variants[r.variant]}` : variants[r.variant]} | ` +
        `${withRange(r.inp)} | ${withRange(r.longTasks)} | ` +
        `${r.tookEffect === null ? '-' : `${r.tookEffect}/${r.effectRuns}`} | ` +
        `${rounded(requested)} / ${rounded(loaded)} |`,
    );
  }
  const misses = [];
  console.log(
    `\nAgainst the targets (this build's INP at most the build without the deferral's + ${targets.inpOverAtLoadMs} ms; ` +
      `its long tasks at most the floor's + ${targets.longTasksOverFloorMs} ms; the act takes effect every time):\n`,
  );
  console.log(
    '| page | act | tap | INP - without deferral | long tasks - floor | took effect | meets |',
  );
  console.log('| --- | --- | --- | ---: | ---: | ---: | --- |');
  for (const r of results) {
    if (r.variant !== 'deferred' || r.route === floorRoute) continue;
    const atLoad = find(r.route, r.act, r.tap, 'at-load');
    const floor = find(floorRoute, 'tap', r.tap, 'deferred');
    const inpDiff =
      r.inp.median !== null && atLoad?.inp.median != null ? r.inp.median - atLoad.inp.median : null;
    const taskDiff =
      r.longTasks.median !== null && floor?.longTasks.median != null
        ? r.longTasks.median - floor.longTasks.median
        : null;
    const missed = [];
    if (r.runs === 0) missed.push('not measured');
    if (inpDiff === null || inpDiff > targets.inpOverAtLoadMs) missed.push('INP');
    if (taskDiff === null || taskDiff > targets.longTasksOverFloorMs) missed.push('long tasks');
    if (r.tookEffect !== r.effectRuns || r.effectRuns === 0) missed.push('act lost');
    if (missed.length) misses.push(`${r.route} ${r.act} ${tapLabels[r.tap]}: ${missed.join(', ')}`);
    console.log(
      `| ${r.route} | ${r.act} | ${tapLabels[r.tap]} | ${inpDiff === null ? 'n/a' : `${signed(inpDiff)} ms`} | ` +
        `${taskDiff === null ? 'n/a' : `${signed(taskDiff)} ms`} | ${r.tookEffect ?? 0}/${r.effectRuns} | ` +
        `${missed.length ? `no: ${missed.join(', ')}` : 'yes'} |`,
    );
  }
  printPaints(results);
  const errors = results.flatMap((r) => r.errors.map((error) => `${keyOf(r)}: ${error}`));
  if (errors.length) console.log(`\nErrors:\n  ${errors.join('\n  ')}`);
  if (misses.length) {
    console.log(`\n${misses.length} act(s) miss a target:\n  ${misses.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nEvery act meets the targets.');
  }
}

/**
 * The first and the largest paint of the loads tapped 1 s after load (a tap at the first paint
 * ends the largest-paint observation there), with the layout shifts before the tap: what a phone
 * shows under this throttling, against Lighthouse's simulation of it (bench:web).
 */
function printPaints(results) {
  const byPage = new Map();
  for (const r of results.filter((result) => result.tap === 'load')) {
    const key = `${r.route} ${r.variant}`;
    const entry = byPage.get(key) ?? { route: r.route, variant: r.variant, loads: [] };
    entry.loads.push(...r.measurements.filter((m) => !m.error && !m.skipped));
    byPage.set(key, entry);
  }
  if (byPage.size === 0) return;
  console.log('\nPaints of the loads tapped 1 s after load (all acts), median (min-max):\n');
  console.log(
    '| page | variant | loads | first paint, ms | largest paint, ms | largest - first | CLS, max |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const { route, variant, loads } of byPage.values()) {
    const gaps = loads.map((m) =>
      m.largestPaint != null && m.firstPaint != null ? m.largestPaint - m.firstPaint : null,
    );
    const cls = Math.max(0, ...loads.map((m) => m.cls ?? 0));
    console.log(
      `| ${route} | ${variants[variant]} | ${loads.length} | ${withRange(spread(loads.map((m) => m.firstPaint)))} | ` +
        `${withRange(spread(loads.map((m) => m.largestPaint)))} | ${withRange(spread(gaps))} | ${cls === 0 ? '0' : cls.toFixed(4)} |`,
    );
  }
}

await main();
