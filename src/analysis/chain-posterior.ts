/**
 * A fast posterior for simulations: the same counting problem the inference engine compiles
 * from the evidence (src/inference/compile.ts: allowed placements per ship group, and linear
 * constraints over them), answered by exhaustive enumeration when the consistent layouts are
 * few, and otherwise estimated by a Markov chain over the consistent layouts.
 *
 * Why: the engine's exact transfer-matrix count is the reference, but on a 10×10 board with
 * ships that may touch an early, weakly constrained position costs it minutes, while a
 * simulation of a thousand games asks tens of thousands of questions. The marginals a firing
 * strategy needs are well estimated by a chain.
 *
 * Note on the chain. A state is one placement per ship (ships of a group carry labels; every
 * layout has the same number of labellings, so uniform over labelled states is uniform over
 * layouts). A move picks a ship and redraws its placement uniformly among those that keep the
 * layout legal (no mask meets another ship's halo) and every constraint true: a Gibbs step,
 * whose stationary law is the uniform law on consistent layouts. When constraints couple ships
 * (a hit cell must be covered by *some* ship, a salvo hit a class so many times) single moves
 * can be trapped, so each sweep also redraws a pair of ships jointly (see `pairMove`). Estimates are
 * Rao–Blackwellised: at each single move the moved ship contributes its whole conditional
 * distribution (every allowed placement, equally weighted), which cuts the noise several-fold.
 * The chain is seeded from the evidence itself, so the same position always gets the same
 * answer (and a memo table can serve it again).
 *
 * @example
 *   const post = chainPosterior(variant, evidence, { sweeps: 200 });
 *   post.exact      // true when the layouts were enumerated
 *   post.marginal   // P(cell occupied), estimated or exact
 */
import { intersects } from '../core/cellset.js';
import { cellCount } from '../core/coords.js';
import type { ShipPlacement } from '../core/placements.js';
import { createRng, randomInt, shuffleInPlace, type Rng } from '../core/rng.js';
import { compileEvidence } from '../inference/compile.js';
import type { Evidence } from '../inference/evidence.js';
import type { Problem } from '../inference/problem.js';
import { satisfies } from '../inference/problem.js';
import type { Variant } from '../variant/model.js';
import { evidenceKey, type Inferrer, type Posterior } from './posterior.js';

export interface ChainOptions {
  /** Sweeps (one move per ship each) collected after burn-in, over all chains. Default 200. */
  readonly sweeps?: number;
  /** Independent chains the sweeps are shared among, each from its own start. Default 4. */
  readonly chains?: number;
  /** Sweeps each chain discards first. Default 15. */
  readonly burnIn?: number;
  /** Redraw a random pair of ships jointly every this many sweeps. Default 2. */
  readonly pairEvery?: number;
  /** Enumerate exactly when this many search nodes suffice. Default 20 000. */
  readonly enumerationBudget?: number;
  /** Extra seed text (the evidence is always part of the seed). */
  readonly seed?: string;
}

export type ChainMethod = 'enumerated' | 'chain';

export interface ChainPosterior extends Posterior {
  readonly method: ChainMethod;
}

/** The compiled problem with per-placement constraint weights as arrays. */
interface Model {
  readonly n: number;
  /** Per ship slot: its group's placements. */
  readonly slots: readonly (readonly ShipPlacement[])[];
  /** Per slot: its group index; slots of one group are contiguous. */
  readonly slotGroup: readonly number[];
  readonly classIds: readonly string[];
  readonly constraints: Problem['constraints'];
  /** Per placement: the (constraint, weight) pairs it touches. */
  readonly touch: ReadonlyMap<ShipPlacement, readonly (readonly [number, number])[]>;
}

function buildModel(variant: Variant, problem: Problem): Model {
  const slots: ShipPlacement[][] = [];
  const slotGroup: number[] = [];
  problem.groups.forEach((g, gi) => {
    for (let k = 0; k < g.count; k++) {
      slots.push([...g.placements]);
      slotGroup.push(gi);
    }
  });
  const touch = new Map<ShipPlacement, [number, number][]>();
  problem.constraints.forEach((c, ci) => {
    for (const [p, w] of c.weights) {
      let list = touch.get(p);
      if (!list) touch.set(p, (list = []));
      list.push([ci, w]);
    }
  });
  return {
    n: cellCount(variant.board),
    slots,
    slotGroup,
    classIds: problem.groups.map((g) => variant.fleet[g.classIndex]!.id),
    constraints: problem.constraints,
    touch,
  };
}

