#!/usr/bin/env node
// `npm run bench:dashboard`: dashboard and campaign view times at 1M and 10M events on PGlite and
// PostgreSQL, next to the naive approach (head counts on the raw table plus every duration row
// read into the app and averaged there, as the original site did).
//
// Each size gets a fresh PGlite folder and a fresh PostgreSQL database, seeded with synthetic
// traffic spread over 400 days in time order, through the product's own insertEvents() in batches
// (so the rollups and the session rows are built exactly as in production). Sessions of about 5
// events (1 + geometric) start with a page view that carries the session's landing, computed by
// landingOf() from a landing URL, a referrer host and a User-Agent as ingestion does (~40% direct,
// 25% organic search, 12% paid search, 6% organic social, 5% paid social, 4% email, 5% referral
// over 200 sites, 1% AI assistants, 2% other; 55% mobile, 8% tablet); landing and later pages
// Zipf over 90 pages ('landing' the most common). The mix of events: ~60% page_view, ~8%
// cta_click (on the page in view, with its variant), ~25% session_end and ~4% video_watch with
// durations, ~3% video_play (video events on the five pages with the video). 2-4% of the sessions
// that clicked book a demo hours or days later (a `booked_demo` with the session's id, the clicked
// page and variant, as recordConversion() writes it), 15% of those cancel; a few bookings match no
// session (variant 'other', a landing from UTM values). The same seed gives both engines the same
// rows.
//
// After the seed, the campaign view's read model (lib/db/campaign-store.ts, a DuckDB file) is built
// as a server builds it: DATA_DIR names a fresh folder of this size and engine, the app's page
// loaders and the store's instance (lib/db/campaign-store-instance.ts) are bundled afresh so that
// lib/env reads it, and the instance's feedStore(db, 100, true) is called until the store is built,
// caught up and its closed months folded (the build timed in all and per call); its file's size
// after a CHECKPOINT and its `visits`, `pages` and monthly rows are reported, next to the raw
// table's size.
//
// Then every query of lib/db/queries/dashboard.ts is timed for all time and the last 30 days
// (median of BENCH_RUNS runs after one warm-up), with loadDashboard(), and the rollup figures
// are checked against the naive figures (they must agree), the overview's Visits and Booked demos
// tiles (read from the store) against the raw events' counts. The same for the campaign view
// under seventeen filter sets (campaignFilterSets), over those two ranges and three exact ones
// (`from..to` presets): each read of the reader chooseCampaignReader() gives (the instance's
// store through withStore, a column each: `figures`; `view`, a range's figures, tables and
// funnel at once; `trend`, its series as the view's chart reads it, readTrend(), by day or by week
// as the range's length says; `campaigns`, what spend is placed on) and the whole view,
// loadCampaigns(), each checked against figures computed from the raw events (naiveCampaigns();
// the trend's points must add up to them).
//
// Spend and deals (with the insert seed): after the traffic, seedValues() writes what the value
// measures read (lib/db/schema/revenue.ts), from an RNG of its own (the traffic stays the same row
// for row): a year of daily spend (365 days to the seed's last day) for 60 campaigns, one
// spend_import per source and 21,900 ad_spend rows: the seed's search campaigns on google/cpc
// (every third in title case, placed on the visits' spelling case-insensitively) and bing/cpc,
// its social ones on facebook/paid_social (every other one in capitals), 22 made up that no visit
// names; then, of the booked demos not cancelled, 5,000 (every one when fewer: about 1,500 at
// 1M) each get the booking row the webhook writes (`calcom:bench-<n>`, the event's time, session,
// page and variant; the seed's own bookings are events only) and a crm_deal (50% qualified, 35%
// won, 15% lost; log-normal amounts around $11,000). Under no filter, source=google, a campaign
// and device=mobile the value measures are timed as well (`values`: readCampaignValues(), and each
// of its statements alone, readSpendByCampaign and readDealsBySession with the store's lookup of
// the deals' visits, readStoreBookedVisits) and printed in a table of
// their own with the figures; unfiltered and under the campaign, the spend, qualified deals,
// pipeline and won revenue of readCampaignValues() and of loadCampaigns() must equal those summed
// straight from ad_spend and crm_deal (naiveValues()).
//
//   BENCH_SIZES         comma-separated event counts (default 1000000,10000000)
//   BENCH_ENGINES       comma-separated: pglite,postgres (default both)
//   BENCH_DATABASE_URL  PostgreSQL URL of a role that may create and drop databases (default
//                       TEST_DATABASE_URL); without it the PostgreSQL engine is skipped
//   BENCH_RUNS          timed runs per query set (default 5)
//   BENCH_NAIVE_RUNS    timed runs of the naive dashboard figures (default BENCH_RUNS; 50 s each at
//                       10M on PGlite)
//   BENCH_NAIVE         0: no naive figures and no checks against them, the rollups' and the
//                       store's timings only (at 10M on PGlite the naive queries take 50-120 s
//                       each, most of a run's hour)
//   BENCH_BATCH         rows per insertEvents() call while seeding (default 20000)
//   BENCH_SEED          insert (default): insertEvents() batches; sql: one INSERT ... SELECT over
//                       generate_series, then the rollups built by the migrations' backfill (no
//                       sessions: the campaign store and its figures are empty; no spend or
//                       deals)
//   BENCH_EXPLAIN       1: print EXPLAIN ANALYZE of each dashboard query at the largest size, and
//                       of the store's campaign reads (DuckDB) unfiltered and under any filter set
//                       that took 50 ms
//   BENCH_QUIET_WAIT    seconds to wait for idle CPUs before timing each range (default 120)
//   BENCH_KEEP          1: keep each PostgreSQL database, PGlite folder and campaign store folder
//                       (printed) instead of dropping it
//   BENCH_VITALS        0: no web_vitals events (default 1: see below)
//
// Real visitors' speed: with the insert seed, a page view is followed by its `web_vitals` event
// (85% of the sessions' first page views, the hard loads; 35% of the later ones, the client-side
// navigations a browser with soft-navigation support measures), with TTFB on hard loads only,
// LCP 95%, CLS 98%, INP 55% (a page view with an interaction), log-normal values slower on phones
// than on computers and on the video pages. They come from an RNG of their own and are not counted
// in BENCH_SIZES, so the rest of the traffic is the same row for row with or without them (about
// 28% more rows). The Speed section's query and loadSpeed() are timed like the others, and over
// a third range, the longest read of daily rows a range can make (from the 17th of a month to the
// 15th of the month after next: about 15 days at each end around one whole month; a month more
// than half in the range is read whole, less its other days; the campaign view is timed over it
// too, and over longestCampaignRange() and yearRange()), and the rollup's rating counts and 75th
// percentiles are checked against the raw events' for every page view, each device class and
// each page: counts equal, each 75th percentile in the histogram bucket of the exact one (the
// design's bound: a bucket is 20-31% wide, lib/db/schema/vitals.ts), or said to be under or over
// the histogram's span when the exact one is; how far off they are is reported.
//
// Exits 1 when rollup, store or value figures and naive figures disagree. Results go to
// bench-results/dashboard-<time>.json.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { benchArgs, benchEngines, mulberry32, packageVersion } from './bench-app.mjs';
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
const engines = benchEngines() ?? fail('BENCH_ENGINES names an unknown engine (pglite, postgres).');
const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const runs = positiveInt('BENCH_RUNS', 5);
const naiveRuns = positiveInt('BENCH_NAIVE_RUNS', runs);
const withNaive = process.env.BENCH_NAIVE !== '0';
const batchSize = positiveInt('BENCH_BATCH', 20_000);
const seedMode = process.env.BENCH_SEED || 'insert';
const explain = process.env.BENCH_EXPLAIN === '1';
const quietWaitMs = positiveInt('BENCH_QUIET_WAIT', 120) * 1000;
const withVitals = process.env.BENCH_VITALS !== '0';
const spanDays = 400;
/** Every engine gets the same rows: the same seed and the same last instant. */
const seedEnd = Date.now();
const targetMs = 50;

if (sizes.length === 0) fail('BENCH_SIZES names no size.');
if (seedMode !== 'insert' && seedMode !== 'sql') fail(`BENCH_SEED must be insert or sql.`);

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
  export * as speed from './lib/db/queries/speed';
  export { readDealsBySession, readSpendByCampaign } from './lib/db/queries/campaign-values';
  export { bucketOf, vitals, vitalMetrics } from './lib/analytics/web-vitals';
  export { businessTimeZone } from './lib/calendar';
  export { landingOf } from './lib/analytics/visit';
  export { channelOf } from './lib/analytics/channels';
  export { canonicalSourceSql } from './lib/sources';
`);

/**
 * What the admin pages call (loadDashboard, loadCampaigns, loadSpeed) and the campaign store's
 * instance, bundled afresh for each size and engine once DATA_DIR names that run's own folder:
 * lib/env reads the environment once per copy of the module, and the instance opens its file
 * under env().DATA_DIR on first use, as a server does after its start. The instance's state lives
 * on globalThis (processSingleton), so closeCampaignStore() of one copy closes what another
 * opened.
 */
async function bundleView(dataDir) {
  process.env.DATA_DIR = dataDir;
  return bundle(`
    export { loadDashboard } from './lib/analytics/dashboard-data';
    export { loadCampaigns, readCampaignValues } from './lib/analytics/campaigns';
    export { readTrend } from './lib/analytics/trend';
    export { loadSpeed } from './lib/analytics/web-vitals-data';
    export { chooseCampaignReader } from './lib/analytics/campaign-reader';
    export { closeCampaignStore, feedStore, withStore } from './lib/db/campaign-store-instance';
    export { evaluateAlerts } from './lib/alerts/evaluate';
  `);
}
/** The bundle of the size and engine in progress (bundleView). */
let appView = null;
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
const siteHost = 'jackie.example';
const urlOf = (page) => `https://${siteHost}${page === 'landing' ? '/' : page}`;

/** [value, weight] pairs to a function that picks one for a uniform number in [0, 1). */
function chooser(pairs) {
  const total = pairs.reduce((sum, [, weight]) => sum + weight, 0);
  const bounds = [];
  let running = 0;
  for (const [, weight] of pairs) {
    running += weight / total;
    bounds.push(running);
  }
  return (r) => {
    let i = 0;
    while (i < bounds.length - 1 && bounds[i] <= r) i += 1;
    return pairs[i][0];
  };
}
/** Zipf-like popularity: the first value by far the most common, then a long tail. */
const zipf = (values, exponent = 1.1) =>
  chooser(values.map((value, i) => [value, 1 / (i + 1) ** exponent]));

const pagePick = zipf(pages);
/** Device classes as deviceClassOf() (bowser) reads them: 55% mobile, 8% tablet, 37% desktop. */
const userAgentPick = chooser([
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    30,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1',
    5,
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/500.0.0.0]',
    4,
  ],
  [
    'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    7,
  ],
  [
    'Mozilla/5.0 (Linux; Android 15; SM-S921U) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
    9,
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    6,
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    2,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    17,
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
    8,
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
    6,
  ],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0', 3],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    2,
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
    1,
  ],
]);
const videoPages = ['/about', '/case-studies', '/services/voice-ai', '/services/text-ai'];
const ctaLabels = ['hero', 'header', 'pricing_starter', 'pricing_professional', 'footer'];

