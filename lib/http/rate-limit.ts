import 'server-only';
import { type Database, getDb } from '@/lib/db/client';
import {
  addRateLimitHits,
  deleteExpiredRateLimits,
  type WindowCount,
} from '@/lib/db/queries/rate-limits';
import { processSingleton } from '@/lib/process-singleton';

/**
 * Named limits on what one client (an address, an account, a user) may do in a window. Every
 * limit the product sets goes through this module, so the numbers hold in total however many
 * instances serve the site.
 *
 * Semantics, the same on both engines: a fixed window per client that starts with its first hit
 * and lasts `windowMs`; the first `max` hits in it are allowed, the rest refused until it ends.
 * On PostgreSQL the counts live in the database (one statement a hit, shared by every instance);
 * PGlite is one process by construction, so its counts live in that process's memory and are
 * just as exact.
 */
export type Rule = { max: number; windowMs: number };
export type Verdict = { ok: true } | { ok: false; retryAfter: number };

const allowed: Verdict = { ok: true };

function verdict({ count, resetInMs }: WindowCount, max: number): Verdict {
  return count <= max
    ? allowed
    : { ok: false, retryAfter: Math.max(1, Math.ceil(resetInMs / 1000)) };
}

/**
 * How many clients one table of windows remembers at most. Past this (a flood from more distinct
 * addresses in one window than any real audience has), the oldest window is forgotten: that client
 * starts afresh, and memory stays bounded (about 20 MB a table at the bound).
 */
export const maxTrackedClients = 100_000;

type Window = { key: string; resetAt: number };

/**
 * Windows of one length by client, in the order they started, which for one length is the order
 * they end: ended windows are forgotten from the front and the oldest is dropped at the bound, in
 * constant time per hit, however many clients a window holds. (A Map alone cannot do this: V8
 * leaves a hole per deleted entry, and each new iterator walks them from the start.)
 */
export class WindowTable<W extends Window> {
  private readonly byKey = new Map<string, W>();
  /** Every started window in start order; entries from `head` on are live or not yet dropped. */
  private queue: W[] = [];
  private head = 0;

  constructor(private readonly capacity = maxTrackedClients) {}

  get size() {
    return this.byKey.size;
  }

  get(key: string): W | undefined {
    return this.byKey.get(key);
  }

  values(): IterableIterator<W> {
    return this.byKey.values();
  }

  /** Adds a window that starts now (replacing the client's ended one). */
  start(window: W, now: number, canForget: (window: W) => boolean = () => true) {
    this.forgetEnded(now, canForget);
    while (this.byKey.size >= this.capacity && this.head < this.queue.length) this.dropFront();
    this.byKey.set(window.key, window);
    this.queue.push(window);
  }

  /** Forgets ended windows from the front, stopping at the first that is open (or kept). */
  forgetEnded(now: number, canForget: (window: W) => boolean = () => true) {
    for (;;) {
      const first = this.queue[this.head];
      if (!first) break;
      // A window already replaced by its client's newer one is only a leftover in the queue.
      const current = this.byKey.get(first.key) === first;
      if (current && (first.resetAt > now || !canForget(first))) break;
      this.dropFront();
    }
  }

  private dropFront() {
    const first = this.queue[this.head];
    this.head += 1;
    if (first && this.byKey.get(first.key) === first) this.byKey.delete(first.key);
    // Compact once the dropped part is the larger half: amortised constant time.
    if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
  }
}

/** Fixed windows in memory, for PGlite's single process: one table per window length. */
export class MemoryWindows {
  private readonly tables = new Map<number, WindowTable<Window & { count: number }>>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly capacity = maxTrackedClients,
  ) {}

  /** How many clients are remembered, over every window length. */
  get size() {
    let size = 0;
    for (const table of this.tables.values()) size += table.size;
    return size;
  }

  hit(key: string, windowMs: number): WindowCount {
    const now = this.now();
    let table = this.tables.get(windowMs);
    if (!table) {
      table = new WindowTable(this.capacity);
      this.tables.set(windowMs, table);
    }
    let window = table.get(key);
    if (!window || window.resetAt <= now) {
      window = { key, count: 0, resetAt: now + windowMs };
      table.start(window, now);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }
}

/** The process's windows and when it last deleted ended windows from the table. */
const processLimits = () =>
  processSingleton('limits', () => ({ windows: new MemoryWindows(), expiredAt: 0 }));

/** Deletes ended windows from the table, at most once a minute per process, off the request path. */
function expireOldWindows(db: Database) {
  const now = Date.now();
  const limits = processLimits();
  if (now - limits.expiredAt < 60_000) return;
  limits.expiredAt = now;
  deleteExpiredRateLimits(db).catch((error: Error) =>
    console.warn('rate limits: could not delete ended windows:', error.message),
  );
}

