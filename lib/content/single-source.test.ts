import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { filesUnder, literalTexts, parseSource, read } from '@/tests/source-texts';
import { brand } from '../site/brand';
import { plansById, pricingPlans, setupTerms } from '../site/pricing';
import { contentTokens } from './tokens';

/**
 * Every price, plan name, plan feature, setup term, money amount, brand and agent name is typed
 * once: the brand and the agent's name in lib/site/brand.ts, the plans and setup terms in
 * lib/site/pricing.ts, the case study's figures in lib/site/case-study.ts and every other amount
 * the copy quotes in lib/site/benchmarks.ts, all as numbers that code formats. Markdown under
 * content/ names them with `{{tokens}}`; modules read them in template literals.
 *
 * Two nets. This test reads the sources as written (Markdown as a whole file, TypeScript as the
 * text of its string and template literals and JSX text, comments left out, plus the numbers it
 * hands to a money formatter) and names each place that types a value. The second,
 * tests/unit/rendered-amounts.test.ts, renders every public page, the llms files and the feed,
 * finds every money amount in their text and allows only the amounts the tokens produce.
 */

type Source = { file: string; texts: string[]; code?: ts.SourceFile };

const moduleSource = (file: string, text = read(file)): Source => {
  const code = parseSource(file, text);
  return { file, texts: literalTexts(code), code };
};

const markdown: Source[] = filesUnder('content', /\.md$/).map((file) => ({
  file,
  texts: [read(file)],
}));
const modules: Source[] = [
  ...filesUnder('lib/site', /\.ts$/),
  // Everything that prints words: the pages and their sections, the llms files, JSON-LD and
  // metadata, mail, the weekly digest and the contact flow.
  ...filesUnder('app', /\.tsx?$/),
  ...filesUnder('components', /\.tsx?$/),
  ...filesUnder('lib/llms', /\.tsx?$/),
  ...filesUnder('lib/seo', /\.tsx?$/),
  ...filesUnder('lib/mail', /\.tsx?$/),
  ...filesUnder('lib/digest', /\.tsx?$/),
  ...filesUnder('lib/leads', /\.tsx?$/),
].map((file) => moduleSource(file));
const sources = [...markdown, ...modules];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sentences = (text: string) => text.split(/(?<=[.!?:|])\s+|\n+/);

const brandSource = 'lib/site/brand.ts';
const pricingSource = 'lib/site/pricing.ts';
/** The modules that hold amounts as numbers and format them: the only ones that may hand a number to a money formatter. */
const amountSources = [
  pricingSource,
  'lib/site/case-study.ts',
  'lib/site/benchmarks.ts',
  'lib/site/roi.ts',
  'lib/site/pages/terms.ts',
];

const planNames = pricingPlans.map(({ name }) => escapeRegExp(name));
const planPrices = pricingPlans.map(({ monthlyPrice }) => monthlyPrice);
/** More than one: 'one month of Starter' is an input; 'six months of Starter' is worked out from its price. */
const countWords =
  '[2-9]|\\d{2,}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|many|a few|a couple of';
/** A reference to a plan or its price the way copy writes one: a token, a template expression or the name. */
const planReference = `\\{\\{\\s*(?:plan|price)\\.|\\$\\{[^}]*\\b(?:terms|plansById|pricingPlans)\\b|\\b(?:${planNames.join('|')})\\b`;

/** A number as copy writes one: '500', '3,200', '500.00'. */
const amount = String.raw`\d+(?:,\d{3})*(?:\.\d+)?`;
/** Any way of writing a money amount in words and digits. */
const moneyPattern = new RegExp(
  [
    // $500, $ 500, $500.00, $500-a-month, $1K, $3k-8k
    String.raw`\$\s*\d`,
    // $${500} in a template literal
    String.raw`\$\$\{\s*\d`,
    String.raw`\bUSD\s*\d`,
    // 500 dollars, 500 bucks, 500 USD
    String.raw`\b${amount}\s*(?:dollars?|bucks|usd)\b`,
    // 500/mo, 500 a month, 500 per month, 500 monthly
    String.raw`\b${amount}\s*(?:\/\s*(?:mo|mth|month|yr|year)\b|(?:a|per|each)\s+(?:month|year)\b|monthly\b)`,
  ].join('|'),
  'i',
);
/**
 * The prices and benchmark amounts as bare numbers: a formula that types one, '(15,000 - 500) /
 * 500', types the amount. (A worked example's own inputs, such as 10,000 impressions, are counts.)
 */