// Where visits come from: what a session's first page view carries (the landing URL's query and
// the referrer host the tracker sends), from which landingOf() derives the channel as ingestion
// does. The weights are the intended channel shares; the stored channel is landingOf()'s.
const arrivalPick = chooser([
  ['direct', 40],
  ['search', 25],
  ['paidSearch', 12],
  ['social', 6],
  ['paidSocial', 5],
  ['email', 4],
  ['referral', 5],
  ['ai', 1],
  ['other', 2],
]);
const searchReferrerPick = chooser([
  ['www.google.com', 80],
  ['www.bing.com', 10],
  ['duckduckgo.com', 6],
  ['search.yahoo.com', 2],
  ['www.ecosia.org', 2],
]);
const socialReferrerPick = chooser([
  ['m.facebook.com', 30],
  ['l.instagram.com', 15],
  ['www.linkedin.com', 15],
  ['www.youtube.com', 12],
  ['www.reddit.com', 10],
  ['nextdoor.com', 10],
  ['t.co', 8],
]);
const aiReferrerPick = chooser([
  ['chatgpt.com', 55],
  ['www.perplexity.ai', 25],
  ['gemini.google.com', 8],
  ['copilot.microsoft.com', 7],
  ['claude.ai', 5],
]);
/** Search ad campaigns, each with the page its ads link to. */
const paidSearchCampaigns = [
  ['brand-jackie', 'landing'],
  ['ai-receptionist-contractors', '/ai-receptionist-for-contractors'],
  ['pool-builder-leads', '/industries/pool-builders'],
  ['hvac-answering-service', '/industries/hvac'],
  ['missed-call-text-back', '/services/missed-call-recovery'],
  ['plumbing-answering-service', '/industries/plumbing'],
  ['roofing-lead-qualification', '/industries/roofing'],
  ['voice-ai-for-trades', '/services/voice-ai'],
  ['competitor-answering-services', '/pricing'],
  ['after-hours-call-answering', '/services/voice-ai'],
  ['electrical-contractor-ai', '/industries/electrical'],
  ['landscaping-call-answering', '/industries/landscaping'],
  ['text-ai-for-contractors', '/services/text-ai'],
  ['pool-season-push', '/industries/pool-builders'],
  ['search-remarketing', '/pricing'],
].map(([name, page]) => ({ name, page }));
const paidSearchCampaignPick = zipf(paidSearchCampaigns, 0.9);
const searchTermPick = zipf([
  'ai receptionist for contractors',
  'answering service for contractors',
  'jackie ai',
  'pool builder answering service',
  'hvac answering service',
  'missed call text back',
  'virtual receptionist for plumbers',
  'after hours answering service',
  'ai phone answering small business',
  'roofing lead qualification',
  'contractor call answering',
  'ai receptionist pricing',
]);
const paidSocialCampaigns = [
  ['pool-owners-lookalike', '/industries/pool-builders'],
  ['hvac-retargeting', '/industries/hvac'],
  ['contractor-video-15s', 'landing'],
  ['missed-calls-carousel', '/services/missed-call-recovery'],
  ['spring-promo', '/pricing'],
  ['roofing-case-study', '/case-studies'],
  ['lead-form-test', '/contact'],
  ['brand-awareness', 'landing'],
].map(([name, page]) => ({ name, page }));
const paidSocialCampaignPick = zipf(paidSocialCampaigns, 0.9);
const adContentPick = chooser([
  ['video-15s', 4],
  ['carousel', 3],
  ['static-a', 2],
  ['static-b', 1],
]);
/** Other sites that link here: a long tail of trade forums, directories and blogs. */
const referralHosts = ['hvac', 'pool', 'plumbing', 'roofing', 'contractor', 'trades', 'builder']
  .concat(['homepro', 'servicebiz', 'fieldpro'])
  .flatMap((prefix) =>
    ['talk.com', 'forum.net', 'weekly.com', 'hub.org', 'insider.com', 'directory.com']
      .concat(['news.net', 'tools.io', 'review.com', 'pros.us', 'blog.com', 'guide.org'])
      .concat(['network.com', 'daily.com', 'mag.com', 'list.io', 'world.com', 'zone.net'])
      .concat(['base.com', 'expert.com'])
      .map((suffix) => `${prefix}${suffix}`),
  );
const referralHostPick = zipf(referralHosts, 1);
/** Tagged links from offline and partner sources no channel rule names: Other. */
const otherSourcePick = chooser([
  [['qr-code', 'print', 'yard-signs'], 4],
  [['podcast', 'audio', 'trades-podcast-ad'], 3],
  [['trade-show', 'offline', 'pool-expo'], 2],
  [['direct-mail', 'postcard', 'spring-mailer'], 2],
  [['partner-webinar', 'webinar', null], 1],
]);
/** A newsletter goes out every 20 days: about 20 campaigns over the 400 days. */
const newsletterEveryMs = 20 * 86_400_000;
/** Of the sessions that clicked a booking link, the share that books a demo, by channel. */
const bookingRates = {
  Direct: 0.03,
  'Organic Search': 0.03,
  'Paid Search': 0.04,
  'Organic Social': 0.02,
  'Paid Social': 0.02,
  Email: 0.04,
  Referral: 0.035,
  'AI Assistants': 0.04,
  Other: 0.025,
};
const cancelShare = 0.15;
/** Per session, a booking whose link carried no reference the site knows (variant `other`). */
const unmatchedBookingShare = 0.0008;

/**
 * The row recordConversion() (lib/analytics/conversions.ts) writes for a booked demo or its
 * cancellation (lib/bookings/store.ts): dated when the booking was made, the session's id, the
 * link's page and variant; a booking with no known session gets a fresh session id and a landing
 * built from the booking's UTM values (no page, no device).
 */
function bookingRow({
  type,
  bookedAt,
  sessionId,
  known,
  page,
  variant,
  provider,
  utm,
  cancelledAt,
}) {
  return {
    receivedAt: new Date(bookedAt),
    sessionId,
    userAgent: null,
    page,
    url: page === null ? null : urlOf(page),
    label: provider,
    variant,
    durationMs: null,
    metadata: {
      ...(cancelledAt ? { cancelled_at: new Date(cancelledAt).toISOString() } : {}),
      landing_page: null,
      referrer: null,
      utm_source: utm.source,
      utm_medium: utm.medium,
      utm_campaign: utm.campaign,
    },
    eventType: type,
    landing: known
      ? null
      : {
          landingPage: null,
          referrerHost: null,
          utmSource: utm.source,
          utmMedium: utm.medium,
          utmCampaign: utm.campaign,
          utmTerm: null,
          utmContent: null,
          clickId: null,
          device: null,
          channel: app.channelOf({
            referrerHost: null,
            utmSource: utm.source,
            utmMedium: utm.medium,
            clickId: null,
          }),
        },
  };
}

/**
 * Synthetic traffic in time order, session by session: each starts with a page view that carries
 * its landing (computed by landingOf(), as ingestion does), then 0 to 49 more events (geometric,
 * about 5 in all). A batch holds whole sessions, so a session's facts all count on the day it
 * started, which is what the naive check computes. Booked demos and cancellations come later,
 * each in a batch of its own (as the booking webhook's are separate statements), once the seed's
 * clock has passed them.
 */
