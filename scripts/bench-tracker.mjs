#!/usr/bin/env node
// `npm run bench:tracker`: does the analytics tracker count what visitors do, on a phone on a
// slow connection? It starts the production server (`node scripts/start.mjs`, which builds first
// when needed) with a fresh DATA_DIR on a free port, drives the system Chromium as a person runs
// it (navigator.webdriver false, scripts/chromium.mjs) with Lighthouse's mobile throttling (4x
// CPU slowdown; 150 ms latency, 1.6 Mbps down, 750 kbps up; Pixel 7 screen and user agent), and
// plays these sessions on `/`, /industries/pool-builders and /glossary/roi:
//
//   dcl        click the first visible Book a Demo as soon as the document is parsed
//   dcl+250ms  the same, 250 ms later
//   hydrated   the same, once the page has hydrated (React has taken over its footer)
//   navigate   once hydrated, follow the footer's Pricing link (a client-side navigation)
//
// Every session then leaves the site in the same tab (to about:blank), which ends it (pagehide),
// and waits, as a person's browser left open would, until the server has answered its session
// end (seen on the session's link) or 10 s. Booking pages are external: they are answered by a
// tiny local page (page.route). After the last session the server is stopped and its database
// read: page views, booking clicks (with their variant) and session ends stored per session,
// against what was done.
//
// The network is a TCP relay per session (throttledLink), not DevTools' network emulation. Both
// deliver the beacon of a page left (checked with one session at a time), but the relay throttles
// every byte the browser exchanges with the server whatever Chromium attributes it to (a beacon
// of a page that is gone, keep-alive connections, several requests sharing the bandwidth), and
// it is where the bench sees the server answer the session end without asking the product.
//
// The CPU slowdown is DevTools' (the renderer's main thread runs a quarter of the time), on top
// of whatever else the machine runs. Sessions are played one at a time by default: with four at
// once on two busy cores, a page was slowed far more than 4x, and the page left was often torn
// down before its pagehide handler ran, so its session end was never sent (no request in
// Chromium's net log; with one session, the same loss appears from a 12x slowdown). The load
// average is printed and kept with the results: above the number of cores, "4x" is more.
//
//   BENCH_RUNS         sessions per page and scenario (default 3: 36 sessions, about 5 minutes)
//   BENCH_PARALLEL     sessions played at once (default 1)
//   BENCH_PORT         first port to try for the server (default 3600)
//   BENCH_THROTTLE     0: no CPU or network throttling
//
// Targets: every page view and booking click stored in every page and scenario, none twice, and a
// session end for at least 95% of all the sessions played. Exits 1 when one is missed. Results go
// to bench-results/tracker-<time>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer as createNetServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium, devices } from '@playwright/test';
import { benchArgs, buildSettings, choosePort, startApp } from './bench-app.mjs';
import { bundleApp } from './bundle-app.mjs';
import { personLaunchOptions } from './chromium.mjs';

const { fail, positiveInt } = benchArgs('bench:tracker');

const root = new URL('..', import.meta.url).pathname;
// The database client finds its migrations from the working directory.
process.chdir(root);
const runs = positiveInt('BENCH_RUNS', 3);
const parallel = positiveInt('BENCH_PARALLEL', 1);
const firstPort = positiveInt('BENCH_PORT', 3600);
const pages = ['/', '/industries/pool-builders', '/glossary/roi'];
const scenarios = ['dcl', 'dcl+250ms', 'hydrated', 'navigate'];
const away = 'about:blank';
const targets = { pageViews: 1, clicks: 1, sessionEnds: 0.95 };

// ---------------------------------------------------------------------------------------------
// The server

const dataDir = mkdtempSync(join(tmpdir(), 'jackie-bench-tracker-'));
/** The server, from startApp (scripts/bench-app.mjs). */
let server = null;

process.on('exit', () => {
  rmSync(dataDir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`bench:tracker: stopped by ${signal}.`);
    process.exit(130);
  });
}

