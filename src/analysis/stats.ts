/**
 * Summary statistics for simulation results: mean, median, spread and quartiles of a list of
 * numbers (game lengths, shots to sink a fleet). Pure functions, no randomness.
 *
 * @example
 *   summarize([3, 1, 2]) // { count: 3, mean: 2, median: 2, stddev: 1, min: 1, max: 3, q1: 1.5, q3: 2.5 }
 */

export interface Summary {
  readonly count: number;
  readonly mean: number;
  readonly median: number;
  /** Sample standard deviation (n − 1); 0 for fewer than two values. */
  readonly stddev: number;
  readonly min: number;
  readonly max: number;
  /** First and third quartiles (linear interpolation between closest ranks). */
  readonly q1: number;
  readonly q3: number;
}

/** The `p`-quantile (0 ≤ p ≤ 1) of sorted values, interpolating linearly between ranks. */
export function quantileOfSorted(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const pos = (sorted.length - 1) * p;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  const a = sorted[lo]!;
  const b = sorted[hi]!;
  return a + (b - a) * (pos - lo);
}

/** Mean, median, standard deviation, extremes and quartiles of `values` (NaN fields when empty). */
export function summarize(values: readonly number[]): Summary {
  const n = values.length;
  if (n === 0) {
    return { count: 0, mean: Number.NaN, median: Number.NaN, stddev: Number.NaN, min: Number.NaN, max: Number.NaN, q1: Number.NaN, q3: Number.NaN };
  }
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const variance = n > 1 ? values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1) : 0;
  return {
    count: n,
    mean,
    median: quantileOfSorted(sorted, 0.5),
    stddev: Math.sqrt(variance),
    min: sorted[0]!,
    max: sorted[n - 1]!,
    q1: quantileOfSorted(sorted, 0.25),
    q3: quantileOfSorted(sorted, 0.75),
  };
}

/**
 * A proportion with its 95% Wilson score interval, e.g. the first player's win rate. Unlike the
 * normal approximation it does not collapse to a point at 0% or 100% (0 wins of 3 games is
 * 0%–56%, not 0%–0%), and it stays within 0–1.
 */
export function proportion(successes: number, trials: number): { rate: number; low: number; high: number } {
  if (trials === 0) return { rate: Number.NaN, low: Number.NaN, high: Number.NaN };
  const z = 1.96;
  const rate = successes / trials;
  const z2 = z * z;
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials);
  const half = (z / (1 + z2 / trials)) * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials));
  // At 0% and 100% an end is 0 or 1 exactly; worked out in floating point it lands a hair off.
  return { rate, low: successes === 0 ? 0 : Math.max(0, centre - half), high: successes === trials ? 1 : Math.min(1, centre + half) };
}

/**
 * P(|T| > t) for Student's t with `df` degrees of freedom (df ≥ 1, fractional as Welch's are).
 * With t = √df·tan θ the density becomes proportional to cos^(df−1) θ on (−π/2, π/2), so the
 * tail is one less the integral of that from 0 to atan(t/√df) over the integral to π/2, both by
 * Simpson's rule: no gamma function needed.
 */
export function tTail(t: number, df: number): number {
  const integral = (to: number): number => {
    const n = 2000;
    const h = to / n;
    let s = 0;
    for (let i = 0; i <= n; i++) {
      const w = i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2;
      s += w * Math.max(0, Math.cos(i * h)) ** (df - 1);
    }
    return (s * h) / 3;
  };
  return Math.max(0, 1 - integral(Math.atan(Math.abs(t) / Math.sqrt(df))) / integral(Math.PI / 2));
}

/** The t beyond which Student's t with `df` degrees of freedom lies 5% of the time, either side together (12.71 at 1, 2.23 at 10, 1.96 at infinity). */
export function tCritical95(df: number): number {
  let lo = 0;
  let hi = 100;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (tTail(mid, df) > 0.05) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** A difference between two samples (the second's less the first's) with its 95% interval. */
export interface Difference {
  readonly difference: number;
  readonly low: number;
  readonly high: number;
  /** The interval leaves 0 out: more than the noise of so few games. */
  readonly beyondNoise: boolean;
}

/**
 * The difference of two samples' means (`b` less `a`) with Welch's 95% interval (the samples'
 * spreads need not be equal, as two variants' are not); null where a sample has fewer than two
 * values, which give no spread to judge the noise by.
 */
export function meanDifference(a: Summary, b: Summary): Difference | null {
  if (a.count < 2 || b.count < 2) return null;
  const va = a.stddev ** 2 / a.count;
  const vb = b.stddev ** 2 / b.count;
  const se = Math.sqrt(va + vb);
  const difference = b.mean - a.mean;
  // Welch–Satterthwaite degrees of freedom; with no spread at all, the pooled count.
  const df = se > 0 ? (va + vb) ** 2 / (va ** 2 / (a.count - 1) + vb ** 2 / (b.count - 1)) : a.count + b.count - 2;
  const half = tCritical95(Math.max(1, df)) * se;
  return { difference, low: difference - half, high: difference + half, beyondNoise: difference - half > 0 || difference + half < 0 };
}

/**
 * A proportion's 95% Wilson interval with continuity correction: wider than `proportion`'s, so
 * that a difference judged from two of them does not call 0 of 2 against 2 of 2 more than noise
 * (Fisher's exact test gives it p = 1/3).
 */
export function correctedInterval(successes: number, trials: number): { rate: number; low: number; high: number } {
  const z = 1.959964;
  const n = trials;
  const p = successes / n;
  const z2 = z * z;
  const low = successes === 0 ? 0 : (2 * n * p + z2 - 1 - z * Math.sqrt(z2 - 2 - 1 / n + 4 * p * (n * (1 - p) + 1))) / (2 * (n + z2));
  const high = successes === n ? 1 : (2 * n * p + z2 + 1 + z * Math.sqrt(z2 + 2 - 1 / n + 4 * p * (n * (1 - p) - 1))) / (2 * (n + z2));
  return { rate: p, low: Math.max(0, low), high: Math.min(1, high) };
}

/**
 * The difference of two proportions (`b` less `a`, each `successes` of `trials`) with Newcombe's
 * 95% interval from the two continuity-corrected Wilson intervals (his method 11): it stays
 * within −1…1, does not collapse at 0% or 100%, and is not fooled by a handful of games. Null
 * where either has no trials.
 */
export function proportionDifference(a: { successes: number; trials: number }, b: { successes: number; trials: number }): Difference | null {
  if (a.trials === 0 || b.trials === 0) return null;
  const pa = correctedInterval(a.successes, a.trials);
  const pb = correctedInterval(b.successes, b.trials);
  const difference = pb.rate - pa.rate;
  const low = difference - Math.sqrt((pb.rate - pb.low) ** 2 + (pa.high - pa.rate) ** 2);
  const high = difference + Math.sqrt((pb.high - pb.rate) ** 2 + (pa.rate - pa.low) ** 2);
  return { difference, low, high, beyondNoise: low > 0 || high < 0 };
}
