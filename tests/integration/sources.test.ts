import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalSource, canonicalSourceSql, knownSources } from '@/lib/sources';
import { engines, type TestDatabase } from '@/tests/db/harness';

/*
 * The campaign view names a visit's source in SQL (lib/db/campaign-model.ts), the leads inbox and
 * the tests in TypeScript: both must give every value the same name, on both engines.
 */
const corpus = [
  ...knownSources.flatMap((source) => [
    ...source.names,
    ...source.hosts,
    ...source.hosts.map((host) => `l.${host}`),
    ...source.hosts.map((host) => `${host}.example`),
    ...source.hosts.map((host) => `x${host}`),
  ]),
  'google.com',
  'google.co.uk',
  'maps.google.de',
  'm.google.com.br',
  'googleXcom',
  'notgoogle.com',
  'google.com.evil.net',
  'homeadvisor.com',
  'under_score.com',
  '100%.example',
  "o'brien-plumbing.com",
  'spring-mailer',
  '',
];

for (const engine of engines()) {
  describe(`source names in SQL on ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
    }, 60_000);
    afterAll(() => test?.cleanup());

    it('agree with canonicalSource for every known name and host, look-alikes and odd values', async () => {
      const { rows } = await test.db.query<{ value: string; name: string | null }>(
        `SELECT v.value, ${canonicalSourceSql('v.value')} AS name
         FROM unnest($1::text[]) AS v(value)`,
        [corpus],
      );
      expect(rows).toHaveLength(corpus.length);
      for (const row of rows) expect(row.name, row.value).toBe(canonicalSource(row.value));
      const { rows: none } = await test.db.query<{ name: string | null }>(
        `SELECT ${canonicalSourceSql('NULL::text')} AS name`,
      );
      expect(none[0]?.name).toBeNull();
    });
  });
}