function generator(total) {
  const rand = mulberry32(20_251_122);
  const vitalsRand = mulberry32(20_260_429);
  const vitalsNormal = () =>
    Math.sqrt(-2 * Math.log(1 - vitalsRand())) * Math.cos(2 * Math.PI * vitalsRand());
  const speeds = {
    mobile: { lcp: 2300, inp: 150, ttfb: 600 },
    tablet: { lcp: 1900, inp: 110, ttfb: 480 },
    desktop: { lcp: 1400, inp: 70, ttfb: 350 },
  };
  /** The web_vitals event a page view sends as it is left, or null when none arrives. */
  function vitalsRow(view, device, hard) {
    if (vitalsRand() >= (hard ? 0.85 : 0.35)) return null;
    const speed = speeds[device] ?? speeds.desktop;
    const slow = videoPages.includes(view.page) || view.page === 'landing' ? 1.3 : 1;
    const measure = (metric, median, sigma) =>
      Math.min(app.vitals[metric].max, Math.round(median * Math.exp(sigma * vitalsNormal())));
    const metadata = {};
    if (hard) metadata.ttfb = measure('ttfb', speed.ttfb, 0.6);
    if (vitalsRand() < 0.95) metadata.lcp = measure('lcp', speed.lcp * slow, 0.55);
    if (vitalsRand() < 0.98) {
      metadata.cls =
        vitalsRand() < 0.55
          ? 0
          : Math.min(100, Math.round(300 * Math.exp(1.2 * vitalsNormal())) / 10_000);
    }
    if (vitalsRand() < 0.55) metadata.inp = measure('inp', speed.inp, 0.8);
    if (Object.keys(metadata).length === 0) return null;
    return {
      ...view,
      label: null,
      variant: null,
      durationMs: null,
      metadata,
      eventType: 'web_vitals',
      landing: null,
    };
  }
  const end = seedEnd;
  const start = end - spanDays * 86_400_000;
  const pick = (choose) => choose(rand());
  const hex = (n) =>
    Math.floor(rand() * 16 ** n)
      .toString(16)
      .padStart(n, '0');
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(rand() * 4)]}${hex(3)}-${hex(12)}`;
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const logNormal = (median, sigma) => median * Math.exp(sigma * normal());
  const logNormalMs = (medianMs, sigma) =>
    Math.min(86_400_000, Math.round(logNormal(medianMs, sigma)));
  const clamp = (value, low, high) => Math.min(high, Math.max(low, value));
  const newsletter = (at) => {
    const r = rand();
    const back = r < 0.75 ? 0 : r < 0.9 ? 1 : 2;
    const sent = Math.max(0, Math.floor((at - start) / newsletterEveryMs) - back);
    return `newsletter-${new Date(start + sent * newsletterEveryMs).toISOString().slice(0, 10)}`;
  };
  /** Pending booking rows, inserted once the seed's clock passes `insertAt`. */
  let pending = [];
  let produced = 0;
  let done = false;

  /** The landing page, query and referrer of a new visit. */
  function arrival(at) {
    const params = {};
    let referrer = null;
    let page = null;
    switch (pick(arrivalPick)) {
      case 'search':
        referrer = pick(searchReferrerPick);
        break;
      case 'paidSearch': {
        const campaign = pick(paidSearchCampaignPick);
        if (rand() < 0.8) page = campaign.page;
        const r = rand();
        if (r < 0.2) {
          // Auto-tagging only: the click id and no UTM values.
          referrer = 'www.google.com';
        } else if (r < 0.3) {
          referrer = 'www.bing.com';
          Object.assign(params, { utm_source: 'bing', utm_medium: 'cpc' });
        } else {
          referrer = 'www.google.com';
          Object.assign(params, { utm_source: 'google', utm_medium: 'cpc' });
        }
        if (params.utm_source) {
          params.utm_campaign = campaign.name;
          if (rand() < 0.6) params.utm_term = pick(searchTermPick);
        }
        if (referrer === 'www.bing.com') params.msclkid = hex(32);
        else params.gclid = `Cj0KCQ${hex(16)}`;
        break;
      }
      case 'social':
        referrer = pick(socialReferrerPick);
        if (referrer === 'www.linkedin.com' && rand() < 0.4) {
          Object.assign(params, { utm_source: 'linkedin', utm_medium: 'social' });
        }
        break;
      case 'paidSocial': {
        const campaign = pick(paidSocialCampaignPick);
        if (rand() < 0.8) page = campaign.page;
        const instagram = rand() < 0.35;
        referrer = instagram ? 'l.instagram.com' : 'l.facebook.com';
        if (rand() >= 0.25) {
          Object.assign(params, {
            utm_source: instagram ? 'instagram' : 'facebook',
            utm_medium: 'paid_social',
            utm_campaign: campaign.name,
            utm_content: pick(adContentPick),
          });
        }
        params.fbclid = `IwAR${hex(16)}`;
        break;
      }
      case 'email':
        if (rand() < 0.85) {
          Object.assign(params, {
            utm_source: 'newsletter',
            utm_medium: 'email',
            utm_campaign: newsletter(at),
          });
          if (rand() < 0.2) referrer = 'mail.google.com';
        } else {
          referrer = rand() < 0.7 ? 'mail.google.com' : 'outlook.live.com';
        }
        break;
      case 'referral':
        referrer = pick(referralHostPick);
        break;
      case 'ai':
        referrer = pick(aiReferrerPick);
        // ChatGPT tags the links it shows.
        if (referrer === 'chatgpt.com') params.utm_source = 'chatgpt.com';
        break;
      case 'other': {
        const [source, medium, campaign] = pick(otherSourcePick);
        Object.assign(params, { utm_source: source, utm_medium: medium });
        if (campaign) params.utm_campaign = campaign;
        break;
      }
    }
    return { page: page ?? pick(pagePick), params, referrer };
  }

  /** A booking link's variant on a page: the industry pages link to their own. */
  function variantOn(page) {
    const v = rand();
    if (page === '/industries/pool-builders') return v < 0.85 ? 'pool' : 'general';
    if (page === '/industries/hvac') return v < 0.85 ? 'hvac' : 'general';
    return v < 0.6 ? 'general' : v < 0.8 ? 'pool' : 'hvac';
  }

  /** One session's events into `out` (at most `limit`); its booking, if any, into `pending`. */
  function session(startAt, limit, out) {
    const sessionId = uuid();
    const userAgent = pick(userAgentPick);
    const visit = arrival(startAt);
    const length = Math.min(
      limit,
      1 + Math.min(49, Math.floor(Math.log(1 - rand()) / Math.log(0.8))),
    );
    let at = startAt;
    let page = visit.page;
    let landing = null;
    let click = null;
    for (let i = 0; i < length; i += 1) {
      if (i > 0) at = Math.min(end, at + clamp(logNormal(30_000, 1.1), 1000, 1_800_000));
      const row = {
        receivedAt: new Date(at),
        sessionId,
        userAgent,
        page,
        url: urlOf(page),
        label: null,
        variant: null,
        durationMs: null,
        metadata: null,
        eventType: 'page_view',
        landing: null,
      };
      const r = i === 0 ? -1 : rand();
      if (r < 0) {
        const query = new URLSearchParams(visit.params).toString();
        row.url = query ? `${row.url}?${query}` : row.url;
        row.metadata = { referrer: visit.referrer };
        landing = app.landingOf({
          page,
          url: row.url,
          referrer: visit.referrer,
          userAgent,
          siteHosts: [siteHost],
        });
        row.landing = landing;
      } else if (r < 0.5) {
        page = pick(pagePick);
        row.page = page;
        row.url = urlOf(page);
        row.metadata = { referrer: siteHost };
      } else if (r < 0.6) {
        row.eventType = 'cta_click';
        row.variant = variantOn(page);
        row.label = ctaLabels[Math.floor(rand() * ctaLabels.length)];
        click = { at, page, variant: row.variant };
      } else if (r < 0.9125) {
        row.eventType = 'session_end';
        row.durationMs = rand() < 0.1 ? 0 : logNormalMs(45_000, 1.2);
      } else {
        row.eventType = r < 0.95 ? 'video_play' : 'video_watch';
        row.label = 'demo_video';
        if (row.eventType === 'video_watch') {
          row.durationMs = rand() < 0.05 ? 0 : logNormalMs(40_000, 0.8);
        }
        // Only a few pages embed the demo video, the landing page most of all.
        row.page = rand() < 0.6 ? 'landing' : videoPages[Math.floor(rand() * videoPages.length)];
        row.url = urlOf(row.page);
      }
      out.push(row);
      if (withVitals && row.eventType === 'page_view' && landing) {
        const vitalsEvent = vitalsRow(row, landing.device, i === 0);
        if (vitalsEvent) out.push(vitalsEvent);
      }
    }
    const provider = () => (rand() < 0.7 ? 'calendly' : 'calcom');
    if (click && rand() < bookingRates[landing.channel]) {
      const bookedAt = click.at + clamp(logNormal(7_200_000, 1.5), 120_000, 14 * 86_400_000);
      const booking = {
        bookedAt,
        sessionId,
        page: click.page,
        variant: click.variant,
        provider: provider(),
        utm: {
          source: landing.utmSource,
          medium: landing.utmMedium,
          campaign: landing.utmCampaign,
        },
      };
      schedule(booking, rand() < cancelShare);
    }
    if (rand() < unmatchedBookingShare) {
      const r = rand();
      const utm =
        r < 0.45
          ? { source: null, medium: null, campaign: null }
          : r < 0.75
            ? { source: 'google', medium: 'cpc', campaign: pick(paidSearchCampaignPick).name }
            : r < 0.9
              ? { source: 'newsletter', medium: 'email', campaign: newsletter(startAt) }
              : {
                  source: 'facebook',
                  medium: 'paid_social',
                  campaign: pick(paidSocialCampaignPick).name,
                };
      const booking = {
        bookedAt: startAt + clamp(logNormal(21_600_000, 1.2), 60_000, 14 * 86_400_000),
        sessionId: null,
        page: null,
        variant: 'other',
        provider: provider(),
        utm,
      };
      schedule(booking, rand() < cancelShare);
    }
    return length;
  }

  /** A booked demo (and its cancellation), if they happen before the seed's end. */
  function schedule(booking, cancelled) {
    if (booking.bookedAt > end) return;
    const known = booking.sessionId !== null;
    const sessionId = () => booking.sessionId ?? uuid();
    pending.push({
      insertAt: booking.bookedAt,
      row: bookingRow({ ...booking, type: 'booked_demo', sessionId: sessionId(), known }),
    });
    if (!cancelled) return;
    const cancelledAt =
      booking.bookedAt + clamp(logNormal(86_400_000, 1), 600_000, 20 * 86_400_000);
    if (cancelledAt > end) return;
    pending.push({
      insertAt: cancelledAt,
      row: bookingRow({
        ...booking,
        type: 'booking_cancelled',
        sessionId: sessionId(),
        known,
        cancelledAt,
      }),
    });
  }

  /**
   * The next batch: whole sessions up to about `batchSize` events, later than every earlier
   * batch, and the booking rows whose time has come; null when all are produced.
   */
  return () => {
    if (done) return null;
    const rows = [];
    let clock = start;
    while (rows.length < batchSize && produced < total) {
      clock = start + ((end - start) * produced) / total;
      produced += session(clock, total - produced, rows);
    }
    if (produced >= total) {
      done = true;
      clock = end;
    }
    const due = pending
      .filter((booking) => booking.insertAt <= clock)
      .sort((a, b) => a.insertAt - b.insertAt);
    pending = pending.filter((booking) => booking.insertAt > clock);
    return { rows, bookings: due.map((booking) => booking.row) };
  };
}

async function seedWithInsertEvents(db, total) {
  const next = generator(total);
  let generateMs = 0;
  let bookingRows = 0;
  for (;;) {
    const before = performance.now();
    const batch = next();
    generateMs += performance.now() - before;
    if (!batch) break;
    if (batch.rows.length > 0) await app.insertEvents(db, batch.rows);
    if (batch.bookings.length > 0) await app.insertEvents(db, batch.bookings);
    bookingRows += batch.bookings.length;
  }
  return { generateMs, bookingRows };
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
  // No sessions (the landing needs landingOf() in JavaScript): the campaign figures stay empty.
  return { generateMs: 0, bookingRows: 0 };
}

// ---------------------------------------------------------------------------------------------
// Ad spend and deals (lib/db/schema/revenue.ts): what the campaign view's value measures read

/** Days of daily spend, ending on the seed's last day, and the deals seeded at most. */
const spendDays = 365;
const dealsWanted = 5000;
const benchCurrency = 'USD';
/** Made-up campaigns no visit names, to bring the spend to 60 campaigns: [source, name]. */
const unvisitedCampaigns = [
  ...['pmax-home-services', 'display-contractors', 'youtube-demo-video', 'generic-answering']
    .concat(['call-center-alternative', 'virtual-receptionist', 'ai-phone-agent'])
    .concat(['small-business-phone', 'demand-gen-trades'])
    .map((name) => ['google', name]),
  ...['brand-jackie-bing', 'bing-answering-service', 'bing-hvac-leads', 'bing-plumbing-leads']
    .concat(['bing-after-hours'])
    .map((name) => ['bing', name]),
  ...['advantage-plus-contractors', 'reels-demo', 'pool-season-lookalike', 'winter-hvac']
    .concat(['leadgen-instant-form', 'story-ads-test', 'retargeting-90d', 'brand-video-30s'])
    .map((name) => ['facebook', name]),
];
/** The platforms a spend file comes from: the canonical source, its medium and its format. */
const spendPlatforms = {
  google: { medium: 'cpc', format: 'google' },
  bing: { medium: 'cpc', format: 'microsoft' },
  facebook: { medium: 'paid_social', format: 'meta' },
};
/** `brand-jackie` as Brand-Jackie: a report's spelling the visits do not use. */
const titleCase = (name) =>
  name.replace(/(^|-)([a-z])/g, (_, dash, letter) => dash + letter.toUpperCase());

/**
 * The 60 campaigns with spend: the seed's search campaigns on google and on bing (bing's as the
 * visits spell them; every third of google's in title case), its social campaigns on facebook
 * (every other one in capitals), each with the source and medium the visits carry (facebook's
 * paid_social), and made-up ones no visit names.
 */
function spendCampaigns() {
  return [
    ...paidSearchCampaigns.map(({ name }, i) => ['google', i % 3 === 0 ? titleCase(name) : name]),
    ...paidSearchCampaigns.map(({ name }) => ['bing', name]),
    ...paidSocialCampaigns.map(({ name }, i) => ['facebook', i % 2 ? name.toUpperCase() : name]),
    ...unvisitedCampaigns,
  ].map(([source, campaign]) => ({ source, medium: spendPlatforms[source].medium, campaign }));
}

/** A date (YYYY-MM-DD) in the business time zone of an instant. */
const businessDay = (at) => new Date(at).toLocaleDateString('en-CA', { timeZone: tz });

/**
 * A year of daily spend for 60 campaigns, written as saved imports write it (one spend_import per
 * source, the ad_spend rows naming it), then a deal for each of up to 5,000 booked demos: a
 * booking row for the demo (`calcom:bench-<n>`, the booked_demo event's time, session, page and
 * variant; not cancelled) and its crm_deal (50% qualified, 35% won, 15% lost; log-normal amounts
 * around $11,000). From an RNG of their own: the traffic is the same row for row.
 */
async function seedValues(db) {
  const rand = mulberry32(20_260_601);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const lastDay = businessDay(seedEnd);
  const days = Array.from({ length: spendDays }, (_, i) => {
    const day = new Date(`${lastDay}T12:00:00Z`);
    day.setUTCDate(day.getUTCDate() - (spendDays - 1 - i));
    return day.toISOString().slice(0, 10);
  });
  const campaigns = spendCampaigns();
  const imports = {};
  for (const [source, { medium, format }] of Object.entries(spendPlatforms)) {
    const { rows } = await db.query(
      `INSERT INTO spend_import (file_name, format, source, medium, currency, from_day, to_day,
         days, campaigns, total_cents, state, saved_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, 'saved', now()) RETURNING id`,
      [
        `bench-${source}.csv`,
        format,
        source,
        medium,
        benchCurrency,
        days[0],
        lastDay,
        spendDays,
        campaigns.filter((campaign) => campaign.source === source).length,
      ],
    );
    imports[source] = Number(rows[0].id);
  }
  // A daily budget per campaign (median $120), less at weekends, a day's noise, 3% of days paused.
  const spend = [];
  for (const campaign of campaigns) {
    const budget = 12_000 * Math.exp(0.7 * normal());
    for (const day of days) {
      const weekend = [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
      const paused = rand() < 0.03;
      const cost = paused
        ? 0
        : Math.round(budget * (weekend ? 0.7 : 1) * Math.exp(0.25 * normal()));
      spend.push({ ...campaign, day, cost, import_id: imports[campaign.source] });
    }
  }
  for (let i = 0; i < spend.length; i += 5000) {
    await db.query(
      `INSERT INTO ad_spend (day, source, medium, campaign, cost_cents, currency, import_id)
       SELECT day, source, medium, campaign, cost, $2, import_id
       FROM jsonb_to_recordset($1::jsonb)
         AS r(day date, source text, medium text, campaign text, cost bigint, import_id bigint)`,
      [JSON.stringify(spend.slice(i, i + 5000)), benchCurrency],
    );
  }
  await db.query(
    `UPDATE spend_import i SET total_cents = (SELECT sum(cost_cents) FROM ad_spend a
       WHERE a.import_id = i.id)`,
  );

  // The booked demos not cancelled since, in time order; up to 5,000 of them drawn at random.
  const { rows: demos } = await db.query(
    `SELECT e.id::text AS id, e.created_at FROM analytics_events e
     WHERE e.event_type = 'booked_demo' AND NOT EXISTS (
       SELECT 1 FROM analytics_events c
       WHERE c.event_type = 'booking_cancelled' AND c.session_id = e.session_id)
     ORDER BY e.created_at, e.session_id`,
  );
  const drawn = [...demos];
  for (let i = 0; i < Math.min(dealsWanted, drawn.length); i += 1) {
    const j = i + Math.floor(rand() * (drawn.length - i));
    [drawn[i], drawn[j]] = [drawn[j], drawn[i]];
  }
  const chosen = drawn
    .slice(0, dealsWanted)
    .sort((a, b) => new Date(a.created_at) - new Date(b.created_at) || Number(a.id) - Number(b.id));
  const stagePick = chooser([
    ['qualified', 50],
    ['won', 35],
    ['lost', 15],
  ]);
  const deals = chosen.map((demo, n) => {
    const created = new Date(demo.created_at).getTime();
    const later = Math.round(7 * 86_400_000 * Math.exp(0.8 * normal()));
    return {
      event_id: demo.id,
      booking_id: `calcom:bench-${n + 1}`,
      deal_id: `bench-deal-${n + 1}`,
      stage: stagePick(rand()),
      amount: Math.round(1_100_000 * Math.exp(0.3 * normal())),
      occurred_at: new Date(Math.min(seedEnd, created + later)).toISOString(),
    };
  });
  for (let i = 0; i < deals.length; i += 5000) {
    const chunk = JSON.stringify(deals.slice(i, i + 5000));
    await db.query(
      `INSERT INTO booking (id, provider, created_at, status, session_id, utm_source, utm_medium,
         utm_campaign, variant, page, received_at, updated_at)
       SELECT r.booking_id, 'calcom', e.created_at, 'booked', e.session_id,
         e.metadata->>'utm_source', e.metadata->>'utm_medium', e.metadata->>'utm_campaign',
         e.variant, e.page, e.created_at, e.created_at
       FROM jsonb_to_recordset($1::jsonb) AS r(event_id bigint, booking_id text)
       JOIN analytics_events e ON e.id = r.event_id`,
      [chunk],
    );
    await db.query(
      `INSERT INTO crm_deal (deal_id, stage, amount_cents, currency, occurred_at, match_kind,
         match_key, booking_id, received_at, updated_at)
       SELECT deal_id, stage, amount, $2, occurred_at, 'booking_id', booking_id, booking_id,
         occurred_at, occurred_at
       FROM jsonb_to_recordset($1::jsonb)
         AS r(deal_id text, stage text, amount bigint, occurred_at timestamptz, booking_id text)`,
      [chunk, benchCurrency],
    );
  }
  const { rows } = await db.query(
    `SELECT (SELECT count(*) FROM spend_import) AS imports,
       (SELECT count(*) FROM ad_spend) AS spend_rows,
       (SELECT count(DISTINCT (source, medium, campaign)) FROM ad_spend) AS campaigns,
       (SELECT coalesce(sum(cost_cents), 0) FROM ad_spend) AS spend_cents,
       (SELECT count(*) FROM booking) AS bookings,
       (SELECT count(*) FROM crm_deal) AS deals,
       (SELECT count(*) FROM crm_deal WHERE stage = 'qualified') AS qualified,
       (SELECT count(*) FROM crm_deal WHERE stage = 'won') AS won,
       (SELECT coalesce(sum(amount_cents) FILTER (WHERE stage = 'won'), 0) FROM crm_deal)
         AS won_cents`,
  );
  const facts = Object.fromEntries(
    Object.entries(rows[0]).map(([key, value]) => [key, Number(value)]),
  );
  return {
    spendImports: facts.imports,
    spendRows: facts.spend_rows,
    spendCampaigns: facts.campaigns,
    spendCents: facts.spend_cents,
    bookedDemosOpen: demos.length,
    bookings: facts.bookings,
    deals: facts.deals,
    qualifiedDeals: facts.qualified,
    wonDeals: facts.won,
    lostDeals: facts.deals - facts.qualified - facts.won,
    wonCents: facts.won_cents,
  };
}

// ---------------------------------------------------------------------------------------------
// Databases

/**
 * One check of every alert rule (lib/alerts/evaluate.ts: the figure rules' five windows for the
 * site and each paid channel, and the tracking-health rules), a minute after the seed's last
 * event, as the instance whose turn it is runs it every five minutes: the median of the runs
 * after a warm-up. What it opens is removed after each run, so that each run judges afresh.
 */
async function measureAlerts(db) {
  const now = new Date(seedEnd + 60_000);
  const times = [];
  let fired = [];
  for (let i = 0; i <= runs; i += 1) {
    const { ms, value } = await timed(() => appView.evaluateAlerts(db, now));
    if (i > 0) times.push(ms);
    fired = value.opened.map(
      (incident) => `${incident.ruleId}${incident.scope ? ` (${incident.scope})` : ''}`,
    );
    await db.query('DELETE FROM alert_incident');
  }
  const ms = median(times);
  console.log(
    `  alerts: one check of every rule ${ms.toFixed(0)} ms; fired on the seed: ${fired.length ? fired.join(', ') : 'none'}`,
  );
  return ms;
}

/**
 * BENCH_KEEP=1: leave each PostgreSQL database, PGlite folder and campaign store folder behind,
 * to study them after.
 */
const keepDatabase = process.env.BENCH_KEEP === '1';

/** What the size in progress leaves behind if the script ends early. */
const leftovers = { dataDir: '', database: '', storeDir: '' };

process.on('exit', () => {
  // A 10M-event PGlite folder takes several gigabytes.
  if (leftovers.dataDir && !keepDatabase)
    rmSync(leftovers.dataDir, { recursive: true, force: true });
  if (leftovers.storeDir && !keepDatabase)
    rmSync(leftovers.storeDir, { recursive: true, force: true });
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
      if (keepDatabase) {
        console.log(`bench:dashboard: kept the database ${created.url}`);
      } else await created.drop();
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
      if (keepDatabase) console.log(`  kept the PGlite folder ${dir}`);
      else rmSync(dir, { recursive: true, force: true });
      leftovers.dataDir = '';
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The two ways to compute the figures

const ms = (value) => (value < 10 ? value.toFixed(1) : value.toFixed(0));
const count = (value) => value.toLocaleString('en-US');
/** Bytes in megabytes, to one decimal. */
const megabytes = (bytes) => Math.round(bytes / 1e5) / 10;
/** A naive query's time (null: BENCH_NAIVE=0), in seconds or in a table's ms. */
const naiveSeconds = (value) => (value === null ? 'not run' : `${(value / 1000).toFixed(2)} s`);
const naiveCell = (value) => (value === null ? 'not run' : count(Math.round(value)));
/** The worst 75th percentile's error against the raw events (null: not checked). */
const percentOff = (value) => (value === null ? 'not checked' : `${(value * 100).toFixed(1)}%`);

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

/** Where `figures` (read from `source`: the rollups or the store) differ from the naive ones. */
function compareFigures(figures, naive, source = 'rollup') {
  const problems = [];
  for (const key of Object.keys(figures)) {
    const a = figures[key];
    const b = naive[key];
    const same =
      a === b || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1e-6 * b);
    if (!same) problems.push(`${key}: ${source} ${a}, naive ${b}`);
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
// The campaign view (lib/db/campaign-store.ts through its instance, lib/analytics/campaigns.ts)

/**
 * Filter sets timed: none, each kind of filter alone (a broad source, and a Campaigns row as a
 * click on it sets it), one filter with a variant, and combinations: the broadest pairs of
 * session filters (a channel, a source or an entry page with a device class; the channel with
 * the most sources), with a variant, and a page with a device class.
 */
const campaignFilterSets = [
  {},
  { campaign: paidSearchCampaigns[0].name },
  { channel: 'Paid Search' },
  { device: 'mobile' },
  { page: '/pricing' },
  { variant: 'pool' },
  { entry: 'landing' },
  { source: 'google' },
  { source: 'google', medium: 'cpc', campaign: paidSearchCampaigns[0].name },
  { device: 'mobile', variant: 'pool' },
  { channel: 'Paid Search', device: 'mobile', variant: 'pool' },
  { channel: 'Direct', device: 'mobile' },
  { channel: 'Referral', device: 'mobile' },
  { source: 'google', device: 'mobile' },
  { entry: 'landing', device: 'mobile' },
  { channel: 'Organic Search', entry: 'landing', variant: 'general' },
  { page: '/pricing', device: 'mobile' },
];
const filterLabel = (filters) =>
  Object.entries(filters)
    .map(([name, value]) => `${name}=${value}`)
    .join('&') || 'none';
/**
 * The filter sets the value measures are timed under (of campaignFilterSets): none, a source, a
 * campaign (spend placed on it), a device (deals only: spend is not known by device); and those
 * whose value figures are checked against the tables'.
 */
const valueFilterLabels = [
  {},
  { source: 'google' },
  { campaign: paidSearchCampaigns[0].name },
  { device: 'mobile' },
].map(filterLabel);
const valueCheckLabels = valueFilterLabels.slice(0, 1).concat(valueFilterLabels[2]);

/**
 * Builds the store of a seeded database from nothing, as a server does on its first start: the
 * instance's feedStore(db, 100, true) called until the store is built, caught up and its closed
 * months folded (as the background feed does), each call's time
 * recorded. Then a CHECKPOINT (the file holds everything, the write-ahead log nothing) and the
 * file's size and rows.
 */
async function buildStore(db) {
  const calls = [];
  const start = performance.now();
  for (;;) {
    const call = performance.now();
    const result = await appView.feedStore(db, 100, true);
    calls.push(performance.now() - call);
    if (result.built && result.caughtUp && !result.folding) break;
  }
  const totalMs = performance.now() - start;
  const facts = await appView.withStore(async (store) => {
    await store.connection.run('CHECKPOINT');
    const reader = await store.connection.runAndReadAll(
      `SELECT (SELECT count(*) FROM visits)::INTEGER AS visits,
         (SELECT count(*) FROM pages)::INTEGER AS pages,
         (SELECT count(*) FROM visits_months)::INTEGER AS visit_months,
         (SELECT count(*) FROM pages_months)::INTEGER AS page_months,
         (SELECT count(*) FROM combos)::INTEGER AS combos,
         (SELECT path FROM duckdb_databases() WHERE database_name = current_database()) AS path`,
    );
    return reader.getRowObjectsJS()[0];
  });
  const bytes = statSync(facts.path).size;
  console.log(
    `  store built in ${(totalMs / 1000).toFixed(1)} s: ${count(facts.visits)} visit rows, ` +
      `${count(facts.pages)} page rows, ${count(facts.visit_months)} + ${count(facts.page_months)} ` +
      `monthly rows, ${count(facts.combos)} combos, ${megabytes(bytes)} MB (${facts.path}); ` +
      `${calls.length} calls, median ${ms(median(calls))} ms, longest ${ms(Math.max(...calls))} ms`,
  );
  return {
    totalMs,
    visitRows: Number(facts.visits),
    pageRows: Number(facts.pages),
    monthlyRows: Number(facts.visit_months) + Number(facts.page_months),
    combos: Number(facts.combos),
    bytes,
    megabytes: megabytes(bytes),
    calls: calls.length,
    medianCallMs: median(calls),
    longestCallMs: Math.max(...calls),
  };
}
const campaignMeasures = ['visits', 'clicked', 'booked', 'cancelled', 'contacts'];

/**
 * The view's reads, each timed on its own over the range and filters: every function of the
 * reader chooseCampaignReader(db) gives (lib/analytics/campaign-reader.ts: the instance's store,
 * read through withStore), named as the reader names it (`figures`: a range's figures alone, as
 * the previous period and the overview's tiles read them; `view`: the figures, tables and funnel
 * of a range at once; `campaigns`: the campaigns the visits were seen with, which spend is placed
 * on), its `series` as the view's chart reads it (`trend`: readTrend(), by day or by week as the
 * range's length says). With `withValues`, the value measures of the range (`values`:
 * readCampaignValues(), the two statements below and the reader's campaigns at once) and each of
 * its statements alone (`spendStatement`: readSpendByCampaign, `dealsStatement`:
 * readDealsBySession and the store's bookedVisits of its sessions). Then the whole view, loadCampaigns() with the range's preset.
 */
async function campaignRun(db, range, preset, filters, withValues) {
  // Untimed: brings the store up to the record (nothing is new) and hands out the reader.
  const reader = await appView.chooseCampaignReader(db);
  const reads = Object.fromEntries(
    Object.entries(reader)
      // The deals' visits are read with the deals, below.
      .filter(([name]) => name !== 'bookedVisits')
      .map(([name, read]) =>
        name === 'series'
          ? ['trend', () => appView.readTrend(reader, range, filters)]
          : [name, () => read(range, filters)],
      ),
  );
  if (withValues) {
    Object.assign(reads, {
      values: () => appView.readCampaignValues(db, reader, range, filters),
      spendStatement: () => app.readSpendByCampaign(db, range),
      // The deals by session (PostgreSQL), then their visits' dimensions (the store).
      dealsStatement: async () => {
        const rows = await app.readDealsBySession(db, range);
        await reader.bookedVisits(rows.map((row) => row.session_id));
        return rows;
      },
    });
  }
  const times = {};
  const values = {};
  for (const [name, read] of Object.entries(reads)) {
    const { ms, value } = await timed(read);
    times[name] = ms;
    values[name] = value;
  }
  const load = await timed(() => appView.loadCampaigns(db, preset, filters));
  times.load = load.ms;
  values.load = load.value;
  return { times, values };
}

/**
 * A session's dimensions as the campaign model derives them from its row (campaign-model.ts); a
 * source by its one name (lib/sources.ts: google by UTM and www.google.com by referrer are one).
 */
const sessionDimensions = {
  channel: 'channel',
  source: `coalesce(${app.canonicalSourceSql('coalesce(utm_source, referrer_host)')}, 'direct')`,
  medium: `coalesce(utm_medium,
    CASE WHEN utm_source IS NULL AND referrer_host IS NOT NULL THEN 'referral' ELSE '(none)' END)`,
  campaign: `coalesce(utm_campaign, '(none)')`,
  device: `coalesce(device, '(unknown)')`,
  entry: `coalesce(landing_page, '(none)')`,
};

/**
 * The campaign figures by channel from the raw events of the sessions with a landing that match
 * the filters: visits are the sessions that started in the range and viewed a page (the page
 * filter's), clicked those that clicked a booking link (the page and variant filters'); booked
 * demos are `booked_demo` less `booking_cancelled` events dated in the range (the page and
 * variant filters'); contacts the sessions with a `contact_submit` (none under a page or variant
 * filter, which contacts have not).
 */
async function naiveCampaigns(db, range, filters) {
  const params = [range.from, range.to];
  const clauses = [];
  for (const [name, expression] of Object.entries(sessionDimensions)) {
    if (filters[name] === undefined) continue;
    params.push(filters[name]);
    clauses.push(`AND ${expression} = $${params.length}`);
  }
  const match = (name) => {
    if (filters[name] === undefined) return 'true';
    params.push(filters[name]);
    return `e.${name} = $${params.length}`;
  };
  const onPage = match('page');
  const ofVariant = match('variant');
  const contacts = filters.page === undefined && filters.variant === undefined;
  // A session's views and clicks count on the day it started (the store counts a visit's facts on
  // its session's first day, first_seen), even when a click comes after midnight at the range's
  // end; booked demos on the day they were made.
  const inRange = (column) =>
    `(($1::date IS NULL OR ${column} >= ($1::date::timestamp AT TIME ZONE '${tz}'))
      AND ${column} < (($2::date + 1)::timestamp AT TIME ZONE '${tz}'))`;
  const { rows } = await db.query(
    `WITH s AS (
       SELECT session_id, channel FROM analytics_sessions
       WHERE channel IS NOT NULL ${clauses.join(' ')}
     ),
     per AS (
       SELECT e.session_id,
         min(e.created_at) FILTER (
           WHERE e.event_type NOT IN ('booked_demo', 'booking_cancelled')) AS started,
         bool_or(e.event_type = 'page_view' AND ${onPage}) AS viewed,
         bool_or(e.event_type = 'cta_click' AND ${onPage} AND ${ofVariant}) AS clicked,
         bool_or(e.event_type = 'contact_submit') AS contacted,
         count(*) FILTER (WHERE e.event_type = 'booked_demo' AND ${onPage} AND ${ofVariant}
           AND ${inRange('e.created_at')}) AS booked,
         count(*) FILTER (WHERE e.event_type = 'booking_cancelled' AND ${onPage} AND ${ofVariant}
           AND ${inRange('e.created_at')}) AS cancelled
       FROM analytics_events e JOIN s USING (session_id)
       GROUP BY e.session_id
     )
     SELECT s.channel,
       count(*) FILTER (WHERE viewed AND ${inRange('started')}) AS visits,
       count(*) FILTER (WHERE clicked AND ${inRange('started')}) AS clicked,
       count(*) FILTER (WHERE contacted AND ${contacts} AND ${inRange('started')}) AS contacts,
       coalesce(sum(booked - cancelled), 0) AS booked,
       coalesce(sum(cancelled), 0) AS cancelled
     FROM per JOIN s USING (session_id)
     GROUP BY s.channel`,
    params,
  );
  const channels = new Map();
  const totals = Object.fromEntries(campaignMeasures.map((measure) => [measure, 0]));
  for (const row of rows) {
    const measures = Object.fromEntries(campaignMeasures.map((name) => [name, Number(row[name])]));
    channels.set(row.channel, measures);
    for (const name of campaignMeasures) totals[name] += measures[name];
  }
  return { totals, channels };
}

/** The reads of the value measures (campaignRun): not campaign figures of the store's. */
const valueReads = ['values', 'spendStatement', 'dealsStatement'];
/** The value measures compared (valueProblems), beside the counts. */
const valueMeasureNames = ['spend', 'qualifiedDeals', 'pipeline', 'wonRevenue'];

/**
 * The value figures of a range under no filter or a campaign (`filters.campaign`), straight from
 * the tables: the spend of the days in the range (of every spelling of the campaign, as the seed
 * gives google's or bing's visits each of its campaigns it spends on, so every spelling is placed
 * on the visits' one), and the deals whose booking was made on those days in a landed visit (of
 * the campaign).
 */
async function naiveValues(db, range, filters) {
  const params = [range.from, range.to];
  const campaign = filters.campaign !== undefined;
  if (campaign) params.push(filters.campaign);
  const { rows: spend } = await db.query(
    `SELECT sum(cost_cents)::float8 AS spend FROM ad_spend
     WHERE ($1::date IS NULL OR day >= $1::date) AND day <= $2::date
       ${campaign ? 'AND lower(campaign) = lower($3)' : ''}`,
    params,
  );
  const day = `(b.created_at AT TIME ZONE '${tz}')::date`;
  const { rows: deals } = await db.query(
    `SELECT count(*) FILTER (WHERE d.stage <> 'lost')::int AS qualified,
       coalesce(sum(d.amount_cents) FILTER (WHERE d.stage = 'qualified'), 0)::float8 AS pipeline,
       coalesce(sum(d.amount_cents) FILTER (WHERE d.stage = 'won'), 0)::float8 AS won
     FROM crm_deal d JOIN booking b ON b.id = d.booking_id
     JOIN analytics_sessions s ON s.session_id = b.session_id
     WHERE s.channel IS NOT NULL AND ($1::date IS NULL OR ${day} >= $1::date)
       AND ${day} <= $2::date ${campaign ? 'AND s.utm_campaign = $3' : ''}`,
    params,
  );
  return {
    spend: spend[0].spend === null ? null : Number(spend[0].spend),
    qualifiedDeals: Number(deals[0].qualified),
    pipeline: Number(deals[0].pipeline),
    wonRevenue: Number(deals[0].won),
  };
}

/** Where readCampaignValues()'s and loadCampaigns()'s value figures differ from the tables'. */
function valueProblems(values, naive) {
  const problems = [];
  const { figures } = values.load;
  const read = [
    ['values', values.values?.figures],
    ['loadCampaigns', figures.error ? undefined : figures.value.current],
  ];
  for (const [where, got] of read) {
    if (!got) {
      problems.push(`${where}: no value figures`);
      continue;
    }
    for (const name of valueMeasureNames) {
      const a = got[name];
      const b = naive[name];
      if (a === b || (a !== null && b !== null && Math.abs(a - b) < 0.5)) continue;
      problems.push(`${where} ${name}: read ${a}, tables ${b}`);
    }
  }
  return problems;
}

/**
 * Where the store's reads and loadCampaigns() differ from the naive figures: every read's figures
 * (a read that returns figures, or its `figures`) and channel table (its `tables.channels`, or a
 * tables read's `channels`), and the loaded view's figures.
 */
function compareCampaigns(values, naive) {
  const problems = [];
  const differ = (where, a, b) => {
    for (const name of campaignMeasures) {
      if ((a?.[name] ?? 0) !== (b?.[name] ?? 0)) {
        problems.push(`${where} ${name}: store ${a?.[name] ?? 0}, naive ${b?.[name] ?? 0}`);
      }
    }
  };
  let channelTables = 0;
  for (const [read, value] of Object.entries(values)) {
    if (read === 'load' || valueReads.includes(read)) continue;
    if (read === 'trend') {
      // Each visit, click and booked demo counts in one point: the points add up to the figures.
      const sums = Object.fromEntries(
        ['visits', 'clicked', 'booked'].map((name) => [
          name,
          value.points.reduce((sum, point) => sum + point[name], 0),
        ]),
      );
      for (const name of Object.keys(sums)) {
        if (sums[name] !== naive.totals[name]) {
          problems.push(`trend ${name}: points ${sums[name]}, naive ${naive.totals[name]}`);
        }
      }
      continue;
    }
    const figures = typeof value?.visits === 'number' ? value : value?.figures;
    if (figures) differ(read, figures, naive.totals);
    const channels = value?.tables?.channels ?? value?.channels;
    if (!Array.isArray(channels)) continue;
    channelTables += 1;
    const table = new Map(channels.map((row) => [row.label, row]));
    for (const channel of new Set([...table.keys(), ...naive.channels.keys()])) {
      differ(`${read} channel ${channel}`, table.get(channel), naive.channels.get(channel));
    }
  }
  if (channelTables === 0) problems.push('no read gave the channel table');
  const { figures, tables, funnel } = values.load;
  if (figures.error || tables.error || funnel.error) problems.push('loadCampaigns: a group failed');
  else differ('loadCampaigns', figures.value.current, naive.totals);
  return problems;
}

/**
 * EXPLAIN ANALYZE of the store's reads under `filters` (DuckDB's plans with each operator's time
 * and rows): each statement the reader's reads send is caught on the store's connection, then
 * explained with its parameters.
 */
async function explainCampaigns(db, range, filters, label) {
  const reader = await appView.chooseCampaignReader(db);
  const store = await appView.withStore(async (opened) => opened);
  const connection = store.connection;
  const run = connection.runAndReadAll;
  const own = Object.hasOwn(connection, 'runAndReadAll');
  const statements = new Map();
  connection.runAndReadAll = (sql, params) => {
    statements.set(JSON.stringify([sql, params]), { sql, params });
    return run.call(connection, sql, params);
  };
  try {
    for (const read of Object.values(reader)) await read(range, filters);
  } finally {
    if (own) connection.runAndReadAll = run;
    else delete connection.runAndReadAll;
  }
  for (const { sql, params } of statements.values()) {
    const plan = await appView.withStore(async () => {
      const explained = await run.call(connection, `EXPLAIN ANALYZE ${sql}`, params);
      return explained
        .getRowObjectsJS()
        .map((row) => row.explain_value)
        .join('\n');
    });
    console.log(
      `\n-- ${label}, ${filterLabel(filters)}\n${sql.trim()}\n-- ${JSON.stringify(params)}\n${plan}`,
    );
  }
}

/**
 * The campaign view over one range under every filter set (campaignRange), kept in
 * `campaignMeasured` and summed up on the console.
 */
async function measureCampaigns(
  db,
  { size, engine, rangeName, range, preset, isLargest, withValues, campaignMeasured },
) {
  const campaignIdle = await waitForQuietCpu(quietWaitMs);
  const campaigns = await campaignRange(db, range, preset, {
    isLargest,
    withValues,
    label: `${engine} ${size} ${rangeName}`,
  });
  for (const campaign of campaigns) {
    campaignMeasured.push({
      size,
      engine,
      range: rangeName,
      cpuIdleBefore: campaignIdle,
      ...campaign,
    });
  }
  const slowest = campaigns
    .flatMap((c) => Object.entries(c.times).map(([name, value]) => ({ c, name, value })))
    .reduce((a, b) => (b.value > a.value ? b : a));
  const campaignProblems = campaigns.flatMap((c) => c.problems.map((p) => `${c.label}: ${p}`));
  console.log(
    `  ${rangeName}: campaign view, ${campaigns.length} filter sets: slowest ` +
      `${ms(slowest.value)} ms (${slowest.name}, ${slowest.c.label}), loadCampaigns unfiltered ` +
      `${ms(campaigns[0].times.load)} ms (trend ${ms(campaigns[0].times.trend)} ms` +
      (withValues
        ? `, values ${ms(campaigns[0].times.values)} ms: spend ` +
          `${ms(campaigns[0].times.spendStatement)} ms, deals ${ms(campaigns[0].times.dealsStatement)} ms`
        : '') +
      `), naive unfiltered ${naiveSeconds(campaigns[0].naiveMs)} ` +
      `(CPU idle before: ${campaignIdle})` +
      (campaignProblems.length ? `; MISMATCH ${campaignProblems.join('; ')}` : ''),
  );
  return campaigns;
}

/**
 * Every filter set over one range: timings (median of `runs`), the naive check, EXPLAINs; with
 * `context.withValues` (spend and deals seeded), the value reads under valueFilterSets, their
 * figures checked against the tables' unfiltered and under a campaign.
 */
async function campaignRange(db, range, preset, context) {
  const results = [];
  for (const filters of campaignFilterSets) {
    const label = filterLabel(filters);
    const withValues = context.withValues && valueFilterLabels.includes(label);
    await campaignRun(db, range, preset, filters, withValues); // warm-up
    const runsDone = [];
    for (let i = 0; i < runs; i += 1) {
      runsDone.push(await campaignRun(db, range, preset, filters, withValues));
    }
    const times = Object.fromEntries(
      Object.keys(runsDone[0].times).map((name) => [
        name,
        median(runsDone.map((run) => run.times[name])),
      ]),
    );
    const naive = withNaive ? await timed(() => naiveCampaigns(db, range, filters)) : null;
    const checkValues = withValues && valueCheckLabels.includes(label);
    const tables = checkValues ? await naiveValues(db, range, filters) : null;
    const valueMismatches = tables ? valueProblems(runsDone[0].values, tables) : [];
    const loaded = runsDone[0].values.load.figures.value?.current;
    results.push({
      filters,
      label,
      times,
      naiveMs: naive?.ms ?? null,
      figures: runsDone[0].values.figures ?? loaded,
      naive: naive?.value.totals ?? null,
      values: withValues
        ? {
            ...runsDone[0].values.values.figures,
            roas: loaded?.roas ?? null,
            seenCampaigns: runsDone[0].values.campaigns.length,
            spendRows: runsDone[0].values.spendStatement.length,
            dealRows: runsDone[0].values.dealsStatement.length,
          }
        : null,
      valuesChecked: tables,
      valueMismatches,
      problems: [
        ...(naive ? compareCampaigns(runsDone[0].values, naive.value) : []),
        ...valueMismatches,
      ],
    });
    const slow = Object.values(times).some((ms) => ms >= targetMs);
    if (explain && context.isLargest && (slow || Object.keys(filters).length === 0)) {
      await explainCampaigns(db, range, filters, context.label);
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

/**
 * The Speed section over one range: its query and loadSpeed() timed (median of `runs` after a
 * warm-up), and its figures checked against the raw events: for every page view and each device
 * class (the timed naive query) and each page (one more, untimed), the rating counts must be
 * equal and each 75th percentile (percentile_disc, the nearest rank) in the histogram bucket of
 * the exact one, or beyond the span on the same side. The worst relative error is reported apart
 * for the total and device rows (thousands of samples) and for the pages (down to a few).
 */
async function speedRange(db, range, preset) {
  const query = () => app.speed.getVitalsBuckets(db, range);
  const load = () => appView.loadSpeed(db, preset);
  await query();
  await load();
  const queryTimes = [];
  const loadTimes = [];
  let view = null;
  for (let i = 0; i < runs; i += 1) {
    queryTimes.push((await timed(query)).ms);
    const loaded = await timed(load);
    loadTimes.push(loaded.ms);
    view = loaded.value;
  }
  const where = range.from
    ? `AND created_at >= ($1::date::timestamp AT TIME ZONE '${tz}')
       AND created_at < (($2::date + 1)::timestamp AT TIME ZONE '${tz}')`
    : `AND created_at < (($1::date + 1)::timestamp AT TIME ZONE '${tz}')`;
  const params = range.from ? [range.from, range.to] : [range.to];
  const metrics = app.vitalMetrics
    .map(
      (metric) =>
        `('${metric}', (e.metadata->>'${metric}')::float8, ${app.vitals[metric].good}::float8, ${app.vitals[metric].poor}::float8)`,
    )
    .join(', ');
  const naive = (dims) =>
    db.query(
      `SELECT dim, value, metric, count(*) FILTER (WHERE v <= good) AS good,
         count(*) FILTER (WHERE v > good AND v <= poor) AS fair, count(*) FILTER (WHERE v > poor) AS poor,
         percentile_disc(0.75) WITHIN GROUP (ORDER BY v) AS p75
       FROM analytics_events e
       LEFT JOIN analytics_sessions s USING (session_id)
       CROSS JOIN LATERAL (VALUES ${metrics}) AS t(metric, v, good, poor)
       CROSS JOIN LATERAL (VALUES ${dims}) AS k(dim, value)
       WHERE e.event_type = 'web_vitals' AND t.v IS NOT NULL ${where}
       GROUP BY 1, 2, 3`,
      params,
    );
  let naiveMs = null;
  let rows = [];
  let pageRows = [];
  if (withNaive) {
    const naiveStart = performance.now();
    ({ rows } = await naive(`('total', ''), ('device', coalesce(s.device, '(unknown)'))`));
    naiveMs = performance.now() - naiveStart;
    ({ rows: pageRows } = await naive(`('page', e.page)`));
  }
  const problems = [];
  const figures = view?.speed.error ? null : view?.speed.value;
  if (!figures) problems.push('loadSpeed failed');
  const worst = { total: 0, page: 0 };
  for (const row of [...rows, ...pageRows]) {
    const list = { total: [figures?.total], device: figures?.devices, page: figures?.pages }[
      row.dim
    ];
    const speedRow = list?.find((found) => row.dim === 'total' || found?.label === row.value);
    const summary = speedRow?.metrics[row.metric];
    const label = `${row.dim} ${row.value} ${row.metric}`;
    if (!summary) {
      problems.push(`${label}: missing`);
      continue;
    }
    for (const key of ['good', 'fair', 'poor']) {
      if (summary[key] !== Number(row[key])) {
        problems.push(`${label} ${key}: rollup ${summary[key]}, raw ${row[key]}`);
      }
    }
    const exact = Number(row.p75);
    const { low, high } = app.vitals[row.metric];
    const inBucket =
      summary.p75Bound === 'below'
        ? exact < low
        : summary.p75Bound === 'above'
          ? exact > high
          : app.bucketOf(row.metric, summary.p75) === app.bucketOf(row.metric, exact);
    if (!inBucket) {
      problems.push(`${label} p75: rollup ${summary.p75Bound ?? ''} ${summary.p75}, raw ${exact}`);
    }
    if (summary.p75Bound) continue;
    const off = exact === 0 ? Math.abs(summary.p75) : Math.abs(summary.p75 - exact) / exact;
    const kind = row.dim === 'page' ? 'page' : 'total';
    worst[kind] = Math.max(worst[kind], off);
  }
  const { rows: sizes } = await db.query(
    `SELECT count(*) AS rows, count(*) FILTER (WHERE dim = 'page') AS page_rows,
       count(DISTINCT day) AS days, pg_total_relation_size('analytics_daily_vitals') AS bytes
     FROM analytics_daily_vitals`,
  );
  return {
    times: { query: median(queryTimes), load: median(loadTimes) },
    naiveMs,
    problems,
    worstP75: withNaive ? worst.total : null,
    worstPageP75: withNaive ? worst.page : null,
    samples: figures?.total.metrics.lcp.samples ?? 0,
    pages: figures?.pages.length ?? 0,
    rollupRows: Number(sizes[0].rows),
    rollupRowsPerDay: Math.round(Number(sizes[0].rows) / Math.max(1, Number(sizes[0].days))),
    rollupMegabytes: Math.round(Number(sizes[0].bytes) / 1e5) / 10,
  };
}

/**
 * The range whose read of daily rows is longest (lib/db/queries/periods.ts reads a month from the
 * monthly table, less its days outside the range, once more than half of it is in the range): from the 17th of the month four months before `today`'s to the 15th of the month
 * after next, about 15 days of daily rows at each end around one whole month.
 */
const longestDailyRange = (today) => aroundOneMonth(today, 17, 15);

/**
 * From the `first` of the month four months before `today`'s to the `last` of the month after
 * next: one whole month between two partial ones.
 */
function aroundOneMonth(today, first, last) {
  const start = new Date(`${today.slice(0, 7)}-${first}T12:00:00Z`);
  start.setUTCMonth(start.getUTCMonth() - 4);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + 2, last);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/**
 * From the 18th of the month four months before `today`'s to the 18th of the month after next
 * (two months, 61 or 62 days): the campaign rollups' longest read under one filter, kept so that
 * runs before and after the store compare (the store reads the rows of a range's days, wherever
 * they fall in the months).
 */
const longestCampaignRange = (today) => aroundOneMonth(today, 18, 18);

/**
 * A year from the 18th: from the 18th of `today`'s month a year before to the 18th of this month
 * (or of the month before, when today is not past it): on the bench's 400 days, most of the
 * store's rows, read as an exact range (`from..to`, at most 400 days, lib/analytics/range.ts).
 */
function yearRange(today) {
  const end = new Date(`${today.slice(0, 7)}-18T12:00:00Z`);
  if (today < end.toISOString().slice(0, 10)) end.setUTCMonth(end.getUTCMonth() - 1);
  const start = new Date(end);
  start.setUTCFullYear(start.getUTCFullYear() - 1);
  return { from: start.toISOString().slice(0, 10), to: end.toISOString().slice(0, 10) };
}

/** The Speed section over `range`, timed and checked, printed and added to `speedMeasured`. */
async function measureSpeed(db, { size, engine, rangeName, range, preset, speedMeasured }) {
  const speedIdle = await waitForQuietCpu(quietWaitMs);
  const speed = await speedRange(db, range, preset);
  speedMeasured.push({ size, engine, range: rangeName, cpuIdleBefore: speedIdle, ...speed });
  console.log(
    `  ${rangeName}: speed section query ${ms(speed.times.query)} ms, loadSpeed ${ms(speed.times.load)} ms, ` +
      `naive ${naiveSeconds(speed.naiveMs)}; ${count(speed.samples)} LCP samples over ` +
      `${speed.pages} pages; rollup ${count(speed.rollupRows)} rows (${count(speed.rollupRowsPerDay)} a day, ` +
      `${speed.rollupMegabytes} MB); p75 against the raw events: ${
        speed.worstP75 === null
          ? 'not checked'
          : `worst ${percentOff(speed.worstP75)} off (pages ${percentOff(speed.worstPageP75)})`
      } (CPU idle before: ${speedIdle})` +
      (speed.problems.length ? `; MISMATCH ${speed.problems.join('; ')}` : ''),
  );
}

async function sizeOf(db, engine) {
  const { rows } = await db.query(
    `SELECT
       pg_total_relation_size('analytics_events') AS raw_bytes,
       pg_total_relation_size('analytics_daily') AS daily_bytes,
       (SELECT count(*) FROM analytics_daily) AS daily_rows,
       (SELECT count(*) FROM analytics_daily_totals) AS totals_rows,
       (SELECT count(*) FROM analytics_daily_pages) AS page_rows,
       (SELECT count(*) FROM analytics_duration_buckets) AS bucket_rows,
       (SELECT count(*) FROM analytics_sessions) AS session_rows,
       version() AS version`,
  );
  const row = rows[0];
  return {
    engine,
    rawBytes: Number(row.raw_bytes),
    rawMegabytes: Math.round(Number(row.raw_bytes) / 1e6),
    dailyMegabytes: Math.round(Number(row.daily_bytes) / 1e5) / 10,
    dailyRows: Number(row.daily_rows),
    totalsRows: Number(row.totals_rows),
    pageRows: Number(row.page_rows),
    bucketRows: Number(row.bucket_rows),
    sessionRows: Number(row.session_rows),
    version: String(row.version).split(' on ')[0],
  };
}

/** What the seed made of the sessions: channels, campaigns, sources, devices, bookings. */
async function describeSeed(db) {
  const { rows: channels } = await db.query(
    `SELECT channel, count(*) AS sessions, count(*) FILTER (WHERE booking_clicked) AS clicked
     FROM analytics_sessions WHERE landing_page IS NOT NULL
     GROUP BY channel ORDER BY count(*) DESC`,
  );
  const { rows: devices } = await db.query(
    `SELECT device, count(*) AS sessions FROM analytics_sessions
     WHERE landing_page IS NOT NULL GROUP BY device ORDER BY count(*) DESC`,
  );
  const { rows } = await db.query(
    `SELECT
       (SELECT count(*) FROM analytics_sessions) AS sessions,
       (SELECT count(DISTINCT utm_campaign) FROM analytics_sessions) AS campaigns,
       (SELECT count(DISTINCT coalesce(utm_source, referrer_host)) FROM analytics_sessions) AS sources,
       (SELECT count(DISTINCT referrer_host) FROM analytics_sessions WHERE channel = 'Referral')
         AS referral_hosts,
       (SELECT coalesce(sum(events), 0) FROM analytics_daily_totals
        WHERE event_type = 'booked_demo') AS booked,
       (SELECT coalesce(sum(events), 0) FROM analytics_daily_totals
        WHERE event_type = 'booked_demo' AND variant = 'other') AS unmatched,
       (SELECT coalesce(sum(events), 0) FROM analytics_daily_totals
        WHERE event_type = 'booking_cancelled') AS cancelled`,
  );
  const row = rows[0];
  const visits = channels.reduce((sum, channel) => sum + Number(channel.sessions), 0);
  return {
    sessions: Number(row.sessions),
    visits,
    channels: Object.fromEntries(
      channels.map((channel) => [
        channel.channel,
        { sessions: Number(channel.sessions), clicked: Number(channel.clicked) },
      ]),
    ),
    devices: Object.fromEntries(devices.map((device) => [device.device, Number(device.sessions)])),
    campaigns: Number(row.campaigns),
    sources: Number(row.sources),
    referralHosts: Number(row.referral_hosts),
    bookedDemos: Number(row.booked),
    unmatchedBookings: Number(row.unmatched),
    cancellations: Number(row.cancelled),
  };
}

const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)}%`;

