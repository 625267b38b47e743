import { formatWholeUsd } from '../en-us-number';
import { brand } from './brand';
/**
 * The two plans, as the spec lists them. Pricing cards, the ROI calculator, FAQs and the
 * OfferCatalog JSON-LD all read them from here; there is no third plan and no other price.
 */

export const planIds = ['starter', 'professional'] as const;
export type PlanId = (typeof planIds)[number];

export type PricingPlan = {
  id: PlanId;
  name: string;
  /** Monthly price in US dollars; the starting price when `minimum` is true. */
  monthlyPrice: number;
  /** Professional is "$1,000+": the price is a floor, quoted per business. */
  minimum: boolean;
  /** One sentence under the price: who the plan is for. */
  summary: string;
  features: readonly string[];
  /** Short badge on the card, when there is one. */
  badge?: string;
  /** Analytics label of the card's booking button. */
  placement: string;
};

/** Every plan feature, keyed so copy can name one (`terms.feature.calendarIntegration`). */
export const planFeatures = {
  voiceAndTextAi: 'Voice and text AI',
  unlimitedConversations: 'Unlimited conversations',
  calendarIntegration: 'Calendar integration',
  emailSupport: 'Email support',
  cancelAnytime: 'Cancel anytime',
  adManagement: 'Ad management',
} as const;

export type PlanFeature = keyof typeof planFeatures;

const starter: PricingPlan = {
  id: 'starter',
  name: 'Starter',
  monthlyPrice: 500,
  minimum: false,
  summary: `${brand.agentName} answers every call and text, day and night, qualifies the lead and books it into your calendar.`,
  features: [
    planFeatures.voiceAndTextAi,
    planFeatures.unlimitedConversations,
    planFeatures.calendarIntegration,
    planFeatures.emailSupport,
    planFeatures.cancelAnytime,
  ],
  placement: 'pricing_starter',
};

/** Professional builds on Starter and names it from there, so a renamed plan reads right on both cards. */
const professional: PricingPlan = {
  id: 'professional',
  name: 'Professional',
  monthlyPrice: 1000,
  minimum: true,
  summary: `Everything ${brand.agentName} does on ${starter.name}, plus our team running your ads, so the same plan brings in the leads and answers them.`,
  features: [`Everything in ${starter.name}`, planFeatures.adManagement],
  badge: 'Most complete',
  placement: 'pricing_professional',
};

export const pricingPlans: readonly PricingPlan[] = [starter, professional];

export const plansById: Record<PlanId, PricingPlan> = { starter, professional };

/** Setup effort on our side, and the time until Jackie is live and tuned. */
export const setupTerms = {
  setupBusinessHours: '5-7',
  liveInDays: 7,
} as const;

/** '$500' or '$1,000+' (a starting price carries the plus). */
export function formatPlanPrice(plan: PricingPlan): string {
  return `${formatWholeUsd(plan.monthlyPrice)}${plan.minimum ? '+' : ''}`;
}
