import type { Page } from '@playwright/test';
import { resolveRange } from '../../lib/analytics/range';
import { expect, expectNoA11yViolations, test } from './fixtures';
import { mailsTo } from './mail';
import { staffEmails, staffState } from './staff-states';

/**
 * The Alerts section (admin project): an admin changes a rule's threshold (a word is refused with
 * what the field takes; a number is saved and audited), refuses a chat webhook that is not https
 * or names a private address, and presses "Send a test alert": the mail arrives through the
 * suite's SMTP catcher, and its link opens the campaign view of that range. A viewer reads the
 * section without its forms, and the API refuses them; sales neither sees nor opens it.
 */
test.describe.configure({ mode: 'serial' });

const admin = staffEmails.admin;
/** A threshold of this run's own, so that the audit entry is this run's. */
const threshold = String(10 + (Date.now() % 80));
const testAlerts = () => mailsTo(admin).filter((mail) => /^Subject: Test alert: /m.test(mail));
/** The Booked demos rule's entry in the Rules panel. */
const bookedRule = (page: Page) => page.locator('#rule-booked_demos');

test.describe('as an admin', () => {
  test.use({ storageState: staffState('admin') });

  test('changes a threshold: a word is refused and changes nothing, a number is saved and audited', async ({
    page,
  }) => {
    await page.goto('/admin/alerts');
    await expect(page.getByRole('heading', { name: 'Alerts', level: 2 }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Firing now' })).toBeVisible();
    const rule = bookedRule(page);
    const field = rule.getByLabel('Minimum booked demos to judge');
    const before = await field.inputValue();
    await field.fill('ten');
    await rule.getByRole('button', { name: 'Save Booked demos' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toHaveText(
      'Nothing was saved: Minimum booked demos to judge must be a whole number from 1 to 100,000, and the window a whole number of hours from 1 to 168.',
    );
    await expect(bookedRule(page).getByLabel('Minimum booked demos to judge')).toHaveValue(before);

    await bookedRule(page).getByLabel('Minimum booked demos to judge').fill(threshold);
    await bookedRule(page).getByRole('button', { name: 'Save Booked demos' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Booked demos: saved.' }),
    ).toBeVisible();
    await expect(bookedRule(page)).toContainText(
      `Minimum booked demos to judge: ${threshold}; window: 24 hours`,
    );
    await expectNoA11yViolations(page);

    await page.goto('/admin/audit');
    await expect(
      page.getByRole('row').filter({ hasText: 'Changed an alert rule' }).first(),
    ).toContainText(`Booked demos: minimum booked demos to judge ${before} → ${threshold}`);
  });

  test('refuses a chat webhook that is not https or points at a private address', async ({
    page,
  }) => {
    for (const url of [
      'http://hooks.slack.com/services/T0/B0/x',
      'https://127.0.0.1/hooks/x',
      'https://169.254.169.254/latest',
    ]) {
      await page.goto('/admin/alerts');
      await page.getByLabel(/^Chat webhook URL/).fill(url);
      await page.getByRole('button', { name: 'Save webhook' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Nothing was saved' })).toContainText(
        'the chat webhook must be an https:// address on the public internet',
      );
      await expect(page.getByText('No chat webhook is set: alerts go by mail only.')).toBeVisible();
    }
  });

  test('sends a test alert: it arrives by mail, and its link opens the right view', async ({
    page,
    baseURL,
  }) => {
    const before = testAlerts().length;
    await page.goto('/admin/alerts');
    await page.getByRole('button', { name: 'Send a test alert' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'A test alert is on its way to your inbox' }),
    ).toBeVisible();
    await expect.poll(() => testAlerts().length, { timeout: 30_000 }).toBeGreaterThan(before);
    const mail = testAlerts().at(-1) ?? '';
    expect(mail).toMatch(/^Subject: Test alert: .*booked demos? in the last 24 hours$/m);
    const link = /Open the view: (https?:\/\/\S+)/.exec(mail)?.[1] ?? '';
    const url = new URL(link);
    expect(url.origin).toBe(new URL(baseURL ?? '').origin);
    expect(url.pathname).toBe('/admin/campaigns');
    const range = url.searchParams.get('range') ?? '';
    expect(range).toMatch(/^\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/);
    const answer = await page.goto(`${url.pathname}${url.search}`);
    expect(answer?.status()).toBe(200);
    await expect(
      page.getByText(resolveRange(range as `${string}..${string}`, new Date(), null).label).first(),
    ).toBeVisible();

    await page.goto('/admin/audit');
    await expect(
      page.getByRole('row').filter({ hasText: 'Sent a test alert' }).first(),
    ).toContainText(admin);
  });
});

test.describe('as a viewer', () => {
  test.use({ storageState: staffState('viewer') });

  test('reads the section but cannot change a rule or send a test', async ({ page, baseURL }) => {
    const answer = await page.goto('/admin/alerts');
    expect(answer?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
    await expect(bookedRule(page)).toContainText('Minimum booked demos to judge:');
    await expect(page.getByRole('button', { name: /^Save / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send a test alert' })).toHaveCount(0);
    for (const path of [
      '/api/admin/alerts/rules/booked_demos',
      '/api/admin/alerts/test',
      '/api/admin/alerts/chat',
    ]) {
      const refused = await page.request.post(path, {
        headers: { origin: baseURL ?? '' },
        form: { threshold: '1', windowHours: '1', enabled: 'on', url: '' },
        maxRedirects: 0,
      });
      expect(refused.status(), path).toBe(403);
    }
  });
});

test.describe('as sales', () => {
  test.use({ storageState: staffState('sales') });

  test('neither sees the section nor opens it', async ({ page }) => {
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Alerts' })).toHaveCount(0);
    const answer = await page.goto('/admin/alerts');
    expect(answer?.status()).toBe(403);
    await expect(page.getByText('Only admins and viewers can see this.')).toBeVisible();
    await page.goto('/admin/security');
    await expect(page.getByLabel('Email me alerts')).toHaveCount(0);
  });
});
