import { describe, expect, it } from 'vitest';
import {
  calculateRoi,
  defaultRoiInputs,
  formatDecimal,
  formatRoiMultiple,
  formatUsd,
  hasRoiParams,
  parseRoiInputs,
  type RoiInputs,
  readRoiForm,
  readRoiNumber,
  roiFormFromParams,
  roiFormValues,
  roiInputsToQuery,
} from './roi';

describe('calculateRoi', () => {
  it('computes the default example by hand', () => {
    // 10 calls/week x 52/12 weeks x 40% = 17.33 recovered calls; x 30% = 5.2 jobs; x $450 = $2,340.
    const result = calculateRoi(defaultRoiInputs);
    expect(result.recoveredCallsPerMonth).toBeCloseTo(17.3333, 4);
    expect(result.jobsWonPerMonth).toBeCloseTo(5.2, 10);
    expect(result.addedRevenuePerMonth).toBeCloseTo(2340, 8);
    expect(result.monthlyCost).toBe(500);
    expect(result.netGainPerMonth).toBeCloseTo(1840, 8);
    // (2,340 - 500) / 500
    expect(result.roi).toBeCloseTo(3.68, 10);
    // 500 / 450
    expect(result.breakEvenJobs).toBeCloseTo(1.1111, 4);
    // 500 / 2,340 of a 365/12-day month
    expect(result.paybackDays).toBeCloseTo(6.4993, 4);
  });

  it('uses the Professional starting price as the cost', () => {
    // 12 x 52/12 x 0.4 = 20.8 calls; x 25% = 5.2 jobs; x $1,000 = $5,200; (5,200 - 1,000) / 1,000.
    const result = calculateRoi({
      missedCallsPerWeek: 12,
      averageJobValue: 1000,
      closeRate: 25,
      plan: 'professional',
    });
    expect(result.recoveredCallsPerMonth).toBeCloseTo(20.8, 10);
    expect(result.jobsWonPerMonth).toBeCloseTo(5.2, 10);
    expect(result.addedRevenuePerMonth).toBeCloseTo(5200, 8);
    expect(result.monthlyCost).toBe(1000);
    expect(result.roi).toBeCloseTo(4.2, 10);
    expect(result.breakEvenJobs).toBe(1);
    // 1,000 / 5,200 x 365/12
    expect(result.paybackDays).toBeCloseTo(5.8494, 4);
  });

  it('reports a loss and no payback when the revenue does not cover the plan', () => {
    // 1 x 52/12 x 0.4 = 1.733 calls; x 10% = 0.1733 jobs; x $100 = $17.33.
    const result = calculateRoi({
      missedCallsPerWeek: 1,
      averageJobValue: 100,
      closeRate: 10,
      plan: 'starter',
    });
    expect(result.addedRevenuePerMonth).toBeCloseTo(17.3333, 4);
    expect(result.netGainPerMonth).toBeCloseTo(-482.6667, 4);
    expect(result.roi).toBeCloseTo(-0.965333, 6);
    expect(result.breakEvenJobs).toBe(5);
    expect(result.paybackDays).toBeNull();
  });

  it('grows revenue in proportion to each input', () => {
    const base = calculateRoi(defaultRoiInputs).addedRevenuePerMonth;
    const doubled = calculateRoi({ ...defaultRoiInputs, missedCallsPerWeek: 20 });
    expect(doubled.addedRevenuePerMonth).toBeCloseTo(base * 2, 8);
    expect(calculateRoi({ ...defaultRoiInputs, closeRate: 60 }).addedRevenuePerMonth).toBeCloseTo(
      base * 2,
      8,
    );
  });
});

