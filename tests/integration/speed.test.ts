/**
 * Real visitors' speed on both engines: web_vitals events sent through ingestion fold into the
 * vitals rollup in insertEvents' one statement, and the rollup says what the raw events say (one
 * row per day, page or device class and metric, with the same rating and bucket counts); the
 * Speed section's loader reads the figures back, its 75th percentile in the bucket of the exact
 * one and every day of a range counted once; bots, staff and malformed vitals count nowhere.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browser, pageView, session, useIngest } from '@/lib/analytics/ingest-test-kit';
import {
  bucketColumns,
  bucketOf,
  ratingOf,
  type VitalMetric,
  type VitalValues,
  vitalMetrics,
  vitals,
  widestBucket,
} from '@/lib/analytics/web-vitals';
import { loadSpeed } from '@/lib/analytics/web-vitals-data';
import { countEvents, type EventRow, insertEvents, listEvents } from '@/lib/db/queries/events';
import { engines } from '@/tests/db/harness';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const otherSession = '5a1c8e2f-3b4d-4e6f-8a9b-0c1d2e3f4a5b';
const now = new Date();

const vitalsOf = (values: VitalValues, overrides: Record<string, unknown> = {}) => ({
  event_type: 'web_vitals',
  session_id: session,
  page: 'landing',
  url: 'https://jackie.example/',
  metadata: values,
  ...overrides,
});

type Key = string;
type Histogram = { good: number; fair: number; poor: number; buckets: number[] };
/**
 * The rollup's rows as the raw events say they must be: dim, value, metric → rating counts and
 * bucket counts.
 */
function expectedRollup(events: { page: string | null; metadata: unknown; device: string }[]) {
  const rows = new Map<Key, Histogram>();
  for (const event of events) {
    const values = event.metadata as VitalValues;
    for (const metric of vitalMetrics) {
      const value = values[metric];
      if (value === undefined) continue;
      const rating = ratingOf(metric, value);
      for (const [dim, label] of [
        ['total', ''],
        ['page', event.page ?? ''],
        ['device', event.device],
      ]) {
        const key = [dim, label, metric].join('|');
        const row = rows.get(key) ?? {
          good: 0,
          fair: 0,
          poor: 0,
          buckets: bucketColumns.map(() => 0),
        };
        if (rating === 'good') row.good += 1;
        else if (rating === 'needs-improvement') row.fair += 1;
        else row.poor += 1;
        const bucket = bucketOf(metric, value);
        row.buckets[bucket] = (row.buckets[bucket] ?? 0) + 1;
        rows.set(key, row);
      }
    }
  }
  return Object.fromEntries([...rows].sort(([a], [b]) => a.localeCompare(b)));
}

/** A fixed spread of `n` values around `median` (log-normal), in the metric's unit and precision. */
function spread(metric: VitalMetric, n: number, median: number, sigma: number): number[] {
  let state = 11;
  const next = () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
  const step = vitals[metric].unit === 'score' ? 10_000 : 1;
  return Array.from({ length: n }, () => {
    const normal = Math.sqrt(-2 * Math.log(next())) * Math.cos(2 * Math.PI * next());
    return Math.round(median * Math.exp(sigma * normal) * step) / step;
  });
}

/** The nearest-rank 75th percentile, as percentile_disc(0.75) and Core Web Vitals read it. */
const exactP75 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1] as number;

/** A stored web_vitals event at midday (Eastern) of `day`, as insertEvents takes it. */
const vitalsRow = (day: string, metadata: VitalValues, page = '/pricing'): EventRow => ({
  receivedAt: new Date(`${day}T17:00:00Z`),
  sessionId: session,
  userAgent: browser,
  page,
  url: `https://jackie.example${page}`,
  label: null,
  variant: null,
  durationMs: null,
  metadata,
  eventType: 'web_vitals',
});

