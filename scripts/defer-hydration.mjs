#!/usr/bin/env node
// Runs after `next build` (npm run build): every prerendered page requests its scripts only when
// a person first acts on it (moves the pointer, touches, scrolls with the wheel, presses a key or
// moves the focus), or 3 s after the load event if nobody has. The pages are complete without
// JavaScript: the menus (native dialog and popovers), the calculator and the glossary search (GET
// forms the server answers), the booking links and the analytics tracker (inline, scripts/
// inline-tracker.mjs) all work before and without hydration. Scripts add the theme toggle, the
// video player, live updates of the tools and client-side navigation; loading them while the
// page loads made the framework's evaluation, the RSC payload and hydration of every element the
// main thread's work during the load (docs/benchmarks.md, Web), in front of nobody's action.
//
// Each page's async chunk scripts and React's preload hint for them are replaced by one inline
// loader at the end of <body> that inserts the same scripts, in the same order, on the first of
// those acts or at the delay. Pages rendered per request (the admin, the tools' result pages)
// keep Next.js's tags.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const loaderId = 'defer-hydration';
/** Without a first act, the scripts load this long after the load event. */
const idleDelayMs = 3000;
const asyncScript = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;

/** What a person does first: any of these loads the scripts at once. */
const firstActs = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'focusin'];

function loader(urls) {
  const source = `(function(u,a){var d=0;function go(){if(d)return;d=1;a.forEach(function(t){removeEventListener(t,go,true)});u.forEach(function(s){var e=document.createElement("script");e.src=s;document.head.appendChild(e)})}
a.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});
addEventListener("load",function(){setTimeout(go,${idleDelayMs})})})(${JSON.stringify(urls)},${JSON.stringify(firstActs)})`;
  return `<script id="${loaderId}">${source.replaceAll('\n', '')}</script>`;
}

/**
 * Rewrites one prerendered page so that its scripts load on a person's first act.
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
  console.log(`defer-hydration: ${rewritten} pages load their scripts on a person's first act`);
}
