import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { latestLinkTo, mailsAbout } from './mail';
import { staffState } from './staff-states';

/**
 * The admin checks that need the site to themselves (project admin-quiet: alone, after every other
 * admin spec): the figures move only with the events sent here, and a password reset ends every
 * session of the admin, the saved state the other specs share included.
 */
test.describe.configure({ mode: 'serial' });

const admin = 'admin@example.com';

test.describe('with the admin signed in', () => {
  test.use({ storageState: staffState('admin') });

  test('the dashboard figures match the events sent', async ({ page, baseURL }) => {
    const figures = async () => {
      const response = await page.request.get('/api/admin/dashboard?range=today');
      expect(response.status()).toBe(200);
      const data = await response.json();
      expect(data.tiles.error).toBe(false);
      return data.tiles.value.current;
    };
    const before = await figures();
    const session = '3f9a0c2e-7b1d-4e5f-9a8b-6c7d8e9f0a1b';
    const event = (fields: Record<string, unknown>) => ({
      session_id: session,
      url: `${baseURL}/`,
      page: 'landing',
      event_type: 'page_view',
      ...fields,
    });
    // A visitor of its own, without cookies: a request context made inside a test takes the
    // test's `use` options, the admin's saved session included, and the events of a browser
    // with a staff session are not counted (lib/analytics/ingest.ts).
    const visitor: APIRequestContext = await playwrightRequest.newContext({
      baseURL,
      storageState: { cookies: [], origins: [] },
      userAgent:
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
    });
    const response = await visitor.post('/api/events', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({
        events: [
          event({}),
          event({}),
          event({}),
          event({ event_type: 'cta_click', variant: 'general', label: 'hero' }),
          event({ event_type: 'cta_click', variant: 'general', label: 'footer' }),
          event({
            event_type: 'cta_click',
            variant: 'pool',
            label: 'pool_hero',
            page: '/industries/pool-builders',
          }),
          event({
            event_type: 'cta_click',
            variant: 'hvac',
            label: 'hvac_hero',
            page: '/industries/hvac',
          }),
          event({ event_type: 'video_play', label: 'landing_hero' }),
          event({ event_type: 'video_watch', duration_ms: 30_000, label: 'landing_hero' }),
          event({ event_type: 'session_end', duration_ms: 0 }),
        ],
      }),
    });
    expect(response.status()).toBe(202);
    await visitor.dispose();
    const after = await figures();
    expect(after.landingPageViews - before.landingPageViews).toBe(3);
    expect(after.allBookingClicks - before.allBookingClicks).toBe(4);
    expect(after.generalBookingClicks - before.generalBookingClicks).toBe(2);
    expect(after.poolBookingClicks - before.poolBookingClicks).toBe(1);
    expect(after.hvacBookingClicks - before.hvacBookingClicks).toBe(1);
    expect(after.videoPlayClicks - before.videoPlayClicks).toBe(1);
    // A zero duration is excluded, so the session average does not move.
    expect(after.avgTimeOnSiteSeconds).toBe(before.avgTimeOnSiteSeconds);
    // The campaign view's counts: one visit, which clicked to book.
    await expect.poll(async () => (await figures()).visits - before.visits).toBe(1);
    expect((await figures()).bookingClicks - before.bookingClicks).toBe(1);

    // The overview opens with the four figures a reader asks first, each against the day before.
    await page.goto('/admin?range=today');
    const tiles = page.getByRole('region', { name: 'Key figures' }).getByRole('listitem');
    await expect(tiles.getByRole('heading')).toHaveText([
      'Visits',
      'Booking clicks',
      'Booked demos',
      'Booking conversion rate',
      ...Array(10).fill(/\S/),
    ]);
    for (const index of [0, 1, 2, 3]) {
      await expect(tiles.nth(index)).toContainText(/than yesterday|from yesterday|compare/);
    }
    const shown = await figures();
    await expect(tiles.first()).toContainText(String(shown.visits));
    // The rate as a percentage with one decimal, of the visits and clicks shown beside it.
    const rate = Math.round((shown.bookingClicks / shown.visits) * 1000) / 10;
    await expect(tiles.nth(3).getByRole('paragraph').first()).toHaveText(`${rate.toFixed(1)}%`);

    // The chart's bars are the table's days, in order.
    await page.goto('/admin?range=7d');
    const trend = page.getByRole('region', { name: 'Visits, booking clicks and booked demos' });
    const bars = await trend
      .locator('figure')
      .first()
      .locator('[data-bucket]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-bucket')));
    expect(bars).toHaveLength(7);
    await trend.getByText('Show data as a table').click();
    const days = await trend
      .locator('tbody th time')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')));
    expect(days).toEqual(bars);
    const lastRow = trend.locator('tbody tr').last();
    await expect(lastRow.locator('td').first()).not.toHaveText('0');

    await page.goto('/admin?range=today');
    const landing = page
      .getByRole('heading', { name: 'Landing Page Views', exact: true })
      .locator('..');
    await expect(landing).toContainText(String(after.landingPageViews));
    const csv = await page.request.get('/api/admin/export?range=today');
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect(await csv.text()).toContain('Landing Page Views');
  });
});

test('a password reset sets a password the user then signs in with', async ({ page }) => {
  const reset = /^Reset your /;
  const before = mailsAbout(admin, reset).length;
  await page.goto('/admin');
  await page.getByLabel('Email').fill(admin);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset email sent. Check your inbox.' }),
  ).toBeVisible();
  await expect.poll(() => mailsAbout(admin, reset).length).toBe(before + 1);
  await page.goto(latestLinkTo(admin, before + 1, reset));
  await expect(page).toHaveURL(/reset=true/);
  await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm new password').fill('12345');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password must be at least 6 characters.' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('correct horse');
  await page.getByLabel('Confirm new password').fill('correct house');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Passwords do not match.' }),
  ).toBeVisible();
  await page.getByLabel('Confirm new password').fill('correct horse');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(
    page.getByRole('status').filter({
      hasText: 'Password updated. You can now sign in with your email & password.',
    }),
  ).toBeVisible();

  await page.getByLabel('Email').fill(admin);
  await page.getByLabel('Password').fill('correct horse');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'User Invites' })).toBeVisible();
});
