import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Dependencies point one way: the analytics layer reads and writes through lib/db, and lib/db
 * knows nothing of lib/analytics (shared vocabulary lives in neutral modules such as
 * lib/calendar.ts). This reads every module under lib/db and resolves what it imports.
 */
const self = fileURLToPath(import.meta.url);
const root = resolve(dirname(self), '../..');
const dbDir = join(root, 'lib/db');
const forbidden = join(root, 'lib/analytics');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module specifier: static imports, re-exports, dynamic imports and vitest mocks. */
function specifiers(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((match) => match[1] as string);
}

function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith('@/')) return join(root, specifier.slice(2));
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  return null;
}

function importsOfAnalytics(file: string, source: string): string[] {
  return specifiers(source).filter((specifier) => {
    const target = resolveSpecifier(file, specifier);
    return target !== null && (target === forbidden || target.startsWith(`${forbidden}/`));
  });
}

describe('lib/db layering', () => {
  it('finds an import of lib/analytics in any of its forms', () => {
    const file = join(dbDir, 'queries/example.ts');
    expect(importsOfAnalytics(file, "import { x } from '@/lib/analytics/drop-reasons';")).toEqual([
      '@/lib/analytics/drop-reasons',
    ]);
    expect(importsOfAnalytics(file, "export * from '../../analytics/range';")).toEqual([
      '../../analytics/range',
    ]);
    expect(importsOfAnalytics(file, "const m = await import('@/lib/analytics');")).toEqual([
      '@/lib/analytics',
    ]);
    expect(importsOfAnalytics(file, "import './schema/analytics';")).toEqual([]);
  });

  it('has no module that imports from lib/analytics', () => {
    // This file names lib/analytics in its own examples.
    const files = sourceFiles(dbDir).filter((file) => file !== self);
    const offenders = files.flatMap((file) =>
      importsOfAnalytics(file, readFileSync(file, 'utf8')).map(
        (specifier) => `${relative(root, file)} imports ${specifier}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
