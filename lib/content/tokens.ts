import {
  benchmarkAmounts,
  exampleAmounts,
  figures,
  monthlyCosts,
  workedExamples,
} from '../site/benchmarks';
import { caseStudy } from '../site/case-study';
import { siteConfig } from '../site/config';
import { monthsOfStarter, roiOnStarter, terms } from '../site/pages/terms';

/** The revenues a worked example sets one month of Starter against, by the name of the figure. */
const workedExampleRevenues = {
  evChargerJob: benchmarkAmounts.evChargerJob,
  poolRemodel: benchmarkAmounts.poolRemodel,
  electricianRevenue: exampleAmounts.electricianRevenue,
} as const;

/** `{ a: 'x' }` as `{ 'prefix.a': 'x' }`. */
const prefixed = (prefix: string, values: Readonly<Record<string, string>>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}.${key}`, value]));

/**
 * Values that content files name as `{{token}}` instead of typing them: the brand and the agent's
 * name from the site config, the plans and setup terms from lib/site/pricing (through the page
 * terms), the case study's figures and every other amount (lib/site/benchmarks). The content build
 * replaces them in frontmatter and body and stops on a token it does not know, so a renamed brand,
 * a new price or a corrected figure reaches every page.
 */
export const contentTokens: Readonly<Record<string, string>> = {
  brand: siteConfig.name,
  agent: siteConfig.agentName,
  'plan.starter': terms.starter,
  'plan.professional': terms.professional,
  'price.starter': terms.starterPrice,
  'price.professional': terms.professionalPrice,
  'price.professionalFrom': terms.professionalFrom,
  'plan.starter.features': terms.starterFeatures,
  'setup.hours': terms.setupHours,
  'setup.liveInDays': String(terms.liveInDays),
  // Worked examples: one month of Starter against an EV charger job, a pool remodel and the
  // installs an electrician's missed calls win back; and how many months of Starter a job pays for.
  ...Object.fromEntries(
    Object.entries(workedExampleRevenues).flatMap(([name, revenue]) => [
      [`roiOnStarter.${name}`, roiOnStarter(revenue)],
      [`starterMonths.${name}`, monthsOfStarter(revenue)],
    ]),
  ),
  ...prefixed('feature', terms.feature),
  ...prefixed('caseStudy', caseStudy),
  ...prefixed('figure', figures),
  ...prefixed('monthly', monthlyCosts),
  ...prefixed('example', workedExamples),
};

const tokenPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Replaces every `{{name}}` in `text`; throws, naming `source`, on an unknown or unclosed token. */
export function expandTokens(
  text: string,
  source: string,
  tokens: Readonly<Record<string, string>> = contentTokens,
): string {
  const expanded = text.replace(tokenPattern, (match, name: string) => {
    const value = tokens[name];
    if (value === undefined) {
      throw new Error(
        `${source}: unknown token ${match}; known tokens: ${Object.keys(tokens).join(', ')}`,
      );
    }
    return value;
  });
  if (/\{\{|\}\}/.test(expanded)) {
    throw new Error(`${source}: unclosed "{{" or stray "}}" (tokens are written {{name}})`);
  }
  return expanded;
}

/** `expandTokens` on every string inside frontmatter (nested in arrays and plain objects). */
export function expandTokensDeep<T>(value: T, source: string): T {
  if (typeof value === 'string') return expandTokens(value, source) as T;
  if (Array.isArray(value)) return value.map((item) => expandTokensDeep(item, source)) as T;
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, expandTokensDeep(item, source)]),
    ) as T;
  }
  return value;
}
