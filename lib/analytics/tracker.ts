import type { AnalyticsEvent, EventType } from './schema';

/**
 * The browser analytics tracker: no dependency, no cookie, at most 2 KB gzipped
 * (`node scripts/tracker-size.mjs`). It imports only types from ./schema because zod would
 * multiply its size; the few rules of the schema that events built here could break are mirrored
 * (and checked against the schema in tracker.test.ts), since one invalid event makes the endpoint
 * refuse its whole batch.
 */

type Fields = Pick<AnalyticsEvent, 'label' | 'variant' | 'duration_ms' | 'metadata'>;

const storageKey = 'jackie:analytics';
const youtube = 'https://www.youtube-nocookie.com';
export const queueCap = 200;
const maxBatch = 50;
/** JSON characters per request: ASCII in practice, so half the endpoint's 32 KB body limit. */
const maxChars = 16_000;
export const variants = ['general', 'pool', 'hvac'] as const;

/** `pageForPath` from ./schema, which cannot be imported without bundling zod. */
export const pageFor = (pathname: string): string =>
  pathname === '/' || pathname === '' ? 'landing' : pathname;

export const optedOut = (gpc: unknown, staff: string | null | undefined): boolean =>
  gpc === true || staff === '1';

/**
 * `total` ms so far, plus the stretch running since `since` (undefined: stopped). Times come
 * from performance.now(), which never goes back, so `since` means nothing to another page.
 */
export type Clock = { total: number; since?: number };

export const clockRead = (clock: Clock, now: number): number =>
  clock.total + now - (clock.since ?? now);

export const clockRun = (clock: Clock, running: boolean, now: number): void => {
  clock.total = clockRead(clock, now);
  clock.since = running ? now : undefined;
};

/** Whole ms, at most the schema's 24 h. */
const ms = (value: number): number => Math.min(864e5, Math.round(value));

export type Outcome = 'ok' | 'drop' | 'retry';

/**
 * What to do with a batch after the endpoint answered `status` (0: no answer). 413 cannot come
 * from a batch cut by `batchSize`, so it means the limit changed: retrying would loop, so drop.
 */
export const outcome = (status: number): Outcome =>
  status > 199 && status < 300
    ? 'ok'
    : !status || status === 408 || status === 429 || status > 499
      ? 'retry'
      : 'drop';

export const backoff = (attempt: number): number => Math.min(60_000, 2_000 * 2 ** attempt);

/** How many events from the head of `queue` go in one request. */
export function batchSize(queue: readonly unknown[]): number {
  let count = Math.min(queue.length, maxBatch);
  while (count > 1 && JSON.stringify(queue.slice(0, count)).length > maxChars) count--;
  return count;
}

/** The endpoint trims labels, then wants 1 to `max` characters. */
const clip = (value: string | null | undefined, max: number): string | null =>
  value?.trim().slice(0, max) || null;

/**
 * randomUUID exists only in secure contexts (not on plain http to a LAN address); browsers name
 * blob URLs with a random v4 UUID, which makes a tiny fallback.
 */
export const uuid = (): string =>
  crypto.randomUUID?.() ?? URL.createObjectURL(new Blob()).slice(-36);

export const buildEvent = (
  type: EventType,
  sessionId: string,
  pathname: string,
  href: string,
  fields?: Fields,
): AnalyticsEvent => ({
  event_type: type,
  session_id: sessionId,
  page: pageFor(pathname).slice(0, 300),
  url: href.slice(0, 2048),
  ...fields,
});

export type ClickTarget = { closest(selector: string): { dataset: DOMStringMap } | null };

/** The event a click on (or inside) `target` reports, if any. */
export function clickFields(target: ClickTarget): [EventType, Fields] | null {
  const data = target.closest('[data-cta],[data-video-play]')?.dataset;
  const label = clip(data?.label, 120);
  return !data
    ? null
    : 'cta' in data
      ? ['cta_click', { label, variant: variants.find((name) => name === data.variant) }]
      : ['video_play', { label, metadata: { video_id: data.videoPlay ?? null } }];
}

/** The player state (1: playing) in a message from a YouTube embed; throws on non-JSON. */
export const playerState = (data: unknown): number | undefined =>
  JSON.parse(data as string)?.info?.playerState;

