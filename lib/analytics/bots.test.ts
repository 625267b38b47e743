/**
 * Bot filtering measured through ingestion, on public corpora: every instance of every entry of
 * the `crawler-user-agents` package (crawlers, monitors, previewers, scanners, HTTP libraries) and
 * a fixed sample of real browsers from the `user-agents` package. One valid page view is sent with
 * each User-Agent; what ends up stored is what the dashboard would count as a visitor.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import crawlers from 'crawler-user-agents';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDroppedEvents } from '@/lib/db/queries/dashboard';
import { engines, type TestDatabase } from '@/tests/db/harness';
import type { IngestServices } from './ingest';
import { freshServices, pageView, sendWith } from './ingest-test-kit';

const crawlerAgents = [...new Set(crawlers.flatMap((entry) => entry.instances))];

/**
 * The first 300 distinct desktop and mobile User-Agents of the `user-agents` data file (collected
 * from real visits), kept to the mainstream browser engines, in file order: deterministic for a
 * given package version, nothing fetched or generated at test time.
 */
function browserSample(size = 300): string[] {
  const dataFile = join(
    dirname(createRequire(import.meta.url).resolve('user-agents')),
    'user-agents.json',
  );
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as {
    userAgent: string;
    deviceCategory: string;
  }[];
  const sample = new Set<string>();
  for (const { userAgent, deviceCategory } of data) {
    if (sample.size === size) break;
    if (deviceCategory !== 'desktop' && deviceCategory !== 'mobile') continue;
    if (!/^Mozilla\/5\.0 \(/.test(userAgent) || !/(Chrome|Firefox|Safari|Edg)\//.test(userAgent))
      continue;
    sample.add(userAgent);
  }
  return [...sample];
}
const browserAgents = browserSample();

/** Sends one page view per User-Agent, a hundred requests at a time; every answer must be 202. */
async function sendEach(services: IngestServices, agents: string[]) {
  for (let start = 0; start < agents.length; start += 100) {
    const results = await Promise.all(
      agents
        .slice(start, start + 100)
        .map((agent) => sendWith(services, pageView(), { 'user-agent': agent })),
    );
    expect(results.map((result) => result.status)).toEqual(results.map(() => 202));
  }
}

async function storedAgents(db: TestDatabase['db']): Promise<string[]> {
  const { rows } = await db.query<{ user_agent: string }>(
    'SELECT user_agent FROM analytics_events ORDER BY id',
  );
  return rows.map((row) => row.user_agent);
}

for (const engine of engines()) {
  describe(`bot filtering through POST /api/events on ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
    }, 60_000);
    afterAll(async () => test?.cleanup());

    it('has the corpora it claims', () => {
      expect(crawlerAgents.length).toBeGreaterThanOrEqual(2_000);
      expect(browserAgents).toHaveLength(300);
    });

    it('stores no more than 1% of known crawlers, and counts the rest as bots', async () => {
      const services = await freshServices(test.db);
      await sendEach(services, crawlerAgents);
      const leaked = await storedAgents(test.db);
      expect(leaked.length, `crawlers stored as visitors:\n${leaked.join('\n')}`).toBeLessThan(
        crawlerAgents.length * 0.01,
      );
      await services.writer.close();
      const drops = await getDroppedEvents(test.db, { from: null, to: '2100-01-01' });
      expect(drops).toEqual([{ reason: 'bot', events: crawlerAgents.length - leaked.length }]);
    }, 120_000);

    it('stores a page view from every real browser in the sample', async () => {
      const services = await freshServices(test.db);
      await sendEach(services, browserAgents);
      expect(await storedAgents(test.db)).toEqual(browserAgents);
    }, 120_000);
  });
}
