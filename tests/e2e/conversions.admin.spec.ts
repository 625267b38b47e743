import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { calendlyCreated, trackingOf } from '../booking-deliveries';
import { e2eAdAccounts } from './ad-platforms.mjs';
import { paidVisit, postCalendly } from './booking-webhook';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { staffEmails, staffState } from './staff-states';

/**
 * Booked demos reach the ad platforms, end to end (admin project): the suite's server sends
 * conversions to strict fakes of Meta, Google and Microsoft (tests/e2e/ad-platforms.mjs, no wait
 * before a send). A paid visit that landed with a gclid and an fbclid books a demo through a
 * signed Calendly delivery; Google receives the gclid, Meta an fbc built from the fbclid, both
 * with the booking's id; the Conversions section shows it sent to each, to admins and viewers,
 * and refuses sales. A demo booked eight days ago is given up by Meta and Microsoft (too old for
 * them); an admin sends it again and the audit log says so.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const gclid = `Cj0KCQiA-e2e_${run}`;
const fbclid = `IwAR2e2e-${run}_Q`;
const campaign = `pool-conversions-${run}`;
const landing = `/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&gclid=${gclid}&fbclid=${fbclid}`;
/** Calendly's invitee uuids of this run's two bookings: the id each platform is given. */
const fresh = randomUUID();
const old = randomUUID();
const inviteeUri = (uuid: string) =>
  `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${uuid}`;
let ref = '';
let landedAt = 0;

/** POSTs Calendly's invitee.created for this run's visit, signed as Calendly signs. */
async function book(request: APIRequestContext, uuid: string, bookedAt: Date) {
  // What Calendly returns for a booking made through the visit's link: its utm_* values.
  const delivery = calendlyCreated(
    undefined,
    trackingOf(
      `https://book.example/?utm_source=google&utm_medium=cpc&utm_campaign=${campaign}&utm_content=jk_${ref}_pool`,
    ),
  );
  delivery.created_at = bookedAt.toISOString();
  delivery.payload.created_at = bookedAt.toISOString();
  delivery.payload.uri = inviteeUri(uuid);
  expect(await postCalendly(request, delivery, '198.51.100.95')).toBe(200);
}

