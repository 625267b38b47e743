import { randomUUID } from 'node:crypto';
import { calendlyCreated, trackingOf } from '../booking-deliveries';
import { paidVisit, postCalendly } from './booking-webhook';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { staffState } from './staff-states';

/**
 * What a booked demo cost, end to end (admin project): a paid visit of this run's campaign books
 * a demo through a signed Calendly delivery; an admin uploads a Google Ads campaign report (shaped
 * as Google writes it: title and range lines, quoted thousands, totals rows) on the campaign view,
 * reads its preview, saves it, and reads the campaign's cost per booked demo; the CSV carries the
 * cost columns, a formula-looking campaign name defused. A viewer cannot upload, and the endpoint
 * refuses what a browser's form would never send.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
/** The campaign as the ad's URL tags it, and as the report names it (another letter case). */
const campaign = `spring pools ${run}`;
const reported = `Spring Pools ${run.toUpperCase()}`;
const promo = `@pool promo ${run}`;

/** A business day (Eastern Time) `days` before today, as YYYY-MM-DD and as Google's range line writes it. */
function businessDay(days: number) {
  const at = new Date(Date.now() - days * 86_400_000);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options }).format(at);
  const iso = `${part({ year: 'numeric' })}-${part({ month: '2-digit' })}-${part({ day: '2-digit' })}`;
  return { iso, long: part({ month: 'long', day: 'numeric', year: 'numeric' }) };
}

/** A Google Ads campaign report by day, of yesterday and today, as its CSV download is laid out. */
function googleReport() {
  const [yesterday, today] = [businessDay(1), businessDay(0)];
  return [
    '\uFEFFCampaign report',
    `"${yesterday.long} - ${today.long}"`,
    'Campaign status,Campaign,Day,Currency code,Cost,Impr.,Clicks,Conversions',
    `Enabled,${reported},${yesterday.iso},USD,"1,200.00","48,210","1,930",12.00`,
    `Enabled,${reported},${today.iso},USD,0.00,0,0,0.00`,
    `Enabled,"${promo}, spas",${today.iso},USD,300.50,"3,102",95,1.00`,
    'Total: Account,--,--,USD,"1,500.50","51,312","2,025",13.00',
    'Total: Campaigns,--,--,USD,"1,500.50","51,312","2,025",13.00',
    '',
  ].join('\n');
}

