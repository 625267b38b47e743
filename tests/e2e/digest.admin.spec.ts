import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { addDays } from '../../lib/analytics/range';
import { lastWeek } from '../../lib/digest/week';
import { formatCount, formatDay, formatShortDaySpan } from '../../lib/format';
import { calendlyCreated } from '../booking-deliveries';
import { paidVisit, postCalendly } from './booking-webhook';
import { expect, expectNoA11yViolationsWithoutScripts, test } from './fixtures';
import { mailsTo } from './mail';
import { staffEmails, staffState } from './staff-states';

/**
 * The weekly digest end to end (admin project): an admin emails themselves last week's digest from
 * the overview; the mail the SMTP catcher received carries the figures the overview shows for that
 * exact week; its unsubscribe link, opened without a session and without scripts, asks before it
 * changes anything, and its button turns the admin's digest off (the Security section shows it);
 * the link altered by one character, or without its signature, changes nothing. The setting is
 * turned back on at the end.
 */
test.describe.configure({ mode: 'serial' });

const admin = staffEmails.admin;
const digestLabel = /^Email me the weekly digest/;

let week = '';
let unsubscribeLink = '';
/** The mail's List-Unsubscribe address (where a one-click POST unsubscribes). */
let listUnsubscribe = '';

/** The digests the catcher received for the admin, oldest first. */
const digests = () => mailsTo(admin).filter((mail) => /^Subject: Week of /m.test(mail));

/** A MIME part's body, by its type (the message is multipart/alternative). */
function part(mail: string, type: 'text/plain' | 'text/html'): string {
  const boundary = /boundary="([^"]+)"/.exec(mail)?.[1];
  if (!boundary) throw new Error('the mail is not multipart');
  const found = mail
    .split(`--${boundary}`)
    .find((piece) => piece.includes(`Content-Type: ${type}`));
  if (!found) throw new Error(`no ${type} part in the mail`);
  return found.slice(found.indexOf('\r\n\r\n') + 4);
}

/** The number a tile of the overview shows, by its title. */
const tile = (page: Page, title: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('paragraph')
    .first();

/** Whether the Security section shows the admin's digest as on. */
async function digestIsOn(browser: Browser, baseURL: string | undefined): Promise<boolean> {
  const context = await browser.newContext({ baseURL, storageState: staffState('admin') });
  const page = await context.newPage();
  await page.goto('/admin/security');
  const box = page.getByLabel(digestLabel);
  await expect(box).toBeVisible();
  const on = await box.isChecked();
  await context.close();
  return on;
}

/** A browser with no session and no scripts: what a person opening the mail's link may have. */
async function stranger(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: { cookies: [], origins: [] },
  });
  return { context, page: await context.newPage() };
}

test.afterAll(async ({ browser, baseURL }) => {
  // Whatever happened above, the admin gets the digest again.
  const context = await browser.newContext({ baseURL, storageState: staffState('admin') });
  const response = await context.request.put('/api/admin/preferences', {
    data: { weeklyDigest: true },
    headers: { origin: baseURL ?? '' },
  });
  expect(response.status()).toBe(200);
  await context.close();
});

test('a demo booked last week, delivered signed as Calendly sends it', async ({ request }) => {
  // Visits are stamped when they arrive, so last week has none here; its booked demos do not.
  const delivery = calendlyCreated(null, {
    utm_campaign: null,
    utm_source: null,
    utm_medium: null,
    utm_content: null,
    utm_term: null,
    salesforce_uuid: null,
  });
  const bookedAt = `${addDays(lastWeek(new Date()), 2)}T17:00:00.000000Z`;
  delivery.created_at = bookedAt;
  delivery.payload.created_at = bookedAt;
  delivery.payload.uri = `https://api.calendly.com/scheduled_events/${randomUUID()}/invitees/${randomUUID()}`;
  expect(await postCalendly(request, delivery, '198.51.100.90')).toBe(200);
});

