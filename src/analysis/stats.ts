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
