/**
 * An installation upgraded from the campaign rollups' schema (migrations up to 0022, the last
 * before the read model replaced them) to today's, on both engines: its visits, clicks, contact
 * requests, booked demos and cancellations, stored before the upgrade, show in every figure,
 * table and funnel of the campaign view after it, as the raw events count them; the rollup tables
 * are gone.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCampaignFilters } from '@/lib/analytics/campaign-filters';
import { loadCampaigns } from '@/lib/analytics/campaigns';
import { businessDay } from '@/lib/analytics/range';
import { liveStore } from '@/lib/db/campaign-store-instance';
import { type Database, openDatabase, type SqlClient } from '@/lib/db/client';
import { type EventRow, insertEvents } from '@/lib/db/queries/events';
import type { channels } from '@/lib/db/schema/sessions';
import { createPostgresDatabase, engines } from '@/tests/db/harness';
import { measuresOf, naive } from '@/tests/db/naive-campaigns';

/** The migrations folder as it was before the read model: every migration up to 0022. */
function rollupsSchemaMigrations(): string {
  const folder = mkdtempSync(join(tmpdir(), 'jackie-migrations-'));
  cpSync('lib/db/migrations', folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const before = journal.entries.filter((entry) => entry.idx <= 22);
  expect(before.at(-1)?.tag).toBe('0022_campaign_weeks');
  expect(journal.entries.some((entry) => entry.tag === '0023_drop_campaign_rollups')).toBe(true);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: before }));
  return folder;
}

const now = new Date();
const today = businessDay(now);

const landing = (url: string, device: 'mobile' | 'desktop', channel: (typeof channels)[number]) => {
  const query = new URL(url).searchParams;
  return {
    landingPage: 'landing',
    referrerHost: null,
    utmSource: query.get('utm_source'),
    utmMedium: query.get('utm_medium'),
    utmCampaign: query.get('utm_campaign'),
    utmTerm: query.get('utm_term'),
    utmContent: null,
    clickId: query.has('gclid') ? ('gclid' as const) : null,
    device,
    channel,
  };
};

/** A day of visits as ingestion stores them: paid and direct, clicks, a contact, two bookings. */
function visits(): EventRow[] {
  const rows: EventRow[] = [];
  for (let n = 0; n < 12; n += 1) {
    const sessionId = `7c0e1a2b-0000-4000-8000-${String(n).padStart(12, '0')}`;
    const paid = n % 3 !== 0;
    const url = paid
      ? `https://jackie.example/?utm_source=google&utm_medium=cpc&utm_campaign=spring-pools&utm_term=pool+builder+leads&gclid=g${n}`
      : 'https://jackie.example/';
    const base = {
      receivedAt: new Date(now.getTime() - (12 - n) * 60_000),
      sessionId,
      userAgent: null,
      url,
      label: null,
      durationMs: null,
      metadata: null,
    };
    rows.push({
      ...base,
      page: 'landing',
      variant: null,
      eventType: 'page_view',
      landing: landing(url, n % 2 ? 'mobile' : 'desktop', paid ? 'Paid Search' : 'Direct'),
    });
    rows.push({ ...base, page: '/pools', variant: null, eventType: 'page_view' });
    if (n % 2 === 0) {
      rows.push({ ...base, page: '/pools', variant: 'pool', eventType: 'cta_click' });
    }
    if (n === 3)
      rows.push({ ...base, page: '/contact', variant: null, eventType: 'contact_submit' });
    if (n === 2 || n === 4) {
      rows.push({ ...base, page: '/pools', variant: 'pool', eventType: 'booked_demo' });
    }
    if (n === 4) {
      rows.push({ ...base, page: '/pools', variant: 'pool', eventType: 'booking_cancelled' });
    }
  }
  return rows;
}

/** A database of the rollups' schema at `location`, `fill`ed, then closed. */
async function atRollupsSchema(
  engine: 'pglite' | 'postgres',
  location: string,
  fill: (db: SqlClient) => Promise<void>,
) {
  const migrationsFolder = rollupsSchemaMigrations();
  try {
    if (engine === 'pglite') {
      const client = await PGlite.create({ dataDir: join(location, 'pglite') });
      await migratePglite(drizzlePglite({ client }), { migrationsFolder });
      await fill({ query: async (text, params) => client.query(text, params) });
      await client.close();
    } else {
      const pool = new pg.Pool({ connectionString: location });
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder });
      await fill({
        query: async (text, params) => {
          const result = await pool.query(text, params);
          return { rows: result.rows };
        },
      });
      await pool.end();
    }
  } finally {
    rmSync(migrationsFolder, { recursive: true, force: true });
  }
}