const knownAmounts = new Set(
  [
    ...planPrices,
    ...Object.entries(contentTokens)
      .filter(([name]) => /^(price|figure|monthly|caseStudy)\./.test(name))
      .map(([, value]) => value)
      .flatMap((value) =>
        [...value.matchAll(/\$(\d+(?:,\d{3})*)(?:-(\d+(?:,\d{3})*))?/g)].flatMap((match) =>
          match
            .slice(1)
            .filter(Boolean)
            .map((digits) => Number(digits.replaceAll(',', ''))),
        ),
      ),
  ].filter((value) => value >= 100),
);
/** A bare number inside worked arithmetic: after an opening parenthesis or a spaced operator. */
const arithmeticNumbers = new RegExp(
  String.raw`(?:\(\s*|\s[-−–×*/÷=]\s+\(?\s*)(${amount})(?![\d,]|\s*%|x\b)`,
  'g',
);
/** A count worked out from a plan's price but typed: 'covers six months of Starter'. */
const countOfPlan = new RegExp(
  `\\b(?:${countWords})\\s+months?\\s+of\\s+(?:the\\s+)?(?:${planReference})`,
  'i',
);
/** A multiple worked out from a price but typed: '= 29x' in a sentence that names a price. */
const typedMultiple = /=\s*(?:about\s+)?\*{0,2}\d+(?:\.\d+)?x\b/;

/** Sentences that type a money amount in any form. */
function typesMoney(sentence: string): boolean {
  if (moneyPattern.test(sentence) || countOfPlan.test(sentence)) return true;
  if (new RegExp(planReference).test(sentence) && typedMultiple.test(sentence)) return true;
  // Code inside a template (`${ms / 1000}`) is not copy.
  const copy = sentence.replace(/\$\{[^}]*\}/g, '{}');
  return [...copy.matchAll(arithmeticNumbers)].some((match) =>
    knownAmounts.has(Number(match[1]?.replaceAll(',', ''))),
  );
}

/** Names of functions that turn a number into money text. */
const moneyFormatter = /usd|dollar|price|money|currency/i;

