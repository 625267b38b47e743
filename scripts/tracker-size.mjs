#!/usr/bin/env node
// Bundles the browser analytics tracker as it ships (scripts/tracker-bundle.mjs, the script the
// build inlines in every public page) and prints its raw and gzipped size. Exits 1 when it is over
// 2048 bytes gzipped or when anything from node_modules (zod, for instance) made it into it.
import { gzipSync } from 'node:zlib';
import { bundleTracker } from './tracker-bundle.mjs';

const budget = 2048;
const { code, inputs } = await bundleTracker();
const bytes = Buffer.from(code);
const gzipped = gzipSync(bytes, { level: 9 }).length;
const dependencies = inputs.filter((input) => input.includes('node_modules'));

console.log(`tracker: ${bytes.length} bytes minified, ${gzipped} bytes gzipped (budget ${budget})`);
if (dependencies.length) {
  console.error(`tracker bundles dependencies: ${dependencies.join(', ')}`);
  process.exit(1);
}
if (gzipped > budget) {
  console.error(`tracker is ${gzipped - budget} bytes over budget`);
  process.exit(1);
}