test('a paid visit of the campaign books a demo', async ({ browser, baseURL, request }) => {
  const ref = await paidVisit(
    browser,
    baseURL,
    '198.51.100.71',
    `/?utm_source=google&utm_medium=cpc&utm_campaign=${encodeURIComponent(campaign)}`,
  );
  const delivery = calendlyCreated(
    undefined,
    trackingOf(
      `https://book.example/?utm_source=google&utm_medium=cpc&utm_campaign=${encodeURIComponent(campaign)}&utm_content=jk_${ref}_pool`,
    ),
  );
  // Booked now, so that it counts in the last 7 days.
  delivery.created_at = new Date().toISOString();
  delivery.payload.created_at = delivery.created_at;
  delivery.payload.uri = `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;
  expect(await postCalendly(request, delivery, '198.51.100.72')).toBe(200);
});

test.describe('as an admin', () => {
  test.use({ storageState: staffState('admin') });

  test('uploads a Google Ads export, previews it, saves it and reads cost per booked demo', async ({
    page,
  }) => {
    // On the campaign view itself.
    await page.goto('/admin/campaigns?range=7d');
    await page.getByText('Import ad spend', { exact: true }).click();
    await page.getByLabel(/Report file/).setInputFiles({
      name: 'Campaign report.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(googleReport(), 'utf8'),
    });
    await page.getByRole('button', { name: 'Upload and preview' }).click();

    // The preview: what the file holds, and which campaigns the visits name. Nothing saved yet.
    await expect(page.getByRole('heading', { name: 'Campaign report.csv' })).toBeVisible();
    await expect(page.getByText('Total cost')).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '$1,500.50' })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'google / cpc' })).toBeVisible();
    const campaigns = page.getByRole('table', { name: /Campaigns in the file/ });
    await expect(
      campaigns.getByRole('row').filter({ hasText: reported }).getByRole('cell').last(),
    ).toHaveText(`Seen in visits as google / cpc / ${campaign}`);
    await expect(
      campaigns.getByRole('row').filter({ hasText: promo }).getByRole('cell').last(),
    ).toHaveText('Not seen in visits');
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toContainText(
      'this spend is in the campaign figures',
    );
    await page.goto('/admin/campaigns/spend');
    await expect(
      page.getByRole('row').filter({ hasText: 'Campaign report.csv' }).first(),
    ).toContainText('Saved');

    // The campaign of the booked visit: $1,200.00 over its one booked demo.
    await page.goto(`/admin/campaigns?range=7d&campaign=${encodeURIComponent(campaign)}`);
    const tile = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Cost per booked demo', exact: true }),
    });
    await expect(tile).toContainText('$1,200.00');
    const row = page
      .getByRole('table', { name: /^Campaigns:/ })
      .getByRole('row')
      .filter({ hasText: campaign });
    await expect(row).toContainText('$1,200.00');
    await expectNoA11yViolations(page);
  });

  test('the CSV has the cost columns, a formula-looking campaign name defused', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/admin/campaigns/export?range=7d');
    expect(answer.status()).toBe(200);
    const csv = await answer.text();
    const lines = csv.split('\r\n');
    const header = lines.find((line) => line.startsWith('Section,')) ?? '';
    for (const column of [
      'Spend (USD)',
      'Cost per visit (USD)',
      'Cost per booked demo (USD)',
      'Qualified deals',
      'Pipeline (USD)',
      'Won revenue (USD)',
      'Return on ad spend',
    ]) {
      expect(header.split(',')).toContain(column);
    }
    const promoRow = lines.find(
      (line) => line.startsWith('Campaigns,') && line.includes('pool promo'),
    );
    expect(promoRow).toContain(`"'${promo}, spas"`);
    expect(promoRow).toContain(',300.50,');
    expect(promoRow).not.toContain(`"${promo}`);
  });

  test('the endpoint refuses another origin, another type, an oversized or broken file', async ({
    page,
    baseURL,
  }) => {
    const post = (options: Parameters<typeof page.request.post>[1]) =>
      page.request.post('/api/admin/spend', { ...options, maxRedirects: 0 });
    const file = { name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from(googleReport()) };
    expect(
      (await post({ headers: { origin: 'http://evil.example' }, multipart: { file } })).status(),
    ).toBe(403);
    expect(
      (
        await post({ headers: { origin: baseURL ?? '', 'content-type': 'text/plain' }, data: 'x' })
      ).status(),
    ).toBe(415);
    const huge = Buffer.alloc(21 * 1024 * 1024, 'a');
    expect(
      (
        await post({
          headers: { origin: baseURL ?? '' },
          multipart: { file: { ...file, buffer: huge } },
        })
      ).status(),
    ).toBe(413);
    const broken = await post({
      headers: { origin: baseURL ?? '', accept: 'application/json' },
      multipart: {
        file: { ...file, buffer: Buffer.from(googleReport().replace('300.50', '3OO.50')) },
      },
    });
    expect(broken.status()).toBe(422);
    expect((await broken.json()).error).toMatchObject({
      code: 'invalid_file',
      line: 6,
      message: expect.stringMatching(/^Line 6: the cost “3OO\.50” is not a number/),
    });
    // Without scripts the form is sent back to the page, which names the line.
    const plain = await post({
      headers: { origin: baseURL ?? '' },
      multipart: { file: { ...file, buffer: Buffer.from('date,cost\n\u0000') } },
    });
    expect(plain.status()).toBe(303);
    expect(plain.headers().location).toMatch(/^\/admin\/campaigns\/spend\?error=/);
    expect(
      (
        await page.request.post('/api/admin/spend/99999999/save', {
          headers: { origin: baseURL ?? '' },
          form: {},
        })
      ).status(),
    ).toBe(404);
    expect(
      (
        await page.request.post('/api/admin/spend/1x/save', {
          headers: { origin: baseURL ?? '' },
          form: {},
        })
      ).status(),
    ).toBe(400);
  });
});

test.describe('as a viewer', () => {
  test.use({ storageState: staffState('viewer') });

  test('reads the cost but cannot upload', async ({ page, baseURL }) => {
    await page.goto(`/admin/campaigns?range=7d&campaign=${encodeURIComponent(campaign)}`);
    await expect(
      page.getByRole('heading', { name: 'Cost per booked demo', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Import ad spend', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(/Report file/)).toHaveCount(0);
    const answer = await page.goto('/admin/campaigns/spend');
    expect(answer?.status()).toBe(403);
    await expect(page.getByText('Only admins can do this.')).toBeVisible();
    const upload = await page.request.post('/api/admin/spend', {
      headers: { origin: baseURL ?? '' },
      multipart: {
        file: { name: 'r.csv', mimeType: 'text/csv', buffer: Buffer.from(googleReport()) },
      },
      maxRedirects: 0,
    });
    expect(upload.status()).toBe(403);
  });
});
