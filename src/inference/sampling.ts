/**
 * Sequential importance sampling: the estimate used when even the relaxed exact counter is
 * over its work budget (huge boards such as Statki 15×15). Each sample first covers the cells
 * announced hit, the lowest uncovered one first, each by a ship drawn uniformly among the
 * placements of every class still to place that cover it and still fit; then it places the
 * other ships one by one, biggest first, each uniformly among the placements that still fit.
 * The layout weighs the product of the numbers of choices (Knuth's estimator), divided by the
 * orders in which the second step could have placed equal ships; a layout breaking a
 * constraint weighs 0. The path of the first step is fixed by the layout (the ship covering the
 * lowest uncovered hit), so the mean weight estimates the count without bias; weighted
 * frequencies estimate the probabilities, with a standard error per cell from the weights'
 * spread. Never exact, and reported as such. Covering the hits first matters: placed blindly,
 * ships almost never cover every hit of a game in progress, and no sample would count.
 *
 * @example
 *   const est = importanceSample(problem, createRng(1), WorkMeter.ms(2000));
 *   est.count // about 2.6e13 for the 10-ship no-contact fleet
 */
import { intersects, unionInto } from '../core/cellset.js';
import type { ShipPlacement } from '../core/placements.js';
import type { Rng } from '../core/rng.js';
import type { Problem } from './problem.js';
import { hitCovers, satisfies, type GroupPlacement } from './problem.js';
import type { WorkMeter } from './work.js';

export interface SampleEstimate {
  /** Estimated number of layouts, and the standard error of that estimate. */
  readonly count: number;
  readonly countStdError: number;
  /** Per cell: estimated probability and its standard error. */
  readonly marginal: number[];
  readonly stdError: number[];
  /** Per group, per cell: estimated probability that a ship of the group covers it, and its standard error. */
  readonly groupMarginal: number[][];
  readonly groupStdError: number[][];
  /** Samples drawn, and those with a non-zero weight. */
  readonly drawn: number;
  readonly accepted: number;
  /**
   * The effective sample size, (Σw)² / Σw²: as many equally weighted samples as the weights are
   * worth. Below a few, the standard errors above (from the weights' spread) mean nothing: one
   * sample gives 0.
   */
  readonly effective: number;
}

/**
 * How often (in draws) `importanceSample` looks at the count's relative standard error when it is
 * given one to reach (`relError`): at fixed numbers of draws, so that where it stops depends on the
 * seed alone, never on the machine.
 */
const ERROR_CHECK_DRAWS = 1000;

/**
 * Draw samples until `work` is spent (at least `minSamples`; each draw records the placements
 * it tried), and estimate. With `stop`, stop sooner once the count's standard error is at most
 * `relError` of it (looked at every ERROR_CHECK_DRAWS draws, from `from` draws on).
 */
