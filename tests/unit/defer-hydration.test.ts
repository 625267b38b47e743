import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  deferBuild,
  deferHydration,
  pagesRenderedAtRuntime,
  renderedPerRequest,
} from '@/scripts/defer-hydration.mjs';

// The shape of a page as next build writes it (Next.js 16, React 19), shortened.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
  '<link rel="manifest" href="/manifest.webmanifest"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>Pricing</title></head><body><main><h1>Pricing</h1></main>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({})</script>',
  '<script src="/_next/static/chunks/runtime.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</body></html>',
].join('');

const loadedScripts = (html: string) =>
  JSON.parse(
    html.match(/\}\)\((\[[^\]]*\]),\[[^\]]*\]\)<\/script><\/body>/)?.[1] ?? 'null',
  ) as string[];

describe('deferHydration', () => {
  it('moves every async chunk script into one loader at the end of the body, in order', () => {
    const html = deferHydration(page);
    expect(html).not.toContain('async=""');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(loadedScripts(html)).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/runtime.js',
    ]);
    expect(html).toMatch(/<script id="defer-hydration">[\s\S]*<\/script><\/body><\/html>$/);
  });

  it('keeps what the first paint and the payload need', () => {
    const html = deferHydration(page);
    for (const kept of [
      'as="font"',
      'rel="stylesheet"',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script id="_R_">',
      '(self.__next_f=self.__next_f||[]).push([0])',
      '<script type="application/ld+json">',
      '<h1>Pricing</h1>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('takes the web manifest out of the first load (React puts its link back on hydration)', () => {
    expect(page).toContain('rel="manifest"');
    expect(deferHydration(page)).not.toContain('rel="manifest"');
  });

  it('leaves a page it has already rewritten, or one without scripts, as it is', () => {
    const once = deferHydration(page);
    expect(deferHydration(once)).toBe(once);
    const still = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    expect(deferHydration(still)).toBe(still);
  });

  it("requests the scripts on a person's first act, once its frame is painted, or 3 s after the load event, one per task", () => {
    const loaderSource = deferHydration(page).match(
      /<script id="defer-hydration">([\s\S]*)<\/script><\/body>/,
    )?.[1];
    // A window as the loader sees it: listeners, timers and the scripts it inserts.
    const start = () => {
      const listeners = new Map<string, (event?: { type: string }) => void>();
      const timers: (() => void)[] = [];
      const frames: (() => void)[] = [];
      const inserted: string[] = [];
      runInNewContext(loaderSource ?? '', {
        addEventListener: (type: string, run: (event?: { type: string }) => void) =>
          listeners.set(type, run),
        removeEventListener: (type: string) => listeners.delete(type),
        setTimeout: (run: () => void) => timers.push(run),
        requestAnimationFrame: (run: () => void) => frames.push(run),
        document: {
          createElement: () => ({ src: '' }),
          head: { appendChild: (script: { src: string }) => inserted.push(script.src) },
        },
      });
      const run = (queue: (() => void)[]) => {
        for (const next of queue.splice(0)) next();
      };
      return { listeners, timers, frames, inserted, run };
    };

    const acting = start();
    expect(acting.inserted).toEqual([]);
    acting.listeners.get('pointerdown')?.({ type: 'pointerdown' });
    // Not in the act's own handler, whose time is the interaction's (INP): after its next frame.
    expect(acting.inserted).toEqual([]);
    acting.run(acting.frames);
    expect(acting.inserted).toEqual([]);
    // One script per task: inserting a page's worth in one task was a long task of its own on a
    // throttled phone (docs/benchmarks.md, First acts).
    acting.run(acting.timers);
    expect(acting.inserted).toEqual(['/_next/static/chunks/react-dom.js']);
    acting.run(acting.timers);
    expect(acting.inserted).toHaveLength(2);
    acting.run(acting.timers);
    expect(acting.inserted).toHaveLength(3);
    acting.run(acting.timers);
    expect(acting.inserted).toHaveLength(3);
    // Once only, whatever comes next.
    acting.listeners.get('keydown')?.({ type: 'keydown' });
    acting.listeners.get('load')?.();
    for (const run of acting.timers) run();
    expect(acting.inserted).toHaveLength(3);

    const reading = start();
    reading.listeners.get('load')?.();
    expect(reading.inserted).toEqual([]);
    for (const run of reading.timers) run();
    expect(reading.inserted).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/runtime.js',
    ]);
  });

  it('refuses a script tag it does not recognise instead of leaving it to load early', () => {
    const changed = page.replace(
      '<script src="/_next/static/chunks/app.js" async=""></script>',
      '<script src="/_next/static/chunks/app.js" async="" crossorigin=""></script>',
    );
    expect(() => deferHydration(changed)).toThrow(/unexpected script tag.*app\.js/);
  });

  it.each([
    ['a module script', '<script type="module" src="/_next/static/chunks/app.js"></script>'],
    ['a script from elsewhere', '<script src="https://cdn.example/app.js" async=""></script>'],
    ['a deferred script', '<script src="/_next/static/chunks/more.js" defer=""></script>'],
    ['an inline module', '<script type="module">import("/_next/static/chunks/x.js")</script>'],
    ['a module preload', '<link rel="modulepreload" href="/_next/static/chunks/app.js"/>'],
    [
      'a preload of another shape',
      '<link rel="preload" href="/_next/static/chunks/app.js" as="script"/>',
    ],
    [
      'a preload of an unknown kind',
      '<link rel="preload" href="/_next/static/x.wasm" as="fetch"/>',
    ],
  ])('fails on %s, naming the tag', (_, tag) => {
    const changed = page.replace('<title>', `${tag}<title>`);
    const opening = tag.slice(0, tag.indexOf('>') + 1);
    expect(() => deferHydration(changed)).toThrow(
      new RegExp(
        `unexpected (script|preload) tag.*${opening.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`,
      ),
    );
    // A page that loads no chunk of its own is checked all the same.
    const bare = `<!DOCTYPE html><html><head>${tag}</head><body><p>Hi</p></body></html>`;
    expect(() => deferHydration(bare)).toThrow(/unexpected (script|preload) tag/);
  });

  it('fails on a script preload for a chunk the page does not load', () => {
    const changed = page.replace(
      '<title>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/other.js"/><title>',
    );
    expect(() => deferHydration(changed)).toThrow(/unexpected preload tag.*other\.js/);
  });
});