const NONE: readonly (readonly [number, number])[] = [];

/** Mutable chain state: the placement of every slot, the halo cover and constraint sums. */
class ChainState {
  readonly chosen: (ShipPlacement | null)[];
  /** How many placed ships' halos cover each cell. */
  readonly haloCount: Int32Array;
  readonly sums: Float64Array;

  constructor(readonly model: Model) {
    this.chosen = model.slots.map(() => null);
    this.haloCount = new Int32Array(model.n);
    this.sums = new Float64Array(model.constraints.length);
  }

  place(slot: number, p: ShipPlacement): void {
    this.chosen[slot] = p;
    forEachCell(p.halo, (c) => this.haloCount[c]!++);
    for (const [ci, w] of this.model.touch.get(p) ?? NONE) this.sums[ci]! += w;
  }

  remove(slot: number): ShipPlacement {
    const p = this.chosen[slot]!;
    this.chosen[slot] = null;
    forEachCell(p.halo, (c) => this.haloCount[c]!--);
    for (const [ci, w] of this.model.touch.get(p) ?? NONE) this.sums[ci]! -= w;
    return p;
  }

  /** Is `p` clear of every placed ship's halo (and its halo clear of their cells)? */
  fits(p: ShipPlacement): boolean {
    for (const c of p.cells) if (this.haloCount[c]! > 0) return false;
    return true;
  }

  /** Would every constraint hold with `p` and `q` added (all other slots placed)? */
  satisfiedWith(p: ShipPlacement | null, q: ShipPlacement | null = null): boolean {
    const cs = this.model.constraints;
    const extra = new Map<number, number>();
    for (const x of [p, q]) if (x) for (const [ci, w] of this.model.touch.get(x) ?? NONE) extra.set(ci, (extra.get(ci) ?? 0) + w);
    for (let ci = 0; ci < cs.length; ci++) if (!satisfies(cs[ci]!, this.sums[ci]! + (extra.get(ci) ?? 0))) return false;
    return true;
  }

  /**
   * A fast test for one missing ship: which constraints fail without it (it must touch all of
   * them), then per candidate only the constraints it touches are checked.
   */
  checker(): (p: ShipPlacement) => boolean {
    const cs = this.model.constraints;
    const deficient = new Uint8Array(cs.length);
    let need = 0;
    for (let ci = 0; ci < cs.length; ci++) {
      if (!satisfies(cs[ci]!, this.sums[ci]!)) {
        deficient[ci] = 1;
        need++;
      }
    }
    return (p) => {
      let met = 0;
      for (const [ci, w] of this.model.touch.get(p) ?? NONE) {
        if (!satisfies(cs[ci]!, this.sums[ci]! + w)) return false;
        met += deficient[ci]!;
      }
      return met === need;
    };
  }
}

function forEachCell(set: Uint32Array, f: (c: number) => void): void {
  for (let w = 0; w < set.length; w++) {
    let x = set[w]!;
    while (x !== 0) {
      const low = x & -x;
      f((w << 5) + (31 - Math.clz32(low)));
      x ^= low;
    }
  }
}

/**
 * Depth-first search over slots. `visit` is called with each complete consistent layout; it
 * returns false to stop. Slots of one group take increasing placement indices unless `rng`
 * shuffles the candidates (then each layout may be reached once per labelling).
 * Returns false when the node budget ran out.
 */
