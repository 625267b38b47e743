import { caseStudy } from '../site/case-study';
import { siteConfig } from '../site/config';
import { roiOnStarter, terms } from '../site/pages/terms';

const workedExampleRevenues = [3200, 2880] as const;

/**
 * Values that content files name as `{{token}}` instead of typing them: the brand and the agent's
 * name from the site config, the plans and setup terms from lib/site/pricing (through the page
 * terms) and the case study's figures. The content build replaces them in frontmatter and body and
 * stops on a token it does not know, so a renamed brand, a new price or a corrected figure reaches
 * every page.
 */
export const contentTokens: Readonly<Record<string, string>> = {
  brand: siteConfig.name,
  agent: siteConfig.agentName,
  'plan.starter': terms.starter,
  'plan.professional': terms.professional,
  'price.starter': terms.starterPrice,
  'price.professional': terms.professionalPrice,
  'price.professionalFrom': terms.professionalFrom,
  'price.starterAmount': terms.starterAmount,
  'plan.starter.features': terms.starterFeatures,
  'setup.hours': terms.setupHours,
  'setup.liveInDays': String(terms.liveInDays),
  // Worked examples in the posts: one month of Starter against a $3,200 EV charger job, and
  // against $2,880 of recovered installs.
  ...Object.fromEntries(
    workedExampleRevenues.map((revenue) => [`roiOnStarter.${revenue}`, roiOnStarter(revenue)]),
  ),
  ...Object.fromEntries(
    Object.entries(terms.feature).map(([key, value]) => [`feature.${key}`, value]),
  ),
  ...Object.fromEntries(
    Object.entries(caseStudy).map(([key, value]) => [`caseStudy.${key}`, value]),
  ),
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
