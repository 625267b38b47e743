/**
 * How the figure rules judge a count (docs/alerts.md, "How a figure is judged"): the baseline is
 * the median of the same stretch of time (same weekday, same hours) in each of the previous four
 * weeks, so one odd week (a holiday, a campaign's launch) moves it little; the count is judged by
 * the Poisson tail at that baseline, so that 4 instead of 8 is no news while 40 instead of 80 is;
 * and nothing fires below a minimum volume, so a site with three demos a week is not paged over
 * one missing demo. Pure functions: the evaluator (lib/alerts/evaluate.ts) feeds them counts.
 */

/** The chance a rule fires on a steady figure, per check: one in a thousand. */
export const fireAlpha = 0.001;
/**
 * A firing rule has recovered once its count is no longer unusual at this looser level, so that
 * a figure hovering at the edge does not fire, recover and fire again.
 */
export const recoverAlpha = 0.05;

/** The median of the counts (the mean of the middle two of an even number); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** ln Γ(x) for x > 0 (Lanczos, g = 7, n = 9): about 15 significant digits. */
function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
    -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
    1.5056327351493116e-7,
  ];
  const z = x - 1;
  let sum = c[0] as number;
  for (let i = 1; i < 9; i += 1) sum += (c[i] as number) / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** ln C(n, k). */
const logChoose = (n: number, k: number) => logGamma(n + 1) - logGamma(k + 1) - logGamma(n - k + 1);

/** P(X ≤ k) for X ~ Binomial(n, p), summed in log space (n up to a few hundred thousand). */
export function binomialLower(k: number, n: number, p: number): number {
  if (k < 0) return 0;
  if (k >= n || p <= 0) return 1;
  if (p >= 1) return 0;
  let sum = 0;
  for (let i = Math.floor(k); i >= 0; i -= 1) {
    const term = Math.exp(logChoose(n, i) + i * Math.log(p) + (n - i) * Math.log1p(-p));
    sum += term;
    if (term < sum * 1e-17 && i < n * p) break;
  }
  return Math.min(1, sum);
}

/** P(X ≥ k) for X ~ Binomial(n, p). */
export function binomialUpper(k: number, n: number, p: number): number {
  if (k <= 0) return 1;
  if (k > n) return 0;
  return binomialLower(n - k, n, 1 - p);
}

/**
 * `drop` or `spike`: the count is that far from its baseline; `steady`: it is not; `quiet`: the
 * volume is below the rule's minimum, so nothing is judged.
 */
export type Verdict = 'drop' | 'spike' | 'steady' | 'quiet';

/** What a count is judged against. */
export type Baseline = {
  /** The count the baseline expects for the stretch (the median of the four weeks'). */
  expected: number;
  /**
   * The counts the baseline stands on (four weeks of the median: 4 × expected for a count),
   * which say how sure it is: a baseline of 2 from four weeks is less sure than one of 2,000.
   */
  weight: number;
};

/** A count's baseline from the same stretch of the previous weeks (the median of their counts). */
export function countBaseline(history: readonly number[]): Baseline {
  const expected = median(history) ?? 0;
  return { expected, weight: expected * history.length };
}

/**
 * The chances of a count this low, and this high, if nothing changed: the Poisson tails, with the
 * baseline's own uncertainty (a baseline is itself four weeks of Poisson counts): given both, the
 * count is Binomial(count + weight, expected ÷ (expected + weight)), the conditional test of two
 * Poisson counts. A baseline of 0 is read as half an event, so that a first burst can be judged.
 */
export function tails(observed: number, baseline: Baseline): { lower: number; upper: number } {
  const expected = Math.max(baseline.expected, 0.5);
  const weight = Math.max(baseline.weight, 4 * expected);
  const n = Math.round(observed + weight);
  const p = expected / (expected + weight);
  return { lower: binomialLower(observed, n, p), upper: binomialUpper(observed, n, p) };
}

/**
 * Judges `observed` against its baseline: a drop when the baseline reaches `minimum` and a count
 * this low has less than `alpha` chance; a spike when the count reaches `minimum` and a count this
 * high has less than `alpha` chance.
 */
export function judge(
  observed: number,
  baseline: Baseline,
  minimum: number,
  alpha: number = fireAlpha,
): Verdict {
  if (Math.max(observed, baseline.expected) < minimum) return 'quiet';
  const { lower, upper } = tails(observed, baseline);
  if (baseline.expected >= minimum && lower < alpha) return 'drop';
  if (observed >= minimum && upper < alpha) return 'spike';
  return 'steady';
}

/**
 * Whether a rule that fired in `direction` still does: its count is still unusual in that
 * direction at the looser `recoverAlpha` (and the volume still allows judging).
 */
export const stillFiring = (
  direction: 'drop' | 'spike',
  observed: number,
  baseline: Baseline,
  minimum: number,
) => judge(observed, baseline, minimum, recoverAlpha) === direction;

/** What a check does to a rule's incident: open one (drop or spike), end the open one, or nothing. */
export type Decision = { kind: 'fire'; direction: 'drop' | 'spike' } | { kind: 'recover' } | null;

/**
 * One check of a figure rule: with no open incident, a drop or a spike opens one; with one open,
 * it ends once the count is no longer unusual in its direction. So a recovery is reported once,
 * when it happens, and a figure that stays low is reported once, when it falls.
 */
export function decide(
  open: 'drop' | 'spike' | null,
  observed: number,
  baseline: Baseline,
  minimum: number,
): Decision {
  if (open) return stillFiring(open, observed, baseline, minimum) ? null : { kind: 'recover' };
  const verdict = judge(observed, baseline, minimum);
  return verdict === 'drop' || verdict === 'spike' ? { kind: 'fire', direction: verdict } : null;
}