/** What one of the suite's fakes accepted, in order (written by tests/e2e/ad-platforms.mjs). */
function acceptedBy<T>(platform: 'meta' | 'google' | 'microsoft'): T[] {
  const file = join(process.env.E2E_DATA_DIR ?? '', 'ad-platforms', `${platform}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T[]) : [];
}

/** The log's entry of booking `uuid`, and its row for a platform. */
const entryOf = (page: Page, uuid: string) =>
  page.getByRole('listitem').filter({ hasText: `invitees/${uuid}` });
const rowOf = (page: Page, uuid: string, platform: string) =>
  entryOf(page, uuid)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: platform, exact: true }) });

test('a paid visit with a gclid and an fbclid books a demo: Google and Meta receive it once, by its booking id', async ({
  browser,
  baseURL,
  request,
}) => {
  landedAt = Date.now();
  ref = await paidVisit(browser, baseURL, '198.51.100.96', landing);

  await book(request, fresh, new Date());
  const google = () =>
    acceptedBy<{ transactionId: string; adIdentifiers?: { gclid?: string } }>('google').filter(
      (event) => event.transactionId === fresh,
    );
  const meta = () =>
    acceptedBy<{ event_id: string; user_data: { fbc?: string; em?: string[] } }>('meta').filter(
      (event) => event.event_id === fresh,
    );
  await expect.poll(() => google().length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => meta().length, { timeout: 30_000 }).toBe(1);
  expect(google()[0]?.adIdentifiers).toEqual({ gclid });
  // fbc = fb.1.<landing time in ms>.<fbclid>, the fbclid exactly as the ad's URL had it.
  const fbc = meta()[0]?.user_data.fbc ?? '';
  const [, landed] = /^fb\.1\.(\d{13})\./.exec(fbc) ?? [];
  expect(fbc.endsWith(`.${fbclid}`)).toBe(true);
  expect(Math.abs(Number(landed) - landedAt)).toBeLessThan(60_000);
  expect(meta()[0]?.user_data.em?.[0]).toMatch(/^[0-9a-f]{64}$/);
});

test.describe('as an admin', () => {
  test.use({ storageState: staffState('admin') });

  test('the Conversions section shows the demo sent to each platform, and no credential', async ({
    page,
  }) => {
    await page.goto('/admin/conversions');
    await expect(page.getByRole('heading', { name: 'Conversions', level: 2 })).toBeVisible();
    const destinations = page.getByRole('region', { name: 'Destinations' });
    for (const platform of ['Meta', 'Google Ads', 'Microsoft Advertising']) {
      await expect(
        destinations
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: platform }) }),
      ).toContainText('Configured');
    }
    await expect(destinations).toContainText(`Pixel ${e2eAdAccounts.pixelId}`);
    await expect(destinations).toContainText('Account 123-456-7890');
    await expect(rowOf(page, fresh, 'Meta')).toContainText('Sent');
    await expect(rowOf(page, fresh, 'Google Ads')).toContainText('Sent, being processed');
    await expect(rowOf(page, fresh, 'Microsoft Advertising')).toContainText('Sent');
    await expect(entryOf(page, fresh)).toContainText(`Paid Search · google · ${campaign}`);
    await expect(entryOf(page, fresh)).toContainText('ad click (gclid)');
    const html = await page.content();
    for (const secretValue of [
      e2eAdAccounts.metaToken,
      e2eAdAccounts.microsoftToken,
      gclid,
      fbclid,
    ]) {
      expect(html).not.toContain(secretValue);
    }
    expect(html).not.toContain('PRIVATE KEY');
    await expectNoA11yViolations(page);

    const csv = await page.request.get('/api/admin/conversions/export?platform=meta');
    expect(csv.status()).toBe(200);
    const lines = (await csv.text()).split('\r\n');
    expect(lines.find((line) => line.includes(`invitees/${fresh}`))).toMatch(
      new RegExp(`,Paid Search,google,${campaign},gclid,Meta,Sent,1,`),
    );
  });

  test('a demo too old for Meta and Microsoft is given up with their reason; Send again queues it, audited', async ({
    page,
    request,
  }) => {
    await book(request, old, new Date(Date.now() - 8 * 24 * 3600 * 1000));
    await page.goto('/admin/conversions?state=given_up');
    await expect
      .poll(
        async () => {
          await page.reload();
          return rowOf(page, old, 'Meta').count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    const metaRow = rowOf(page, old, 'Meta');
    await expect(metaRow).toContainText('Given up');
    await expect(metaRow).toContainText(/7 days/);
    await metaRow.getByRole('button', { name: /^Send again/ }).click();
    // The button says "Queued: it is sent within a minute." and the page refreshes: the row then
    // reads as queued again, by whom (the status goes with the button, which a queued row lacks).
    await expect(
      metaRow
        .getByRole('status')
        .filter({ hasText: 'Queued: it is sent within a minute.' })
        .or(metaRow.getByText(`Queued again by ${staffEmails.admin}.`)),
    ).toBeVisible();

    await page.goto('/admin/audit');
    await expect(
      page.getByRole('row').filter({ hasText: 'Sent a conversion again' }).first(),
    ).toContainText(`invitees/${old} to Meta`);
  });
});

test.describe('as a viewer', () => {
  test.use({ storageState: staffState('viewer') });

  test('reads the section and its CSV, with no Send again', async ({ page }) => {
    await page.goto('/admin/conversions');
    await expect(rowOf(page, fresh, 'Meta')).toContainText('Sent');
    await expect(page.getByRole('button', { name: /^Send again/ })).toHaveCount(0);
    expect((await page.request.get('/api/admin/conversions/export')).status()).toBe(200);
    const again = await page.request.post('/api/admin/conversions/1/send-again', {
      headers: { origin: new URL(page.url()).origin },
    });
    expect(again.status()).toBe(403);
  });
});

test.describe('as sales', () => {
  test.use({ storageState: staffState('sales') });

  test('is refused the section, its CSV and its navigation link', async ({ page }) => {
    const answer = await page.goto('/admin/conversions');
    expect(answer?.status()).toBe(403);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Only admins and viewers can see this.' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation').getByRole('link', { name: 'Conversions' }),
    ).toHaveCount(0);
    const csv = await page.request.get('/api/admin/conversions/export');
    expect(csv.status()).toBe(403);
    expect((await csv.json()).error.message).toBe('Only admins and viewers can see this.');
  });
});
