import { bookingUrl } from '../../lib/site/booking';
import { expect, expectNoA11yViolations, holdScripts, hydrated, test } from './fixtures';

const tagline =
  'Voice & Message AI for contractors. Never miss another lead with 24/7 AI employees.';

test.describe('site chrome', () => {
  test('header: logo goes home, Book a Demo opens the general booking page in a new tab', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: /Jackie AI home/ }).click();
    await expect(page).toHaveURL(/\/$/);
    const book = page.locator('header a[data-label="header"]');
    if (await book.isVisible()) {
      await expect(book).toHaveAttribute('href', bookingUrl('general'));
      await expect(book).toHaveAttribute('target', '_blank');
      await expect(book).toHaveAttribute('rel', /noopener/);
    }
  });

  test('footer: tagline word for word, link groups, 2025 copyright and Book a Demo', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(tagline, { exact: true })).toBeVisible();
    for (const group of ['Solutions', 'Resources', 'Company']) {
      await expect(footer.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expect(footer.getByText(/© 2025/)).toBeVisible();
    await expect(footer.getByRole('link', { name: /Book a Demo/ })).toHaveAttribute(
      'href',
      bookingUrl('general'),
    );
  });

  test('the page is sticky-headed: the header stays in view after scrolling', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 2000);
    await expect(page.getByRole('banner')).toBeInViewport();
  });
});

// The desktop menu exists from the desktop breakpoint up; the side menu replaces it on phones.
test.describe('desktop menu @desktop', () => {
  test('Solutions opens with the pointer and shows its three columns', async ({ page }) => {
    await page.goto('/');
    // The desktop menus open through React (the side menu works before hydration; these not yet).
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Solutions' }).click();
    for (const column of ['AI Solutions', 'Services', 'Industries']) {
      await expect(nav.getByText(column, { exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /Voice AI/ })).toBeVisible();
    await expect(nav.getByRole('link', { name: /See all industries/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await nav.getByRole('link', { name: /Pool Builders/ }).click();
    await expect(page).toHaveURL(/\/industries\/pool-builders$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('Company works from the keyboard', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Company' }).focus();
    await page.keyboard.press('Enter');
    const about = nav.getByRole('link', { name: 'About' });
    await expect(about).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  });
});

test.describe('mobile side menu @phone', () => {
  test('opens as a dialog with the five groups and closes when a link is chosen', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (const group of ['Solutions', 'Services', 'Industries', 'Resources', 'Company']) {
      await expect(dialog.getByRole('heading', { name: group, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);
    await dialog.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(dialog).toBeHidden();
  });

  test('opens and closes before the page has hydrated', async ({ page }) => {
    // The buttons open and close a native popover (popovertarget): no script needed.
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Pricing' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await expect(dialog).toBeHidden();
    release();
  });

  test('closes with Escape and returns focus to the menu button', async ({ page }) => {
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('closes when focus moves out of it, so that it never covers what has the focus', async ({
    page,
  }) => {
    // The side menu is not modal (a popover): Tab from its last link leaves it.
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const last = dialog.getByRole('link', { name: /^Book a Demo/ });
    await last.focus();
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog).toBeHidden();
  });
});

test.describe('theme', () => {
  test('is light by default even on a dark system', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ colorScheme: 'dark', baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await context.close();
  });

  test('dark is chosen from the toggle, remembered across pages, and passes axe', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Change theme/ }).click();
    await page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.goto('/pricing');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expectNoA11yViolations(page);
  });

  test('System follows the operating system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: /Change theme/ }).click();
    await page
      .getByRole('group', { name: 'Theme' })
      .getByRole('button', { name: 'System' })
      .click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('navigation', () => {
  test('a client-side route change puts the window at the top', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('errors', () => {
  test('an unknown path answers 404 with the not-found page and logs the path', async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoA11yViolations(page);
    await expect.poll(() => messages.join('\n')).toContain('/no-such-page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/ai-workflows redirects permanently to the workflows guide', async ({ request }) => {
    const response = await request.get('/ai-workflows', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toBe('/ai-workflows-local-business');
  });
});

test.describe('security headers', () => {
  test('every page carries them and none reveals the framework', async ({ request }) => {
    const responses = [
      ...(await Promise.all(
        ['/', '/no-such-page', '/sitemap.xml'].map((path) => request.get(path)),
      )),
      // The production server answers this one itself, before Next.js (lib/analytics/http.ts);
      // a refused media type stores and counts nothing.
      await request.post('/api/events', {
        headers: { 'content-type': 'application/xml' },
        data: '<event/>',
      }),
    ];
    expect(responses.map((response) => response.status())).toEqual([200, 404, 200, 415]);
    for (const response of responses) {
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-powered-by']).toBeUndefined();
    }
  });
});
