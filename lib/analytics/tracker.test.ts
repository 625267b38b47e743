import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingVariants } from '@/lib/site/booking';
import { type AnalyticsEvent, analyticsEventSchema, pageForPath } from './schema';
import {
  attributionOf,
  backoff,
  batchSize,
  bookingHref,
  buildEvent,
  type ClickTarget,
  type Clock,
  clickFields,
  clockRead,
  clockRun,
  createSender,
  Outcome,
  optedOut,
  outcome,
  pageFor,
  queueCap,
  requestBody,
  startTracker,
  tracked,
  trackerSessionId,
  uuid,
  variants,
} from './tracker';

const sessionId = '0e425dfc-4167-4571-b3e8-eefd846e2871';
const pageView = (n: number): AnalyticsEvent =>
  buildEvent('page_view', sessionId, `/p${n}`, `https://jackie.example/p${n}`);

describe('rules mirrored from the schema (the tracker cannot import zod)', () => {
  it('imports nothing but types, so no dependency is bundled', () => {
    const source = readFileSync(new URL('./tracker.ts', import.meta.url), 'utf8');
    const imports = source.split('\n').filter((line) => line.startsWith('import '));
    expect(imports).toEqual(["import type { AnalyticsEvent, EventType } from './schema';"]);
  });

  it('names pages as pageForPath does', () => {
    for (const path of ['/', '', '/pricing', '/blog/speed-to-lead', '/landing']) {
      expect(pageFor(path)).toBe(pageForPath(path));
    }
  });

  it('knows the booking variants', () => {
    expect(variants).toEqual(bookingVariants);
  });

  it('builds events the endpoint accepts, clipping what would be too long', () => {
    const long = `https://jackie.example/${'a'.repeat(3000)}`;
    const event = buildEvent('session_end', uuid(), `/${'b'.repeat(400)}`, long, {
      duration_ms: 1234,
    });
    expect(analyticsEventSchema.parse(event)).toMatchObject({ duration_ms: 1234 });
    expect(buildEvent('page_view', uuid(), '/', 'https://jackie.example/').page).toBe('landing');
  });
});

describe('uuid', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('gives a v4 UUID, also where randomUUID is missing (insecure context)', () => {
    const sessionIdSchema = analyticsEventSchema.shape.session_id;
    expect(sessionIdSchema.safeParse(uuid()).success).toBe(true);
    vi.stubGlobal('crypto', {});
    const fallback = uuid();
    expect(fallback).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(sessionIdSchema.safeParse(fallback).success).toBe(true);
    expect(uuid()).not.toBe(fallback);
  });
});

describe('the admin', () => {
  it('is not tracked; every marketing page is', () => {
    for (const path of ['/admin', '/admin/', '/admin/invite']) expect(tracked(path)).toBe(false);
    for (const path of ['/', '/pricing', '/blog/admin-tips', '/glossary/roi']) {
      expect(tracked(path)).toBe(true);
    }
  });
});

describe('opt-out', () => {
  it('sends nothing with Global Privacy Control or a signed-in staff browser', () => {
    expect(optedOut(true, null)).toBe(true);
    expect(optedOut(undefined, '1')).toBe(true);
    expect(optedOut(false, null)).toBe(false);
    expect(optedOut(undefined, undefined)).toBe(false);
    expect(optedOut('true', '0')).toBe(false);
  });
});

describe('active time', () => {
  it('counts only the visible stretches', () => {
    const clock: Clock = { total: 0 };
    clockRun(clock, true, 0); // visible from the start
    clockRun(clock, false, 1_000); // hidden
    expect(clockRead(clock, 4_000)).toBe(1_000);
    clockRun(clock, true, 5_000); // visible again
    clockRun(clock, true, 5_500); // a second "visible" does not count twice
    expect(clockRead(clock, 6_500)).toBe(2_500);
  });

  it('goes on from the total a previous page saved', () => {
    const saved: Clock = JSON.parse(JSON.stringify({ total: 2_500 }));
    clockRun(saved, true, 10_000);
    expect(clockRead(saved, 10_500)).toBe(3_000);
    clockRun(saved, false, 11_000);
    expect(clockRead(saved, 99_000)).toBe(3_500);
  });
});

