#!/usr/bin/env node
// `npm run bench:conversions`: the offline-conversions outbox (lib/conversions/outbox.ts) delivering
// 10,000 booked demos to Meta, Google and Microsoft, on PGlite and on PostgreSQL.
//
// The platforms are the strict local fakes the integration tests use (tests/fakes/ad-platforms.ts:
// each checks every field of every event), served on 127.0.0.1 by a child process of this script,
// so that their validation runs on its own thread and this process's time and memory are the
// sender's and the database's. The child's clock follows the sender's (Meta's 7-day window,
// Google's token lifetime and the JWT's issue time are checked against it).
//
// Each engine gets a fresh PGlite folder or a fresh PostgreSQL database. The demos are booked
// through the product's own path: BENCH_CONVERSIONS visits land (a page view with the landing URL
// and its click ids as ingestion keeps them while a platform is configured, then a click on a
// booking link, stored by insertEvents() in batches), and each books a demo: a Calendly
// invitee.created delivery as Calendly sends it, read by readDelivery() and applied by
// applyBooking() (the booking store), which queues it with queueBookedDemo() for the three
// platforms, due CONVERSIONS_SEND_DELAY_MINUTES (30) later. The visits: 35% gclid, 25% fbclid,
// 10% msclkid, 5% gclid and msclkid, 5% gbraid, 20% no click id (the platforms get the hashed
// email and phone only); every invitee has an email (a third at gmail.com, some with dots and a
// +suffix), 70% a phone. Bookings are 10 s apart over the last day or so, each visit 5-60 minutes
// before its booking.
//
// Then the sender's clock is moved past the last row's due time, and conversionSender() (one, or
// two instances on PostgreSQL, each with its own connection pool) drains the outbox until nothing
// is due: Meta's and Microsoft's rows become `done`, Google's `pending` (accepted; processing is
// checked later). The clock is then moved past the pending rows' check time and the senders drain
// again, which runs Google's status checks, until every row is settled. Reported: the wall time of
// each phase; per platform, when its last event was accepted and the time spent on it (from one
// claim of its rows to the next claim of any platform, so DB work and requests together), requests
// and events per request; the database's time per statement; what each fake received (events,
// distinct event ids, requests); rows by final state; peak RSS (this process's resident set,
// sampled while seeding and while sending; PGlite runs in it, so run one engine at a time for an
// engine's own figure: memory a first engine held is not all given back to the next).
//
//   BENCH_CONVERSIONS   booked demos (default 10000)
//   BENCH_ENGINES       comma-separated: pglite,postgres (default both)
//   BENCH_DATABASE_URL  PostgreSQL URL of a role that may create and drop databases (default
//                       TEST_DATABASE_URL); without it the PostgreSQL engine is skipped
//   BENCH_SENDERS       senders draining at once on PostgreSQL (default 1; 2: two instances, each
//                       with its own pool, to show each conversion is still sent once). PGlite is
//                       one process's database: always one sender there.
//   BENCH_QUIET_WAIT    seconds to wait for idle CPUs before sending (default 30)
//   BENCH_KEEP          1: keep the PostgreSQL database or the PGlite folder (printed)
//
// Exits 1 unless every conversion reached each platform exactly once (as many events as demos,
// no event id twice, each one a booked demo's) and every row ended `done`.
// Results go to bench-results/conversions-<time>.json.
import { fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchArgs, benchEngines, mulberry32, packageVersion } from './bench-app.mjs';
import { waitForQuietCpu } from './bench-quiet.mjs';
import { bundleApp } from './bundle-app.mjs';
import { createPostgresDatabase } from './postgres-database.mjs';

const root = new URL('..', import.meta.url).pathname;
const minute = 60_000;

// ---------------------------------------------------------------------------------------------
// The child process: the three fakes, on the clock the parent sets

const credentials = {
  pixelId: '1234567890',
  metaToken: 'EAAGbenchTokenForTheMetaFake',
  customerId: '1234567890',
  conversionActionId: '987654321',
  tagId: '343001234',
  microsoftToken: 'ms-capi-token-for-the-bench',
};

