import type { Browser } from '@playwright/test';
import {
  expect,
  expectNoA11yViolations,
  expectNoA11yViolationsWithoutScripts,
  test,
} from './fixtures';
import { latestLinkTo, mailsTo } from './mail';
import { staffEmails, staffState } from './staff-states';

/**
 * The page an invitation's link opens, as the invited person reads it: who invited them, which
 * address and role, when the link stops working, and one button to accept (no sign-in form),
 * with and without JavaScript. A link that does not work says only that.
 */
test.describe.configure({ mode: 'serial' });

// Its own client (the e2e server trusts 127.0.0.1 as a proxy), so its requests use no other
// spec's allowances.
const client = { 'x-forwarded-for': '198.51.100.43' };
test.use({ extraHTTPHeaders: client });

const token = Date.now().toString(36);
const invalidMessage =
  'This invitation link is invalid, has expired or was already used. Ask an admin for a new one.';

/**
 * The admin invites `email` as `role` (through the API, as the invite form does), and the invited
 * person gets a browser of their own (`script`: with JavaScript) to open the mail's `link` in.
 */
async function invited(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  role: 'viewer' | 'sales',
  script = true,
) {
  const admin = await browser.newContext({
    baseURL,
    extraHTTPHeaders: client,
    storageState: staffState('admin'),
  });
  const before = mailsTo(email).length;
  const answer = await admin.request.post('/api/admin/invitations', {
    headers: { origin: baseURL ?? '' },
    data: { email, role },
  });
  expect(answer.status()).toBe(201);
  await expect.poll(() => mailsTo(email).length).toBe(before + 1);
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: client,
    javaScriptEnabled: script,
  });
  return {
    admin: admin.request,
    id: (await answer.json()).id as string,
    link: latestLinkTo(email, before + 1),
    page: await context.newPage(),
    close: async () => {
      await context.close();
      await admin.close();
    },
  };
}

test('the invited person reads who invited them, as whom and to which role, and accepts with one button', async ({
  browser,
  baseURL,
}) => {
  const email = `invited.sales.${token}@example.com`;
  const { link, page, close } = await invited(browser, baseURL, email, 'sales');
  // The mail says it too.
  expect(mailsTo(email).at(-1)).toContain(
    `${staffEmails.admin} invited you to the Jackie AI analytics dashboard as Sales.`,
  );

  await page.goto(link);
  const offer = page.getByRole('form', { name: /You have been invited/ });
  await expect(offer).toContainText(
    `${staffEmails.admin} invited you, ${email}, to join as Sales.`,
  );
  await expect(offer).toContainText('Sales read everything viewers do, and update leads.');
  // When the link stops working, in the business time zone, the zone named.
  await expect(offer).toContainText(/expires \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET\./);
  // Accepting needs nothing but the button: no sign-in form, no address or password to type.
  await expect(page.getByRole('button', { name: 'Accept invitation' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('link', { name: 'Leads' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await close();
});

test.describe('without JavaScript', () => {
  test('the invitation page names the inviter and the role, and accepting signs the person in', async ({
    browser,
    baseURL,
  }) => {
    const email = `invited.plain.${token}@example.com`;
    const { link, page, close } = await invited(browser, baseURL, email, 'viewer', false);
    await page.goto(link);
    await expect(page.getByRole('form', { name: /You have been invited/ })).toContainText(
      `${staffEmails.admin} invited you, ${email}, to join as Viewer.`,
    );
    // Not the loading state of the sign-in form: the page is whole before any script runs.
    await expect(page.getByText('Loading…')).toHaveCount(0);
    await expectNoA11yViolationsWithoutScripts(page);
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Landing Page Views', exact: true }),
    ).toBeVisible();
    await close();
  });
});

test('a link that does not work says only that, whatever the reason', async ({
  browser,
  baseURL,
}) => {
  const email = `invited.revoked.${token}@example.com`;
  const { admin, id, link, page, close } = await invited(browser, baseURL, email, 'sales');
  const revoked = await admin.delete(`/api/admin/invitations/${id}`, {
    headers: { origin: baseURL ?? '' },
  });
  expect(revoked.status()).toBe(204);

  const unknown = new URL(link);
  unknown.searchParams.set('token', 'x'.repeat(43));
  const answers: string[] = [];
  for (const url of [link, unknown.href]) {
    await page.goto(url);
    await expect(page).toHaveURL(/\/admin\?invite=invalid$/);
    await expect(page.getByRole('alert').filter({ hasText: invalidMessage })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
    answers.push(((await page.locator('main').textContent()) ?? '').trim());
  }
  // Revoked or never issued: the same page, naming nobody and no role.
  expect(answers[0]).toBe(answers[1]);
  expect(answers[0]).not.toContain(email);
  expect(answers[0]).not.toContain(staffEmails.admin);
  expect(answers[0]).not.toMatch(/\bSales\b/);
  await close();
});
