'use client';

import { clsx } from 'clsx';
import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Check, Link2, RotateCcw } from '@/components/ui/icons';
import { formatNumber } from '@/lib/en-us-number';
import { brand } from '@/lib/site/brand';
import { takeFirstActs } from '@/lib/site/first-act';
import { terms } from '@/lib/site/pages/terms';
import { plansById, pricingPlans } from '@/lib/site/pricing';
import {
  formatUsd,
  hasRoiParams,
  type RoiFormValues,
  type RoiInputs,
  type RoiNumberField,
  readRoiForm,
  roiBounds,
  roiFigures,
  roiFormFromParams,
  roiFormValues,
  roiInputsToQuery,
  roiNumberFields,
  roiParamNames,
} from '@/lib/site/roi';

/** The inputs as the form holds them, which is what a visitor typed before the page hydrated. */
function readForm(form: HTMLFormElement): RoiFormValues {
  const data = new FormData(form);
  return roiFormFromParams(
    Object.fromEntries(
      Object.values(roiParamNames).map((name) => [name, data.get(name)?.toString()]),
    ),
  );
}

function sameForm(a: RoiFormValues, b: RoiFormValues): boolean {
  return (
    a.plan === b.plan && roiNumberFields.every((field) => a.numbers[field] === b.numbers[field])
  );
}

/** The query the form submits without JavaScript, so the address is a link to the result. */
function resultQuery(form: RoiFormValues): string {
  return `?${roiInputsToQuery(readRoiForm(form).inputs)}#roi`;
}

/** Keeps the address bar a link to the result on screen. */
function writeAddress(form: RoiFormValues) {
  window.history.replaceState(null, '', `${window.location.pathname}${resultQuery(form)}`);
}