async function startServer() {
  try {
    server = await startApp({
      port: await choosePort(firstPort),
      env: {
        ...buildSettings(),
        // The embedded database, which this script reads afterwards.
        DATABASE_URL: null,
        DATA_DIR: dataDir,
        // Sixty sessions from one address in a few minutes are not an attack.
        ANALYTICS_RATE_LIMIT: '0',
      },
      inherit: true,
      ready: async (base) => (await fetch(`${base}/robots.txt`)).ok,
    });
  } catch (error) {
    fail(error.message);
  }
  return server.base;
}

async function stopAndWait() {
  server.stop();
  await Promise.race([server.exited, sleep(10_000)]);
  server.stop('SIGKILL');
}

// ---------------------------------------------------------------------------------------------
// The sessions

const phone = devices['Pixel 7'];

/** Lighthouse's mobile profile, slow 4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up. */
const slow4g = {
  latencyMs: 150,
  downBytesPerSec: (1.6 * 1024 * 1024) / 8,
  upBytesPerSec: (750 * 1024) / 8,
};
const unthrottled = { latencyMs: 0, downBytesPerSec: Infinity, upBytesPerSec: Infinity };

/**
 * One phone's link to the server, a TCP relay shared by all the connections of a session. Each
 * direction sends one segment (16 KB at most) at a time at its rate, taking turns between the
 * connections with bytes waiting, and delivers every segment half a round trip after it was
 * sent, in order, through one queue per connection (one timer per chunk reordered chunks whose
 * times were a fraction of a millisecond apart, which corrupted responses). A connection costs a
 * round trip before its first bytes reach the server. A connection closed by the browser stops
 * taking turns; a connection gone without ending takes its other side with it.
 *
 * `answered(marker)` resolves with the status line of the first response of the server to a
 * request whose bytes contain `marker` (the server's answer, seen before the slow link delivers
 * it): how the session knows its session end was stored without asking the product.
 */
