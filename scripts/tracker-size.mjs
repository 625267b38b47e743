#!/usr/bin/env node
// Bundles the browser analytics tracker as it ships (esbuild: bundle, minify, ESM, ES2020) and
// prints its raw and gzipped size. Exits 1 when it is over 2048 bytes gzipped or when anything
// from node_modules (zod, for instance) made it into the bundle.
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const budget = 2048;
const root = fileURLToPath(new URL('..', import.meta.url));

const result = await build({
  // What the site imports; the helpers exported for tests are inlined or tree-shaken.
  stdin: {
    contents: "export { startTracker } from './lib/analytics/tracker';",
    resolveDir: root,
    loader: 'ts',
  },
  absWorkingDir: root,
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  platform: 'browser',
  write: false,
  metafile: true,
  logLevel: 'warning',
});

const code = result.outputFiles[0].contents;
const gzipped = gzipSync(code, { level: 9 }).length;
const dependencies = Object.keys(result.metafile.inputs).filter((input) =>
  input.includes('node_modules'),
);

console.log(`tracker: ${code.length} bytes minified, ${gzipped} bytes gzipped (budget ${budget})`);
if (dependencies.length) {
  console.error(`tracker bundles dependencies: ${dependencies.join(', ')}`);
  process.exit(1);
}
if (gzipped > budget) {
  console.error(`tracker is ${gzipped - budget} bytes over budget`);
  process.exit(1);
}
