#!/usr/bin/env node
// `npm run admin -- <command>`: bundles scripts/admin-cli.ts (TypeScript with the app's path
// aliases) and runs it with Node from the project root.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleApp } from './bundle-app.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = await bundleApp({ entry: join(root, 'scripts/admin-cli.ts'), name: 'admin-cli' });
try {
  const result = spawnSync(process.execPath, [bundle.file, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  });
  process.exitCode = result.status ?? 1;
} finally {
  bundle.cleanup();
}
