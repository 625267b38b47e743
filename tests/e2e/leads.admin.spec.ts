import type { Browser, Page } from '@playwright/test';
import { fillContactForm, timerWaitMs } from './contact';
import { expect, expectNoA11yViolations, hydrated, test } from './fixtures';
import { latestLinkTo, mailsTo } from './mail';
import { staffState } from './staff-states';

/**
 * The Leads inbox (admin project: runs after the public specs, one file at a time). Requests are
 * sent through the contact form with and without JavaScript, then read, filtered, changed and
 * exported as staff; viewers read, sales and admins change.
 */
test.describe.configure({ mode: 'serial' });

// Its own client for the admin's sign-in (the e2e server trusts 127.0.0.1 as a proxy).
const adminClient = { 'x-forwarded-for': '198.51.100.31' };
test.use({ extraHTTPHeaders: adminClient });

const admin = 'admin@example.com';
const token = Date.now().toString(36);
const jsLead = `Inbox Script ${token}`;
const plainLead = `Inbox Plain ${token}`;
const trapped = `Inbox Honeypot ${token}`;
const notified = `Inbox Notified ${token}`;

/** Sends the contact form as a visitor of its own (their own address and limits). */
async function sendAsVisitor(
  browser: Browser,
  baseURL: string | undefined,
  options: {
    name: string;
    script: boolean;
    honeypot?: boolean;
    address: string;
    business?: string;
  },
) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.script,
    extraHTTPHeaders: { 'x-forwarded-for': options.address },
  });
  const page = await context.newPage();
  await page.goto(options.script ? '/contact?topic=partnership' : '/contact');
  if (options.script) await hydrated(page);
  await fillContactForm(page, {
    name: options.name,
    email: `visitor.${token}.${options.address.split('.').at(-1)}@example.com`,
    business: options.business,
  });
  if (options.honeypot) await page.locator('input[name="website"]').fill('yes');
  await page.waitForTimeout(timerWaitMs);
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thanks, we got your message').first()).toBeVisible();
  await context.close();
}

/** One admin page for the file, in the admin's saved session (admin.setup.ts). */
let adminPage: Page;
test.beforeAll(async ({ browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: adminClient,
    storageState: staffState('admin'),
  });
  adminPage = await context.newPage();
});
test.afterAll(async () => {
  await adminPage?.context().close();
});

const leadsSection = (page: Page) => page.locator('#leads');
const leadCard = (page: Page, name: string) =>
  leadsSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