export type SenderDeps = {
  post: (body: string) => Promise<Response>;
  /** Fire and forget, for a page that is going away. */
  beacon: (body: string) => void;
  save: (queue: AnalyticsEvent[]) => void;
  /** Runs `run` at idle time, at the latest after `timeout` ms. */
  idle: (run: () => void, timeout: number) => void;
};

/**
 * The queue: events wait for idle time and go out in batches; they leave the queue when the
 * endpoint stored them or refused them for good, and are retried with backoff after 408, 429,
 * 5xx or a network error. Every change is saved, so a reload resends what is pending.
 */
export function createSender(
  { post, beacon, save, idle }: SenderDeps,
  restored: AnalyticsEvent[] = [],
) {
  let queue = restored.slice(-queueCap);
  let sending: AnalyticsEvent[] = [];
  let attempt = 0;
  let waiting = false;

  const keep = (events: AnalyticsEvent[]) => {
    queue = events;
    save(queue);
  };
  const run = () => void flush().catch(warn);
  const schedule = (timeout: number) => {
    waiting = true;
    idle(run, timeout);
  };

  async function flush(): Promise<void> {
    waiting = false;
    if (sending.length || !queue.length) return;
    const batch = queue.slice(0, batchSize(queue));
    sending = batch;
    const response = await post(JSON.stringify({ events: batch })).catch(noop);
    const status = response?.status ?? 0;
    const result = outcome(status);
    sending = [];
    if (result === 'retry') {
      warn('retry after', status);
      waiting = true;
      setTimeout(run, backoff(attempt++));
      return;
    }
    if (result === 'drop') {
      response?.text().then((body) => warn('dropped', batch.length, status, body), noop);
    }
    attempt = 0;
    keep(queue.filter((event) => !batch.includes(event)));
    return flush();
  }

  if (queue.length) schedule(2000);

  return {
    add(event: AnalyticsEvent, timeout = 5000) {
      keep([...queue, event].slice(-queueCap));
      if (!waiting && !sending.length) schedule(timeout);
    },
    /** Beacons all that is not in flight; while backing off, only for a page that is leaving. */
    drain(leaving: boolean) {
      if (attempt && !leaving) return;
      const rest = queue.filter((event) => !sending.includes(event));
      keep(sending);
      while (rest.length) beacon(JSON.stringify({ events: rest.splice(0, batchSize(rest)) }));
    },
  };
}

type Video = Clock & { frame: HTMLIFrameElement; href: string; playing?: boolean };

const warn = (...args: unknown[]) => console.warn('analytics:', ...args);
const noop = () => {};
const now = () => performance.now();
/** Never throw into the page: a failure only warns. */
const safe = <T>(run: () => T): T | undefined => {
  try {
    return run();
  } catch (error) {
    warn(error);
  }
};
let started: ((pathname: string) => void) | undefined;

/**
 * Starts the tracker in the browser, once: every call returns the same `trackPageView`. Call it
 * with the pathname once for the first page and once per client-side navigation: each call is a
 * page view (and reports the watched time of the videos left behind).
 */
export const startTracker = ({ endpoint = '/api/events' } = {}): ((pathname: string) => void) =>
  (started ??= safe(() => boot(endpoint)) ?? noop);

/**
 * What the tab keeps in sessionStorage, under one key: the session (its active time is the
 * clock's total) and the unsent events.
 */
type Saved = Clock & { id: string; start: number; queue?: AnalyticsEvent[] };

