#!/usr/bin/env node
// `npm run admin -- <command>`: bundles scripts/admin-cli.ts (TypeScript with the app's path
// aliases) with esbuild into a temporary file and runs it with Node.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = mkdtempSync(join(tmpdir(), 'jackie-admin-'));
const outfile = join(outdir, 'admin-cli.mjs');
try {
  await build({
    entryPoints: [join(root, 'scripts/admin-cli.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    alias: { 'server-only': join(root, 'tests/server-only-stub.ts') },
    logLevel: 'error',
    // Node resolves the external packages from the project, not from the temporary folder.
    nodePaths: [join(root, 'node_modules')],
  });
  const result = spawnSync(process.execPath, [outfile, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_PATH: join(root, 'node_modules') },
  });
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
