import { type IndustryContent, industrySchema } from '../content/schema';
import { hvac } from './hvac';
import { plumbers } from './plumbers';
import { poolBuilders } from './pool-builders';

export type { IndustryContent } from '../content/schema';

/**
 * Every trade with its own page at /industries/<slug>, in the order menus and cards list them.
 * Adding a trade is one module here: the route, menus, sitemap and llms files read this list.
 * Each module is parsed on load, so a malformed one fails the build.
 */
export const industryList: IndustryContent[] = [poolBuilders, hvac, plumbers].map((industry) =>
  industrySchema.parse(industry),
);

export function findIndustry(slug: string): IndustryContent | undefined {
  return industryList.find((industry) => industry.slug === slug);
}
