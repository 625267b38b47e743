import type { Page } from '@playwright/test';
import { expect, sitemapPaths, test } from './fixtures';

/**
 * Every public page at the narrowest phones people use (320, 360 and 390 CSS pixels, narrower
 * than Lighthouse's 412): the document is never wider than the screen, so nothing is cut off and
 * the page never scrolls sideways. One load per page; the widths are the same page resized.
 */
const widths = [320, 360, 390] as const;

/** What sticks out past the right edge of the screen, named so a failure says what to fix. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width && document.body.scrollWidth <= width) return null;
    const widest = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      // The innermost ones: an element whose children all fit is the one that sticks out.
      .filter((element) =>
        [...element.children].every((child) => child.getBoundingClientRect().right <= width + 1),
      )
      .slice(0, 3)
      .map((element) => {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        const right = Math.round(element.getBoundingClientRect().right);
        return `<${element.tagName.toLowerCase()}> "${text}" ends at ${right}px`;
      });
    return `${root.scrollWidth}px wide: ${widest.join('; ') || 'no single element found'}`;
  });
}

test('no public page is wider than a 320, 360 or 390 px phone @once', async ({ page }) => {
  test.setTimeout(300_000);
  const paths = [...(await sitemapPaths(page)), '/no-such-page'];
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(path, { waitUntil: 'load' });
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const found = await overflow(page);
      if (found) problems.push(`${path} at ${width}px: ${found}`);
    }
  }
  expect(problems).toEqual([]);
});
