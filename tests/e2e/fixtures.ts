import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const a11yTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type Violation = {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
};

function expectNoBlockingViolations(page: Page, violations: Violation[]) {
  const blocking = violations.filter(
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

/** Runs axe-core on the page as it is now; fails on any serious or critical violation. */
export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(a11yTags).analyze();
  expectNoBlockingViolations(page, results.violations);
}

/**
 * The same check on a page opened with JavaScript disabled, where Playwright cannot evaluate
 * scripts in the page. axe runs in an isolated world of its own (the DOM is shared, the page's
 * scripts stay off); timers do not fire there, so setTimeout is stood in for by animation frames.
 */
export async function expectNoA11yViolationsWithoutScripts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { executionContextId: contextId } = await cdp.send('Page.createIsolatedWorld', {
      frameId: frameTree.frame.id,
      worldName: 'axe',
    });
    const timers = `(() => { let last = 0; const live = new Set();
      globalThis.setTimeout = (fn, ms = 0, ...args) => {
        const id = ++last, due = performance.now() + ms;
        const tick = () => { if (!live.has(id)) return; if (performance.now() < due) return requestAnimationFrame(tick); live.delete(id); fn(...args); };
        live.add(id); requestAnimationFrame(tick); return id;
      };
      globalThis.clearTimeout = (id) => live.delete(id); })();`;
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await cdp.send('Runtime.evaluate', { expression: `${timers}\n${axe}`, contextId });
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression: `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(a11yTags)} } })
        .then((results) => results.violations)`,
      contextId,
      awaitPromise: true,
      returnByValue: true,
    });
    expect(exceptionDetails?.exception?.description).toBeUndefined();
    expectNoBlockingViolations(page, result.value as Violation[]);
  } finally {
    await cdp.detach();
  }
}

/**
 * Browser-side errors collected during a test: a page that throws, or that does something its
 * Content-Security-Policy blocks (which browsers report only as an event), fails its test.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const { errors, cspViolations } = await watchPageErrors(page);
      await use(errors);
      expect(errors.map((error) => error.message)).toEqual([]);
      expect(cspViolations).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * What a page throws, and what its Content-Security-Policy blocks (browsers report that only as
 * an event), from now on: the `page` fixture's check, for another page (a second browser's).
 */
export async function watchPageErrors(page: Page) {
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
  return { errors, cspViolations };
}

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

/**
 * Whether React has hydrated the page: it keeps its fiber on each element it has taken over. (The
 * page's controls no longer tell: the theme menu and the menus work before hydration.)
 */
export function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    // The last part of the page React renders, which it takes over last.
    const last =
      document.querySelector('footer') ?? document.querySelector('main') ?? document.body;
    return Object.keys(last).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** Resolves once the page's scripts have hydrated it. */
export async function hydrated(page: Page) {
  // The scripts load on a person's first act (scripts/defer-hydration.mjs): a pointer move is one.
  await page.mouse.move(1, 1);
  await expect.poll(() => isHydrated(page)).toBe(true);
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
