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
// those acts or at the delay. This matches the exact markup Next.js writes; a script or preload
// tag of any other shape, and a public page Next.js would render per request (where no rewrite
// can apply), fail the build, so an upgrade of Next.js cannot quietly bring early loading back
// (docs/upgrading-next.md). Pages rendered per request by design (renderedPerRequest) keep
// Next.js's tags.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

const loaderId = 'defer-hydration';
/** Without a first act, the scripts load this long after the load event. */
const idleDelayMs = 3000;

/** What a person does first: any of these loads the scripts at once. */
const firstActs = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'focusin'];

/**
 * Pages rendered per request on purpose, by route: the admin, the answers the tools and the
 * contact form give without JavaScript, the digest's unsubscribe page and the shared views. Any
 * other page must be prerendered.
 */
export const renderedPerRequest = [
  // The admin and each of its sections (app/admin/layout.tsx renders them all per request).
  '/admin',
  '/admin/alerts',
  '/admin/audit',
  '/admin/campaigns',
  '/admin/campaigns/spend',
  '/admin/campaigns/spend/[id]',
  '/admin/conversions',
  '/admin/leads',
  '/admin/security',
  '/admin/speed',
  '/admin/team',
  '/contact/form',
  // The weekly digest's unsubscribe page answers the link it is opened with.
  '/digest/unsubscribe',
  '/glossary/search',
  '/pricing/estimate',
  // A shared view reads its link from the database on every request.
  '/share/[token]',
];

const chunk = '/_next/static/[^"]+\\.js';
/** The tags Next.js writes, by shape: each script or preload tag must be one of these. */
const known = {
  /** A chunk the page needs: moved into the loader. */
  deferred: new RegExp(`^<script src="(${chunk})" async=""></script>$`),
  /** React's early hint for a deferred chunk: dropped with it. */
  hint: new RegExp(`^<link rel="preload" as="script" fetchPriority="low" href="(${chunk})"/>$`),
  /** Polyfills, run only by browsers without module support: kept. */
  legacy: new RegExp(`^<script src="${chunk}" noModule=""></script>$`),
  /** Inline code or data that fetches nothing (payload, chunk list, theme, JSON-LD): kept. */
  inline: /^<script(?: id="[\w-]+")?(?: type="application\/ld\+json")?>/,
  /** Preloads of what the first paint shows: kept. */
  paint: /^<link rel="preload" href="[^"]+" as="(?:font|style|image)"[^>]*>$/,
};
/**
 * The web manifest's link (app/manifest.ts). Chromium fetches the manifest as it parses the link,
 * and on a fast load it ends before the first paint, where Lighthouse's simulation counts it in
 * front of the largest paint (docs/benchmarks.md, "The largest paint and the first one"). It is
 * taken out of the HTML; React puts the metadata's link back in <head> when the page hydrates.
 */
