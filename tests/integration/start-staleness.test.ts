/**
 * `npm start` builds again when the build is older than what goes into it (scripts/start.mjs). The
 * list is derived, not kept by hand: a hand-kept one missed tsconfig.json and proxy.ts, whose
 * changes then served an old build without a word.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { buildInputs, buildSettings, staleReason } from '@/scripts/start.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('what makes the build stale', () => {
  it('is everything the build reads, and not the tests, docs or server', () => {
    const inputs = buildInputs(root);
    expect(inputs).toEqual(
      expect.arrayContaining([
        'app',
        'components',
        'content',
        'lib',
        'next.config.ts',
        'tsconfig.json',
        'proxy.ts',
        'instrumentation.ts',
        'package-lock.json',
        'scripts/defer-hydration.mjs',
        // Imported by scripts/inline-tracker.mjs, which the build runs.
        'scripts/tracker-bundle.mjs',
      ]),
    );
    for (const left of ['tests', 'docs', 'node_modules', '.next', 'scripts/server.mjs']) {
      expect(inputs).not.toContain(left);
    }
  });
});

describe('staleReason', () => {
  let project = '';
  afterEach(() => {
    if (project) rmSync(project, { recursive: true, force: true });
  });

  /** A project built at `builtAt` (seconds), with every file older than that. */
  function builtProject(builtAt: number) {
    project = mkdtempSync(join(tmpdir(), 'jackie-start-'));
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ scripts: { build: 'next build && node scripts/a.mjs' } }),
      'scripts/a.mjs': "import { b } from './b.mjs';",
      'scripts/b.mjs': 'export const b = 1;',
      'scripts/bench.mjs': '',
      'proxy.ts': '',
      '.env': 'SITE_URL=https://jackie.example',
      'tests/a.spec.ts': '',
      '.next/BUILD_ID': 'x',
      '.next/build-env.json': buildSettings({ SITE_URL: 'https://jackie.example' }),
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(project, file, '..'), { recursive: true });
      writeFileSync(join(project, file), text);
      utimesSync(join(project, file), builtAt - 10, builtAt - 10);
    }
    for (const dir of ['scripts', 'tests', '.next', '']) {
      utimesSync(join(project, dir), builtAt - 10, builtAt - 10);
    }
    utimesSync(join(project, '.next/BUILD_ID'), builtAt, builtAt);
  }
  const touch = (file: string, at: number) => utimesSync(join(project, file), at, at);
  const env = { SITE_URL: 'https://jackie.example' };

  it('names the first input changed since the build', () => {
    builtProject(1_000_000);
    expect(staleReason(project, env)).toBeNull();
    touch('proxy.ts', 1_000_100);
    expect(staleReason(project, env)).toMatch(/sources changed.*proxy\.ts/);
  });

  it('follows the build scripts and their imports, and nothing else of scripts/ or tests/', () => {
    builtProject(1_000_000);
    touch('tests/a.spec.ts', 1_000_100);
    touch('scripts/bench.mjs', 1_000_100);
    expect(staleReason(project, env)).toBeNull();
    touch('scripts/b.mjs', 1_000_100);
    expect(staleReason(project, env)).toMatch(/scripts\/b\.mjs/);
  });

  it('counts an .env file, and a build-time setting changed since the build', () => {
    builtProject(1_000_000);
    expect(staleReason(project, { SITE_URL: 'https://www.jackie.example' })).toMatch(
      /build-time settings changed/,
    );
    touch('.env', 1_000_100);
    expect(staleReason(project, env)).toMatch(/\.env/);
  });
});
