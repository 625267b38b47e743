import { expect, expectNoA11yViolations, test } from './fixtures';
import { latestLinkTo, mailsTo, signInByMagicLink } from './mail';
import { staffState } from './staff-states';

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

test('an admin invites a viewer, who accepts once and sees no User Invites', async ({
  browser,
  baseURL,
}) => {
  const adminContext = await browser.newContext({ baseURL, storageState: staffState('admin') });
  const page = await adminContext.newPage();
  await page.goto('/admin');
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

  // The same link cannot be used twice: its page says only that, with nothing to accept.
  const again = await browser.newContext({ baseURL });
  const second = await again.newPage();
  await second.goto(invite);
  await expect(second.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await expect(
    second.getByRole('alert').filter({ hasText: /invalid, has expired or was already used/ }),
  ).toBeVisible();
  await again.close();
  await adminContext.close();
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
