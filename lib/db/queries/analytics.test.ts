import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@/lib/db/client';
import { createPostgresDatabase, engines, type TestDatabase } from '@/tests/db/harness';
import {
  getBookingClickThrough,
  getDailySeries,
  getDashboardTiles,
  getDroppedEvents,
  getDurationPercentiles,
} from './dashboard';
import { countEvents, type EventRow, insertEvents, recordDrops } from './events';
import { listSessions } from './sessions';

const session = '6f1c1c3e-2b7a-4d0c-9a51-3c1f0f8d2a11';

function event(overrides: Partial<EventRow>): EventRow {
  return {
    receivedAt: new Date('2025-08-11T15:00:00Z'),
    sessionId: session,
    userAgent: 'Mozilla/5.0',
    page: 'landing',
    url: 'https://example.com/',
    label: null,
    variant: null,
    durationMs: null,
    metadata: null,
    eventType: 'page_view',
    ...overrides,
  };
}

/**
 * A hand-computed dataset (times in UTC; the business day is New York's):
 * - 2025-08-11: 3 landing views, 1 pricing view, clicks general x2 (one on /pricing), pool x1,
 *   hvac x1; sessions of 0, 30,000 and 45,000 ms (the zero is excluded from the average);
 *   1 video play; watches of 12,000 and 0 ms.
 * - 2025-08-12 03:30 UTC is still 2025-08-11 in New York: 1 more landing view.
 * - 2025-08-13: 2 landing views, 1 hvac click, a 60,000 ms session, 1 contact request.
 */
const dataset: EventRow[] = [
  event({}),
  event({}),
  event({}),
  event({ page: '/pricing', url: 'https://example.com/pricing' }),
  event({ eventType: 'cta_click', variant: 'general', label: 'hero' }),
  event({ eventType: 'cta_click', variant: 'general', label: 'pricing_starter', page: '/pricing' }),
  event({
    eventType: 'cta_click',
    variant: 'pool',
    label: 'hero',
    page: '/industries/pool-builders',
  }),
  event({ eventType: 'cta_click', variant: 'hvac', label: 'hero', page: '/industries/hvac' }),
  event({ eventType: 'session_end', durationMs: 0 }),
  event({ eventType: 'session_end', durationMs: 30_000 }),
  event({ eventType: 'session_end', durationMs: 45_000 }),
  event({ eventType: 'video_play', label: 'landing_hero', metadata: { video_id: 'abc' } }),
  event({ eventType: 'video_watch', durationMs: 12_000 }),
  event({ eventType: 'video_watch', durationMs: 0 }),
  event({ receivedAt: new Date('2025-08-12T03:30:00Z') }),
  event({ receivedAt: new Date('2025-08-13T14:00:00Z') }),
  event({ receivedAt: new Date('2025-08-13T14:00:00Z') }),
  event({ receivedAt: new Date('2025-08-13T14:05:00Z'), eventType: 'cta_click', variant: 'hvac' }),
  event({
    receivedAt: new Date('2025-08-13T14:10:00Z'),
    eventType: 'session_end',
    durationMs: 60_000,
  }),
  // Recorded by the contact form's handler (lib/leads/submit.ts), not by the tracker.
  event({
    receivedAt: new Date('2025-08-13T14:12:00Z'),
    eventType: 'contact_submit',
    page: '/contact',
    label: 'sales',
  }),
];

