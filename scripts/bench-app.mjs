// What the bench scripts share: a copy of the app with benchmark-only files in it (the product has
// no benchmark routes), a free port, and the production server (`node scripts/start.mjs`, which
// builds first when the build is missing or stale) started in its own process group and stopped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = new URL('..', import.meta.url).pathname;

/** What a copy leaves out: builds, results and the files of a previous run. */
const copyExcludes = new Set([
  'node_modules',
  '.next',
  '.git',
  '.content-collections',
  '.data',
  'test-results',
  'playwright-report',
  'bench-results',
  'coverage',
  'tsconfig.tsbuildinfo',
]);

/**
 * Copies the app to `dir` and writes `files` (path in the app: source) into the copy. With `reuse`,
 * a copy that already holds a build and every one of `files` is kept as it is. With `revision`
 * (a git revision), the copy is that commit's tree instead of the working tree. Returns whether
 * the copy was reused.
 */
export function copyApp(dir, files, { reuse = false, revision = null } = {}) {
  const paths = Object.keys(files);
  if (
    reuse &&
    existsSync(join(dir, '.next', 'BUILD_ID')) &&
    paths.every((path) => existsSync(join(dir, path)))
  ) {
    return true;
  }
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (revision) {
    const tree = spawnSync(
      'sh',
      ['-c', 'git -C "$0" archive "$1" | tar -x -C "$2"', root, revision, dir],
      {
        stdio: 'inherit',
      },
    );
    if (tree.status !== 0) throw new Error(`could not copy revision ${revision} to ${dir}.`);
  } else {
    for (const entry of readdirSync(root)) {
      if (copyExcludes.has(entry)) continue;
      const copied = spawnSync('cp', ['-a', join(root, entry), dir], { stdio: 'inherit' });
      if (copied.status !== 0) throw new Error(`could not copy ${entry} to ${dir}.`);
    }
  }
  // Hard links are instant and take no space; Turbopack refuses a node_modules symlink that
  // points outside the project, so fall back to a real copy on another file system.
  const modules = ['-al', '-a'].some(
    (flag) =>
      spawnSync('cp', [flag, join(root, 'node_modules'), dir], { stdio: 'ignore' }).status === 0,
  );
  if (!modules) throw new Error('could not copy node_modules.');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return false;
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The first free port from `first` on (100 tried). */
export async function choosePort(first) {
  for (let port = first; port < first + 100; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${first}-${first + 99}.`);
}

/**
 * Starts `node scripts/start.mjs` in `dir` on 127.0.0.1:`port` with `env` added to this process's
 * (a `null` value removes a variable), and waits until `ready(base)` is true. Output is kept
 * (`output()`) unless `inherit` sends it to this process's. The server and the build it may run
 * first share a process group that `stop()` signals; it is killed when this process exits.
 */
export async function startApp({
  dir = root,
  port,
  env = {},
  ready,
  inherit = false,
  timeoutMs = 20 * 60_000,
  onOutput = () => {},
}) {
  const childEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  for (const [name, value] of Object.entries({ ...env, PORT: String(port), HOST: '127.0.0.1' })) {
    if (value === null) delete childEnv[name];
    else childEnv[name] = value;
  }
  const child = spawn(process.execPath, [join(dir, 'scripts', 'start.mjs')], {
    cwd: dir,
    env: childEnv,
    stdio: ['ignore', inherit ? 'inherit' : 'pipe', inherit ? 'inherit' : 'pipe'],
    detached: true,
  });
  const chunks = [];
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk) => {
      chunks.push(chunk);
      onOutput(String(chunk));
    });
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = (signal = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      child.kill(signal);
    }
  };
  process.on('exit', () => stop('SIGKILL'));
  const app = {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    exited,
    stop,
    output: () => Buffer.concat(chunks).toString(),
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with code ${child.exitCode}.\n${app.output()}`);
    }
    if (await ready(app.base).catch(() => false)) return app;
    await sleep(1000);
  }
  stop('SIGKILL');
  throw new Error(`the server did not answer at ${app.base} within ${timeoutMs / 60_000} minutes.`);
}

/**
 * The build-time settings of this checkout's existing build (.next/build-env.json, written by
 * scripts/start.mjs), so that a server started with them serves that build (or builds a copy
 * the same way) instead of building again for another SITE_URL.
 */
export function buildSettings() {
  const file = join(root, '.next', 'build-env.json');
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(JSON.parse(readFileSync(file, 'utf8'))).filter(([, value]) => value !== ''),
  );
}

/**
 * What every bench script does with its settings: `positiveInt` reads a positive integer from an
 * environment variable (or gives `fallback`), `fail` says what is wrong, under the script's
 * `name`, and exits with status 2.
 */