function throttledLink(targetPort, profile) {
  const segment = 16 * 1024;
  function wire(bytesPerSec) {
    // Connections with bytes to send, in turn; `sending` while a segment is on the wire.
    const waiting = [];
    let sending = false;
    const turn = () => {
      const stream = waiting.shift();
      sending = !!stream;
      if (!stream) return;
      const piece = stream.pending.subarray(0, segment);
      stream.pending = stream.pending.subarray(piece.length);
      if (stream.pending.length) waiting.push(stream);
      const sent = Date.now() + (piece.length / bytesPerSec) * 1000;
      stream.deliver(piece, sent + profile.latencyMs / 2);
      setTimeout(turn, sent - Date.now());
    };
    return (to, notBefore) => {
      // Pieces on their way, in order; one timer runs while there are any.
      const arriving = [];
      let ending = false;
      const arrive = () => {
        while (arriving.length && arriving[0].at <= Date.now()) {
          const { piece } = arriving.shift();
          if (!to.destroyed) to.write(piece);
        }
        if (arriving.length) setTimeout(arrive, arriving[0].at - Date.now());
        else if (ending && !stream.pending.length) to.end();
      };
      const stream = {
        pending: Buffer.alloc(0),
        deliver(piece, at) {
          arriving.push({ piece, at: Math.max(at, notBefore) });
          if (arriving.length === 1) setTimeout(arrive, arriving[0].at - Date.now());
        },
      };
      return {
        send(chunk) {
          if (to.destroyed) return;
          if (!stream.pending.length) waiting.push(stream);
          stream.pending = Buffer.concat([stream.pending, chunk]);
          if (!sending) {
            sending = true;
            setTimeout(turn, 0);
          }
        },
        end() {
          ending = true;
          if (!stream.pending.length && !arriving.length) to.end();
        },
        drop() {
          stream.pending = Buffer.alloc(0);
          const at = waiting.indexOf(stream);
          if (at >= 0) waiting.splice(at, 1);
        },
      };
    };
  }
  const up = wire(profile.upBytesPerSec);
  const down = wire(profile.downBytesPerSec);
  const watches = [];
  const sockets = new Set();
  /** Events requests the server has not answered yet, and those whose connection closed first. */
  const traffic = { unanswered: 0, cut: 0 };
  const proxy = createNetServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    const toServer = up(upstream, Date.now() + profile.latencyMs);
    const toClient = down(client, 0);
    // What the browser sent on this connection since the server last answered, and how many
    // events requests on it the server has not answered yet.
    let asked = '';
    let unanswered = 0;
    const tap = (from, chunk) => {
      const text = chunk.toString('latin1');
      if (from === client) {
        asked += text;
        const requests = text.match(/^POST \/api\/events /gm)?.length ?? 0;
        unanswered += requests;
        traffic.unanswered += requests;
      } else if (text.startsWith('HTTP/')) {
        const status = text.slice(0, text.indexOf('\r\n'));
        for (const watch of watches) if (asked.includes(watch.marker)) watch.resolve(status);
        asked = '';
        if (unanswered > 0) {
          unanswered--;
          traffic.unanswered--;
        }
      }
    };
    client.once('close', () => {
      // Closed by the browser before the server answered: the request never counts as delivered.
      traffic.unanswered -= unanswered;
      traffic.cut += unanswered;
      unanswered = 0;
    });
    for (const [socket, other, into, back] of [
      [client, upstream, toServer, toClient],
      [upstream, client, toClient, toServer],
    ]) {
      sockets.add(socket);
      let ended = false;
      socket.on('data', (chunk) => {
        tap(socket, chunk);
        into.send(chunk);
      });
      socket.on('end', () => {
        ended = true;
        into.end();
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        sockets.delete(socket);
        back.drop();
        if (!ended) other.destroy();
      });
    }
  });
  return new Promise((resolve) => {
    proxy.listen(0, '127.0.0.1', () => {
      resolve({
        base: `http://127.0.0.1:${proxy.address().port}`,
        answered: (marker) => new Promise((answer) => watches.push({ marker, resolve: answer })),
        /**
         * Resolves once every events request on the link has been answered (or `ms` passed):
         * closing the link earlier would cut a request a real network would still deliver.
         */
        settled: async (ms) => {
          const until = Date.now() + ms;
          while (traffic.unanswered > 0 && Date.now() < until) await sleep(50);
          return { unanswered: traffic.unanswered, cut: traffic.cut };
        },
        close: () => {
          for (const socket of sockets) socket.destroy();
          proxy.close();
        },
      });
    });
  });
}

