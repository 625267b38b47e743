import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  expect,
  expectNoA11yViolations,
  hydrated,
  onePageOfEachKind,
  sitemapPaths,
  test,
} from './fixtures';

/** Internal link targets in a page's HTML, without fragments or query strings. */
function internalHrefs(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref="([^"]+)"/g)].map((m) => m[1] ?? '');
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.replace(/&amp;/g, '&').split('#')[0]?.split('?')[0] ?? '')
    .filter(Boolean);
}

test.describe('every public page @once', () => {
  test('is in the sitemap, answers 200, and every internal link answers 200', async ({ page }) => {
    const listed = new Set(await sitemapPaths(page));
    expect(listed.has('/')).toBe(true);
    const seen = new Map<string, number>();
    const queue = [...listed];
    const linkedFrom = new Map<string, string>();
    while (queue.length > 0) {
      const path = queue.shift() as string;
      if (seen.has(path)) continue;
      const response = await page.request.get(path, { maxRedirects: 0 });
      seen.set(path, response.status());
      const type = response.headers()['content-type'] ?? '';
      if (response.status() !== 200 || !type.includes('text/html')) continue;
      for (const href of internalHrefs(await response.text())) {
        if (!seen.has(href)) {
          queue.push(href);
          if (!linkedFrom.has(href)) linkedFrom.set(href, path);
        }
      }
    }
    const broken = [...seen]
      .filter(([, status]) => status !== 200)
      .map(
        ([path, status]) =>
          `${path} -> ${status} (linked from ${linkedFrom.get(path) ?? 'sitemap'})`,
      );
    expect(broken).toEqual([]);
    const unlisted = [...seen.keys()].filter(
      (path) =>
        !listed.has(path) &&
        !/\.(xml|txt|webmanifest|svg|png|ico)$|^\/(opengraph-image|apple-icon|icon)/.test(path),
    );
    expect(unlisted, 'pages reachable by links but missing from the sitemap').toEqual([]);
  });

  test('draws every icon from symbols in its own HTML, or else from one sprite cached for good', async ({
    page,
  }) => {
    // Prerendered pages carry the symbols they draw (scripts/inline-icons.mjs), so their first
    // paint waits for no sprite; pages rendered per request and client-side navigations draw
    // from the sprite.
    const references = new Map<string, string>();
    const missingInline: string[] = [];
    for (const path of await sitemapPaths(page)) {
      const html = await (await page.request.get(path)).text();
      const inline = new Set([...html.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
      for (const [, href = ''] of html.matchAll(/<use\b[^>]*\shref="([^"]+)"/g)) {
        if (href.startsWith('#')) {
          if (!inline.has(href.slice(1))) missingInline.push(`${href} on ${path}`);
        } else references.set(href.replace(/&amp;/g, '&'), path);
      }
    }
    expect(missingInline).toEqual([]);
    // The sprite, as the pages rendered per request and the scripts name it.
    const search = await (await page.request.get('/glossary/search?q=roi')).text();
    for (const [, href = ''] of search.matchAll(/<use\b[^>]*\shref="([^"]+)"/g)) {
      references.set(href.replace(/&amp;/g, '&'), '/glossary/search');
    }
    const sprites = new Set([...references.keys()].map((href) => href.split('#')[0]));
    expect(sprites.size, `sprites: ${[...sprites].join(', ')}`).toBe(1);
    const [sprite] = sprites;
    expect(sprite).toMatch(/^\/icons\.svg\?v=[0-9a-f]{12}$/);
    const response = await page.request.get(sprite as string);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const symbols = new Set(
      [...(await response.text()).matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id),
    );
    const missing = [...references]
      .filter(([href]) => !symbols.has(href.split('#')[1]))
      .map(([href, path]) => `${href} on ${path}`);
    expect(references.size).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  test('its first paint waits for nothing but its style sheet, and nothing shifts', async ({
    page,
  }) => {
    // The largest paint comes with the first one (docs/benchmarks.md, "The largest paint and the
    // first one"): no font, icon sprite, page view or other request ends before the first paint
    // but the style sheet.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of onePageOfEachKind) {
      // The tracker's page view, which must leave after the paint, not race it.
      const pageView = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/events') &&
          (response.request().postData() ?? '').includes('"page_view"'),
      );
      await page.goto(path);
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      await page.waitForLoadState('load');
      await pageView;
      const { before, preloads, favicon, icons, shifts } = await page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        return {
          before: performance
            .getEntriesByType('resource')
            .filter((entry) => (entry as PerformanceResourceTiming).responseEnd <= paint)
            .map((entry) => {
              const { pathname } = new URL(entry.name);
              // The style sheet. The favicon is inline (lib/site/favicon.ts).
              return /^\/_next\/static\/chunks\/[^/]+\.css$/.test(pathname) ? '' : pathname;
            })
            .filter(Boolean),
          preloads: [...document.querySelectorAll('link[rel="preload"][as="font"]')].length,
          favicon: document.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '',
          icons: [...document.querySelectorAll('use')].map((use) => {
            const href = use.getAttribute('href') ?? '';
            return href.startsWith('#') && document.getElementById(href.slice(1)) ? '' : href;
          }),
          shifts: (window as unknown as { shifts: number[] }).shifts,
        };
      });
      expect(before, path).toEqual([]);
      expect(preloads, path).toBe(0);
      expect(favicon, path).toMatch(/^data:image\/svg\+xml,/);
      expect(icons.length, path).toBeGreaterThan(0);
      expect(icons.filter(Boolean), path).toEqual([]);
      expect(shifts, path).toEqual([]);
    }
  });

  test('a page whose HTML arrives in two parts moves nothing it has shown', async ({
    page,
    baseURL,
  }) => {
    // A busy phone or a slow network hands the parser the page in pieces, and the browser paints
    // what it has. Cut in the middle of the header's navigation, the first frame showed the menu
    // at the right, and the rest of the header moved it to the middle (a layout shift, seen on
    // CI). The page is served here in two parts: up to the navigation's first item, then the rest.
    const proxy = createServer(async (request, response) => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        headers: { 'user-agent': request.headers['user-agent'] ?? '' },
      });
      const type = upstream.headers.get('content-type') ?? '';
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, { 'content-type': type, 'cache-control': 'no-store' });
      const nav = type.startsWith('text/html') ? body.indexOf('id="main-nav"') : -1;
      const cut = nav < 0 ? -1 : body.indexOf('</li>', nav);
      if (cut < 0) return void response.end(body);
      response.write(body.subarray(0, cut));
      // Long enough for a busy machine to paint the first part before the rest arrives (at
      // 400 ms a loaded CI machine once painted its first frame from the whole page).
      setTimeout(() => response.end(body.subarray(cut)), 1500);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    try {
      await page.addInitScript(() => {
        const seen = { shifts: [] as number[], firstFrame: '' };
        Object.assign(window, { seen });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            seen.shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => {
          // The header's buttons come after the navigation: a first frame without them was
          // painted from the first part alone, the case this test is about.
          seen.firstFrame = document.querySelector('header #main-nav + div')
            ? 'the whole header'
            : 'the first part';
        });
      });
      for (const path of ['/', '/blog/future-of-ai-home-services-2026']) {
        await page.goto(`http://127.0.0.1:${port}${path}`);
        await page.waitForLoadState('load');
        const seen = await page.evaluate(
          () => (window as unknown as { seen: { shifts: number[]; firstFrame: string } }).seen,
        );
        expect(seen, path).toEqual({ shifts: [], firstFrame: 'the first part' });
      }
    } finally {
      proxy.close();
    }
  });

  test('has its own title, description and canonical, all in the static HTML', async ({
    page,
    baseURL,
  }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of await sitemapPaths(page)) {
      const html = await (await page.request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(title, `${path} title`).toBeTruthy();
      expect(description, `${path} description`).toBeTruthy();
      // Next.js writes the home page's canonical without its trailing slash.
      expect(canonical?.replace(/\/$/, ''), `${path} canonical`).toBe(
        new URL(path, baseURL).toString().replace(/\/$/, ''),
      );
      expect(html, `${path} has one h1`).toMatch(/<h1[\s>]/);
      expect(titles.get(title as string), `${path} repeats a title`).toBeUndefined();
      expect(
        descriptions.get(description as string),
        `${path} repeats a description`,
      ).toBeUndefined();
      titles.set(title as string, path);
      descriptions.set(description as string, path);
    }
  });

  test('robots.txt disallows the admin and points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/admin');
  });

  test('the manifest, icon and social image are served; the manifest is linked once the page hydrates', async ({
    page,
    request,
  }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.name).toContain('Jackie AI');
    // Not fetched before the first paint (scripts/defer-hydration.mjs), linked by React after.
    expect(await (await request.get('/pricing')).text()).not.toContain('rel="manifest"');
    await page.goto('/pricing');
    await hydrated(page);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    for (const path of ['/icon.svg', '/apple-icon', '/opengraph-image']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });

  test('a page asks for its scripts only after its first paint, and they still hydrate it', async ({
    page,
  }) => {
    // scripts/defer-hydration.mjs: the text is on screen before any script is requested. The
    // person acts once it is (on a busy machine Chrome may paint after the load event, and an act
    // before the first paint would rightly ask for the scripts at once).
    await page.goto('/pricing');
    await page.waitForFunction(
      () => performance.getEntriesByName('first-contentful-paint').length > 0,
    );
    await hydrated(page);
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(paint as number);
  });

  test('the scripts a page loads ask Chrome to compile them while they download', async ({
    page,
    request,
  }) => {
    // scripts/compile-hints.mjs marks them at build time; the polyfills (nomodule) are left out,
    // and so is the ad pixel's loader, another site's (the suite's server has META_PIXEL_ID).
    await page.goto('/pricing');
    await hydrated(page);
    const scripts = await page.evaluate(() =>
      [...document.scripts]
        .filter(
          (script) =>
            script.src && !script.noModule && new URL(script.src).origin === location.origin,
        )
        .map((s) => s.src),
    );
    // React DOM, the Next.js runtime, the chrome's and the calculator's components at least.
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const src of scripts) {
      const body = await (await request.get(src)).text();
      expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), src).toBe(true);
    }
  });
});

test.describe('accessibility', () => {
  test('axe finds no serious or critical violation on any page in the light theme @once', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    for (const path of await sitemapPaths(page)) {
      await page.goto(path);
      await expectNoA11yViolations(page);
    }
  });

  test('axe finds no serious or critical violation on each layout in the dark theme', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await page.addInitScript(() => {
      // The init script also runs in about:blank, where storage is off limits.
      if (window.location.protocol.startsWith('http')) localStorage.setItem('theme', 'dark');
    });
    for (const path of onePageOfEachKind) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectNoA11yViolations(page);
    }
  });
});
