import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * The words a TypeScript source prints, for the tests that read the site against itself
 * (lib/content/single-source.test.ts, tests/unit/published-copy.test.ts): its string and template
 * literals and JSX text, without comments or code.
 */

export const root = join(import.meta.dirname, '..');

export const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Source files under `dir` (relative to the repository) whose names match, tests left out. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).replaceAll('\\', '/'));
}

export function parseSource(file: string, text = read(file)): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

/**
 * The text of every string and template literal and JSX text in a source, one entry per literal,
 * with a template's `${expression}` kept as written so a sentence stays whole. Import and export
 * paths are not copy and are skipped.
 */
export function literalTexts(source: ts.SourceFile): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isJsxText(node)
    ) {
      texts.push(node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      texts.push(
        node.head.text +
          node.templateSpans
            .map((span) => `\${${span.expression.getText(source)}}${span.literal.text}`)
            .join(''),
      );
      for (const span of node.templateSpans) visit(span.expression);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}
