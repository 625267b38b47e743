import type { Locator, Page } from '@playwright/test';
import { bookingUrl } from '../../lib/site/booking';
import { expect, holdScripts, hydrated, isHydrated, test } from './fixtures';

const poolPage = '/industries/pool-builders';
const adLanding = '/?utm_source=google&utm_medium=cpc&utm_campaign=spring-pools&gclid=x';
const fromGoogleAd = { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring-pools' };

/**
 * The URLs the booking host is asked for from now on: it has no network here, so every request
 * to it is recorded and aborted (the popup then shows an error page, which does not matter).
 */
async function bookingRequests(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.context().route(`${new URL(bookingUrl('pool')).origin}/**`, (route) => {
    requested.push(route.request().url());
    return route.abort();
  });
  return requested;
}

/** Clicks `link` (a booking link, target=_blank) and returns the URL its new tab asked for. */
async function open(link: Locator, requested: string[]): Promise<URL> {
  const count = requested.length;
  const [popup] = await Promise.all([link.page().context().waitForEvent('page'), link.click()]);
  await expect.poll(() => requested.length).toBe(count + 1);
  await popup.close();
  return new URL(requested[count] ?? '');
}

/**
 * The reference of the tracker's session in this tab, derived as refOf does
 * (lib/bookings/reference.ts, which is server-only and cannot be imported here).
 */
async function sessionRef(page: Page): Promise<string> {
  const id: string = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('jackie:analytics') ?? '{}').id,
  );
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
  return id.replace(/-/g, '').slice(0, 12);
}

/** What a pool booking link opened from `page` must carry, besides the landing's attribution. */
const reference = (ref: string, page: string) => ({
  utm_content: `jk_${ref}_pool`,
  'metadata[ref]': ref,
  'metadata[variant]': 'pool',
  'metadata[page]': page,
});

function expectPoolBooking(url: URL, query: Record<string, string>) {
  expect(`${url.origin}${url.pathname}`).toBe(bookingUrl('pool'));
  expect(Object.fromEntries(url.searchParams)).toEqual(query);
  // Each parameter once.
  expect(url.searchParams.size).toBe(Object.keys(query).length);
}

const poolLink = (page: Page) =>
  page.locator('main a[data-cta="booking"][data-variant="pool"]').first();

test.describe('the booking link carries the visit', () => {
  test('clicked before the page has hydrated, it carries the landing campaign and the session reference', async ({
    page,
  }) => {
    const requested = await bookingRequests(page);
    await page.goto(adLanding);
    const release = await holdScripts(page);
    await page.goto(poolPage, { waitUntil: 'domcontentloaded' });
    const ref = await sessionRef(page);
    expectPoolBooking(await open(poolLink(page), requested), {
      ...fromGoogleAd,
      ...reference(ref, poolPage),
    });
    expect(await isHydrated(page)).toBe(false);

    // Hydration keeps the link as the tracker left it, and a second click adds nothing.
    release();
    await hydrated(page);
    expectPoolBooking(await open(poolLink(page), requested), {
      ...fromGoogleAd,
      ...reference(ref, poolPage),
    });
  });

  test('clicked after hydration, and after a client-side navigation, it carries them too', async ({
    page,
  }) => {
    const requested = await bookingRequests(page);
    await page.goto(adLanding);
    await page.goto(poolPage);
    await hydrated(page);
    const ref = await sessionRef(page);
    expectPoolBooking(await open(poolLink(page), requested), {
      ...fromGoogleAd,
      ...reference(ref, poolPage),
    });

    // A page the router renders: its links were never in the server's HTML of this tab.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL(/\/case-studies$/);
    expect(await sessionRef(page)).toBe(ref);
    expectPoolBooking(await open(poolLink(page), requested), {
      ...fromGoogleAd,
      ...reference(ref, '/case-studies'),
    });
  });

  test('a middle click and the context menu (open in a new tab, copy the link) get it too @desktop', async ({
    page,
  }) => {
    await page.goto(adLanding);
    await page.goto(poolPage);
    const ref = await sessionRef(page);
    const expected = { ...fromGoogleAd, ...reference(ref, poolPage) };
    const link = poolLink(page);
    // What the context menu's items would open or copy.
    await link.click({ button: 'right' });
    const href = new URL((await link.getAttribute('href')) ?? '');
    expectPoolBooking(href, expected);
    await page.keyboard.press('Escape');
    // A middle click opens it in a new tab, which the browser opens itself: that tab's request
    // is not routed, so the link is pointed at a host that never resolves (.invalid) and the URL
    // the tab opened is read from its history.
    await page.reload();
    const unreachable = 'https://booking.invalid/demo?month=2026-05';
    await poolLink(page).evaluate((a: HTMLAnchorElement, href) => {
      a.href = href;
    }, unreachable);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      poolLink(page).click({ button: 'middle' }),
    ]);
    // Chromium swaps the tab to its error page's process, which detaches a CDP session opened
    // before: each look opens its own, and a look made during the swap sees nothing yet.
    const opened = async () => {
      try {
        const cdp = await page.context().newCDPSession(tab);
        const { entries } = await cdp.send('Page.getNavigationHistory');
        await cdp.detach().catch(() => {});
        return entries.at(-1)?.url ?? '';
      } catch {
        return '';
      }
    };
    await expect.poll(opened).toContain('booking.invalid');
    const url = new URL(await opened());
    expect(`${url.origin}${url.pathname}`).toBe('https://booking.invalid/demo');
    expect(Object.fromEntries(url.searchParams)).toEqual({ month: '2026-05', ...expected });
    await tab.close();
  });

  test('a visit another site referred carries that site as a referral', async ({ page }) => {
    const requested = await bookingRequests(page);
    // The browser serialises the referrer: its host comes in lower case.
    await page.goto(poolPage, { referer: 'http://WWW.Example.com/best-pool-builders' });
    expect(await page.evaluate(() => document.referrer)).toContain('//www.example.com');
    const ref = await sessionRef(page);
    expectPoolBooking(await open(poolLink(page), requested), {
      utm_source: 'example.com',
      utm_medium: 'referral',
      ...reference(ref, poolPage),
    });
  });

  test('a direct visit carries utm_source=direct and the reference', async ({ page }) => {
    const requested = await bookingRequests(page);
    await page.goto(poolPage);
    const ref = await sessionRef(page);
    expectPoolBooking(await open(poolLink(page), requested), {
      utm_source: 'direct',
      ...reference(ref, poolPage),
    });
  });

  test('a visitor with Global Privacy Control gets the plain link', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
    });
    const requested = await bookingRequests(page);
    await page.goto(adLanding);
    await page.goto(poolPage);
    const url = await open(poolLink(page), requested);
    expect(url.href).toBe(bookingUrl('pool'));
    expect(await page.evaluate(() => sessionStorage.getItem('jackie:analytics'))).toBeNull();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the booking link is the configured URL', async ({ page }) => {
    const requested = await bookingRequests(page);
    await page.goto(adLanding);
    await page.goto(poolPage);
    const link = poolLink(page);
    await expect(link).toHaveAttribute('href', bookingUrl('pool'));
    expect((await open(link, requested)).href).toBe(bookingUrl('pool'));
  });
});
