/**
 * One-step lookahead for single-shot turns with per-shot reports, from uniform samples of the
 * consistent layouts (./posterior-sampler.ts).
 *
 * Greedy play fires the cell most likely to hold a ship. Against a random fleet that is not
 * always best (Audinot, Bonnet and Viennot 2014): a shot is also worth what its answer teaches.
 * Here a candidate shot `c` is valued
 *
 *   V(c) = P(hit c) + γ · Σ_o P(o | c) · max_{c'} P(hit c' | o, c)
 *
 * where `o` runs over the answers the shot may draw (miss, hit, sunk with the class when the
 * variant names it): the expected hits of this shot and the best next one. Each sample is one
 * layout, so it gives the answer to `c` and, within the samples that drew the same answer, the
 * conditional chances of every other cell: no new inference is needed.
 *
 * @example
 *   const best = lookaheadChoice(variant, samples, fired, ranked.slice(0, 8));
 */
import type { Variant } from '../variant/model.js';
import type { LayoutSamples } from './posterior-sampler.js';

export interface LookaheadOptions {
  /** How many of the greedy ranking's best cells are weighed. Default 8. */
  readonly candidates?: number;
  /** γ, the weight of the next shots' expected hits. Default 1. */
  readonly discount?: number;
  /** How many greedy shots after the candidate are counted. Default 1. */
  readonly depth?: number;
}

export interface LookaheadValue {
  readonly cell: number;
  /** P(hit) estimated from the samples. */
  readonly hit: number;
  /** Expected chance of hitting with the best next shot, given this shot's answer. */
  readonly next: number;
  readonly value: number;
}

/** Per sample, the slot covering each cell (-1: water), as one flat array of samples × cells. */
function cellSlots(s: LayoutSamples): Int8Array {
  const S = s.slotClass.length;
  const out = new Int8Array(s.count * s.n).fill(-1);
  for (let k = 0; k < s.count; k++) {
    for (let slot = 0; slot < S; slot++) {
      const p = s.slotPlacements[slot]![s.layouts[k * S + slot]!]!;
      for (const c of p.cells) out[k * s.n + c] = slot;
    }
  }
  return out;
}

/**
 * The value of each candidate (see the module note); `candidates` in greedy order. Returns them
 * in the same order. With `depth` > 1 the next term is the expected hits of the next `depth`
 * shots when play goes on greedily (each shot the likeliest open cell given the answers so far,
 * the lowest cell among equals), still within the samples.
 */
export function lookaheadValues(variant: Variant, samples: LayoutSamples, fired: ReadonlySet<number>, candidates: readonly number[], discount = 1, depth = 1): LookaheadValue[] {
  const { n, count } = samples;
  const S = samples.slotClass.length;
  if (count === 0) return candidates.map((cell) => ({ cell, hit: 0, next: 0, value: 0 }));
  const at = cellSlots(samples);
  const report = variant.report;
  const sunkTold = report.timing === 'per-shot' && report.sunk !== 'none';
  const sunkClass = report.timing === 'per-shot' && report.sunk === 'with-class';
  const hitClass = report.timing === 'per-shot' && report.hitClass;
  const shot = new Uint8Array(n);
  for (const c of fired) shot[c] = 1;
  const tally = new Float64Array(n);

  /** The answer sample `k` gives to a shot at `cell` (cells in `shot` already fired). */
  const answerOf = (k: number, cell: number): number => {
    const slot = at[k * n + cell]!;
    if (slot < 0) return 0;
    const cls = samples.slotClass[slot]!;
    const p = samples.slotPlacements[slot]![samples.layouts[k * S + slot]!]!;
    const sunk = sunkTold && p.cells.every((x) => x === cell || shot[x] === 1);
    return sunk ? 1000 + (sunkClass ? cls : 0) : 1 + (hitClass ? 1 + cls : 0);
  };

  /** Samples `group` split by their answer to a shot at `cell`. */
  const split = (group: Int32Array, cell: number): Int32Array[] => {
    const by = new Map<number, number[]>();
    for (const k of group) {
      const a = answerOf(k, cell);
      let l = by.get(a);
      if (!l) by.set(a, (l = []));
      l.push(k);
    }
    return [...by.values()].map((l) => Int32Array.from(l));
  };

  /** Hits summed over `group` of `left` greedy shots from here. */
  const greedyHits = (group: Int32Array, left: number): number => {
    if (left === 0 || group.length === 0) return 0;
    tally.fill(0);
    for (const k of group) {
      const row = k * n;
      for (let c = 0; c < n; c++) if (shot[c] === 0 && at[row + c]! >= 0) tally[c]!++;
    }
    let best = -1;
    let bestCount = 0;
    for (let c = 0; c < n; c++) {
      if (shot[c] === 0 && tally[c]! > bestCount) {
        best = c;
        bestCount = tally[c]!;
      }
    }
    if (best < 0) return 0;
    if (left === 1) return bestCount;
    let sum = bestCount;
    const parts = split(group, best);
    shot[best] = 1;
    for (const part of parts) sum += greedyHits(part, left - 1);
    shot[best] = 0;
    return sum;
  };

  const all = Int32Array.from({ length: count }, (_, k) => k);
  return candidates.map((cell) => {
    let hits = 0;
    for (let k = 0; k < count; k++) if (at[k * n + cell]! >= 0) hits++;
    const parts = split(all, cell);
    shot[cell] = 1;
    let next = 0;
    for (const part of parts) next += greedyHits(part, depth);
    shot[cell] = 0;
    const hit = hits / count;
    next /= count;
    return { cell, hit, next, value: hit + discount * next };
  });
}

/** The candidate of highest value (the earliest in greedy order among equals). */
export function lookaheadChoice(variant: Variant, samples: LayoutSamples, fired: ReadonlySet<number>, candidates: readonly number[], discount = 1, depth = 1): number {
  const values = lookaheadValues(variant, samples, fired, candidates, discount, depth);
  let best = values[0]!;
  for (const v of values) if (v.value > best.value + 1e-12) best = v;
  return best.cell;
}
