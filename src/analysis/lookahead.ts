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
  /** γ, the weight of the next shot's expected hits. Default 1. */
  readonly discount?: number;
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
 * in the same order.
 */
export function lookaheadValues(variant: Variant, samples: LayoutSamples, fired: ReadonlySet<number>, candidates: readonly number[], discount = 1): LookaheadValue[] {
  const { n, count } = samples;
  const S = samples.slotClass.length;
  if (count === 0) return candidates.map((cell) => ({ cell, hit: 0, next: 0, value: 0 }));
  const at = cellSlots(samples);
  const report = variant.report;
  const sunkTold = report.timing === 'per-shot' && report.sunk !== 'none';
  const sunkClass = report.timing === 'per-shot' && report.sunk === 'with-class';
  const hitClass = report.timing === 'per-shot' && report.hitClass;
  const open: number[] = [];
  for (let c = 0; c < n; c++) if (!fired.has(c)) open.push(c);
  const answer = new Int32Array(count);
  const tallies = new Map<number, Float64Array>();
  return candidates.map((cell) => {
    // The answer each sample gives to a shot at `cell`.
    let hits = 0;
    for (let k = 0; k < count; k++) {
      const slot = at[k * n + cell]!;
      if (slot < 0) {
        answer[k] = 0;
        continue;
      }
      hits++;
      const cls = samples.slotClass[slot]!;
      const p = samples.slotPlacements[slot]![samples.layouts[k * S + slot]!]!;
      const sunk = sunkTold && p.cells.every((x) => x === cell || fired.has(x));
      answer[k] = sunk ? 1000 + (sunkClass ? cls : 0) : 1 + (hitClass ? 1 + cls : 0);
    }
    // Per answer, how often each open cell holds a ship.
    tallies.clear();
    const sizes = new Map<number, number>();
    for (let k = 0; k < count; k++) {
      const a = answer[k]!;
      let t = tallies.get(a);
      if (!t) tallies.set(a, (t = new Float64Array(n)));
      sizes.set(a, (sizes.get(a) ?? 0) + 1);
      const row = k * n;
      for (const c of open) if (at[row + c]! >= 0) t[c]!++;
    }
    let next = 0;
    for (const t of tallies.values()) {
      let best = 0;
      for (const c of open) if (c !== cell && t[c]! > best) best = t[c]!;
      next += best / count;
    }
    const hit = hits / count;
    return { cell, hit, next, value: hit + discount * next };
  });
}

/** The candidate of highest value (the earliest in greedy order among equals). */
export function lookaheadChoice(variant: Variant, samples: LayoutSamples, fired: ReadonlySet<number>, candidates: readonly number[], discount = 1): number {
  const values = lookaheadValues(variant, samples, fired, candidates, discount);
  let best = values[0]!;
  for (const v of values) if (v.value > best.value + 1e-12) best = v;
  return best.cell;
}
