import { chromium, devices, type Page } from '@playwright/test';
import { chromiumFlags, personLaunchOptions } from '../../scripts/chromium.mjs';
import { expect, hydrated, test } from './fixtures';
import { staffState } from './staff-states';

/**
 * Real visitors' speed, end to end (admin project: after the public specs, whose visits count
 * too, so every figure here is read before and after): a person's page view measures its Core Web
 * Vitals and sends them as the page is left; `/admin/speed` shows them for the page and the device
 * class, with a rating and the sample size. A crawler's are sent the same way and never counted.
 */
test.describe.configure({ mode: 'serial' });

const page = '/pricing';
const crawlerPage = '/about';
/**
 * The person's browser: a tablet's (Chrome on an Android tablet), a device class no other spec
 * visits with, so that the Desktop or Mobile rows' counts, which other admin specs running at the
 * same time add to, are not what this one reads.
 */
const tablet =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const googlebot =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** The TTFB samples the Speed section shows today for a row of a table (0 when no row). */
async function samples(admin: Page, table: 'page' | 'device', label: string): Promise<number> {
  await admin.goto('/admin/speed?range=today');
  const row = admin
    .getByRole('table', { name: new RegExp(`^Speed by ${table}:`) })
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: label, exact: true }) });
  if ((await row.count()) === 0) return 0;
  const ttfb = (await row.getByRole('cell').nth(3).textContent()) ?? '';
  return Number(/([\d,]+) samples?/.exec(ttfb)?.[1]?.replace(/,/g, '') ?? 0);
}

/** Events the overview counts as dropped from bots today. */
async function botDrops(admin: Page): Promise<number> {
  await admin.goto('/admin?range=today');
  const row = admin
    .getByRole('table', { name: 'Events dropped by reason' })
    .getByRole('row')
    .filter({ hasText: 'Sent by a known bot or crawler' });
  return Number(((await row.getByRole('cell').first().textContent()) ?? '0').replace(/\D/g, ''));
}

/**
 * Opens `path` in a browser of its own whose User-Agent is `userAgent` on every request (the
 * context's for the page and its fetches, the browser's for the beacons Chromium sends as the
 * page unloads), lets its scripts load (the measuring module lends the tracker its report hook:
 * neither page has a video, whose watch time would be the other), interacts, and leaves the page,
 * which hides it: its vitals go out then, in a beacon.
 */
async function visitAndLeave(baseURL: string | undefined, path: string, userAgent: string) {
  const browser = await chromium.launch({
    ...personLaunchOptions,
    args: [
      ...chromiumFlags,
      '--disable-blink-features=AutomationControlled',
      `--user-agent=${userAgent}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      userAgent,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.91' },
    });
    const visitor = await context.newPage();
    await visitor.goto(path);
    await hydrated(visitor);
    await visitor.waitForFunction(() => (window.jackieTracker?.reports.length ?? 0) > 0);
    await visitor.getByRole('heading', { level: 1 }).click();
    await visitor.goto('/robots.txt');
    await context.close();
  } finally {
    await browser.close();
  }
}

test('a visit’s vitals arrive and show on the Speed section; a crawler’s do not', async ({
  browser,
  baseURL,
}) => {
  const staff = await browser.newContext({ baseURL, storageState: staffState('admin') });
  const admin = await staff.newPage();
  const before = {
    page: await samples(admin, 'page', page),
    tablet: await samples(admin, 'device', 'Tablet'),
    crawler: await samples(admin, 'page', crawlerPage),
  };

  const crawlerDropsBefore = await botDrops(admin);

  // A crawler runs the same scripts: its page view, session end and vitals are all dropped as a
  // bot's.
  await visitAndLeave(baseURL, crawlerPage, googlebot);
  await expect(async () => {
    expect(await botDrops(admin)).toBeGreaterThanOrEqual(crawlerDropsBefore + 3);
  }).toPass({ timeout: 20_000 });

  await visitAndLeave(baseURL, page, tablet);
  await expect(async () => {
    expect(await samples(admin, 'page', page)).toBe(before.page + 1);
  }).toPass({ timeout: 20_000 });
  expect(await samples(admin, 'device', 'Tablet')).toBe(before.tablet + 1);
  expect(await samples(admin, 'page', crawlerPage)).toBe(before.crawler);

  // The person's row: each measured metric with its 75th percentile and rating.
  const row = admin
    .getByRole('table', { name: /^Speed by page:/ })
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: page, exact: true }) });
  await expect(row.getByRole('cell').nth(3)).toContainText(/ ms (Good|Needs improvement|Poor)/);
  await staff.close();
});

test('the Speed section works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    storageState: staffState('viewer'),
    javaScriptEnabled: false,
    ...devices['Desktop Chrome'],
  });
  const admin = await context.newPage();
  await admin.goto('/admin/speed');
  await admin
    .getByRole('navigation', { name: 'Date range' })
    .getByRole('link', { name: 'Today' })
    .click();
  await expect(admin).toHaveURL(/\/admin\/speed\?range=today$/);
  await expect(admin.getByRole('heading', { name: 'By page', exact: true })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'By device', exact: true })).toBeVisible();
  await context.close();
});
