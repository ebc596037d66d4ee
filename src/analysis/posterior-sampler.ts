/**
 * An exactly uniform sampler of the layouts consistent with the evidence, by rejection.
 *
 * The evidence is compiled into the inference engine's counting problem
 * (src/inference/compile.ts): per ship group the placements the filters allow (misses, named
 * classes, hit-or-sunk status), and linear constraints over placements (a hit cell is covered,
 * …). A draw gives every ship a placement uniformly among its group's allowed placements,
 * independently, and is accepted when no ship's cells meet another ship's halo and every
 * constraint holds. Accepted draws are exactly uniform over labelled consistent layouts (ships
 * of a group carry labels), and every layout has the same number of labellings, so they are
 * exactly uniform over the consistent layouts: the same argument as ./uniform-fleet.ts on the
 * empty board.
 *
 * On 1967 positions (ships may touch, misses already filtered out) the acceptance rate is high
 * (a few unresolved hits are all that couples the ships), so thousands of samples cost
 * milliseconds. On the no-contact fleets of Морской бой it is poor: a cheap probe of a fixed
 * number of draws tells, and the caller falls back to the chain (./chain-posterior.ts).
 *
 * Everything is seeded from the evidence, so a position always gets the same samples.
 *
 * @example
 *   const s = sampleLayouts(variant, evidence, { samples: 4000 });
 *   if (s) posteriorFromSamples(variant, s).marginal
 */
import { cellCount } from '../core/coords.js';
import type { ShipPlacement } from '../core/placements.js';
import { createRng } from '../core/rng.js';
import { compileEvidence } from '../inference/compile.js';
import type { Evidence } from '../inference/evidence.js';
import type { Problem } from '../inference/problem.js';
import { readingCheck } from '../inference/unread-exact.js';
import type { Variant } from '../variant/model.js';
import { evidenceKey, type Posterior } from './posterior.js';

export interface SamplerOptions {
  /** Accepted layouts wanted. Default 4000. */
  readonly samples?: number;
  /** Draws of the probe that decides whether rejection pays. Default 500. */
  readonly probeDraws?: number;
  /**
   * Give up (return null) when the probe accepts fewer than this share. Default 0.2: on 1967
   * positions the covering configurations keep acceptance above 0.35; on Морской бой it is
   * mostly below 0.01, where the chain is the faster answer.
   */
  readonly minAcceptance?: number;
  /** Stop after this many draws in all, whatever was accepted. Default 25 × samples. */
  readonly maxDraws?: number;
  /** Extra seed text (the evidence is always part of the seed). */
  readonly seed?: string;
  /** `evidenceKey(evidence)` when the caller has it (./posterior.ts); it must be exactly that. */
  readonly evidenceKey?: string;
  /** Most covering configurations listed before plain rejection is used instead. Default 20 000. */
  readonly maxConfigurations?: number;
}

/** Accepted layouts, as placement indices per ship slot. */
export interface LayoutSamples {
  /** Cells on the board. */
  readonly n: number;
  /** Per ship slot: its class index in `variant.fleet`. */
  readonly slotClass: readonly number[];
  /** Per ship slot: the placements it may take. */
  readonly slotPlacements: readonly (readonly ShipPlacement[])[];
  /** Accepted layouts: sample `k`, slot `s` took `slotPlacements[s][layouts[k * slots + s]]`. */
  readonly layouts: Uint16Array | Uint32Array;
  /** Number of accepted layouts. */
  readonly count: number;
  /** Draws made (accepted or not). */
  readonly drawn: number;
  /** Cells announced hit (certain). */
  readonly occupied: readonly number[];
  /** An estimate of the number of consistent layouts (proposal mass × acceptance rate). */
  readonly estimatedLayouts: number;
  /** The evidence proved impossible (no layout at all). */
  readonly impossible: boolean;
}

/**
 * Up to `opts.samples` layouts drawn uniformly among those consistent with `evidence`, or null
 * when the probe finds rejection too wasteful (see the module note) or nothing was accepted
 * within `maxDraws`.
 */
