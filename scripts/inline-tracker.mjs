#!/usr/bin/env node
// Runs after `next build` (npm run build): puts the analytics tracker (lib/analytics/tracker.ts,
// bundled by scripts/tracker-bundle.mjs) inline at the top of the <head> of every prerendered
// page, before its style sheets. It runs while the page is still being parsed: it observes the
// page's first contentful paint, at which it counts the page view, and the click listener on the
// document is there before any button is, so a visitor who books before hydration (which the
// build defers until a person first acts, scripts/defer-hydration.mjs) is counted.
//
// Why inline rather than a file: no request to wait for (on a slow mobile connection, a round
// trip is the whole window in which early clicks would be lost, and needs a click queue of its
// own), and it cannot be cached separately but costs under 2 KB gzipped per page, as much as one
// request's headers. Why here rather than in a React component: whatever a server component
// renders is also written a second time into the page's RSC payload; here it is not.
//
// The admin (rendered per request, never prerendered) does not get it: it sends no analytics and
// gets a nonce-based Content-Security-Policy. `npm run dev` serves no tracker either.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleTracker } from './tracker-bundle.mjs';

export const trackerId = 'jackie-tracker';

/** The admin's pages, by their file under .next/server/app. */
export const isAdminPage = (file) => file === 'admin.html' || file.startsWith(`admin${sep}`);

/**
 * Inserts `code` as the first script of the page's <head>, right after its charset declaration.
 * Returns the page unchanged when it already has it.
 */
export function inlineTracker(html, code) {
  if (html.includes(`<script id="${trackerId}">`)) return html;
  if (/<\/script|<!--/i.test(code)) throw new Error('the tracker cannot be inlined as it is');
  const head = /<head[^>]*>(<meta charSet="utf-8"\/>)?/.exec(html);
  if (!head) throw new Error('no <head> in the page');
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script id="${trackerId}">${code}</script>${html.slice(at)}`;
}

/**
 * Rewrites every prerendered public page of the build with `rewrite(html)`; returns how many it
 * changed. scripts/inline-icons.mjs walks the same pages.
 */
export function rewritePublicPages(rewrite) {
  const pages = join(new URL('..', import.meta.url).pathname, '.next', 'server', 'app');
  let rewritten = 0;
  for (const file of readdirSync(pages, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || isAdminPage(file)) continue;
    const path = join(pages, file);
    const html = readFileSync(path, 'utf8');
    const page = rewrite(html);
    if (page === html) continue;
    writeFileSync(path, page);
    rewritten++;
  }
  return rewritten;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { code } = await bundleTracker();
  const rewritten = rewritePublicPages((html) => inlineTracker(html, code));
  console.log(`inline-tracker: ${rewritten} pages carry the analytics tracker`);
}