async function benchmark(engine, size, isLargest) {
  // The campaign store's folder: DATA_DIR of this size and engine, read by a fresh view bundle.
  const storeDir = mkdtempSync(join(tmpdir(), 'jackie-bench-store-'));
  leftovers.storeDir = storeDir;
  appView = await bundleView(storeDir);
  const { db, cleanup } = engine === 'pglite' ? await createPglite() : await createPostgres();
  try {
    console.log(`\n${engine}, ${size.toLocaleString('en-US')} events: seeding (${seedMode})...`);
    const seedStart = performance.now();
    const { generateMs, bookingRows } =
      seedMode === 'sql' ? await seedWithSql(db, size) : await seedWithInsertEvents(db, size);
    const seedMs = performance.now() - seedStart;
    console.log(
      `  seeded in ${(seedMs / 1000).toFixed(0)} s (${Math.round(size / (seedMs / 1000)).toLocaleString('en-US')} rows/s, ` +
        `${(generateMs / 1000).toFixed(0)} s of it generating rows in JS)`,
    );
    // Spend and deals on the seeded visits (the sql seed has none to put them on).
    const valueStart = performance.now();
    const valueSeed = seedMode === 'insert' ? await seedValues(db) : null;
    if (valueSeed) {
      const v = valueSeed;
      console.log(
        `  value seed in ${((performance.now() - valueStart) / 1000).toFixed(1)} s: ` +
          `${count(v.spendRows)} ad_spend rows (${v.spendCampaigns} campaigns x ${spendDays} days, ` +
          `${v.spendImports} imports, $${count(Math.round(v.spendCents / 100))}); ${count(v.deals)} ` +
          `deals on as many bookings, of ${count(v.bookedDemosOpen)} booked demos not cancelled ` +
          `(${count(v.qualifiedDeals)} qualified, ${count(v.wonDeals)} won for ` +
          `$${count(Math.round(v.wonCents / 100))}, ${count(v.lostDeals)} lost)`,
      );
    }
    // PostgreSQL's autovacuum would do this shortly after a bulk load; PGlite has no autovacuum.
    const vacuumStart = performance.now();
    await db.query('VACUUM ANALYZE');
    const vacuumMs = performance.now() - vacuumStart;
    const storeBuild = await buildStore(db);
    const storage = await sizeOf(db, engine);
    const traffic = await describeSeed(db);
    if (traffic.sessions === 0) {
      console.log(
        '  no sessions (the sql seed has no landings): the campaign figures are all zero',
      );
    } else {
      console.log(
        `  ${count(traffic.sessions)} sessions, ${count(traffic.visits)} with a page view ` +
          `(${(size / traffic.visits).toFixed(1)} events each): ` +
          Object.entries(traffic.channels)
            .map(([channel, { sessions }]) => `${channel} ${percent(sessions, traffic.visits)}`)
            .join(', '),
      );
      console.log(
        `  ${Object.entries(traffic.devices)
          .map(([device, sessions]) => `${device} ${percent(sessions, traffic.visits)}`)
          .join(', ')}; ${traffic.campaigns} campaigns, ${traffic.sources} sources ` +
          `(${traffic.referralHosts} referring sites); ${count(traffic.bookedDemos)} booked demos ` +
          `(${count(traffic.unmatchedBookings)} with no known session), ` +
          `${count(traffic.cancellations)} cancelled; raw table ${count(storage.rawMegabytes)} MB, ` +
          `campaign store ${storeBuild.megabytes} MB`,
      );
    }

    const today = businessToday();
    const monthAgo = new Date(`${today}T12:00:00Z`);
    monthAgo.setUTCDate(monthAgo.getUTCDate() - 29);
    const ranges = {
      'all time': { from: null, to: today },
      '30 days': { from: monthAgo.toISOString().slice(0, 10), to: today },
    };
    const loadPresets = { 'all time': 'all', '30 days': '30d' };

    const measured = [];
    const campaignMeasured = [];
    const speedMeasured = [];
    for (const [rangeName, range] of Object.entries(ranges)) {
      const cpuIdleBefore = await waitForQuietCpu(quietWaitMs);
      await rollupRun(db, range); // warm-up
      const rollups = [];
      for (let i = 0; i < runs; i += 1) rollups.push(await rollupRun(db, range));
      const loads = [];
      for (let i = 0; i < runs; i += 1) {
        loads.push(await timed(() => appView.loadDashboard(db, loadPresets[rangeName])));
      }
      const naives = [];
      for (let i = 0; withNaive && i < naiveRuns; i += 1) naives.push(await naiveRun(db, range));

      const times = Object.fromEntries(
        Object.keys(rollups[0].times).map((name) => [
          name,
          median(rollups.map((run) => run.times[name])),
        ]),
      );
      const naiveMs = withNaive ? median(naives.map((run) => run.ms)) : null;

      const campaigns = await measureCampaigns(db, {
        size,
        engine,
        rangeName,
        range,
        preset: loadPresets[rangeName],
        isLargest,
        withValues: valueSeed !== null,
        campaignMeasured,
      });
      // The overview's Visits and Booked demos tiles read the campaign store (loadDashboard).
      const totals = campaigns.find((row) => row.label === 'none').naive;
      const overview = loads[0].value.tiles;
      const storeTiles = overview.error
        ? null
        : {
            visits: overview.value.current.visits,
            bookedDemos: overview.value.current.bookedDemos,
          };
      const problems = withNaive
        ? [
            ...compareFigures(rollups[0].values.tiles, naives[0].value),
            ...(storeTiles
              ? compareFigures(
                  storeTiles,
                  { visits: totals.visits, bookedDemos: totals.booked },
                  'store',
                )
              : ['loadDashboard: the tiles failed']),
          ]
        : [];
      const row = {
        size,
        engine,
        range: rangeName,
        times,
        loadDashboardMs: median(loads.map((load) => load.ms)),
        naiveMs,
        speedup: naiveMs === null ? null : naiveMs / times.total,
        problems,
        cpuIdleBefore,
        tiles: { ...rollups[0].values.tiles, ...storeTiles },
      };
      measured.push(row);
      console.log(
        `  ${rangeName}: dashboard queries ${times.total.toFixed(1)} ms (slowest ` +
          `${Math.max(...Object.values(times).filter((_, i, all) => i < all.length - 1)).toFixed(1)} ms), ` +
          `loadDashboard ${row.loadDashboardMs?.toFixed(1) ?? 'n/a'} ms, naive ${naiveSeconds(naiveMs)} ` +
          `(CPU idle before: ${cpuIdleBefore})` +
          (problems.length ? `; MISMATCH ${problems.join('; ')}` : ''),
      );
      if (explain && isLargest) await explainQueries(db, range, `${engine} ${size} ${rangeName}`);
      if (withVitals && seedMode === 'insert') {
        const preset = loadPresets[rangeName];
        await measureSpeed(db, { size, engine, rangeName, range, preset, speedMeasured });
      }
    }
    // The campaign view over three exact ranges (`from..to` presets): one whole month between two
    // halves, two months from the 18th to the 18th, and a year.
    for (const range of [longestDailyRange(today), longestCampaignRange(today), yearRange(today)]) {
      const rangeName = `${range.from}..${range.to}`;
      const preset = rangeName;
      await measureCampaigns(db, {
        size,
        engine,
        rangeName,
        range,
        preset,
        isLargest,
        withValues: valueSeed !== null,
        campaignMeasured,
      });
    }
    if (withVitals && seedMode === 'insert') {
      const range = longestDailyRange(today);
      const rangeName = `${range.from}..${range.to}`;
      await measureSpeed(db, { size, engine, rangeName, range, preset: rangeName, speedMeasured });
    }
    const alertsMs = await measureAlerts(db);
    return {
      seed: {
        engine,
        size,
        seedMode,
        seedMs,
        generateMs,
        vacuumMs,
        storeBuild,
        bookingRows,
        ...storage,
        traffic,
        values: valueSeed,
        alertsMs,
      },
      measured,
      campaignMeasured,
      speedMeasured,
    };
  } finally {
    await appView.closeCampaignStore();
    if (keepDatabase) console.log(`  kept the campaign store folder ${storeDir}`);
    else rmSync(storeDir, { recursive: true, force: true });
    leftovers.storeDir = '';
    await cleanup();
  }
}