describe('clicks', () => {
  const on = (dataset: Record<string, string> | null): ClickTarget => ({
    closest: () => (dataset ? { dataset } : null),
  });

  it('reports a booking link with its variant and placement', () => {
    const hit = clickFields(on({ cta: 'booking', variant: 'pool', label: 'hero' }));
    expect(hit).toEqual(['cta_click', { label: 'hero', variant: 'pool' }]);
    const [type, fields] = hit ?? [];
    expect(type).toBe('cta_click');
    const event = buildEvent('cta_click', sessionId, '/', 'https://jackie.example/', fields);
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('leaves out an unknown variant and an empty label rather than fail the batch', () => {
    const [, fields] = clickFields(on({ cta: 'booking', variant: 'spa', label: '  ' })) ?? [];
    expect(fields).toEqual({ label: null, variant: undefined });
    const event = buildEvent(
      'cta_click',
      sessionId,
      '/pricing',
      'https://jackie.example/pricing',
      fields,
    );
    expect(analyticsEventSchema.safeParse(event).success).toBe(true);
  });

  it('reports a video placeholder with its video id', () => {
    expect(clickFields(on({ videoPlay: 'abc123', label: 'landing_demo' }))).toEqual([
      'video_play',
      { label: 'landing_demo', metadata: { video_id: 'abc123' } },
    ]);
  });

  it('ignores other clicks', () => {
    expect(clickFields(on(null))).toBeNull();
  });
});

describe('what to do with an answer', () => {
  it('retries only what may succeed later', () => {
    expect(outcome(202)).toBe(Outcome.Ok);
    expect(outcome(200)).toBe(Outcome.Ok);
    for (const status of [0, 408, 429, 500, 502, 503]) expect(outcome(status)).toBe(Outcome.Retry);
    for (const status of [400, 401, 403, 404, 413, 422]) expect(outcome(status)).toBe(Outcome.Drop);
  });

  it('backs off exponentially up to a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(backoff)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000,
    ]);
  });

  it('cuts batches at 50 events and under the body size limit', () => {
    expect(batchSize([])).toBe(0);
    expect(batchSize(Array.from({ length: 70 }, (_, n) => pageView(n)))).toBe(50);
    const big = { ...pageView(0), url: `https://jackie.example/${'x'.repeat(2000)}` };
    const count = batchSize(Array.from({ length: 50 }, () => big));
    expect(count).toBeLessThan(50);
    expect(JSON.stringify({ events: Array(count).fill(big) }).length).toBeLessThan(16 * 1024);
    expect(batchSize([{ huge: 'y'.repeat(40_000) }])).toBe(1);
  });
});

