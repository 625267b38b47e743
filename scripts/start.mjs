#!/usr/bin/env node
// `npm start`: builds the production site when the build is missing or older than the sources,
// then serves it with scripts/server.mjs. PORT (default 3000) and HOST (default all interfaces)
// choose where it listens.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTimeVariables } from '../lib/build-time-env.mjs';

/**
 * What at the project's top level does not go into the build: everything else does, so a new
 * file (proxy.ts, an .env file, a config) makes the build stale rather than quietly missing.
 */
const notBuilt = new Set([
  '.ci',
  '.content-collections',
  '.git',
  '.gitignore',
  '.next',
  '.puppeteerrc.cjs',
  'bench-results',
  'biome.json',
  'coverage',
  'data',
  'docs',
  'drizzle.config.ts',
  'next-env.d.ts',
  'node_modules',
  'playwright-report',
  'playwright.config.ts',
  'README.md',
  'scripts',
  'test-results',
  'tests',
  'tsconfig.tsbuildinfo',
  'vitest.config.ts',
]);

/** The scripts `npm run build` runs after Next.js, and the project modules they import. */
function buildScripts(root) {
  const { build } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;
  const found = new Set();
  const follow = (file) => {
    if (found.has(file) || !existsSync(join(root, file))) return;
    found.add(file);
    const source = readFileSync(join(root, file), 'utf8');
    for (const [, imported] of source.matchAll(/from '(\.\/[\w.-]+\.mjs)'/g)) {
      follow(join(dirname(file), imported));
    }
  };
  for (const [file] of build.matchAll(/scripts\/[\w.-]+\.mjs/g)) follow(file);
  return [...found];
}

/** The files and folders, relative to `root`, whose changes call for a new build. */
export function buildInputs(root) {
  const top = readdirSync(root).filter((entry) => !notBuilt.has(entry));
  return [...top, ...buildScripts(root)].sort();
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** The build-time variables (lib/build-time-env.mjs) as a build records them. */
export const buildSettings = (env) =>
  JSON.stringify(Object.fromEntries(buildTimeVariables.map((name) => [name, env[name] ?? ''])));

/** Why the build in `root`/.next cannot serve with `env`, or null when it can. */
export function staleReason(root, env) {
  const buildId = join(root, '.next', 'BUILD_ID');
  if (!existsSync(buildId)) return 'no production build yet';
  const built = statSync(buildId).mtimeMs;
  const changed = buildInputs(root).find((input) => newestMtime(join(root, input)) > built);
  if (changed) return `sources changed since the last build (${changed})`;
  const buildEnvFile = join(root, '.next', 'build-env.json');
  const previous = existsSync(buildEnvFile) ? readFileSync(buildEnvFile, 'utf8') : '';
  if (previous !== buildSettings(env))
    return `build-time settings changed (${buildTimeVariables.join(', ')})`;
  return null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.env.NEXT_TELEMETRY_DISABLED ??= '1';
  const root = new URL('..', import.meta.url).pathname;
  const reason = staleReason(root, process.env);
  if (reason) {
    console.log(`> Building the production site: ${reason}...`);
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeFileSync(join(root, '.next', 'build-env.json'), buildSettings(process.env));
  }

  const server = spawn(process.execPath, [join(root, 'scripts', 'server.mjs')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
