// Bundles some of the app's TypeScript (path aliases resolved, `server-only` stubbed) into one ES
// module that Node runs outside Next.js: the admin CLI, the benchmarks and the crash test's server.
// Packages stay external; a node_modules link next to the bundle lets Node find them.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;

/**
 * @param {{ entry?: string; contents?: string; name?: string }} source a file to bundle, or
 *   TypeScript source resolved from the project root (e.g. a line of re-exports)
 * @returns {Promise<{ file: string; cleanup: () => void }>}
 */
export async function bundleApp({ entry, contents, name = 'bundle' }) {
  const dir = mkdtempSync(join(tmpdir(), `jackie-${name}-`));
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const file = join(dir, `${name}.mjs`);
    await build({
      ...(entry
        ? { entryPoints: [entry] }
        : { stdin: { contents: contents ?? '', resolveDir: root, loader: 'ts' } }),
      outfile: file,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      tsconfig: join(root, 'tsconfig.json'),
      alias: {
        'server-only': join(root, 'tests', 'server-only-stub.ts'),
        // Next.js has no package exports map: Node's ES module loader needs the file's extension.
        ...Object.fromEntries(
          ['headers', 'navigation', 'server'].map((entry) => [`next/${entry}`, `next/${entry}.js`]),
        ),
      },
      logLevel: 'warning',
    });
    return { file, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
