import type { SqlClient } from '@/lib/db/client';
import { type EventRow, insertEvents, recordDrops } from '@/lib/db/queries/events';
import type { DropReason } from './drop-reasons';

type Pending = { rows: EventRow[]; resolve: () => void; reject: (error: unknown) => void };

/** Drop counts wait at most this long in memory: a crash loses at most this much of them. */
export const dropFlushMs = 1_000;

/**
 * The database refused a request's own events for their values (SQLSTATE class 22, data exception):
 * sending them again cannot succeed, unlike when the database is unavailable.
 */
export class EventsRefusedError extends Error {
  constructor(readonly cause: unknown) {
    super(`the database refused the events: ${(cause as Error).message}`);
  }
}

const sqlState = (error: unknown): string =>
  String((error as { code?: unknown } | null)?.code ?? '');

/**
 * Whether the database answered and refused the statement, as opposed to being unreachable, out of
 * resources or shutting down (SQLSTATE classes 08, 53, 57, 58, XX, or no SQLSTATE at all).
 */
const refusedByDatabase = (error: unknown) =>
  /^[0-9A-Z]{5}$/.test(sqlState(error)) && !/^(08|53|57|58|XX)/.test(sqlState(error));

/**
 * Group commit: concurrent requests wait for one multi-row insert instead of each paying for its
 * own. The next flush starts as soon as the previous one commits (after one event-loop turn), so a
 * lone request is written at once and batches grow only under load. A request is answered only
 * after the transaction holding its events has committed, and never fails because of another
 * request's events in the same batch.
 */
export class EventWriter {
  private queue: Pending[] = [];
  private flushing = false;
  private flushed: Promise<void> = Promise.resolve();
  private drops = new Map<DropReason, number>();
  private dropTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly db: () => Promise<SqlClient>,
    private readonly maxBatch = 5_000,
  ) {}

  write(rows: EventRow[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ rows, resolve, reject });
      if (!this.flushing) this.startFlush();
    });
  }

  /** Counts events that were not stored; written with the next flush, at most 1 s from now. */
  drop(reason: DropReason, events = 1) {
    this.drops.set(reason, (this.drops.get(reason) ?? 0) + events);
    this.dropTimer ??= setTimeout(() => {
      this.dropTimer = undefined;
      if (!this.flushing) this.startFlush();
    }, dropFlushMs);
    this.dropTimer.unref?.();
  }

  /**
   * Resolves once every queued event and every drop count is written (or refused): for shutdown,
   * after the server has stopped taking requests.
   */
  async close(): Promise<void> {
    clearTimeout(this.dropTimer);
    this.dropTimer = undefined;
    while (this.flushing || this.queue.length > 0 || this.drops.size > 0) {
      if (!this.flushing) this.startFlush();
      await this.flushed;
    }
  }

  private startFlush() {
    this.flushed = this.flush();
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
        const outcomes = await this.commit(batch);
        try {
          if (drops.length > 0) await recordDrops(await this.db(), drops);
        } catch (error) {
          // Drop counts are statistics about refused events; losing them is not losing data.
          console.warn(
            'analytics: could not record dropped-event counts:',
            (error as Error).message,
          );
        }
        // Answered after the drop counts too, so a client that reads them finds its own.
        for (const [i, pending] of batch.entries()) {
          const failure = outcomes[i];
          if (failure === undefined) pending.resolve();
          else pending.reject(failure);
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  /**
   * Stores the batch; returns each request's outcome (undefined when stored), never throws. When
   * the database refuses the batch for something in it (one request's events), each request is
   * stored on its own so that only the request at fault fails.
   */
  private async commit(batch: Pending[]): Promise<unknown[]> {
    if (batch.length === 0) return [];
    let db: SqlClient;
    try {
      db = await this.db();
    } catch (error) {
      return batch.map(() => error);
    }
    try {
      await insertEvents(
        db,
        batch.flatMap((pending) => pending.rows),
      );
      return batch.map(() => undefined);
    } catch (error) {
      if (batch.length === 1 || !refusedByDatabase(error)) return batch.map(() => classify(error));
    }
    const outcomes: unknown[] = [];
    for (const pending of batch) {
      const previous = outcomes.at(-1);
      if (previous !== undefined && !refusedByDatabase(previous)) {
        // The database went away meanwhile: the rest get the same answer at once.
        outcomes.push(previous);
        continue;
      }
      try {
        await insertEvents(db, pending.rows);
        outcomes.push(undefined);
      } catch (error) {
        outcomes.push(error);
      }
    }
    return outcomes.map((outcome) => (outcome === undefined ? undefined : classify(outcome)));
  }
}

function classify(error: unknown): unknown {
  return sqlState(error).startsWith('22') ? new EventsRefusedError(error) : error;
}
