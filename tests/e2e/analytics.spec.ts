import type { Page, Request } from '@playwright/test';
import { bookingUrl } from '../../lib/site/booking';
import { chromiumFlags, chromiumPath } from '../../scripts/chromium.mjs';
import { expect, holdScripts, hydrated, isHydrated, test } from './fixtures';

type SentEvent = {
  event_type: string;
  session_id: string;
  page: string;
  url: string;
  label?: string | null;
  variant?: string | null;
  duration_ms?: number | null;
  metadata?: Record<string, unknown> | null;
};

/**
 * Every event the page sends to /api/events (fetch or sendBeacon), with the answer's status, and
 * the events the endpoint acknowledged (202: durably stored).
 */
function recordEvents(page: Page) {
  const sent: SentEvent[] = [];
  const stored: SentEvent[] = [];
  const statuses: number[] = [];
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/api/events') || request.method() !== 'POST') return;
    const body = JSON.parse(request.postData() ?? '{}');
    bodies.push(body);
    sent.push(...(body.events ?? [body]));
  });
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/events')) return;
    statuses.push(response.status());
    const body = JSON.parse(response.request().postData() ?? '{}');
    if (response.status() === 202) stored.push(...(body.events ?? [body]));
  });
  return { sent, stored, statuses, bodies };
}

const ofType = (events: SentEvent[], type: string) => events.filter((e) => e.event_type === type);

test.describe('first-party analytics @desktop', () => {
  test('a visit sends page views, booking clicks per variant, a video play and the session end', async ({
    page,
    context,
  }) => {
    // Keep the video placeholders in place until clicked, as for a video below the fold.
    await page.addInitScript(() => {
      window.IntersectionObserver = class {
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof IntersectionObserver;
    });
    const { sent, statuses } = recordEvents(page);

    await page.goto('/');
    await expect.poll(() => ofType(sent, 'page_view').length).toBe(1);
    const [landing] = ofType(sent, 'page_view');
    expect(landing).toMatchObject({ page: 'landing' });

    // The video placeholder loads its player through React: it works once the page hydrated.
    await hydrated(page);
    await page
      .getByRole('button', { name: /Click to load video/ })
      .first()
      .click();
    await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
    await expect.poll(() => ofType(sent, 'video_play').length).toBe(1);
    expect(ofType(sent, 'video_play')[0]).toMatchObject({ page: 'landing', label: 'landing_hero' });

    for (const [path, variant] of [
      ['/industries/pool-builders', 'pool'],
      ['/industries/hvac', 'hvac'],
      ['/industries/plumbers', 'general'],
    ] as const) {
      await page.goto(path);
      // Its page view goes out at the next idle moment, while the page is still open (observing
      // a beacon sent during the next navigation is not reliable).
      await expect
        .poll(() => ofType(sent, 'page_view').filter((e) => e.page === path).length)
        .toBe(1);
      const link = page.locator('main a[data-cta="booking"]').first();
      await expect(link).toHaveAttribute('href', bookingUrl(variant));
      // The booking page opens in a new tab; this page stays and reports the click.
      await context.route(bookingUrl(variant), (route) => route.fulfill({ body: 'booking' }));
      const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
      await popup.close();
      await expect
        .poll(() => ofType(sent, 'cta_click').filter((e) => e.page === path).length)
        .toBe(1);
      const click = ofType(sent, 'cta_click').find((e) => e.page === path);
      expect(click).toMatchObject({ variant, label: expect.stringMatching(/\w/) });
    }

    // The page is being left: the browser fires pagehide, and the tracker sends the session end
    // with sendBeacon. (Fired here on the live page so the beacon can be observed.)
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    await expect.poll(() => ofType(sent, 'session_end').length).toBeGreaterThanOrEqual(1);
    const end = ofType(sent, 'session_end').at(-1);
    expect(end?.duration_ms).toBeGreaterThan(0);

    const sessions = new Set(sent.map((event) => event.session_id));
    expect(sessions.size).toBe(1);
    expect(ofType(sent, 'page_view').map((e) => e.page)).toEqual([
      'landing',
      '/industries/pool-builders',
      '/industries/hvac',
      '/industries/plumbers',
    ]);
    await expect.poll(() => statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 202)).toBe(true);
  });

  test('a browser with Global Privacy Control sends nothing', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const { sent } = recordEvents(page);
    await page.goto('/pricing');
    // Idle callbacks have run and anything queued would have gone out by now.
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForLoadState('networkidle');
    await page.goto('about:blank');
    expect(sent).toEqual([]);
  });
});