describe('parseRoiInputs', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseRoiInputs('')).toEqual(defaultRoiInputs);
    expect(parseRoiInputs({})).toEqual(defaultRoiInputs);
    expect(defaultRoiInputs).toEqual({
      missedCallsPerWeek: 10,
      averageJobValue: 450,
      closeRate: 30,
      plan: 'starter',
    });
  });

  it('reads every field from a query string, with or without the question mark', () => {
    const expected: RoiInputs = {
      missedCallsPerWeek: 25,
      averageJobValue: 1200,
      closeRate: 40,
      plan: 'professional',
    };
    expect(parseRoiInputs('?calls=25&job=1200&close=40&plan=professional')).toEqual(expected);
    expect(parseRoiInputs('calls=25&job=1200&close=40&plan=professional')).toEqual(expected);
    expect(
      parseRoiInputs(new URLSearchParams('calls=25&job=1200&close=40&plan=professional')),
    ).toEqual(expected);
  });

  it('falls back to the default for unreadable values and unknown plans', () => {
    expect(parseRoiInputs('calls=abc&job=&close=NaN&plan=enterprise')).toEqual(defaultRoiInputs);
    expect(parseRoiInputs('calls=Infinity&job=-Infinity')).toEqual(defaultRoiInputs);
    expect(parseRoiInputs('plan=Professional').plan).toBe('starter');
  });

  it('clamps values to the bounds', () => {
    expect(parseRoiInputs('calls=-5&job=10&close=0')).toMatchObject({
      missedCallsPerWeek: 1,
      averageJobValue: 50,
      closeRate: 1,
    });
    expect(parseRoiInputs('calls=100000&job=1e9&close=250')).toMatchObject({
      missedCallsPerWeek: 500,
      averageJobValue: 100_000,
      closeRate: 100,
    });
  });

  it('rounds to whole numbers and accepts dollar signs, commas and percent signs', () => {
    expect(parseRoiInputs('calls=12.5&job=%241%2C250&close=33.6%25')).toMatchObject({
      missedCallsPerWeek: 13,
      averageJobValue: 1250,
      closeRate: 34,
    });
  });

  it('takes the first of repeated parameters', () => {
    expect(parseRoiInputs('calls=7&calls=9').missedCallsPerWeek).toBe(7);
    expect(parseRoiInputs({ calls: ['7', '9'], plan: ['professional', 'starter'] })).toMatchObject({
      missedCallsPerWeek: 7,
      plan: 'professional',
    });
  });

  it('round-trips through roiInputsToQuery', () => {
    const inputs: RoiInputs = {
      missedCallsPerWeek: 42,
      averageJobValue: 15_000,
      closeRate: 25,
      plan: 'professional',
    };
    const query = roiInputsToQuery(inputs);
    expect(query).toBe('calls=42&job=15000&close=25&plan=professional');
    expect(parseRoiInputs(query)).toEqual(inputs);
  });
});

describe('hasRoiParams', () => {
  it('is true only when the query carries a calculator input', () => {
    expect(hasRoiParams('')).toBe(false);
    expect(hasRoiParams('?utm_source=ads')).toBe(false);
    expect(hasRoiParams('?plan=professional')).toBe(true);
    expect(hasRoiParams('calls=3')).toBe(true);
  });
});

describe('readRoiNumber', () => {
  it('uses a value typed in range as it is', () => {
    expect(readRoiNumber('missedCallsPerWeek', '12')).toEqual({ value: 12, adjusted: false });
    expect(readRoiNumber('averageJobValue', ' 3200 ')).toEqual({ value: 3200, adjusted: false });
  });

  it('says when the value used differs from what was typed', () => {
    expect(readRoiNumber('missedCallsPerWeek', '')).toEqual({ value: 10, adjusted: true });
    expect(readRoiNumber('missedCallsPerWeek', '900')).toEqual({ value: 500, adjusted: true });
    expect(readRoiNumber('closeRate', '12.4')).toEqual({ value: 12, adjusted: true });
    expect(readRoiNumber('averageJobValue', 'lots')).toEqual({ value: 450, adjusted: true });
  });
});

describe('the calculator form from a query string', () => {
  it('keeps what was typed, so the page can say what it adjusted', () => {
    const form = roiFormFromParams('calls=900&job=&close=25&plan=professional');
    expect(form).toEqual({
      numbers: { missedCallsPerWeek: '900', averageJobValue: '', closeRate: '25' },
      plan: 'professional',
    });
    expect(readRoiForm(form)).toEqual({
      inputs: {
        missedCallsPerWeek: 500,
        averageJobValue: 450,
        closeRate: 25,
        plan: 'professional',
      },
      adjusted: { missedCallsPerWeek: true, averageJobValue: true, closeRate: false },
    });
  });

  it('fills what is missing with the example, which needs no adjusting', () => {
    const form = roiFormFromParams({ plan: ['professional', 'starter'], calls: ['7', '9'] });
    expect(form).toEqual({
      ...roiFormValues({ ...defaultRoiInputs, missedCallsPerWeek: 7 }),
      plan: 'professional',
    });
    expect(Object.values(readRoiForm(form).adjusted)).toEqual([false, false, false]);
    expect(roiFormFromParams('')).toEqual(roiFormValues(defaultRoiInputs));
  });
});

describe('formatting', () => {
  it('formats dollars, multiples and decimals for display', () => {
    expect(formatUsd(2340)).toBe('$2,340');
    expect(formatUsd(-482.6667)).toBe('-$483');
    expect(formatUsd(-0.4)).toBe('$0');
    expect(formatRoiMultiple(3.68)).toBe('3.7x');
    expect(formatRoiMultiple(-0.965333)).toBe('-1.0x');
    expect(formatRoiMultiple(-0.04)).toBe('0.0x');
    expect(formatDecimal(17.3333)).toBe('17.3');
    expect(formatDecimal(1)).toBe('1');
  });
});
