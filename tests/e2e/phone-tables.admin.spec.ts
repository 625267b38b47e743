import { randomUUID } from 'node:crypto';
import { type Page, request as playwrightRequest } from '@playwright/test';
import { expect, test } from './fixtures';
import { staffState } from './staff-states';

/**
 * Every admin section read on a phone (360 and 390 CSS pixels), after a visit with the long
 * names real campaigns have: no page scrolls sideways, no table cell's text runs out of its
 * cell, and in every campaign table the Booked demos column and the column the table is sorted
 * by are on screen.
 */
const sections = [
  '/admin',
  '/admin/campaigns',
  '/admin/campaigns?range=30d&sort=sources.cancelled&sort=pages.contacts',
  '/admin/leads',
  '/admin/team',
  '/admin/audit',
  '/admin/security',
  '/admin/speed',
  '/admin/alerts',
];
const widths = [360, 390] as const;
const campaign = `spring-pool-builders-answering-service-${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });
test.use({ storageState: staffState('admin') });

test.beforeAll(async ({ baseURL }) => {
  // A visitor of its own, without the admin's cookies (a staff browser's events are not counted).
  const visitor = await playwrightRequest.newContext({
    baseURL,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.90' },
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36',
  });
  const session = randomUUID();
  const event = (fields: Record<string, unknown>) => ({
    session_id: session,
    event_type: 'page_view',
    page: 'landing',
    url: `${baseURL}/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&utm_term=after+hours+answering+service+for+pool+builders`,
    ...fields,
  });
  const response = await visitor.post('/api/events', {
    headers: { 'content-type': 'text/plain' },
    data: JSON.stringify({
      events: [
        event({}),
        event({
          page: '/glossary/after-hours-answering-service',
          url: `${baseURL}/glossary/after-hours-answering-service`,
        }),
        event({
          event_type: 'cta_click',
          page: '/glossary/after-hours-answering-service',
          url: `${baseURL}/glossary/after-hours-answering-service`,
          variant: 'general',
          label: 'glossary_cta',
        }),
      ],
    }),
  });
  expect(response.status()).toBe(202);
  await visitor.dispose();
});

/** What runs out: the page past the screen, or a table cell's text past its cell. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) {
      found.push(`the page is ${root.scrollWidth}px wide in ${root.clientWidth}px`);
    }
    for (const cell of document.querySelectorAll<HTMLElement>('th, td')) {
      if (cell.offsetParent === null) continue;
      if (cell.scrollWidth > cell.clientWidth + 1) {
        found.push(`"${(cell.textContent ?? '').trim().slice(0, 50)}" overflows its cell`);
      }
    }
    return found;
  });
}

for (const width of widths) {
  test(`every admin section fits a ${width} px phone`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    for (const path of sections) {
      await page.goto(path);
      await expect(page.locator('main')).toBeVisible();
      expect(await overflows(page), path).toEqual([]);
    }
  });

  test(`each campaign table keeps Booked demos and its sorted column on a ${width} px screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/admin/campaigns?range=30d&campaign=${campaign}&sort=campaigns.clicked`);
    await expect(page.getByRole('rowheader', { name: new RegExp(campaign) })).toBeVisible();
    const tables = page.getByRole('table', { name: /by / });
    const count = await tables.count();
    expect(count).toBeGreaterThan(5);
    for (let index = 0; index < count; index += 1) {
      const table = tables.nth(index);
      const name = await table.getAttribute('aria-label').catch(() => null);
      const booked = table.getByRole('columnheader', { name: /^Booked demos/ });
      const sorted = table.locator('th[aria-sort]');
      for (const header of [booked, sorted]) {
        if ((await header.count()) === 0) continue;
        await expect(header.first(), name ?? `table ${index}`).toBeVisible();
        const box = await header.first().boundingBox();
        expect(box && box.x + box.width <= width, name ?? `table ${index}`).toBe(true);
      }
    }
    // The campaigns table is sorted by booking clicks: that column shows, the others do not.
    const campaigns = page.getByRole('table', { name: /^Campaigns:/ });
    await expect(campaigns.getByRole('columnheader', { name: /^Booking clicks/ })).toBeVisible();
    await expect(campaigns.getByRole('columnheader', { name: /^Cancellations/ })).toBeHidden();
  });
}
