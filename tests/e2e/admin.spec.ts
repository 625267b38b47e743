import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { latestLinkTo, mailsTo, signInByMagicLink } from './mail';

const admin = 'admin@example.com';
const tileTitles = [
  'Landing Page Views',
  'All Booking CTA Clicks',
  'General Booking Clicks',
  'Pool Booking Clicks',
  'HVAC Booking Clicks',
  'Contact Requests',
  'Avg Time on Site',
  'Video Play Clicks',
  'Avg Video Watch',
];

test.describe.configure({ mode: 'serial' });

test.describe('before the page script has run', () => {
  test.use({ javaScriptEnabled: false });

  // The server cannot see the URL hash (type=recovery), so the page starts in the loading state
  // and the browser picks the form.
  test('the admin shows the loading state, not a form', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });
});

test('the login form has its fields, buttons and note, and passes axe', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  for (const name of ['Sign in', 'Email me a magic link', 'Forgot password?']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(
    page.getByText('Only invited accounts can access analytics. Admins can invite users.'),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test('asking for a reset or a magic link without an email says so', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Enter your email first.' }),
  ).toBeVisible();
});

test('an unknown address gets the same answer and no mail', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill('stranger@example.com');
  await page.getByRole('button', { name: 'Email me a magic link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Magic link sent. Check your email.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset email sent. Check your inbox.' }),
  ).toBeVisible();
  expect(mailsTo('stranger@example.com')).toEqual([]);
});

test('a wrong password gets a generic message', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(admin);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid email or password.' }),
  ).toBeVisible();
});

test.describe('the admin API without a session', () => {
  for (const [method, path] of [
    ['GET', '/api/admin/dashboard'],
    ['GET', '/api/admin/export'],
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/invitations'],
    ['POST', '/api/admin/invitations'],
    ['DELETE', '/api/admin/users/some-id'],
  ] as const) {
    test(`${method} ${path} answers 401`, async ({ request, baseURL }) => {
      const response = await request.fetch(path, {
        method,
        // From the site itself: a request from elsewhere is refused before anything else.
        headers: method === 'GET' ? {} : { origin: baseURL ?? '' },
        data: method === 'POST' ? { email: 'x@example.com' } : undefined,
      });
      expect(response.status()).toBe(401);
      expect((await response.json()).error.code).toBe('unauthorized');
    });
  }
});

test('an admin signs in by magic link and sees the dashboard with User Invites', async ({
  page,
}) => {
  await signInByMagicLink(page, admin);
  for (const title of tileTitles) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'User Invites' })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
});

test('the dashboard figures match the events sent', async ({ page, baseURL }) => {
  await signInByMagicLink(page, admin);
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
  const visitor: APIRequestContext = await playwrightRequest.newContext({
    baseURL,
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

  await page.goto('/admin?range=today');
  const landing = page
    .getByRole('heading', { name: 'Landing Page Views', exact: true })
    .locator('..');
  await expect(landing).toContainText(String(after.landingPageViews));
  const csv = await page.request.get('/api/admin/export?range=today');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain('Landing Page Views');
});

test('an admin invites a viewer, who accepts once and sees no User Invites', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInByMagicLink(page, admin);
  const viewer = 'viewer@example.com';
  await page.getByLabel('Email address to invite').fill(viewer);
  await page.getByRole('button', { name: 'Send invite' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Invitation sent to ${viewer}.` }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: viewer }).first()).toBeVisible();
  const invite = latestLinkTo(viewer, 1);

  const context = await browser.newContext({ baseURL });
  const guest = await context.newPage();
  await guest.goto(invite);
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await expect(
    guest.getByRole('heading', { name: 'Landing Page Views', exact: true }),
  ).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'User Invites' })).toHaveCount(0);
  await expectNoA11yViolations(guest);
  // The server, not the page, refuses a viewer.
  expect((await guest.request.get('/api/admin/users')).status()).toBe(403);
  expect(
    (
      await guest.request.post('/api/admin/invitations', {
        headers: { origin: baseURL ?? '' },
        data: { email: 'x@example.com' },
      })
    ).status(),
  ).toBe(403);
  expect((await guest.request.get('/api/admin/dashboard')).status()).toBe(200);
  await context.close();

  // The same link cannot be used twice.
  const again = await browser.newContext({ baseURL });
  const second = await again.newPage();
  await second.goto(invite);
  await second.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(
    second.getByRole('alert').filter({ hasText: /invalid, has expired or was already used/ }),
  ).toBeVisible();
  await again.close();
});

test('a password reset sets a password the user then signs in with', async ({ page }) => {
  const before = mailsTo(admin).length;
  await page.goto('/admin');
  await page.getByLabel('Email').fill(admin);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Password reset email sent. Check your inbox.' }),
  ).toBeVisible();
  await expect.poll(() => mailsTo(admin).length).toBe(before + 1);
  await page.goto(latestLinkTo(admin, before + 1));
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

// It uses up this address's and this client's magic-link allowance for a minute: as a client of
// its own (the e2e server trusts 127.0.0.1 as a proxy), so later specs keep theirs.
test.describe('a client that floods sign-in', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.30' } });

  test('repeated sign-in requests are rate limited with a clear message', async ({
    page,
    baseURL,
  }) => {
    const statuses: number[] = [];
    let message = '';
    for (let i = 0; i < 8; i += 1) {
      const response = await page.request.post('/api/auth/sign-in/magic-link', {
        headers: { origin: baseURL ?? '' },
        data: { email: 'flood@example.com', callbackURL: '/admin' },
      });
      statuses.push(response.status());
      if (response.status() === 429) message = await response.text();
    }
    // Six a minute per address, fewer if this client used its allowance earlier in the suite;
    // after that every request is refused.
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(6);
    expect(statuses.at(-1)).toBe(429);
    expect(message).toMatch(/too many/i);
    await page.goto('/admin');
    await page.getByLabel('Email').fill('flood@example.com');
    await page.getByRole('button', { name: 'Email me a magic link' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /too many/i })).toBeVisible();
  });
});