/** Lighthouse's mobile CPU: 4x slower. */
async function throttleCpu(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Resolves once React has taken over the page: its last part, the footer, has a fiber (as
 * tests/e2e/fixtures.ts checks; the theme menu works before hydration and is no sign of it).
 */
const hydrated = (page) =>
  page.waitForFunction(() => {
    const last =
      document.querySelector('footer') ?? document.querySelector('main') ?? document.body;
    return Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });

/** Plays one session; returns what was done in it and its session id (null: none was kept). */
async function playSession(browser, server, path, scenario) {
  const throttled = process.env.BENCH_THROTTLE !== '0';
  const link = await throttledLink(new URL(server).port, throttled ? slow4g : unthrottled);
  const base = link.base;
  // Watched from the start: the session end is the only request that names it.
  const ended = link.answered('"session_end"');
  const context = await browser.newContext({ ...phone, baseURL: base });
  const done = { path, scenario, pageViews: 1, clicks: [], sessionEnds: 1, sessionId: null };
  try {
    // Everything off this server (the booking pages) is a tiny local page.
    await context.route(
      (url) => url.origin !== base,
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>elsewhere</title>' }),
    );
    const page = await context.newPage();
    if (throttled) await throttleCpu(context, page);
    if (scenario === 'navigate') {
      await page.goto(path);
      await hydrated(page);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Pricing', exact: true })
        .click();
      await page.waitForURL('**/pricing');
      done.pageViews = 2;
    } else {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      if (scenario === 'dcl+250ms') await sleep(250);
      if (scenario === 'hydrated') await hydrated(page);
      const button = page.locator('a[data-cta="booking"]:visible').first();
      const variant = await button.getAttribute('data-variant');
      const [booking] = await Promise.all([context.waitForEvent('page'), button.click()]);
      await booking.close();
      done.clicks.push(variant);
    }
    done.sessionId = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('jackie:analytics') ?? 'null')?.id ?? null,
    );
    // Leave the site in this tab; the browser sends the session end as the page goes. A person's
    // browser has no request interception (here only for the booking pages): it is switched off.
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    const left = Date.now();
    await page.goto(away);
    // A person's browser stays open after leaving the site, so the beacon has all the time it
    // needs; closing the context would cancel it. Wait until the server has answered it (seen
    // on the link), or 10 s: a beacon the leaving page never sent does not come later.
    const status = await Promise.race([ended, sleep(10_000).then(() => null)]);
    done.sessionEndAnswered = status && { status, afterMs: Date.now() - left };
    // A beacon sent before the session end may still be on a slower connection of the link.
    done.link = await link.settled(10_000);
  } catch (error) {
    done.error = String(error?.message ?? error).split('\n')[0];
  } finally {
    await context.close();
    link.close();
  }
  return done;
}

// ---------------------------------------------------------------------------------------------
// What was stored

async function storedEvents() {
  const bundle = await bundleApp({
    contents: "export { openDatabase } from './lib/db/client';",
    name: 'bench-tracker-db',
  });
  try {
    const { openDatabase } = await import(bundle.file);
    const db = await openDatabase({ dataDir });
    try {
      const { rows } = await db.query(
        'SELECT session_id, event_type, variant FROM analytics_events',
      );
      // Events the endpoint refused or dropped (bot, rate limit, invalid...): where a loss went.
      const { rows: drops } = await db.query(
        'SELECT reason, sum(events)::int AS events FROM analytics_drops GROUP BY reason',
      );
      for (const { reason, events } of drops)
        console.log(`dropped by the endpoint: ${events} (${reason})`);
      return rows;
    } finally {
      await db.close();
    }
  } finally {
    bundle.cleanup();
  }
}

function compare(sessions, rows) {
  const bySession = new Map();
  for (const row of rows)
    bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), row]);
  const table = [];
  let ok = true;
  for (const path of pages) {
    for (const scenario of scenarios) {
      const played = sessions.filter((s) => s.path === path && s.scenario === scenario);
      const line = {
        page: path,
        scenario,
        sessions: played.length,
        views: [0, 0],
        clicks: [0, 0],
        twice: 0,
        ends: 0,
        errors: 0,
      };
      for (const session of played) {
        if (session.error) line.errors++;
        const events = (session.sessionId && bySession.get(session.sessionId)) || [];
        const count = (type) => events.filter((event) => event.event_type === type).length;
        const views = count('page_view');
        line.views[0] += Math.min(views, session.pageViews);
        line.views[1] += session.pageViews;
        const clicks = events.filter((event) => event.event_type === 'cta_click');
        for (const variant of session.clicks) {
          if (clicks.some((click) => click.variant === variant)) line.clicks[0]++;
        }
        line.clicks[1] += session.clicks.length;
        if (views > session.pageViews || clicks.length > session.clicks.length) line.twice++;
        if (count('session_end') > 1) line.twice++;
        if (count('session_end') >= 1) line.ends++;
      }
      // Page views and booking clicks: all of them in every scenario. Session ends are judged
      // over all the sessions (below): three sessions per line cannot express 95%.
      line.pass =
        !line.errors &&
        line.views[0] === line.views[1] &&
        line.clicks[0] === line.clicks[1] &&
        !line.twice;
      ok &&= line.pass;
      table.push(line);
    }
  }
  const ends = [
    table.reduce((sum, line) => sum + line.ends, 0),
    table.reduce((sum, line) => sum + line.sessions, 0),
  ];
  const endsPass = ends[0] >= targets.sessionEnds * ends[1];
  return { table, ends, endsPass, ok: ok && endsPass };
}