function search(state: ChainState, budget: number, visit: () => boolean, rng?: Rng): boolean {
  const { model } = state;
  const S = model.slots.length;
  let nodes = 0;
  let stopped = false;
  // Bounds on what the slots from `s` on can still add to each constraint.
  const cs = model.constraints;
  const minRest: number[][] = [];
  const maxRest: number[][] = [];
  for (let s = S; s >= 0; s--) {
    const lo = new Array<number>(cs.length).fill(0);
    const hi = new Array<number>(cs.length).fill(0);
    if (s < S) {
      const below = minRest[0]!;
      const above = maxRest[0]!;
      for (let ci = 0; ci < cs.length; ci++) {
        let mn = Infinity;
        let mx = -Infinity;
        for (const p of model.slots[s]!) {
          const w = (model.touch.get(p) ?? NONE).find(([k]) => k === ci)?.[1] ?? 0;
          mn = Math.min(mn, w);
          mx = Math.max(mx, w);
        }
        lo[ci] = below[ci]! + (mn === Infinity ? 0 : mn);
        hi[ci] = above[ci]! + (mx === -Infinity ? 0 : mx);
      }
    }
    minRest.unshift(lo);
    maxRest.unshift(hi);
  }
  // Per constraint: the placements that add to it, with their slot group.
  const adders: { readonly p: ShipPlacement; readonly group: number }[][] = cs.map(() => []);
  const seenGroup = new Set<number>();
  model.slots.forEach((list, s) => {
    const g = model.slotGroup[s]!;
    if (seenGroup.has(g)) return;
    seenGroup.add(g);
    for (const p of list) for (const [ci, w] of model.touch.get(p) ?? NONE) if (w > 0) adders[ci]!.push({ p, group: g });
  });
  const firstGroup = model.slotGroup;
  const feasible = (s: number): boolean => {
    for (let ci = 0; ci < cs.length; ci++) {
      if (state.sums[ci]! + maxRest[s]![ci]! < cs[ci]!.lo) return false;
      if (state.sums[ci]! + minRest[s]![ci]! > cs[ci]!.hi) return false;
    }
    // A constraint still short of its minimum needs a ship still to place that can add to it.
    if (s < S) {
      const g0 = firstGroup[s]!;
      for (let ci = 0; ci < cs.length; ci++) {
        if (state.sums[ci]! + minRest[s]![ci]! >= cs[ci]!.lo) continue;
        if (!adders[ci]!.some((a) => a.group >= g0 && state.fits(a.p))) return false;
      }
    }
    return true;
  };
  const go = (s: number, from: number): boolean => {
    if (++nodes > budget) return false;
    if (s === S) {
      if (state.satisfiedWith(null) && !visit()) stopped = true;
      return true;
    }
    const list = model.slots[s]!;
    const sameNext = s + 1 < S && model.slotGroup[s + 1] === model.slotGroup[s];
    const order = rng ? shuffleInPlace(rng, list.map((_, i) => i)) : null;
    for (let k = rng ? 0 : from; k < list.length; k++) {
      const i = order ? order[k]! : k;
      const p = list[i]!;
      if (!state.fits(p)) continue;
      state.place(s, p);
      const ok = feasible(s + 1) ? go(s + 1, sameNext && !rng ? i + 1 : 0) : true;
      state.remove(s);
      if (!ok) return false;
      if (stopped) return true;
    }
    return true;
  };
  return go(0, 0);
}

function emptyPosterior(variant: Variant, n: number): ChainPosterior {
  const classMarginal: Record<string, number[]> = {};
  for (const c of variant.fleet) classMarginal[c.id] = new Array<number>(n).fill(0);
  return { exact: true, count: 0n, marginal: new Array<number>(n).fill(0), classMarginal, method: 'enumerated' };
}

/** Marginals from per-cell and per-class tallies over `total` weight. */
function finishTallies(variant: Variant, model: Model, occ: Float64Array, byClass: Float64Array[], total: number) {
  const marginal = Array.from(occ, (v) => v / total);
  const classMarginal: Record<string, number[]> = {};
  for (const c of variant.fleet) classMarginal[c.id] = new Array<number>(model.n).fill(0);
  model.classIds.forEach((id, gi) => {
    const target = classMarginal[id]!;
    byClass[gi]!.forEach((v, c) => (target[c]! += v / total));
  });
  return { marginal, classMarginal };
}

/**
 * The posterior of `evidence`: exact by enumeration when the layouts are few, else estimated by
 * the chain described in the module note.
 */
