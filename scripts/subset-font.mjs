#!/usr/bin/env node
// The site's one web font, Inter (variable weight), cut down to the characters the site writes.
// Fontsource's Latin file is 48 KB and the page's largest download after React; this subset is
// about 27 KB. The text is printable ASCII, common typography, and every other character found in
// content/, app/, components/ and lib/, so nothing the site says falls back to another font.
//
//   node scripts/subset-font.mjs           writes app/fonts/inter-subset.woff2
//   node scripts/subset-font.mjs --check   fails when the file is missing a character the
//                                          sources use or differs from what this script makes
//                                          (part of `npm run check`)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import subsetFont from 'subset-font';

const root = new URL('..', import.meta.url).pathname;
const source = join(
  root,
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
const target = join(root, 'app/fonts/inter-subset.woff2');
const scanned = ['content', 'app', 'components', 'lib'];
const typography = '\u00a0–—‘’“”•…·©®™×÷−→←›‹°±≈≤≥€£é';
// OpenType features the site's text relies on: kerning, ligatures and contextual forms, marks,
// tabular figures (the calculator's tabular-nums) and the variable font's own substitutions.
const features = ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum', 'rvrn', 'rlig'];

function charactersIn(path, found) {
  for (const entry of readdirSync(path)) {
    const child = join(path, entry);
    if (statSync(child).isDirectory()) charactersIn(child, found);
    else if (/\.(mdx?|tsx?|json)$/.test(entry)) {
      for (const character of readFileSync(child, 'utf8')) {
        if (character.codePointAt(0) > 0x7e) found.add(character);
      }
    }
  }
  return found;
}

const used = new Set(typography);
for (const directory of scanned) charactersIn(join(root, directory), used);
let ascii = '';
for (let code = 0x20; code < 0x7f; code += 1) ascii += String.fromCharCode(code);
const text = ascii + [...used].sort().join('');

const subset = await subsetFont(readFileSync(source), text, {
  targetFormat: 'woff2',
  keepFeatures: features,
});

if (process.argv.includes('--check')) {
  let current = null;
  try {
    current = readFileSync(target);
  } catch {}
  if (!current?.equals(subset)) {
    console.error(
      'app/fonts/inter-subset.woff2 is missing or out of date (new characters in the sources?). ' +
        'Run: node scripts/subset-font.mjs',
    );
    process.exit(1);
  }
} else {
  writeFileSync(target, subset);
  console.log(
    `app/fonts/inter-subset.woff2: ${subset.length} bytes, ${[...text].length} characters`,
  );
}
