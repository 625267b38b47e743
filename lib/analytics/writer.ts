import type { SqlClient } from '@/lib/db/client';
import { type DropReason, type EventRow, insertEvents, recordDrops } from '@/lib/db/queries/events';

type Pending = { rows: EventRow[]; resolve: () => void; reject: (error: unknown) => void };

/**
 * Group commit: concurrent requests wait for one multi-row insert instead of each paying for its
 * own. The next flush starts as soon as the previous one commits (after one event-loop turn), so a
 * lone request is written at once and batches grow only under load. A request is answered only
 * after the transaction holding its events has committed.
 */
export class EventWriter {
  private queue: Pending[] = [];
  private flushing = false;
  private drops = new Map<DropReason, number>();
  private dropTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: () => Promise<SqlClient>,
    private readonly maxBatch = 5_000,
  ) {}

  write(rows: EventRow[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  /** Counts events that were not stored; written with the next flush or within a few seconds. */
  drop(reason: DropReason, events = 1) {
    this.drops.set(reason, (this.drops.get(reason) ?? 0) + events);
    this.dropTimer ??= setTimeout(() => {
      this.dropTimer = undefined;
      if (!this.flushing) void this.flush();
    }, 5_000);
    this.dropTimer.unref?.();
  }

  private takeBatch(): Pending[] {
    const batch: Pending[] = [];
    let size = 0;
    while (
      this.queue.length > 0 &&
      (batch.length === 0 || size + (this.queue[0]?.rows.length ?? 0) <= this.maxBatch)
    ) {
      const next = this.queue.shift() as Pending;
      batch.push(next);
      size += next.rows.length;
    }
    return batch;
  }

  private async flush(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0 || this.drops.size > 0) {
        // Let the requests that arrived during the previous commit be read and validated first,
        // so they join this batch: on PGlite, whose statements block the event loop, this about
        // doubles the rate under load (docs/benchmarks.md). A lone request waits one tick.
        await new Promise((resolve) => setImmediate(resolve));
        const batch = this.takeBatch();
        const drops = [...this.drops].map(([reason, events]) => ({
          at: new Date(),
          reason,
          events,
        }));
        this.drops.clear();
        let failure: unknown;
        try {
          await insertEvents(
            await this.db(),
            batch.flatMap((pending) => pending.rows),
          );
        } catch (error) {
          failure = error;
        }
        try {
          if (drops.length > 0) await recordDrops(await this.db(), drops);
        } catch (error) {
          // Drop counts are statistics about refused events; losing them is not losing data.
          console.warn(
            'analytics: could not record dropped-event counts:',
            (error as Error).message,
          );
        }
        for (const pending of batch) {
          if (failure === undefined) pending.resolve();
          else pending.reject(failure);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
