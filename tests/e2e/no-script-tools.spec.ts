import type { Browser, Page } from '@playwright/test';
import { allGlossaries } from '../../.content-collections/generated';
import {
  expect,
  expectNoA11yViolationsWithoutScripts,
  holdScripts,
  hydrated,
  test,
} from './fixtures';

// The calculator and the glossary search are GET forms whose address the server answers with the
// result: the same address the live versions keep in the address bar, so they work without
// JavaScript and before the page has hydrated, and a shared link shows the same result.

const terms = [...allGlossaries];

function estimate(page: Page) {
  return page.getByRole('region', { name: 'Your estimate' });
}

async function withoutScripts<T>(
  browser: Browser,
  baseURL: string | undefined,
  run: (page: Page) => Promise<T>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('ROI calculator without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form has a submit button and answers for the numbers typed', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByLabel('Missed calls per week').fill('20');
    await page.getByRole('radio', { name: /Professional/ }).check();
    await page.getByRole('button', { name: 'Show my estimate' }).click();
    await expect(page).toHaveURL(/\/pricing\?calls=20&job=450&close=30&plan=professional#roi$/);
    // 20 x 52/12 x 40% x 30% x $450 = $4,680; (4,680 - 1,000) / 1,000 = 3.68.
    const result = estimate(page);
    await expect(result).toContainText('Professional plan ($1,000 a month)');
    await expect(result).toContainText('$4,680');
    await expect(result).toContainText('3.7x');
    await expect(page.getByLabel('Missed calls per week')).toHaveValue('20');
    await expect(page.getByRole('radio', { name: /Professional/ })).toBeChecked();
    await expectNoA11yViolationsWithoutScripts(page);
  });

  test('an empty field is explained and takes its default, as in the live calculator', async ({
    page,
  }) => {
    await page.goto('/pricing?calls=12&job=1000&close=25&plan=professional#roi');
    await expect(estimate(page)).toContainText('$5,200');
    await page.getByLabel('Close rate (percent)').fill('');
    await page.getByRole('button', { name: 'Show my estimate' }).click();
    await expect(page.getByText('Using 30 for now')).toBeVisible();
    // 12 x 52/12 x 40% x 30% x $1,000 = $6,240.
    await expect(estimate(page)).toContainText('$6,240');
    await expectNoA11yViolationsWithoutScripts(page);
  });
});

test.describe('ROI calculator address', () => {
  test('the no-script form lands on the address the live calculator writes', async ({
    page,
    browser,
    baseURL,
  }) => {
    const submitted = await withoutScripts(browser, baseURL, async (plain) => {
      await plain.goto('/pricing');
      await plain.getByLabel('Average job value (US dollars)').fill('800');
      await plain.getByRole('button', { name: 'Show my estimate' }).click();
      await expect(estimate(plain)).toContainText('$4,160');
      return plain.url();
    });
    await page.goto('/pricing');
    await hydrated(page);
    await page.getByLabel('Average job value (US dollars)').fill('800');
    await expect(estimate(page)).toContainText('$4,160');
    expect(page.url()).toBe(submitted);
  });

  test('a submit before hydration shows the real result', async ({ page }) => {
    // The page's scripts are held back for the whole test: it never hydrates.
    await holdScripts(page);
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Missed calls per week').fill('5');
    await page.getByRole('button', { name: 'Show my estimate' }).click();
    await expect(page).toHaveURL(/\/pricing\?calls=5&job=450&close=30&plan=starter#roi$/);
    // 5 x 52/12 x 40% x 30% x $450 = $1,170.
    await expect(estimate(page)).toContainText('$1,170');
  });
});

test.describe('glossary search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('returns the matching terms at the address the live search writes', async ({ page }) => {
    await page.goto('/glossary');
    const word = 'missed call';
    await page.getByRole('searchbox', { name: 'Search glossary terms' }).fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/glossary\?q=missed\+call$/);
    const expected = terms.filter(
      (t) => t.term.toLowerCase().includes(word) || t.description.toLowerCase().includes(word),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(terms.length);
    await expect(page.getByRole('link', { name: /Read full definition →/ })).toHaveCount(
      expected.length,
    );
    await expect(page.getByRole('status')).toHaveText(
      `${expected.length} of ${terms.length} terms match`,
    );
    await expect(page.getByRole('searchbox', { name: 'Search glossary terms' })).toHaveValue(word);
    await expectNoA11yViolationsWithoutScripts(page);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/glossary');
    await page.getByRole('searchbox', { name: 'Search glossary terms' }).fill('zzzz nothing');
    await page.keyboard.press('Enter');
    await expect(page.getByText('No terms found matching "zzzz nothing"')).toBeVisible();
    await expect(page.getByRole('link', { name: /Read full definition →/ })).toHaveCount(0);
    await expectNoA11yViolationsWithoutScripts(page);
  });
});

test.describe('glossary search before hydration', () => {
  test('a search sent before the page has scripts shows the matching terms', async ({ page }) => {
    // The page's scripts are held back for the whole test: it never hydrates.
    await holdScripts(page);
    await page.goto('/glossary', { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: 'Search glossary terms' }).fill('hvac');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/glossary\?q=hvac$/);
    await expect(page.getByRole('status')).toHaveText(`1 of ${terms.length} terms match`);
    await expect(page.getByRole('heading', { name: 'HVAC AI Receptionist' })).toBeVisible();
  });
});

test.describe('result addresses', () => {
  test('are answered per request and kept out of search indexes; the plain pages stay static', async ({
    request,
    baseURL,
  }) => {
    const robots = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
    const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
    for (const [path, page] of [
      ['/pricing?calls=20&job=450&close=30&plan=starter', '/pricing'],
      ['/pricing?plan=professional', '/pricing'],
      ['/glossary?q=hvac', '/glossary'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toContain('no-store');
      const html = await response.text();
      expect(robots(html), path).toBe('noindex, follow');
      expect(canonical(html), path).toBe(new URL(page, baseURL).href);
    }
    // Prerendered at build time and served as they are, whatever other query they carry.
    for (const path of ['/pricing', '/glossary', '/glossary?q=', '/pricing?utm_source=news']) {
      const response = await request.get(path);
      expect(response.headers()['x-nextjs-cache'], path).toBe('HIT');
      expect(robots(await response.text()), path).toBeUndefined();
    }
  });
});
