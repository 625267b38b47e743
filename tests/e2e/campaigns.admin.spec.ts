import type { Browser, Page } from '@playwright/test';
import {
  calcomCancelled,
  calcomCreated,
  calcomSignature,
  calendlyCreated,
  calendlySignature,
  metadataOf,
  trackingOf,
} from '../booking-deliveries';
import { expect, test } from './fixtures';
import { staffState } from './staff-states';

/**
 * Where the bookings come from, end to end (admin project: runs after the public specs): a paid
 * visit lands, reads a second page and clicks the pool Book a Demo; the booking URL carries its
 * attribution; Calendly and Cal.com deliveries built as those services build them for that URL
 * book the demo; `/admin/campaigns` shows the visit, the click and the booked demos under Paid
 * Search / google / spring-pools, filtered and in its CSV, and never the attendee.
 */
test.describe.configure({ mode: 'serial' });

const secret = process.env.E2E_BOOKING_SECRET ?? '';
// The campaign, made this run's own: other specs land with spring-pools too.
const campaignName = `spring-pools-${Date.now().toString(36)}`;
/** The ad's keyword (utm_term), this run's own too. */
const keyword = `pool builder leads ${Date.now().toString(36)}`;
const landing = `/?utm_source=google&utm_medium=cpc&utm_campaign=${campaignName}&utm_term=${encodeURIComponent(keyword)}&gclid=x`;
const poolPage = '/industries/pool-builders';
const attendee = ['Pat Example', 'invitee@example.com'];
// The deliveries' own client: the e2e server trusts 127.0.0.1 as a proxy.
const service = { 'x-forwarded-for': '198.51.100.70' };

let bookingUrl = '';
let ref = '';

async function visitor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.71' },
  });
  // The booking service is not reachable from here: its page is answered in its place.
  await context.route('https://book.jackieai.com/**', (route) =>
    route.fulfill({ body: 'booking' }),
  );
  return context;
}

/** The number a figure tile of the campaign view shows. */
const tile = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('paragraph')
    .first();

/** The cells of a table's row, by the row's label. */
async function rowOf(page: Page, table: string, label: string) {
  const row = page
    .getByRole('table', { name: new RegExp(`^${table}:`) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(row).toHaveCount(1);
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

async function deliver(
  page: Page,
  provider: 'calendly' | 'calcom',
  body: unknown,
  signature?: string,
) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> =
    provider === 'calendly'
      ? {
          'content-type': 'application/json; charset=utf-8',
          'calendly-webhook-signature': signature ?? calendlySignature(raw, secret),
        }
      : {
          'content-type': 'application/json',
          'x-cal-webhook-version': '2021-10-20',
          'x-cal-signature-256': signature ?? calcomSignature(raw, secret),
        };
  const response = await page.request.post('/api/webhooks/booking', {
    data: raw,
    headers: { ...service, ...headers },
  });
  return response.status();
}

test('a paid visit clicks the pool Book a Demo on its second page: the booking URL carries the visit', async ({
  browser,
  baseURL,
}) => {
  const context = await visitor(browser, baseURL);
  const page = await context.newPage();
  const clicks: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/events')) return;
    if (response.request().postData()?.includes('cta_click')) clicks.push(response.status());
  });
  await page.goto(landing);
  await page.goto(poolPage);
  const link = page.locator('main a[data-cta="booking"][data-variant="pool"]').first();
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  bookingUrl = popup.url();
  const sessionId: string = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('jackie:analytics') ?? '{}').id,
  );
  ref = sessionId.replace(/-/g, '').slice(0, 12);
  expect(Object.fromEntries(new URL(bookingUrl).searchParams)).toMatchObject({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: campaignName,
    utm_content: `jk_${ref}_pool`,
    'metadata[ref]': ref,
    'metadata[variant]': 'pool',
    'metadata[page]': poolPage,
  });
  // The click is stored before the page goes.
  await expect.poll(() => clicks).toContain(202);
  await popup.close();
  await context.close();
});

