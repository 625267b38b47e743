'use client';

import { clsx } from 'clsx';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Check, Link2, RotateCcw } from '@/components/ui/icons';
import {
  calculateRoi,
  DAYS_PER_MONTH,
  formatDecimal,
  formatRoiMultiple,
  formatUsd,
  hasRoiParams,
  parseRoiInputs,
  RECOVERY_RATE,
  type RoiInputs,
  type RoiNumberField,
  readRoiNumber,
  roiBounds,
  roiInputsToQuery,
  roiParamNames,
} from '@/lib/roi';
import { type PlanId, plansById, pricingPlans } from '@/lib/site/pricing';

type RawNumbers = Record<RoiNumberField, string>;

function toRaw(inputs: RoiInputs): RawNumbers {
  return {
    missedCallsPerWeek: String(inputs.missedCallsPerWeek),
    averageJobValue: String(inputs.averageJobValue),
    closeRate: String(inputs.closeRate),
  };
}

function readAll(raw: RawNumbers, plan: PlanId) {
  const calls = readRoiNumber('missedCallsPerWeek', raw.missedCallsPerWeek);
  const job = readRoiNumber('averageJobValue', raw.averageJobValue);
  const close = readRoiNumber('closeRate', raw.closeRate);
  const inputs: RoiInputs = {
    missedCallsPerWeek: calls.value,
    averageJobValue: job.value,
    closeRate: close.value,
    plan,
  };
  const adjusted: Record<RoiNumberField, boolean> = {
    missedCallsPerWeek: calls.adjusted,
    averageJobValue: job.adjusted,
    closeRate: close.adjusted,
  };
  return { inputs, adjusted };
}

/** The inputs as the form holds them, which is what a visitor typed before the page hydrated. */
function readForm(form: HTMLFormElement): { raw: RawNumbers; plan: PlanId | undefined } {
  const data = new FormData(form);
  const text = (field: RoiNumberField) => String(data.get(roiParamNames[field]) ?? '');
  const plan = pricingPlans.find((option) => option.id === data.get(roiParamNames.plan))?.id;
  return {
    raw: {
      missedCallsPerWeek: text('missedCallsPerWeek'),
      averageJobValue: text('averageJobValue'),
      closeRate: text('closeRate'),
    },
    plan,
  };
}

/** Keeps the address bar a link to the result on screen. */
function writeAddress(raw: RawNumbers, plan: PlanId) {
  window.history.replaceState(null, '', `?${roiInputsToQuery(readAll(raw, plan).inputs)}#roi`);
}

function plural(count: string, word: string): string {
  return `${count} ${count === '1' ? word : `${word}s`}`;
}

function shareUrl(inputs: RoiInputs): string {
  return `${window.location.origin}${window.location.pathname}?${roiInputsToQuery(inputs)}#roi`;
}

const numberFields: {
  field: RoiNumberField;
  label: string;
  hint: string;
  prefix?: string;
  suffix?: string;
}[] = [
  {
    field: 'missedCallsPerWeek',
    label: 'Missed calls per week',
    hint: 'Calls that ring out or go to voicemail, nights and weekends included.',
  },
  {
    field: 'averageJobValue',
    label: 'Average job value (US dollars)',
    hint: 'What a typical booked job is worth to you.',
    prefix: '$',
  },
  {
    field: 'closeRate',
    label: 'Close rate (percent)',
    hint: 'Out of 100 callers you speak to, how many book a paid job.',
    suffix: '%',
  },
];

/**
 * The pricing page's ROI calculator. The server renders it with the default inputs, so the static
 * HTML already holds a complete example result. When it hydrates it takes what the visitor typed
 * in the meantime or, failing that, the inputs in the address bar (shared links); then it
 * recomputes on every keystroke and writes the inputs back with replaceState so the address is
 * always a link to the result on screen.
 */