function boot(endpoint: string): (pathname: string) => void {
  const allowed = () =>
    !optedOut(
      (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl,
      safe(() => localStorage.getItem('jackie:staff')),
    );
  if (!allowed()) return noop;

  const saved: Saved | undefined = safe(() =>
    JSON.parse(sessionStorage.getItem(storageKey) ?? '0'),
  );
  const state: Saved = saved?.id ? saved : { id: uuid(), start: Date.now(), total: 0 };
  const persist = () => safe(() => sessionStorage.setItem(storageKey, JSON.stringify(state)));
  const visible = () => document.visibilityState === 'visible';
  const tick = (running: boolean) => {
    clockRun(state, running, now());
    persist();
  };
  // A stretch saved by a page that died without pagehide is not known to have been visible.
  state.since = undefined;
  tick(visible());

  // A string body goes out as text/plain, which the endpoint reads like JSON.
  const post = (body: string) => fetch(endpoint, { method: 'POST', body, keepalive: true });
  const sender = createSender(
    {
      post,
      beacon: (body) => {
        if (!navigator.sendBeacon(endpoint, body)) post(body).catch(noop);
      },
      save: (queue) => {
        state.queue = queue;
        persist();
      },
      // Safari has no requestIdleCallback.
      idle: (run, timeout) =>
        'requestIdleCallback' in window
          ? requestIdleCallback(run, { timeout })
          : setTimeout(run, timeout),
    },
    state.queue,
  );
  // Checked again for each event: a staff member may sign in on another tab.
  const add = (
    type: EventType,
    fields?: Fields,
    href = location.href,
    timeout?: number,
    pathname = new URL(href).pathname,
  ) => allowed() && sender.add(buildEvent(type, state.id, pathname, href, fields), timeout);

  // A video counts as watched while it plays and the page is visible.
  const active: Video[] = [];
  /**
   * Reports each video's watched time since the last report; `running` keeps clocks going.
   * Videos no longer in the page (after a client-side navigation) are forgotten.
   */
  const report = (at: number, running: boolean) => {
    for (const video of active.splice(0)) {
      if (video.frame.isConnected) active.push(video);
      const watched = ms(clockRead(video, at));
      video.total = 0;
      video.since = running ? video.since && at : undefined;
      if (watched) {
        const { label, videoId } = video.frame.dataset;
        add(
          'video_watch',
          {
            duration_ms: watched,
            label: clip(label, 120),
            metadata: { video_id: videoId ?? null },
          },
          video.href,
        );
      }
    }
  };
  const pause = (leaving: boolean) => {
    tick(false);
    report(now(), false);
    if (leaving) add('session_end', { duration_ms: ms(state.total) });
    sender.drain(leaving);
  };

  const listen = <E extends Event>(
    target: EventTarget,
    type: string,
    handler: (event: E) => unknown,
  ) => target.addEventListener(type, (event) => safe(() => handler(event as E)), true);

  listen(document, 'visibilitychange', () => {
    if (!visible()) return pause(false);
    tick(true);
    for (const video of active) clockRun(video, !!video.playing, now());
  });
  listen(window, 'pagehide', () => pause(true));
  listen<MouseEvent>(document, 'click', (event) => {
    const hit = event.target instanceof Element && clickFields(event.target);
    if (hit) add(...hit);
  });
  // A video embed's iframe (data-video-id) has loaded: ask the player to post its state
  // (YouTube's widget protocol, without the API script). As the player may not listen yet when
  // the iframe fires load, say hello every half second until it answers.
  const hello = (video: Video, tries: number) => {
    if (tries && video.playing === undefined && video.frame.isConnected) {
      video.frame.contentWindow?.postMessage(
        '{"event":"listening","id":1,"channel":"widget"}',
        youtube,
      );
      setTimeout(() => hello(video, tries - 1), 500);
    }
  };
  listen(document, 'load', ({ target: frame }) => {
    if (frame instanceof HTMLIFrameElement && frame.dataset.videoId) {
      const video: Video = { frame, href: location.href, total: 0 };
      active.push(video);
      hello(video, 20);
    }
  });
  listen<MessageEvent>(window, 'message', (event) => {
    const video =
      event.origin === youtube &&
      active.find((known) => known.frame.contentWindow === event.source);
    if (!video) return;
    const state = playerState(event.data);
    video.playing = state === undefined ? !!video.playing : state === 1;
    clockRun(video, video.playing && visible(), now());
  });

  let first = true;
  return (pathname) =>
    safe(() => {
      report(now(), true);
      const referrer = first ? document.referrer && new URL(document.referrer).host : location.host;
      const metadata = { referrer: referrer || null };
      add('page_view', { metadata }, undefined, first ? 2000 : 5000, pathname);
      first = false;
    });
}