export function sampleLayouts(variant: Variant, evidence: Evidence, opts: SamplerOptions = {}): LayoutSamples | null {
  if (emptyBoardAcceptance(variant) < (opts.minAcceptance ?? 0.2) / 4) return null;
  const samples = sampleProblem(variant, compileEvidence(variant, evidence), `${opts.seed ?? ''}|${opts.evidenceKey ?? evidenceKey(evidence)}`, opts);
  const fits = samples === null ? null : readingCheck(variant, evidence);
  return samples === null || fits === null ? samples : someReadingOnly(fits, samples);
}

/**
 * Where an unread cell of a whole salvo's report is read exactly (`readingCheck`), the
 * compiled problem is the weakened reading (every reading of the cell and some more layouts):
 * the draws that fit no reading are rejected too, as `sampleLayout` rejects them, so the layouts
 * kept are uniform among those `infer` counts, and the estimate counts only them.
 */
function someReadingOnly(fits: (layout: { classIndex: number; cells: readonly number[] }[]) => boolean, s: LayoutSamples): LayoutSamples | null {
  const S = s.slotClass.length;
  const kept = s.layouts instanceof Uint16Array ? new Uint16Array(s.layouts.length) : new Uint32Array(s.layouts.length);
  let count = 0;
  for (let k = 0; k < s.count; k++) {
    const row = s.layouts.subarray(k * S, (k + 1) * S);
    const layout = s.slotClass.map((classIndex, slot) => ({ classIndex, cells: s.slotPlacements[slot]![row[slot]!]!.cells }));
    if (!fits(layout)) continue;
    kept.set(row, count * S);
    count++;
  }
  if (count === 0) return null;
  return { ...s, layouts: kept.subarray(0, count * S), count, estimatedLayouts: (s.estimatedLayouts * count) / s.count };
}

const emptyBoard = new WeakMap<Variant, number>();

/**
 * The share of independent draws that give a legal fleet on the empty board (a fixed-seed probe
 * of 2000 draws, once per variant): 0.39 for the 1967 fleet, under 0.01 for Морской бой's ten
 * ships that may not touch. Far below the probe's threshold, no position is worth probing.
 */
export function emptyBoardAcceptance(variant: Variant): number {
  let rate = emptyBoard.get(variant);
  if (rate === undefined) {
    const s = sampleProblem(variant, compileEvidence(variant, { salvos: [] }), 'empty-board', { samples: 2000, probeDraws: 2000, maxDraws: 2000, minAcceptance: 0 });
    rate = s === null || s.drawn === 0 ? 0 : s.count / s.drawn;
    emptyBoard.set(variant, rate);
  }
  return rate;
}

