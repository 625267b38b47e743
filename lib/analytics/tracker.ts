import type { AnalyticsEvent, EventType } from './schema';

/**
 * The browser analytics tracker: no dependency, no cookie, no React, at most 2 KB gzipped
 * (`node scripts/tracker-size.mjs`). The build inlines it at the top of every prerendered page's
 * <head> (scripts/inline-tracker.mjs), so it runs before anything on the page can be clicked and
 * counts visitors who act before hydration, which the build defers until after the first paint.
 * It imports only types from ./schema because zod would multiply its size; the few rules of the
 * schema that events built here could break are mirrored (and checked against the schema in
 * tracker.test.ts), since one invalid event makes the endpoint refuse its whole batch. What only
 * matters once the page has hydrated and costs many bytes is measured by the page's own scripts
 * through the hooks the tracker lends them (`TrackerHooks`): YouTube watch time, ./video-watch.ts.
 */

type Fields = Pick<AnalyticsEvent, 'label' | 'variant' | 'duration_ms' | 'metadata'>;

const storageKey = 'jackie:analytics';
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
 * The admin is not a marketing page, and a visit there before signing in would count staff: it
 * reports nothing (the build does not even load the tracker there; this covers a client-side
 * navigation to it).
 */
export const tracked = (pathname: string): boolean => !/^\/admin\b/.test(pathname);

/**
 * A request's body. A browser driven by automation (navigator.webdriver) still reports, flagged,
 * so that the endpoint can count its events as dropped bots rather than have them vanish.
 */
export const requestBody = (events: AnalyticsEvent[], automated?: boolean): string =>
  JSON.stringify({ events, automation: automated || undefined });

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
export const ms = (value: number): number => Math.min(864e5, Math.round(value));

/** What to do with a batch: forget it (stored), drop it (refused for good) or retry it. */
export enum Outcome {
  Ok,
  Drop,
  Retry,
}

/**
 * What to do with a batch after the endpoint answered `status` (0: no answer). 413 cannot come
 * from a batch cut by `batchSize`, so it means the limit changed: retrying would loop, so drop.
 */
export const outcome = (status: number): Outcome =>
  status > 199 && status < 300
    ? Outcome.Ok
    : !status || status === 408 || status === 429 || status > 499
      ? Outcome.Retry
      : Outcome.Drop;

export const backoff = (attempt: number): number => Math.min(60_000, 2_000 * 2 ** attempt);

/** How many events from the head of `queue` go in one request. */
export function batchSize(queue: readonly unknown[]): number {
  let count = Math.min(queue.length, maxBatch);
  while (count > 1 && JSON.stringify(queue.slice(0, count)).length > maxChars) count--;
  return count;
}

/** The endpoint trims labels, then wants 1 to `max` characters. */
export const clip = (value: string | null | undefined, max: number): string | null =>
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

/**
 * A session's landing as the booking link forwards it: the UTM values it came with (never its
 * utm_content, which carries our reference), else the other site that referred it, else direct.
 */
export type Utm = Record<string, string>;

/**
 * The attribution of a landing at `search`, reached from a page on `from` (the referrer's host
 * with its port, lower case since browsers serialise the referrer), on the site at `host`.
 */
export function attributionOf(search: string, from: string | undefined, host: string): Utm {
  const utm: Utm = {};
  let any: string | undefined;
  new URLSearchParams(search).forEach((value, key) => {
    if (value && /^utm_(source|medium|campaign|term)$/.test(key)) any = utm[key] = value;
  });
  return any
    ? utm
    : from && from !== host
      ? { utm_source: from.replace(/:\d+$|^www\./g, ''), utm_medium: 'referral' }
      : { utm_source: 'direct' };
}

/**
 * The booking link `href` as the visitor follows it: with the landing's attribution and the
 * session reference (refOf in lib/bookings/reference.ts), once as Calendly returns it (utm_content)
 * and once as Cal.com does (metadata[...]). Parameters are set, not added: a second click gives
 * the same link.
 */
export function bookingHref(
  href: string,
  utm: Utm,
  sessionId: string,
  variant: string,
  pathname: string,
): string {
  const url = new URL(href);
  const ref = sessionId.replace('-', '').slice(0, 12);
  const params: Utm = {
    ...utm,
    utm_content: `jk_${ref}_${variant}`,
    'metadata[ref]': ref,
    'metadata[variant]': variant,
    'metadata[page]': pathname,
  };
  for (const key in params) url.searchParams.set(key, params[key] as string);
  return url.href;
}