export function chainPosterior(variant: Variant, evidence: Evidence, opts: ChainOptions = {}): ChainPosterior {
  const problem = compileEvidence(variant, evidence);
  const n = cellCount(variant.board);
  if (problem.impossible !== undefined) return emptyPosterior(variant, n);
  const model = buildModel(variant, problem);
  const G = problem.groups.length;
  const state = new ChainState(model);

  // 1. Exhaustive enumeration within a budget.
  const occ = new Float64Array(n);
  const byClass = Array.from({ length: G }, () => new Float64Array(n));
  let count = 0;
  const budget = opts.enumerationBudget ?? 20_000;
  const visit = (): boolean => {
    count++;
    state.chosen.forEach((p, s) => {
      for (const c of p!.cells) {
        occ[c]!++;
        byClass[model.slotGroup[s]!]![c]!++;
      }
    });
    return true;
  };
  // Per-shot evidence compiles to pure coverage constraints (each hit cell covered once): then
  // the search branches on which ship covers each hit first. Otherwise a search in ship order,
  // skipped when even the product of the placement lists is far beyond the budget.
  const product = model.slots.reduce((x, l) => x * Math.max(1, l.length), 1);
  const complete = isPureCoverage(model)
    ? enumerateCoverage(state, budget, visit)
    : product <= budget * 200 && search(state, budget, visit);
  if (complete) {
    if (count === 0) return emptyPosterior(variant, n);
    return { exact: true, count: BigInt(count), ...finishTallies(variant, model, occ, byClass, count), method: 'enumerated' };
  }

  // 2. Several chains, each from its own consistent layout found by randomised search (a
  //    single chain can linger in one arrangement of the ships around a group of hits).
  const rng = createRng(`${opts.seed ?? ''}|${evidenceKey(evidence)}`);
  occ.fill(0);
  for (const a of byClass) a.fill(0);
  let weight = 0;
  const S = model.slots.length;
  const chains = Math.max(1, opts.chains ?? 4);
  const sweeps = Math.max(1, Math.ceil((opts.sweeps ?? 200) / chains));
  const burnIn = opts.burnIn ?? 15;
  const pairEvery = Math.max(1, opts.pairEvery ?? 2);
  const candidates: ShipPlacement[] = [];
  let previous: ShipPlacement[] | null = null;
  for (let chain = 0; chain < chains; chain++) {
    // The first chain starts from the first layout of a plain search (quick); later ones try a
    // randomised search on a small budget, else carry on from where the previous chain ended.
    let start: ShipPlacement[] | null = null;
    const keep = (): boolean => {
      start = state.chosen.map((p) => p!);
      return false;
    };
    for (let attempt = 0; attempt < 6 && !start; attempt++) {
      start = constructLayout(state, 20_000 * 4 ** attempt, chain === 0 && attempt === 0 ? undefined : rng);
    }
    if (!start && chain === 0) {
      for (let attempt = 0; attempt < 4 && !start; attempt++) search(state, 50_000 * 4 ** attempt, keep);
    }
    start ??= previous;
    if (!start) throw new Error('chainPosterior: no consistent layout found within the search budget');
    (start as ShipPlacement[]).forEach((p, s) => state.place(s, p));
    // 3. Gibbs sweeps with Rao–Blackwellised tallies.
    for (let sweep = 0; sweep < burnIn + sweeps; sweep++) {
      const collect = sweep >= burnIn;
      for (let s = 0; s < S; s++) {
        const old = state.remove(s);
        candidates.length = 0;
        const allowed = state.checker();
        for (const p of model.slots[s]!) if (state.fits(p) && allowed(p)) candidates.push(p);
        const next = candidates.length > 0 ? candidates[randomInt(rng, candidates.length)]! : old;
        if (collect && candidates.length > 0) {
          const share = 1 / candidates.length;
          const g = model.slotGroup[s]!;
          for (const p of candidates) {
            for (const c of p.cells) {
              occ[c]! += share;
              byClass[g]![c]! += share;
            }
          }
          state.chosen.forEach((q, t) => {
            if (t === s || !q) return;
            for (const c of q.cells) {
              occ[c]!++;
              byClass[model.slotGroup[t]!]![c]!++;
            }
          });
          weight++;
        }
        state.place(s, next);
      }
      if (S >= 2 && model.constraints.length > 0 && sweep % pairEvery === 0) pairMove(state, rng);
    }
    previous = state.chosen.map((p) => p!);
    for (let s = 0; s < S; s++) state.remove(s);
  }
  return { exact: false, count: -1n, ...finishTallies(variant, model, occ, byClass, weight), method: 'chain' };
}

/** Are all constraints "this hit cell is covered by exactly one ship" (weights 1, sum exactly 1)? */
function isPureCoverage(model: Model): boolean {
  return model.constraints.every((c) => c.lo === 1 && c.hi === 1 && c.accept === undefined && [...c.weights.values()].every((w) => w === 1));
}

/**
 * Every consistent layout of a pure-coverage problem, each once: branch on the first hit cell
 * not yet covered, over the placements covering it (into the first free ship of their group;
 * the covering ship of a cell is unique in a layout, so each layout has one path), then place
 * the remaining ships in ship order, increasing placement index within a group. Returns false
 * when the node budget ran out.
 */
