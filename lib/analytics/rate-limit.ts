/**
 * A token bucket per client, in memory: `perMinute` requests a minute on average with bursts up
 * to half a minute's worth. Each app instance keeps its own buckets.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; updated: number }>();
  private readonly capacity: number;
  private readonly refillPerMs: number;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {
    this.capacity = Math.max(1, Math.ceil(perMinute / 2));
    this.refillPerMs = perMinute / 60_000;
  }

  /** Takes one token; returns 0 when allowed, else the seconds until one is available. */
  take(key: string): number {
    if (this.perMinute <= 0) return 0;
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updated: now };
    bucket.tokens = Math.min(
      this.capacity,
      bucket.tokens + (now - bucket.updated) * this.refillPerMs,
    );
    bucket.updated = now;
    if (this.buckets.size > 50_000) this.prune(now);
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000);
  }

  /** Forgets clients whose bucket has refilled: they are indistinguishable from new ones. */
  private prune(now: number) {
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updated) * this.refillPerMs >= this.capacity) {
        this.buckets.delete(key);
      }
    }
  }
}