/** Numbers written into code that formats money: `formatWholeUsd(500)`, `(500).toLocaleString('en-US', { style: 'currency' })`. */
function moneyNumbersInCode(source: ts.SourceFile): string[] {
  const found: string[] = [];
  // A number in the value handed over, not an index that picks it ('plans[0]').
  const hasNumber = (node: ts.Node): boolean =>
    (ts.isNumericLiteral(node) &&
      !(ts.isElementAccessExpression(node.parent) && node.parent.argumentExpression === node)) ||
    ts.forEachChild(node, hasNumber) === true;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isIdentifier(callee)
          ? callee.text
          : '';
      const currency = node.arguments.some((arg) =>
        /style:\s*['"]currency['"]/.test(arg.getText()),
      );
      const receiver = ts.isPropertyAccessExpression(callee) ? [callee.expression] : [];
      const inputs = currency ? [...receiver, ...node.arguments] : [...node.arguments];
      if ((moneyFormatter.test(name) || currency) && inputs.some(hasNumber)) {
        found.push(node.getText(source));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The plans' features, less the one that names another plan ("Everything in Starter"). */
const featureNames = [
  ...new Set(pricingPlans.flatMap(({ features }) => features.map((f) => f.toLowerCase()))),
].filter((feature) => !pricingPlans.some(({ name }) => feature.includes(name.toLowerCase())));

const plainPlanName = new RegExp(`\\b(?:${planNames.join('|')})\\b`);
/** A plan named in lower case: 'the starter plan', 'everything in professional'. */
const lowerCasePlanName = new RegExp(
  `\\b(?:${planNames.join('|')})\\s+(?:plan|plans|tier|package|subscription|price|pricing)\\b|\\b(?:plan|tier|package|subscription|everything in|upgrade to|downgrade to|switch to)\\s+(?:the\\s+)?(?:${planNames.join('|')})\\b`,
  'i',
);

const setupHours = setupTerms.setupBusinessHours.split('-');
const liveInDays = String(setupTerms.liveInDays);

/** What each rule looks for in a sentence, and the one file allowed to type it. */
const rules = {
  names: {
    allowed: [brandSource],
    find: (sentence: string) =>
      new RegExp(`${escapeRegExp(brand.name)}|\\b${escapeRegExp(brand.agentName)}\\b`).test(
        sentence,
      ),
  },
  plans: {
    allowed: [pricingSource],
    find: (sentence: string) => plainPlanName.test(sentence) || lowerCasePlanName.test(sentence),
  },
  money: { allowed: [], find: typesMoney },
  features: {
    allowed: [pricingSource],
    find: (sentence: string) =>
      new RegExp(planReference, 'i').test(sentence) &&
      new RegExp(featureNames.map(escapeRegExp).join('|').replaceAll(' ', '[ -]'), 'i').test(
        sentence,
      ),
  },
  setup: {
    allowed: [pricingSource],
    find: (sentence: string) =>
      new RegExp(
        [
          // 5-7 business hours, 5 to 7 business hours, five to seven hours of setup
          `\\b(?:${setupHours[0]}|five)\\s*(?:-|–|—|to)\\s*(?:${setupHours[1]}|seven)\\s+(?:business\\s+)?hours\\b`,
          // about 7 days, about seven days, about a week, within a week (the install)
          `\\babout\\s+(?:${liveInDays}|seven)\\s+days\\b`,
          '\\b(?:live|install|installed|tuned|set ?up)\\b[^.]{0,60}\\b(?:about|roughly|around|within|in|under)\\s+(?:a|one|1)\\s+week\\b',
          `\\blive\\b[^.]{0,30}\\bin\\s+(?:${liveInDays}|seven)\\s+days\\b`,
        ].join('|'),
        'i',
      ).test(sentence),
  },
} as const;

type Rule = keyof typeof rules;

/** Each sentence of `within` (outside the rule's own source) the rule finds, as "file: sentence". */
function typed(rule: Rule, within: readonly Source[] = sources): string[] {
  const { allowed, find } = rules[rule];
  const inText = within
    .filter(({ file }) => !(allowed as readonly string[]).includes(file))
    .flatMap(({ file, texts }) =>
      texts
        .flatMap(sentences)
        .filter(find)
        .map((sentence) => `${file}: ${sentence.trim().slice(0, 140)}`),
    );
  if (rule !== 'money') return inText;
  const inCode = within
    .filter(({ file, code }) => code && !amountSources.includes(file))
    .flatMap(({ file, code }) =>
      moneyNumbersInCode(code as ts.SourceFile).map((call) => `${file}: ${call}`),
    );
  return [...inText, ...inCode];
}

/** The same page with `text` planted in it: a Markdown post, or a module (`text` as its code). */
const plantedPost = (text: string): Source[] => [
  { file: 'content/blog/planted.md', texts: [read('content/blog/speed-to-lead.md'), text] },
];
const plantedModule = (code: string): Source[] => [
  moduleSource(
    'lib/site/pages/planted.ts',
    `${read('lib/site/pages/contact.ts')}\nexport const planted = ${code};\n`,
  ),
];

/** Each way of typing a value the issue found past the old test, and the rule that must catch it. */
const evasions: [Rule, string][] = [
  ['money', 'Starter is $ 500 a month.'],
  ['money', 'It costs 500 dollars a month.'],
  ['money', 'Plans start at 500/mo.'],
  ['money', 'One month is $500.00.'],
  ['money', 'A $500-a-month plan.'],
  ['money', 'Ads plus AI from $1K.'],
  ['money', 'Our cheapest plan is $450/mo.'],
  ['money', 'Cheaper than $450 a month.'],
  ['money', 'The same month would show (15,000 - 500) / 500 = 29x.'],
  ['money', 'One EV charger job covers more than six months of the {{plan.starter}} plan.'],
  ['money', 'One job at {{figure.evChargerJob}} against {{price.starter}} = 5.4x.'],
  ['plans', 'Pick the starter plan.'],
  ['plans', 'Everything in professional, and more.'],
  ['setup', 'Setup takes 5 to 7 business hours.'],
  ['setup', 'Setup takes five to seven hours.'],
  ['setup', 'You are live in about a week.'],
  ['setup', 'A full install takes about seven days.'],
];

describe('one source for every price, amount and name', () => {
  it('reads a non-trivial body of content and modules, the directories that print words included', () => {
    expect(markdown.length).toBeGreaterThan(60);
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.flatMap(({ texts }) => texts).length).toBeGreaterThan(2000);
    expect(featureNames.length).toBeGreaterThan(4);
    for (const dir of ['lib/llms/', 'lib/seo/', 'lib/mail/', 'lib/digest/', 'lib/leads/']) {
      expect(
        modules.some(({ file }) => file.startsWith(dir)),
        dir,
      ).toBe(true);
    }
    for (const file of ['app/layout.tsx', 'app/global-not-found.tsx', 'app/opengraph-image.tsx']) {
      expect(
        modules.some((source) => source.file === file),
        file,
      ).toBe(true);
    }
  });

  it.each(evasions)('catches %s typed as "%s" in a Markdown page', (rule, text) => {
    expect(typed(rule, plantedPost('Nothing typed here.'))).toEqual([]);
    expect(typed(rule, plantedPost(text))).toHaveLength(1);
  });

  it.each([
    ['a price handed to a formatter', 'formatWholeUsd(500)'],
    ['a price handed to a local formatter', 'usd(450)'],
    [
      'a currency format of a typed number',
      "(1000).toLocaleString('en-US', { style: 'currency', currency: 'USD' })",
    ],
    ['a dollar sign before a typed number', '`$${500}/month`'],
    ['a typed amount in copy', "'Starter runs $450/mo'"],
  ])('catches %s in a module: %s', (_, code) => {
    expect(typed('money', plantedModule('null'))).toEqual([]);
    expect(typed('money', plantedModule(code)).length).toBeGreaterThan(0);
  });

  it('catches the brand, a plan, a feature and the setup terms typed in one sentence', () => {
    const sentence = `${brand.agentName} on the ${plansById.starter.name} plan comes with ${plansById.starter.features[2]?.toLowerCase()}. Setup takes ${setupTerms.setupBusinessHours} business hours, and you are live in about ${setupTerms.liveInDays} days.`;
    for (const rule of ['names', 'plans', 'features', 'setup'] as const) {
      expect(typed(rule, plantedPost(sentence)), rule).toHaveLength(1);
    }
    expect(typed('names', plantedPost(`Ask ${brand.name} today.`))).toHaveLength(1);
    // Ranges, percentages and counts are not money.
    expect(
      typed(
        'money',
        plantedPost('Leads cold 30-180 days convert at 5-15%; CTR = clicks / impressions × 100.'),
      ),
    ).toEqual([]);
  });

  it('reads its own sources: lib/site/brand.ts types the names, lib/site/pricing.ts the plans', () => {
    expect(
      typed(
        'names',
        modules.filter(({ file }) => file === brandSource),
      ),
    ).toEqual([]);
    const pricing = modules.find(({ file }) => file === pricingSource);
    expect(pricing?.texts.some(rules.plans.find)).toBe(true);
  });

  it(`never types the brand (${brand.name}) or the agent's name (${brand.agentName}) outside lib/site/brand.ts`, () => {
    expect(typed('names')).toEqual([]);
  });

  it('never types a plan name outside lib/site/pricing.ts, in any case', () => {
    expect(typed('plans')).toEqual([]);
  });

  it('types each plan name once in lib/site/pricing.ts, as the name of its plan', () => {
    const pricing = modules.find(({ file }) => file === pricingSource)?.code as ts.SourceFile;
    const namings: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
        plainPlanName.test(node.text)
      ) {
        const parent = node.parent;
        const isName = ts.isPropertyAssignment(parent) && parent.name.getText(pricing) === 'name';
        namings.push(isName ? `name: ${node.text}` : node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(pricing);
    expect(namings).toEqual(pricingPlans.map(({ name }) => `name: ${name}`));
  });

  it('never types a money amount, in any form, outside the modules that format them', () => {
    expect(typed('money')).toEqual([]);
  });

  it('never types a plan feature into a sentence about a plan', () => {
    expect(typed('features')).toEqual([]);
  });

  it('never types the setup terms outside lib/site/pricing.ts', () => {
    expect(typed('setup')).toEqual([]);
  });
});