async function serveFakes(bundleFile) {
  const fakes = await import(bundleFile);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const account = fakes.testServiceAccount();
  const meta = await fakes.startMetaFake({
    pixelId: credentials.pixelId,
    accessToken: credentials.metaToken,
    now,
  });
  const google = await fakes.startGoogleFake({
    customerId: credentials.customerId,
    conversionActionId: credentials.conversionActionId,
    clientEmail: account.clientEmail,
    publicKey: account.publicKey,
    now,
  });
  const microsoft = await fakes.startMicrosoftFake({
    tagId: credentials.tagId,
    accessToken: credentials.microsoftToken,
    now,
  });
  /** What one fake took: its events' ids, and its requests by kind with their sizes. */
  const summary = (fake, ids, kindOf, eventsIn) => {
    const requests = {};
    for (const request of fake.received) {
      const kind = kindOf(request);
      requests[kind] ??= { count: 0, events: [] };
      requests[kind].count += 1;
      const events = eventsIn(request);
      if (events !== null) requests[kind].events.push(events);
    }
    return { ids, requests };
  };
  const dataLength = (request) =>
    Array.isArray(request.body?.data) ? request.body.data.length : null;
  process.on('message', async (message) => {
    if (message.type === 'clock') {
      offset = message.offset;
      process.send({ type: 'clock' });
    } else if (message.type === 'report') {
      process.send({
        type: 'report',
        maxRssKb: process.resourceUsage().maxRSS,
        meta: {
          ...summary(
            meta,
            meta.events.map((event) => event.event_id),
            () => 'events',
            dataLength,
          ),
          withClickId: meta.events.filter((event) => event.user_data.fbc).length,
        },
        google: {
          ...summary(
            google,
            google.events.map((event) => event.transactionId),
            (request) => request.path.split('?')[0].replace(/^\/v1\//, ''),
            (request) => (Array.isArray(request.body?.events) ? request.body.events.length : null),
          ),
          withClickId: google.events.filter((event) => event.adIdentifiers).length,
          tokensIssued: google.tokensIssued(),
        },
        microsoft: {
          ...summary(
            microsoft,
            microsoft.events.map((event) => event.eventId),
            () => 'events',
            dataLength,
          ),
          withClickId: microsoft.events.filter((event) => event.userData.msclkid).length,
        },
      });
    } else if (message.type === 'stop') {
      await Promise.all([meta.close(), google.close(), microsoft.close()]);
      process.exit(0);
    }
  });
  process.send({
    type: 'ready',
    urls: { meta: meta.url, google: google.url, microsoft: microsoft.url },
    account: account.json,
  });
}

if (process.argv[2] === '--fakes') {
  await serveFakes(process.argv[3]);
} else {
  await main();
}

// ---------------------------------------------------------------------------------------------
// The parent: seed, drain, check, report

async function main() {
  const { fail, positiveInt } = benchArgs('bench:conversions');
  // The database client finds its migrations from the working directory.
  process.chdir(root);
  const demos = positiveInt('BENCH_CONVERSIONS', 10_000);
  const senderCount = positiveInt('BENCH_SENDERS', 1);
  const keep = process.env.BENCH_KEEP === '1';
  const quietWaitMs = positiveInt('BENCH_QUIET_WAIT', 30) * 1000;
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  const engines =
    benchEngines() ?? fail('BENCH_ENGINES names an unknown engine (pglite, postgres).');
  if (senderCount > 2) fail('BENCH_SENDERS is 1 or 2.');
  const delayMs = 30 * minute;
  const platforms = ['meta', 'google', 'microsoft'];

  const app = await bundle(
    `export { openDatabase } from './lib/db/client';
     export { landingOf } from './lib/analytics/visit';
     export { insertEvents } from './lib/db/queries/events';
     export { readDelivery } from './lib/bookings/deliveries';
     export { applyBooking } from './lib/bookings/store';
     export { refOf } from './lib/bookings/reference';
     export { conversionDestinations } from './lib/conversions/config';
     export { conversionSender } from './lib/conversions/outbox';
     export { calendlyCreated } from './tests/booking-deliveries';`,
    'bench-conversions',
  );
  // The fakes' bundle stays until the end: each engine's child process imports it.
  const fakesBundle = await bundleApp({
    contents: `export { startGoogleFake, startMetaFake, startMicrosoftFake, testServiceAccount }
      from './tests/fakes/ad-platforms';`,
    name: 'bench-conversion-fakes',
  });

  /** What a run in progress leaves behind if it ends early. */
  const leftovers = { dataDir: '', database: '', child: null };
  process.on('exit', () => {
    leftovers.child?.kill('SIGKILL');
    fakesBundle.cleanup();
    if (leftovers.dataDir && !keep) rmSync(leftovers.dataDir, { recursive: true, force: true });
    if (leftovers.database && !keep) {
      console.error(
        `bench:conversions: the database ${leftovers.database} is left; drop it by hand.`,
      );
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`bench:conversions: stopped by ${signal}.`);
      process.exit(130);
    });
  }

  // -------------------------------------------------------------------------------------------
  // The fakes' process

  async function startFakes() {
    const child = fork(new URL(import.meta.url).pathname, ['--fakes', fakesBundle.file], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    leftovers.child = child;
    const waiting = new Map();
    child.on('message', (message) => {
      waiting.get(message.type)?.(message);
      waiting.delete(message.type);
    });
    child.on('exit', (code) => {
      if (leftovers.child === child) fail(`the fakes' process exited (${code}).`);
    });
    const ask = (message) =>
      new Promise((resolve) => {
        waiting.set(message.type, resolve);
        child.send(message);
      });
    const ready = await new Promise((resolve) => waiting.set('ready', resolve));
    return {
      ...ready,
      setOffset: (offset) => ask({ type: 'clock', offset }),
      report: () => ask({ type: 'report' }),
      stop: async () => {
        leftovers.child = null;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.send({ type: 'stop' });
        await exited;
      },
    };
  }

  // -------------------------------------------------------------------------------------------
  // The seed: visits with click ids, then Calendly deliveries through the booking store

  const browsers = [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  ];
  const landings = [
    ['/pools', 'pool'],
    ['/industries/hvac', 'hvac'],
    ['/', 'general'],
    ['/pricing', 'general'],
  ];

  /** The demos of a run: each visit's landing URL and User-Agent, and its invitee. */
  function plannedDemos(seedEnd) {
    const random = mulberry32(2026);
    const hex = (digits) =>
      Array.from({ length: digits }, () => Math.floor(random() * 16).toString(16)).join('');
    const base64url = (length) => {
      const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
      return Array.from({ length }, () => alphabet[Math.floor(random() * 64)]).join('');
    };
    return Array.from({ length: demos }, (_, i) => {
      const sessionId = `${hex(8)}-${i.toString(16).padStart(4, '0')}-4${hex(3)}-8${hex(3)}-${hex(12)}`;
      const mix = random();
      const ids = {};
      const source = {};
      if (mix < 0.35) ids.gclid = `Cj0KCQiA${base64url(80)}`;
      else if (mix < 0.6) ids.fbclid = `IwAR${base64url(58)}`;
      else if (mix < 0.7) ids.msclkid = hex(32);
      else if (mix < 0.75) {
        ids.gclid = `Cj0KCQiA${base64url(80)}`;
        ids.msclkid = hex(32);
      } else if (mix < 0.8) ids.gbraid = `0AAAAA${base64url(40)}`;
      if (ids.gclid || ids.gbraid)
        Object.assign(source, { utm_source: 'google', utm_medium: 'cpc' });
      else if (ids.fbclid)
        Object.assign(source, { utm_source: 'facebook', utm_medium: 'paid_social' });
      else if (ids.msclkid) Object.assign(source, { utm_source: 'bing', utm_medium: 'cpc' });
      const [path, variant] = landings[Math.floor(random() * landings.length)];
      const query = new URLSearchParams({ ...source, utm_campaign: 'spring-demos', ...ids });
      const name = `pat.example${i}`;
      const email =
        random() < 0.33
          ? `${name.replace('.', random() < 0.5 ? '.' : '')}${random() < 0.2 ? '+ads' : ''}@Gmail.com`
          : `${name}@contractor${i % 97}.example`;
      const bookedAt = seedEnd - (demos - i) * 10_000;
      return {
        n: i,
        sessionId,
        clickIds: ids,
        variant,
        path,
        url: `https://jackie.example${path}?${query}`,
        userAgent: browsers[Math.floor(random() * browsers.length)],
        landedAt: bookedAt - (5 + Math.floor(random() * 55)) * minute,
        bookedAt,
        email,
        phone: random() < 0.7 ? `(650) 555-${(1000 + (i % 9000)).toString()}` : null,
        invitee: `${hex(8)}-${hex(4)}-4${hex(3)}-8${hex(3)}-${i.toString(16).padStart(12, '0')}`,
      };
    });
  }

  /** The visits, through insertEvents as ingestion stores them (click ids kept). */
  async function seedVisits(db, planned) {
    const rows = [];
    for (const demo of planned) {
      rows.push(
        {
          receivedAt: new Date(demo.landedAt),
          sessionId: demo.sessionId,
          userAgent: demo.userAgent,
          page: demo.path === '/' ? 'landing' : demo.path,
          url: demo.url,
          label: null,
          variant: null,
          durationMs: null,
          metadata: null,
          eventType: 'page_view',
          landing: app.landingOf({
            page: demo.path === '/' ? 'landing' : demo.path,
            url: demo.url,
            referrer: null,
            userAgent: demo.userAgent,
            siteHosts: ['jackie.example'],
            keepClickIds: true,
          }),
        },
        {
          receivedAt: new Date(demo.landedAt + 2 * minute),
          sessionId: demo.sessionId,
          userAgent: demo.userAgent,
          page: demo.path === '/' ? 'landing' : demo.path,
          url: demo.url,
          label: 'hero_book_demo',
          variant: demo.variant,
          durationMs: null,
          metadata: null,
          eventType: 'cta_click',
          landing: null,
        },
      );
    }
    // Time order, in batches of the writer's size.
    rows.sort((a, b) => a.receivedAt - b.receivedAt);
    for (let i = 0; i < rows.length; i += 500) {
      await app.insertEvents(db, rows.slice(i, i + 500));
    }
  }

  /** Calendly's invitee.created for a demo, as Calendly sends it. */
  function calendlyDelivery(demo) {
    const created = app.calendlyCreated(`jk_${app.refOf(demo.sessionId)}_${demo.variant}`);
    const event = `https://api.calendly.com/scheduled_events/${demo.invitee.replace(/^.{8}/, 'e0e0e0e0')}`;
    return {
      ...created,
      created_at: new Date(demo.bookedAt).toISOString(),
      payload: {
        ...created.payload,
        uri: `${event}/invitees/${demo.invitee}`,
        event,
        created_at: new Date(demo.bookedAt).toISOString(),
        email: demo.email,
        text_reminder_number: demo.phone,
        scheduled_event: {
          ...created.payload.scheduled_event,
          uri: event,
          start_time: new Date(demo.bookedAt + 3 * 24 * 60 * minute).toISOString(),
          end_time: new Date(demo.bookedAt + 3 * 24 * 60 * minute + 30 * minute).toISOString(),
        },
      },
    };
  }

  // -------------------------------------------------------------------------------------------
  // Watching the sender: its statements and its requests, by platform

  /**
   * A sender's view of the database and of the network that records where its time goes: each
   * claim of a platform's rows starts that platform's turn, which lasts until the next claim (a
   * sender works on one platform at a time), so a platform's time is its statements, its
   * requests and the code between them.
   */
  function watch(db, origins, clock) {
    const stats = {
      statements: {},
      requests: {},
      busyMs: Object.fromEntries(platforms.map((platform) => [platform, 0])),
      lastAcceptedAt: {},
      current: null,
      since: 0,
    };
    const turn = (platform) => {
      const at = performance.now();
      if (stats.current) stats.busyMs[stats.current] += at - stats.since;
      stats.current = platform;
      stats.since = at;
    };
    const kindOf = (text) =>
      text.includes('FOR UPDATE SKIP LOCKED')
        ? 'claim'
        : text.includes('LEFT JOIN LATERAL')
          ? 'contexts'
          : text.includes('u.clear_hashed')
            ? 'record'
            : text.includes('max(request_position)')
              ? 'count request'
              : text.includes('attempts = o.attempts -')
                ? 'release'
                : 'other';
    const query = async (text, params, options) => {
      const kind = kindOf(text);
      if (kind === 'claim') turn(params[1]);
      const started = performance.now();
      const result = await db.query(text, params, options);
      const ms = performance.now() - started;
      sampleRss();
      const entry = slot(stats.statements, kind, () => ({
        count: 0,
        totalMs: 0,
        maxMs: 0,
        rows: 0,
      }));
      entry.count += 1;
      entry.totalMs += ms;
      entry.maxMs = Math.max(entry.maxMs, ms);
      entry.rows += result.rows.length;
      return result;
    };
    const watched = new Proxy(db, {
      get(target, property) {
        if (property === 'query') return query;
        const value = Reflect.get(target, property);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const fetchWatched = async (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input.url);
      const platform = origins.get(url.origin) ?? 'other';
      const kind =
        platform === 'google'
          ? url.pathname === '/token'
            ? 'token'
            : url.pathname.includes('requestStatus')
              ? 'status'
              : 'ingest'
          : 'events';
      const started = performance.now();
      const response = await globalThis.fetch(input, init);
      const body = await response.arrayBuffer();
      const ms = performance.now() - started;
      const entry = slot(
        slot(stats.requests, platform, () => ({})),
        kind,
        () => ({
          count: 0,
          totalMs: 0,
          maxMs: 0,
          bytesSent: 0,
          statuses: {},
        }),
      );
      entry.count += 1;
      entry.totalMs += ms;
      entry.maxMs = Math.max(entry.maxMs, ms);
      entry.bytesSent += typeof init?.body === 'string' ? Buffer.byteLength(init.body) : 0;
      entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1;
      if ((kind === 'events' || kind === 'ingest') && response.ok) {
        stats.lastAcceptedAt[platform] = performance.now() - clock.phaseStart;
      }
      return new Response(body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    };
    return { db: watched, fetch: fetchWatched, stats, endTurn: () => turn(null) };
  }

  // -------------------------------------------------------------------------------------------
  // One engine

  /** Records the resident set size now (set per engine). */
  let sampleRss = () => {};

  async function measureEngine(engine) {
    const senders = engine === 'postgres' ? senderCount : 1;
    let open;
    let drop = async () => {};
    if (engine === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'jackie-bench-conversions-'));
      leftovers.dataDir = dataDir;
      open = () => app.openDatabase({ dataDir });
      drop = async () => {
        if (keep) console.log(`  kept ${dataDir}`);
        else rmSync(dataDir, { recursive: true, force: true });
      };
    } else {
      const created = await createPostgresDatabase(adminUrl, 'jackie_bench');
      leftovers.database = created.name;
      open = () => app.openDatabase({ databaseUrl: created.url, dataDir: '' });
      drop = async () => {
        if (keep) console.log(`  kept the database ${created.name}`);
        else await created.drop();
      };
    }
    const fakes = await startFakes();
    const dbs = [];
    // Sampled by a timer and after each statement and delivery: PGlite's queries resolve without
    // a turn of the event loop, so during the seed a timer alone would never run.
    let rssPeak = 0;
    sampleRss = () => {
      rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
    };
    const rssTimer = setInterval(sampleRss, 50);
    try {
      for (let i = 0; i < senders; i += 1) dbs.push(await open());
      const db = dbs[0];
      const version = String((await db.query('SELECT version() AS v')).rows[0]?.v ?? '');
      // The sender's clock: real time, moved ahead to make rows due (the fakes' too).
      const clock = { offset: 0, phaseStart: 0 };
      const now = () => new Date(Date.now() + clock.offset);
      const moveClockTo = async (time) => {
        clock.offset = Math.max(clock.offset, time - Date.now());
        await fakes.setOffset(clock.offset);
      };
      const destinations = app.conversionDestinations({
        META_PIXEL_ID: credentials.pixelId,
        META_CAPI_TOKEN: credentials.metaToken,
        META_CAPI_URL: fakes.urls.meta,
        GOOGLE_ADS_CUSTOMER_ID: credentials.customerId,
        GOOGLE_ADS_CONVERSION_ACTION_ID: credentials.conversionActionId,
        GOOGLE_SERVICE_ACCOUNT_JSON: fakes.account,
        GOOGLE_DATA_MANAGER_URL: fakes.urls.google,
        GOOGLE_OAUTH_TOKEN_URL: `${fakes.urls.google}/token`,
        MICROSOFT_UET_TAG_ID: credentials.tagId,
        MICROSOFT_CAPI_TOKEN: credentials.microsoftToken,
        MICROSOFT_CAPI_URL: fakes.urls.microsoft,
      });
      const origins = new Map(
        Object.entries(fakes.urls).map(([platform, url]) => [new URL(url).origin, platform]),
      );

      // The seed.
      const seedStart = performance.now();
      const planned = plannedDemos(Date.now());
      await seedVisits(db, planned);
      sampleRss();
      const visitsMs = performance.now() - seedStart;
      const outcomes = {};
      const bookingsStart = performance.now();
      for (const demo of planned) {
        const at = now();
        const parsed = app.readDelivery('calendly', calendlyDelivery(demo), at);
        if (!parsed.ok) fail(`demo ${demo.n}: ${parsed.message ?? JSON.stringify(parsed.issues)}`);
        const outcome = await app.applyBooking(db, parsed.action, at, { destinations, delayMs });
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        sampleRss();
      }
      const bookingsMs = performance.now() - bookingsStart;
      const queued = (
        await db.query(
          `SELECT platform, count(*)::int AS n, count(*) FILTER (WHERE hashed IS NOT NULL)::int AS hashed,
             max(due_at) AS last_due
           FROM conversion_outbox GROUP BY platform ORDER BY platform`,
        )
      ).rows;
      const matched = Number(
        (await db.query('SELECT count(*)::int AS n FROM booking WHERE session_id IS NOT NULL'))
          .rows[0]?.n ?? 0,
      );
      const seedRssMb = rssPeak / 2 ** 20;
      console.log(
        `\n${engine}: ${demos} demos booked in ${((visitsMs + bookingsMs) / 1000).toFixed(1)} s ` +
          `(visits ${(visitsMs / 1000).toFixed(1)} s, deliveries ${(bookingsMs / 1000).toFixed(1)} s, ` +
          `${(bookingsMs / demos).toFixed(2)} ms each), ${matched} matched to their visit; queued ` +
          queued.map((row) => `${row.platform} ${row.n}`).join(', '),
      );

      // Sending: every row due, then drained by each sender until nothing is due.
      const watchers = dbs.map((one) => watch(one, origins, clock));
      const instances = watchers.map((watcher) =>
        app.conversionSender({ destinations, now, fetch: watcher.fetch }),
      );
      const drainAll = async (index) => {
        const total = { claimed: 0, requests: 0, drains: 0 };
        for (;;) {
          const summary = await instances[index].drain(watchers[index].db);
          total.drains += 1;
          total.claimed += summary.claimed;
          total.requests += summary.requests;
          if (summary.claimed === 0) return total;
        }
      };
      const phase = async (name) => {
        clock.phaseStart = performance.now();
        const summaries = await Promise.all(watchers.map((_, index) => drainAll(index)));
        for (const watcher of watchers) watcher.endTurn();
        const ms = performance.now() - clock.phaseStart;
        const states = (
          await db.query(
            `SELECT platform, state, count(*)::int AS n FROM conversion_outbox
             GROUP BY platform, state ORDER BY platform, state`,
          )
        ).rows;
        console.log(
          `  ${name}: ${(ms / 1000).toFixed(2)} s; rows now ` +
            states.map((row) => `${row.platform} ${row.state} ${row.n}`).join(', '),
        );
        return { name, ms, summaries, states };
      };
      const snapshot = () =>
        watchers.map((watcher) => structuredClone({ ...watcher.stats, current: undefined }));

      const lastDue = Math.max(...queued.map((row) => new Date(row.last_due).getTime()));
      await moveClockTo(lastDue + minute);
      const idleBefore = await waitForQuietCpu(quietWaitMs);
      const loadBefore = loadavg()[0];
      rssPeak = 0;
      const sending = await phase('sending');
      const afterSending = snapshot();
      const sendRssMb = rssPeak / 2 ** 20;
      // Google's status checks, as often as the rows ask (30 minutes after the ingest first).
      const checks = [];
      for (let round = 0; round < 10; round += 1) {
        const { rows } = await db.query(
          `SELECT max(due_at) AS due, count(*)::int AS n FROM conversion_outbox
           WHERE state IN ('queued', 'pending')`,
        );
        if (Number(rows[0]?.n ?? 0) === 0) break;
        await moveClockTo(new Date(rows[0].due).getTime() + minute);
        checks.push(await phase(`status checks ${round + 1}`));
      }
      const final = snapshot();

      const report = await fakes.report();
      const states = (
        await db.query(
          `SELECT platform, state, count(*)::int AS n, count(sent_at)::int AS sent,
             count(hashed)::int AS hashed, max(attempts)::int AS max_attempts,
             count(DISTINCT request_id)::int AS google_requests
           FROM conversion_outbox GROUP BY platform, state ORDER BY platform, state`,
        )
      ).rows;
      const expected = new Set(planned.map((demo) => demo.invitee));
      const delivery = Object.fromEntries(
        platforms.map((platform) => {
          const ids = report[platform].ids;
          const distinct = new Set(ids);
          return [
            platform,
            {
              events: ids.length,
              distinct: distinct.size,
              unknown: [...distinct].filter((id) => !expected.has(id)).length,
              withClickId: report[platform].withClickId,
              requests: Object.fromEntries(
                Object.entries(report[platform].requests).map(([kind, value]) => [
                  kind,
                  {
                    count: value.count,
                    eventsPerRequest: value.events.length
                      ? {
                          min: Math.min(...value.events),
                          max: Math.max(...value.events),
                          mean: value.events.reduce((a, b) => a + b, 0) / value.events.length,
                        }
                      : null,
                  },
                ]),
              ),
            },
          ];
        }),
      );
      const exactlyOnce = platforms.every(
        (platform) =>
          delivery[platform].events === demos &&
          delivery[platform].distinct === demos &&
          delivery[platform].unknown === 0,
      );
      const allDone =
        states.every((row) => row.state === 'done') &&
        states.reduce((sum, row) => sum + row.n, 0) === demos * platforms.length;
      return {
        engine,
        senders,
        databaseVersion: version,
        idleBefore,
        loadBefore,
        seed: { visitsMs, bookingsMs, outcomes, matched, queued, peakRssMb: seedRssMb },
        sending: { ...sending, stats: afterSending, peakRssMb: sendRssMb },
        checks,
        finalStats: final,
        totalMs: sending.ms + checks.reduce((sum, check) => sum + check.ms, 0),
        states,
        delivery,
        googleTokens: report.google.tokensIssued,
        fakesMaxRssMb: report.maxRssKb / 1024,
        maxRssMb: process.resourceUsage().maxRSS / 1024,
        exactlyOnce,
        allDone,
      };
    } finally {
      clearInterval(rssTimer);
      await fakes.stop();
      for (const one of dbs) await one.close();
      await drop();
      leftovers.dataDir = '';
      leftovers.database = '';
    }
  }

  // -------------------------------------------------------------------------------------------

  const selected = engines.filter((engine) => engine !== 'postgres' || adminUrl);
  if (selected.length < engines.length) {
    console.warn('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
  }
  const machine = {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    pglite: packageVersion('@electric-sql/pglite'),
  };
  const results = [];
  for (const engine of selected) results.push(await measureEngine(engine));

  const s = (ms) => (ms / 1000).toFixed(2);
  console.log(
    `\nMachine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, ` +
      `PGlite ${machine.pglite}; ${demos} booked demos, the fakes in a child process\n`,
  );
  console.log(
    '| engine | senders | sending s | status checks s | total s | Meta accepted all at s | Google | Microsoft | peak RSS MB (seed / send) |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results) {
    const accepted = (platform) =>
      s(Math.max(...r.sending.stats.map((stats) => stats.lastAcceptedAt[platform] ?? 0)));
    console.log(
      `| ${r.engine} | ${r.senders} | ${s(r.sending.ms)} | ${s(r.totalMs - r.sending.ms)} | ${s(r.totalMs)} | ` +
        `${accepted('meta')} | ${accepted('google')} | ${accepted('microsoft')} | ` +
        `${r.seed.peakRssMb.toFixed(0)} / ${r.sending.peakRssMb.toFixed(0)} |`,
    );
  }
  console.log(
    '\n| engine | platform | time on it while sending s | requests (events per request: min / mean / max) | events received | distinct ids | with a click id |',
  );
  console.log('| --- | --- | ---: | --- | ---: | ---: | ---: |');
  for (const r of results) {
    for (const platform of platforms) {
      const d = r.delivery[platform];
      const busy = r.sending.stats.reduce((sum, stats) => sum + stats.busyMs[platform], 0);
      const requests = Object.entries(d.requests)
        .map(
          ([kind, value]) =>
            `${kind} ${value.count}` +
            (value.eventsPerRequest
              ? ` (${value.eventsPerRequest.min} / ${value.eventsPerRequest.mean.toFixed(0)} / ${value.eventsPerRequest.max})`
              : ''),
        )
        .join(', ');
      console.log(
        `| ${r.engine} | ${platform} | ${s(busy)} | ${requests} | ${d.events} | ${d.distinct} | ${d.withClickId} |`,
      );
    }
  }
  console.log('\nStatements while sending (all senders): count, total ms, longest ms, rows');
  for (const r of results) {
    const merged = {};
    for (const stats of r.sending.stats) {
      for (const [kind, value] of Object.entries(stats.statements)) {
        const entry = slot(merged, kind, () => ({ count: 0, totalMs: 0, maxMs: 0, rows: 0 }));
        entry.count += value.count;
        entry.totalMs += value.totalMs;
        entry.maxMs = Math.max(entry.maxMs, value.maxMs);
        entry.rows += value.rows;
      }
    }
    console.log(
      `  ${r.engine}: ${Object.entries(merged)
        .map(
          ([kind, v]) =>
            `${kind} ${v.count}, ${v.totalMs.toFixed(0)} ms, ${v.maxMs.toFixed(1)} ms, ${v.rows}`,
        )
        .join('; ')}`,
    );
    const http = {};
    for (const stats of r.sending.stats) {
      for (const [platform, kinds] of Object.entries(stats.requests)) {
        for (const [kind, value] of Object.entries(kinds)) {
          const key = `${platform} ${kind}`;
          const entry = slot(http, key, () => ({ count: 0, totalMs: 0, maxMs: 0, bytesSent: 0 }));
          entry.count += value.count;
          entry.totalMs += value.totalMs;
          entry.maxMs = Math.max(entry.maxMs, value.maxMs);
          entry.bytesSent += value.bytesSent;
        }
      }
    }
    console.log(
      `  ${r.engine} requests: ${Object.entries(http)
        .map(
          ([key, v]) =>
            `${key} ${v.count}, ${v.totalMs.toFixed(0)} ms (longest ${v.maxMs.toFixed(0)}), ` +
            `${(v.bytesSent / 2 ** 20).toFixed(2)} MB sent`,
        )
        .join('; ')}`,
    );
    console.log(
      `  ${r.engine} per sender: ${r.sending.summaries
        .map(
          (sum, index) =>
            `#${index + 1} claimed ${sum.claimed} in ${sum.drains} drains, ${sum.requests} requests`,
        )
        .join('; ')}`,
    );
    console.log(
      `  ${r.engine} final rows: ${r.states
        .map(
          (row) =>
            `${row.platform} ${row.state} ${row.n} (sent ${row.sent}, hashed kept ${row.hashed}, attempts <= ${row.max_attempts})`,
        )
        .join('; ')}; Google tokens issued ${r.googleTokens}; ` +
        `max RSS ${r.maxRssMb.toFixed(0)} MB (fakes' process ${r.fakesMaxRssMb.toFixed(0)} MB); ` +
        `database ${r.databaseVersion.split(' on ')[0]}`,
    );
  }

  mkdirSync(join(root, 'bench-results'), { recursive: true });
  const file = join(
    root,
    'bench-results',
    `conversions-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`,
  );
  writeFileSync(file, JSON.stringify({ machine, demos, results }, null, 2));
  console.log(`\nFull results: ${file}`);
  const wrong = results.filter((r) => !r.exactlyOnce || !r.allDone);
  if (wrong.length) {
    console.error(
      `Not delivered exactly once, or not all done: ${wrong.map((r) => `${r.engine} (${r.senders} senders)`).join(', ')}`,
    );
    process.exit(1);
  }
  console.log('Every conversion delivered exactly once to each platform, every row done.');
  process.exit(0);
}

/** `object[key]`, set to `init()` first when absent. */
function slot(object, key, init) {
  if (!(key in object)) object[key] = init();
  return object[key];
}

async function bundle(contents, name) {
  const bundled = await bundleApp({ contents, name });
  try {
    return await import(bundled.file);
  } finally {
    bundled.cleanup();
  }
}
