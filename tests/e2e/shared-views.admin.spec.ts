import type { Browser } from '@playwright/test';
import { paidVisit } from './booking-webhook';
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutScripts,
  test,
  watchPageErrors,
} from './fixtures';
import { staffState } from './staff-states';

/**
 * Read-only shared views, end to end (admin project): an admin shares the campaign view locked to
 * one campaign, with a password, and reads the new link once in the Team section; a browser that
 * never signed in is asked for the password, refused a wrong one exactly as a link that does not
 * exist is, then sees that campaign and nothing else (no link into the admin, whatever its
 * address says); the admin revokes the link and the same browser gets the plain page. A link to
 * the overview works without JavaScript.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const campaign = `shared pools ${run}`;
const other = `other pools ${run}`;
const label = `Agency ${run}`;
const password = `open sesame ${run}`;
const gone =
  'This shared view is no longer available. Ask the person who shared it with you for a new link.';

/** A browser that never signed in, from its own address (the suite's proxy believes it). */
const freshBrowser = (
  browser: Browser,
  baseURL: string | undefined,
  address: string,
  scripts = true,
) =>
  browser.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'x-forwarded-for': address },
    javaScriptEnabled: scripts,
  });

/** A token of the right shape with one character changed: a link that does not exist. */
const altered = (path: string) => path.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));

test('paid visits of two campaigns', async ({ browser, baseURL }) => {
  const landing = (name: string) =>
    `/?utm_source=google&utm_medium=cpc&utm_campaign=${encodeURIComponent(name)}`;
  await paidVisit(browser, baseURL, '198.51.100.81', landing(campaign));
  await paidVisit(browser, baseURL, '198.51.100.82', landing(other));
});

