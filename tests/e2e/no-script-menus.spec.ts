import type { Page } from '@playwright/test';
import {
  expect,
  expectNoA11yViolationsWithoutScripts,
  holdScripts,
  hydrated,
  test,
} from './fixtures';

// The desktop menus are native popovers: they open and close without JavaScript and before the
// page has hydrated (the build defers hydration until a person first acts on the page).

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/** Whether Chromium's accessibility tree reports the button as expanded (what a reader hears). */
async function platformExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find(
      (node) => node.role?.value === 'button' && node.name?.value === name && !node.ignored,
    );
    const expanded = button?.properties?.find((property) => property.name === 'expanded');
    return expanded?.value.value as boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

test.describe('desktop menus without JavaScript @desktop', () => {
  test.use({ javaScriptEnabled: false });

  test('Solutions opens on a click, passes axe, and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const solutions = nav.getByRole('button', { name: 'Solutions' });
    await expect(nav.getByRole('link', { name: /Voice AI/ })).toBeHidden();
    expect(await platformExpanded(page, 'Solutions')).toBe(false);
    await solutions.click();
    for (const column of ['AI Solutions', 'Services', 'Industries']) {
      await expect(nav.getByText(column, { exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: /See all industries/ })).toBeVisible();
    expect(await platformExpanded(page, 'Solutions')).toBe(true);
    await expectNoA11yViolationsWithoutScripts(page);
    // A click elsewhere closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav.getByRole('link', { name: /Voice AI/ })).toBeHidden();
    expect(await platformExpanded(page, 'Solutions')).toBe(false);

    await solutions.click();
    await nav.getByRole('link', { name: /Pool Builders/ }).click();
    await expect(page).toHaveURL(/\/industries\/pool-builders$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('each menu opens under its own button', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    for (const [name, link] of [
      ['Solutions', /Voice AI/],
      ['Company', /About/],
    ] as const) {
      const button = nav.getByRole('button', { name });
      await button.click();
      const panel = page.locator('[popover]:popover-open');
      await expect(panel.getByRole('link', { name: link }).first()).toBeVisible();
      const under = await button.boundingBox();
      const box = await panel.boundingBox();
      if (!under || !box) throw new Error(`no box for the ${name} menu`);
      // Below the button, starting at its left edge (or moved left to stay inside the window).
      expect(box.y).toBeGreaterThanOrEqual(under.y + under.height);
      expect(box.y).toBeLessThan(under.y + under.height + 24);
      expect(box.x).toBeLessThanOrEqual(under.x + 1);
      await page.keyboard.press('Escape');
    }
  });

  test('Company works from the keyboard: Tab reaches its links, Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = mainNav(page);
    const company = nav.getByRole('button', { name: 'Company' });
    await company.focus();
    await page.keyboard.press('Enter');
    const about = nav.getByRole('link', { name: 'About' });
    await expect(about).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(about).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Contact' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(company).toBeFocused();
    // Opening one menu closes the other.
    await page.keyboard.press('Enter');
    await expect(about).toBeVisible();
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await expect(about).toBeHidden();
    await expect(nav.getByRole('link', { name: /Voice AI/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Space');
    await expect(nav.getByRole('link', { name: /Voice AI/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await nav.getByRole('button', { name: 'Company' }).click();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('desktop menus before hydration @desktop', () => {
  test('a click opens Solutions while the page has no scripts yet', async ({ page }) => {
    // The page's scripts are held back for the whole test: it never hydrates.
    await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Solutions' }).click();
    await expect(nav.getByRole('link', { name: /Voice AI/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: /Voice AI/ })).toBeHidden();
    await nav.getByRole('button', { name: 'Company' }).click();
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeVisible();
  });
});

test.describe('desktop menus with JavaScript @desktop', () => {
  test('a chosen link closes the menu after a client-side navigation', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Company' }).click();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
    expect(await platformExpanded(page, 'Company')).toBe(false);
  });

  test('the menu closes when focus leaves it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const nav = mainNav(page);
    await nav.getByRole('button', { name: 'Company' }).focus();
    await page.keyboard.press('Enter');
    const pricing = nav.getByRole('link', { name: 'Pricing' });
    await expect(pricing).toBeVisible();
    await pricing.focus();
    await page.keyboard.press('Tab');
    await expect(pricing).toBeHidden();
  });
});