/** A session that clicked the pool link on /pools, and its Calendly booking. */
const calendlySession = '7c0e1a2b-0000-4000-8000-000000000006';
const calendlyId = 'calendly:https://api.calendly.com/scheduled_events/u6/invitees/u6';

const filterSets = [
  '',
  'channel=Paid+Search',
  'source=google&medium=cpc&campaign=spring-pools',
  'term=pool+builder+leads',
  'device=mobile',
  'page=%2Fpools',
  'variant=pool',
];

for (const engine of engines()) {
  describe(`an upgrade from the rollups' schema on ${engine.name}`, { timeout: 60_000 }, () => {
    const cleanups: (() => Promise<void>)[] = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });

    it('keeps every figure, table and funnel the stored events make, and drops the rollups', async () => {
      let location: string;
      if (engine.name === 'pglite') {
        location = mkdtempSync(join(tmpdir(), 'jackie-upgrade-'));
        const dir = location;
        cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      } else {
        const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
        cleanups.push(created.drop);
        location = created.url;
      }
      await atRollupsSchema(engine.name, location, async (db) => {
        // Today's events statement also writes the click ids' column (migration 0025), which
        // that schema lacks: it is there while the rows go in, and gone before the upgrade.
        await db.query('ALTER TABLE analytics_sessions ADD COLUMN click_ids jsonb');
        await insertEvents(db, visits());
        // The rollups held rows of their own: the upgrade drops them with their tables.
        const { rows } = await db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM analytics_daily_campaign_dims WHERE dim = 'total'",
        );
        expect(rows[0]?.n).toBe(0);
        await db.query(
          `INSERT INTO analytics_daily_campaign_dims (dim, day, value, variant, visits)
           VALUES ('total', $1, '', '', 12)`,
          [today],
        );
        // A Calendly booking stored before 0024 had no page: the upgrade places it, and its
        // booked demo, on the page its session clicked to book (/pools).
        const madeAt = new Date(now.getTime() - 60_000);
        await db.query(
          `INSERT INTO booking (id, provider, created_at, starts_at, status, session_id, variant,
             received_at, updated_at)
           VALUES ($1, 'calendly', $2, $2, 'booked', $3, 'pool', $2, $2)`,
          [calendlyId, madeAt, calendlySession],
        );
        await insertEvents(db, [
          {
            receivedAt: madeAt,
            sessionId: calendlySession,
            userAgent: null,
            page: null,
            url: null,
            label: 'calendly',
            variant: 'pool',
            durationMs: null,
            metadata: null,
            eventType: 'booked_demo',
          },
        ]);
        await db.query('ALTER TABLE analytics_sessions DROP COLUMN click_ids');
      });

      const db: Database = await openDatabase(
        engine.name === 'pglite' ? { dataDir: location } : { databaseUrl: location, dataDir: '' },
      );
      cleanups.push(() => db.close());
      const { rows: placed } = await db.query<{ page: string; page_from_visit: boolean }>(
        'SELECT page, page_from_visit FROM booking WHERE id = $1',
        [calendlyId],
      );
      expect(placed).toEqual([{ page: '/pools', page_from_visit: true }]);
      const { rows: left } = await db.query<{ name: string | null }>(
        "SELECT to_regclass('analytics_daily_campaign_dims')::text AS name",
      );
      expect(left[0]?.name).toBeNull();

      expect((await liveStore(db, 30_000)).built).toBe(true);
      const range = { from: today, to: today };
      for (const query of filterSets) {
        const filters = parseCampaignFilters(new URLSearchParams(query));
        const view = await loadCampaigns(db, '7d', filters, now);
        if (view.figures.error || view.tables.error || view.funnel.error)
          throw new Error(`the view under "${query}" failed`);
        const expected = (await naive(db, range, filters)).get('');
        expect(measuresOf(view.figures.value.current), query).toEqual(
          expected ?? { visits: 0, clicked: 0, contacts: 0, booked: 0, cancelled: 0 },
        );
        const channels = await naive(db, range, filters, ['channel']);
        expect(
          new Map(view.tables.value.channels.map((row) => [row.label, measuresOf(row)])),
          query,
        ).toEqual(channels);
      }
      const unfiltered = await loadCampaigns(db, '7d', {}, now);
      if (unfiltered.figures.error) throw new Error('figures failed');
      expect(unfiltered.figures.value.current).toMatchObject({
        visits: 12,
        clicked: 6,
        contacts: 1,
        booked: 2,
        cancelled: 1,
      });
      if (unfiltered.tables.error) throw new Error('tables failed');
      expect(unfiltered.tables.value.pages.find((row) => row.label === '/pools')).toMatchObject({
        booked: 2,
      });
      expect(unfiltered.tables.value.pages.map((row) => row.label)).not.toContain('(page unknown)');
    });
  });
}