for (const engine of engines()) {
  describe(`analytics storage on ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
      // Two batches, as two group commits would write them.
      await insertEvents(test.db, dataset.slice(0, 7));
      await insertEvents(test.db, dataset.slice(7));
      await recordDrops(test.db, [
        { at: new Date('2025-08-11T16:00:00Z'), reason: 'bot', events: 4 },
        { at: new Date('2025-08-11T17:00:00Z'), reason: 'bot', events: 1 },
        { at: new Date('2025-08-13T12:00:00Z'), reason: 'invalid', events: 2 },
      ]);
    }, 60_000);
    afterAll(async () => test?.cleanup());

    it('stores every row', async () => {
      expect(await countEvents(test.db)).toBe(dataset.length);
    });

    it('computes the tiles for all time', async () => {
      expect(await getDashboardTiles(test.db, { from: null, to: '2025-12-31' })).toEqual({
        landingPageViews: 6,
        allBookingClicks: 5,
        generalBookingClicks: 2,
        poolBookingClicks: 1,
        hvacBookingClicks: 2,
        contactRequests: 1,
        avgTimeOnSiteSeconds: 45, // (30 + 45 + 60) / 3; the zero is excluded
        videoPlayClicks: 1,
        avgVideoWatchSeconds: 12,
      });
    });

    it('counts a late-evening event on its New York day', async () => {
      const tiles = await getDashboardTiles(test.db, { from: '2025-08-11', to: '2025-08-11' });
      expect(tiles.landingPageViews).toBe(4);
      expect(tiles.avgTimeOnSiteSeconds).toBe(37.5);
      const later = await getDashboardTiles(test.db, { from: '2025-08-12', to: '2025-08-13' });
      expect(later).toMatchObject({
        landingPageViews: 2,
        hvacBookingClicks: 1,
        avgTimeOnSiteSeconds: 60,
      });
    });

    it('returns zeros and no averages for a range without events', async () => {
      const tiles = await getDashboardTiles(test.db, { from: '2024-01-01', to: '2024-01-31' });
      expect(tiles.landingPageViews).toBe(0);
      expect(tiles.avgTimeOnSiteSeconds).toBeNull();
      expect(tiles.avgVideoWatchSeconds).toBeNull();
    });

    it('gives a daily series, per-page click-through inputs, percentiles and drops', async () => {
      const range = { from: null, to: '2025-12-31' };
      expect(await getDailySeries(test.db, range)).toEqual([
        { day: '2025-08-11', pageViews: 5, general: 2, pool: 1, hvac: 1 },
        { day: '2025-08-13', pageViews: 2, general: 0, pool: 0, hvac: 1 },
      ]);
      const pages = await getBookingClickThrough(test.db, range);
      expect(pages.find((p) => p.page === '/pricing')).toEqual({
        page: '/pricing',
        views: 1,
        clicks: 1,
        general: 1,
        pool: 0,
        hvac: 0,
      });
      const [median] = await getDurationPercentiles(test.db, range, 'session_end', [0.5]);
      expect(median).toBeGreaterThan(45 * 0.9);
      expect(median).toBeLessThan(45 * 1.1);
      expect(await getDroppedEvents(test.db, range)).toEqual([
        { reason: 'bot', events: 5 },
        { reason: 'invalid', events: 2 },
      ]);
    });
  });
}

/** The original hosted backend's table, with rows in it, as a migrating project has it. */
const legacyTable = `
  CREATE TABLE public.analytics_events (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    created_at timestamptz NOT NULL DEFAULT now(),
    session_id text, user_agent text, page text, url text, label text, variant text,
    duration_ms integer, metadata jsonb, event_type text
  );
  INSERT INTO public.analytics_events (created_at, session_id, page, url, variant, duration_ms, event_type) VALUES
    ('2025-06-02T15:00:00Z', 's1', 'landing', 'https://old.example/', NULL, NULL, 'page_view'),
    ('2025-06-02T15:01:00Z', 's1', 'landing', 'https://old.example/', 'pool', NULL, 'cta_click'),
    ('2025-06-02T15:09:00Z', 's1', 'landing', 'https://old.example/', NULL, 20000, 'session_end');`;

const expectAdopted = async (db: Awaited<ReturnType<typeof openDatabase>>) => {
  expect(await countEvents(db)).toBe(3);
  const tiles = await getDashboardTiles(db, { from: null, to: '2025-12-31' });
  expect(tiles).toMatchObject({
    landingPageViews: 1,
    poolBookingClicks: 1,
    avgTimeOnSiteSeconds: 20,
  });
  await insertEvents(db, [event({})]);
  expect(await countEvents(db)).toBe(4);
  // The session table arrives empty (historic events are not replayed into it) and fills from the
  // next insert on, in the same statement.
  expect(await listSessions(db)).toEqual([
    expect.objectContaining({ sessionId: session, pageViews: 1, channel: null }),
  ]);
};

describe('adopting an existing analytics_events table', () => {
  it('keeps every row on PGlite and folds them into the rollups', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'jackie-legacy-'));
    const legacy = await PGlite.create({ dataDir: join(dir, 'pglite') });
    await legacy.exec(legacyTable);
    await legacy.close();
    const db = await openDatabase({ dataDir: dir });
    try {
      await expectAdopted(db);
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  // The PostgreSQL lane runs when TEST_DATABASE_URL names a server (.ci/run starts one).
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return;
  it('keeps every row on PostgreSQL', async () => {
    const created = await createPostgresDatabase(adminUrl);
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    await client.query(legacyTable);
    await client.end();
    const db = await openDatabase({ databaseUrl: created.url, dataDir: '' });
    try {
      await expectAdopted(db);
    } finally {
      await db.close();
      await created.drop();
    }
  }, 60_000);
});