test.describe('analytics before hydration and across navigations', () => {
  test('a visitor who books right away, before the page has hydrated, is counted once', async ({
    page,
    context,
  }) => {
    const { sent, stored } = recordEvents(page);
    const release = await holdScripts(page);
    await context.route(bookingUrl('pool'), (route) => route.fulfill({ body: 'booking' }));
    await page.goto('/industries/pool-builders', { waitUntil: 'domcontentloaded' });
    const link = page.locator('main a[data-cta="booking"][data-variant="pool"]').first();
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.close();
    // The click goes out at once, and the page view (counted at the first contentful paint, which
    // the click may come before) by itself, while the page has not hydrated yet.
    await expect.poll(() => ofType(stored, 'cta_click').length).toBe(1);
    await expect
      .poll(() => ofType(stored, 'page_view'))
      .toMatchObject([{ page: '/industries/pool-builders' }]);
    expect(ofType(stored, 'cta_click')).toMatchObject([
      { page: '/industries/pool-builders', variant: 'pool', label: expect.stringMatching(/\w/) },
    ]);
    expect(await isHydrated(page)).toBe(false);

    // Hydration adds no second page view, nor a second click.
    // (Leaving the page beacons whatever would still be waiting for idle time.)
    release();
    await hydrated(page);
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    await expect.poll(() => ofType(sent, 'session_end').length).toBe(1);
    expect(ofType(sent, 'page_view')).toHaveLength(1);
    expect(ofType(sent, 'cta_click')).toHaveLength(1);
  });

  test('client-side navigations count one page view per page, back button included', async ({
    page,
  }) => {
    const { sent } = recordEvents(page);
    await page.goto('/');
    await hydrated(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await footer.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
    // Everything queued goes out when the page is left.
    await page.evaluate(() =>
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    await expect.poll(() => ofType(sent, 'session_end').length).toBe(1);
    expect(ofType(sent, 'page_view').map((event) => event.page)).toEqual([
      'landing',
      '/pricing',
      '/about',
      '/pricing',
    ]);
    expect(ofType(sent, 'page_view')[1]?.metadata).toEqual({ referrer: new URL(page.url()).host });
  });

  test('a client-side navigation reports its page view at once, not when the page is left @once', async ({
    page,
  }) => {
    // A phone busy enough never to be idle, whose tab is then torn down without a pagehide (as
    // Chromium does to a renderer that is too slow to unload): only what left at once counts.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 1;
    });
    const { stored } = recordEvents(page);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect
      .poll(() => ofType(stored, 'page_view').map((event) => event.page))
      .toContain('/pricing');
  });

  test('the admin sends no analytics event of any kind @once', async ({ page }) => {
    const { sent } = recordEvents(page);
    await page.goto('/admin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      Object.defineProperty(document, 'hidden', { value: true, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
    });
    await page.goto('/robots.txt');
    await page.waitForLoadState('networkidle');
    expect(sent).toEqual([]);
  });

  // Chromium holds a request open until the page has read its answer. An unread one stays in
  // flight for the life of the page, so Lighthouse, PageSpeed Insights and every tool that waits
  // for the network to go quiet waits out its whole time limit (45 s) on every page.
  test('every request the tracker makes is finished, so the network goes quiet @once', async ({
    page,
  }) => {
    const sent: Request[] = [];
    const finished: Request[] = [];
    const isEvents = (request: Request) => request.url().endsWith('/api/events');
    page.on('request', (request) => isEvents(request) && sent.push(request));
    page.on('requestfinished', (request) => isEvents(request) && finished.push(request));
    page.on('requestfailed', (request) => isEvents(request) && finished.push(request));
    await page.goto('/pricing');
    await hydrated(page);
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    await expect.poll(() => finished.length).toBe(sent.length);
    expect(await Promise.all(finished.map(async (r) => (await r.response())?.status()))).toEqual(
      finished.map(() => 202),
    );
  });

  test('a browser driven by automation flags its events @once', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // This suite's browser is not flagged: it runs Chromium as a person does.
    expect(await page.evaluate(() => navigator.webdriver)).toBe(false);
    const automated = await playwright.chromium.launch({
      executablePath: chromiumPath,
      args: chromiumFlags,
    });
    try {
      const other = await automated.newPage();
      expect(await other.evaluate(() => navigator.webdriver)).toBe(true);
      const { bodies, sent } = recordEvents(other);
      await other.goto(`${baseURL}/pricing`);
      // Left once seen: the view is counted at the first contentful paint, which can come after
      // the load event (a page left before it showed anything counts no view).
      await expect
        .poll(
          async () =>
            ofType(sent, 'page_view').length > 0 ||
            (await other.evaluate(() => sessionStorage['jackie:analytics'] ?? '')).includes(
              '"page_view"',
            ),
        )
        .toBe(true);
      await other.evaluate(() =>
        window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
      );
      await expect.poll(() => bodies.length).toBeGreaterThan(0);
      expect(bodies.every((body) => body.automation === true)).toBe(true);
      expect(bodies.flatMap((body) => body.events as SentEvent[]).map((e) => e.event_type)).toEqual(
        expect.arrayContaining(['page_view', 'session_end']),
      );
    } finally {
      await automated.close();
    }
  });
});