export type SenderDeps = {
  post: (body: string) => Promise<Response>;
  /** Fire and forget, for a page that is going away; false when the browser refused it. */
  beacon: (body: string) => boolean;
  save: (queue: AnalyticsEvent[]) => void;
  /** Runs `run` at idle time, at the latest after `timeout` ms. */
  idle: (run: () => void, timeout: number) => void;
  automated?: boolean;
};

/**
 * The queue: events wait for idle time (or, added with timeout 0, go out at once) and leave in
 * batches; they leave the queue when the endpoint stored them or refused them for good, and are
 * retried with backoff after 408, 429, 5xx or a network error. Every change is saved, so the
 * next page of the tab resends what is pending, with its first event.
 */
export function createSender(
  { post, beacon, save, idle, automated }: SenderDeps,
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

  async function flush(): Promise<void> {
    waiting = false;
    if (sending.length || !queue.length) return;
    const batch = queue.slice(0, batchSize(queue));
    sending = batch;
    const response = await post(requestBody(batch, automated)).catch(noop);
    const status = response?.status ?? 0;
    // Read, not only its status: Chromium holds a request open until its answer is read, and
    // tools that wait for a quiet network (Lighthouse, PageSpeed Insights) would otherwise wait out
    // their time limit on every page.
    response?.text().catch(noop);
    const result = outcome(status);
    sending = [];
    if (result === Outcome.Retry) {
      warn('retry', status);
      waiting = true;
      setTimeout(run, backoff(attempt++));
      return;
    }
    if (result === Outcome.Drop) warn('dropped', batch.length, status);
    attempt = 0;
    keep(queue.filter((event) => !batch.includes(event)));
    return flush();
  }

  /**
   * Beacons all that is not in flight; while backing off, only for a page that is leaving. What
   * the browser refuses to queue (its beacon quota is used up) stays, for the tab's next page.
   */
  const drain = (leaving: boolean) => {
    if (attempt && !leaving) return;
    const rest = queue.filter((event) => !sending.includes(event));
    keep(sending);
    while (rest.length) {
      const batch = rest.splice(0, batchSize(rest));
      beacon(requestBody(batch, automated)) || keep([...queue, ...batch]);
    }
  };

  return {
    /**
     * Queues `event`; a timeout of 0 sends it at once (a booking click): in its own beacon, with
     * whatever waits, when another request is still in flight, rather than behind it.
     */
    add(event: AnalyticsEvent, timeout = 5000) {
      keep([...queue, event].slice(-queueCap));
      if (!timeout) sending.length ? drain(true) : run();
      else if (!waiting && !sending.length) {
        waiting = true;
        idle(run, timeout);
      }
    },
    drain,
  };
}

const warn = (...args: unknown[]) => console.warn('analytics:', ...args);
const noop = () => {};
export const now = () => performance.now();
/** Never throw into the page: a failure only warns. */
export const safe = <T>(run: () => T): T | undefined => {
  try {
    return run();
  } catch (error) {
    warn(error);
  }
};
/**
 * Starts the tracker in the browser; the page's script calls it once, as early as it can. It
 * reports the page view at the page's first contentful paint, then one per client-side
 * navigation the page's scripts report (`TrackerHooks.view`), and listens on the document from
 * the moment it starts.
 */
export const startTracker = (): void => safe(boot);

/**
 * The tracker's session in this tab, for the contact form, which sends it with a request so the
 * lead is joined to its visit: '' when there is none (no tracker yet, opted out; storage refused
 * only warns, as everywhere here). The tracker never calls it, so it is not in the inlined script.
 */
export const trackerSessionId = (): string =>
  safe(() => JSON.parse(sessionStorage[storageKey] || 0)?.id) || '';

/**
 * What the tracker lends the page's own scripts, which come later, with the framework: the
 * watch time of YouTube embeds (lib/analytics/video-watch.ts) is measured there, since a player
 * exists only once its embed has rendered, and it would cost the inline script a fifth of its
 * budget. `track` queues an event (of `href`, the page it happened on; this page by default);
 * each of `reports` is called with (now, running) just before the tracker sends what is
 * pending: the page is hidden or left (running false) or a client-side navigation moved on.
 * `view` counts a page view of the path in the address bar, once per path: the router's
 * client-side navigations exist only once the page has hydrated, so the page's scripts report
 * them (components/layout/route-effects.tsx) rather than the inline script watching history.
 */
export type TrackerHooks = {
  track: (type: EventType, fields?: Fields, href?: string) => unknown;
  reports: ((at: number, running: boolean) => void)[];
  view: () => void;
};

declare global {
  interface Window {
    /** Set by the tracker when it runs (not for an opted-out visitor, nor in `npm run dev`). */
    jackieTracker?: TrackerHooks;
  }
}

