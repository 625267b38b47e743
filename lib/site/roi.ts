import { formatNumber, formatWholeUsd } from '../en-us-number';
import { type PlanId, planIds, plansById } from './pricing';

/**
 * The pricing page's ROI calculator: pure arithmetic plus the query-string format that lets a
 * result be shared as a link. Only missed calls won back are counted (no ad leads, no
 * reactivated leads), so the estimate is deliberately conservative.
 */

/** Share of missed-call leads that recovery wins back (docs/content.md, site-wide reading). */
export const RECOVERY_RATE = 0.4;
/** 52 weeks spread over 12 months. */
export const WEEKS_PER_MONTH = 52 / 12;
/** 365 days spread over 12 months. */
export const DAYS_PER_MONTH = 365 / 12;

export type RoiInputs = {
  missedCallsPerWeek: number;
  /** US dollars. */
  averageJobValue: number;
  /** Percent of recovered calls that turn into a paid job, 1-100. */
  closeRate: number;
  plan: PlanId;
};

export type RoiNumberField = Exclude<keyof RoiInputs, 'plan'>;

export const roiBounds: Record<RoiNumberField, { min: number; max: number; step: number }> = {
  missedCallsPerWeek: { min: 1, max: 500, step: 1 },
  averageJobValue: { min: 50, max: 100_000, step: 1 },
  closeRate: { min: 1, max: 100, step: 1 },
};

export const defaultRoiInputs: RoiInputs = {
  missedCallsPerWeek: 10,
  averageJobValue: 450,
  closeRate: 30,
  plan: 'starter',
};

/** Query-string keys; the calculator's form fields carry the same names. */
export const roiParamNames = {
  missedCallsPerWeek: 'calls',
  averageJobValue: 'job',
  closeRate: 'close',
  plan: 'plan',
} as const satisfies Record<keyof RoiInputs, string>;

export type RoiResult = {
  recoveredCallsPerMonth: number;
  jobsWonPerMonth: number;
  addedRevenuePerMonth: number;
  monthlyCost: number;
  netGainPerMonth: number;
  /** (revenue - cost) / cost; 3.68 reads as 3.68x, -0.5 as losing half the cost. */
  roi: number;
  /** Jobs a month whose value equals the plan's monthly cost. */
  breakEvenJobs: number;
  /** Days of added revenue that pay the month's cost; null when a month's revenue does not. */
  paybackDays: number | null;
};

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const recoveredCallsPerMonth = inputs.missedCallsPerWeek * WEEKS_PER_MONTH * RECOVERY_RATE;
  const jobsWonPerMonth = recoveredCallsPerMonth * (inputs.closeRate / 100);
  const addedRevenuePerMonth = jobsWonPerMonth * inputs.averageJobValue;
  const monthlyCost = plansById[inputs.plan].monthlyPrice;
  const netGainPerMonth = addedRevenuePerMonth - monthlyCost;
  return {
    recoveredCallsPerMonth,
    jobsWonPerMonth,
    addedRevenuePerMonth,
    monthlyCost,
    netGainPerMonth,
    roi: netGainPerMonth / monthlyCost,
    breakEvenJobs: monthlyCost / inputs.averageJobValue,
    paybackDays:
      addedRevenuePerMonth >= monthlyCost && addedRevenuePerMonth > 0
        ? (monthlyCost / addedRevenuePerMonth) * DAYS_PER_MONTH
        : null,
  };
}

