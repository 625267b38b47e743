import type { Browser } from '@playwright/test';
import { expect, expectNoA11yViolationsWithoutScripts, test } from './fixtures';
import { latestLinkTo, mailsTo } from './mail';
import { type StaffRole, staffEmails, staffState } from './staff-states';

/**
 * The admin in sections: the navigation shows each role its own sections and marks the current
 * one, every section has its route and title, refused sections are refused by the page and the
 * API, roles change from the Team section, and links from before the sections still arrive.
 */
test.describe.configure({ mode: 'serial' });

const client = { 'x-forwarded-for': '198.51.100.41' };
test.use({ extraHTTPHeaders: client });

const all = [
  {
    href: '/admin',
    name: 'Overview',
    title: 'Analytics | Jackie AI',
    heading: 'Landing Page Views',
  },
  {
    href: '/admin/campaigns',
    name: 'Campaigns',
    title: 'Campaigns · Analytics | Jackie AI',
    heading: 'Channels',
  },
  {
    href: '/admin/speed',
    name: 'Speed',
    title: 'Speed · Analytics | Jackie AI',
    heading: 'By page',
  },
  { href: '/admin/leads', name: 'Leads', title: 'Leads · Analytics | Jackie AI', heading: 'Leads' },
  {
    href: '/admin/conversions',
    name: 'Conversions',
    title: 'Conversions · Analytics | Jackie AI',
    heading: 'Destinations',
  },
  {
    href: '/admin/alerts',
    name: 'Alerts',
    title: 'Alerts · Analytics | Jackie AI',
    heading: 'Firing now',
  },
  { href: '/admin/team', name: 'Team', title: 'Team · Analytics | Jackie AI', heading: 'Users' },
  {
    href: '/admin/audit',
    name: 'Audit log',
    title: 'Audit log · Analytics | Jackie AI',
    heading: 'Audit log',
  },
  {
    href: '/admin/security',
    name: 'Security',
    title: 'Security · Analytics | Jackie AI',
    heading: 'Two-factor sign-in',
  },
];
const staffOnly = ['/admin', '/admin/campaigns', '/admin/speed', '/admin/leads', '/admin/security'];
/** Admins' and viewers', not sales'. */
const readers = ['/admin/conversions', '/admin/alerts'];

async function open(browser: Browser, baseURL: string | undefined, role: StaffRole, script = true) {
  const context = await browser.newContext({
    baseURL,
    storageState: staffState(role),
    extraHTTPHeaders: client,
    javaScriptEnabled: script,
  });
  return { context, page: await context.newPage() };
}

for (const role of ['admin', 'viewer', 'sales'] as const) {
  test(`the navigation shows a ${role} only their sections and marks the current one`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await open(browser, baseURL, role);
    const mine = all.filter(
      (section) =>
        role === 'admin' ||
        staffOnly.includes(section.href) ||
        (role === 'viewer' && readers.includes(section.href)),
    );
    for (const section of mine) {
      const response = await page.goto(section.href);
      expect(response?.status(), section.href).toBe(200);
      await expect(page).toHaveTitle(section.title);
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.getByRole('link')).toHaveText(mine.map((s) => s.name));
      await expect(nav.locator('[aria-current="page"]')).toHaveText(section.name);
      await expect(
        page.getByRole('heading', { name: section.heading, exact: true }).first(),
      ).toBeVisible();
    }
    await context.close();
  });
}

for (const role of ['viewer', 'sales'] as const) {
  test(`a ${role} is refused the admin sections by the page and by the API`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await open(browser, baseURL, role);
    for (const [path, api] of [
      ['/admin/team', '/api/admin/users'],
      ['/admin/audit', '/api/admin/audit'],
    ]) {
      const response = await page.goto(path as string);
      expect(response?.status(), path).toBe(403);
      await expect(
        page.getByRole('alert').filter({ hasText: 'Only admins can do this.' }),
      ).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
      const answer = await page.request.get(api as string);
      expect(answer.status(), api).toBe(403);
      expect((await answer.json()).error).toEqual({
        code: 'forbidden',
        message: 'Only admins can do this.',
      });
    }
    await context.close();
  });
}

