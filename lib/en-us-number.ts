/**
 * Numbers as Intl writes them in en-US, without Intl, for code that runs in the browser. The
 * first Intl.NumberFormat a page creates costs 110-160 ms on a throttled phone (its locale data),
 * and the pricing calculator created two as its chunk loaded and more on each render: most of
 * /pricing's hydration after a first tap (docs/benchmarks.md, First acts). The text is the same
 * as Intl's for finite numbers below 1e15 (en-us-number.test.ts compares them).
 */

/** An integer's digits grouped by thousands: '1234567' -> '1,234,567'. */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * `magnitude` (not negative) rounded to `digits` decimals, ties away from zero, on its shortest
 * decimal form (as Intl rounds: 1.15 is 1.2 at one decimal, though its double is below 1.15),
 * without trailing zeros: [integer part, decimals].
 */
function rounded(magnitude: number, digits: number): [string, string] {
  // Below 1e-6 the shortest form has an exponent, and rounds to 0 at up to 5 decimals.
  if (magnitude < 1e-6) return ['0', ''];
  const [whole = '0', fraction = ''] = String(magnitude).split('.');
  if (fraction.length <= digits) return [whole, fraction.replace(/0+$/, '')];
  let kept = whole + fraction.slice(0, digits);
  if (Number(fraction[digits]) >= 5) {
    // Add one to the last kept digit, carrying: '1299' -> '1300', '99' -> '100'.
    const carry = /9*$/.exec(kept)?.[0].length ?? 0;
    const head = kept.slice(0, kept.length - carry);
    kept = `${head ? head.slice(0, -1) + (Number(head.at(-1)) + 1) : '1'}${'0'.repeat(carry)}`;
  }
  const split = kept.length - digits;
  return [kept.slice(0, split) || '0', kept.slice(split).replace(/0+$/, '')];
}

/**
 * `value` with at most `digits` decimals (0 to 5), grouped by thousands: formatNumber(1234.56, 1)
 * is '1,234.6', as `Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })` writes it;
 * `formatNumber(value, 3)` is `value.toLocaleString('en-US')`.
 */
export function formatNumber(value: number, digits = 0): string {
  const [whole, fraction] = rounded(Math.abs(value), digits);
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A whole number of US dollars: '$2,340', '-$483' (Intl's en-US currency format). */
export function formatWholeUsd(dollars: number): string {
  const text = formatNumber(dollars);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}
