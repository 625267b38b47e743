import { siteConfig } from './config';
import { terms } from './pages/terms';
import { plansById } from './pricing';

/**
 * The site's one case study: a pool builder's ad campaign with Jackie answering every lead. Every
 * page, post and glossary term prints these figures from here (markdown through `{{caseStudy.*}}`
 * tokens), so the ROI, the ROAS and the amounts they come from cannot drift apart.
 */

/** ROI = (revenue - cost) / cost: what came back beyond the money put in, per dollar put in. */
export function returnOnInvestment(revenue: number, cost: number): number {
  return (revenue - cost) / cost;
}

/** ROAS = revenue / ad spend: what came back per ad dollar; ROI + 1 when ad spend is the only cost. */
export function returnOnAdSpend(revenue: number, adSpend: number): number {
  return revenue / adSpend;
}

/** The campaign's measured inputs, in US dollars. */
export const poolCampaign = {
  /** Everything paid for the ads, to the cent. */
  adSpend: 3643.55,
  /**
   * Signed work from campaign leads. Published only as "$60K+"; this is the amount the published
   * 16.46x ROI implies (3,643.55 × 17.46), kept so ROI and ROAS are computed, not typed.
   */
  closedRevenue: 63_616,
  /** Published as "130+": at least this many leads. */
  leads: 130,
  /** Share of people who saw an ad and clicked it. */
  clickRate: 0.0607,
  /** Projects quoted or in discussion, not signed: never part of ROI or ROAS. */
  pipeline: 1_820_000,
} as const;

const usd = (value: number, fractionDigits = 0) =>
  value.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const multiple = (ratio: number) => `${ratio.toFixed(2)}x`;

const { adSpend, closedRevenue, leads, clickRate, pipeline } = poolCampaign;
const professionalMonth = plansById.professional.monthlyPrice;

/** The figures as the site prints them. */
export const caseStudy = {
  /** ROI on ad spend: (closed revenue - ad spend) / ad spend. */
  roi: multiple(returnOnInvestment(closedRevenue, adSpend)),
  /** ROAS: closed revenue / ad spend. */
  roas: multiple(returnOnAdSpend(closedRevenue, adSpend)),
  adSpend: usd(adSpend, 2),
  costPerLead: usd(Math.round(adSpend / leads)),
  clickRate: `${(clickRate * 100).toFixed(2)}%`,
  leads: `${leads}+`,
  /** Closed revenue as published: rounded down to the $10K, with a "+". */
  closed: `$${Math.floor(closedRevenue / 10_000) * 10}K+`,
  /** The closed revenue the ROI implies, rounded to $100, for worked examples. */
  closedRevenue: usd(Math.round(closedRevenue / 100) * 100),
  pipeline: `$${(pipeline / 1_000_000).toFixed(2)}M`,
  /** Cost and ROI if one month of the Professional plan (its starting price) is counted too. */
  costWithProfessionalMonth: usd(adSpend + professionalMonth, 2),
  roiWithProfessionalMonth: multiple(
    returnOnInvestment(closedRevenue, adSpend + professionalMonth),
  ),
  professionalMonth: usd(professionalMonth),
} as const;

export type CaseStudyFigure = keyof typeof caseStudy;

/** What each printed figure counts, in the words of a short stats list. */
const statLabels = {
  roi: 'ROI on ad spend',
  roas: 'return on ad spend (ROAS)',
  adSpend: 'ad spend',
  costPerLead: 'cost per lead',
  clickRate: 'click rate',
  leads: 'leads',
  closed: 'closed',
  closedRevenue: 'closed revenue',
  pipeline: 'pipeline',
  costWithProfessionalMonth: `cost with one month of ${terms.professional}`,
  roiWithProfessionalMonth: `ROI with one month of ${terms.professional}`,
  professionalMonth: `${terms.professional} plan, per month`,
} as const satisfies Record<CaseStudyFigure, string>;

/** A value-and-label list of the chosen figures, in the order given, for a stats block. */
export function caseStudyStats(figures: readonly CaseStudyFigure[]) {
  return figures.map((figure) => ({ value: caseStudy[figure], label: statLabels[figure] }));
}

export type CampaignFigure = {
  value: string;
  label: string;
  detail: string;
  /** Shown larger; the headline result. */
  featured?: boolean;
};

/** The campaign's figures with what each one measures, for the case study page and the llms files. */
export const campaignFigures: CampaignFigure[] = [
  {
    value: caseStudy.roi,
    label: 'ROI',
    detail: 'Closed revenue minus the ad spend, divided by the ad spend.',
    featured: true,
  },
  {
    value: caseStudy.adSpend,
    label: 'Ad spend',
    detail: 'Everything paid for ads in the campaign, to the cent.',
  },
  {
    value: caseStudy.costPerLead,
    label: 'Cost per lead',
    detail: 'Ad spend divided by the leads it produced.',
  },
  {
    value: caseStudy.clickRate,
    label: 'Click rate',
    detail: 'Share of people who saw an ad and clicked through to the landing page.',
  },
  {
    value: caseStudy.leads,
    label: 'Leads',
    detail: `Homeowners who called, texted or filled in the form. ${siteConfig.agentName} answered every one.`,
  },
  {
    value: caseStudy.closed,
    label: 'Closed',
    detail: 'Signed work from campaign leads.',
  },
  {
    value: caseStudy.pipeline,
    label: 'Pipeline',
    detail: 'Projects quoted or in discussion that have not closed yet.',
  },
];
