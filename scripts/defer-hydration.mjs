#!/usr/bin/env node
// Runs after `next build` (npm run build): every prerendered page requests its scripts only
// after its first contentful paint. Next.js puts them in <head> as async scripts; on a fast
// connection they arrive while the HTML is still being parsed and run before anything is on
// screen, and on a slow one they share the bandwidth with the stylesheet and the font the first
// paint needs. The pages are complete without JavaScript (scripts only add menus, the theme
// toggle, the calculator and analytics), so the text comes first and hydration follows one
// frame after it. docs/benchmarks.md has the measurements.
//
// Each page's async chunk scripts and React's preload hint for them are replaced by one inline
// loader at the end of <body> that inserts the same scripts, in the same order, when the browser
// reports the first contentful paint. It loads them at once where no paint will come (a hidden
// or prerendering tab, a browser without paint timing) and a second after the load event if no
// paint was reported by then. Pages rendered per request (the admin) keep Next.js's tags.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const loaderId = 'defer-hydration';
const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

function loader(urls) {
  const source = `(function(u){var d=0;function go(){if(d)return;d=1;u.forEach(function(s){var e=document.createElement("script");e.src=s;document.head.appendChild(e)})}
if(document.visibilityState==="hidden"||!window.PerformanceObserver||(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")<0)return go();
new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true});
addEventListener("load",function(){setTimeout(go,1000)})})(${JSON.stringify(urls)})`;
  return `<script id="${loaderId}">${source.replaceAll('\n', '')}</script>`;
}

/**
 * Rewrites one prerendered page so that its scripts load after the first contentful paint.
 * Returns the page unchanged when it has already been rewritten or loads no script.
 */
export function deferHydration(html) {
  if (html.includes(`<script id="${loaderId}">`)) return html;
  const urls = [...html.matchAll(asyncScript)].map((match) => match[1]);
  if (urls.length === 0) return html;
  let page = html.replace(asyncScript, '');
  for (const url of urls) {
    page = page.replace(`<link rel="preload" as="script" fetchPriority="low" href="${url}"/>`, '');
  }
  // Anything else that fetches a script would still load early; Next.js changing how it writes
  // these tags must fail the build, not quietly undo this.
  const left = [...page.matchAll(/<script src="[^"]*"[^>]*>/g)].filter(
    ([tag]) => !tag.includes('noModule'),
  );
  if (left.length > 0) throw new Error(`unexpected script tag left in the page: ${left[0][0]}`);
  const end = page.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> in the page');
  return page.slice(0, end) + loader(urls) + page.slice(end);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const pages = join(new URL('..', import.meta.url).pathname, '.next', 'server', 'app');
  let rewritten = 0;
  for (const file of readdirSync(pages, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = join(pages, file);
    const html = readFileSync(path, 'utf8');
    const page = deferHydration(html);
    if (page === html) continue;
    writeFileSync(path, page);
    rewritten++;
  }
  console.log(`defer-hydration: ${rewritten} pages load their scripts after the first paint`);
}