export function benchArgs(name) {
  const fail = (message) => {
    console.error(`${name}: ${message}`);
    process.exit(2);
  };
  const positiveInt = (variable, fallback) => {
    const raw = process.env[variable];
    if (!raw) return fallback;
    const value = Number.parseInt(raw, 10);
    if (!Number.isInteger(value) || value < 1) {
      fail(`${variable} must be a positive integer, got "${raw}".`);
    }
    return value;
  };
  return { fail, positiveInt };
}

/** Whether anything answers `url` within 3 s (any status; redirects are not followed). */
export async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(3000), redirect: 'manual' });
    await response.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

/** The route of the floor, a page only the benchmark's copy of the app has. */
export const floorRoute = '/bench-floor';

/** The floor: the root layout, a heading and two paragraphs, nothing interactive. */
const floorPage = `// Benchmark reference (only in the benchmark's copy of the app): the Next.js floor.
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: 'Floor',
  description: 'The smallest page of this site: the root layout, a heading and two paragraphs.',
};

export default function Floor() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-bold">An AI employee for home-service contractors</h1>
      <p className="mt-4 text-lg">
        Jackie answers calls and texts for HVAC, plumbing, electrical and pool businesses, day and
        night, qualifies every lead and books the job on your calendar.
      </p>
      <p className="mt-4 text-lg">
        This page is the benchmark's reference: the root layout and this text, nothing else.
      </p>
    </main>
  );
}
`;

/** The step of `npm run build` that makes every page request its scripts on a first act. */
const deferStep = ' && node scripts/defer-hydration.mjs';

/**
 * The app's package.json with a build that skips the deferral: every page requests its scripts
 * while it loads, as Next.js writes it. Throws when the build script no longer has that step.
 */
function hydrateAtLoadPackage() {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  if (!manifest.scripts.build.includes(deferStep)) {
    throw new Error(`the build script no longer runs "${deferStep.slice(4)}".`);
  }
  manifest.scripts.build = manifest.scripts.build.replace(deferStep, '');
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * What the working tree holds, as a tree id: HEAD's when nothing tracked has changed, else that of
 * a commit of the changes (`git stash create` writes one without touching the tree or stash). The
 * tree, not the commit: a commit's id carries the time it was made, so two copies of the same
 * changed tree a minute apart would not match.
 */
function workingTreeId() {
  const git = (...args) => spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' }).stdout;
  const commit = git('stash', 'create').trim() || 'HEAD';
  return git('rev-parse', `${commit}^{tree}`).trim().slice(0, 12);
}

/**
 * Copies the app (or `revision`'s tree) with the floor to `dir`, builds it and serves it on the
 * first free port from `port` (bench:web, bench:first-act). With `hydrateAtLoad`, the copy is
 * built without scripts/defer-hydration.mjs (the working tree only). With `reuse`, a copy of the
 * same tree built the same way is served as it is.
 */
export async function serveFloorCopy({
  dir,
  revision = null,
  port,
  reuse = false,
  hydrateAtLoad = false,
  onOutput = () => {},
}) {
  // What was copied, in a file name, so that `reuse` reuses only a copy of the same tree.
  const files = { [`app${floorRoute}/page.tsx`]: floorPage };
  const tree = revision ?? workingTreeId();
  if (tree) files[`.bench-revision-${tree}`] = `${tree}\n`;
  if (hydrateAtLoad) {
    if (revision) throw new Error('hydrateAtLoad builds the working tree only.');
    files['package.json'] = hydrateAtLoadPackage();
    files['.bench-hydrate-at-load'] = 'built without scripts/defer-hydration.mjs\n';
  }
  const what = `${revision ? `revision ${revision}` : 'the app'}${hydrateAtLoad ? ' (scripts at load)' : ''}`;
  const reused = copyApp(dir, files, { reuse, revision });
  console.log(
    reused
      ? `Reusing the copy of ${what} built in ${dir}`
      : `Copied ${what} to ${dir} with the floor at ${floorRoute}; building it (a few minutes)`,
  );
  return startApp({
    dir,
    port: await choosePort(port),
    // The database beside the copy, not in it: scripts/start.mjs would take a folder in the copy
    // written after the build for a changed source and build again, so BENCH_REUSE never reused.
    env: { ...buildSettings(), DATABASE_URL: null, DATA_DIR: `${dir}-data` },
    ready: (base) => answers(`${base}/robots.txt`),
    onOutput,
  });
}

/** The median of the numbers among `values` (others are skipped), or null when there are none. */
export function median(values) {
  const numbers = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/**
 * The engines a bench runs on, from BENCH_ENGINES (comma-separated: pglite, postgres; default
 * both); null for a name it does not know, which the bench refuses.
 */
export function benchEngines() {
  const engines = (process.env.BENCH_ENGINES || 'pglite,postgres')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return engines.every((engine) => engine === 'pglite' || engine === 'postgres') ? engines : null;
}

/** A small deterministic generator (mulberry32): the same seed gives every engine the same data. */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The installed version of a package (for a run's record), or 'unknown'. */
export function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return 'unknown';
  }
}