/** The sampler on an already compiled problem. */
export function sampleProblem(variant: Variant, compiled: Problem, seed: string, opts: SamplerOptions = {}): LayoutSamples | null {
  const n = cellCount(variant.board);
  const problem = withoutForbidden(compiled);
  const slotClass: number[] = [];
  const slotPlacements: (readonly ShipPlacement[])[] = [];
  for (const g of problem.groups) {
    for (let k = 0; k < g.count; k++) {
      slotClass.push(g.classIndex);
      slotPlacements.push(g.placements);
    }
  }
  const S = slotClass.length;
  const wanted = Math.max(1, opts.samples ?? 4000);
  const maxPlacements = Math.max(1, ...slotPlacements.map((l) => l.length));
  const store = (size: number): Uint16Array | Uint32Array => (maxPlacements < 65536 ? new Uint16Array(size) : new Uint32Array(size));
  const empty = (impossible: boolean): LayoutSamples => ({
    n,
    slotClass,
    slotPlacements,
    layouts: store(0),
    count: 0,
    drawn: 0,
    occupied: problem.occupied,
    estimatedLayouts: 0,
    impossible,
  });
  if (problem.impossible !== undefined || slotPlacements.some((l) => l.length === 0)) return empty(true);
  if (S === 0) return { ...empty(false), count: 1 };

  // Flat masks and halos per slot, and per placement the constraints it weighs on.
  const W = problem.groups[0]!.placements[0]!.mask.length;
  const masks = slotPlacements.map((list) => {
    const a = new Uint32Array(list.length * W);
    list.forEach((p, i) => a.set(p.mask, i * W));
    return a;
  });
  const halos = slotPlacements.map((list) => {
    const a = new Uint32Array(list.length * W);
    list.forEach((p, i) => a.set(p.halo, i * W));
    return a;
  });
  const C = problem.constraints.length;
  const touchOf = new Map<ShipPlacement, [number, number][]>();
  problem.constraints.forEach((c, ci) => {
    for (const [p, w] of c.weights) {
      let l = touchOf.get(p);
      if (!l) touchOf.set(p, (l = []));
      l.push([ci, w]);
    }
  });
  const touch = slotPlacements.map((list) => list.map((p) => touchOf.get(p) ?? null));
  const lo = problem.constraints.map((c) => c.lo);
  const hi = problem.constraints.map((c) => c.hi);
  const accept = problem.constraints.map((c) => c.accept);
  // Most constrained slots first (fewest placements): clashes are found sooner. The order of
  // independent draws does not change which draws are accepted.
  const order = Array.from({ length: S }, (_, s) => s).sort((a, b) => slotPlacements[a]!.length - slotPlacements[b]!.length || a - b);
  const cover = C > 0 && isPureCoverage(problem) ? coverConfigurations(slotPlacements, masks, halos, touch, C, W, opts.maxConfigurations ?? 20_000) : null;

  // The proposal: a configuration of the ships covering the hit cells (drawn by weight), the
  // other ships uniform among their placements that cover none (see `coverConfigurations`);
  // or, without one, every ship uniform among all its placements.
  const free: Int32Array[] = slotPlacements.map((list, s) =>
    cover ? Int32Array.from(list.keys()).filter((i) => touch[s]![i] === null) : Int32Array.from(list.keys()),
  );
  const configs = cover ?? { count: 1, slots: new Int32Array(S).fill(-1), cumulative: new Float64Array([1]) };
  const checkConstraints = C > 0 && cover === null;
  if (configs.count === 0) return empty(true);
  const total = configs.cumulative[configs.count - 1]!;

  const rng = createRng(seed);
  const blocked = new Uint32Array(W);
  const sums = new Float64Array(C);
  const chosen = new Int32Array(S);
  const probe = Math.max(1, opts.probeDraws ?? 500);
  const minAcceptance = opts.minAcceptance ?? 0.2;
  const maxDraws = Math.max(probe, opts.maxDraws ?? 25 * wanted);
  let out = store(Math.min(wanted, 1024) * S);
  let count = 0;
  let drawn = 0;
  while (count < wanted && drawn < maxDraws) {
    if (drawn === probe && count < minAcceptance * probe) return null;
    drawn++;
    blocked.fill(0);
    // The configuration (cumulative weights, binary search).
    let base = 0;
    if (configs.count > 1) {
      const x = rng() * total;
      let a = 0;
      let b = configs.count - 1;
      while (a < b) {
        const m = (a + b) >>> 1;
        if (configs.cumulative[m]! > x) b = m;
        else a = m + 1;
      }
      base = a * S;
    }
    for (let s = 0; s < S; s++) {
      const i = configs.slots[base + s]!;
      chosen[s] = i;
      if (i < 0) continue;
      const h = halos[s]!;
      for (let w = 0; w < W; w++) blocked[w]! |= h[i * W + w]!;
    }
    let ok = true;
    for (let k = 0; k < S; k++) {
      const s = order[k]!;
      if (chosen[s]! >= 0) continue;
      const list = free[s]!;
      const i = list[Math.floor(rng() * list.length)]!;
      const m = masks[s]!;
      const at = i * W;
      for (let w = 0; w < W; w++) {
        if ((m[at + w]! & blocked[w]!) !== 0) {
          ok = false;
          break;
        }
      }
      if (!ok) break;
      const h = halos[s]!;
      for (let w = 0; w < W; w++) blocked[w]! |= h[at + w]!;
      chosen[s] = i;
    }
    if (!ok) continue;
    if (checkConstraints) {
      sums.fill(0);
      for (let s = 0; s < S; s++) {
        const t = touch[s]![chosen[s]!];
        if (t) for (const [ci, w] of t) sums[ci]! += w;
      }
      for (let ci = 0; ci < C; ci++) {
        const v = sums[ci]!;
        const a = accept[ci];
        if (v < lo[ci]! || v > hi[ci]! || (a !== undefined && !a(v))) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
    }
    if ((count + 1) * S > out.length) {
      const bigger = store(Math.min(wanted * S, out.length * 2));
      bigger.set(out);
      out = bigger;
    }
    for (let s = 0; s < S; s++) out[count * S + s] = chosen[s]!;
    count++;
  }
  if (count === 0) return null;
  // Proposal mass: the configurations' total weight, or the product of the list lengths.
  const mass = cover ? total : free.reduce((x, l) => x * l.length, 1);
  const labellings = problem.groups.reduce((x, g) => x * factorial(g.count), 1);
  const estimatedLayouts = (mass * count) / drawn / labellings;
  return { n, slotClass, slotPlacements, layouts: out.subarray(0, count * S), count, drawn, occupied: problem.occupied, estimatedLayouts, impossible: false };
}

function factorial(k: number): number {
  let x = 1;
  for (let i = 2; i <= k; i++) x *= i;
  return x;
}

/**
 * The problem with the placements a constraint forbids outright taken out of the groups: a
 * constraint whose sum must be at most 0 while every weight is positive (after compilation, "no
 * other ship covers this cell" when a sunk ship's only placement covers it).
 */
function withoutForbidden(problem: Problem): Problem {
  const forbidding = problem.constraints.filter((c) => c.hi === 0 && c.lo <= 0 && c.accept === undefined && [...c.weights.values()].every((w) => w > 0));
  if (forbidding.length === 0) return problem;
  const out = new Set<ShipPlacement>();
  for (const c of forbidding) for (const p of c.weights.keys()) out.add(p);
  const kept = new Set(forbidding);
  return {
    ...problem,
    groups: problem.groups.map((g) => ({ ...g, placements: g.placements.filter((p) => !out.has(p)) })),
    constraints: problem.constraints
      .filter((c) => !kept.has(c))
      .map((c) => ({ ...c, weights: new Map([...c.weights].filter(([p]) => !out.has(p))) })),
  };
}

/** Are all constraints "exactly one chosen placement among these" (per-shot hit cells)? */
function isPureCoverage(problem: Problem): boolean {
  return problem.constraints.every((c) => c.lo === 1 && c.hi === 1 && c.accept === undefined && [...c.weights.values()].every((w) => w === 1));
}

/** The covering configurations, flat: per configuration a placement index per slot (-1: free). */
interface Configurations {
  readonly count: number;
  readonly slots: Int32Array;
  /** Running sums of the configurations' weights. */
  readonly cumulative: Float64Array;
}

/**
 * Every way to place some ships so that each coverage constraint is met exactly once (each hit
 * cell covered), with no clash: branch on the first constraint not yet met, over every free
 * ship and each of its placements that meets it. A layout's configuration (the ships that cover
 * hit cells, where they lie) is unique, and so is its branch path, so each configuration is
 * listed once. Its weight is the product, over the ships it leaves free, of the number of
 * their placements that meet no constraint.
 *
 * Why this is exact: drawing a configuration with probability weight / total, then each free
 * ship uniformly among its constraint-free placements, gives every consistent labelled layout
 * the same probability 1 / total; rejecting clashes among the free ships then leaves exactly the
 * uniform law on consistent layouts. Acceptance is that of the free ships alone, high on boards
 * where ships may touch. Null when there are more than `max` configurations (or the search
 * visits more than 4 × `max` nodes).
 */
function coverConfigurations(
  slotPlacements: readonly (readonly ShipPlacement[])[],
  masks: readonly Uint32Array[],
  halos: readonly Uint32Array[],
  touch: readonly (readonly ([number, number][] | null)[])[],
  C: number,
  W: number,
  max: number,
): Configurations | null {
  const S = slotPlacements.length;
  // Per constraint, per slot: the placement indices that meet it.
  const meets: number[][][] = Array.from({ length: C }, () => Array.from({ length: S }, () => []));
  touch.forEach((list, s) => list.forEach((t, i) => t?.forEach(([ci]) => meets[ci]![s]!.push(i))));
  const freeCount = touch.map((list) => list.reduce((n, t) => n + (t === null ? 1 : 0), 0));
  const met = new Int32Array(C);
  const chosen = new Int32Array(S).fill(-1);
  const slots: number[] = [];
  const weights: number[] = [];
  let overflow = false;
  let nodes = 0;
  const go = (blocked: Uint32Array): void => {
    if (overflow) return;
    if (++nodes > 4 * max) {
      overflow = true;
      return;
    }
    let ci = 0;
    while (ci < C && met[ci]! > 0) ci++;
    if (ci === C) {
      let w = 1;
      for (let s = 0; s < S; s++) if (chosen[s]! < 0) w *= freeCount[s]!;
      if (w === 0) return;
      if (weights.length >= max) {
        overflow = true;
        return;
      }
      for (let s = 0; s < S; s++) slots.push(chosen[s]!);
      weights.push(w);
      return;
    }
    for (let s = 0; s < S; s++) {
      if (chosen[s]! >= 0) continue;
      for (const i of meets[ci]![s]!) {
        const m = masks[s]!;
        let clash = false;
        for (let w = 0; w < W; w++) {
          if ((m[i * W + w]! & blocked[w]!) !== 0) {
            clash = true;
            break;
          }
        }
        if (clash) continue;
        const t = touch[s]![i]!;
        if (t.some(([cj]) => met[cj]! > 0)) continue;
        const next = blocked.slice();
        const h = halos[s]!;
        for (let w = 0; w < W; w++) next[w]! |= h[i * W + w]!;
        chosen[s] = i;
        for (const [cj] of t) met[cj]!++;
        go(next);
        for (const [cj] of t) met[cj]!--;
        chosen[s] = -1;
        if (overflow) return;
      }
    }
  };
  go(new Uint32Array(W));
  if (overflow) return null;
  const cumulative = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((w, k) => (cumulative[k] = sum += w));
  return { count: weights.length, slots: Int32Array.from(slots), cumulative };
}

/** The marginals of the sampled layouts (with the standard error of each cell's estimate). */
export function posteriorFromSamples(variant: Variant, samples: LayoutSamples): Posterior {
  const { n, count, layouts, slotClass, slotPlacements } = samples;
  const S = slotClass.length;
  const occ = new Float64Array(n);
  const byClass = variant.fleet.map(() => new Float64Array(n));
  for (let k = 0; k < count; k++) {
    for (let s = 0; s < S; s++) {
      const p = slotPlacements[s]![layouts[k * S + s]!]!;
      const cls = byClass[slotClass[s]!]!;
      for (const c of p.cells) {
        occ[c]!++;
        cls[c]!++;
      }
    }
  }
  const norm = (a: Float64Array): number[] => Array.from(a, (v) => (count > 0 ? v / count : 0));
  const marginal = norm(occ);
  if (count > 0) for (const c of samples.occupied) marginal[c] = 1;
  const classMarginal: Record<string, number[]> = {};
  variant.fleet.forEach((c, k) => (classMarginal[c.id] = norm(byClass[k]!)));
  if (samples.impossible || count === 0) return { exact: true, count: 0n, marginal: marginal.fill(0), classMarginal };
  const stdError = marginal.map((p) => Math.sqrt((p * (1 - p)) / count));
  // The cells no ship may take at all (no placement any slot may draw covers them): water by the
  // evidence, where the samples' 0 elsewhere only says none was drawn there (`Posterior.water`).
  const reach = new Uint8Array(n);
  for (const list of new Set(slotPlacements)) for (const p of list) for (const c of p.cells) reach[c] = 1;
  const water: number[] = [];
  for (let c = 0; c < n; c++) if (reach[c] === 0) water.push(c);
  return { exact: false, count: -1n, marginal, classMarginal, stdError, ...(water.length > 0 ? { water } : {}) };
}