test.describe('as the admin', () => {
  test.use({ storageState: staffState('admin') });

  test("emails themselves last week's digest, with the overview's figures for that week", async ({
    page,
    baseURL,
  }) => {
    await page.goto('/admin/security');
    await expect(page.getByLabel(digestLabel)).toBeChecked();

    await page.goto('/admin');
    const before = digests().length;
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/admin/digest'),
    );
    await page.getByRole('button', { name: "Email me last week's digest" }).click();
    const answer = await answered;
    expect(answer.status()).toBe(200);
    week = (await answer.json()).week;
    expect(week).toBe(lastWeek(new Date()));
    const sunday = addDays(week, 6);
    await expect(
      page.getByRole('status').filter({
        hasText: `Sent last week's digest (${formatShortDaySpan(week, sunday)}) to ${admin}.`,
      }),
    ).toBeVisible();
    // The server's scheduler may send the same week's digest (once a person) at any minute too.
    await expect.poll(() => digests().length).toBeGreaterThan(before);
    const mail = digests().at(-1) ?? '';
    expect(mail).toMatch(new RegExp(`^Subject: Week of ${formatDay(week)}:`, 'm'));

    await page.goto(`/admin?range=${week}..${sunday}`);
    const figure = async (title: string) => ((await tile(page, title).textContent()) ?? '').trim();
    const visits = await figure('Visits');
    const booked = await figure('Booked demos');
    const contacts = await figure('Contact Requests');
    // This run's booking at least; more when the server is reused from an earlier run.
    expect(Number(booked.replace(/,/g, ''))).toBeGreaterThanOrEqual(1);

    const text = part(mail, 'text/plain');
    const html = part(mail, 'text/html');
    const hasFigures = () => {
      for (const [label, value] of [
        ['Visits', visits],
        ['Booked demos', booked],
        ['Contact requests', contacts],
      ] as const) {
        expect(text).toMatch(new RegExp(`^${label} +${value} `, 'm'));
        expect(html).toMatch(new RegExp(`>${label}</th><td[^>]*>${value}</td>`));
      }
    };
    if (visits === '0') {
      // A week without visits: a fresh server had none before this run's, so the mail is the one
      // sentence of a site that never had a visit, with what still came in. A server reused from
      // an earlier run has had some: a drop (or none two weeks running) above the whole table,
      // pointing at the Alerts section.
      await page.goto(`/admin?range=${addDays(week, -7)}..${addDays(week, -1)}`);
      const before = await figure('Visits');
      const subject = new RegExp(`^Subject: Week of ${formatDay(week)}: (.*)$`, 'm').exec(
        mail,
      )?.[1];
      const headline =
        before !== '0'
          ? `Visits fell from ${before} to 0.`
          : subject === 'no visits, as the week before'
            ? 'No visits were recorded that week or the week before.'
            : null;
      if (headline) {
        expect(subject).toBe(
          before !== '0' ? `visits fell from ${before} to 0` : 'no visits, as the week before',
        );
        for (const version of [text, html]) {
          expect(version).toContain(headline);
          expect(version).toContain('Open the Alerts section');
        }
        hasFigures();
      } else {
        const count = (value: string, one: string, many: string) =>
          value === '0' ? null : `${value} ${value === '1' ? one : many}`;
        const still = [
          count(booked, 'booked demo', 'booked demos'),
          count(contacts, 'contact request', 'contact requests'),
        ].filter((item) => item !== null);
        const sentence = `No visits were recorded that week${still.length ? `, though ${still.join(' and ')} came in` : ''}.`;
        expect(subject).toBe('no visits');
        expect(text).toContain(sentence);
        expect(html).toContain(sentence);
      }
    } else {
      hasFigures();
    }
    expect(formatCount(Number(visits.replace(/,/g, '')))).toBe(visits);

    // The person's own link in the footer, and the one-click headers (RFC 8058).
    const link = new RegExp(`${baseURL}/digest/unsubscribe\\?u=[\\w-]+&s=[\\w-]+`).exec(text);
    expect(link).not.toBeNull();
    unsubscribeLink = link?.[0] ?? '';
    expect(html).toContain(unsubscribeLink.replace('&', '&amp;'));
    const header = new RegExp(
      `^List-Unsubscribe:\\s+<(${baseURL}/api/digest/unsubscribe\\?u=[\\w-]+&s=[\\w-]+)>`,
      'm',
    ).exec(mail);
    expect(header).not.toBeNull();
    listUnsubscribe = header?.[1] ?? '';
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  });

  test('reads this week so far as the digest will, in the page, and sends nothing', async ({
    page,
    browser,
    baseURL,
  }) => {
    // A visit this week, so that the site has had one and the preview has its table.
    await paidVisit(browser, baseURL, '198.51.100.93', '/?utm_source=google&utm_medium=cpc');
    await page.goto('/admin');
    await page.getByRole('link', { name: 'this week so far as a digest' }).click();
    await expect(page).toHaveURL(/range=week/);
    const before = digests().length;
    const preview = page.getByRole('region', { name: 'This week so far, as the digest reads it' });
    await expect(preview).toContainText(/Subject: Week of /);
    // Its figures are the overview's for the same days.
    const visits = ((await tile(page, 'Visits').textContent()) ?? '').trim();
    const row = preview.getByRole('row', { name: /^Visits/ });
    await expect(row.getByRole('cell').first()).toHaveText(visits);
    await expect(preview.getByRole('columnheader', { name: 'Same days last week' })).toBeVisible();
    expect(digests().length).toBe(before);
  });
});

