import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignMeasures, sessionDimensions } from './campaign-model';

/**
 * The campaign view's dimensions and measures are named in one place, lib/db/campaign-model.ts:
 * the read model's SQL (lib/db/campaign-store*.ts) gets every session dimension, the session
 * row's columns behind them and every measure from the declaration, never as a word of its own.
 * The rollups the view still reads while a store is being built (lib/db/queries/campaign*.ts,
 * periods.ts) predate the declaration and are not checked here; they go with those tables.
 */
const root = join(import.meta.dirname, '../..');
const modelFiles = ['lib/db/campaign-store.ts', 'lib/db/campaign-store-instance.ts'];

/** The SQL of a module: its template literals and quoted strings, interpolations removed. */
function sqlOf(source: string): string[] {
  const literals = [
    ...source.matchAll(/`((?:[^`\\]|\\.)*)`/g),
    ...source.matchAll(/'((?:[^'\\\n]|\\.)*)'/g),
  ].map((match) => (match[1] ?? '').replace(/\$\{[^}]*\}/g, ' '));
  return literals.filter((text) =>
    /\b(SELECT|WHERE|GROUP BY|FILTER|INSERT|DELETE|ORDER BY)\b/.test(text),
  );
}

/** The words the declaration owns: dimension ids, the columns they read, measure ids and codes. */
const owned = [
  ...sessionDimensions.map((dimension) => dimension.id),
  ...new Set(sessionDimensions.flatMap((dimension) => dimension.sql.match(/s\.(\w+)/g) ?? [])),
  ...campaignMeasures.map((measure) => measure.id),
  ...campaignMeasures.map((measure) => `'${measure.code}'`),
];

function namedOutside(sql: string[]): string[] {
  return owned.filter((word) => {
    const pattern = word.startsWith("'")
      ? new RegExp(word)
      : new RegExp(`(?<![\\w.$])${word.replace('.', '\\.')}(?!\\w)`);
    return sql.some((text) => pattern.test(text));
  });
}

describe('the campaign model', () => {
  it('finds a dimension, a session column or a measure written into SQL', () => {
    const source = [
      'const a = `SELECT channel, count(*) FROM facts GROUP BY channel`;',
      "const b = 'SELECT s.utm_source FROM analytics_sessions s';",
      "const c = `count(*) FILTER (WHERE measure = 'b') AS booked`;",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text that interpolates.
      'const d = `SELECT ${columns} FROM facts WHERE ${where}`;',
    ].join('\n');
    expect(namedOutside(sqlOf(source))).toEqual(
      expect.arrayContaining(['channel', 's.utm_source', 'booked', "'b'"]),
    );
    expect(namedOutside(sqlOf(source.split('\n')[3] ?? ''))).toEqual([]);
  });

  it('is the only place the read model names them', () => {
    for (const file of modelFiles) {
      const sql = sqlOf(readFileSync(join(root, file), 'utf8'));
      expect(sql.length, `${file} has SQL`).toBeGreaterThan(file.endsWith('instance.ts') ? 0 : 5);
      expect(namedOutside(sql), file).toEqual([]);
    }
  });
});
