import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, type TestDatabase } from '@/tests/db/harness';

/*
 * A named statement (SqlClient.query's `name`) is parsed and planned once per connection. On
 * PGlite the client speaks the extended protocol itself for it; these check that it answers as
 * an unnamed statement does, fails as one does, and never interleaves with other work.
 */
const echo = `SELECT $1::timestamptz[] AS times, $2::text[] AS texts, $3::int AS n, $4::jsonb AS doc,
  $5::bool AS flag, $6::text AS nothing`;
const params = [
  ['2026-11-26T04:00:00.000Z', '2026-11-27T05:30:00.000Z'],
  ['a', 'b"c', 'tab\tand, comma', null],
  42,
  JSON.stringify({ page: '/pools', n: 2 }),
  true,
  null,
];

for (const engine of engines()) {
  describe(`named statements on ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
      await test.db.query('CREATE TABLE prepared_probe (n int PRIMARY KEY)');
    }, 60_000);
    afterAll(() => test?.cleanup());

    it('answers with the same rows as an unnamed statement, every time', async () => {
      const plain = await test.db.query(echo, params);
      expect(plain.rows).toHaveLength(1);
      // More runs than PostgreSQL's five custom plans, so the cached generic plan answers too.
      for (let run = 0; run < 8; run += 1) {
        expect((await test.db.query(echo, params, { name: 'probe_echo' })).rows).toEqual(
          plain.rows,
        );
      }
    });

    it('fails as an unnamed statement does, and the connection goes on', async () => {
      const insert = 'INSERT INTO prepared_probe (n) SELECT unnest($1::int[]) RETURNING n';
      expect((await test.db.query(insert, [[1, 2]], { name: 'probe_insert' })).rows).toEqual([
        { n: 1 },
        { n: 2 },
      ]);
      await expect(test.db.query(insert, [[2]], { name: 'probe_insert' })).rejects.toThrow(
        /duplicate key/,
      );
      await expect(
        test.db.query('SELECT 1 / $1::int AS x', [0], { name: 'probe_divide' }),
      ).rejects.toThrow(/division by zero/);
      await expect(test.db.query('SELEC 1', [], { name: 'probe_typo' })).rejects.toThrow(/syntax/);
      expect((await test.db.query(insert, [[3]], { name: 'probe_insert' })).rows).toEqual([
        { n: 3 },
      ]);
      expect((await test.db.query('SELECT count(*)::int AS n FROM prepared_probe')).rows).toEqual([
        { n: 3 },
      ]);
    });

    it('waits for a transaction instead of running inside it', async () => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted: () => void = () => {};
      const insertedRow = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const transaction = test.db.transaction(async (tx) => {
        await tx.query('INSERT INTO prepared_probe (n) VALUES (100)');
        inserted();
        await held;
        throw new Error('rolled back');
      });
      await insertedRow;
      const named = test.db.query(
        'SELECT count(*)::int AS n FROM prepared_probe WHERE n = $1::int',
        [100],
        { name: 'probe_count' },
      );
      release();
      await expect(transaction).rejects.toThrow('rolled back');
      // Run inside the open transaction it would have seen the row the rollback undid.
      expect((await named).rows).toEqual([{ n: 0 }]);
    });

    it('runs many at once, each with its own parameters', async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          test.db.query('SELECT $1::int * 2 AS doubled', [n], { name: 'probe_double' }),
        ),
      );
      expect(results.map((result) => result.rows[0])).toEqual(
        Array.from({ length: 20 }, (_, n) => ({ doubled: n * 2 })),
      );
    });
  });
}
