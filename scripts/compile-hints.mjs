#!/usr/bin/env node
// Runs after `next build` (npm run build): marks every client script of the build with V8's
// explicit compile hint, `//# allFunctionsCalledOnLoad`. Chrome then compiles their functions on
// a background thread while the files download, instead of lazily on the main thread when
// hydration first calls them; the pages' scripts are all called on load, so little is compiled
// in vain. docs/benchmarks.md has the measurements. Other browsers read a comment.
// https://v8.dev/blog/explicit-compile-hints
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const hint = '//# allFunctionsCalledOnLoad\n';
const dist = join(new URL('..', import.meta.url).pathname, '.next');
const chunks = join(dist, 'static', 'chunks');

// The polyfills load only in browsers without module support, which do not read the hint.
const { polyfillFiles } = JSON.parse(readFileSync(join(dist, 'build-manifest.json'), 'utf8'));
const skip = new Set(polyfillFiles.map((file) => join(dist, file)));

let marked = 0;
for (const file of readdirSync(chunks, { recursive: true, encoding: 'utf8' })) {
  const path = join(chunks, file);
  if (!file.endsWith('.js') || skip.has(path)) continue;
  const source = readFileSync(path, 'utf8');
  if (source.startsWith(hint)) continue;
  writeFileSync(path, hint + source);
  marked++;
}
console.log(`compile-hints: ${marked} client scripts marked for eager compilation`);
