import { formatNumber, formatWholeUsd } from '../en-us-number';
import { RECOVERY_RATE } from './roi';

/**
 * Every money amount the copy quotes besides the plans (./pricing) and the case study
 * (./case-study): the specification's benchmarks, typed once here as numbers, and the worked
 * examples the glossary and the posts run on them, computed so that each result follows its
 * inputs. Modules read `figures`, `monthlyCosts` and `workedExamples` in template literals;
 * Markdown reads the same strings as `{{figure.*}}`, `{{monthly.*}}` and `{{example.*}}` tokens
 * (lib/content/tokens.ts). lib/content/single-source.test.ts fails on an amount typed anywhere else.
 */

type Range = { readonly min: number; readonly max: number };

/** The specification's amounts, in US dollars. */
export const benchmarkAmounts = {
  /** Average pool remodel: the site-wide reading (one article of the original gave $14,000). */
  poolRemodel: 15_000,
  evChargerJob: 3_200,
  /** Electrical jobs, from a dead outlet to a service upgrade. */
  electricalJobs: { min: 200, max: 15_000 },
  /** What a new lead costs, against what reactivating an old one costs. */
  newLead: { min: 50, max: 150 },
  reactivatedLead: { min: 2, max: 5 },
  /** A month of a staffed call center, of AI coverage, and of one example AI system. */
  callCenterMonthly: { min: 3_000, max: 8_000 },
  aiMonthly: { min: 500, max: 2_000 },
  exampleAiSystemMonthly: 800,
} as const satisfies Record<string, number | Range>;

/** Conversion rates from the specification that the worked examples multiply by. */
const installConversion = 0.45;
const poolSeasonConversion = 0.25;

/** '$3,000-8,000', '$2-5'. */
const usdRange = ({ min, max }: Range) => `${formatWholeUsd(min)}-${formatNumber(max)}`;
/** '3k' for whole thousands, '500' below. */
const short = (dollars: number) =>
  dollars >= 1_000 && dollars % 1_000 === 0 ? `${dollars / 1_000}k` : formatNumber(dollars);
/** '$3k-8k', '$500-2k': a range in a table cell or a figure. */
const usdRangeShort = ({ min, max }: Range) => `$${short(min)}-${short(max)}`;

const { poolRemodel, evChargerJob, electricalJobs, newLead, reactivatedLead } = benchmarkAmounts;

/** Job values and lead costs as the copy prints them. */
export const figures = {
  poolRemodel: formatWholeUsd(poolRemodel),
  evChargerJob: formatWholeUsd(evChargerJob),
  electricalJobMin: formatWholeUsd(electricalJobs.min),
  electricalJobMax: formatWholeUsd(electricalJobs.max),
  newLead: usdRange(newLead),
  reactivatedLead: usdRange(reactivatedLead),
} as const;

const { callCenterMonthly, aiMonthly, exampleAiSystemMonthly } = benchmarkAmounts;

/** Monthly costs as the copy prints them, before "a month". */
export const monthlyCosts = {
  callCenter: usdRange(callCenterMonthly),
  callCenterShort: usdRangeShort(callCenterMonthly),
  ai: usdRange(aiMonthly),
  aiShort: usdRangeShort(aiMonthly),
  /** The top of the AI range. */
  aiTop: formatWholeUsd(aiMonthly.max),
  exampleAiSystem: formatWholeUsd(exampleAiSystemMonthly),
} as const;

/**
 * The worked examples' inputs, each named where it is used as invented for the example, and
 * their results in dollars.
 */
const missedEvChargerInquiries = 5;
const missedPoolInquiries = 4;
const openRemodelQuotes = 10;
const costPerClick = 5;
const visitorsWhoBecomeLeads = { before: 0.1, after: 0.2 } as const;
const adSpend = 2_000;
const closedFromAds = 10_000;

export const exampleAmounts = {
  /** 5 EV charger inquiries × 40% recovered × 45% installation conversion × $3,200. */
  electricianRevenue: missedEvChargerInquiries * RECOVERY_RATE * installConversion * evChargerJob,
  /** 4 remodel inquiries × 40% recovered × 25% in-season conversion × $15,000. */
  poolRevenue: missedPoolInquiries * RECOVERY_RATE * poolSeasonConversion * poolRemodel,
  pipelineRaw: openRemodelQuotes * poolRemodel,
  pipelinePerLead: poolRemodel * poolSeasonConversion,
  pipelineWeighted: openRemodelQuotes * poolRemodel * poolSeasonConversion,
  costPerClick,
  costPerLeadBefore: costPerClick / visitorsWhoBecomeLeads.before,
  costPerLeadAfter: costPerClick / visitorsWhoBecomeLeads.after,
  adSpend,
  closedFromAds,
} as const;

/** A multiple with at most one decimal: '5x', '4.5x'. */
const multiple = (ratio: number) => `${formatNumber(ratio, 1)}x`;

/** The worked examples' amounts and results as the copy prints them. */
export const workedExamples = {
  ...(Object.fromEntries(
    Object.entries(exampleAmounts).map(([name, dollars]) => [name, formatWholeUsd(dollars)]),
  ) as Record<keyof typeof exampleAmounts, string>),
  /** ROAS of the ad example: closed revenue / ad spend. */
  roas: multiple(closedFromAds / adSpend),
  /** ROI on ad spend alone in the ad example: (closed revenue - ad spend) / ad spend. */
  roiOnAdSpend: multiple((closedFromAds - adSpend) / adSpend),
} as const;
