/**
 * Acknowledged events survive `kill -9` of the server. A child process serves POST /api/events
 * through the product's `ingest` (tests/integration/ingest-server.ts, bundled with esbuild so no
 * Next.js build is needed); the test fires a burst of concurrent requests, kills the child with
 * SIGKILL right after an acknowledgement, reopens the database in this process and checks that
 * every acknowledged event is stored and that the rollups still equal the raw rows.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { businessTimeZone } from '@/lib/calendar';
import type { Database } from '@/lib/db/client';
import { browser, engines, ingestionServerRuns, type Server } from './server-process';

const burstSize = 300;

type Sent = { sessionId: string; events: number; acknowledged: boolean };

/** Request i carries 1 to 10 events of one fresh session: a mix of every event type. */
function body(i: number, sessionId: string): { text: string; events: number } {
  const count = 1 + (i % 10);
  const events = Array.from({ length: count }, (_, j) => {
    const page = j % 3 === 0 ? 'landing' : '/industries/hvac';
    const base = {
      session_id: sessionId,
      page,
      url: page === 'landing' ? 'https://jackie.example/' : `https://jackie.example${page}`,
    };
    switch ((i + j) % 5) {
      case 0:
        return { ...base, event_type: 'page_view', metadata: { referrer: 'https://google.com/' } };
      case 1:
        return {
          ...base,
          event_type: 'cta_click',
          variant: ['general', 'pool', 'hvac'][j % 3],
          label: 'hero',
        };
      case 2:
        return { ...base, event_type: 'session_end', duration_ms: 1_000 + i * 37 + j };
      case 3:
        return { ...base, event_type: 'video_play', label: 'demo' };
      default:
        return { ...base, event_type: 'video_watch', duration_ms: j === 0 ? 0 : 5_000 + i };
    }
  });
  return { text: JSON.stringify({ events }), events: count };
}

/**
 * Sends `burstSize` requests at once and SIGKILLs the server as soon as `killAfter` of them
 * have been acknowledged (202), without waiting for anything else.
 */
async function burstThenKill(server: Server, killAfter: number): Promise<Sent[]> {
  const sent: Sent[] = [];
  let acknowledged = 0;
  const requests = Array.from({ length: burstSize }, async (_, i) => {
    const sessionId = randomUUID();
    const { text, events } = body(i, sessionId);
    const record: Sent = { sessionId, events, acknowledged: false };
    sent.push(record);
    try {
      const response = await fetch(server.url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': browser },
        body: text,
      });
      if (response.status === 202) {
        record.acknowledged = true;
        acknowledged += 1;
        if (acknowledged === killAfter) server.child.kill('SIGKILL');
      }
      await response.body?.cancel();
    } catch {
      // Requests still in flight when the server dies fail; they were never acknowledged.
    }
  });
  await Promise.all(requests);
  server.child.kill('SIGKILL');
  await server.exited;
  return sent;
}

/** Rows where a rollup disagrees with a recount of the raw events (empty when consistent). */
async function rollupDifferences(db: Database) {
  const day = `(created_at AT TIME ZONE '${businessTimeZone}')::date`;
  const durations = `coalesce(sum(duration_ms) FILTER (WHERE duration_ms > 0), 0) AS duration_sum,
    count(*) FILTER (WHERE duration_ms > 0) AS duration_count`;
  const clicks = (variant: string) =>
    `count(*) FILTER (WHERE event_type = 'cta_click' AND variant = '${variant}') AS ${variant}`;
  const checks = [
    {
      rollup: `SELECT day, event_type, page, variant, events, duration_sum, duration_count
        FROM analytics_daily`,
      recount: `SELECT ${day} AS day, coalesce(event_type, '') AS event_type,
        coalesce(page, '') AS page, coalesce(variant, '') AS variant, count(*) AS events, ${durations}
        FROM analytics_events GROUP BY 1, 2, 3, 4`,
    },
    {
      rollup: `SELECT day, event_type, variant, events, duration_sum, duration_count
        FROM analytics_daily_totals`,
      recount: `SELECT ${day} AS day, coalesce(event_type, '') AS event_type,
        coalesce(variant, '') AS variant, count(*) AS events, ${durations}
        FROM analytics_events GROUP BY 1, 2, 3`,
    },
    {
      rollup: 'SELECT page, day, views, clicks, general, pool, hvac FROM analytics_daily_pages',
      recount: `SELECT page, ${day} AS day, count(*) FILTER (WHERE event_type = 'page_view') AS views,
        count(*) FILTER (WHERE event_type = 'cta_click') AS clicks,
        ${clicks('general')}, ${clicks('pool')}, ${clicks('hvac')}
        FROM analytics_events WHERE event_type IN ('page_view', 'cta_click') GROUP BY 1, 2`,
    },
    {
      rollup: 'SELECT day, event_type, bucket, events FROM analytics_duration_buckets',
      recount: `SELECT ${day} AS day, coalesce(event_type, '') AS event_type,
        floor(ln(duration_ms::float8) / ln(2.0) * 4)::int AS bucket, count(*) AS events
        FROM analytics_events WHERE duration_ms > 0 GROUP BY 1, 2, 3`,
    },
  ];
  const differences = [];
  for (const { rollup, recount } of checks) {
    const { rows } = await db.query(
      `WITH recount AS (${recount}), rollup AS (${rollup})
       (SELECT 'rollup only' AS side, * FROM (TABLE rollup EXCEPT TABLE recount) AS a)
       UNION ALL
       (SELECT 'raw only' AS side, * FROM (TABLE recount EXCEPT TABLE rollup) AS b)`,
    );
    differences.push(...rows);
  }
  return differences;
}

async function storedBySession(db: Database): Promise<Map<string, number>> {
  const { rows } = await db.query<{ session_id: string; n: number }>(
    'SELECT session_id, count(*)::int AS n FROM analytics_events GROUP BY session_id',
  );
  return new Map(rows.map((row) => [row.session_id, row.n]));
}

const runsOn = ingestionServerRuns();

for (const engine of engines()) {
  describe(`kill -9 of the ingestion server on ${engine.name}`, () => {
    const run = runsOn(engine);

    const scenarios = [
      { when: 'right after the last acknowledgement of a burst', killAfter: burstSize },
      { when: 'in the middle of a burst', killAfter: burstSize / 2 },
    ];

    for (const { when, killAfter } of scenarios) {
      it(`keeps every acknowledged event when killed ${when}`, async () => {
        const { server, target } = await run.start();
        const sent = await burstThenKill(server, killAfter);
        expect(server.child.signalCode, server.log()).toBe('SIGKILL');

        // Reopening takes over the dead process's lock and lets PostgreSQL recover from its WAL.
        if (target.lockLeft)
          expect(target.lockLeft(), 'lock file left by the killed server').toBe(true);
        const db = await run.open();
        const stored = await storedBySession(db);
        const acknowledged = sent.filter((request) => request.acknowledged);
        expect(acknowledged.length).toBeGreaterThanOrEqual(killAfter);

        const lost = acknowledged.filter(
          (request) => stored.get(request.sessionId) !== request.events,
        );
        expect(lost, 'acknowledged requests whose events are missing').toEqual([]);
        // A request is one transaction: stored whole or not at all, never twice.
        const partial = sent.filter((request) => {
          const n = stored.get(request.sessionId) ?? 0;
          return n !== 0 && n !== request.events;
        });
        expect(partial, 'requests stored in part').toEqual([]);
        expect(await rollupDifferences(db), 'rollups that differ from the raw rows').toEqual([]);
      }, 180_000);
    }
  });
}