const selected = engines.filter((engine) => engine !== 'postgres' || adminUrl);
if (selected.length < engines.length) {
  console.warn('PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL to include it.');
}
if (selected.length === 0) {
  // Nothing measured is not "every figure under the target".
  console.error('No engine left to measure.');
  process.exit(1);
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
const campaignMeasured = [];
const speedMeasured = [];
const largest = Math.max(...sizes);
for (const size of sizes) {
  for (const engine of selected) {
    const result = await benchmark(engine, size, size === largest);
    seeds.push(result.seed);
    measured.push(...result.measured);
    campaignMeasured.push(...result.campaignMeasured);
    speedMeasured.push(...result.speedMeasured);
  }
}

console.log(
  `\nMachine: ${machine.cpus} CPUs (${machine.cpuModel}), Node ${machine.node}, PGlite ${machine.pglite}; ` +
    `median of ${runs} runs, milliseconds\n`,
);
console.log(
  '| events | engine | seeding | seed rows/s | raw table MB | analytics_daily rows | totals rows | page rows | duration bucket rows | sessions | store visit rows | store page rows | campaign store MB | store build | ad_spend rows | deals | database |',
);
console.log(
  '| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | --- |',
);
for (const s of seeds) {
  console.log(
    `| ${count(s.size)} | ${s.engine} | ${s.seedMode === 'sql' ? 'INSERT ... SELECT + migration backfill' : `insertEvents() x ${count(batchSize)}`} | ` +
      `${count(Math.round((s.size + s.bookingRows) / (s.seedMs / 1000)))} | ${count(s.rawMegabytes)} | ${count(s.dailyRows)} | ` +
      `${count(s.totalsRows)} | ${count(s.pageRows)} | ${count(s.bucketRows)} | ${count(s.sessionRows)} | ` +
      `${count(s.storeBuild.visitRows)} | ${count(s.storeBuild.pageRows)} | ${s.storeBuild.megabytes} | ` +
      `${(s.storeBuild.totalMs / 1000).toFixed(1)} s, ${count(s.storeBuild.calls)} calls (median ` +
      `${ms(s.storeBuild.medianCallMs)} ms, longest ${ms(s.storeBuild.longestCallMs)} ms) | ` +
      `${s.values ? count(s.values.spendRows) : 'none'} | ${s.values ? count(s.values.deals) : 'none'} | ${s.version} |`,
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
      `${ms(t.droppedEvents)} | ${ms(t.total)} | ${r.loadDashboardMs === null ? 'n/a' : ms(r.loadDashboardMs)} | ${naiveCell(r.naiveMs)} | ` +
      `${r.speedup === null ? 'not run' : `${count(Math.round(r.speedup))}x`} |`,
  );
}

// A column per read of the store's reader (campaignRun) and the value measures' read (blank under
// the filter sets they are not timed under), then the whole view.
const campaignReads = Object.keys(campaignMeasured[0]?.times ?? {}).filter(
  (name) => name !== 'load' && name !== 'spendStatement' && name !== 'dealsStatement',
);
console.log(
  `\n| events | engine | range | filters | ${campaignReads.join(' | ')} | loadCampaigns | naive | visits | clicked | booked |`,
);
console.log(
  `| ---: | --- | --- | --- | ${campaignReads.map(() => '---: | ').join('')}---: | ---: | ---: | ---: | ---: |`,
);
for (const r of campaignMeasured) {
  const t = r.times;
  console.log(
    `| ${count(r.size)} | ${r.engine} | ${r.range} | ${r.label} | ` +
      campaignReads.map((name) => `${t[name] === undefined ? '' : ms(t[name])} | `).join('') +
      `${ms(t.load)} | ${naiveCell(r.naiveMs)} | ${count(r.figures.visits)} | ` +
      `${count(r.figures.clicked)} | ${count(r.figures.booked)} |`,
  );
}

// The value measures (spend and deals seeded): their reads, then the figures the view shows.
const valueMeasured = campaignMeasured.filter((r) => r.values);
if (valueMeasured.length) {
  const dollars = (cents) => (cents === null ? '-' : `$${count(Math.round(cents / 100))}`);
  console.log(
    '\n| events | engine | range | filters | readCampaignValues | spend statement | deals statement | campaigns seen | trend | loadCampaigns | spend rows | deal rows | spend | qualified deals | pipeline | won revenue | ROAS | checked against the tables |',
  );
  console.log(
    '| ---: | --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  );
  for (const r of valueMeasured) {
    const t = r.times;
    const v = r.values;
    console.log(
      `| ${count(r.size)} | ${r.engine} | ${r.range} | ${r.label} | ${ms(t.values)} | ` +
        `${ms(t.spendStatement)} | ${ms(t.dealsStatement)} | ${ms(t.campaigns)} | ${ms(t.trend)} | ` +
        `${ms(t.load)} | ${count(v.spendRows)} | ${count(v.dealRows)} | ${dollars(v.spend)} | ` +
        `${count(v.qualifiedDeals)} | ${dollars(v.pipeline)} | ${dollars(v.wonRevenue)} | ` +
        `${v.roas === null ? '-' : v.roas.toFixed(2)} | ` +
        `${r.valuesChecked ? (r.valueMismatches.length ? 'MISMATCH' : 'equal') : 'not checked'} |`,
    );
  }
}

if (speedMeasured.length) {
  console.log(
    '\n| events | engine | range | speed query | loadSpeed | naive | LCP samples | pages | rollup rows | rows a day | worst p75 error (pages) | CPU idle before |',
  );
  console.log('| ---: | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of speedMeasured) {
    console.log(
      `| ${count(r.size)} | ${r.engine} | ${r.range} | ${ms(r.times.query)} | ${ms(r.times.load)} | ` +
        `${naiveCell(r.naiveMs)} | ${count(r.samples)} | ${r.pages} | ${count(r.rollupRows)} | ` +
        `${count(r.rollupRowsPerDay)} | ${percentOff(r.worstP75)} (${percentOff(r.worstPageP75)}) | ` +
        `${Math.round(r.cpuIdleBefore * 100)}% |`,
    );
  }
}

const misses = [
  ...measured.flatMap((r) =>
    Object.entries(r.times)
      .filter(([name, value]) => name !== 'total' && value >= targetMs)
      .map(([name, value]) => `${r.engine} ${count(r.size)} ${r.range}: ${name} ${ms(value)} ms`),
  ),
  ...campaignMeasured.flatMap((r) =>
    Object.entries(r.times)
      .filter(([, value]) => value >= targetMs)
      .map(
        ([name, value]) =>
          `${r.engine} ${count(r.size)} ${r.range}, campaign ${name} (${r.label}): ${ms(value)} ms`,
      ),
  ),
  ...speedMeasured.flatMap((r) =>
    Object.entries(r.times)
      .filter(([, value]) => value >= targetMs)
      .map(
        ([name, value]) =>
          `${r.engine} ${count(r.size)} ${r.range}, speed ${name}: ${ms(value)} ms`,
      ),
  ),
];
const mismatches = [...measured, ...campaignMeasured, ...speedMeasured].filter(
  (r) => r.problems.length > 0,
);

mkdirSync(join(root, 'bench-results'), { recursive: true });
const file = join(
  root,
  'bench-results',
  `dashboard-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`,
);
writeFileSync(
  file,
  JSON.stringify(
    { machine, runs, batchSize, seeds, measured, campaignMeasured, speedMeasured, misses },
    null,
    2,
  ),
);
console.log(`\nFull results: ${file}`);
if (misses.length) console.log(`Figures at or over ${targetMs} ms:\n  ${misses.join('\n  ')}`);
else console.log(`Every dashboard and campaign figure under ${targetMs} ms.`);
if (!withNaive) console.log('BENCH_NAIVE=0: no figure was checked against the raw events.');
if (mismatches.length) {
  console.error('Rollup or store figures and naive figures disagree (see MISMATCH above).');
  process.exit(1);
}
process.exit(0);
