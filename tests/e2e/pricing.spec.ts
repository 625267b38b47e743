import type { Page } from '@playwright/test';
import { bookingUrl } from '../../lib/site/booking';
import { expect, expectNoA11yViolations, holdScripts, test } from './fixtures';

function estimate(page: Page) {
  return page.getByRole('region', { name: 'Your estimate' });
}

function jsonLdNodes(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap(
    (match) => JSON.parse(match[1] ?? '{}')['@graph'] ?? [],
  );
}

test.describe('pricing page', () => {
  test('shows exactly two plans with their prices, setup time and booking links', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Two monthly plans. Break-even is about one job.',
    );
    const plans = page.getByRole('region', { name: 'Plans', exact: true });
    await expect(plans.getByRole('article')).toHaveCount(2);

    const starter = plans.getByRole('article', { name: 'Starter', exact: true });
    await expect(starter).toContainText('$500/month');
    for (const feature of [
      'Voice and text AI',
      'Unlimited conversations',
      'Calendar integration',
      'Email support',
      'Cancel anytime',
    ]) {
      await expect(starter.getByRole('listitem').filter({ hasText: feature })).toBeVisible();
    }

    const professional = plans.getByRole('article', { name: 'Professional', exact: true });
    await expect(professional).toContainText('$1,000+/month');
    await expect(professional.getByRole('listitem')).toHaveText([
      'Everything in Starter',
      'Ad management',
    ]);

    await expect(plans.getByText('5-7 business hours of setup')).toBeVisible();
    await expect(plans.getByText('Live in about 7 days')).toBeVisible();

    const bookingLinks = page.locator('main a[data-cta="booking"]');
    expect(await bookingLinks.count()).toBeGreaterThanOrEqual(4);
    for (const link of await bookingLinks.all()) {
      await expect(link).toHaveAttribute('href', bookingUrl('general'));
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('shows the ROI snapshot figures and answers the pricing questions', async ({ page }) => {
    await page.goto('/pricing');
    const snapshot = page.getByRole('region', { name: 'ROI snapshot' });
    for (const figure of [
      '16.46x',
      '$3,643.55',
      '$28',
      '130+',
      '$60K+',
      '$1.82M',
      'About 1 job',
      'About 60 days',
      '10-16x',
      '2-4x',
      '$3k-8k',
      '$500-2k',
    ]) {
      await expect(snapshot).toContainText(figure);
    }
    await snapshot.getByRole('link', { name: /Read the case study/ }).click();
    await expect(page).toHaveURL(/\/case-studies$/);

    await page.goto('/pricing');
    const faq = page.getByRole('region', { name: 'Pricing questions' });
    await expect(faq.locator('details')).toHaveCount(4);
    const contract = faq.locator('details').filter({ hasText: 'Is there a long contract?' });
    await expect(contract.getByText(/cancel anytime/)).toBeHidden();
    await contract.getByText('Is there a long contract?').click();
    await expect(contract.getByText(/cancel anytime/)).toBeVisible();
  });

  test('describes both plans and the breadcrumb trail in JSON-LD', async ({ request }) => {
    const nodes = jsonLdNodes(await (await request.get('/pricing')).text());
    const catalog = nodes.find((node) => node['@type'] === 'OfferCatalog') as
      | { itemListElement: { name: string; priceSpecification: Record<string, unknown> }[] }
      | undefined;
    expect(catalog?.itemListElement.map((offer) => offer.name)).toEqual([
      'Starter',
      'Professional',
    ]);
    expect(catalog?.itemListElement[0]?.priceSpecification).toMatchObject({
      price: 500,
      priceCurrency: 'USD',
    });
    expect(catalog?.itemListElement[1]?.priceSpecification).toMatchObject({
      price: 1000,
      minPrice: 1000,
    });
    const breadcrumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList') as
      | { itemListElement: { name: string }[] }
      | undefined;
    expect(breadcrumbs?.itemListElement.map((item) => item.name)).toEqual(['Home', 'Pricing']);
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/pricing');
    await expect(estimate(page)).toContainText('$2,340');
    await expectNoA11yViolations(page);
  });
});

test.describe('ROI calculator', () => {
  test('recomputes as the user types and keeps the inputs in the address bar', async ({ page }) => {
    await page.goto('/pricing');
    const result = estimate(page);
    // 10 calls x 52/12 x 40% x 30% x $450 = $2,340; (2,340 - 500) / 500 = 3.68.
    await expect(result).toContainText('$2,340');
    await expect(result).toContainText('3.7x');

    await page.getByLabel('Missed calls per week').fill('20');
    await expect(result).toContainText('$4,680');
    await expect(result).toContainText('8.4x');
    await expect(page).toHaveURL(/[?&]calls=20&job=450&close=30&plan=starter#roi$/);

    await page.getByRole('radio', { name: /Professional/ }).check();
    await expect(result).toContainText('Professional plan ($1,000 a month)');
    await expect(result).toContainText('3.7x');
    await expect(page).toHaveURL(/[?&]plan=professional/);

    // The address is a link to the same result.
    await page.reload();
    await expect(page.getByLabel('Missed calls per week')).toHaveValue('20');
    await expect(page.getByRole('radio', { name: /Professional/ })).toBeChecked();
    await expect(estimate(page)).toContainText('$4,680');

    await page.getByRole('button', { name: 'Reset to the example' }).click();
    await expect(estimate(page)).toContainText('$2,340');
    await expect(page).not.toHaveURL(/calls=/);
  });

  test('a shared link opens with its inputs and result', async ({ page }) => {
    await page.goto('/pricing?calls=12&job=1000&close=25&plan=professional#roi');
    await expect(page.getByLabel('Missed calls per week')).toHaveValue('12');
    await expect(page.getByLabel('Average job value (US dollars)')).toHaveValue('1000');
    await expect(page.getByLabel('Close rate (percent)')).toHaveValue('25');
    await expect(page.getByRole('radio', { name: /Professional/ })).toBeChecked();
    // 12 x 52/12 x 40% = 20.8 calls; x 25% = 5.2 jobs; x $1,000 = $5,200; (5,200 - 1,000) / 1,000.
    const result = estimate(page);
    await expect(result).toContainText('$5,200');
    await expect(result).toContainText('4.2x');
    await expect(result).toContainText('1 job a month');
    await expect(page.getByText('Recovered calls per month')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Jobs won' })).toContainText(
      '20.8 × 25% close rate = 5.2',
    );
  });

  test('says plainly when the numbers do not cover the plan', async ({ page }) => {
    await page.goto('/pricing?calls=1&job=100&close=10&plan=starter');
    const result = estimate(page);
    await expect(result).toContainText('$17');
    await expect(result).toContainText('Not within a month');
    await expect(result).toContainText('do not cover the plan');
    await expect(result).toContainText('5 jobs a month');
  });

  test('keeps what the visitor typed before the page had hydrated', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/pricing', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Missed calls per week').fill('20');
    await page.getByRole('radio', { name: /Professional/ }).check();
    release();
    await expect(page).toHaveURL(/[?&]calls=20&job=450&close=30&plan=professional#roi$/);
    await expect(estimate(page)).toContainText('Professional plan ($1,000 a month)');
    await expect(page.getByLabel('Missed calls per week')).toHaveValue('20');
  });

  test('explains out-of-range input and uses the nearest allowed value', async ({ page }) => {
    await page.goto('/pricing');
    const calls = page.getByLabel('Missed calls per week');
    await calls.fill('900');
    await expect(page.getByText('Using 500 for now')).toBeVisible();
    await expect(calls).toHaveAttribute('aria-invalid', 'true');
    // 500 x 52/12 x 40% x 30% x $450
    await expect(estimate(page)).toContainText('$117,000');
    await expect(page).toHaveURL(/calls=500/);
    await expectNoA11yViolations(page);
  });

  test('passes axe in the dark theme', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/pricing?calls=1&job=100&close=10&plan=professional#roi');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(estimate(page)).toContainText('do not cover the plan');
    await page.getByLabel('Close rate (percent)').fill('');
    await expect(page.getByText('Using 30 for now')).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('pricing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows the plans and the calculator with the example result from the static HTML', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const plans = page.getByRole('region', { name: 'Plans', exact: true });
    await expect(plans.getByRole('article')).toHaveCount(2);
    await expect(plans).toContainText('$500/month');
    await expect(plans).toContainText('$1,000+/month');

    const result = estimate(page);
    await expect(result).toContainText('$2,340');
    await expect(result).toContainText('3.7x');
    await expect(result).toContainText('1.1 jobs a month');
    await expect(result).toContainText('7 days');
    await expect(page.getByLabel('Missed calls per week')).toHaveValue('10');
    await expect(page.getByLabel('Average job value (US dollars)')).toHaveValue('450');
    await expect(page.getByLabel('Close rate (percent)')).toHaveValue('30');
    await expect(page.getByRole('radio', { name: /Starter/ })).toBeChecked();
    await expect(page.getByText(/JavaScript is turned off/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^Added revenue =/ })).toContainText(
      '5.2 jobs × $450 = $2,340 a month',
    );
    await expect(page.getByRole('region', { name: 'Pricing questions' })).toBeVisible();
  });
});