// The manifests as next build writes them (.next/app-path-routes-manifest.json and
// .next/prerender-manifest.json), with only the fields read here.
const built = {
  appPathRoutes: {
    '/(marketing)/page': '/',
    '/(marketing)/about/page': '/about',
    '/(marketing)/blog/[slug]/page': '/blog/[slug]',
    '/(marketing)/blog/rss.xml/route': '/blog/rss.xml',
    '/(marketing)/contact/submit/route': '/contact/submit',
    '/(marketing)/glossary/search/page': '/glossary/search',
    '/(marketing)/pricing/estimate/page': '/pricing/estimate',
    '/(marketing)/contact/form/page': '/contact/form',
    '/_not-found/page': '/_not-found',
    '/admin/page': '/admin',
    '/api/events/route': '/api/events',
  } as Record<string, string>,
  prerender: {
    routes: {
      '/': { initialRevalidateSeconds: false },
      '/about': { initialRevalidateSeconds: false },
      '/blog/roi': { initialRevalidateSeconds: false },
      '/blog/rss.xml': { initialRevalidateSeconds: false },
      '/_not-found': { initialRevalidateSeconds: false },
    } as Record<string, { initialRevalidateSeconds: number | false }>,
    dynamicRoutes: { '/blog/[slug]': { fallback: false } } as Record<
      string,
      { fallback: string | false | null }
    >,
  },
};

describe('pagesRenderedAtRuntime', () => {
  it('accepts a build whose public pages are all prerendered', () => {
    expect(pagesRenderedAtRuntime(built)).toEqual([]);
    expect(renderedPerRequest).toEqual(
      expect.arrayContaining(['/admin', '/glossary/search', '/pricing/estimate', '/contact/form']),
    );
  });

  it('names a public page left to render per request, and where it lives', () => {
    const late = structuredClone(built);
    late.appPathRoutes['/(marketing)/careers/page'] = '/careers';
    delete late.prerender.routes['/about'];
    expect(pagesRenderedAtRuntime(late)).toEqual([
      { route: '/about', source: 'app/(marketing)/about/page' },
      { route: '/careers', source: 'app/(marketing)/careers/page' },
    ]);
  });

  it('names a page rendered again at runtime: revalidated, or open to other parameters', () => {
    const late = structuredClone(built);
    late.prerender.routes['/about'] = { initialRevalidateSeconds: 3600 };
    late.prerender.dynamicRoutes['/blog/[slug]'] = { fallback: null };
    expect(pagesRenderedAtRuntime(late).map(({ route }) => route)).toEqual([
      '/about',
      '/blog/[slug]',
    ]);
  });
});

describe('the build step', () => {
  let dist = '';
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  /** A .next folder with the manifests above and one page. */
  function makeBuild(html: string, manifests = built) {
    dist = join(mkdtempSync(join(tmpdir(), 'jackie-defer-')), '.next');
    mkdirSync(join(dist, 'server', 'app', 'blog'), { recursive: true });
    writeFileSync(
      join(dist, 'app-path-routes-manifest.json'),
      JSON.stringify(manifests.appPathRoutes),
    );
    writeFileSync(join(dist, 'prerender-manifest.json'), JSON.stringify(manifests.prerender));
    writeFileSync(join(dist, 'server', 'app', 'blog', 'roi.html'), html);
    return join(dist, 'server', 'app', 'blog', 'roi.html');
  }
  const run = () =>
    spawnSync(process.execPath, ['scripts/defer-hydration.mjs', dist], { encoding: 'utf8' });

  it('rewrites the pages of a build it knows', () => {
    const file = makeBuild(page);
    expect(deferBuild(dist)).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(deferHydration(page));
  });

  it('fails the build, naming the file and the tag, and writes nothing', () => {
    const changed = page.replace(
      '<title>',
      '<link rel="modulepreload" href="/_next/static/chunks/app.js"/><title>',
    );
    const file = makeBuild(changed);
    const result = run();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      '.next/server/app/blog/roi.html: unexpected preload tag in the page: <link rel="modulepreload" href="/_next/static/chunks/app.js"/>',
    );
    expect(readFileSync(file, 'utf8')).toBe(changed);
  });

  it('fails the build on a public page rendered per request, naming it', () => {
    const late = structuredClone(built);
    late.appPathRoutes['/(marketing)/careers/page'] = '/careers';
    const file = makeBuild(page, late);
    const result = run();
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      '/careers (app/(marketing)/careers/page) is rendered per request',
    );
    expect(readFileSync(file, 'utf8')).toBe(page);
  });
});