function printTable(table) {
  const header =
    '| Page | Scenario | Sessions | Page views | Booking clicks | Twice | Session ends |';
  console.log(`\n${header}\n|---|---|---|---|---|---|---|`);
  for (const line of table) {
    const pct = ([got, want]) => (want ? `${got}/${want}` : '-');
    const ends = `${line.ends}/${line.sessions} (${Math.round((100 * line.ends) / Math.max(1, line.sessions))}%)`;
    const mark = line.pass ? '' : ' **missed**';
    // Session ends carry no mark of their own per line: their target is over all sessions.
    console.log(
      `| ${line.page} | ${line.scenario} | ${line.sessions}${line.errors ? ` (${line.errors} errors)` : ''} | ${pct(line.views)} | ${pct(line.clicks)} | ${line.twice} | ${ends}${mark} |`,
    );
  }
}

// ---------------------------------------------------------------------------------------------

const started = Date.now();
const load = () => loadavg().map((value) => value.toFixed(1));
const loadBefore = load();
console.log(`Load average ${loadBefore.join(' ')} on ${availableParallelism()} cores`);
const base = await startServer();
console.log(`Server on ${base}, data in ${dataDir}`);
const browser = await chromium.launch(personLaunchOptions);
const queue = [];
for (let run = 0; run < runs; run++) {
  for (const path of pages) for (const scenario of scenarios) queue.push({ path, scenario });
}
const total = queue.length;
const sessions = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      sessions.push(await playSession(browser, base, next.path, next.scenario));
      process.stdout.write(`\r${sessions.length}/${total} sessions`);
    }
  }),
);
await browser.close();
// Let the last beacons be written before the server stops.
await sleep(2000);
await stopAndWait();
const rows = await storedEvents();
const { table, ends, endsPass, ok } = compare(sessions, rows);
printTable(table);
const endsShare = Math.round((1000 * ends[0]) / Math.max(1, ends[1])) / 10;
console.log(
  `\nSession ends: ${ends[0]}/${ends[1]} sessions (${endsShare}%, target ${100 * targets.sessionEnds}%)${endsPass ? '' : ' **missed**'}`,
);
const seconds = Math.round((Date.now() - started) / 1000);
console.log(`\n${sessions.length} sessions in ${seconds} s; ${rows.length} events stored.`);
const loadAfter = load();
console.log(`Load average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')}`);
const unanswered = sessions.filter((s) => !s.error && !s.sessionEndAnswered).length;
if (unanswered) console.log(`session ends the server never answered: ${unanswered}`);
const cut = sessions.reduce((sum, s) => sum + (s.link?.cut ?? 0), 0);
const open = sessions.reduce((sum, s) => sum + (s.link?.unanswered ?? 0), 0);
if (cut || open) {
  console.log(
    `events requests the browser gave up before an answer: ${cut}; still unanswered when a session's link closed: ${open}`,
  );
}
for (const session of sessions.filter((s) => s.error)) {
  console.log(`error in ${session.path} ${session.scenario}: ${session.error}`);
}
mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(
  root,
  'bench-results',
  `tracker-${new Date().toISOString().replaceAll(':', '-')}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    { runs, parallel, load: { before: loadBefore, after: loadAfter }, table, sessions },
    null,
    2,
  ),
);
console.log(`Results: ${file}`);
if (!ok) {
  console.error('bench:tracker: a target was missed.');
  process.exit(1);
}
