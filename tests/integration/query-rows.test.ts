import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@/lib/db/queries/rows';
import { engines, type TestDatabase } from '@/tests/db/harness';

/*
 * queryRows sends a SELECT's rows back as one JSON array (PGlite's client is slow to build many
 * rows). The figures read through it must come back as the plain rows would: the same values, in
 * the order asked for, none for an empty result, and a comment at the end of the statement (as
 * the campaign reads have) must not swallow the wrapper's closing parenthesis.
 */
for (const engine of engines()) {
  describe(`queryRows on ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
    }, 60_000);
    afterAll(() => test?.cleanup());

    it('answers with the rows of the statement, their values as numbers, text and booleans', async () => {
      const text = `SELECT n, 'page ' || n AS page, sum(n * 1000000000::bigint) AS big, n % 2 = 0 AS even,
          NULL::text AS nothing, ARRAY[n, n + 1] AS pair
        FROM generate_series(1, $1::int) AS n
        GROUP BY n
        -- a comment on the last line`;
      const rows = await queryRows<Record<string, unknown>>(test.db, text, [300], 'r.n DESC');
      expect(rows).toHaveLength(300);
      expect(rows[0]).toEqual({
        n: 300,
        page: 'page 300',
        big: 300_000_000_000,
        even: true,
        nothing: null,
        pair: [300, 301],
      });
      expect(rows.map((row) => row.n)).toEqual(
        Array.from({ length: 300 }, (_, index) => 300 - index),
      );
    });

    it('answers with no rows for an empty result', async () => {
      expect(await queryRows(test.db, 'SELECT 1 AS n WHERE $1::int > 1', [0])).toEqual([]);
    });
  });
}
