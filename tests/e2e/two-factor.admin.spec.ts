import type { Browser, BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { latestLinkTo, latestSmsCode, mailsTo, openMagicLink, smsTo } from './mail';
import { staffState } from './staff-states';

// Runs in the admin project (the file name matches its testMatch), in order.
test.describe.configure({ mode: 'serial' });

// This file signs in often by magic link; as a client of its own (the e2e server trusts
// 127.0.0.1 as a proxy), it does not share the other admin specs' per-client allowance.
const client = { 'x-forwarded-for': '198.51.100.21' };
test.use({ extraHTTPHeaders: client });

const dashboardTile = { name: 'Landing Page Views', exact: true } as const;

/** The code the enrolled secret gives now, or `ahead` 30-second steps later (within the window). */
const totpCode = (secret: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

let adminContext: BrowserContext;
let adminPage: Page;

/** The admin invites `email`; the invited person accepts in a context of their own. */
async function invite(browser: Browser, email: string, baseURL: string | undefined) {
  const before = mailsTo(email).length;
  await adminPage.goto('/admin');
  await adminPage.getByLabel('Email address to invite').fill(email);
  await adminPage.getByRole('button', { name: 'Send invite' }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` }),
  ).toBeVisible();
  await expect.poll(() => mailsTo(email).length).toBe(before + 1);
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: client });
  const page = await context.newPage();
  await page.goto(latestLinkTo(email, before + 1));
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  return { context, page };
}

/** Enrols an authenticator app through the page; the secret and the backup codes shown once. */
async function enrolApp(page: Page) {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Verify app' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Authenticator app added.' }),
  ).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Backup codes' })
    .getByRole('listitem')
    .allTextContents();
  return { secret, codes };
}

const challenge = (page: Page) => page.getByRole('button', { name: 'Verify', exact: true });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
}

test.beforeAll(async ({ browser, baseURL }) => {
  adminContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: client,
    storageState: staffState('admin'),
  });
  adminPage = await adminContext.newPage();
  await adminPage.goto('/admin');
  await expect(adminPage.getByRole('heading', { name: 'User Invites' })).toBeVisible();
});

test.afterAll(async () => {
  await adminContext?.close();
});

test('an authenticator app is enrolled, and every way of signing in then ends in the challenge', async ({
  browser,
  baseURL,
}) => {
  const email = 'totp@example.com';
  const { context, page } = await invite(browser, email, baseURL);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const { secret, codes } = await enrolApp(page);
  expect(codes).toHaveLength(10);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('cell', { name: 'Verified' })).toBeVisible();
  await signOut(page);

  // A password reset, then a password sign-in: the challenge, not the dashboard.
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect.poll(() => mailsTo(email).length).toBe(2);
  await page.goto(latestLinkTo(email, 2));
  await page.getByLabel('New password', { exact: true }).fill('second factor');
  await page.getByLabel('Confirm new password').fill('second factor');
  await page.getByRole('button', { name: 'Update password' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('second factor');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(challenge(page)).toBeVisible();
  await expect(page.getByRole('heading', dashboardTile)).toHaveCount(0);
  await expectNoA11yViolations(page);
  // The server, not the page, holds the aal1 session back.
  const aal1 = await page.request.get('/api/admin/dashboard');
  expect(aal1.status()).toBe(401);

  await page.getByLabel('Code', { exact: true }).fill(wrongCode(totpCode(secret, 1)));
  await challenge(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That code is not valid. Check it and try again.' }),
  ).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(totpCode(secret, 1));
  await challenge(page).click();
  await expect(page.getByRole('heading', dashboardTile)).toBeVisible();
  expect((await page.request.get('/api/admin/dashboard')).status()).toBe(200);
  await signOut(page);

  // A magic link ends in the challenge too; a backup code gets through, once.
  await openMagicLink(page, email);
  await expect(challenge(page)).toBeVisible();
  await page.getByRole('radio', { name: 'A backup code' }).check();
  await page.getByRole('textbox', { name: 'Backup code' }).fill(codes[0] ?? '');
  await challenge(page).click();
  await expect(page.getByRole('heading', dashboardTile)).toBeVisible();
  await page.goto('/admin/security');
  await expect(page.getByText('You have 9 unused backup codes.')).toBeVisible();
  // The audit log tells a backup-code sign-in from any other, with the codes left.
  await adminPage.goto('/admin/audit');
  const entry = adminPage
    .getByRole('row')
    .filter({ hasText: email })
    .filter({ hasText: 'Signed in with a backup code' });
  await expect(entry).toContainText('MFA_CHALLENGE_VERIFIED, 9 backup codes left');
  await signOut(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('second factor');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('radio', { name: 'A backup code' }).check();
  await page.getByRole('textbox', { name: 'Backup code' }).fill(codes[0] ?? '');
  await challenge(page).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That code is not valid.' }),
  ).toBeVisible();
  await context.close();
});

test('a phone factor gets its code by SMS, and removing it needs a fresh code', async ({
  browser,
  baseURL,
}) => {
  const phone = '+15550100200';
  const { context, page } = await invite(browser, 'phone@example.com', baseURL);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.goto('/admin/security');
  await page.getByRole('button', { name: 'Add a phone' }).click();
  await page.getByLabel('Phone number').fill('555 0100');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'international format' })).toBeVisible();
  await page.getByLabel('Phone number').fill('+1 555 010 0200');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Code sent by text message.' }),
  ).toBeVisible();
  await expect.poll(() => smsTo(phone).length).toBe(1);
  await page.getByLabel('Code from the text message').fill(latestSmsCode(phone, 1));
  await page.getByRole('button', { name: 'Verify phone' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Phone added.' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByRole('cell', { name: 'Verified' })).toBeVisible();

  // Without a code the server refuses.
  const { factors } = await (await page.request.get('/api/admin/factors')).json();
  const refused = await page.request.delete(`/api/admin/factors/${factors[0].id}`, {
    headers: { origin: baseURL as string },
    data: {},
  });
  expect(refused.status()).toBe(400);

  await page.getByRole('button', { name: 'Remove Phone' }).click();
  await page.getByLabel('Code', { exact: true }).fill('123456');
  await page.getByRole('button', { name: 'Remove factor' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That code is not valid.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Code sent to' })).toBeVisible();
  await expect.poll(() => smsTo(phone).length).toBe(2);
  await page.getByLabel('Code', { exact: true }).fill(latestSmsCode(phone, 2));
  await page.getByRole('button', { name: 'Remove factor' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Phone was removed.' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Verified' })).toHaveCount(0);
  await expect(page.getByText('It is off for your account.')).toBeVisible();
  await context.close();
});

// One account for both: every accepted invitation and magic link counts against better-auth's
// per-address limit on /magic-link/verify (five a minute), which the whole file shares.
test('code attempts are rate limited, and an admin resets the factors of someone who lost their phone', async ({
  browser,
  baseURL,
}) => {
  const email = 'lost-phone@example.com';
  const { context, page } = await invite(browser, email, baseURL);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  await page.goto('/admin/security');
  await enrolApp(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  const { factors } = await (await page.request.get('/api/admin/factors')).json();
  const statuses: number[] = [];
  let message = '';
  for (let i = 0; i < 12 && !message; i += 1) {
    const response = await page.request.post('/api/admin/factors/backup-codes', {
      headers: { origin: baseURL as string },
      data: { factorId: factors[0].id, code: '000000' },
    });
    statuses.push(response.status());
    if (response.status() === 429) message = (await response.json()).error.message;
  }
  // A burst of at most ten wrong codes, then refusals.
  expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(10);
  expect(statuses.at(-1)).toBe(429);
  expect(message).toBe('Too many codes tried. Wait a minute and try again.');
  await page.getByRole('button', { name: 'New backup codes' }).click();
  await page.getByLabel('Code', { exact: true }).fill('000000');
  await page.getByRole('button', { name: 'Make new codes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many codes tried.' })).toBeVisible();

  await adminPage.goto('/admin/team');
  adminPage.once('dialog', (dialog) => dialog.accept());
  await adminPage.getByRole('button', { name: `Reset two-factor for ${email}` }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: `Two-factor sign-in was reset for ${email}.` }),
  ).toBeVisible();

  // Their sessions ended with the reset; their factors are gone.
  expect((await page.request.get('/api/admin/factors')).status()).toBe(401);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await context.close();
});
