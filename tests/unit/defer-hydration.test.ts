import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deferHydration } from '@/scripts/defer-hydration.mjs';

// The shape of a page as next build writes it (Next.js 16, React 19), shortened.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
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

  it('leaves a page it has already rewritten, or one without scripts, as it is', () => {
    const once = deferHydration(page);
    expect(deferHydration(once)).toBe(once);
    const still = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    expect(deferHydration(still)).toBe(still);
  });

  it("requests the scripts on a person's first act, or 3 s after the load event", () => {
    const loaderSource = deferHydration(page).match(
      /<script id="defer-hydration">([\s\S]*)<\/script><\/body>/,
    )?.[1];
    // A window as the loader sees it: listeners, timers and the scripts it inserts.
    const start = () => {
      const listeners = new Map<string, () => void>();
      const timers: (() => void)[] = [];
      const inserted: string[] = [];
      runInNewContext(loaderSource ?? '', {
        addEventListener: (type: string, run: () => void) => listeners.set(type, run),
        removeEventListener: (type: string) => listeners.delete(type),
        setTimeout: (run: () => void) => timers.push(run),
        document: {
          createElement: () => ({ src: '' }),
          head: { appendChild: (script: { src: string }) => inserted.push(script.src) },
        },
      });
      return { listeners, timers, inserted };
    };

    const acting = start();
    expect(acting.inserted).toEqual([]);
    acting.listeners.get('pointerdown')?.();
    expect(acting.inserted).toHaveLength(3);
    // Once only, whatever comes next.
    acting.listeners.get('keydown')?.();
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
});