/**
 * What the tab keeps in sessionStorage, under one key: the session (its active time is the
 * clock's total, `utm` its landing's attribution) and the unsent events.
 */
type Saved = Clock & { id: string; queue?: AnalyticsEvent[]; utm?: Utm };

function boot(): void {
  const endpoint = '/api/events';
  const allowed = () =>
    tracked(location.pathname) &&
    !optedOut(
      (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl,
      safe(() => localStorage['jackie:staff']),
    );
  if (!allowed()) return;

  const saved: Saved | undefined = safe(() => JSON.parse(sessionStorage[storageKey] || 0));
  const state: Saved = saved?.id ? saved : { id: uuid(), total: 0 };
  // The host of the referrer, the third part of it split at slashes (an empty one has none).
  const from = document.referrer.split('/')[2];
  // Captured with the session; a session an older tracker saved gets this page's (direct, as a
  // rule: the site itself referred it).
  state.utm ??= attributionOf(location.search, from, location.host);
  const persist = () => safe(() => (sessionStorage[storageKey] = JSON.stringify(state)));
  const visible = () => !document.hidden;
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
      // No fetch fallback when the browser refuses a beacon: keepalive requests share its quota.
      beacon: (body) => navigator.sendBeacon(endpoint, body),
      save: (queue) => {
        state.queue = queue;
        persist();
      },
      // Safari has no requestIdleCallback (its ids start at 1).
      idle: (run, timeout) =>
        self.requestIdleCallback?.(run, { timeout }) || setTimeout(run, timeout),
      automated: navigator.webdriver,
    },
    state.queue,
  );
  // Checked again for each event: a staff member may sign in on another tab.
  const add = (type: EventType, fields?: Fields, href = location.href, timeout?: number) =>
    allowed() &&
    sender.add(buildEvent(type, state.id, new URL(href).pathname, href, fields), timeout);

  const reports: TrackerHooks['reports'] = [];
  const report = (running: boolean) => {
    for (const run of reports) run(now(), running);
  };
  const pause = (leaving: boolean) => {
    tick(false);
    report(false);
    if (leaving) add('session_end', { duration_ms: ms(state.total) });
    sender.drain(leaving);
  };

  const listen = <E extends Event>(
    target: EventTarget,
    type: string,
    handler: (event: E) => unknown,
  ) => target.addEventListener(type, (event) => safe(() => handler(event as E)), true);

  listen(document, 'visibilitychange', () => (visible() ? tick(true) : pause(false)));
  listen(window, 'pagehide', () => pause(true));
  // A booking link leaves the page (or hides it behind a new tab): its click goes out at once.
  // Just before the browser follows it (a click or Enter, a middle click, or its context menu to
  // open it in a new tab or copy it), it gets the visit's attribution and reference.
  for (const type of ['click', 'auxclick', 'contextmenu']) {
    listen(document, type, ({ target }) => {
      // Only elements have closest().
      if (!(target as Element).closest) return;
      const link = (target as Element).closest<HTMLAnchorElement>('a[data-cta=booking]');
      if (link && allowed()) {
        link.href = bookingHref(
          link.href,
          state.utm as Utm,
          state.id,
          // Every booking link names its variant (components/marketing/book-demo-button.tsx).
          link.dataset.variant as string,
          location.pathname,
        );
      }
      const hit = type === 'click' && clickFields(target as Element);
      if (hit) add(...hit, undefined, 0);
    });
  }
  // A page view per path: the page's own, then one per client-side navigation, which the page's
  // scripts report through `view` (each also has the watched time of the videos left behind
  // reported). The first is counted at the page's first contentful paint (a tab opened in the
  // background, or a prerendered page, when it is first shown; a page left before it showed
  // anything counts none) and leaves in the idle time after it (at most 2 s), so as not to
  // compete with the page's loading: a request that ended before the largest paint would be
  // counted in front of it by Lighthouse (docs/benchmarks.md, "The largest paint and the first
  // one"), and the idle time after the first frame's work could come before that frame was on
  // screen. The next ones leave at once, since a page left right after a navigation may be torn
  // down before its pagehide runs.
  let path: string | undefined;
  const view = () => {
    if (location.pathname === path) return;
    report(true);
    const referrer = path ? location.host : from;
    add('page_view', { metadata: { referrer: referrer || null } }, undefined, path ? 0 : 2000);
    path = location.pathname;
  };
  self.jackieTracker = { track: add, reports, view: () => safe(view) };
  new PerformanceObserver(
    (list) => list.getEntriesByName('first-contentful-paint')[0] && safe(view),
  ).observe({ type: 'paint', buffered: true });
}