export function RoiCalculator({ defaults }: { defaults: RoiInputs }) {
  const [raw, setRaw] = useState<RawNumbers>(() => toRaw(defaults));
  const [plan, setPlan] = useState<PlanId>(defaults.plan);
  const [ready, setReady] = useState(false);
  const [copyStatus, setCopyStatus] = useState<'copied' | 'failed' | null>(null);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);

  const { inputs, adjusted } = readAll(raw, plan);
  const result = calculateRoi(inputs);
  const planInfo = plansById[inputs.plan];

  useEffect(() => {
    // Inputs changed before the page's scripts ran are in the form but not in state; they win
    // over the address bar, which still holds what the page was opened with.
    const typed = form.current ? readForm(form.current) : null;
    const server = toRaw(defaults);
    const typedPlan = typed?.plan ?? defaults.plan;
    const changed =
      typed !== null &&
      (typedPlan !== defaults.plan ||
        (Object.keys(server) as RoiNumberField[]).some((f) => typed.raw[f] !== server[f]));
    const search = window.location.search;
    if (typed && changed) {
      setRaw(typed.raw);
      setPlan(typedPlan);
      writeAddress(typed.raw, typedPlan);
    } else if (hasRoiParams(search)) {
      const fromUrl = parseRoiInputs(search);
      setRaw(toRaw(fromUrl));
      setPlan(fromUrl.plan);
    }
    setReady(true);
  }, [defaults]);

  function update(nextRaw: RawNumbers, nextPlan: PlanId) {
    setRaw(nextRaw);
    setPlan(nextPlan);
    setCopyStatus(null);
    writeAddress(nextRaw, nextPlan);
  }

  function onNumberChange(field: RoiNumberField) {
    return (event: ChangeEvent<HTMLInputElement>) =>
      update({ ...raw, [field]: event.target.value }, plan);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the result is already live; without it the browser submits the GET form.
    event.preventDefault();
  }

  function reset() {
    setRaw(toRaw(defaults));
    setPlan(defaults.plan);
    setCopyStatus(null);
    window.history.replaceState(null, '', `${window.location.pathname}#roi`);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(shareUrl(inputs));
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  }

  const recovered = formatDecimal(result.recoveredCallsPerMonth);
  const jobs = formatDecimal(result.jobsWonPerMonth);
  const breakEven = formatDecimal(result.breakEvenJobs);
  const paybackDays =
    result.paybackDays === null ? null : String(Math.max(1, Math.ceil(result.paybackDays)));
  const cost = formatUsd(result.monthlyCost);
  const revenue = formatUsd(result.addedRevenuePerMonth);
  const recoveryPercent = `${Math.round(RECOVERY_RATE * 100)}%`;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <form
        ref={form}
        method="get"
        action="/pricing#roi"
        onSubmit={onSubmit}
        aria-labelledby={`${id}-form-heading`}
        className="rounded-2xl border border-border bg-card p-6 lg:col-start-1 lg:row-start-1"
      >
        <h3 id={`${id}-form-heading`} className="font-semibold text-xl">
          Your numbers
        </h3>
        <noscript>
          <p className="mt-3 rounded-lg border border-border bg-muted p-3 text-sm">
            JavaScript is turned off, so this calculator cannot update. Your estimate shows the
            example numbers below, and the steps under it show how to work out your own.
          </p>
        </noscript>
        <div className="mt-5 flex flex-col gap-5">
          {numberFields.map(({ field, label, hint, prefix, suffix }) => {
            const bounds = roiBounds[field];
            const inputId = `${id}-${field}`;
            const note = adjusted[field]
              ? `Enter a whole number from ${bounds.min.toLocaleString('en-US')} to ${bounds.max.toLocaleString('en-US')}. Using ${inputs[field].toLocaleString('en-US')} for now.`
              : null;
            return (
              <div key={field}>
                <label htmlFor={inputId} className="font-medium">
                  {label}
                </label>
                <p id={`${inputId}-hint`} className="mt-1 text-muted-foreground text-sm">
                  {hint}
                </p>
                <div className="relative mt-2">
                  {prefix ? (
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted-foreground"
                    >
                      {prefix}
                    </span>
                  ) : null}
                  <input
                    id={inputId}
                    name={roiParamNames[field]}
                    type="number"
                    inputMode="numeric"
                    min={bounds.min}
                    max={bounds.max}
                    step={bounds.step}
                    value={raw[field]}
                    onChange={onNumberChange(field)}
                    aria-invalid={note ? true : undefined}
                    aria-describedby={note ? `${inputId}-hint ${inputId}-note` : `${inputId}-hint`}
                    className={clsx(
                      'h-11 w-full rounded-lg border border-border bg-background px-3 text-base text-foreground tabular-nums aria-[invalid=true]:border-amber-700 dark:aria-[invalid=true]:border-amber-400',
                      prefix && 'pl-7',
                      suffix && 'pr-8',
                    )}
                  />
                  {suffix ? (
                    <span
                      aria-hidden="true"
                      className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted-foreground"
                    >
                      {suffix}
                    </span>
                  ) : null}
                </div>
                {note ? (
                  <p
                    id={`${inputId}-note`}
                    className="mt-1 text-amber-800 text-sm dark:text-amber-300"
                  >
                    {note}
                  </p>
                ) : null}
              </div>
            );
          })}
          <fieldset>
            <legend className="font-medium">Plan</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {pricingPlans.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-background p-3 has-checked:border-brand-700 has-checked:bg-brand-50 dark:has-checked:border-brand-300 dark:has-checked:bg-brand-900/30"
                >
                  <input
                    type="radio"
                    name={roiParamNames.plan}
                    value={option.id}
                    checked={plan === option.id}
                    onChange={() => update(raw, option.id)}
                    className="mt-1 size-4 accent-brand-700 dark:accent-brand-300"
                  />
                  <span>
                    <span className="block font-semibold">{option.name}</span>
                    <span className="block text-muted-foreground text-sm">
                      {option.minimum ? 'from ' : ''}
                      {formatUsd(option.monthlyPrice)}/month
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </form>
      <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <section
          aria-labelledby={`${id}-result-heading`}
          aria-live="polite"
          className="rounded-2xl border border-brand-200 bg-brand-50 p-6 dark:border-brand-800 dark:bg-brand-900/30"
        >
          <h3 id={`${id}-result-heading`} className="font-semibold text-xl">
            Your estimate
          </h3>
          <p className="mt-1 text-muted-foreground text-sm">
            On the {planInfo.name} plan ({cost} a month).
          </p>
          <dl className="mt-5 grid gap-5 sm:grid-cols-2">
            <div aria-atomic="true">
              <dt className="text-muted-foreground">Added revenue per month</dt>
              <dd className="font-extrabold text-4xl text-brand-800 tabular-nums dark:text-brand-200">
                {revenue}
              </dd>
            </div>
            <div aria-atomic="true">
              <dt className="text-muted-foreground">Return on the plan (ROI)</dt>
              <dd className="font-extrabold text-4xl text-brand-800 tabular-nums dark:text-brand-200">
                {formatRoiMultiple(result.roi)}
              </dd>
            </div>
            <div aria-atomic="true">
              <dt className="text-muted-foreground">Left after the plan</dt>
              <dd className="font-bold text-2xl tabular-nums">
                {formatUsd(result.netGainPerMonth)} a month
              </dd>
            </div>
            <div aria-atomic="true">
              <dt className="text-muted-foreground">Jobs won back</dt>
              <dd className="font-bold text-2xl tabular-nums">{plural(jobs, 'job')} a month</dd>
            </div>
            <div aria-atomic="true">
              <dt className="text-muted-foreground">Break-even</dt>
              <dd className="font-bold text-2xl tabular-nums">
                {plural(breakEven, 'job')} a month
              </dd>
            </div>
            <div aria-atomic="true">
              <dt className="text-muted-foreground">Payback</dt>
              <dd className="font-bold text-2xl tabular-nums">
                {paybackDays === null ? 'Not within a month' : plural(paybackDays, 'day')}
              </dd>
            </div>
          </dl>
          {result.netGainPerMonth < 0 ? (
            <p className="mt-5 rounded-lg border border-amber-700 bg-card p-3 text-sm dark:border-amber-400">
              At these numbers the recovered jobs do not cover the plan. You would need{' '}
              {plural(breakEven, 'job')} a month from missed calls to break even.
            </p>
          ) : null}
        </section>

        {ready ? (
          <div className="flex flex-wrap items-center gap-3">
            <Button type="button" variant="secondary" onClick={copyLink}>
              {copyStatus === 'copied' ? (
                <Check aria-hidden="true" />
              ) : (
                <Link2 aria-hidden="true" />
              )}
              Copy link to this result
            </Button>
            <Button type="button" variant="ghost" onClick={reset}>
              <RotateCcw aria-hidden="true" />
              Reset to the example
            </Button>
            <p role="status" className="text-muted-foreground text-sm">
              {copyStatus === 'copied'
                ? 'Link copied. Anyone who opens it sees these numbers.'
                : copyStatus === 'failed'
                  ? 'Could not copy. The link to this result is in your address bar.'
                  : null}
            </p>
          </div>
        ) : null}

        <section
          aria-labelledby={`${id}-method-heading`}
          className="rounded-2xl border border-border bg-card p-6"
        >
          <h3 id={`${id}-method-heading`} className="font-semibold text-xl">
            How the estimate is worked out
          </h3>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-muted-foreground tabular-nums">
            <li>
              <span className="font-medium text-foreground">Recovered calls per month</span> ={' '}
              {plural(inputs.missedCallsPerWeek.toLocaleString('en-US'), 'missed call')} a week × 52
              ÷ 12 weeks × {recoveryPercent} won back = {recovered}
            </li>
            <li>
              <span className="font-medium text-foreground">Jobs won</span> = {recovered} ×{' '}
              {inputs.closeRate}% close rate = {jobs}
            </li>
            <li>
              <span className="font-medium text-foreground">Added revenue</span> = {jobs} jobs ×{' '}
              {formatUsd(inputs.averageJobValue)} = {revenue} a month
            </li>
            <li>
              <span className="font-medium text-foreground">Monthly cost</span> = {planInfo.name}{' '}
              plan, {cost}
            </li>
            <li>
              <span className="font-medium text-foreground">ROI</span> = (revenue − cost) ÷ cost = (
              {revenue} − {cost}) ÷ {cost} = {formatRoiMultiple(result.roi)}
            </li>
            <li>
              <span className="font-medium text-foreground">Break-even</span> = cost ÷ job value ={' '}
              {cost} ÷ {formatUsd(inputs.averageJobValue)} = {plural(breakEven, 'job')}
            </li>
            <li>
              <span className="font-medium text-foreground">Payback</span> = cost ÷ revenue ×{' '}
              {formatDecimal(DAYS_PER_MONTH)} days ={' '}
              {paybackDays === null
                ? 'more than a month, so the plan does not pay for itself'
                : `${plural(paybackDays, 'day')} of added revenue to cover the month`}
            </li>
          </ol>
          <p className="mt-3 text-muted-foreground text-sm">
            Figures are rounded for display; the arithmetic uses the unrounded values.
          </p>
        </section>
      </div>
      <section
        aria-labelledby={`${id}-assumptions-heading`}
        className="rounded-2xl border border-border bg-card p-6 lg:col-start-1 lg:row-start-2"
      >
        <h3 id={`${id}-assumptions-heading`} className="font-semibold text-xl">
          Assumptions
        </h3>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-muted-foreground">
          <li>
            Only missed calls count. Without recovery, 80% of missed-call leads are lost; with a
            text back within 30 seconds and 2-3 follow-ups, recovery wins back {recoveryPercent}.
          </li>
          <li>
            We use that {recoveryPercent}, not the 90% lead capture Jackie reaches when she answers
            live, so the estimate stays on the cautious side.
          </li>
          <li>
            Every missed call is treated as a possible new job. Leave out spam, wrong numbers and
            existing customers.
          </li>
          <li>Not counted: new leads from ads on Professional and old leads Jackie brings back.</li>
          <li>
            Professional starts at $1,000 a month and the calculator uses that starting price. It
            does not include your ad budget.
          </li>
          <li>
            Revenue is what the jobs are worth, not profit. Take off materials and labour to see
            your margin.
          </li>
          <li>
            A month means a full month with Jackie live; the install takes about 7 days before that.
          </li>
        </ul>
      </section>
    </div>
  );
}
