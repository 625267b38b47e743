/**
 * The group commit must never fail one request because of another's events: rows that bypass the
 * schema (a bug, or a rule the schema has not learnt yet) and that the database refuses fail only
 * their own request; when the database itself is unavailable, every request fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventRow } from '@/lib/db/queries/events';
import { engines, type TestDatabase } from '@/tests/db/harness';
import { freshServices, session } from './ingest-test-kit';
import { EventsRefusedError, EventWriter } from './writer';

const row = (page: string, metadata: EventRow['metadata'] = null): EventRow => ({
  receivedAt: new Date(),
  sessionId: session,
  userAgent: 'test',
  page,
  url: 'https://jackie.example/',
  label: null,
  variant: null,
  durationMs: null,
  metadata,
  eventType: 'page_view',
});

for (const engine of engines()) {
  describe(`EventWriter on ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
    }, 60_000);
    afterAll(async () => test?.cleanup());

    it('fails only the requests whose events the database refuses', async () => {
      const { writer } = await freshServices(test.db);
      const requests = Array.from({ length: 60 }, (_, i) => {
        const guilty = i % 20 === 7;
        const rows = guilty
          ? [row(`/ok/${i}`), i === 7 ? row('/nul\u0000') : row('/x', { q: '\uD800' })]
          : [row(`/ok/${i}`), row(`/ok/${i}`)];
        return {
          i,
          guilty,
          outcome: writer.write(rows).then(
            () => 'stored',
            (e) => e,
          ),
        };
      });
      for (const { guilty, outcome } of requests) {
        const result = await outcome;
        if (guilty) expect(result).toBeInstanceOf(EventsRefusedError);
        else expect(result).toBe('stored');
      }
      const { rows } = await test.db.query<{ page: string }>(
        'SELECT DISTINCT page FROM analytics_events ORDER BY page',
      );
      const good = requests.filter((r) => !r.guilty).map((r) => `/ok/${r.i}`);
      expect(rows.map((r) => r.page)).toEqual(good.sort());
    });

    it('fails every request, each with the cause, when the database is unavailable', async () => {
      const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        code: 'ECONNREFUSED',
      });
      const writer = new EventWriter(async () => ({
        query: () => Promise.reject(down),
      }));
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => writer.write([row('/a')]).catch((error) => error)),
      );
      expect(outcomes).toEqual(Array(5).fill(down));
    });
  });
}