describe('the queue', () => {
  type Answer = number | 'offline';

  function setup(answers: Answer[], restored?: AnalyticsEvent[]) {
    const posts: AnalyticsEvent[][] = [];
    const beacons: AnalyticsEvent[][] = [];
    const saved: AnalyticsEvent[][] = [];
    const idle: { run: () => void; timeout: number }[] = [];
    const answered: Response[] = [];
    const sender = createSender(
      {
        post: async (body) => {
          posts.push(JSON.parse(body).events);
          const answer = answers.shift() ?? 202;
          if (answer === 'offline') throw new TypeError('Failed to fetch');
          const error = { error: { code: 'invalid', message: 'bad event', issues: [] } };
          const answerBody = answer === 202 ? '{"accepted":1}' : JSON.stringify(error);
          const response = new Response(answerBody, { status: answer });
          answered.push(response);
          return response;
        },
        beacon: (body) => beacons.push(JSON.parse(body).events) > 0,
        save: (queue) => saved.push(queue),
        idle: (run, timeout) => idle.push({ run, timeout }),
      },
      restored,
    );
    const runIdle = async () => {
      for (const { run } of idle.splice(0)) run();
      await vi.advanceTimersByTimeAsync(0);
    };
    return {
      sender,
      posts,
      beacons,
      saved,
      idle,
      runIdle,
      answered,
      queue: () => saved.at(-1) ?? [],
    };
  }

  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for idle time, then sends the batch and forgets it once stored', async () => {
    const { sender, posts, idle, runIdle, queue } = setup([202]);
    sender.add(pageView(1), 2000);
    sender.add(pageView(2));
    expect(idle.map(({ timeout }) => timeout)).toEqual([2000]);
    expect(queue()).toHaveLength(2);
    expect(posts).toHaveLength(0);
    await runIdle();
    expect(posts).toEqual([[pageView(1), pageView(2)]]);
    expect(queue()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  // Chromium holds a request open until its answer is read; Lighthouse then waits out its limit.
  it('reads every answer, stored or refused, so the browser can finish the request', async () => {
    const { sender, runIdle, answered } = setup([503, 400, 202]);
    sender.add(pageView(1));
    await runIdle();
    await vi.advanceTimersByTimeAsync(2_000);
    sender.add(pageView(2));
    await runIdle();
    expect(answered.map((response) => [response.status, response.bodyUsed])).toEqual([
      [503, true],
      [400, true],
      [202, true],
    ]);
  });

  it('keeps the events after 503, 429 or no answer and retries with backoff', async () => {
    const { sender, posts, runIdle, queue } = setup([503, 429, 'offline', 202]);
    sender.add(pageView(1));
    await runIdle();
    expect(posts).toHaveLength(1);
    expect(queue()).toEqual([pageView(1)]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(posts).toHaveLength(2); // 429: next try 4 s later
    await vi.advanceTimersByTimeAsync(4_000);
    expect(posts).toHaveLength(3); // offline: 8 s later
    await vi.advanceTimersByTimeAsync(8_000);
    expect(posts).toHaveLength(4);
    expect(posts.every((events) => events.length === 1)).toBe(true);
    expect(queue()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('does not send early while backing off, and sends what came meanwhile with the retry', async () => {
    const { sender, posts, idle, runIdle, queue } = setup([503, 202]);
    sender.add(pageView(1));
    await runIdle();
    sender.add(pageView(2));
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(posts).toEqual([[pageView(1)], [pageView(1), pageView(2)]]);
    expect(queue()).toEqual([]);
  });

  it('drops a batch the endpoint refuses (400) and warns with its status', async () => {
    const { sender, posts, runIdle, queue } = setup([400, 202]);
    sender.add(pageView(1));
    await runIdle();
    expect(queue()).toEqual([]);
    // The answer's problem list is in the browser's network panel; the 2 KB budget keeps it there.
    expect(warn).toHaveBeenCalledWith('analytics:', 'dropped', 1, 400);
    sender.add(pageView(2));
    await runIdle();
    expect(posts).toEqual([[pageView(1)], [pageView(2)]]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(posts).toHaveLength(2);
  });

  it('drops on 413 rather than loop', async () => {
    const { sender, runIdle, queue } = setup([413]);
    sender.add(pageView(1));
    await runIdle();
    expect(queue()).toEqual([]);
  });

  it('sends what came during a request right after it, and nothing twice', async () => {
    const answers: ((response: Response) => void)[] = [];
    const posts: AnalyticsEvent[][] = [];
    const idle: (() => void)[] = [];
    const sender = createSender({
      post: (body) => {
        posts.push(JSON.parse(body).events);
        return new Promise((resolve) => answers.push(resolve));
      },
      beacon: () => true,
      save: () => {},
      idle: (run) => idle.push(run),
    });
    sender.add(pageView(1));
    for (const run of idle.splice(0)) run();
    sender.add(pageView(2));
    expect(idle).toHaveLength(0);
    expect(posts).toEqual([[pageView(1)]]);
    answers.shift()?.(new Response(null, { status: 202 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toEqual([[pageView(1)], [pageView(2)]]);
  });

  it('sends more than 50 events in several requests', async () => {
    const { sender, posts, runIdle, queue } = setup([]);
    for (let n = 0; n < 120; n++) sender.add(pageView(n));
    await runIdle();
    expect(posts.map((events) => events.length)).toEqual([50, 50, 20]);
    expect(queue()).toEqual([]);
  });

  it(`keeps at most ${queueCap} events, dropping the oldest`, () => {
    const { sender, queue } = setup([]);
    for (let n = 0; n < queueCap + 50; n++) sender.add(pageView(n));
    expect(queue()).toHaveLength(queueCap);
    expect(queue()[0]).toEqual(pageView(50));
  });

  it('resends the queue a previous page saved with the new page view', async () => {
    const { sender, posts, idle, runIdle } = setup([], [pageView(1), pageView(2)]);
    sender.add(pageView(3), 2000);
    expect(idle.map(({ timeout }) => timeout)).toEqual([2000]);
    await runIdle();
    expect(posts).toEqual([[pageView(1), pageView(2), pageView(3)]]);
  });

  it('sends a click at once, with what was waiting for idle time', async () => {
    const { sender, posts, idle, queue } = setup([202]);
    sender.add(pageView(1), 2000);
    const click = buildEvent('cta_click', sessionId, '/p1', 'https://jackie.example/p1', {
      variant: 'pool',
    });
    sender.add(click, 0);
    expect(posts).toEqual([[pageView(1), click]]);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue()).toEqual([]);
    // The idle callback already asked for finds nothing left to send.
    for (const { run } of idle.splice(0)) run();
    await vi.advanceTimersByTimeAsync(0);
    expect(posts).toHaveLength(1);
  });

  it('flags every request of an automated browser, and only those', async () => {
    const bodies: unknown[] = [];
    const sender = createSender({
      post: async (body) => {
        bodies.push(JSON.parse(body));
        return new Response(null, { status: 202 });
      },
      beacon: (body) => bodies.push(JSON.parse(body)) > 0,
      save: () => {},
      idle: () => {},
      automated: true,
    });
    sender.add(pageView(1), 0);
    sender.add(pageView(2));
    sender.drain(true);
    expect(bodies).toEqual([
      { events: [pageView(1)], automation: true },
      { events: [pageView(2)], automation: true },
    ]);
    expect(JSON.parse(requestBody([pageView(1)], false))).toEqual({ events: [pageView(1)] });
  });

  it('beacons what is pending when the page is hidden, in batches', () => {
    const { sender, beacons, posts, queue } = setup([]);
    for (let n = 0; n < 60; n++) sender.add(pageView(n));
    sender.drain(false);
    expect(beacons.map((events) => events.length)).toEqual([50, 10]);
    expect(posts).toHaveLength(0);
    expect(queue()).toEqual([]);
  });

  it('keeps what the browser refused to beacon, for the next page of the tab', () => {
    const saved: AnalyticsEvent[][] = [];
    const sender = createSender({
      post: () => new Promise<Response>(() => {}),
      // sendBeacon answers false when its quota is used up: nothing was queued.
      beacon: () => false,
      save: (queue) => saved.push(queue),
      idle: () => {},
    });
    sender.add(pageView(1));
    sender.add(pageView(2));
    sender.drain(true);
    expect(saved.at(-1)).toEqual([pageView(1), pageView(2)]);
  });

  it('does not beacon events in flight', async () => {
    let answer: (response: Response) => void = () => {};
    const beacons: AnalyticsEvent[][] = [];
    const saved: AnalyticsEvent[][] = [];
    const idle: (() => void)[] = [];
    const sender = createSender({
      post: () => new Promise((resolve) => (answer = resolve)),
      beacon: (body) => beacons.push(JSON.parse(body).events) > 0,
      save: (queue) => saved.push(queue),
      idle: (run) => idle.push(run),
    });
    sender.add(pageView(1));
    for (const run of idle.splice(0)) run();
    sender.add(pageView(2));
    sender.drain(true);
    expect(beacons).toEqual([[pageView(2)]]);
    expect(saved.at(-1)).toEqual([pageView(1)]);
    answer(new Response(null, { status: 202 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(saved.at(-1)).toEqual([]);
  });

  it('sends a booking click at once, in its own beacon, while an earlier request is in flight', async () => {
    let answer: (response: Response) => void = () => {};
    const beacons: AnalyticsEvent[][] = [];
    const posts: AnalyticsEvent[][] = [];
    const saved: AnalyticsEvent[][] = [];
    const sender = createSender({
      post: (body) => {
        posts.push(JSON.parse(body).events);
        return new Promise((resolve) => (answer = resolve));
      },
      beacon: (body) => beacons.push(JSON.parse(body).events) > 0,
      save: (queue) => saved.push(queue),
      idle: () => {},
    });
    const click = { ...pageView(2), event_type: 'cta_click' as const, variant: 'pool' as const };
    sender.add(pageView(1), 0);
    sender.add(click, 0);
    // The page view is still on its way: the click does not wait behind it.
    expect(posts).toEqual([[pageView(1)]]);
    expect(beacons).toEqual([[click]]);
    answer(new Response(null, { status: 202 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(saved.at(-1)).toEqual([]);
    expect(posts).toHaveLength(1);
  });

  it('while backing off, keeps the events for the retry when hidden, beacons them when leaving', async () => {
    const { sender, beacons, runIdle, queue } = setup([503]);
    sender.add(pageView(1));
    await runIdle();
    sender.drain(false);
    expect(beacons).toEqual([]);
    expect(queue()).toEqual([pageView(1)]);
    sender.drain(true);
    expect(beacons).toEqual([[pageView(1)]]);
    expect(queue()).toEqual([]);
  });
});

describe('page views, and the session the contact form sends', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The page's paint observers, and the paints the browser reports to them. */
  let paintObservers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const paint = (...names: string[]) => {
    for (const observe of paintObservers)
      observe({ getEntriesByName: (name) => names.filter((painted) => painted === name) });
  };

  /** Starts the tracker on a page of a fake tab; returns the bodies it posts. */
  function startOnPage(
    storage: Record<string, unknown>,
    page = { pathname: '/contact', href: 'https://jackie.example/contact' },
  ): string[] {
    const posts: string[] = [];
    const listeners = { addEventListener: () => {} };
    paintObservers = [];
    vi.stubGlobal('location', { ...page, host: 'jackie.example' });
    vi.stubGlobal('navigator', { webdriver: false, sendBeacon: () => true });
    vi.stubGlobal('localStorage', {});
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('document', { ...listeners, hidden: false, referrer: '' });
    vi.stubGlobal('window', listeners);
    vi.stubGlobal('self', {});
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(observe: (typeof paintObservers)[number]) {
          paintObservers.push(observe);
        }
        observe(options: { type: string }) {
          expect(options.type).toBe('paint');
        }
      },
    );
    vi.stubGlobal('fetch', async (_: string, init: { body: string }) => {
      posts.push(init.body);
      return new Response(null, { status: 202 });
    });
    startTracker();
    return posts;
  }

  it("counts the page view at the page's first contentful paint and sends it in the idle time after", async () => {
    const storage: Record<string, string> = {};
    const queued = () => JSON.parse(storage['jackie:analytics'] ?? '{}').queue ?? [];
    const posts = startOnPage(storage);
    // Before the page has shown anything (a tab in the background, a prerendered page, a first
    // frame of nothing but the background): nothing counted yet, nothing sent.
    await vi.advanceTimersByTimeAsync(5_000);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(queued()).toEqual([]);
    expect(posts).toEqual([]);
    paint('first-contentful-paint');
    expect(queued()).toHaveLength(1);
    expect(posts).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(posts.map((body) => JSON.parse(body).events[0].event_type)).toEqual(['page_view']);
  });

  it("counts a client-side navigation the page's scripts report, once per page, and sends it at once", async () => {
    const posts = startOnPage({}, { pathname: '/', href: 'https://jackie.example/' });
    paint('first-paint', 'first-contentful-paint');
    await vi.advanceTimersByTimeAsync(2_000);
    vi.stubGlobal('location', {
      pathname: '/pricing',
      href: 'https://jackie.example/pricing?plan=pro',
      host: 'jackie.example',
    });
    self.jackieTracker?.view();
    // A second report of the same page (a query or a hash changed, an effect run twice).
    self.jackieTracker?.view();
    await vi.advanceTimersByTimeAsync(0);
    const events = posts.flatMap((body) => JSON.parse(body).events);
    expect(events.map((event) => [event.page, event.url, event.metadata.referrer])).toEqual([
      ['landing', 'https://jackie.example/', null],
      ['/pricing', 'https://jackie.example/pricing?plan=pro', 'jackie.example'],
    ]);
  });

  it('is the session of the events the tracker sends', async () => {
    const posts = startOnPage({});
    paint('first-contentful-paint');
    // The idle time's 2 s at most.
    await vi.advanceTimersByTimeAsync(2_000);
    const sent = JSON.parse(posts[0] ?? '{}').events[0].session_id;
    expect(sent).toMatch(/^[0-9a-f-]{36}$/);
    expect(trackerSessionId()).toBe(sent);
  });

  it('is empty before the tracker has a session, and when storage is refused', () => {
    vi.stubGlobal('sessionStorage', {});
    expect(trackerSessionId()).toBe('');
    vi.stubGlobal('console', { ...console, warn: () => {} });
    vi.stubGlobal('sessionStorage', undefined);
    expect(trackerSessionId()).toBe('');
  });

  it('is read by the contact form through the tracker, never by its storage key', () => {
    const form = readFileSync(
      new URL('../../components/marketing/contact-form.tsx', import.meta.url),
      'utf8',
    );
    expect(form).toContain("import { trackerSessionId } from '@/lib/analytics/tracker';");
    expect(form).not.toMatch(/sessionStorage/);
  });
});

describe('the booking link', () => {
  const host = 'jackie.example';
  // The session reference: its first 12 hex digits (refOf, lib/bookings/reference.ts; the
  // tracker's own copy is checked against it in tests/unit/booking-link-services.test.ts).
  const ref = '0e425dfc4167';
  const google = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-pools' };
  const query = (href: string) => Object.fromEntries(new URL(href).searchParams);
  const ours = (variant: string, page: string) => ({
    utm_content: `jk_${ref}_${variant}`,
    'metadata[ref]': ref,
    'metadata[variant]': variant,
    'metadata[page]': page,
  });

  // The referrer's host as the tracker reads it from document.referrer, a serialised URL (so
  // its host is in lower case): the third part of it split at slashes, port included.
  const hostOf = (referrer: string) => referrer.split('/')[2];

  it('forwards the UTM values of the landing, but not its utm_content', () => {
    const search = '?utm_source=google&utm_medium=cpc&utm_campaign=spring-pools&gclid=x';
    expect(attributionOf(search, hostOf('https://www.google.com/'), host)).toEqual(google);
    expect(
      attributionOf('?utm_term=pool+builder&utm_content=banner-a&utm_source=bing', undefined, host),
    ).toEqual({ utm_term: 'pool builder', utm_source: 'bing' });
    // Only the values present: a campaign without a source stays one.
    expect(attributionOf('?utm_campaign=spring&utm_source=', undefined, host)).toEqual({
      utm_campaign: 'spring',
    });
  });

  it('names another site that referred the landing: its host, without port or www.', () => {
    const referrer = 'https://www.example.com:8443/some/article?q=1';
    expect(attributionOf('', hostOf(referrer), host)).toEqual({
      utm_source: 'example.com',
      utm_medium: 'referral',
    });
    // No UTM value to forward: the referrer decides.
    expect(
      attributionOf('?gclid=x&utm_content=a', hostOf('https://news.ycombinator.com/'), host),
    ).toEqual({ utm_source: 'news.ycombinator.com', utm_medium: 'referral' });
  });

  it('is direct without a UTM value or a referrer, and when the site referred itself', () => {
    expect(attributionOf('', hostOf(''), host)).toEqual({ utm_source: 'direct' });
    expect(attributionOf('?gclid=x', undefined, host)).toEqual({ utm_source: 'direct' });
    expect(attributionOf('', hostOf('https://jackie.example/pricing'), host)).toEqual({
      utm_source: 'direct',
    });
    expect(attributionOf('', hostOf('http://127.0.0.1:3300/'), '127.0.0.1:3300')).toEqual({
      utm_source: 'direct',
    });
  });

  it('adds the attribution and the session reference to the configured URL', () => {
    const href = bookingHref(
      'https://book.jackieai.com/demo-pool-builders',
      google,
      sessionId,
      'pool',
      '/industries/pool-builders',
    );
    expect(href.split('?')[0]).toBe('https://book.jackieai.com/demo-pool-builders');
    expect(query(href)).toEqual({ ...google, ...ours('pool', '/industries/pool-builders') });
    expect(
      query(
        bookingHref(
          'https://cal.com/jackie/demo',
          { utm_source: 'direct' },
          sessionId,
          'general',
          '/',
        ),
      ),
    ).toEqual({ utm_source: 'direct', ...ours('general', '/') });
  });

  it('keeps the configured path, hash and other parameters, and overrides the ones it sets', () => {
    const configured =
      'https://cal.com/jackie/demo?month=2026-05&utm_source=site&utm_content=x&metadata%5Bref%5D=old#slots';
    const url = new URL(bookingHref(configured, google, sessionId, 'hvac', '/industries/hvac'));
    expect(url.pathname).toBe('/jackie/demo');
    expect(url.hash).toBe('#slots');
    // Each parameter once: set, not appended.
    expect(url.searchParams.size).toBe(8);
    expect(query(url.href)).toEqual({
      month: '2026-05',
      ...google,
      ...ours('hvac', '/industries/hvac'),
    });
  });

  it('is the same link after a second click, and follows the visitor to another page', () => {
    const once = bookingHref('https://book.jackieai.com/demo', google, sessionId, 'pool', '/');
    expect(bookingHref(once, google, sessionId, 'pool', '/')).toBe(once);
    const later = bookingHref(once, google, sessionId, 'pool', '/case-studies');
    expect(query(later)).toEqual({ ...google, ...ours('pool', '/case-studies') });
  });
});

describe('booking links in the page', () => {
  afterEach(() => vi.unstubAllGlobals());

  type Listener = (event: { type: string; target: unknown }) => void;

  /**
   * Starts the tracker on a page of a fake tab, at `url` reached from `referrer`; returns its
   * listeners on the document and a booking link of the page.
   */
  function startOn(
    url: string,
    storage: Record<string, string>,
    { referrer = '', gpc = false } = {},
  ) {
    const { pathname, search, host, href } = new URL(url);
    const listeners: Record<string, Listener> = {};
    const document = {
      hidden: false,
      referrer,
      addEventListener: (type: string, listener: Listener) => (listeners[type] = listener),
    };
    vi.stubGlobal('location', { pathname, search, host, href });
    vi.stubGlobal('navigator', {
      webdriver: false,
      globalPrivacyControl: gpc,
      sendBeacon: () => true,
    });
    vi.stubGlobal('localStorage', {});
    vi.stubGlobal('sessionStorage', storage);
    vi.stubGlobal('document', document);
    vi.stubGlobal('window', { addEventListener: () => {} });
    vi.stubGlobal('self', { requestIdleCallback: () => 1 });
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {}
      },
    );
    vi.stubGlobal('fetch', async () => new Response(null, { status: 202 }));
    startTracker();
    const link = {
      href: 'https://book.jackieai.com/demo-pool-builders',
      dataset: { cta: 'booking', variant: 'pool', label: 'hero' },
      closest: (selector: string) => (selector.includes('data-cta') ? link : null),
    };
    const act = (type: string) => listeners[type]?.({ type, target: link });
    return { link, act };
  }

  const query = (href: string) => Object.fromEntries(new URL(href).searchParams);

  it('keeps the landing of the tab for its later pages, and rewrites the link on click, middle click and context menu', () => {
    const storage: Record<string, string> = {};
    startOn('https://jackie.example/?utm_source=google&utm_medium=cpc', storage, {
      referrer: 'https://www.google.com/',
    });
    const { id, utm } = JSON.parse(storage['jackie:analytics'] ?? '{}');
    expect(utm).toEqual({ utm_source: 'google', utm_medium: 'cpc' });
    for (const type of ['click', 'auxclick', 'contextmenu']) {
      const { link, act } = startOn('https://jackie.example/industries/pool-builders', storage, {
        referrer: 'https://jackie.example/',
      });
      act(type);
      expect(query(link.href), type).toEqual({
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_content: `jk_${id.replace('-', '').slice(0, 12)}_pool`,
        'metadata[ref]': id.replace('-', '').slice(0, 12),
        'metadata[variant]': 'pool',
        'metadata[page]': '/industries/pool-builders',
      });
    }
    expect(JSON.parse(storage['jackie:analytics'] ?? '{}')).toMatchObject({ id, utm });
  });

  it('gives a session an older tracker saved, without a landing, a direct link', () => {
    const id = '3f2a9c1e-7b4d-4e21-9a0b-5c6d7e8f9012';
    const storage = { 'jackie:analytics': JSON.stringify({ id, total: 1000 }) };
    const { link, act } = startOn('https://jackie.example/pools', storage);
    act('click');
    expect(query(link.href)).toMatchObject({
      utm_source: 'direct',
      utm_content: 'jk_3f2a9c1e7b4d_pool',
      'metadata[page]': '/pools',
    });
  });

  it('leaves the link plain for a visitor who opted out (Global Privacy Control)', () => {
    const storage: Record<string, string> = {};
    const { link, act } = startOn('https://jackie.example/?utm_source=google', storage, {
      gpc: true,
    });
    act('click');
    expect(link.href).toBe('https://book.jackieai.com/demo-pool-builders');
    expect(storage).toEqual({});
  });
});