const manifestLink = /<link rel="manifest" href="[^"]+"(?: crossOrigin="[^"]+")?\/>/g;
/** Every script tag with its body, and every link tag that could fetch a script early. */
const tags =
  /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*\brel="(?:[^"]*\s)?(?:preload|modulepreload)(?:\s[^"]*)?"[^>]*>/gi;

function loader(urls) {
  // On an act, the scripts are inserted after the act's next frame (a task after the paint), not
  // in its handler: inserting a page's worth of script elements there made the tap's own
  // processing, and so its INP, 10-30 ms longer on a throttled phone (docs/benchmarks.md). One
  // script per task, in order: all of them in one task made that task long on the same phone.
  const source = `(function(u,a){var d=0,i=0;function load(){var e=document.createElement("script");e.src=u[i++];document.head.appendChild(e);i<u.length&&setTimeout(load,0)}
function go(v){if(d)return;d=1;a.forEach(function(t){removeEventListener(t,go,true)});v?requestAnimationFrame(function(){setTimeout(load,0)}):load()}
a.forEach(function(t){addEventListener(t,go,{capture:true,passive:true})});
addEventListener("load",function(){setTimeout(go,${idleDelayMs})})})(${JSON.stringify(urls)},${JSON.stringify(firstActs)})`;
  return `<script id="${loaderId}">${source.replaceAll('\n', '')}</script>`;
}

const opening = (tag) => tag.slice(0, tag.indexOf('>') + 1);

/**
 * Rewrites one prerendered page so that its scripts load on a person's first act. Returns the
 * page unchanged when it has already been rewritten or loads no script; throws on a script or
 * preload tag that is not one of the shapes it knows.
 */
export function deferHydration(html) {
  if (html.includes(`<script id="${loaderId}">`)) return html;
  const urls = [];
  const hinted = [];
  const page = html.replace(manifestLink, '').replace(tags, (tag) => {
    const deferred = known.deferred.exec(tag);
    if (deferred) {
      urls.push(deferred[1]);
      return '';
    }
    const hint = known.hint.exec(tag);
    if (hint) {
      hinted.push(hint[1]);
      return '';
    }
    if (known.legacy.test(tag) || known.paint.test(tag) || known.inline.test(tag)) return tag;
    const kind = tag.startsWith('<script') ? 'script' : 'preload';
    throw new Error(`unexpected ${kind} tag in the page: ${opening(tag)}`);
  });
  const stray = hinted.find((url) => !urls.includes(url));
  if (stray)
    throw new Error(`unexpected preload tag in the page, for a script it does not load: ${stray}`);
  if (urls.length === 0) return html;
  const end = page.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> in the page');
  return page.slice(0, end) + loader(urls) + page.slice(end);
}

/**
 * The public pages that `next build` left to be rendered per request, from its manifests: routes
 * neither prerendered for good (a revalidated page is rendered again at runtime) nor limited to
 * their prerendered parameters. Route handlers and renderedPerRequest are expected to be dynamic.
 */
export function pagesRenderedAtRuntime({ appPathRoutes, prerender }) {
  const late = [];
  for (const [entry, route] of Object.entries(appPathRoutes)) {
    if (!entry.endsWith('/page') || renderedPerRequest.includes(route)) continue;
    const page = prerender.routes[route];
    if (page && page.initialRevalidateSeconds === false) continue;
    if (prerender.dynamicRoutes[route]?.fallback === false) continue;
    late.push({ route, source: `app${entry}` });
  }
  return late;
}

/**
 * Rewrites every prerendered page of the build in `dist` (.next). Checks everything before
 * writing; throws with one line per problem, naming the file and the tag or the route.
 */
export function deferBuild(dist) {
  const read = (name) => JSON.parse(readFileSync(join(dist, name), 'utf8'));
  const problems = pagesRenderedAtRuntime({
    appPathRoutes: read('app-path-routes-manifest.json'),
    prerender: read('prerender-manifest.json'),
  }).map(
    ({ route, source }) =>
      `${route} (${source}) is rendered per request, where its scripts would load early: ` +
      'make it static, or add it to renderedPerRequest in scripts/defer-hydration.mjs',
  );
  const pages = join(dist, 'server', 'app');
  const changed = [];
  for (const file of readdirSync(pages, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = join(pages, file);
    const html = readFileSync(path, 'utf8');
    try {
      const page = deferHydration(html);
      if (page !== html) changed.push([path, page]);
    } catch (error) {
      problems.push(`${relative(join(dist, '..'), path)}: ${error.message}`);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
  for (const [path, page] of changed) writeFileSync(path, page);
  return changed.length;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = process.argv[2] ?? join(new URL('..', import.meta.url).pathname, '.next');
  try {
    const rewritten = deferBuild(dist);
    console.log(`defer-hydration: ${rewritten} pages load their scripts on a person's first act`);
  } catch (error) {
    console.error(
      `defer-hydration: the build's pages are not what it knows how to rewrite ` +
        `(docs/upgrading-next.md):\n${error.message}`,
    );
    process.exit(1);
  }
}
