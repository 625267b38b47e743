import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatWholeUsd } from './en-us-number';

// What these functions stand in for on the client: Intl's en-US formats, created here only.
const upTo = (digits: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

/** Finite numbers in the range the site formats (below 1e15 either way), with fractions. */
const numbers = fc.oneof(
  fc.double({ min: -1e15, max: 1e15, noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 100),
  fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 20),
  fc.integer(),
);

describe('formatNumber', () => {
  it('writes what Intl en-US writes with at most 0 to 5 decimals', () => {
    fc.assert(
      fc.property(numbers, fc.integer({ min: 0, max: 5 }), (value, digits) => {
        expect(formatNumber(value, digits)).toBe(upTo(digits).format(value));
      }),
      { numRuns: 20_000 },
    );
  });

  it('rounds ties away from zero on the number as written, as Intl does', () => {
    for (const value of [1.15, 2.45, 0.05, -0.05, -2.5, 2.5, 1.005, 17.3333, 999.95, -0.04, 0]) {
      for (const digits of [0, 1, 2]) {
        expect(formatNumber(value, digits), `${value} ${digits}`).toBe(upTo(digits).format(value));
      }
    }
    expect(formatNumber(1234567.891, 1)).toBe('1,234,567.9');
    expect(formatNumber(-0)).toBe('-0');
  });

  it('defaults to whole numbers, and to toLocaleString with three decimals', () => {
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(12.5)).toBe('13');
    expect(formatNumber(1234.56789, 3)).toBe((1234.56789).toLocaleString('en-US'));
  });
});

describe('formatWholeUsd', () => {
  it('writes what Intl en-US writes for whole US dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (value) => {
        expect(formatWholeUsd(value)).toBe(usd.format(value));
      }),
      { numRuns: 5_000 },
    );
    expect(formatWholeUsd(-483)).toBe('-$483');
    expect(formatWholeUsd(2340)).toBe('$2,340');
  });
});