function enumerateCoverage(state: ChainState, budget: number, visit: () => boolean): boolean {
  const { model } = state;
  const cs = model.constraints;
  const S = model.slots.length;
  const groupOf = new Map<ShipPlacement, number>();
  model.slots.forEach((list, s) => {
    for (const p of list) groupOf.set(p, model.slotGroup[s]!);
  });
  const adders: ShipPlacement[][] = cs.map(() => []);
  for (const [p, list] of model.touch) for (const [ci] of list) if (groupOf.has(p)) adders[ci]!.push(p);
  const lastFill = new Map<number, number>();
  let nodes = 0;
  const fill = (s: number): boolean => {
    if (++nodes > budget) return false;
    if (s === S) {
      if (state.satisfiedWith(null)) visit();
      return true;
    }
    if (state.chosen[s] !== null) return fill(s + 1);
    const g = model.slotGroup[s]!;
    const list = model.slots[s]!;
    const from = (lastFill.get(g) ?? -1) + 1;
    for (let i = from; i < list.length; i++) {
      const p = list[i]!;
      if (!state.fits(p)) continue;
      state.place(s, p);
      const before = lastFill.get(g);
      lastFill.set(g, i);
      const ok = fill(s + 1);
      if (before === undefined) lastFill.delete(g);
      else lastFill.set(g, before);
      state.remove(s);
      if (!ok) return false;
    }
    return true;
  };
  const solve = (): boolean => {
    if (++nodes > budget) return false;
    let need = -1;
    for (let ci = 0; ci < cs.length && need < 0; ci++) if (state.sums[ci]! < 1) need = ci;
    if (need < 0) return fill(0);
    for (const p of adders[need]!) {
      if (!state.fits(p)) continue;
      const g = groupOf.get(p)!;
      let slot = -1;
      for (let s = 0; s < S && slot < 0; s++) if (model.slotGroup[s] === g && state.chosen[s] === null) slot = s;
      if (slot < 0) continue;
      state.place(slot, p);
      const ok = solve();
      state.remove(slot);
      if (!ok) return false;
    }
    return true;
  };
  return solve();
}

/**
 * A consistent layout built constraint first: take a constraint still short of its minimum,
 * branch over the placements that add to it (for a free ship of their group), and once every
 * constraint has what it needs, fill the other ships by plain search. Much faster than a search
 * in ship order when several hits must each be covered by particular ships. Null when the node
 * budget runs out or nothing fits. The state is left empty.
 */
function constructLayout(state: ChainState, budget: number, rng?: Rng): ShipPlacement[] | null {
  const { model } = state;
  const cs = model.constraints;
  const S = model.slots.length;
  const adders: ShipPlacement[][] = cs.map(() => []);
  const groupOf = new Map<ShipPlacement, number>();
  model.slots.forEach((list, s) => {
    for (const p of list) groupOf.set(p, model.slotGroup[s]!);
  });
  for (const [p, list] of model.touch) for (const [ci, w] of list) if (w > 0 && groupOf.has(p)) adders[ci]!.push(p);
  let nodes = 0;
  let found: ShipPlacement[] | null = null;
  const freeSlot = (g: number): number => {
    for (let s = 0; s < S; s++) if (model.slotGroup[s] === g && state.chosen[s] === null) return s;
    return -1;
  };
  const overTop = (): boolean => {
    for (let ci = 0; ci < cs.length; ci++) if (state.sums[ci]! > cs[ci]!.hi) return true;
    return false;
  };
  const fill = (s: number): boolean => {
    if (++nodes > budget) return false;
    if (s === S) {
      if (state.satisfiedWith(null)) found = state.chosen.map((p) => p!);
      return found !== null;
    }
    if (state.chosen[s] !== null) return fill(s + 1);
    const list = model.slots[s]!;
    const order = rng ? shuffleInPlace(rng, list.map((_, i) => i)) : list.map((_, i) => i);
    for (const i of order) {
      const p = list[i]!;
      if (!state.fits(p) || (model.touch.get(p) ?? NONE).length > 0) continue;
      state.place(s, p);
      const done = fill(s + 1);
      state.remove(s);
      if (done || nodes > budget) return done;
    }
    return false;
  };
  const solve = (): boolean => {
    if (++nodes > budget) return false;
    let need = -1;
    for (let ci = 0; ci < cs.length && need < 0; ci++) if (state.sums[ci]! < cs[ci]!.lo) need = ci;
    if (need < 0) return fill(0);
    const options = rng ? shuffleInPlace(rng, [...adders[need]!]) : adders[need]!;
    for (const p of options) {
      const slot = freeSlot(groupOf.get(p)!);
      if (slot < 0 || !state.fits(p)) continue;
      state.place(slot, p);
      const done = !overTop() && solve();
      state.remove(slot);
      if (done || nodes > budget) return done;
    }
    return false;
  };
  solve();
  return found;
}