for (const engine of engines()) {
  describe(`real visitors' speed on ${engine.name}`, () => {
    const test = useIngest(engine);
    const send = (events: unknown[], headers?: Record<string, string>) =>
      test.send({ events }, headers);

    /** The rollup summed over all time, from the daily or the monthly table. */
    async function storedRollup(table = 'analytics_daily_vitals') {
      const { rows } = await test.db.query(
        `SELECT dim, value, metric, sum(good) AS good, sum(fair) AS fair, sum(poor) AS poor,
           ${bucketColumns.map((column) => `sum(${column}) AS ${column}`).join(', ')}
         FROM ${table} GROUP BY 1, 2, 3`,
      );
      return Object.fromEntries(
        rows
          .map((row): [string, Histogram] => [
            [row.dim, row.value, row.metric].join('|'),
            {
              good: Number(row.good),
              fair: Number(row.fair),
              poor: Number(row.poor),
              buckets: bucketColumns.map((column) => Number(row[column])),
            },
          ])
          .sort(([a], [b]) => a.localeCompare(b)),
      );
    }

    const speed = async () => {
      const view = await loadSpeed(test.db, '7d', now);
      if (view.speed.error) throw new Error('speed figures failed');
      return view.speed.value;
    };

    it('folds each visit’s vitals into the rollup exactly as the raw events say', async () => {
      // A desktop visit (the kit's browser) and a phone visit, each landing first.
      await send([pageView({ metadata: { referrer: null } })]);
      await send(
        [
          pageView({
            session_id: otherSession,
            page: '/pricing',
            url: 'https://jackie.example/pricing',
          }),
        ],
        { 'user-agent': iphone },
      );
      const desktop: VitalValues[] = [
        { lcp: 1200, inp: 40, cls: 0, ttfb: 180 },
        { lcp: 2500, cls: 0.1, ttfb: 800 },
        { lcp: 2501, inp: 201, cls: 0.1001, ttfb: 801 },
        { lcp: 4001, inp: 501, cls: 0.2501, ttfb: 1801 },
        { ttfb: 0 },
      ];
      await send(desktop.map((values) => vitalsOf(values)));
      // In one batch with its own page view: the session's device is known in the same statement.
      await send(
        [
          pageView({
            session_id: otherSession,
            page: '/about',
            url: 'https://jackie.example/about',
          }),
          vitalsOf(
            { lcp: 3900, inp: 180, cls: 0.31, ttfb: 950 },
            {
              session_id: otherSession,
              page: '/about',
              url: 'https://jackie.example/about',
            },
          ),
          vitalsOf(
            { lcp: 2048, cls: 0.0001 },
            {
              session_id: otherSession,
              page: '/pricing',
              url: 'https://jackie.example/pricing',
            },
          ),
        ],
        { 'user-agent': iphone },
      );

      const devices = new Map([
        [session, 'desktop'],
        [otherSession, 'mobile'],
      ]);
      const raw = (await listEvents(test.db))
        .filter((event) => event.event_type === 'web_vitals')
        .map((event) => ({ ...event, device: devices.get(event.session_id ?? '') ?? '' }));
      expect(raw).toHaveLength(7);
      expect(await storedRollup()).toEqual(expectedRollup(raw));
      expect(await storedRollup('analytics_monthly_vitals')).toEqual(expectedRollup(raw));

      const figures = await speed();
      expect(figures.total.metrics.lcp).toMatchObject({ samples: 6, good: 3, fair: 2, poor: 1 });
      expect(figures.total.metrics.inp).toMatchObject({ samples: 4, good: 2, fair: 1, poor: 1 });
      expect(figures.total.metrics.ttfb).toMatchObject({ samples: 6, good: 3, fair: 2, poor: 1 });
      expect(figures.devices.map((row) => row.label)).toEqual(['mobile', 'desktop']);
      const mobile = figures.devices[0]?.metrics;
      expect(mobile?.cls).toMatchObject({ samples: 2, good: 1, poor: 1, rating: 'poor' });
      expect(figures.pages.map((row) => row.label)).toEqual(['landing', '/about', '/pricing']);
      const landing = figures.pages[0]?.metrics;
      // Landing's LCPs: 1200, 2500, 2501, 4001: the 75th percentile (nearest rank) is 2,501 ms,
      // and the estimate is read in its bucket.
      expect(landing?.lcp).toMatchObject({ samples: 4, rating: 'needs-improvement' });
      expect(bucketOf('lcp', landing?.lcp.p75 ?? 0)).toBe(bucketOf('lcp', 2501));
      // A metric the page view did not measure is absent, not zero.
      expect(figures.pages[2]?.metrics.inp).toMatchObject({ samples: 0, p75: null, rating: null });
    });

    it('keeps one row a day per page and metric, whatever the number of samples', async () => {
      const lcps = spread('lcp', 600, 1800, 0.7);
      for (let start = 0; start < lcps.length; start += 150) {
        await insertEvents(
          test.db,
          lcps.slice(start, start + 150).map((lcp) => vitalsRow('2026-03-10', { lcp })),
        );
      }
      await insertEvents(test.db, [vitalsRow('2026-03-11', { lcp: 900, cls: 0 })]);
      const { rows } = await test.db.query(
        `SELECT day::text AS day, dim, value, metric, good + fair + poor AS samples
         FROM analytics_daily_vitals ORDER BY 1, 2, 3, 4`,
      );
      expect(rows.map((row) => ({ ...row, samples: Number(row.samples) }))).toEqual([
        { day: '2026-03-10', dim: 'device', value: '(unknown)', metric: 'lcp', samples: 600 },
        { day: '2026-03-10', dim: 'page', value: '/pricing', metric: 'lcp', samples: 600 },
        { day: '2026-03-10', dim: 'total', value: '', metric: 'lcp', samples: 600 },
        { day: '2026-03-11', dim: 'device', value: '(unknown)', metric: 'cls', samples: 1 },
        { day: '2026-03-11', dim: 'device', value: '(unknown)', metric: 'lcp', samples: 1 },
        { day: '2026-03-11', dim: 'page', value: '/pricing', metric: 'cls', samples: 1 },
        { day: '2026-03-11', dim: 'page', value: '/pricing', metric: 'lcp', samples: 1 },
        { day: '2026-03-11', dim: 'total', value: '', metric: 'cls', samples: 1 },
        { day: '2026-03-11', dim: 'total', value: '', metric: 'lcp', samples: 1 },
      ]);
      const months = await test.db.query(
        `SELECT month::text AS month, count(*) AS n FROM analytics_monthly_vitals GROUP BY 1`,
      );
      expect(months.rows.map((row) => [row.month, Number(row.n)])).toEqual([['2026-03-01', 6]]);
    });

    it('reads each 75th percentile in the bucket of the exact one, with exact counts', async () => {
      const samples: Record<VitalMetric, number[]> = {
        lcp: spread('lcp', 400, 2300, 0.6),
        inp: spread('inp', 400, 150, 0.8),
        cls: spread('cls', 400, 0.05, 1.2),
        ttfb: spread('ttfb', 400, 600, 0.6),
      };
      await insertEvents(
        test.db,
        samples.lcp.map((_, i) =>
          vitalsRow(
            '2026-03-10',
            Object.fromEntries(vitalMetrics.map((metric) => [metric, samples[metric][i]])),
          ),
        ),
      );
      // Beyond the histogram's ends the 75th percentile is a bound, not a made-up value.
      await insertEvents(test.db, [
        ...[31_000, 45_000, 60_000, 2000].map((lcp) => vitalsRow('2026-03-10', { lcp }, '/slow')),
        ...[0, 3, 8, 900].map((ttfb) => vitalsRow('2026-03-10', { ttfb }, '/cached')),
      ]);
      const view = await loadSpeed(test.db, '2026-03-10..2026-03-10', now);
      if (view.speed.error) throw new Error('speed figures failed');
      const figures = view.speed.value;
      const pricing = figures.pages.find((row) => row.label === '/pricing');
      for (const metric of vitalMetrics) {
        const values = samples[metric];
        const summary = pricing?.metrics[metric];
        const count = (rating: string) =>
          values.filter((value) => ratingOf(metric, value) === rating).length;
        expect(summary, metric).toMatchObject({
          samples: 400,
          good: count('good'),
          fair: count('needs-improvement'),
          poor: count('poor'),
          p75Bound: null,
        });
        const exact = exactP75(values);
        const p75 = summary?.p75 ?? Number.NaN;
        expect(bucketOf(metric, p75), `${metric}: ${p75} for ${exact}`).toBe(
          bucketOf(metric, exact),
        );
        expect(Math.abs(p75 - exact) / exact).toBeLessThan(widestBucket(metric));
      }
      const slow = figures.pages.find((row) => row.label === '/slow')?.metrics.lcp;
      expect(slow).toMatchObject({ rating: 'poor', p75: vitals.lcp.high, p75Bound: 'above' });
      const cached = figures.pages.find((row) => row.label === '/cached')?.metrics.ttfb;
      expect(cached).toMatchObject({ rating: 'good', p75: vitals.ttfb.low, p75Bound: 'below' });
    });

    it('counts each day of a range once, whichever months it cuts', async () => {
      // 2^i good LCPs on the i-th day: any day counted twice or missed changes the sum.
      const days = [
        '2026-01-30',
        '2026-01-31',
        '2026-02-01',
        '2026-02-15',
        '2026-02-28',
        '2026-03-01',
        '2026-03-02',
      ];
      await insertEvents(
        test.db,
        days.flatMap((day, i) =>
          Array.from({ length: 2 ** i }, () => vitalsRow(day, { lcp: 1000 + i })),
        ),
      );
      const samples = async (preset: string, at = now) => {
        const view = await loadSpeed(test.db, preset as `${string}..${string}`, at);
        if (view.speed.error) throw new Error('speed figures failed');
        return view.speed.value.total.metrics.lcp.samples;
      };
      expect(await samples('2026-01-31..2026-02-01')).toBe(2 + 4);
      expect(await samples('2026-02-01..2026-02-28')).toBe(4 + 8 + 16);
      expect(await samples('2026-02-02..2026-03-01')).toBe(8 + 16 + 32);
      expect(await samples('2026-01-30..2026-03-01')).toBe(127 - 64);
      expect(await samples('2026-01-01..2026-03-31')).toBe(127);
      // Months read whole less the days outside the range: February less its 1st and 28th;
      // January less its 1st, then February less its 28th.
      expect(await samples('2026-02-02..2026-02-27')).toBe(8);
      expect(await samples('2026-01-02..2026-02-27')).toBe(1 + 2 + 4 + 8);
      expect(await samples('all', new Date('2026-03-02T20:00:00Z'))).toBe(127);
      expect(await samples('all', new Date('2026-02-28T20:00:00Z'))).toBe(1 + 2 + 4 + 8 + 16);
    });

    it('is rebuilt from the raw events by its migration as the statement builds it', async () => {
      await send([pageView({ metadata: { referrer: null } })]);
      await send([pageView({ session_id: otherSession })], { 'user-agent': iphone });
      await send([
        vitalsOf({ lcp: 1200, inp: 40, cls: 0, ttfb: 180 }),
        vitalsOf({ lcp: 31_000, cls: 0.3, ttfb: 4 }, { session_id: otherSession, page: '/about' }),
      ]);
      await insertEvents(test.db, [
        vitalsRow('2026-01-31', { lcp: 2600, inp: 520 }),
        vitalsRow('2026-02-01', { lcp: 900, cls: 0.0999 }, '/about'),
      ]);
      const built = {
        days: await storedRollup(),
        months: await storedRollup('analytics_monthly_vitals'),
      };
      await test.db.query('TRUNCATE analytics_daily_vitals, analytics_monthly_vitals');
      // The migration's backfill: its statements that fill the two tables.
      const migration = readFileSync('lib/db/migrations/0015_vitals_histograms.sql', 'utf8');
      const backfill = migration
        .split('--> statement-breakpoint')
        .filter((statement) => /^INSERT INTO/m.test(statement));
      expect(backfill).toHaveLength(2);
      for (const statement of backfill) await test.db.query(statement);
      expect(await storedRollup()).toEqual(built.days);
      expect(await storedRollup('analytics_monthly_vitals')).toEqual(built.months);
      expect(Object.keys(built.months)).toHaveLength(20);
    });

    it('adds up across statements and days stay apart', async () => {
      await send([pageView()]);
      await send([vitalsOf({ lcp: 1000 })]);
      await send([vitalsOf({ lcp: 1000 })]);
      const { rows } = await test.db.query(
        `SELECT good, ${bucketColumns.join(' + ')} AS samples
         FROM analytics_daily_vitals WHERE dim = 'total' AND metric = 'lcp'`,
      );
      expect(rows.map((row) => [Number(row.good), Number(row.samples)])).toEqual([[2, 2]]);
    });

    it('counts no bot, no automated browser, no signed-in staff member and no refused event', async () => {
      await send([pageView()]);
      const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
      expect((await send([vitalsOf({ lcp: 900 })], { 'user-agent': bot })).status).toBe(202);
      expect((await test.send({ events: [vitalsOf({ lcp: 900 })], automation: true })).status).toBe(
        202,
      );
      expect(
        (
          await send([vitalsOf({ lcp: 900 })], {
            cookie: 'better-auth.session_token=abc.def',
          })
        ).status,
      ).toBe(202);
      // One malformed vitals event refuses its whole batch, as any invalid event does.
      const refused = await send([vitalsOf({ lcp: 900 }), vitalsOf({ lcp: -1 })]);
      expect(refused.status).toBe(400);
      expect(
        (await send([vitalsOf({ lcp: 900, inp: 'a\u0000b' as unknown as number })])).status,
      ).toBe(400);
      expect(await countEvents(test.db)).toBe(1);
      const figures = await speed();
      expect(figures.total.metrics.lcp.samples).toBe(0);
      expect(figures.pages).toEqual([]);
    });

    it('counts a session whose landing is not known yet under an unknown device class', async () => {
      await send([vitalsOf({ lcp: 700 }, { session_id: otherSession })], { 'user-agent': browser });
      const figures = await speed();
      expect(figures.devices.map((row) => [row.label, row.metrics.lcp.samples])).toEqual([
        ['(unknown)', 1],
      ]);
    });
  });
}
