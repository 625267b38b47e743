import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointIfDue } from '@/lib/db/client';
import { engines, type TestDatabase } from '@/tests/db/harness';

/*
 * An embedded database is checkpointed by the application: PGlite has no checkpointer, and
 * without one its write-ahead log grew without limit while a server ran (27 GB in the 10M
 * benchmark). Once the WAL written since the last checkpoint passes the limit, or the last
 * checkpoint is old and something was written, checkpointIfDue checkpoints, and PostgreSQL then
 * recycles the log's old segments; otherwise it leaves the database alone.
 */
const pglite = engines().find((engine) => engine.name === 'pglite');
const mb = 1024 ** 2;

describe.runIf(pglite)('checkpoints of the embedded database', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await (pglite as NonNullable<typeof pglite>).open();
    await test.db.query('CREATE TABLE wal_filler (id int, pad text)');
  }, 60_000);
  afterAll(() => test?.cleanup());

  const redo = async () =>
    (
      await test.db.query<{ redo: string }>(
        `SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()`,
      )
    ).rows[0]?.redo;
  const sinceCheckpoint = async () =>
    Number(
      (
        await test.db.query<{ since: number }>(
          `SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS since
           FROM pg_control_checkpoint()`,
        )
      ).rows[0]?.since,
    );
  /** About `bytes` of WAL: rows of 1 KB. */
  const write = (bytes: number) =>
    test.db.query(
      `INSERT INTO wal_filler SELECT g, repeat('x', 1000) FROM generate_series(1, $1::int) g`,
      [Math.ceil(bytes / 1100)],
    );
  /** The WAL segments in pg_wal, used and recycled. */
  const segments = async () =>
    Number(
      (
        await test.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_ls_waldir() WHERE name ~ '^[0-9A-F]{24}$'`,
        )
      ).rows[0]?.n,
    );

  it('checkpoints once the WAL since the last checkpoint passes the limit, not before', async () => {
    const limits = { maxWalBytes: 8 * mb, maxAgeMs: 60 * 60_000 };
    await test.db.query('CHECKPOINT');
    const start = await redo();
    await write(2 * mb);
    expect(await checkpointIfDue(test.db, limits)).toBe(false);
    expect(await redo()).toBe(start);
    await write(8 * mb);
    expect(await sinceCheckpoint()).toBeGreaterThan(8 * mb);
    expect(await checkpointIfDue(test.db, limits)).toBe(true);
    expect(await redo()).not.toBe(start);
    expect(await sinceCheckpoint()).toBeLessThan(mb);
  });

  it('keeps the log to a bounded number of segments through far more writes than the limit', async () => {
    const limits = { maxWalBytes: 8 * mb, maxAgeMs: 60 * 60_000 };
    await test.db.query('CHECKPOINT');
    const before = await segments();
    // 20 rounds of 8 MB: 160 MB written, 20 times the limit and 10 segments of 16 MB.
    for (let round = 0; round < 20; round += 1) {
      await write(8 * mb);
      await checkpointIfDue(test.db, limits);
      await test.db.query('TRUNCATE wal_filler');
    }
    // PostgreSQL keeps min_wal_size (80 MB: 5 segments) recycled, plus the ones in use.
    expect(await segments()).toBeLessThanOrEqual(Math.max(before, 5) + 2);
  });

  it('checkpoints an old checkpoint once something was written, and leaves an idle one alone', async () => {
    const limits = { maxWalBytes: 64 * mb, maxAgeMs: 5 * 60_000 };
    await test.db.query('CHECKPOINT');
    const start = await redo();
    const later = Date.now() + 10 * 60_000;
    // Nothing written since: an old checkpoint is no reason for another.
    expect(await checkpointIfDue(test.db, limits, later)).toBe(false);
    await write(mb);
    expect(await checkpointIfDue(test.db, limits, Date.now())).toBe(false);
    expect(await checkpointIfDue(test.db, limits, later)).toBe(true);
    expect(await redo()).not.toBe(start);
  });
});
