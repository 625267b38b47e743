import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignMeasures, sessionDimensions } from './campaign-model';

/**
 * The campaign view's dimensions and measures are named in one place, lib/db/campaign-model.ts:
 * the read model's SQL (lib/db/campaign-store*.ts) and every other campaign module, the digest and
 * the overview's queries get every session dimension, the session row's columns behind them and
 * every measure from the declaration, never as a word of their own.
 */
const root = join(import.meta.dirname, '../..');
const modelFiles = [
  ...readdirSync(join(root, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)campaign[^/]*\.ts$/.test(file) && !file.endsWith('.test.ts'))
    .filter((file) => !file.endsWith('campaign-model.ts'))
    .map((file) => `lib/${file}`),
  ...readdirSync(join(root, 'lib/digest'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `lib/digest/${file}`),
  'lib/db/queries/dashboard.ts',
];

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
    expect(modelFiles).toEqual(
      expect.arrayContaining(['lib/db/campaign-store.ts', 'lib/analytics/campaign-reader.ts']),
    );
    for (const file of modelFiles) {
      const sql = sqlOf(readFileSync(join(root, file), 'utf8'));
      if (file === 'lib/db/campaign-store.ts') expect(sql.length, file).toBeGreaterThan(5);
      expect(namedOutside(sql), file).toEqual([]);
    }
  });
});
