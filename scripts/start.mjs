#!/usr/bin/env node
// `npm start`: builds the production site when the build is missing or older than the sources,
// then serves it with scripts/server.mjs. PORT (default 3000) and HOST (default all interfaces)
// choose where it listens.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildTimeVariables } from '../lib/build-time-env.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';
const root = new URL('..', import.meta.url).pathname;
const buildId = join(root, '.next', 'BUILD_ID');
const sources = [
  'app',
  'components',
  'content',
  'lib',
  'public',
  'next.config.ts',
  'tsconfig.json',
  'content-collections.ts',
  'instrumentation.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'scripts/compile-hints.mjs',
  'scripts/defer-hydration.mjs',
  'scripts/inline-tracker.mjs',
  'scripts/tracker-bundle.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const buildEnvFile = join(root, '.next', 'build-env.json');
const buildEnv = JSON.stringify(
  Object.fromEntries(buildTimeVariables.map((name) => [name, process.env[name] ?? ''])),
);

function staleReason() {
  if (!existsSync(buildId)) return 'no production build yet';
  const built = statSync(buildId).mtimeMs;
  if (sources.some((source) => newestMtime(join(root, source)) > built)) {
    return 'sources changed since the last build';
  }
  const previous = existsSync(buildEnvFile) ? readFileSync(buildEnvFile, 'utf8') : '';
  if (previous !== buildEnv)
    return `build-time settings changed (${buildTimeVariables.join(', ')})`;
  return null;
}

const reason = staleReason();
if (reason) {
  console.log(`> Building the production site: ${reason}...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(buildEnvFile, buildEnv);
}

const server = spawn(process.execPath, [join(root, 'scripts', 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
