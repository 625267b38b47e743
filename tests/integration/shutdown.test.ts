/**
 * A stop loses nothing: on SIGTERM the ingestion server (tests/integration/ingest-server.ts, which
 * stops as scripts/server.mjs does) answers the requests in flight, writes the dropped-event
 * counts, closes the database and exits 0. The test sends bot traffic and real events together,
 * sends SIGTERM right after the last bot request's 202, restarts the server on the same data, and
 * finds exactly that many dropped events and every acknowledged event.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDroppedEvents } from '@/lib/db/queries/dashboard';
import { browser, engines, ingestionServerRuns, type Server } from './server-process';

const crawler = 'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)';
const botRequests = 140;
const realRequests = 100;

const pageView = (sessionId: string) =>
  JSON.stringify({
    event_type: 'page_view',
    session_id: sessionId,
    page: '/pricing',
    url: 'https://jackie.example/pricing',
  });

/** Status of the answer, or null when the connection closed first (nothing acknowledged). */
async function send(server: Server, userAgent: string, sessionId: string) {
  try {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
      body: pageView(sessionId),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return null;
  }
}

async function stop(server: Server) {
  server.child.kill('SIGTERM');
  await server.exited;
  expect(server.child.exitCode, server.log()).toBe(0);
}

const runsOn = ingestionServerRuns();

for (const engine of engines()) {
  describe(`SIGTERM to the ingestion server on ${engine.name}`, () => {
    const run = runsOn(engine);

    it('answers the requests in flight and keeps the drop counts', async () => {
      const { server: first, target } = await run.start();

      let botsAnswered = 0;
      const bots = Array.from({ length: botRequests }, async () => {
        const status = await send(first, crawler, randomUUID());
        expect(status).toBe(202);
        botsAnswered += 1;
        if (botsAnswered === botRequests) first.child.kill('SIGTERM');
      });
      const real = Array.from({ length: realRequests }, async () => {
        const sessionId = randomUUID();
        return { sessionId, status: await send(first, browser, sessionId) };
      });
      await Promise.all(bots);
      const answers = await Promise.all(real);
      await first.exited;
      expect(first.child.exitCode, first.log()).toBe(0);
      // Answered or never read; an answer is never a refusal.
      expect(answers.filter((a) => a.status !== 202 && a.status !== null)).toEqual([]);
      if (target.lockLeft)
        expect(target.lockLeft(), 'lock file left by the stopped server').toBe(false);

      // The same data opens again, and a second stop adds to the counts rather than losing them.
      const { server: second } = await run.start();
      expect(await send(second, crawler, randomUUID())).toBe(202);
      await stop(second);

      const db = await run.open();
      const drops = await getDroppedEvents(db, { from: null, to: '2100-01-01' });
      expect(drops).toEqual([{ reason: 'bot', events: botRequests + 1 }]);
      const { rows } = await db.query<{ session_id: string }>(
        'SELECT session_id FROM analytics_events',
      );
      const stored = new Set(rows.map((row) => row.session_id));
      const acknowledged = answers.filter((a) => a.status === 202).map((a) => a.sessionId);
      expect(
        acknowledged.filter((id) => !stored.has(id)),
        'acknowledged, not stored',
      ).toEqual([]);
      expect(stored.size).toBe(acknowledged.length);
    }, 240_000);
  });
}