test('signed Calendly and Cal.com deliveries for that URL book the demo; forged and repeated ones change nothing', async ({
  page,
}) => {
  expect(bookingUrl).not.toBe('');
  const now = new Date().toISOString();
  const calendly = calendlyCreated(undefined, trackingOf(bookingUrl));
  calendly.created_at = now;
  calendly.payload.created_at = now;
  const calcom = calcomCreated(metadataOf(bookingUrl));
  calcom.createdAt = now;

  expect(
    await deliver(
      page,
      'calendly',
      calendly,
      `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
    ),
  ).toBe(401);
  expect(
    await deliver(
      page,
      'calcom',
      calcom,
      calcomSignature(JSON.stringify(calcom), 'not-the-secret'),
    ),
  ).toBe(401);
  // A replay: a Calendly signature of six minutes ago.
  const raw = JSON.stringify(calendly);
  expect(
    await deliver(
      page,
      'calendly',
      calendly,
      calendlySignature(raw, secret, Math.floor(Date.now() / 1000) - 360),
    ),
  ).toBe(401);

  expect(await deliver(page, 'calendly', calendly)).toBe(200);
  expect(await deliver(page, 'calcom', calcom)).toBe(200);
  // The services retry: a repeated delivery is answered and changes nothing.
  expect(await deliver(page, 'calendly', calendly)).toBe(200);
  expect(await deliver(page, 'calcom', calcom)).toBe(200);
});

test.describe('the campaign view', () => {
  test.use({ storageState: staffState('admin') });

  test('shows the visit, the click and both booked demos under Paid Search / google / spring-pools, filtered and in its CSV', async ({
    page,
  }) => {
    await page.goto('/admin/campaigns?range=today');
    await expect(page.getByRole('heading', { name: 'Campaign view', level: 2 })).toBeVisible();
    // Paid Search / google / this run's campaign: this spec's visit is the only one with it.
    const campaign = await rowOf(page, 'Campaigns', `google / cpc / ${campaignName}`);
    expect(campaign.slice(0, 2)).toEqual(['1', '1']);
    await page.goto(`/admin/campaigns?range=today&campaign=${campaignName}`);
    await expect(tile(page, 'Visits')).toHaveText('1');
    await expect(tile(page, 'Booking clicks')).toHaveText('1');
    await expect(tile(page, 'Booked demos')).toHaveText('2');
    await expect(tile(page, 'Cancellations')).toHaveText('0');
    const channel = await rowOf(page, 'Channels', 'Paid Search');
    expect(channel[0]).toBe('1');
    // Visits, booking clicks, conversion rate, booked demos, click-to-booking rate, cancellations.
    const pool = await rowOf(page, 'Funnel by variant', 'Pool');
    expect([pool[0], pool[1], pool[3], pool[5]]).toEqual(['1', '1', '2', '0']);

    // The ad's keyword: a row of the Keywords table, and a filter of its own.
    const keywordRow = await rowOf(page, 'Keywords', keyword);
    expect(keywordRow.slice(0, 2)).toEqual(['1', '1']);
    await page.getByRole('link', { name: keyword, exact: true }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('term') === keyword);
    await expect(tile(page, 'Visits')).toHaveText('1');
    await expect(tile(page, 'Booked demos')).toHaveText('2');
    await expect(
      page.getByRole('link', { name: `Remove filter Keyword: ${keyword}`, exact: true }),
    ).toBeVisible();

    const csv = await (
      await page.request.get(`/api/admin/campaigns/export?range=today&campaign=${campaignName}`)
    ).text();
    expect(csv).toContain('Paid Search');
    expect(csv).toContain(campaignName);
    expect(csv).toContain(`Keywords,${keyword},,,,,,${keyword},,,,,1,1,100,2,200,0,0`);
    for (const text of attendee) {
      expect(await page.content()).not.toContain(text);
      expect(csv).not.toContain(text);
    }
  });

  test('a cancellation moves one booked demo to cancelled', async ({ page }) => {
    const cancel = calcomCancelled();
    cancel.createdAt = new Date().toISOString();
    expect(await deliver(page, 'calcom', cancel)).toBe(200);
    await page.goto(`/admin/campaigns?range=today&campaign=${campaignName}`);
    await expect(tile(page, 'Booked demos')).toHaveText('1');
    await expect(tile(page, 'Cancellations')).toHaveText('1');
  });
});
