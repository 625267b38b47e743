import { formatPlanPrice, plansById, setupTerms } from '../pricing';

/**
 * The plan prices and setup times as the page copy prints them, read from lib/site/pricing so a
 * price change reaches every sentence that names it.
 */
export const terms = {
  /** '$500': Starter's monthly price. */
  starterPrice: formatPlanPrice(plansById.starter),
  /** '$1,000': the floor of Professional's monthly price, for "from $1,000/month". */
  professionalFrom: `$${plansById.professional.monthlyPrice.toLocaleString('en-US')}`,
  /** '5-7' business hours of our time. */
  setupHours: setupTerms.setupBusinessHours,
  /** About 7 days until live. */
  liveInDays: setupTerms.liveInDays,
} as const;
