import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferHydration } from '@/scripts/defer-hydration.mjs';
import { inlineTracker, isAdminPage, trackerId } from '@/scripts/inline-tracker.mjs';
import { bundleTracker } from '@/scripts/tracker-bundle.mjs';

// The shape of a page as next build writes it (Next.js 16, React 19), shortened.
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<script src="/_next/static/chunks/app.js" async=""></script>',
  '<title>Pricing</title></head><body><main><h1>Pricing</h1>',
  '<a href="https://book.example/demo" data-cta="booking" data-variant="general">Book a Demo</a>',
  '</main></body></html>',
].join('');

describe('inlineTracker', () => {
  it('runs the tracker first thing in <head>, before the style sheets and any button', () => {
    const html = inlineTracker(page, 'startTracker()');
    expect(html).toMatch(
      new RegExp(
        `^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script id="${trackerId}">startTracker\\(\\)</script><link rel="stylesheet"`,
      ),
    );
    expect(html.indexOf(trackerId)).toBeLessThan(html.indexOf('data-cta'));
  });

  it('adds it once, and the page then still loads its scripts after the first paint', () => {
    const html = inlineTracker(inlineTracker(page, 'startTracker()'), 'startTracker()');
    expect(html.split(`<script id="${trackerId}">`)).toHaveLength(2);
    const deferred = deferHydration(html);
    expect(deferred).toContain(`<script id="${trackerId}">startTracker()</script>`);
    expect(deferred).not.toContain('async=""');
  });

  it('refuses code that would end the script element early', () => {
    expect(() => inlineTracker(page, 'a="</script>"')).toThrow();
  });

  it('leaves the admin out', () => {
    expect(isAdminPage('admin.html')).toBe(true);
    expect(isAdminPage(join('admin', 'invite.html'))).toBe(true);
    expect(isAdminPage('index.html')).toBe(false);
    expect(isAdminPage(join('industries', 'pool-builders.html'))).toBe(false);
  });

  it('inlines the tracker as it ships, which can be inlined', async () => {
    const { code } = await bundleTracker();
    expect(inlineTracker(page, code)).toContain(code);
  });
});
