/**
 * Real visitors' speed on both engines: web_vitals events sent through ingestion fold into the
 * vitals rollup in insertEvents' one statement, and the rollup says what the raw events say (the
 * same histogram buckets and rating counts per page, device class and in total); the Speed
 * section's loader reads the figures back; bots, staff and malformed vitals count nowhere.
 */
import { describe, expect, it } from 'vitest';
import { browser, pageView, session, useIngest } from '@/lib/analytics/ingest-test-kit';
import { bucketOf, ratingOf, type VitalValues, vitalMetrics } from '@/lib/analytics/web-vitals';
import { loadSpeed } from '@/lib/analytics/web-vitals-data';
import { countEvents, listEvents } from '@/lib/db/queries/events';
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
/** The rollup's rows as the raw events say they must be: dim, value, metric, bucket → counts. */
function expectedRollup(events: { page: string | null; metadata: unknown; device: string }[]) {
  const rows = new Map<Key, { good: number; fair: number; poor: number }>();
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
        const key = [dim, label, metric, bucketOf(metric, value)].join('|');
        const row = rows.get(key) ?? { good: 0, fair: 0, poor: 0 };
        if (rating === 'good') row.good += 1;
        else if (rating === 'needs-improvement') row.fair += 1;
        else row.poor += 1;
        rows.set(key, row);
      }
    }
  }
  return Object.fromEntries([...rows].sort(([a], [b]) => a.localeCompare(b)));
}

for (const engine of engines()) {
  describe(`real visitors' speed on ${engine.name}`, () => {
    const test = useIngest(engine);
    const send = (events: unknown[], headers?: Record<string, string>) =>
      test.send({ events }, headers);

    /** The rollup summed over all time, from the daily or the monthly table. */
    async function storedRollup(table = 'analytics_daily_vitals') {
      const { rows } = await test.db.query(
        `SELECT dim, value, metric, bucket, sum(good) AS good, sum(fair) AS fair, sum(poor) AS poor
         FROM ${table} GROUP BY 1, 2, 3, 4`,
      );
      return Object.fromEntries(
        rows
          .map((row) => [
            [row.dim, row.value, row.metric, row.bucket].join('|'),
            { good: Number(row.good), fair: Number(row.fair), poor: Number(row.poor) },
          ])
          .sort(([a], [b]) => String(a).localeCompare(String(b))),
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
      // Landing's LCPs: 1200, 2500, 2501, 4001: the 75th percentile (nearest rank) is 2,501 ms.
      expect(landing?.lcp).toMatchObject({ samples: 4, rating: 'needs-improvement' });
      expect(Math.abs((landing?.lcp.p75 ?? 0) - 2501) / 2501).toBeLessThan(0.03);
      // A metric the page view did not measure is absent, not zero.
      expect(figures.pages[2]?.metrics.inp).toMatchObject({ samples: 0, p75: null, rating: null });
    });

    it('adds up across statements and days stay apart', async () => {
      await send([pageView()]);
      await send([vitalsOf({ lcp: 1000 })]);
      await send([vitalsOf({ lcp: 1000 })]);
      const { rows } = await test.db.query(
        `SELECT good FROM analytics_daily_vitals WHERE dim = 'total' AND metric = 'lcp'`,
      );
      expect(rows.map((row) => Number(row.good))).toEqual([2]);
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