/** The first value of a parameter that may have been repeated (`?calls=1&calls=2`). */
function firstValue(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** Accepts what people type or paste: '1,250', '$450', '30%', ' 12 '. */
function toNumber(value: unknown): unknown {
  const first = firstValue(value);
  if (typeof first === 'number') return first;
  if (typeof first !== 'string') return undefined;
  const cleaned = first.replace(/[\s$,%]/g, '');
  return cleaned === '' ? undefined : Number(cleaned);
}

/**
 * A number field from the URL or the form: rounded and clamped to its bounds; anything that is
 * not a finite number (missing, 'abc', NaN, Infinity) takes the field's default.
 */
function readNumberParam(field: RoiNumberField, value: unknown): number {
  const { min, max } = roiBounds[field];
  const number = toNumber(value);
  if (typeof number !== 'number' || !Number.isFinite(number)) return defaultRoiInputs[field];
  return Math.min(max, Math.max(min, Math.round(number)));
}

function readPlanParam(value: unknown): PlanId {
  const first = firstValue(value);
  return (planIds as readonly unknown[]).includes(first)
    ? (first as PlanId)
    : defaultRoiInputs.plan;
}

export type RoiParamSource =
  | URLSearchParams
  | string
  | Record<string, string | string[] | undefined>;

export const roiNumberFields = [
  'missedCallsPerWeek',
  'averageJobValue',
  'closeRate',
] as const satisfies readonly RoiNumberField[];

/**
 * The calculator's form as a visitor filled it in: each number as the text typed (so the form can
 * say which one it had to adjust) and the plan. The live calculator holds this in its state; the
 * server renders it from the query string the form submits.
 */
export type RoiFormValues = { numbers: Record<RoiNumberField, string>; plan: PlanId };

/** The form filled in with the given inputs. */
export function roiFormValues(inputs: RoiInputs): RoiFormValues {
  return {
    numbers: {
      missedCallsPerWeek: String(inputs.missedCallsPerWeek),
      averageJobValue: String(inputs.averageJobValue),
      closeRate: String(inputs.closeRate),
    },
    plan: inputs.plan,
  };
}

/**
 * The form as a query string (with or without '?'), URLSearchParams or a Next.js searchParams
 * record left it: a number that is there keeps its text, even empty or unreadable; a missing one
 * and an unknown plan take their defaults.
 */
export function roiFormFromParams(source: RoiParamSource): RoiFormValues {
  let params: Record<string, unknown> = source as Record<string, unknown>;
  if (typeof source === 'string' || source instanceof URLSearchParams) {
    const query = new URLSearchParams(source);
    params = Object.fromEntries(
      Object.values(roiParamNames).map((name) => [name, query.get(name) ?? undefined]),
    );
  }
  const text = (field: RoiNumberField) => {
    const value = firstValue(params[roiParamNames[field]]);
    return typeof value === 'string' ? value : String(defaultRoiInputs[field]);
  };
  return {
    numbers: {
      missedCallsPerWeek: text('missedCallsPerWeek'),
      averageJobValue: text('averageJobValue'),
      closeRate: text('closeRate'),
    },
    plan: readPlanParam(params[roiParamNames.plan]),
  };
}

/** The inputs the calculator uses for a filled-in form, and which numbers it had to adjust. */
export function readRoiForm(form: RoiFormValues): {
  inputs: RoiInputs;
  adjusted: Record<RoiNumberField, boolean>;
} {
  const calls = readRoiNumber('missedCallsPerWeek', form.numbers.missedCallsPerWeek);
  const job = readRoiNumber('averageJobValue', form.numbers.averageJobValue);
  const close = readRoiNumber('closeRate', form.numbers.closeRate);
  return {
    inputs: {
      missedCallsPerWeek: calls.value,
      averageJobValue: job.value,
      closeRate: close.value,
      plan: form.plan,
    },
    adjusted: {
      missedCallsPerWeek: calls.adjusted,
      averageJobValue: job.adjusted,
      closeRate: close.adjusted,
    },
  };
}

/**
 * Inputs from a query string (with or without '?'), URLSearchParams or a Next.js searchParams
 * record. Never throws: a missing or unreadable value takes its default, an out-of-range value is
 * clamped to the nearest bound, an unknown plan becomes Starter.
 */
export function parseRoiInputs(source: RoiParamSource): RoiInputs {
  return readRoiForm(roiFormFromParams(source)).inputs;
}

/** True when a query string carries at least one calculator input. */
export function hasRoiParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return Object.values(roiParamNames).some((name) => params.has(name));
}

/** 'calls=10&job=450&close=30&plan=starter': the inverse of parseRoiInputs. */
export function roiInputsToQuery(inputs: RoiInputs): string {
  return new URLSearchParams([
    [roiParamNames.missedCallsPerWeek, String(inputs.missedCallsPerWeek)],
    [roiParamNames.averageJobValue, String(inputs.averageJobValue)],
    [roiParamNames.closeRate, String(inputs.closeRate)],
    [roiParamNames.plan, inputs.plan],
  ]).toString();
}

/**
 * One number field as the user is typing it: the value the calculator uses, and whether that
 * differs from what was typed (empty, out of range or not a whole number).
 */
export function readRoiNumber(
  field: RoiNumberField,
  raw: string,
): { value: number; adjusted: boolean } {
  const value = readNumberParam(field, raw);
  const typed = toNumber(raw);
  return { value, adjusted: typed !== value };
}

/** Whole dollars: '$2,340', '-$483'. */
export function formatUsd(amount: number): string {
  const rounded = Math.round(amount);
  return formatWholeUsd(Object.is(rounded, -0) ? 0 : rounded);
}

/** ROI as a multiple with one decimal: '3.7x', '-1.0x'. */
export function formatRoiMultiple(roi: number): string {
  const rounded = Math.round(roi * 10) / 10;
  return `${(Object.is(rounded, -0) ? 0 : rounded).toFixed(1)}x`;
}

/** One decimal, without a trailing '.0': 17.3, 5.2, 1. */
export function formatDecimal(value: number): string {
  return formatNumber(value, 1);
}

/**
 * The calculator's result for `inputs` as it prints it: its result panel, its method and the
 * pricing page's sentence about its example all read these, so they cannot disagree.
 */
export function roiFigures(inputs: RoiInputs) {
  const result = calculateRoi(inputs);
  return {
    result,
    missedCalls: formatNumber(inputs.missedCallsPerWeek, 3),
    jobValue: formatUsd(inputs.averageJobValue),
    closeRate: `${inputs.closeRate}%`,
    weeksPerMonth: formatDecimal(WEEKS_PER_MONTH),
    daysPerMonth: formatDecimal(DAYS_PER_MONTH),
    recoveryPercent: `${Math.round(RECOVERY_RATE * 100)}%`,
    recovered: formatDecimal(result.recoveredCallsPerMonth),
    jobs: formatDecimal(result.jobsWonPerMonth),
    breakEven: formatDecimal(result.breakEvenJobs),
    /** Whole days, at least 1; null when a month's revenue does not cover the month. */
    paybackDays:
      result.paybackDays === null ? null : String(Math.max(1, Math.ceil(result.paybackDays))),
    cost: formatUsd(result.monthlyCost),
    revenue: formatUsd(result.addedRevenuePerMonth),
    net: formatUsd(result.netGainPerMonth),
    roi: formatRoiMultiple(result.roi),
  };
}
