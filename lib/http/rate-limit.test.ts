import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addRateLimitHits, deleteExpiredRateLimits } from '@/lib/db/queries/rate-limits';
import { engines, type TestDatabase } from '@/tests/db/harness';
import {
  BatchedLimit,
  limitWith,
  MemoryWindows,
  maxTrackedClients,
  type Verdict,
} from './rate-limit';

const minute = { max: 10, windowMs: 60_000 };
const oks = (verdicts: Verdict[]) => verdicts.filter((verdict) => verdict.ok).length;

describe('fixed windows in memory', () => {
  it('counts hits from the first one until the window ends, then starts again', () => {
    let now = 1_000_000;
    const windows = new MemoryWindows(() => now);
    expect(windows.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 59_000;
    expect(windows.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    expect(windows.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 1_000;
    expect(windows.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });
});

/** 200,000 distinct clients in one window, as a flood from rotating addresses sends them. */
const flood = 200_000;

describe('windows of a flood of clients', () => {
  it('remembers at most its bound, dropping the oldest, and keeps counting the newest', () => {
    let now = 0;
    const windows = new MemoryWindows(() => now);
    for (let i = 0; i < flood; i += 1) {
      now = i * 0.1; // all 200,000 within 20 s of a one-minute window
      windows.hit(`client-${i}`, 60_000);
    }
    expect(windows.size).toBe(maxTrackedClients);
    // The newest clients keep their counts; the oldest were let go and start afresh.
    expect(windows.hit(`client-${flood - 1}`, 60_000).count).toBe(2);
    expect(windows.hit('client-0', 60_000).count).toBe(1);
  });

  it('forgets ended windows as new ones start, without waiting for the bound', () => {
    let now = 0;
    const windows = new MemoryWindows(() => now);
    for (let i = 0; i < 1_000; i += 1) windows.hit(`a-${i}`, 60_000);
    now = 60_000;
    windows.hit('late', 60_000);
    expect(windows.size).toBe(1);
  });

  it('keeps windows of different lengths apart', () => {
    let now = 0;
    const windows = new MemoryWindows(() => now);
    windows.hit('long', 600_000);
    now = 60_000;
    windows.hit('short', 60_000);
    now = 120_000;
    windows.hit('short-2', 60_000);
    expect(windows.hit('long', 600_000).count).toBe(2);
    expect(windows.size).toBe(2);
  });

  it('an events limit stays bounded while its hits wait to be shared', () => {
    const now = 0;
    const limit = new BatchedLimit(
      'events',
      { max: 3, windowMs: 60_000 },
      () => new Promise(() => {}),
      { now: () => now },
    );
    for (let i = 0; i < flood; i += 1) limit.check(`client-${i}`);
    expect(limit.size).toBe(maxTrackedClients);
    // A client still remembered is still limited.
    const last = `client-${flood - 1}`;
    expect([1, 2, 3].map(() => limit.check(last).ok)).toEqual([true, true, false]);
  });
});

describe('an events limit counted in memory', () => {
  it('allows max hits a window per key and says when to retry', () => {
    let now = 0;
    const limit = new BatchedLimit(
      'events',
      { max: 3, windowMs: 60_000 },
      () => new Promise(() => {}),
      { now: () => now },
    );
    expect([1, 2, 3, 4].map(() => limit.check('a').ok)).toEqual([true, true, true, false]);
    expect(limit.check('b').ok).toBe(true);
    now = 45_500;
    expect(limit.check('a')).toEqual({ ok: false, retryAfter: 15 });
    now = 60_000;
    expect(limit.check('a').ok).toBe(true);
  });

  it('is off when max is 0', () => {
    const limit = new BatchedLimit('events', { max: 0, windowMs: 60_000 });
    expect(Array.from({ length: 5 }, () => limit.check('a').ok)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });
});

for (const engine of engines()) {
  describe(`limit() on ${engine.name}`, () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
    }, 60_000);
    afterAll(async () => test?.cleanup());
    beforeEach(async () => {
      await test.db.query('TRUNCATE rate_limit');
    });

    it('allows the configured number in a window and refuses the next with a Retry-After', async () => {
      const key = `client-${engine.name}-1`;
      const verdicts: Verdict[] = [];
      for (let i = 0; i < 12; i += 1) verdicts.push(await limitWith(test.db, 'test', key, minute));
      expect(verdicts.map((verdict) => verdict.ok)).toEqual([
        ...Array(10).fill(true),
        false,
        false,
      ]);
      const refused = verdicts[10];
      expect(refused?.ok === false && refused.retryAfter).toBeGreaterThan(0);
      expect(refused?.ok === false && refused.retryAfter).toBeLessThanOrEqual(60);
      // Other clients and other limits count apart.
      expect((await limitWith(test.db, 'test', `${key}-other`, minute)).ok).toBe(true);
      expect((await limitWith(test.db, 'other', key, minute)).ok).toBe(true);
    });

    it('holds exactly under concurrent hits', async () => {
      const key = `client-${engine.name}-2`;
      const verdicts = await Promise.all(
        Array.from({ length: 30 }, () => limitWith(test.db, 'test', key, minute)),
      );
      expect(oks(verdicts)).toBe(10);
    });

    it('an events limit on one instance allows exactly its number', async () => {
      const limit = new BatchedLimit('events', { max: 5, windowMs: 60_000 }, async () => test.db);
      const first = Array.from({ length: 3 }, () => limit.check('c'));
      await limit.sync();
      const rest = Array.from({ length: 4 }, () => limit.check('c'));
      expect([...first, ...rest].map((verdict) => verdict.ok)).toEqual([
        true,
        true,
        true,
        true,
        true,
        false,
        false,
      ]);
      // PGlite is one process: its counts stay in memory and the table is never written.
      const { rows } = await test.db.query("SELECT count FROM rate_limit WHERE key = 'events:c'");
      expect(rows).toEqual(engine.name === 'postgres' ? [{ count: 3 }] : []);
    });

    it('an events limit forgets ended windows once their hits are counted', async () => {
      let now = Date.now();
      const limit = new BatchedLimit('events', { max: 5, windowMs: 60_000 }, async () => test.db, {
        now: () => now,
      });
      for (let i = 0; i < 100; i += 1) limit.check(`ended-${i}`);
      await limit.sync();
      now += 61_000;
      limit.check('after');
      expect(limit.size).toBe(1);
    });

    it('turns off with max 0', async () => {
      const verdicts = await Promise.all(
        Array.from({ length: 5 }, () =>
          limitWith(test.db, 'test', 'x', { max: 0, windowMs: 60_000 }),
        ),
      );
      expect(oks(verdicts)).toBe(5);
    });
  });

  if (engine.name !== 'postgres') continue;

  describe('limits shared through PostgreSQL', () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await engine.open();
    }, 60_000);
    afterAll(async () => test?.cleanup());
    beforeEach(async () => {
      await test.db.query('TRUNCATE rate_limit');
    });

    it('starts a new window once the old one has ended, and deletes ended windows', async () => {
      for (let i = 0; i < 11; i += 1) await limitWith(test.db, 'test', 'a', minute);
      expect((await limitWith(test.db, 'test', 'a', minute)).ok).toBe(false);
      await test.db.query("UPDATE rate_limit SET reset_at = now() - interval '1 second'");
      expect((await limitWith(test.db, 'test', 'a', minute)).ok).toBe(true);
      await test.db.query("UPDATE rate_limit SET reset_at = now() - interval '1 second'");
      await deleteExpiredRateLimits(test.db);
      const { rows } = await test.db.query('SELECT key FROM rate_limit');
      expect(rows).toEqual([]);
    });

    it('adds many keys in one statement and reads back the watched ones', async () => {
      await addRateLimitHits(test.db, new Map([['w:watched', 4]]), 60_000);
      const counts = await addRateLimitHits(
        test.db,
        new Map([
          ['w:a', 3],
          ['w:b', 1],
        ]),
        60_000,
        ['w:watched', 'w:unknown'],
      );
      expect(Object.fromEntries([...counts].map(([key, { count }]) => [key, count]))).toEqual({
        'w:a': 3,
        'w:b': 1,
        'w:watched': 4,
      });
      for (const { resetInMs } of counts.values()) {
        expect(resetInMs).toBeGreaterThan(0);
        expect(resetInMs).toBeLessThanOrEqual(60_000);
      }
    });

    it('an events limit on two instances reaches the configured number in total once reconciled', async () => {
      const rule = { max: 10, windowMs: 60_000 };
      const a = new BatchedLimit('events', rule, async () => test.db);
      const b = new BatchedLimit('events', rule, async () => test.db);
      const first = [
        ...Array.from({ length: 7 }, () => a.check('client')),
        ...Array.from({ length: 3 }, () => b.check('client')),
      ];
      expect(oks(first)).toBe(10);
      await a.sync();
      await b.sync();
      await a.sync();
      expect(a.check('client').ok).toBe(false);
      expect(b.check('client').ok).toBe(false);
      expect(a.check('another').ok).toBe(true);
      const { rows } = await test.db.query<{ count: number }>(
        "SELECT count FROM rate_limit WHERE key = 'events:client'",
      );
      expect(rows).toEqual([{ count: 10 }]);
    });
  });
}
