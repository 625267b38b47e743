// The browser analytics tracker as it ships: lib/analytics/tracker.ts bundled by esbuild into one
// minified script that starts it (an IIFE, ES2021, which every browser Next.js 16 supports has:
// `??=` as written, not spelled out as ES2020 would). scripts/inline-tracker.mjs puts it in the
// pages; scripts/tracker-size.mjs checks its size. One function, so both see the same bytes.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @returns {Promise<{ code: string; inputs: string[] }>} the script and the files bundled in it */
export async function bundleTracker() {
  const result = await build({
    stdin: {
      contents: "import { startTracker } from './lib/analytics/tracker';\nstartTracker();",
      resolveDir: root,
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'iife',
    // Short names for properties that never leave the script (not the DOM's, not what is saved
    // in sessionStorage or sent): the budget is tight, and these are a good part of it.
    mangleProps: /^(drain|beacon|automated|idle|save|post|add)$/,
    target: 'es2021',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'warning',
  });
  return {
    code: result.outputFiles[0].text.trim(),
    inputs: Object.keys(result.metafile.inputs),
  };
}
