import { describe, expect, it } from 'vitest';
import { binomialLower, binomialUpper, countBaseline, decide, judge, median } from './baseline';

/** A deterministic pseudo-random source (mulberry32), so that the series are the same every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Poisson draw (Knuth's method for small means, a normal approximation above 500). */
function poissonDraw(mean: number, next: () => number): number {
  if (mean > 500) {
    const u = Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
    return Math.max(0, Math.round(mean + u * Math.sqrt(mean)));
  }
  const limit = Math.exp(-mean);
  let k = 0;
  let p = next();
  while (p > limit) {
    k += 1;
    p *= next();
  }
  return k;
}

/**
 * Weeks of daily counts of a steady rate per weekday, then each day of the last week judged against
 * the median of the same weekday in the four weeks before: what fired.
 */
function checkLastWeek(daily: number[], minimum: number, seed: number, lastWeek?: number[]) {
  const next = random(seed);
  const weeks = Array.from({ length: 5 }, () => daily.map((mean) => poissonDraw(mean, next)));
  const last = lastWeek ?? (weeks[4] as number[]);
  return last.map((observed, day) => {
    const baseline = countBaseline(weeks.slice(0, 4).map((week) => week[day] as number));
    return judge(observed, baseline, minimum);
  });
}

describe('the baseline and its tail test', () => {
  it('takes the median of the four weeks, so one odd week moves it little', () => {
    expect(median([20, 22, 19, 90])).toBe(21);
    expect(median([3])).toBe(3);
    expect(median([])).toBeNull();
  });

  it('computes binomial tails as tables give them', () => {
    // P(X ≤ 2) and P(X ≥ 8) for Binomial(10, 0.5): 56/1024 each.
    expect(binomialLower(2, 10, 0.5)).toBeCloseTo(56 / 1024, 12);
    expect(binomialUpper(8, 10, 0.5)).toBeCloseTo(56 / 1024, 12);
    // Large counts stay finite and right: 9,700 of 50,000 at 0.2 is about 3.35 sd low.
    expect(binomialLower(9_700, 50_000, 0.2)).toBeGreaterThan(0.0002);
    expect(binomialLower(9_700, 50_000, 0.2)).toBeLessThan(0.0006);
    expect(binomialUpper(0, 5, 0.3)).toBe(1);
  });

  it('fires nothing over steady weeks, at any volume', () => {
    for (const [daily, minimum] of [
      [[40, 44, 42, 41, 38, 12, 9], 10],
      [[3000, 3200, 3100, 3050, 2900, 900, 800], 60],
      [[0.6, 0.5, 0.6, 0.4, 0.5, 0.2, 0.2], 8],
    ] as const) {
      for (let seed = 1; seed <= 20; seed += 1) {
        const fired = checkLastWeek([...daily], minimum, seed).filter(
          (verdict) => verdict === 'drop' || verdict === 'spike',
        );
        expect(fired).toEqual([]);
      }
    }
  });

  it('fires on a day at half the usual booked demos when the volume is there', () => {
    // About 40 booked demos on a Wednesday; this Wednesday 20.
    const verdicts = checkLastWeek([38, 41, 40, 39, 37, 10, 8], 8, 7, [38, 40, 20, 39, 36, 9, 8]);
    expect(verdicts[2]).toBe('drop');
    expect(verdicts.filter((verdict) => verdict === 'drop')).toHaveLength(1);
  });

  it('stays quiet at the same ratio on a site with three demos a week', () => {
    // Three demos a week, a day usually brings under one: a day with none is no news.
    const verdicts = checkLastWeek([1, 1, 0, 1, 0, 0, 0], 8, 3, [0, 0, 0, 0, 0, 0, 0]);
    expect(verdicts.every((verdict) => verdict === 'quiet')).toBe(true);
    // Even a week judged whole: 1 instead of 3 is below the minimum volume.
    expect(judge(1, countBaseline([3, 3, 2, 4]), 8)).toBe('quiet');
  });

  it('reports a spike once the count reaches the minimum', () => {
    expect(judge(45, countBaseline([12, 11, 13, 12]), 10)).toBe('spike');
    expect(judge(9, countBaseline([0, 0, 0, 0]), 10)).toBe('quiet');
    expect(judge(14, countBaseline([0, 0, 0, 0]), 10)).toBe('spike');
    // 14 where the four weeks brought 12 each is no spike.
    expect(judge(14, countBaseline([12, 11, 13, 12]), 10)).toBe('steady');
  });

  it('fires once when a figure falls, stays silent while it stays low, and recovers once', () => {
    // Hourly checks of a 24-hour count whose baseline is 40: it falls to 15, stays, then returns.
    const counts = [41, 38, 15, 14, 16, 15, 30, 39, 42, 40, 16];
    let open: 'drop' | 'spike' | null = null;
    const said: string[] = [];
    for (const observed of counts) {
      const decision = decide(open, observed, countBaseline([40, 39, 41, 40]), 8);
      if (decision?.kind === 'fire') {
        open = decision.direction;
        said.push(`fired ${decision.direction} at ${observed}`);
      } else if (decision?.kind === 'recover') {
        open = null;
        said.push(`recovered at ${observed}`);
      }
    }
    expect(said).toEqual(['fired drop at 15', 'recovered at 30', 'fired drop at 16']);
  });
});