test.describe('as an admin', () => {
  test.use({ storageState: staffState('admin') });

  test('shares the campaign view locked to one campaign; a fresh browser needs the password, sees that campaign only, and nothing once it is revoked', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The campaign view filtered by the campaign: the form is pre-filled with it.
    await page.goto(`/admin/campaigns?range=7d&campaign=${encodeURIComponent(campaign)}`);
    const share = page.getByRole('region', { name: 'Share this view' });
    await expect(share.getByRole('checkbox', { name: `Campaign: ${campaign}` })).toBeChecked();
    await expect(share.getByLabel('Range')).toHaveValue('7d');
    await share.getByLabel(/^Label/).fill(label);
    await share.getByLabel(/^Password/).fill(password);
    await share.getByRole('button', { name: 'Create the link' }).click();

    // The Team section shows the link once.
    await expect(page).toHaveURL(/\/admin\/team\?shared=\d+#shared-views$/);
    const shown = page.getByRole('status').filter({ hasText: 'Copy it now' });
    const url = (await shown.locator('code').textContent()) ?? '';
    expect(url).toMatch(/\/share\/[A-Za-z0-9_-]{43}$/);
    const path = new URL(url).pathname;
    const row = page.getByRole('row').filter({ hasText: label });
    await expect(row).toContainText(`Campaign: ${campaign}`);
    await expect(row).toContainText('Active');
    await expectNoA11yViolations(page);
    await page.reload();
    await expect(page.getByText('Its address was shown once')).toBeVisible();
    await expect(page.getByText(path)).toHaveCount(0);

    // A browser that never signed in: the password first.
    const visitor = await freshBrowser(browser, baseURL, '198.51.100.83');
    const guest = await visitor.newPage();
    const problems = await watchPageErrors(guest);
    const asked = await guest.goto(path);
    expect(asked?.status()).toBe(401);
    expect(asked?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(guest.getByRole('heading', { name: 'Password needed' })).toBeVisible();
    await expectNoA11yViolations(guest);

    // A wrong password: the same status and bytes as a link that does not exist.
    await guest.getByLabel('Password', { exact: true }).fill('not the password');
    const [wrong] = await Promise.all([
      guest.waitForResponse((response) => response.url().endsWith(`${path}/unlock`)),
      guest.getByRole('button', { name: 'Open the view' }).click(),
    ]);
    expect(wrong.status()).toBe(401);
    await expect(
      guest.getByText('That password is not right, or this link does not work.'),
    ).toBeVisible();
    await expectNoA11yViolations(guest);
    const noLink = await visitor.request.post(`${altered(path)}/unlock`, {
      headers: { origin: baseURL ?? '' },
      form: { password },
      maxRedirects: 0,
    });
    expect(noLink.status()).toBe(401);
    expect(await noLink.text()).toBe(await wrong.text());

    // The right one, from the form the answer carries: the view, that campaign only.
    await guest.getByLabel('Password', { exact: true }).fill(password);
    await guest.getByRole('button', { name: 'Open the view' }).click();
    await expect(guest).toHaveURL(new RegExp(`${path}$`));
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(guest.getByText('Figures as of')).toBeVisible();
    await expect(guest.locator('p').filter({ hasText: /^Locked to:/ })).toContainText(
      `Last 7 days · Campaign: ${campaign}`,
    );
    const campaigns = guest.getByRole('table', { name: /^Campaigns:/ });
    await expect(campaigns.getByRole('row').filter({ hasText: campaign })).toHaveCount(1);
    await expect(guest.getByText(other)).toHaveCount(0);
    const targets = await guest
      .locator('a[href], form[action]')
      .evaluateAll((nodes) =>
        nodes.map((node) => node.getAttribute('href') ?? node.getAttribute('action') ?? ''),
      );
    expect(targets.filter((target) => target.includes('/admin'))).toEqual([]);
    await expectNoA11yViolations(guest);

    // Its address cannot widen it, and the answer is kept by no one and sends no referrer.
    const widened = await guest.goto(`${path}?campaign=${encodeURIComponent(other)}&range=all`);
    expect(widened?.status()).toBe(200);
    await expect(guest.getByText(other)).toHaveCount(0);
    await expect(campaigns.getByRole('row').filter({ hasText: campaign })).toHaveCount(1);
    const headers = widened?.headers() ?? {};
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toContain('no-store');
    expect(headers['cache-control']).toContain('private');
    await expect(guest.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // The admin sees it used, and revokes it.
    await page.goto('/admin/team');
    await expect(row).toContainText('Active');
    await row.getByRole('button', { name: /^Revoke/ }).click();
    await expect(page).toHaveURL(/\/admin\/team\?revoked=\d+#shared-views$/);
    await expect(row).toContainText('Revoked');

    // At once, for the browser that had given the password.
    const after = await guest.goto(path);
    expect(after?.status()).toBe(404);
    await expect(guest.getByText(gone)).toBeVisible();
    await expect(guest.getByText(campaign)).toHaveCount(0);
    await expectNoA11yViolations(guest);
    expect(problems.errors.map((error) => error.message)).toEqual([]);
    expect(problems.cspViolations).toEqual([]);
    await visitor.close();
  });

  test('a link to the overview opens without JavaScript', async ({ page, browser, baseURL }) => {
    await page.goto('/admin?range=30d');
    const share = page.getByRole('region', { name: 'Share this view' });
    await share.getByLabel(/^Label/).fill(`Owner ${run}`);
    await share.getByLabel('Expires in').selectOption('7');
    await share.getByRole('button', { name: 'Create the link' }).click();
    const url =
      (await page
        .getByRole('status')
        .filter({ hasText: 'Copy it now' })
        .locator('code')
        .textContent()) ?? '';
    const visitor = await freshBrowser(browser, baseURL, '198.51.100.84', false);
    const guest = await visitor.newPage();
    const answer = await guest.goto(new URL(url).pathname);
    expect(answer?.status()).toBe(200);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(`Owner ${run}`);
    await expect(guest.getByRole('heading', { name: 'Analytics' })).toBeVisible();
    await expect(guest.getByText('Download CSV')).toHaveCount(0);
    await expect(guest.getByRole('navigation', { name: 'Date range' })).toHaveCount(0);
    await expectNoA11yViolationsWithoutScripts(guest);
    await visitor.close();
  });

  test('answers 429 with Retry-After past 120 requests a minute from one address', async ({
    browser,
    baseURL,
  }) => {
    const visitor = await freshBrowser(browser, baseURL, '198.51.100.85');
    const path = `/share/${'Z'.repeat(43)}`;
    const statuses: number[] = [];
    for (let index = 0; index < 120; index += 1) {
      statuses.push((await visitor.request.get(path)).status());
    }
    expect(new Set(statuses)).toEqual(new Set([404]));
    const refused = await visitor.request.get(path);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(await refused.text()).toContain('Too many requests from your address.');
    await visitor.close();
  });
});
