import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Runs axe-core on the page as it is now; fails on any serious or critical violation. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = blocking.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`,
  );
  expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * Browser-side errors collected during a test: a page that throws, or that does something its
 * Content-Security-Policy blocks (which browsers report only as an event), fails its test.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      const cspViolations: string[] = [];
      page.on('pageerror', (error) => errors.push(error));
      page.on('console', (message) => {
        if (message.text().startsWith('CSP violation:')) cspViolations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.warn(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile || location.href}`,
          );
        });
      });
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
      expect(cspViolations).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** One page of each layout, for the checks that do not need every page. */
export const onePageOfEachKind = [
  '/',
  '/pricing',
  '/services/voice-ai',
  '/services/industries',
  '/industries/hvac',
  '/case-studies',
  '/about',
  '/contact',
  '/ai-for-contractors',
  '/glossary',
  '/glossary/electrician-ai-workflow',
  '/blog',
  '/blog/category/automation',
  '/blog/future-of-ai-home-services-2026',
  '/no-such-page',
];

/** Paths of every page listed in the sitemap. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
}

/** Runs `task` over the items, `size` at a time, and returns the results in order. */
export async function inBatches<T, R>(
  items: T[],
  size: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(task))));
  }
  return results;
}

/** The static HTML of each path, a few requests at a time; every one must answer 200. */
export async function fetchPages(page: Page, paths: string[]) {
  return inBatches(paths, 4, async (path) => {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(200);
    return { path, html: await response.text() };
  });
}

/** Resolves once the page's scripts have hydrated it: the theme toggle renders only then. */
export async function hydrated(page: Page) {
  await expect(page.getByRole('button', { name: /Change theme/ })).toBeAttached();
}

/**
 * Holds back the page's scripts until `release()` is called, to act on the page as a visitor can
 * between its first paint and hydration.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}
