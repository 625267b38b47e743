#!/usr/bin/env node
// Runs after `next build` (npm run build): every prerendered page carries the icon symbols it
// draws, once each, in a hidden <svg> at the end of its <body>, and its icons draw from them
// (`#icon-Name`) instead of from the sprite (/icons.svg, components/ui/icons.tsx).
//
// Why: the sprite is a request of its own that the first `<use>` starts while the page is
// parsed; it ends before the first paint on a fast load, and Lighthouse's simulation then puts
// its download in front of the largest paint (docs/benchmarks.md, "The largest paint and the
// first one"). A page's own symbols are 1-3 KB gzipped where each icon's drawing inline was 18-30
// KB of HTML a page (it was also in the RSC payload); written here, they are not in the payload.
// The markup React hydrates keeps the sprite's address in its props: React does not rewrite an
// attribute on hydration, so these icons keep their inline symbols, and what the scripts render
// later (a client-side navigation, the admin, the pages rendered per request) draws from the
// sprite, fetched then.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rewritePublicPages } from './inline-tracker.mjs';

export const symbolsId = 'icon-symbols';
/** The prefix of an inlined symbol's id, so that it cannot meet an id of the page's own. */
export const inlinePrefix = 'icon-';

/**
 * What a symbol may not draw with: an element that paints by reference, which some browsers do
 * not draw from a `display:none` <svg> (the page's symbols are in one, below).
 */
const paintedByReference =
  /<(linearGradient|radialGradient|mask|clipPath|filter|pattern|marker)[\s/>]/;

/** The sprite's symbols by name, as app/icons.svg/route.ts writes them. */
export function spriteSymbols(sprite) {
  const symbols = new Map();
  for (const [symbol, name] of sprite.matchAll(/<symbol id="([^"]+)"[^>]*>.*?<\/symbol>/g)) {
    const reference = paintedByReference.exec(symbol);
    if (reference) {
      throw new Error(
        `the icon ${name} draws with a <${reference[1]}>, which a hidden <svg> does not paint in every browser`,
      );
    }
    symbols.set(name, symbol);
  }
  if (symbols.size === 0) throw new Error('the icon sprite has no symbol');
  return symbols;
}

/**
 * Points the page's icons at symbols of its own and appends those symbols to its <body>. The
 * sprite's references are matched as Next.js writes an attribute (`<use href="…">`); those in the
 * RSC payload (escaped, in scripts) stay. Returns the page unchanged when it draws no icon or has
 * been rewritten already.
 */
export function inlineIcons(html, symbols) {
  if (html.includes(`id="${symbolsId}"`)) return html;
  const used = new Set();
  const page = html.replace(/<use href="\/icons\.svg\?v=[0-9a-f]+#([A-Za-z0-9]+)"/g, (_, name) => {
    if (!symbols.has(name)) throw new Error(`the sprite has no icon named ${name}`);
    used.add(name);
    return `<use href="#${inlinePrefix}${name}"`;
  });
  if (used.size === 0) return html;
  const defs = [...used]
    .sort()
    .map((name) => symbols.get(name).replace(`id="${name}"`, `id="${inlinePrefix}${name}"`))
    .join('');
  const end = page.lastIndexOf('</body>');
  if (end < 0) throw new Error('no </body> in the page');
  // display:none, not `hidden` (which the HTML checker refuses on <svg>): the symbols are then
  // outside the page's styling as well as its layout. Drawn out of the layout only, they were a
  // fifth of the elements a theme change restyles on / (86 of 442), a long task on a phone. Some
  // browsers draw no gradient or mask of a symbol in a display:none <svg>, so the sprite has none
  // (spriteSymbols refuses them).
  const svg = `<svg id="${symbolsId}" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" style="display:none">${defs}</svg>`;
  return `${page.slice(0, end)}${svg}${page.slice(end)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sprite = join(new URL('..', import.meta.url).pathname, '.next/server/app/icons.svg.body');
  const symbols = spriteSymbols(readFileSync(sprite, 'utf8'));
  const rewritten = rewritePublicPages((html) => inlineIcons(html, symbols));
  console.log(`inline-icons: ${rewritten} pages carry the icon symbols they draw`);
}