/** Number of unordered pairs of slots with at least one ship that touches a constraint. */
function coupledPairs(state: ChainState): number {
  const S = state.chosen.length;
  let t = 0;
  for (const p of state.chosen) if (p && (state.model.touch.get(p) ?? NONE).length > 0) t++;
  return t * (S - t) + (t * (t - 1)) / 2;
}

/**
 * Redraw two ships jointly. The pair is drawn among those with at least one ship touching a
 * constraint (a hit it covers, a salvo it was hit by): the moves that single redraws cannot make.
 * The two are then redrawn uniformly among the placements that keep everything consistent, and
 * the move is accepted with the Metropolis–Hastings ratio of the pair-choice probabilities
 * (the number of such pairs before and after), which keeps the uniform law stationary.
 */
function pairMove(state: ChainState, rng: Rng): void {
  const { model } = state;
  const S = model.slots.length;
  const touches = (p: ShipPlacement | null): boolean => p !== null && (model.touch.get(p) ?? NONE).length > 0;
  const before = coupledPairs(state);
  if (before === 0) return;
  // Draw the pair: index into the list of coupled pairs.
  let k = randomInt(rng, before);
  let a = -1;
  let b = -1;
  for (let i = 0; i < S && a < 0; i++) {
    for (let j = i + 1; j < S; j++) {
      if (!touches(state.chosen[i]!) && !touches(state.chosen[j]!)) continue;
      if (k-- === 0) {
        a = i;
        b = j;
        break;
      }
    }
  }
  const oldA = state.remove(a);
  const oldB = state.remove(b);
  const cs = model.constraints;
  // Constraints failing without both ships: the pair must touch every one of them.
  const failing = new Uint8Array(cs.length);
  let need = 0;
  for (let ci = 0; ci < cs.length; ci++) {
    if (!satisfies(cs[ci]!, state.sums[ci]!)) {
      failing[ci] = 1;
      need++;
    }
  }
  if (need === 0) {
    state.place(a, oldA);
    state.place(b, oldB);
    return;
  }
  const touchesFailing = (p: ShipPlacement): boolean => (model.touch.get(p) ?? NONE).some(([ci]) => failing[ci] === 1);
  const fitA = model.slots[a]!.filter((p) => state.fits(p));
  const fitB = model.slots[b]!.filter((q) => state.fits(q));
  const bFailing = fitB.filter(touchesFailing);
  const delta = new Float64Array(cs.length);
  const mark = new Uint8Array(cs.length);
  let seen = 0;
  let pick: [ShipPlacement, ShipPlacement] = [oldA, oldB];
  for (const p of fitA) {
    const tp = model.touch.get(p) ?? NONE;
    const pool = touchesFailing(p) ? fitB : bFailing;
    for (const [ci, w] of tp) {
      delta[ci] = w;
      mark[ci] = 1;
    }
    for (const q of pool) {
      if (intersects(q.mask, p.halo)) continue;
      const tq = model.touch.get(q) ?? NONE;
      let ok = true;
      let met = 0;
      for (const [ci, w] of tq) {
        if (!satisfies(cs[ci]!, state.sums[ci]! + delta[ci]! + w)) {
          ok = false;
          break;
        }
        if (!mark[ci]) met += failing[ci]!;
      }
      if (!ok) continue;
      for (const [ci] of tp) {
        const wq = tq.find(([x]) => x === ci)?.[1] ?? 0;
        if (wq === 0 && !satisfies(cs[ci]!, state.sums[ci]! + delta[ci]!)) {
          ok = false;
          break;
        }
        met += failing[ci]!;
      }
      if (!ok || met !== need) continue;
      seen++;
      if (randomInt(rng, seen) === 0) pick = [p, q];
    }
    for (const [ci] of tp) {
      delta[ci] = 0;
      mark[ci] = 0;
    }
  }
  state.place(a, pick[0]);
  state.place(b, pick[1]);
  const after = coupledPairs(state);
  if (after > before && rng() >= before / after) {
    state.remove(a);
    state.remove(b);
    state.place(a, oldA);
    state.place(b, oldB);
  }
}

/**
 * An `Inferrer` backed by `chainPosterior` (the count is -1n, unknown, when the chain answered).
 *
 * @example
 *   advisorStrategy({ infer: cachedInferrer(chainInferrer({ sweeps: 200 })) })
 */
export function chainInferrer(opts: ChainOptions = {}): Inferrer {
  return (variant, evidence) => chainPosterior(variant, evidence, opts);
}
