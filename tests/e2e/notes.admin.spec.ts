import type { Page } from '@playwright/test';
import { businessDay } from '../../lib/calendar';
import { paidVisit } from './booking-webhook';
import { expect, expectNoA11yViolations, hydrated, test } from './fixtures';
import { staffState } from './staff-states';

/**
 * Notes on the charts (admin project): an admin adds a note on a day of the overview's chart;
 * a viewer sees its mark on the chart (a focusable link named by the note) and in the list, on
 * the campaign view's chart too, and in this week's digest preview; markup in a note shows as
 * text; the form without scripts adds one too. Axe finds nothing on the chart with its notes.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36);
const text = `Spring pool campaign goes live <b>${run}</b>`;
const today = businessDay(new Date());

/** Opens `path` once its chart is on screen (a fresh server builds the campaign figures first). */
async function openChart(page: Page, path: string) {
  const plot = page.getByRole('img', { name: /^Bar chart of visits per/ });
  await expect(async () => {
    await page.goto(path);
    await expect(plot).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 90_000 });
  return plot;
}

const mark = (page: Page) =>
  page
    .getByRole('list', { name: 'Notes on these days' })
    .getByRole('link', { name: new RegExp(run) });

test('a visit this week puts the chart on screen', async ({ browser, baseURL }) => {
  await paidVisit(
    browser,
    baseURL,
    '198.51.100.81',
    `/?utm_source=google&utm_medium=cpc&utm_campaign=notes-${run}`,
  );
});

test.describe('as an admin', () => {
  test.use({ storageState: staffState('admin') });

  test('adds a note on a day of the chart', async ({ page }) => {
    const plot = await openChart(page, '/admin?range=week');
    // A click on the chart fills in the form's day and opens it.
    // The page's scripts load at the first act (until then the form is the way): a click on
    // the chart's last day then fills the form's day in.
    await hydrated(page);
    const box = await plot.boundingBox();
    if (!box) throw new Error('no chart');
    await plot.click({ position: { x: box.width - 2, y: box.height / 2 } });
    await expect(page.locator('#add-note')).toHaveAttribute('open', '');
    await expect(page.locator('#add-note').getByLabel('First day')).toHaveValue(today);
    await expect(
      page.locator('#add-note').getByRole('textbox', { name: /^Note \(/ }),
    ).toBeFocused();
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'Add the note' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The note is saved.' })).toBeVisible();
    await expect(page).toHaveURL(/range=week/);
    await expect(mark(page)).toHaveCount(1);
    // Markup is shown as text, never run.
    await expect(
      page.locator('#notes').getByRole('paragraph').filter({ hasText: text }),
    ).toHaveText(text);
    await expect(page.locator('#notes b')).toHaveCount(0);
  });
});

test.describe('as a viewer', () => {
  test.use({ storageState: staffState('viewer') });

  test('sees the note on both charts and in the digest preview, and can reach it from the mark', async ({
    page,
  }) => {
    await page.goto('/admin?range=week');
    await expect(mark(page)).toHaveCount(1);
    await mark(page).focus();
    await expect(mark(page)).toBeFocused();
    await mark(page).press('Enter');
    await expect(page).toHaveURL(/#note-[\w-]+$/);
    const entry = page.locator('#notes li').filter({ hasText: text });
    await expect(entry).toContainText('admin');
    // Not theirs: no way to change it.
    await expect(entry.getByText('Edit or delete this note')).toHaveCount(0);
    await expectNoA11yViolations(page);

    const preview = page.getByRole('region', { name: 'This week so far, as the digest reads it' });
    await expect(
      preview.getByRole('heading', { name: 'Notes on the charts that week' }),
    ).toBeVisible();
    await expect(preview).toContainText(text);

    await page.goto('/admin/campaigns?range=7d');
    await expect(mark(page)).toHaveCount(1);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('adds a note of their own with the form, and changes it', async ({ page }) => {
      await page.goto('/admin/campaigns?range=7d');
      await page.locator('#add-note summary').click();
      await page.locator('#add-note').getByLabel('First day').fill(today);
      await page
        .locator('#add-note')
        .getByRole('textbox', { name: /^Note \(/ })
        .fill(`Viewer note ${run}`);
      await page.getByRole('button', { name: 'Add the note' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: 'The note is saved.' }),
      ).toBeVisible();
      const entry = page.locator('#notes li').filter({ hasText: `Viewer note ${run}` });
      await entry.getByText('Edit or delete this note').click();
      await entry.getByRole('textbox', { name: /^Note \(/ }).fill(`Viewer note ${run}, changed`);
      await entry.getByRole('button', { name: 'Save the note' }).click();
      await expect(page.locator('#notes')).toContainText(`Viewer note ${run}, changed`);
    });
  });
});