test('the link altered by one character, or without its signature, changes nothing', async ({
  browser,
  baseURL,
}) => {
  expect(unsubscribeLink).not.toBe('');
  const url = new URL(unsubscribeLink);
  const signature = url.searchParams.get('s') ?? '';
  const altered = new URL(url);
  altered.searchParams.set('s', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`);
  const unsigned = new URL(url);
  unsigned.searchParams.delete('s');

  const { context, page } = await stranger(browser, baseURL);
  for (const link of [altered, unsigned]) {
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByRole('heading', { name: 'This unsubscribe link is not valid', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('change it in the admin’s Security section')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop the weekly digest' })).toHaveCount(0);
    // Posted as a mail app's one-click would: refused.
    const response = await page.request.post(`/api/digest/unsubscribe${link.search}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'List-Unsubscribe=One-Click',
    });
    expect(response.status()).toBe(403);
  }
  await context.close();
  expect(await digestIsOn(browser, baseURL)).toBe(true);
});

test('the link and the List-Unsubscribe address ask first; the button, without a session or scripts, stops the digest', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await stranger(browser, baseURL);
  await page.goto(unsubscribeLink);
  // Opening it (as a mail scanner does) changes nothing.
  await expect(
    page.getByRole('heading', { name: 'Stop the weekly digest?', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(admin)).toBeVisible();
  expect(await digestIsOn(browser, baseURL)).toBe(true);
  await expectNoA11yViolationsWithoutScripts(page);

  // A mail app without one-click unsubscribe opens the List-Unsubscribe address in a browser:
  // the same page, asking first, and its button works there too.
  expect(listUnsubscribe).not.toBe('');
  const opened = await page.goto(listUnsubscribe);
  expect(opened?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { name: 'Stop the weekly digest?', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(admin)).toBeVisible();
  expect(await digestIsOn(browser, baseURL)).toBe(true);

  await page.getByRole('button', { name: 'Stop the weekly digest' }).click();
  await expect(page.getByRole('heading', { name: 'You are unsubscribed', level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    `You will no longer get the weekly digest at ${admin}.`,
  );
  await expect(page.getByRole('link', { name: 'the admin’s Security section' })).toHaveAttribute(
    'href',
    '/admin/security',
  );
  await expectNoA11yViolationsWithoutScripts(page);
  // Opened again: it says so, and offers nothing to press.
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { name: 'You are unsubscribed', level: 1 })).toBeVisible();
  await context.close();

  // The admin's own page shows it off, so the Monday digest leaves them out (the skip itself is
  // covered by tests/integration/digest-unsubscribe.test.ts: the embedded database belongs to
  // the running server, so `npm run admin -- digest` cannot open it here).
  expect(await digestIsOn(browser, baseURL)).toBe(false);
});

test.describe('as the admin again', () => {
  test.use({ storageState: staffState('admin') });

  test('turns the digest back on from the Security section', async ({ page }) => {
    await page.goto('/admin/security');
    const box = page.getByLabel(digestLabel);
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(
      page.getByRole('status').filter({ hasText: 'You will get the weekly digest on Mondays.' }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(digestLabel)).toBeChecked();
    // The same link asks again.
    await page.goto(unsubscribeLink);
    await expect(
      page.getByRole('heading', { name: 'Stop the weekly digest?', level: 1 }),
    ).toBeVisible();
  });
});