/** The admin invites `email` with `role`; the invited person accepts in a context of their own. */
async function invitedPage(
  browser: Browser,
  adminPage: Page,
  baseURL: string | undefined,
  email: string,
  role: 'Viewer' | 'Sales (can update leads)',
) {
  await adminPage.goto('/admin');
  await adminPage.getByLabel('Email address to invite').fill(email);
  await adminPage.getByLabel('Role', { exact: true }).selectOption(role);
  await adminPage.getByRole('button', { name: 'Send invite' }).click();
  await expect(
    adminPage.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` }),
  ).toBeVisible();
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.32' },
  });
  const page = await context.newPage();
  await page.goto(latestLinkTo(email, 1));
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeVisible();
  return page;
}

test('requests sent with and without script land in the inbox, newest first', async ({
  browser,
  baseURL,
}) => {
  await sendAsVisitor(browser, baseURL, {
    name: jsLead,
    script: true,
    address: '203.0.113.201',
    business: '=SUM(1+1)',
  });
  await sendAsVisitor(browser, baseURL, {
    name: plainLead,
    script: false,
    address: '203.0.113.202',
  });
  await sendAsVisitor(browser, baseURL, {
    name: trapped,
    script: false,
    honeypot: true,
    address: '203.0.113.203',
  });

  const page = adminPage;
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Contact Requests', exact: true })).toBeVisible();
  await page.goto('/admin/leads');
  const headings = leadsSection(page).getByRole('listitem').getByRole('heading', { level: 3 });
  const names = await headings.allTextContents();
  const order = [plainLead, jsLead].map((name) => names.findIndex((text) => text.includes(name)));
  expect(order.every((index) => index >= 0)).toBe(true);
  expect(order[0]).toBeLessThan(order[1] as number);
  // The number as people write it, called in E.164; the address writes a mail.
  await expect(
    leadCard(page, jsLead).getByRole('link', { name: '(415) 555-0132', exact: true }),
  ).toHaveAttribute('href', 'tel:+14155550132');
  const jsAddress = `visitor.${token}.201@example.com`;
  await expect(
    leadCard(page, jsLead).getByRole('link', { name: jsAddress, exact: true }),
  ).toHaveAttribute('href', `mailto:${jsAddress}`);
  await expect(leadCard(page, jsLead)).toContainText('Partnership');
  // Sent without script: no visit was recorded, and the card says so.
  await expect(leadCard(page, plainLead)).toContainText('Came from:No visit on record');
  await expect(leadCard(page, plainLead)).toContainText('Sales: plans, pricing or a demo');
  // The honeypot's request is kept, under spam only.
  await expect(leadCard(page, trapped)).toContainText('honeypot');
  await expect(page.getByText('Every email about leads has been sent.')).toBeVisible();
  await expectNoA11yViolations(page);
});

/** The words in `element`'s text that a line break splits (drawn on more than one line). */
function splitWords(element: Element): string[] {
  const split: string[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top),
      );
      if (lines.size > 1) split.push(match[0]);
    }
  }
  return split;
}

test('on a 360 px phone the inbox fits the screen and names and words wrap whole', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: adminClient,
    storageState: staffState('admin'),
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/admin/leads');
  const card = leadCard(page, plainLead);
  await expect(card).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  // The heading (name and business) is wider than the screen: it wraps, between words only;
  // so do the plain values (an address may wrap anywhere: it is one long word).
  const heading = card.getByRole('heading', { level: 3 });
  expect((await heading.boundingBox())?.height ?? 0).toBeGreaterThan(30);
  expect(await heading.evaluate(splitWords)).toEqual([]);
  for (const term of ['About', 'Trade', 'Contact by', 'Best time', 'Came from']) {
    const value = card
      .locator('dt', { hasText: `${term}:` })
      .locator('xpath=following-sibling::dd');
    expect(await value.evaluate(splitWords), term).toEqual([]);
  }
  await context.close();
});

test('filters by status, trade and topic', async () => {
  const page = adminPage;
  await page.goto('/admin/leads');
  await page.getByLabel('Status', { exact: true }).first().selectOption('spam');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/leadStatus=spam/);
  await expect(leadCard(page, trapped)).toBeVisible();
  await expect(leadCard(page, jsLead)).toHaveCount(0);

  // A link from before the sections: redirected to the inbox with its filters.
  await page.goto('/admin?leadTopic=partnership&leadTrade=hvac#leads');
  await expect(page).toHaveURL(/\/admin\/leads\?leadTrade=hvac&leadTopic=partnership/);
  await expect(leadCard(page, jsLead)).toBeVisible();
  await expect(leadCard(page, plainLead)).toHaveCount(0);
  await page.goto('/admin/leads?leadTrade=roofing');
  await expect(leadCard(page, jsLead)).toHaveCount(0);
});

test('an admin changes a status and a note; both show who and when, in the audit log too', async () => {
  const page = adminPage;
  await page.goto('/admin/leads');
  const card = leadCard(page, jsLead);
  await card.getByLabel(`Status of ${jsLead}`).selectOption('contacted');
  await card.getByLabel(`Note on ${jsLead}`).fill('Called back, demo on Tuesday');
  await card.getByRole('button', { name: `Save ${jsLead}` }).click();
  await expect(card.getByRole('status')).toHaveText('Saved.');
  await expect(card).toContainText(`Last change:${admin}`);
  await page.reload();
  await expect(leadCard(page, jsLead).getByLabel(`Status of ${jsLead}`)).toHaveValue('contacted');
  await page.goto('/admin/audit');
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText('Updated a lead');
  await expect(page.getByRole('region', { name: 'Audit log' })).toContainText(
    'status new → contacted, note',
  );
});

test('the CSV export escapes cells a spreadsheet would run', async () => {
  const page = adminPage;
  await page.goto('/admin/leads');
  const response = await page.request.get('/api/admin/leads/export?leadTopic=partnership');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/csv');
  const csv = await response.text();
  expect(csv).toContain(jsLead);
  expect(csv).not.toContain(plainLead);
  expect(csv).toContain(",'=SUM(1+1),");
  expect(csv).not.toMatch(/,=SUM/);
});

test('a viewer reads the inbox; sales can change it', async ({ browser, baseURL }) => {
  const page = adminPage;
  await page.goto('/admin');
  const viewer = await invitedPage(
    browser,
    page,
    baseURL,
    `leads.viewer.${token}@example.com`,
    'Viewer',
  );
  // The new-lead mails of before pointed at /admin#leads: the browser goes on to the inbox, also
  // from a tab already showing /admin (once accepting the invitation has finished taking the
  // person there: a fragment changed while the router still loads /admin is overwritten by it;
  // the network going quiet did not always say that the page had hydrated, on a loaded machine).
  await hydrated(viewer);
  await viewer.waitForLoadState('networkidle');
  await viewer.goto('/admin#leads');
  await expect(viewer).toHaveURL(/\/admin\/leads$/);
  await expect(leadCard(viewer, plainLead)).toBeVisible();
  await expect(leadCard(viewer, plainLead).getByRole('button', { name: /Save/ })).toHaveCount(0);
  const id = await viewer.evaluate(
    (name) =>
      [...document.querySelectorAll('#leads article')]
        .find((article) => article.textContent?.includes(name))
        ?.getAttribute('aria-labelledby')
        ?.replace('lead-', ''),
    plainLead,
  );
  const patch = (from: Page) =>
    from.request.patch(`/api/admin/leads/${id}`, {
      headers: { origin: baseURL ?? '' },
      data: { status: 'won' },
    });
  const refused = await patch(viewer);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.message).toBe('Only admins and sales can change leads.');
  await viewer.context().close();

  const sales = await invitedPage(
    browser,
    page,
    baseURL,
    `leads.sales.${token}@example.com`,
    'Sales (can update leads)',
  );
  expect((await patch(sales)).status()).toBe(200);
  await sales.goto('/admin/leads');
  await expect(leadCard(sales, plainLead).getByLabel(`Status of ${plainLead}`)).toHaveValue('won');
  await sales.context().close();
});

test('staff who opt in get an email for each new lead', async ({ browser, baseURL }) => {
  const page = adminPage;
  await page.goto('/admin/leads');
  await page.getByLabel('Email me when a new lead comes in').check();
  await expect(
    page.getByRole('status').filter({ hasText: 'You will get an email for each new lead.' }),
  ).toBeVisible();
  await sendAsVisitor(browser, baseURL, { name: notified, script: true, address: '203.0.113.204' });
  await expect
    .poll(() => mailsTo(admin).filter((mail) => mail.includes(`New lead: ${notified}`)).length)
    .toBe(1);
  // The mail's link opens the inbox itself.
  const mail = mailsTo(admin).find((text) => text.includes(`New lead: ${notified}`)) ?? '';
  expect(mail).toContain(`${baseURL}/admin/leads`);
  await page.getByLabel('Email me when a new lead comes in').uncheck();
  await expect(
    page.getByRole('status').filter({ hasText: 'New-lead emails are off.' }),
  ).toBeVisible();
});