function plural(count: string, word: string): string {
  return `${count} ${count === '1' ? word : `${word}s`}`;
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
 * The pricing page's ROI calculator, a GET form whose query is the link to its result. The static
 * page renders it with the example inputs; the address with a query (`/pricing?calls=…`, see
 * next.config.ts) is rendered per request with the inputs it names, so a shared link and a form
 * submitted without JavaScript both show the real result. Once hydrated it takes what the visitor
 * typed in the meantime (and a submit made then, which the first-act script held instead of
 * reloading the page), recomputes on every keystroke and writes the same query back with
 * replaceState, so the address is always a link to the result on screen.
 */
export function RoiCalculator({
  defaults,
  initial = roiFormValues(defaults),
}: {
  /** The example, which Reset goes back to. */
  defaults: RoiInputs;
  /** The form as the server renders it: the example, or what the address asks for. */
  initial?: RoiFormValues;
}) {
  const [values, setValues] = useState<RoiFormValues>(initial);
  const [ready, setReady] = useState(false);
  const [copyStatus, setCopyStatus] = useState<'copied' | 'failed' | null>(null);
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const estimate = useRef<HTMLElement>(null);
  // The first render's props: the effect below runs once, against what the server rendered.
  const rendered = useRef(initial);

  const { inputs, adjusted } = readRoiForm(values);
  const {
    result,
    missedCalls,
    jobValue,
    closeRate,
    weeksPerMonth,
    daysPerMonth,
    recoveryPercent,
    recovered,
    jobs,
    breakEven,
    paybackDays,
    cost,
    revenue,
    net,
    roi,
  } = roiFigures(inputs);
  const planInfo = plansById[inputs.plan];

  useEffect(() => {
    // Inputs changed before the page's scripts ran are in the form but not in state; they win
    // over the address bar, which still holds what the page was opened with. A page served
    // without its query (a cache that ignores it) still follows the address.
    const typed = form.current ? readForm(form.current) : rendered.current;
    const search = window.location.search;
    // A submit made before then was held (lib/site/first-act-script.ts): answered here, once.
    const submitted = takeFirstActs(form.current) > 0;
    if (!sameForm(typed, rendered.current) || submitted) {
      setValues(typed);
      writeAddress(typed);
    } else if (hasRoiParams(search)) {
      const fromUrl = roiFormFromParams(search);
      if (!sameForm(fromUrl, rendered.current)) setValues(fromUrl);
    }
    if (submitted) estimate.current?.scrollIntoView({ block: 'nearest' });
    setReady(true);
  }, []);

  function update(next: RoiFormValues) {
    setValues(next);
    setCopyStatus(null);
    writeAddress(next);
  }

  function onNumberChange(field: RoiNumberField) {
    return (event: ChangeEvent<HTMLInputElement>) =>
      update({ ...values, numbers: { ...values.numbers, [field]: event.target.value } });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // With JavaScript the estimate is already live: bring it into view instead of reloading.
    event.preventDefault();
    writeAddress(values);
    estimate.current?.scrollIntoView({ block: 'nearest' });
  }

  function reset() {
    setValues(roiFormValues(defaults));
    setCopyStatus(null);
    window.history.replaceState(null, '', `${window.location.pathname}#roi`);
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(new URL(resultQuery(values), window.location.href).href);
      setCopyStatus('copied');
    } catch {
      setCopyStatus('failed');
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
      <form
        ref={form}
        method="get"
        action="/pricing#roi"
        data-act="submit"
        onSubmit={onSubmit}
        aria-labelledby={`${id}-form-heading`}
        className="rounded-2xl border border-border bg-card p-6 lg:col-start-1 lg:row-start-1"
      >
        <h3 id={`${id}-form-heading`} className="font-semibold text-xl">
          Your numbers
        </h3>
        <noscript>
          <p className="mt-3 rounded-lg border border-border bg-muted p-3 text-sm">
            JavaScript is turned off, so the estimate does not change as you type: put in your
            numbers and press Show my estimate.
          </p>
        </noscript>
        <div className="mt-5 flex flex-col gap-5">
          {numberFields.map(({ field, label, hint, prefix, suffix }) => {
            const bounds = roiBounds[field];
            const inputId = `${id}-${field}`;
            const note = adjusted[field]
              ? `Enter a whole number from ${formatNumber(bounds.min, 3)} to ${formatNumber(bounds.max, 3)}. Using ${formatNumber(inputs[field], 3)} for now.`
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
                    value={values.numbers[field]}
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
                    checked={values.plan === option.id}
                    onChange={() => update({ ...values, plan: option.id })}
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
          <Button type="submit" className="self-start">
            Show my estimate
          </Button>
        </div>
      </form>
      <div className="flex flex-col gap-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <section
          ref={estimate}
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
                {roi}
              </dd>
            </div>
            <div aria-atomic="true">
              <dt className="text-muted-foreground">Left after the plan</dt>
              <dd className="font-bold text-2xl tabular-nums">{net} a month</dd>
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
              {plural(missedCalls, 'missed call')} a week × {weeksPerMonth} weeks a month (52 weeks
              ÷ 12 months) × {recoveryPercent} won back = {recovered}
            </li>
            <li>
              <span className="font-medium text-foreground">Jobs won</span> = {recovered} ×{' '}
              {closeRate} close rate = {jobs}
            </li>
            <li>
              <span className="font-medium text-foreground">Added revenue</span> = {jobs} jobs ×{' '}
              {jobValue} = {revenue} a month
            </li>
            <li>
              <span className="font-medium text-foreground">Monthly cost</span> = {planInfo.name}{' '}
              plan, {cost}
            </li>
            <li>
              <span className="font-medium text-foreground">ROI</span> = (revenue − cost) ÷ cost = (
              {revenue} − {cost}) ÷ {cost} = {roi}
            </li>
            <li>
              <span className="font-medium text-foreground">Break-even</span> = cost ÷ job value ={' '}
              {cost} ÷ {jobValue} = {plural(breakEven, 'job')}
            </li>
            <li>
              <span className="font-medium text-foreground">Payback</span> = cost ÷ revenue ×{' '}
              {daysPerMonth} days ={' '}
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
            We use that {recoveryPercent}, not the 90% lead capture {brand.agentName} reaches when
            she answers live, so the estimate stays on the cautious side.
          </li>
          <li>
            Every missed call is treated as a possible new job. Leave out spam, wrong numbers and
            existing customers.
          </li>
          <li>
            Not counted: new leads from ads on {terms.professional} and old leads {brand.agentName}{' '}
            brings back.
          </li>
          <li>
            {terms.professional} starts at {terms.professionalFrom} a month and the calculator uses
            that starting price. It does not include your ad budget.
          </li>
          <li>
            Revenue is what the jobs are worth, not profit. Take off materials and labor to see your
            margin.
          </li>
          <li>
            A month means a full month with {brand.agentName} live; the install takes about{' '}
            {terms.liveInDays} days before that.
          </li>
        </ul>
      </section>
    </div>
  );
}