export function importanceSample(
  problem: Problem,
  rng: Rng,
  work: WorkMeter,
  minSamples = 200,
  maxSamples = 200_000,
  stop?: { readonly relError: number; readonly from: number },
): SampleEstimate {
  const N = problem.cellCount;
  // Biggest ships first: they are the hardest to fit late.
  const slots: number[] = [];
  problem.groups.forEach((g, gi) => {
    for (let i = 0; i < g.count; i++) slots.push(gi);
  });
  const size = (gi: number): number => problem.groups[gi]!.placements[0]?.cells.length ?? 0;
  slots.sort((a, b) => size(b) - size(a) || a - b);
  const factorial = (k: number): number => {
    let f = 1;
    for (let i = 2; i <= k; i++) f *= i;
    return f;
  };
  const { hits, covering } = hitCovers(problem);
  const left = new Int32Array(problem.groups.length);
  const coverChoices: GroupPlacement[] = [];
  const sumW = { w: 0, w2: 0 };
  const cellW = new Float64Array(N);
  const cellW2 = new Float64Array(N);
  const groupW = problem.groups.map(() => new Float64Array(N));
  // Per group, per cell: Σ w² over the samples whose ship of the group covers the cell (for its standard error).
  const groupCoverW2 = problem.groups.map(() => new Float64Array(N));
  const samples: { w: number; cells: number[] }[] = [];
  let drawn = 0;
  let accepted = 0;
  const words = Math.ceil(N / 32);
  const candidates: ShipPlacement[] = [];
  while (drawn < maxSamples && (drawn < minSamples || !work.exhausted)) {
    if (stop !== undefined && drawn >= stop.from && drawn % ERROR_CHECK_DRAWS === 0 && sumW.w > 0) {
      // The count's standard error as returned below, from the draws so far.
      const m = sumW.w / drawn;
      if (Math.sqrt(Math.max(0, sumW.w2 / drawn - m * m) / drawn) <= stop.relError * m) break;
    }
    drawn++;
    let tried = 0;
    const blocked = new Uint32Array(words);
    const chosen: ShipPlacement[] = [];
    const chosenGroup: number[] = [];
    let w = 1;
    problem.groups.forEach((g, gi) => (left[gi] = g.count));
    // 1. Cover the hits, lowest uncovered first.
    for (let h = 0; h < hits.length && w > 0; h++) {
      if (chosen.some((p) => p.cells.includes(hits[h]!))) continue;
      coverChoices.length = 0;
      tried += covering[h]!.length;
      for (const x of covering[h]!) if (left[x.g]! > 0 && !intersects(x.p.mask, blocked)) coverChoices.push(x);
      if (coverChoices.length === 0) {
        w = 0;
        break;
      }
      w *= coverChoices.length;
      const x = coverChoices[Math.floor(rng() * coverChoices.length)]!;
      chosen.push(x.p);
      chosenGroup.push(x.g);
      left[x.g]!--;
      unionInto(blocked, x.p.halo);
    }
    // 2. The other ships, biggest first; equal ships could have come in any order.
    if (w > 0) for (let gi = 0; gi < left.length; gi++) w /= factorial(left[gi]!);
    for (const gi of w > 0 ? slots : []) {
      if (left[gi]! === 0) continue;
      left[gi]!--;
      candidates.length = 0;
      tried += problem.groups[gi]!.placements.length;
      for (const p of problem.groups[gi]!.placements) if (!intersects(p.mask, blocked)) candidates.push(p);
      if (candidates.length === 0) {
        w = 0;
        break;
      }
      w *= candidates.length;
      const p = candidates[Math.floor(rng() * candidates.length)]!;
      chosen.push(p);
      chosenGroup.push(gi);
      unionInto(blocked, p.halo);
    }
    if (w > 0) {
      for (const c of problem.constraints) {
        let sum = 0;
        for (const p of chosen) sum += c.weights.get(p) ?? 0;
        if (!satisfies(c, sum)) {
          w = 0;
          break;
        }
      }
    }
    work.record('importanceStep', tried + problem.constraints.length * chosen.length);
    sumW.w += w;
    sumW.w2 += w * w;
    if (w === 0) continue;
    accepted++;
    const cells: number[] = [];
    chosen.forEach((p, i) => {
      for (const c of p.cells) {
        cells.push(c);
        cellW[c]! += w;
        groupW[chosenGroup[i]!]![c]! += w;
        groupCoverW2[chosenGroup[i]!]![c]! += w * w;
      }
    });
    samples.push({ w, cells });
  }
  const total = sumW.w;
  const marginal = Array.from(cellW, (x) => (total > 0 ? x / total : 0));
  // Standard error of a ratio estimator: sqrt(Σ w_i² (x_i − p)²) / Σ w_i.
  for (const s of samples) {
    const inSample = new Set(s.cells);
    for (let c = 0; c < N; c++) {
      const d = (inSample.has(c) ? 1 : 0) - marginal[c]!;
      cellW2[c]! += s.w * s.w * d * d;
    }
  }
  const stdError = Array.from(cellW2, (x) => (total > 0 ? Math.sqrt(x) / total : 0));
  const groupMarginal = groupW.map((g) => Array.from(g, (x) => (total > 0 ? x / total : 0)));
  // The same for each group's cells, x_i whether the sample's ship of the group covers the cell
  // (ships do not overlap: 0 or 1). Σ w_i² (x_i − p)² = p² Σ w_i² + (1 − 2p) Σ_{x_i = 1} w_i²,
  // from sums kept while sampling: no pass over every sample, group and cell.
  const groupStdError = groupW.map((_, gi) =>
    Array.from(groupMarginal[gi]!, (p, c) => (total > 0 ? Math.sqrt(Math.max(0, p * p * sumW.w2 + (1 - 2 * p) * groupCoverW2[gi]![c]!)) / total : 0)),
  );
  const mean = total / drawn;
  const variance = Math.max(0, sumW.w2 / drawn - mean * mean);
  const countStdError = Math.sqrt(variance / drawn);
  const effective = sumW.w2 > 0 ? (total * total) / sumW.w2 : 0;
  return { count: mean, countStdError, marginal, stdError, groupMarginal, groupStdError, drawn, accepted, effective };
}
