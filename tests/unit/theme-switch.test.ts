import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** Every .tsx file under a folder of the project. */
function sources(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => readFileSync(join(root, folder, name), 'utf8'));
}

describe('the theme switch', () => {
  it('holds every transition utility the components use, so that no colour fades into a new theme', () => {
    const css = readFileSync(join(root, 'app/globals.css'), 'utf8');
    const rule = /html\.theme-switching\s*:is\(([^)]*)\)/.exec(css)?.[1] ?? '';
    const held = new Set(rule.split(',').map((selector) => selector.trim().replace(/^\./, '')));
    const used = new Set(
      [...sources('app'), ...sources('components')].flatMap((text) =>
        [...text.matchAll(/(?<![\w-])transition(?:-[a-z]+)?(?![\w-])/g)].map(([name]) => name),
      ),
    );
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !held.has(name))).toEqual([]);
  });
});
