import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { brand } from '../site/brand';
import { plansById, pricingPlans, setupTerms } from '../site/pricing';

/**
 * Every price, plan name, plan feature, setup term, brand and agent name is typed once: the brand
 * and the agent's name in lib/site/brand.ts, the plans and setup terms in lib/site/pricing.ts.
 * Markdown under content/ names them with `{{tokens}}`; lib/site modules read them in template
 * literals. This test reads the sources as written (Markdown as a whole file, lib/site as the text
 * of its string and template literals, comments left out) and names each place that types one.
 */

const root = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file).replaceAll('\\', '/'));
}

/**
 * The text of every string and template literal in a TypeScript source, one entry per literal,
 * with a template's `${expression}` kept as written so a sentence stays whole. Import and export
 * paths are not copy and are skipped.
 */
function literalTexts(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, kind);
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

type Source = { file: string; texts: string[] };

const markdown: Source[] = filesUnder('content', /\.md$/).map((file) => ({
  file,
  texts: [read(file)],
}));
const modules: Source[] = [
  ...filesUnder('lib/site', /\.ts$/),
  // The page files and sections that print the copy: their own words follow the same rule.
  ...filesUnder('app/(marketing)', /\.tsx?$/),
  ...filesUnder('components/marketing', /\.tsx?$/),
  ...filesUnder('components/content', /\.tsx?$/),
  ...filesUnder('components/layout', /\.tsx?$/),
].map((file) => ({
  file,
  texts: literalTexts(file),
}));
const sources = [...markdown, ...modules];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentences = (text: string) => text.split(/(?<=[.!?:|])\s+|\n+/);

const brandSource = ['lib/site/brand.ts'];
const pricingSource = ['lib/site/pricing.ts'];

/** '$500' or '$1,000' (also '$1000'), not the start of a range such as '$500-2k' or '$500 to $2,000'. */
const planAmounts = pricingPlans.map(
  ({ monthlyPrice }) =>
    `\\$${escapeRegExp(monthlyPrice.toLocaleString('en-US')).replace(',', ',?')}(?!,?\\d|\\.\\d|\\s*(-|–|to \\$))`,
);
const planNames = pricingPlans.map(({ name }) => `\\b${escapeRegExp(name)}\\b`);
/** A sentence that is about a plan: it names one, its price, or reads either from its source. */
const aboutAPlan = new RegExp(
  [
    ...planAmounts,
    ...planNames,
    '\\{\\{\\s*(plan|price)\\.',
    '\\$\\{[^}]*\\b(terms|plansById|pricingPlans)\\b',
  ].join('|'),
);
/** The plans' features, less the one that names another plan ("Everything in Starter"). */
const featureNames = [
  ...new Set(pricingPlans.flatMap(({ features }) => features.map((f) => f.toLowerCase()))),
].filter((feature) => !pricingPlans.some(({ name }) => feature.includes(name.toLowerCase())));

/** What each rule looks for in a sentence, and the one file allowed to type it. */
const rules = {
  names: {
    allowed: brandSource,
    find: (sentence: string) =>
      new RegExp(`${escapeRegExp(brand.name)}|\\b${escapeRegExp(brand.agentName)}\\b`).test(
        sentence,
      ),
  },
  prices: {
    allowed: pricingSource,
    find: (sentence: string) => new RegExp([...planAmounts, ...planNames].join('|')).test(sentence),
  },
  features: {
    allowed: pricingSource,
    find: (sentence: string) =>
      aboutAPlan.test(sentence) &&
      new RegExp(featureNames.map(escapeRegExp).join('|').replaceAll(' ', '[ -]'), 'i').test(
        sentence,
      ),
  },
  setup: {
    allowed: pricingSource,
    find: (sentence: string) =>
      new RegExp(
        `${escapeRegExp(setupTerms.setupBusinessHours)} business hours|\\babout ${setupTerms.liveInDays} days\\b|\\blive\\b[^.]{0,30}\\bin ${setupTerms.liveInDays} days\\b`,
      ).test(sentence),
  },
} as const;

/** Each sentence of `within` (outside the rule's own source) the rule finds, as "file: sentence". */
function typed(rule: keyof typeof rules, within: readonly Source[] = sources): string[] {
  const { allowed, find } = rules[rule];
  return within
    .filter(({ file }) => !allowed.includes(file))
    .flatMap(({ file, texts }) =>
      texts
        .flatMap(sentences)
        .filter(find)
        .map((sentence) => `${file}: ${sentence.trim().slice(0, 140)}`),
    );
}

describe('one source for every price and name', () => {
  it('reads a non-trivial body of content and modules', () => {
    expect(markdown.length).toBeGreaterThan(60);
    expect(modules.length).toBeGreaterThan(15);
    expect(modules.flatMap(({ texts }) => texts).length).toBeGreaterThan(500);
    expect(featureNames.length).toBeGreaterThan(4);
  });

  it('would catch each kind of typed value (so an empty result below means something)', () => {
    const planted = (text: string): Source[] => [
      { file: 'content/blog/planted.md', texts: [read('content/blog/speed-to-lead.md'), text] },
    ];
    const sentence = `${brand.agentName} on the ${plansById.starter.name} plan is $${plansById.starter.monthlyPrice} a month with ${plansById.starter.features[2]?.toLowerCase()}. Setup takes ${setupTerms.setupBusinessHours} business hours, and you are live in about ${setupTerms.liveInDays} days.`;
    for (const rule of Object.keys(rules) as (keyof typeof rules)[]) {
      expect(typed(rule, planted(sentence)), rule).toHaveLength(1);
    }
    expect(typed('names', planted(`Ask ${brand.name} today.`))).toHaveLength(1);
    expect(typed('prices', planted('Professional is $1,000+ a month.'))).toHaveLength(1);
    // A benchmark range that starts at the same amount is not a plan price.
    expect(typed('prices', planted('AI runs $500-2k a month, or $500 to $2,000.'))).toEqual([]);
    // The sources themselves are read: lib/site/brand.ts types the names, pricing.ts the plans.
    expect(
      typed(
        'names',
        modules.filter(({ file }) => brandSource.includes(file)),
      ),
    ).toEqual([]);
    expect(
      modules.find(({ file }) => file === pricingSource[0])?.texts.some(rules.prices.find),
    ).toBe(true);
  });

  it(`never types the brand (${brand.name}) or the agent's name (${brand.agentName}) outside lib/site/brand.ts`, () => {
    expect(typed('names')).toEqual([]);
  });

  it('never types a plan price or a plan name outside lib/site/pricing.ts', () => {
    expect(typed('prices')).toEqual([]);
  });

  it('never types a plan feature into a sentence about a plan', () => {
    expect(typed('features')).toEqual([]);
  });

  it('never types the setup terms outside lib/site/pricing.ts', () => {
    expect(typed('setup')).toEqual([]);
  });
});
