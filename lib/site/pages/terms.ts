import { formatNumber, formatWholeUsd } from '../../en-us-number';
import { formatPlanPrice, type PlanFeature, planFeatures, plansById, setupTerms } from '../pricing';

/** A feature as it reads inside a sentence: 'voice and text AI', 'calendar integration'. */
const inSentence = (feature: string) => feature.charAt(0).toLowerCase() + feature.slice(1);

/**
 * The plan names, prices, features and setup times as the copy prints them, read from
 * lib/site/pricing so a change reaches every sentence that names them. Markdown reads the same values through `{{tokens}}` (lib/content/tokens.ts).
 */
export const terms = {
  /** 'Starter'. */
  starter: plansById.starter.name,
  /** 'Professional'. */
  professional: plansById.professional.name,
  /** '$500': Starter's monthly price. */
  starterPrice: formatPlanPrice(plansById.starter),
  /** '$1,000+': Professional's starting price, with its plus. */
  professionalPrice: formatPlanPrice(plansById.professional),
  /** '$1,000': the floor of Professional's monthly price, for "from $1,000/month". */
  professionalFrom: formatWholeUsd(plansById.professional.monthlyPrice),
  /** 'Voice and text AI, unlimited conversations, ...': Starter's features as one list. */
  starterFeatures: plansById.starter.features
    .map((feature, index) => (index === 0 ? feature : inSentence(feature)))
    .join(', '),
  /** '5-7' business hours of our time. */
  setupHours: setupTerms.setupBusinessHours,
  /** About 7 days until live. */
  liveInDays: setupTerms.liveInDays,
  /** Each plan feature as it reads mid-sentence: `feature.calendarIntegration` is 'calendar integration'. */
  feature: Object.fromEntries(
    Object.entries(planFeatures).map(([key, feature]) => [key, inSentence(feature)]),
  ) as Readonly<Record<PlanFeature, string>>,
} as const;

/**
 * ROI of one month of Starter against `revenue`, to at most one decimal ('5.4' for a $3,200 job,
 * '29' for a $15,000 one): the result of a worked example, so it follows the price the example
 * subtracts.
 */
export function roiOnStarter(revenue: number): string {
  const price = plansById.starter.monthlyPrice;
  return formatNumber((revenue - price) / price, 1);
}

const countNames = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/**
 * How many months of Starter `revenue` pays for, in words: 'more than six months' for a $3,200
 * job, 'two months' when it comes out even. Worked out from the price, like `roiOnStarter`.
 */
export function monthsOfStarter(revenue: number): string {
  const months = revenue / plansById.starter.monthlyPrice;
  const whole = Math.floor(months);
  const count = `${countNames[whole] ?? formatNumber(whole)} ${whole === 1 ? 'month' : 'months'}`;
  return months === whole ? count : `more than ${count}`;
}

/** A term at the start of a sentence: 'ad management' → 'Ad management'. */
export function capitalized(term: string): string {
  return term.charAt(0).toUpperCase() + term.slice(1);
}