/** Counts one hit of `key` against the limit `name`; a rule with `max` 0 turns the limit off. */
export async function limit(name: string, key: string, rule: Rule): Promise<Verdict> {
  return rule.max <= 0 ? allowed : limitWith(await getDb(), name, key, rule);
}

/** `limit` on a given database. */
export async function limitWith(
  db: Database,
  name: string,
  key: string,
  rule: Rule,
): Promise<Verdict> {
  if (rule.max <= 0) return allowed;
  const id = `${name}:${key}`;
  if (db.engine !== 'postgres') {
    return verdict(processLimits().windows.hit(id, rule.windowMs), rule.max);
  }
  const counts = await addRateLimitHits(db, new Map([[id, 1]]), rule.windowMs);
  expireOldWindows(db);
  return verdict(counts.get(id) ?? { count: 1, resetInMs: rule.windowMs }, rule.max);
}

type LocalWindow = Window & { shared: number; pending: number };

/**
 * A limit decided in memory without waiting, for the events endpoint, where one database
 * statement per request would cost a large share of the handler. Each instance counts its own
 * hits and, once a second while any window is open, adds them to the shared counts and reads
 * back the totals of every client it has seen, in one statement. An instance therefore knows
 * every other's hits within about a second: the total across instances stays within `max` plus
 * what the others allowed during that second. On PGlite (one process) the memory count is exact
 * and the database is never asked.
 */
export class BatchedLimit {
  private readonly windows: WindowTable<LocalWindow>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastSync = 0;
  private syncing: Promise<void> | undefined;
  /** Set once the database turns out to be PGlite: then nothing is shared. */
  private local = false;

  constructor(
    private readonly name: string,
    private readonly rule: Rule,
    private readonly db: () => Promise<Database> = getDb,
    private readonly options: { now?: () => number; intervalMs?: number; capacity?: number } = {},
  ) {
    this.windows = new WindowTable(options.capacity);
  }

  /** How many clients this instance remembers. */
  get size() {
    return this.windows.size;
  }

  private now() {
    return (this.options.now ?? Date.now)();
  }

  /** An ended window may be forgotten once its hits are shared, or at once when nothing is. */
  private readonly forgettable = (window: LocalWindow) => this.local || window.pending === 0;

  /** Counts one hit of `key` and answers at once from what this instance knows. */
  check(key: string): Verdict {
    const { max, windowMs } = this.rule;
    if (max <= 0) return allowed;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { key, shared: 0, pending: 0, resetAt: now + windowMs };
      this.windows.start(window, now, this.forgettable);
    }
    if (window.shared + window.pending >= max) {
      return { ok: false, retryAfter: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
    }
    window.pending += 1;
    this.schedule();
    return allowed;
  }

  private schedule() {
    if (this.timer || this.syncing || this.local) return;
    const wait = Math.max(0, this.lastSync + (this.options.intervalMs ?? 1000) - this.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.sync();
    }, wait);
    this.timer.unref?.();
  }

  /** Adds this instance's new hits to the shared counts and reads back every open window's. */
  sync(): Promise<void> {
    this.syncing ??= this.reconcile().finally(() => {
      this.syncing = undefined;
      // Keep reading the totals while any window is open: others may still be counting.
      if (this.windows.size > 0) this.schedule();
    });
    return this.syncing;
  }

  private async reconcile() {
    this.lastSync = this.now();
    this.windows.forgetEnded(this.lastSync, this.forgettable);
    const sent = new Map<string, { window: LocalWindow; pending: number }>();
    const hits = new Map<string, number>();
    const watch: string[] = [];
    for (const window of this.windows.values()) {
      const id = `${this.name}:${window.key}`;
      sent.set(id, { window, pending: window.pending });
      if (window.pending > 0) hits.set(id, window.pending);
      else watch.push(id);
    }
    if (sent.size === 0) return;
    let counts: Map<string, WindowCount>;
    try {
      const db = await this.db();
      if (db.engine !== 'postgres') {
        this.local = true;
        for (const { window, pending } of sent.values()) {
          window.shared += pending;
          window.pending -= pending;
        }
        return;
      }
      counts = await addRateLimitHits(db, hits, this.rule.windowMs, watch);
      expireOldWindows(db);
    } catch (error) {
      // The hits stay pending and are sent with the next reconciliation.
      console.warn(
        `rate limits: could not share the ${this.name} counts:`,
        (error as Error).message,
      );
      return;
    }
    const now = this.now();
    for (const [id, { window, pending }] of sent) {
      window.pending -= pending;
      const count = counts.get(id);
      if (count) {
        window.shared = count.count;
        window.resetAt = now + count.resetInMs;
      } else {
        // A watched window the database has already closed: nobody has hits in it any more.
        window.shared = 0;
      }
    }
  }
}