test('an admin changes a role: it holds on the next request, is audited, and config admins stay', async ({
  browser,
  baseURL,
}) => {
  const { context: adminContext, page: admin } = await open(browser, baseURL, 'admin');
  const email = `role.change.${Date.now().toString(36)}@example.com`;
  const invited = await admin.request.post('/api/admin/invitations', {
    headers: { origin: baseURL ?? '' },
    data: { email },
  });
  expect(invited.status()).toBe(201);
  await expect.poll(() => mailsTo(email).length).toBe(1);
  const personContext = await browser.newContext({ baseURL, extraHTTPHeaders: client });
  const person = await personContext.newPage();
  await person.goto(latestLinkTo(email, 1));
  await person.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(person.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  expect((await person.goto('/admin/team'))?.status()).toBe(403);

  await admin.goto('/admin/team');
  await admin.getByLabel(`Role of ${email}`).selectOption('admin');
  await admin.getByRole('button', { name: `Change role of ${email}` }).click();
  await expect(
    admin.getByRole('status').filter({ hasText: `${email} is now admin.` }),
  ).toBeVisible();

  // The same session, its next request: an admin now.
  expect((await person.goto('/admin/team'))?.status()).toBe(200);
  await expect(
    person.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Team' }),
  ).toBeVisible();
  expect((await person.request.get('/api/admin/users')).status()).toBe(200);

  await admin.goto('/admin/audit');
  const entry = admin.getByRole('row').filter({ hasText: 'Changed a role' }).first();
  await expect(entry).toContainText(staffEmails.admin);
  await expect(entry).toContainText(`${email}: viewer → admin`);

  // An ADMIN_EMAILS address is an admin by configuration: its role is not changed here.
  const users = (await (await admin.request.get('/api/admin/users')).json()).users as {
    id: string;
    email: string;
  }[];
  const configAdmin = users.find((user) => user.email === staffEmails.admin)?.id;
  const refused = await person.request.patch(`/api/admin/users/${configAdmin}`, {
    headers: { origin: baseURL ?? '' },
    data: { role: 'viewer' },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).error.code).toBe('config_admin');

  // Back to viewer: refused again from the next request on.
  const personId = users.find((user) => user.email === email)?.id;
  const back = await admin.request.patch(`/api/admin/users/${personId}`, {
    headers: { origin: baseURL ?? '' },
    data: { role: 'viewer' },
  });
  expect(back.status()).toBe(200);
  expect((await person.goto('/admin/team'))?.status()).toBe(403);
  await personContext.close();
  await adminContext.close();
});

test('links from before the sections land on their section', async ({ browser, baseURL }) => {
  const { context, page } = await open(browser, baseURL, 'admin');
  // Next.js writes a proxy's same-site Location relative (/admin/leads?…): resolved here against
  // the request, as a browser does, so the check is of where it lands.
  const redirect = async (path: string) => {
    const answer = await page.request.get(path, { maxRedirects: 0 });
    const location = answer.headers().location;
    return {
      status: answer.status(),
      location: location ? new URL(location, `${baseURL}${path}`).href : null,
    };
  };
  expect(await redirect('/admin?leadStatus=spam&leadsPage=2&range=7d')).toEqual({
    status: 308,
    location: `${baseURL}/admin/leads?leadStatus=spam&leadsPage=2`,
  });
  expect(await redirect('/admin?audit=2')).toEqual({
    status: 308,
    location: `${baseURL}/admin/audit?page=2`,
  });
  expect((await redirect('/admin?range=7d')).status).toBe(200);
  await page.goto('/admin?audit=1');
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', exact: true })).toBeVisible();
  await page.goto('/admin?range=7d');
  await expect(page.getByRole('link', { name: '7 days', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await context.close();
});

test.describe('without JavaScript', () => {
  test('the navigation and every section render', async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL, 'admin', false);
    for (const section of all) {
      await page.goto(section.href);
      const nav = page.getByRole('navigation', { name: 'Admin sections' });
      await expect(nav.locator('[aria-current="page"]')).toHaveText(section.name);
      await expect(
        page.getByRole('heading', { name: section.heading, exact: true }).first(),
      ).toBeVisible();
    }
    // The navigation is plain links: following one works without scripts.
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: 'Leads' })
      .click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expectNoA11yViolationsWithoutScripts(page);
    // The campaign view's range is a plain link too.
    await page.goto('/admin/campaigns?range=7d');
    await page.getByRole('link', { name: '90 days', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/campaigns\?range=90d$/);
    await expectNoA11yViolationsWithoutScripts(page);
    await context.close();
  });
});
