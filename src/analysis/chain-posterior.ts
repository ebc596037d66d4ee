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
 * Before either, ./chain-model.ts presolves the problem (ships the evidence decides, such as
 * every sunk ship of Морской бой, are fixed and taken out) and lays it out in typed arrays.
 *
 * Note on enumeration. A depth-first search over the ships left; with pure coverage constraints
 * (each hit cell covered exactly once, as per-shot evidence compiles) it branches first on which
 * placement covers each uncovered hit, so each layout has one path. Every placement is credited
 * with the number of layouts below the node that chose it, and the last ship's placements are
 * counted without descending, so the leaves cost one fit test each.
 *
 * Note on the chain. A state is one placement per ship (ships of a group carry labels; every
 * layout has the same number of labellings, so uniform over labelled states is uniform over
 * layouts). A move picks a ship and redraws its placement uniformly among those that keep the
 * layout legal (no mask meets another ship's halo) and every constraint true: a Gibbs step,
 * whose stationary law is the uniform law on consistent layouts. When constraints couple ships
 * (a hit cell must be covered by *some* ship, a salvo hit a class so many times) single moves
 * can be trapped, so every few sweeps a pair of ships is redrawn jointly (see `pairMove`).
 * Estimates are Rao–Blackwellised: at each move the moved ship contributes its whole
 * conditional distribution (every allowed placement, equally weighted).
 *
 * Note on packed positions. Ships packed tight can trap single moves with no constraint at all:
 * two threes that may not touch on 4×4 lie both across or both down, and neither can turn while
 * the other stays (chains started in either packing gave 0.54 at a cell where the truth is 0.42,
 * however long they ran). So every other sweep (`anyPairEvery`) ends with a block Gibbs step on
 * a pair of ships drawn uniformly among all pairs, whatever the state (`anyPairMove`): both are
 * taken off and placed again uniformly among the pairs of placements that keep the layout legal
 * and every constraint true. The pair is chosen without looking at the state, so no correction
 * is needed. When the candidates make few pairs (at most `EXACT_PAIRS`) every compatible pair is
 * listed (from the conflict rows when no ship may add to a constraint, else by a test per pair);
 * otherwise, where the ships have room and single moves mix well, pairs of candidates are drawn
 * until one is compatible, at most `PAIR_TRIES` times, the ships staying put if none is. A pair
 * whose removal breaks a constraint (a ship covering a hit) is left as it is: those are
 * `pairMove`'s. Each of these choices depends on the other ships alone, so each keeps the
 * uniform law. Pair moves are not tallied: the single moves after them carry the estimates.
 * Cost: about 3% of a Морской бой simulation's CPU time (every sweep: about 8%).
 * Pairs do not reach every packing: on 5×5 a five, a four and a three that may not touch lie
 * all across or all down, two families of 36 layouts no pair links. So every eighth sweep
 * (`anyTripleEvery`) also ends with the same block step on three ships drawn among all triples
 * (`anyTripleMove`), where their candidates are few enough to list every compatible triple
 * (`EXACT_TRIPLES`; otherwise the ships stay, a choice that again depends on the other ships
 * alone); three taken off from a hit they covered must mend it. On a 10×10 board the limits
 * pass only late in a game (200 Морской бой advisor games, seed bench: 383 of the 12,260
 * positions the chain estimated; their triple moves took about 2% of the CPU time).
 * Limits: some packings need four ships or more to move at once (4×4, two fours and two threes
 * that may touch: only all four; 5×5, a four, a three, a two and a one that may not touch with
 * a salvo's counted hit: only all four), and a chain stays in the family it starts in. Such
 * positions have few layouts, and the enumeration, tried first,
 * answers them exactly; the chain meets them only where the enumeration is not tried
 * (`enumerateShips`, `screenEnumeration`) or runs out of budget. Pairs can also mix slowly: on
 * 5×5, two fours and two threes with no side contact have 12 layouts in a ring, each one pair
 * move from two others, and with a pair move every sweep the chain needed some 100 000 sweeps
 * to come within 0.03.
 * Tests: "chainPosterior on tightly packed positions" in tests/analysis/chain-posterior.test.ts.
 *
 * Chains start where they can from an exactly uniform layout, drawn by rejection (each ship
 * uniform among its placements, the ships covering the hits drawn among those covering them in
 * proportion to how many there are, and accepted with a correcting probability; see
 * `drawExact`), within a budget of draws. A chain started from the stationary law needs no
 * burn-in; otherwise (early Морской бой positions, where ten no-contact ships rarely fit by
 * chance) it starts from a layout found by a constraint-first search and discards `burnIn`
 * sweeps.
 *
 * Warm starts (`warm`, as simulations give them). The chains' last layouts at the position one
 * shot before (`chainCarry` of its posterior) start the chains here when they are consistent
 * with this position: the evidence only grows, so the layouts consistent with it are a subset
 * of those before, and a layout drawn uniformly among those before that falls in the subset is
 * uniform on it. The chains' last states are (nearly) such draws, so those that fit need no
 * burn-in and no exact draw; the remaining chains start from copies of them, after a short
 * burn-in. Only when none fits do the chains start afresh. In Морской бой games this saves the
 * exact draws of the early positions (ten ships that may not touch: a few hundred draws per
 * start, often in vain) for the same strength.
 *
 * Early stopping (the default when no sweep count is asked for, as in simulations): the chains
 * run a few sweeps at a time, and stop once the open cell of highest estimate is better than
 * every other, or worse by less than a margin, at two standard errors of the batch means. An
 * advisor firing the likeliest cell needs no more; a heatmap or an analysis that gives
 * `sweeps` gets every sweep.
 *
 * Note on conflict rows. Where the geometry has them (./chain-model.ts, `conflictsOf`: per
 * placement, the placements of each class that clash with it, as bits), a free ship's
 * candidates are its group's placements that weigh in no constraint, less the rows of the ships
 * placed: a few words per ship instead of a mask test per placement. The chain's single moves,
 * its pair moves' free block and the enumeration's fill read them in placement order, so they
 * find the same placements in the same order as the mask tests would (the same posteriors,
 * draw for draw); the enumeration notes its ships without placing them, and counts its last
 * ship's layouts in bit-sliced counters.
 *
 * Costs, for orientation (Морской бой, 2026-11 measurements on the shared 2-core machine):
 * a sweep of ten ships about 20–25 µs; the presolved model about 0.1 ms; an exact start of
 * five ships a few hundred draws. Tests: tests/analysis/chain-posterior.test.ts and
 * chain-model.test.ts (brute force on small boards).
 *
 * Everything is seeded from the evidence itself, so the same position always gets the same
 * answer (and a memo table can serve it again).
 *
 * @example
 *   const post = chainPosterior(variant, evidence, { sweeps: 200 });
 *   post.exact      // true when the layouts were enumerated
 *   post.marginal   // P(cell occupied), estimated or exact
 */
import { cellCount } from '../core/coords.js';
import { createRng, randomInt, type Rng } from '../core/rng.js';
import { compileEvidence } from '../inference/compile.js';
import type { ChainMixing, PinnedShip } from '../inference/engine.js';
import type { Evidence } from '../inference/evidence.js';
import { WORK_COST, type WorkMeter } from '../inference/work.js';
import type { Variant } from '../variant/model.js';
import { chainModel, perShotModel, type ChainModel, type Geometry } from './chain-model.js';
import { evidenceKey, type Inferrer, type PlacementChance, type Posterior } from './posterior.js';

/**
 * The chain found no consistent layout to start from within its search budget (reports that
 * constrain much at once, as counted hits by salvo can). Callers answer another way: the
 * inference engine counts such positions.
 */
export class ChainStartError extends Error {
  /** `outOfWork`: the work budget (`ChainOptions.work`) ran out during the search, before any chain had a start. */
  constructor(readonly outOfWork = false) {
    super(outOfWork ? 'chainPosterior: the work budget ran out before a consistent layout was found to start from' : 'chainPosterior: no consistent layout found within the search budget');
    this.name = 'ChainStartError';
  }
}

export interface ChainOptions {
  /** Each placement's chance for every class, not only the protected ones (`Posterior.placementChances`; ./shot-answer.ts). */
  readonly everyPlacement?: boolean;
  /** Sweeps (one move per ship each) collected, over all chains: by default 200, or with early stopping at most about `moves` ship moves' worth (96 sweeps at most). */
  readonly sweeps?: number;
  /** Chains the sweeps are shared among, each from its own start. Default 4 (2 when they cannot start from exact draws). */
  readonly chains?: number;
  /** Sweeps each chain discards first when it could not start from an exact draw. Default 5. */
  readonly burnIn?: number;
  /** Redraw a pair of ships jointly every this many sweeps (a pair where a ship weighs in a constraint: `pairMove`). Default 2. */
  readonly pairEvery?: number;
  /** Redraw a pair of ships drawn among all pairs jointly every this many sweeps (`anyPairMove`). Default 2. */
  readonly anyPairEvery?: number;
  /** Redraw three ships drawn among all triples jointly every this many sweeps, where their candidates are few (`anyTripleMove`). Default 8. */
  readonly anyTripleEvery?: number;
  /** Enumerate exactly when this much search suffices (placements tried). Default 40 000. */
  readonly enumerationBudget?: number;
  /** Rejection draws allowed for one chain's exact start (past them, a searched start and burn-in). Default 300. */
  readonly startDraws?: number;
  /**
   * Stop collecting once the open cell of highest estimate is clearly the best, or worse than
   * the best by less than `margin` (default 0.03), at `z` standard errors (default 2), judged
   * from batch means of `batchSweeps` sweeps (default 3) after at least two batches per chain:
   * enough for a strategy that fires the likeliest cell. On by default when `sweeps` is not
   * given (simulations); `false`, or giving `sweeps`, runs every sweep (heatmaps, analysis).
   */
  readonly earlyStop?: { readonly margin?: number; readonly z?: number; readonly batchSweeps?: number } | false;
  /** With early stopping and no `sweeps`: about this many ship moves at most. Default 300. */
  readonly moves?: number;
  /** Try exact enumeration only when at most this many ships are left to place. Default: whatever the number. */
  readonly enumerateShips?: number;
  /**
   * Skip the enumeration attempt when, with no hit to cover, the layouts clearly outnumber the
   * budget (see `layoutBound`). Default false (simulations set it: ../simulate.ts).
   */
  readonly screenEnumeration?: boolean;
  /**
   * The chains' last layouts at the position one shot before this one (`chainCarry` of its
   * posterior): those still consistent start chains here, with no burn-in (see the module note).
   */
  readonly warm?: ChainCarry;
  /** Extra seed text (the evidence is always part of the seed). */
  readonly seed?: string;
  /** The chain's progress, the share of its sweeps done (0 to 1), after each batch of sweeps (for a progress bar). */
  readonly onProgress?: (fraction: number) => void;
  /** `evidenceKey(evidence)` when the caller has it (./posterior.ts); it must be exactly that. */
  readonly evidenceKey?: string;
  /**
   * Run on a work budget (src/inference/work.ts) rather than a number of sweeps: every sweep is
   * charged (`chainStep`, one per placement of the groups of the ships it moves), and the chains
   * stop after the round in which the meter runs out (at least `MIN_WORK_SWEEPS` sweeps each;
   * `sweeps`, when given, caps them). Chains that start from a searched layout then discard a
   * tenth of the budget's sweeps first (at least `burnIn`). Implies no early stopping. The
   * search for the chains' starts is charged too (`chainStartStep`: exact draws, and the
   * constraint-first search every 256 nodes); past the budget it stops, a chain without a start
   * of its own starting where the one before did, and with none started, `ChainStartError`
   * with `outOfWork`.
   */
  readonly work?: WorkMeter;
  /**
   * Without `work`: a budget for the search for the chains' starts alone (exact draws and the
   * constraint-first search, charged as on `work`); past it, as there, `ChainStartError` with
   * `outOfWork` when no chain has a start. The sweeps stay counted by `sweeps`.
   */
  readonly startWork?: WorkMeter;
  /**
   * Keep batch means (see `ChainMixing`): a standard error per cell and per class and cell, and
   * how well the chains agree. The estimate itself is the same as without (the same draws).
   */
  readonly errors?: boolean;
}

/** How a chain estimate was made and how far to trust it (`ChainOptions.errors`). */
export type { ChainMixing };

export type ChainMethod = 'enumerated' | 'chain';

export interface ChainPosterior extends Posterior {
  readonly method: ChainMethod;
  /** Sweeps collected over all chains (chain estimates only; fewer than asked when stopped early). */
  readonly sweeps?: number;
  /** Chains started from a layout of `ChainOptions.warm` (the others from copies of them, or afresh when there were none). */
  readonly warmStarts?: number;
  /** With `ChainOptions.errors`: per class id, per cell, the standard error of `classMarginal`. */
  readonly classStdError?: Readonly<Record<string, readonly number[]>>;
  /** With `ChainOptions.errors`: how the estimate was made and how well the chains agree. */
  readonly mixing?: ChainMixing;
  /**
   * Chain estimates: the ships the presolve fixes (./chain-model.ts: a hit only one placement
   * can cover, as every sunk ship of Морской бой), which every consistent layout has. Proof, not
   * samples; but other ships may be pinned too without being listed. In fleet order, then by cell.
   */
  readonly fixedShips?: readonly PinnedShip[];
  /**
   * Exact posteriors (`method: 'enumerated'`): every ship in every consistent layout, as the
   * enumeration proves them (the presolve's fixed ships and each placement every layout used).
   * In fleet order, then by cell. Empty where no layout is consistent.
   */
  readonly pinned?: readonly PinnedShip[];
}

/** The chains' last states, to start the chains of a later position from (`ChainOptions.warm`). */
export interface ChainCarry {
  /** Per chain, its last layout: placement ids of `geometryOf(variant)` (./chain-model.ts), the fixed ships' first. */
  readonly layouts: readonly Int32Array[];
}

/** Mutable chain state: the placement of every slot, the halo cover and constraint sums. */
class State {
  readonly chosen: Int32Array;
  readonly haloCount: Int32Array;
  readonly blocked: Int32Array;
  readonly sums: Float64Array;

  constructor(
    readonly m: ChainModel,
    readonly geo: Geometry = m.geo,
  ) {
    this.chosen = new Int32Array(m.S).fill(-1);
    this.haloCount = new Int32Array(geo.n);
    // One spare word: the packed fit test reads the word after a mask's first.
    this.blocked = new Int32Array(geo.W + 1);
    this.sums = new Float64Array(m.C);
  }

  place(slot: number, pid: number): void {
    const m = this.m;
    const geo = this.geo;
    this.chosen[slot] = pid;
    const hc = this.haloCount;
    const hs = geo.haloCells;
    for (let k = geo.haloStart[pid]!, e = geo.haloStart[pid + 1]!; k < e; k++) {
      const c = hs[k]!;
      if (hc[c]!++ === 0) this.blocked[c >>> 5]! |= 1 << (c & 31);
    }
    for (let t = m.touchStart[pid]!, e = m.touchStart[pid + 1]!; t < e; t++) this.sums[m.touchCi[t]!]! += m.touchW[t]!;
  }

  remove(slot: number): number {
    const m = this.m;
    const geo = this.geo;
    const pid = this.chosen[slot]!;
    this.chosen[slot] = -1;
    const hc = this.haloCount;
    const hs = geo.haloCells;
    for (let k = geo.haloStart[pid]!, e = geo.haloStart[pid + 1]!; k < e; k++) {
      const c = hs[k]!;
      if (--hc[c]! === 0) this.blocked[c >>> 5]! &= ~(1 << (c & 31));
    }
    for (let t = m.touchStart[pid]!, e = m.touchStart[pid + 1]!; t < e; t++) this.sums[m.touchCi[t]!]! -= m.touchW[t]!;
    return pid;
  }

  clear(): void {
    for (let s = 0; s < this.m.S; s++) if (this.chosen[s]! >= 0) this.remove(s);
  }

  /** Is placement `pid` clear of every placed ship's halo? */
  fits(pid: number): boolean {
    const geo = this.geo;
    const mask = geo.mask;
    const b = this.blocked;
    const o = pid * geo.W;
    for (let w = geo.maskFrom[pid]!, e = geo.maskTo[pid]!; w < e; w++) if ((mask[o + w]! & b[w]!) !== 0) return false;
    return true;
  }

  /** Would constraint `ci` hold at `sum`? */
  ok(ci: number, sum: number): boolean {
    const m = this.m;
    if (sum < m.lo[ci]! || sum > m.hi[ci]!) return false;
    const a = m.accept[ci];
    return a === undefined || a(sum);
  }

  satisfied(): boolean {
    for (let ci = 0; ci < this.m.C; ci++) if (!this.ok(ci, this.sums[ci]!)) return false;
    return true;
  }

  /** Does `pid` touch a constraint? */
  touches(pid: number): boolean {
    return this.m.touchStart[pid + 1]! > this.m.touchStart[pid]!;
  }
}

/** Mark the constraints failing now in `deficient`; returns how many, and the first in `first[0]`. */
function markDeficient(st: State, deficient: Uint8Array, first: Int32Array): number {
  const m = st.m;
  let need = 0;
  first[0] = -1;
  for (let ci = 0; ci < m.C; ci++) {
    const bad = st.ok(ci, st.sums[ci]!) ? 0 : 1;
    deficient[ci] = bad;
    if (bad) {
      need++;
      if (first[0]! < 0) first[0] = ci;
    }
  }
  return need;
}

/** May `pid` go into the one free slot: it fits, keeps every constraint true and mends the `need` failing ones? */
function allowed(st: State, pid: number, deficient: Uint8Array, need: number): boolean {
  if (!st.fits(pid)) return false;
  const m = st.m;
  let met = 0;
  for (let t = m.touchStart[pid]!, e = m.touchStart[pid + 1]!; t < e; t++) {
    const ci = m.touchCi[t]!;
    if (!st.ok(ci, st.sums[ci]! + m.touchW[t]!)) return false;
    met += deficient[ci]!;
  }
  return met === need;
}

const firstScratch = new Int32Array(1);

/** Scratch words for conflict-row bits (grown by `wordsScratch`). */
let accScratch = new Int32Array(64);
let pairScratch = new Int32Array(64);

/** Make the scratch words hold a row of `m`'s conflict table. */
function wordsScratch(m: ChainModel): void {
  const R = m.conflicts?.rowWords ?? 0;
  if (accScratch.length < R) {
    accScratch = new Int32Array(R);
    pairScratch = new Int32Array(R);
  }
}

/**
 * `acc` := group g's placements that weigh in no constraint and clash with no ship placed, as
 * bits of its class's words of a conflict row (the model has `packBits`); returns the number of words.
 */
function freeUntouching(st: State, g: number, acc: Int32Array): number {
  const m = st.m;
  const cf = m.conflicts!;
  const cls = m.groupClassIndex[g]!;
  const off = cf.classOffset[cls]!;
  const words = cf.classOffset[cls + 1]! - off;
  const R = cf.rowWords;
  const bits = cf.bits;
  const packBits = m.packBits!;
  const from = g * m.packStride;
  for (let w = 0; w < words; w++) acc[w] = packBits[from + w]!;
  const chosen = st.chosen;
  for (let t = 0; t < m.S; t++) {
    const q = chosen[t]!;
    if (q < 0) continue;
    const row = q * R + off;
    for (let w = 0; w < words; w++) acc[w]! &= ~bits[row + w]!;
  }
  return words;
}

/** Write the placements set in `acc` (group g's class words), in increasing order, to `out` from `k`; returns the new `k`. */
function bitsToPids(m: ChainModel, g: number, acc: Int32Array, words: number, out: Int32Array, k: number): number {
  const base = m.conflicts!.classStart[m.groupClassIndex[g]!]!;
  let n = k;
  for (let w = 0; w < words; w++) {
    let x = acc[w]!;
    while (x !== 0) {
      const low = x & -x;
      out[n++] = base + (w << 5) + 31 - Math.clz32(low);
      x ^= low;
    }
  }
  return n;
}

/** Bits set in a 32-bit word. */
function popcount(v: number): number {
  let x = v - ((v >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** The placement of the `r`-th bit set (from 0) in `acc` (group g's class words). */
function nthPid(m: ChainModel, g: number, acc: Int32Array, words: number, r: number): number {
  let left = r;
  for (let w = 0; w < words; w++) {
    let x = acc[w]!;
    const c = popcount(x);
    if (left >= c) {
      left -= c;
      continue;
    }
    for (; left > 0; left--) x &= x - 1;
    return m.conflicts!.classStart[m.groupClassIndex[g]!]! + (w << 5) + 31 - Math.clz32(x & -x);
  }
  return -1;
}

/**
 * Candidates for one free slot of group `g` with every other slot placed: the placements that
 * fit and keep every constraint true, written to `out`; returns how many. `deficient` is scratch.
 */
function candidatesFor(st: State, g: number, out: Int32Array, deficient: Uint8Array): number {
  const m = st.m;
  const need = markDeficient(st, deficient, firstScratch);
  let k = 0;
  if (need > 0) {
    const list = m.touchers[firstScratch[0]!]![g]!;
    for (let i = 0; i < list.length; i++) if (allowed(st, list[i]!, deficient, need)) out[k++] = list[i]!;
  } else if (m.packBits !== null && (m.C === 0 || m.pureCoverage)) {
    // The hot loop: with every hit covered a ship may touch no hit, so only the placements that
    // weigh in nothing, less the conflict rows of the ships placed.
    const words = freeUntouching(st, g, accScratch);
    k = bitsToPids(m, g, accScratch, words, out, 0);
  } else if (m.packStart !== null && (m.C === 0 || m.pureCoverage)) {
    // The hot loop: with every hit covered a ship may touch no hit, so only the packed
    // placements that weigh in nothing, and a fit test on two words each.
    const pk = m.packMask;
    const pids = m.packPid;
    const b = st.blocked;
    for (let j = m.packStart[g]!, e = m.packStart[g + 1]!; j < e; j++) {
      const w0 = pk[3 * j]!;
      if (((pk[3 * j + 1]! & b[w0]!) | (pk[3 * j + 2]! & b[w0 + 1]!)) === 0) out[k++] = pids[j]!;
    }
  } else {
    const ids = m.groupPids;
    for (let i = m.groupStart[g]!, e = m.groupStart[g + 1]!; i < e; i++) if (allowed(st, ids[i]!, deficient, 0)) out[k++] = ids[i]!;
  }
  return k;
}

class Abort extends Error {}

/** A position is crowded when its ships take at least this share of the cells their placements reach. */
const CROWDED_SHARE = 0.5;
/** A crowded position's enumeration is tried on this part of the budget (1/4: 10 000 placements by default). */
const CROWDED_BUDGET_SHARE = 4;

/**
 * Do the ships left fill at least `CROWDED_SHARE` of the cells their placements can reach? Then
 * they have little room to move, and the layouts are few however many ships are left (a board
 * its fleet fills holds a handful), so the enumeration is worth trying where the ships' number
 * or `layoutBound` alone would skip it. Morskoy boy's and the 1967 rules' positions stay well
 * under (their ships take a fifth of the board or less).
 */
function crowded(m: ChainModel): boolean {
  const geo = m.geo;
  const reached = new Uint8Array(geo.n);
  let open = 0;
  for (let i = 0; i < m.groupPids.length; i++) {
    const pid = m.groupPids[i]!;
    for (let k = geo.cellStart[pid]!, e = geo.cellStart[pid + 1]!; k < e; k++) {
      const c = geo.cells[k]!;
      if (reached[c] === 0) {
        reached[c] = 1;
        open++;
      }
    }
  }
  let need = 0;
  for (let s = 0; s < m.S; s++) {
    const pid = m.groupPids[m.groupStart[m.slotGroup[s]!]!];
    if (pid !== undefined) need += geo.cellStart[pid + 1]! - geo.cellStart[pid]!;
  }
  return need >= CROWDED_SHARE * open;
}

/** See `layoutBound`. */
const SCREEN_BUDGETS = 2;

/**
 * With no hit to cover, an upper bound on the layouts: per group, the ways to choose its ships
 * among its placements, clashes ignored. When the bound is `SCREEN_BUDGETS` times the budget
 * the attempt would almost surely run out, and it is not made: on Морской бой's positions of
 * four ships and no hit (100 simulated games), 249 of the 259 attempts over two budgets ran
 * out, against none of the 183 under one.
 */
function layoutBound(m: ChainModel): number {
  let bound = 1;
  for (let g = 0; g < m.groupClass.length; g++) {
    const size = m.groupStart[g + 1]! - m.groupStart[g]!;
    let k = 0;
    for (let s = 0; s < m.S; s++) if (m.slotGroup[s] === g) k++;
    for (let i = 0; i < k; i++) bound = (bound * (size - i)) / (i + 1);
  }
  return bound;
}

/**
 * Is the position tight: at most `SCREEN_BUDGETS` times `budget` layouts by `layoutBound` (an
 * upper bound whatever the hits: covering them only rules layouts out)? Then the enumeration is
 * tried on a quarter of the budget, whatever the number of ships. In 100 simulated Морской бой
 * games (advisor against advisor, seed 'bench') the chain estimated 6,197 positions: 8 of them
 * had few enough layouts for 10,000 placements tried (five or six ships left, none crowded,
 * 978–2,942 layouts), and this screen passes all 8, among 76 (the other 68 give up after 10,000
 * placements).
 */
function tight(m: ChainModel, budget: number): boolean {
  return layoutBound(m) <= SCREEN_BUDGETS * budget;
}

/**
 * Every consistent layout, each once, within a search of `budget` placements tried: `tally[pid]` gets the
 * number of layouts using placement `pid`. Returns the number of layouts, or -1 when the budget
 * ran out. The state is left empty.
 */
function enumerate(st: State, budget: number, tally: Float64Array): number {
  // Every ship fixed by the presolve: one layout or none, whatever the budget.
  if (st.m.S === 0) return st.satisfied() ? 1 : 0;
  try {
    return st.m.pureCoverage ? enumerateCoverage(st, budget, tally) : enumerateSlots(st, budget, tally);
  } catch (e) {
    if (e instanceof Abort) {
      st.clear();
      return -1;
    }
    throw e;
  }
}

function enumerateCoverage(st: State, budget: number, tally: Float64Array): number {
  const m = st.m;
  const S = m.S;
  const G = m.groupClass.length;
  const lastFill = new Int32Array(G).fill(-1);
  let nodes = 0;
  const nextFree = (s: number): number => {
    let t = s;
    while (t < S && st.chosen[t]! >= 0) t++;
    return t;
  };
  // With conflict rows: per depth, the words of the free placements; per placement, its index in its group.
  const bitsAt = m.packBits === null ? [] : Array.from({ length: S }, () => new Int32Array(m.conflicts!.rowWords));
  const indexOf = new Int32Array(m.packBits === null ? 0 : m.geo.P);
  const light = new Uint8Array(S);
  for (let i = 0; i < m.groupPids.length && m.packBits !== null; i++) indexOf[m.groupPids[i]!] = i;
  // The last ship's layouts, counted per placement in bit-sliced counters: plane k (a conflict
  // row's worth of words from k·R) holds bit k of every count. The counts are whole numbers, so
  // adding them to the tally at the end gives the same sums as adding ones one by one.
  const R = m.conflicts?.rowWords ?? 0;
  const planes = new Int32Array(m.packBits === null ? 0 : 33 * R);
  const flush = (): void => {
    const cf = m.conflicts!;
    for (let c = 0; c + 1 < cf.classOffset.length; c++) {
      for (let w = cf.classOffset[c]!; w < cf.classOffset[c + 1]!; w++) {
        let any = 0;
        for (let q = w; q < planes.length; q += R) any |= planes[q]!;
        while (any !== 0) {
          const low = any & -any;
          any ^= low;
          const bit = 31 - Math.clz32(low);
          let count = 0;
          for (let k = 0, q = w; q < planes.length; k++, q += R) if ((planes[q]! >>> bit) & 1) count += 2 ** k;
          tally[cf.classStart[c]! + ((w - cf.classOffset[c]!) << 5) + bit]! += count;
        }
      }
    }
  };
  const fill = (s0: number): number => {
    const s = nextFree(s0);
    if (s === S) return 1;
    const g = m.slotGroup[s]!;
    const last = nextFree(s + 1) === S;
    const end = m.groupStart[g + 1]!;
    const ids = m.groupPids;
    const from = Math.max(m.groupStart[g]!, lastFill[g]! + 1);
    nodes += 1 + end - from;
    if (nodes > budget) throw new Abort();
    let leaves = 0;
    if (m.packBits !== null) {
      // The same placements in the same order: those after `from` that touch nothing and fit.
      if (from >= end) return 0;
      const acc = bitsAt[s]!;
      const words = freeUntouching(st, g, acc);
      const skip = ids[from]! - m.conflicts!.classStart[m.groupClassIndex[g]!]!;
      for (let w = 0; w < (skip >>> 5); w++) acc[w] = 0;
      if ((skip & 31) !== 0) acc[skip >>> 5]! &= ~((1 << (skip & 31)) - 1);
      if (last) {
        // Each placement left is one layout: add them to the bit-sliced counters at once.
        const off = m.conflicts!.classOffset[m.groupClassIndex[g]!]!;
        for (let w = 0; w < words; w++) {
          let carry = acc[w]!;
          leaves += popcount(carry);
          for (let q = off + w; carry !== 0; q += R) {
            const next = planes[q]! & carry;
            planes[q]! ^= carry;
            carry = next;
          }
        }
        return leaves;
      }
      const base = m.conflicts!.classStart[m.groupClassIndex[g]!]!;
      for (let w = 0; w < words; w++) {
        let x = acc[w]!;
        while (x !== 0) {
          const low = x & -x;
          x ^= low;
          const pid = base + (w << 5) + 31 - Math.clz32(low);
          // Below, only the placements chosen are read (the conflict rows stand for the halos):
          // the ship is noted, not placed (`light`).
          st.chosen[s] = pid;
          light[s] = 1;
          const before = lastFill[g]!;
          lastFill[g] = indexOf[pid]!;
          const r = fill(s + 1);
          lastFill[g] = before;
          st.chosen[s] = -1;
          light[s] = 0;
          tally[pid]! += r;
          leaves += r;
        }
      }
      return leaves;
    }
    for (let i = from; i < end; i++) {
      const pid = ids[i]!;
      if (st.touches(pid) || !st.fits(pid)) continue;
      if (last) {
        tally[pid]! += 1;
        leaves++;
        continue;
      }
      st.place(s, pid);
      const before = lastFill[g]!;
      lastFill[g] = i;
      const r = fill(s + 1);
      lastFill[g] = before;
      st.remove(s);
      tally[pid]! += r;
      leaves += r;
    }
    return leaves;
  };
  const solve = (): number => {
    if (++nodes > budget) throw new Abort();
    let need = -1;
    for (let ci = 0; ci < m.C && need < 0; ci++) if (st.sums[ci]! < 1) need = ci;
    if (need < 0) return fill(0);
    let leaves = 0;
    for (let g = 0; g < G; g++) {
      let slot = -1;
      for (let s = 0; s < S && slot < 0; s++) if (m.slotGroup[s] === g && st.chosen[s]! < 0) slot = s;
      if (slot < 0) continue;
      const list = m.touchers[need]![g]!;
      nodes += list.length;
      for (let i = 0; i < list.length; i++) {
        const pid = list[i]!;
        if (!st.fits(pid)) continue;
        let over = false;
        for (let t = m.touchStart[pid]!, e = m.touchStart[pid + 1]!; t < e; t++) if (st.sums[m.touchCi[t]!]! >= 1) over = true;
        if (over) continue;
        st.place(slot, pid);
        const r = solve();
        st.remove(slot);
        tally[pid]! += r;
        leaves += r;
      }
    }
    return leaves;
  };
  try {
    const layouts = solve();
    if (m.packBits !== null) flush();
    return layouts;
  } catch (e) {
    // Ships noted but not placed must not be removed from the state (`enumerate` clears it).
    for (let t = 0; t < S; t++) if (light[t]) st.chosen[t] = -1;
    throw e;
  }
}

/** Depth-first search in ship order, pruned by bounds on what the ships left can add. */
function enumerateSlots(st: State, budget: number, tally: Float64Array): number {
  const m = st.m;
  const S = m.S;
  const C = m.C;
  // minRest[s*C+ci], maxRest: bounds on what slots s.. can still add to constraint ci.
  const minRest = new Float64Array((S + 1) * C);
  const maxRest = new Float64Array((S + 1) * C);
  const wOf = (pid: number, ci: number): number => {
    for (let t = m.touchStart[pid]!, e = m.touchStart[pid + 1]!; t < e; t++) if (m.touchCi[t] === ci) return m.touchW[t]!;
    return 0;
  };
  for (let s = S - 1; s >= 0; s--) {
    const g = m.slotGroup[s]!;
    for (let ci = 0; ci < C; ci++) {
      let mn = Infinity;
      let mx = -Infinity;
      for (let i = m.groupStart[g]!; i < m.groupStart[g + 1]!; i++) {
        const w = wOf(m.groupPids[i]!, ci);
        mn = Math.min(mn, w);
        mx = Math.max(mx, w);
      }
      minRest[s * C + ci] = minRest[(s + 1) * C + ci]! + (mn === Infinity ? 0 : mn);
      maxRest[s * C + ci] = maxRest[(s + 1) * C + ci]! + (mx === -Infinity ? 0 : mx);
    }
  }
  const feasible = (s: number): boolean => {
    for (let ci = 0; ci < C; ci++) {
      const lo = m.lo[ci]!;
      if (st.sums[ci]! + maxRest[s * C + ci]! < lo) return false;
      if (st.sums[ci]! + minRest[s * C + ci]! > m.hi[ci]!) return false;
      // Short of its minimum: some ship still to place must be able to add to it.
      if (s < S && st.sums[ci]! + minRest[s * C + ci]! < lo) {
        let any = false;
        for (let g = m.slotGroup[s]!; g < m.groupClass.length && !any; g++) {
          const list = m.touchers[ci]![g]!;
          for (let i = 0; i < list.length && !any; i++) if (wOf(list[i]!, ci) > 0 && st.fits(list[i]!)) any = true;
        }
        if (!any) return false;
      }
    }
    return true;
  };
  const deficient = new Uint8Array(C);
  let nodes = 0;
  const go = (s: number, from: number): number => {
    if (++nodes > budget) throw new Abort();
    if (s === S) return st.satisfied() ? 1 : 0;
    const g = m.slotGroup[s]!;
    const sameNext = s + 1 < S && m.slotGroup[s + 1] === g;
    const end = m.groupStart[g + 1]!;
    nodes += end - from;
    if (nodes > budget) throw new Abort();
    const ids = m.groupPids;
    let leaves = 0;
    if (s === S - 1) {
      const need = markDeficient(st, deficient, firstScratch);
      for (let i = from; i < end; i++) {
        const pid = ids[i]!;
        if (!allowed(st, pid, deficient, need)) continue;
        tally[pid]! += 1;
        leaves++;
      }
      return leaves;
    }
    for (let i = from; i < end; i++) {
      const pid = ids[i]!;
      if (!st.fits(pid)) continue;
      st.place(s, pid);
      const r = feasible(s + 1) ? go(s + 1, sameNext ? i + 1 : m.groupStart[m.slotGroup[s + 1]!]!) : 0;
      st.remove(s);
      tally[pid]! += r;
      leaves += r;
    }
    return leaves;
  };
  if (S === 0) return st.satisfied() ? 1 : 0;
  return feasible(0) ? go(0, m.groupStart[m.slotGroup[0]!]!) : 0;
}

/**
 * An exactly uniform consistent layout by rejection (pure coverage models only), within `draws`
 * draws. Leaves it in the state and returns true, or returns false with the state empty.
 *
 * A draw covers the hit cells in order: for each cell not yet covered it picks a free ship s
 * with probability w_s / Z, w_s = (its placements covering the cell) / (all its placements),
 * and one of those covering placements uniformly; then every other ship uniformly among its
 * placements. It fails at the first clash or doubly covered cell. A layout L is proposed with
 * probability Π_ships 1/|placements| / Π_events Z_e (each cell's coverer is unique in L, so
 * its path is), hence accepting a draw with probability Π_events Z_e / M, M a bound on that
 * product, leaves every consistent layout equally likely. The first event always sees every
 * ship free, so M = Z_1(all ships) · Π_later max(1, Z_c(all ships)).
 */
function drawExact(st: State, rng: Rng, draws: number, order: Int32Array, work?: WorkMeter): boolean {
  const m = st.m;
  const S = m.S;
  const C = m.C;
  // w[ci*G+g]: share of group g's placements covering cell ci.
  const G = m.groupClass.length;
  const w = new Float64Array(C * G);
  let bound = 1;
  for (let ci = 0; ci < C; ci++) {
    let z = 0;
    for (let g = 0; g < G; g++) {
      const size = m.groupStart[g + 1]! - m.groupStart[g]!;
      w[ci * G + g] = size > 0 ? m.touchers[ci]![g]!.length / size : 0;
    }
    for (let s = 0; s < S; s++) z += w[ci * G + m.slotGroup[s]!]!;
    if (z === 0) return false;
    bound *= ci === 0 ? z : Math.max(1, z);
  }
  const geo = st.geo;
  const W = geo.W;
  const blocked = new Int32Array(W);
  const covered = new Int32Array(C);
  const used = new Uint8Array(S);
  const pick = new Int32Array(S);
  for (let d = 0; d < draws; d++) {
    // A draw is charged as the ships it places (at most), and none is made past the budget.
    if (work !== undefined) {
      if (work.exhausted) return false;
      work.record('chainStartStep', S);
    }
    // (Loops: these arrays are a few words, where `fill` costs a call each.)
    for (let k = 0; k < W; k++) blocked[k] = 0;
    for (let ci = 0; ci < C; ci++) covered[ci] = 0;
    for (let s = 0; s < S; s++) used[s] = 0;
    let ok = true;
    let acceptance = 1 / bound;
    for (let ci = 0; ci < C && ok; ci++) {
      if (covered[ci]! > 0) continue;
      let z = 0;
      for (let s = 0; s < S; s++) if (!used[s]) z += w[ci * G + m.slotGroup[s]!]!;
      if (z === 0) {
        ok = false;
        break;
      }
      acceptance *= z;
      let x = rng() * z;
      let s = -1;
      for (let t = 0; t < S; t++) {
        if (used[t]) continue;
        const wt = w[ci * G + m.slotGroup[t]!]!;
        if (wt === 0) continue;
        s = t;
        x -= wt;
        if (x < 0) break;
      }
      const list = m.touchers[ci]![m.slotGroup[s]!]!;
      const pid = list[randomInt(rng, list.length)]!;
      for (let k = geo.maskFrom[pid]!, e = geo.maskTo[pid]!; k < e; k++) if ((geo.mask[pid * W + k]! & blocked[k]!) !== 0) ok = false;
      for (let t = m.touchStart[pid]!, e = m.touchStart[pid + 1]!; t < e && ok; t++) if (covered[m.touchCi[t]!]!++ >= 1) ok = false;
      if (!ok) break;
      used[s] = 1;
      pick[s] = pid;
      for (let k = 0; k < W; k++) blocked[k]! |= geo.halo[pid * W + k]!;
    }
    for (let i = 0; i < S && ok; i++) {
      const s = order[i]!;
      if (used[s]) continue;
      const g = m.slotGroup[s]!;
      const a = m.groupStart[g]!;
      const pid = m.groupPids[a + randomInt(rng, m.groupStart[g + 1]! - a)]!;
      for (let k = geo.maskFrom[pid]!, e = geo.maskTo[pid]!; k < e; k++) if ((geo.mask[pid * W + k]! & blocked[k]!) !== 0) ok = false;
      if (ok && m.touchStart[pid + 1]! > m.touchStart[pid]!) ok = false;
      if (!ok) break;
      pick[s] = pid;
      for (let k = 0; k < W; k++) blocked[k]! |= geo.halo[pid * W + k]!;
    }
    if (!ok) continue;
    if (acceptance < 1 && rng() >= acceptance) continue;
    for (let s = 0; s < S; s++) st.place(s, pick[s]!);
    return true;
  }
  return false;
}

/**
 * A consistent layout built constraint first: take a constraint still short of its minimum,
 * branch over the placements that add to it (for a free ship of their group), and once every
 * constraint has what it needs, fill the other ships by plain search. Null when the node budget
 * runs out or nothing fits, or when `work` (charged the placements the search looks at, every
 * `START_CHARGE_NODES` nodes) runs out. The state is left empty.
 */
function constructLayout(st: State, budget: number, rng?: Rng, work?: WorkMeter): Int32Array | null {
  const m = st.m;
  const S = m.S;
  let nodes = 0;
  // Placements looked at since the last charge; past the work budget the node budget is cut to
  // what is spent, so every frame unwinds as it does when that runs out.
  let looked = 0;
  const charge = (): void => {
    if (work === undefined) return;
    work.record('chainStartStep', looked);
    looked = 0;
    if (work.exhausted) budget = Math.min(budget, nodes - 1);
  };
  let found: Int32Array | null = null;
  const G = m.groupClass.length;
  // Per constraint, the placements that weigh in it, group after group (`m.touchers`), once
  // needed; per depth of `solve`, the buffer its options are shuffled in and the first free slot
  // of each group (-1: none). The search asks the same constraints again and again, on lists of
  // thousands of placements on large boards: built once, they are copied, not gathered.
  const touching: (Int32Array | undefined)[] = new Array<Int32Array | undefined>(m.C);
  const touchingOf = (ci: number): Int32Array => {
    let all = touching[ci];
    if (all === undefined) {
      const lists = m.touchers[ci]!;
      all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
      let at = 0;
      for (let g = 0; g < G; g++) {
        all.set(lists[g]!, at);
        at += lists[g]!.length;
      }
      touching[ci] = all;
    }
    return all;
  };
  const buffers: Int32Array[] = [];
  const freeAt = new Int32Array((S + 1) * G);
  const overTop = (): boolean => {
    for (let ci = 0; ci < m.C; ci++) if (st.sums[ci]! > m.hi[ci]!) return true;
    return false;
  };
  const fill = (s: number): boolean => {
    if (++nodes % START_CHARGE_NODES === 0) charge();
    if (nodes > budget) return false;
    if (s === S) {
      if (st.satisfied()) found = st.chosen.slice();
      return found !== null;
    }
    if (st.chosen[s]! >= 0) return fill(s + 1);
    const g = m.slotGroup[s]!;
    const a = m.groupStart[g]!;
    const len = m.groupStart[g + 1]! - a;
    // From a random place in the list (not a uniform order: a start only, burnt in after).
    const offset = rng ? randomInt(rng, len) : 0;
    // Ships that weigh in no constraint first; then, unless every constraint is a cell's
    // coverage (met exactly: one more ship on it would be one too many), those that weigh in
    // one without taking it past its maximum (a salvo size may want a ship hit, or one untouched).
    for (let pass = 0; pass < (m.pureCoverage ? 1 : 2); pass++) {
      for (let i = 0; i < len; i++) {
        const pid = m.groupPids[a + ((i + offset) % len)]!;
        looked++;
        if (st.touches(pid) !== (pass === 1) || !st.fits(pid)) continue;
        st.place(s, pid);
        const done = !overTop() && fill(s + 1);
        st.remove(s);
        if (done || nodes > budget) return done;
      }
    }
    return false;
  };
  const solve = (depth: number): boolean => {
    if (++nodes % START_CHARGE_NODES === 0) charge();
    if (nodes > budget) return false;
    let need = -1;
    // A constraint failing now needs a ship that weighs in it (weights are never negative: a
    // sum only grows), be it short of its minimum or at a sum its test refuses (a salvo size).
    for (let ci = 0; ci < m.C && need < 0; ci++) if (!st.ok(ci, st.sums[ci]!)) need = ci;
    if (need < 0) return fill(0);
    const all = touchingOf(need);
    const n = all.length;
    // Copied and shuffled, then tried: each looked at.
    looked += n;
    let options = buffers[depth];
    if (options === undefined || options.length < n) buffers[depth] = options = new Int32Array(Math.max(n, 2 * (options?.length ?? 0)));
    options.set(all);
    // As `shuffleInPlace` does (the same draws, the same order).
    if (rng) {
      for (let i = n - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        const t = options[i]!;
        options[i] = options[j]!;
        options[j] = t;
      }
    }
    // The first free slot of each group (the state is the same before each option).
    const free = depth * G;
    freeAt.fill(-1, free, free + G);
    for (let s = S - 1; s >= 0; s--) if (st.chosen[s]! < 0) freeAt[free + m.slotGroup[s]!] = s;
    for (let k = 0; k < n; k++) {
      const pid = options[k]!;
      const slot = freeAt[free + m.pidGroup[pid]!]!;
      if (slot < 0 || !st.fits(pid)) continue;
      st.place(slot, pid);
      const done = !overTop() && solve(depth + 1);
      st.remove(slot);
      if (done || nodes > budget) return done;
    }
    return false;
  };
  solve(0);
  charge();
  st.clear();
  return found;
}

/** The start search charges its work (`constructLayout`) every this many nodes. */
const START_CHARGE_NODES = 256;

/** Scratch arrays of the pair moves. */
interface PairScratch {
  readonly delta: Float64Array;
  readonly failing: Uint8Array;
  /** P entries without conflict rows (else none). */
  readonly buffer: Int32Array;
}

/** Number of unordered pairs of slots with at least one ship that touches a constraint. */
function coupledPairs(st: State): number {
  const S = st.m.S;
  let t = 0;
  for (let s = 0; s < S; s++) if (st.touches(st.chosen[s]!)) t++;
  return t * (S - t) + (t * (t - 1)) / 2;
}

/**
 * Redraw two ships jointly. The pair is drawn among those with at least one ship touching a
 * constraint (a hit it covers, a salvo it was hit by): the moves that single redraws cannot make.
 * The two are then redrawn uniformly among the placements that keep everything consistent, and
 * the move is accepted with the Metropolis–Hastings ratio of the pair-choice probabilities
 * (the number of such pairs before and after), which keeps the uniform law stationary.
 */
function pairMove(st: State, rng: Rng, scratch: PairScratch): void {
  const m = st.m;
  const S = m.S;
  const before = coupledPairs(st);
  if (before === 0) return;
  let k = randomInt(rng, before);
  let a = -1;
  let b = -1;
  for (let i = 0; i < S && a < 0; i++) {
    const ti = st.touches(st.chosen[i]!);
    for (let j = i + 1; j < S; j++) {
      if (!ti && !st.touches(st.chosen[j]!)) continue;
      if (k-- === 0) {
        a = i;
        b = j;
        break;
      }
    }
  }
  const oldA = st.remove(a);
  const oldB = st.remove(b);
  const need = markDeficient(st, scratch.failing, firstScratch);
  if (need === 0) {
    st.place(a, oldA);
    st.place(b, oldB);
    return;
  }
  redrawMending(st, a, b, oldA, oldB, need, firstScratch[0]!, rng, scratch);
  const after = coupledPairs(st);
  if (after > before && rng() >= before / after) {
    st.remove(a);
    st.remove(b);
    st.place(a, oldA);
    st.place(b, oldB);
  }
}

/**
 * Slots a and b just taken off (they held oldA and oldB), with `need` constraints failing
 * without them (marked in `scratch.failing`, the first `firstFailing`): place them jointly,
 * uniformly among the pairs of placements that keep the layout legal and mend every constraint.
 */
function redrawMending(st: State, a: number, b: number, oldA: number, oldB: number, need: number, firstFailing: number, rng: Rng, scratch: PairScratch): void {
  const m = st.m;
  const { delta, failing } = scratch;
  const ga = m.slotGroup[a]!;
  const gb = m.slotGroup[b]!;
  const geo = st.geo;
  const W = geo.W;
  let seen = 0;
  let pickA = oldA;
  let pickB = oldB;
  const tryPair = (p: number, q: number): void => {
    if (q === p || !st.fits(q)) return;
    // q's mask is 0 outside its words maskFrom .. maskTo.
    for (let w = geo.maskFrom[q]!, e = geo.maskTo[q]!; w < e; w++) if ((geo.mask[q * W + w]! & geo.halo[p * W + w]!) !== 0) return;
    // delta holds p's weights; check every constraint p or q touches, and that all failing ones are.
    let met = 0;
    for (let t = m.touchStart[q]!, e = m.touchStart[q + 1]!; t < e; t++) {
      const ci = m.touchCi[t]!;
      if (!st.ok(ci, st.sums[ci]! + delta[ci]! + m.touchW[t]!)) return;
      if (delta[ci] === 0) met += failing[ci]!;
    }
    for (let t = m.touchStart[p]!, e = m.touchStart[p + 1]!; t < e; t++) {
      const ci = m.touchCi[t]!;
      let wq = 0;
      for (let u = m.touchStart[q]!, f = m.touchStart[q + 1]!; u < f; u++) if (m.touchCi[u] === ci) wq = m.touchW[u]!;
      if (wq === 0 && !st.ok(ci, st.sums[ci]! + delta[ci]!)) return;
      met += failing[ci]!;
    }
    if (met !== need) return;
    seen++;
    if (randomInt(rng, seen) === 0) {
      pickA = p;
      pickB = q;
    }
  };
  const ids = m.groupPids;
  // Words of group gb's free placements (`freeUntouching`), once needed.
  let freeWords = -1;
  for (let i = m.groupStart[ga]!, e = m.groupStart[ga + 1]!; i < e; i++) {
    const p = ids[i]!;
    if (!st.fits(p)) continue;
    let touchesFailing = false;
    let overTop = false;
    for (let t = m.touchStart[p]!, f = m.touchStart[p + 1]!; t < f; t++) {
      const ci = m.touchCi[t]!;
      delta[ci] = m.touchW[t]!;
      if (failing[ci]) touchesFailing = true;
      if (m.pureCoverage && st.sums[ci]! + m.touchW[t]! > m.hi[ci]!) overTop = true;
    }
    if (!overTop) {
      if (!touchesFailing) {
        // q must touch every failing constraint, in particular the first.
        const list = m.touchers[firstFailing]![gb]!;
        for (let i = 0; i < list.length; i++) tryPair(p, list[i]!);
      } else if (m.pureCoverage) {
        // Coverage: q may not touch what p covers nor what is covered; only the failing cells p
        // leaves. If p leaves none, q touches nothing.
        let residual = -1;
        for (let ci = 0; ci < m.C && residual < 0; ci++) if (failing[ci] && delta[ci] === 0) residual = ci;
        if (residual >= 0) {
          const list = m.touchers[residual]![gb]!;
          for (let i = 0; i < list.length; i++) tryPair(p, list[i]!);
        } else {
          // Every fitting q that touches nothing and keeps clear of p: take them as one block.
          if (m.packBits !== null) {
            if (freeWords < 0) freeWords = freeUntouching(st, gb, accScratch);
            const row = p * m.conflicts!.rowWords + m.conflicts!.classOffset[m.groupClassIndex[gb]!]!;
            const bits = m.conflicts!.bits;
            let cnt = 0;
            for (let w = 0; w < freeWords; w++) cnt += popcount((pairScratch[w] = accScratch[w]! & ~bits[row + w]!));
            if (cnt > 0) {
              seen += cnt;
              if (rng() * seen < cnt) {
                pickA = p;
                pickB = nthPid(m, gb, pairScratch, freeWords, randomInt(rng, cnt));
              }
            }
            for (let t = m.touchStart[p]!, f = m.touchStart[p + 1]!; t < f; t++) delta[m.touchCi[t]!] = 0;
            continue;
          }
          let cnt = 0;
          const buf = scratch.buffer;
          const ts = m.touchStart;
          const mask = geo.mask;
          const halo = geo.halo;
          const blk = st.blocked;
          for (let j = m.groupStart[gb]!, f = m.groupStart[gb + 1]!; j < f; j++) {
            const q = ids[j]!;
            if (q === p || ts[q + 1] !== ts[q]) continue;
            const oq = q * W;
            const op = p * W;
            let w = geo.maskFrom[q]!;
            const end = geo.maskTo[q]!;
            while (w < end && (mask[oq + w]! & (blk[w]! | halo[op + w]!)) === 0) w++;
            if (w === end) buf[cnt++] = q;
          }
          if (cnt > 0) {
            seen += cnt;
            if (rng() * seen < cnt) {
              pickA = p;
              pickB = buf[randomInt(rng, cnt)]!;
            }
          }
        }
      } else {
        for (let j = m.groupStart[gb]!, f = m.groupStart[gb + 1]!; j < f; j++) tryPair(p, ids[j]!);
      }
    }
    for (let t = m.touchStart[p]!, f = m.touchStart[p + 1]!; t < f; t++) delta[m.touchCi[t]!] = 0;
  }
  st.place(a, pickA);
  st.place(b, pickB);
}

/** Scratch of `anyPairMove`: placement lists and counts (3·P entries), and a conflict row's words. */
let blockLists = new Int32Array(0);
let blockWords = new Int32Array(64);

/**
 * `anyPairMove` lists every compatible pair when the candidates make at most this many pairs;
 * past it, it draws pairs of candidates until one is compatible, at most `PAIR_TRIES` times
 * (then the ships stay: both choices depend on the other ships alone, so either is a move that
 * keeps the uniform law).
 */
const EXACT_PAIRS = 512;
const PAIR_TRIES = 8;

/**
 * Redraw two ships jointly, the pair drawn uniformly among all pairs of ships whatever the
 * state: a block Gibbs step on the pair (both taken off, then placed uniformly among the pairs
 * of placements that keep the layout legal and every constraint true), so the uniform law stays
 * stationary with no correction. It passes between packings that single moves cannot (two
 * ships that may not touch on 4×4 lie both across or both down: neither turns alone). With
 * `light` (no constraint, conflict rows) only the placements chosen are read and written.
 */
function anyPairMove(st: State, rng: Rng, light: boolean, scratch: PairScratch): void {
  const m = st.m;
  const S = m.S;
  const a = randomInt(rng, S);
  let b = randomInt(rng, S - 1);
  if (b >= a) b++;
  const ga = m.slotGroup[a]!;
  const gb = m.slotGroup[b]!;
  const P = m.geo.P;
  if (blockLists.length < 3 * P) blockLists = new Int32Array(3 * P);
  const R = m.conflicts?.rowWords ?? 0;
  if (blockWords.length < R) blockWords = new Int32Array(R);
  const oldA = st.chosen[a]!;
  const oldB = st.chosen[b]!;
  if (light) {
    st.chosen[a] = -1;
    st.chosen[b] = -1;
    const found = freePair(st, ga, gb, rng);
    st.chosen[a] = found ? blockLists[0]! : oldA;
    st.chosen[b] = found ? blockLists[1]! : oldB;
    return;
  }
  st.remove(a);
  st.remove(b);
  let found = false;
  // Taking them off breaks a constraint (one of them covered a hit): `pairMove`'s pairs, left to
  // it. Whether it does depends on the other ships alone, so staying is a move that keeps the law.
  if (m.C === 0 || markDeficient(st, scratch.failing, firstScratch) === 0) {
    found = m.packBits !== null && (m.C === 0 || m.pureCoverage) ? freePair(st, ga, gb, rng) : anyPair(st, ga, gb, rng, scratch.delta);
  }
  st.place(a, found ? blockLists[0]! : oldA);
  st.place(b, found ? blockLists[1]! : oldB);
}

/**
 * With every constraint met and none a ship may add to (no constraint, or coverage: a hit
 * covered twice is one too many), a uniform pair (p of group ga, q of gb) among the placements
 * that weigh in nothing and keep clear of the ships placed and of each other, from the conflict
 * rows; written to blockLists[0..1]. False when `PAIR_TRIES` draws found none. The candidates,
 * their order and the draws are `anyPair`'s, so the same draws pick the same pair.
 */
function freePair(st: State, ga: number, gb: number, rng: Rng): boolean {
  const m = st.m;
  const cf = m.conflicts!;
  const bits = cf.bits;
  const R = cf.rowWords;
  const P = m.geo.P;
  const freeB = blockWords;
  const wordsB = freeUntouching(st, gb, freeB);
  const wordsA = freeUntouching(st, ga, accScratch);
  const offB = cf.classOffset[m.groupClassIndex[gb]!]!;
  const baseB = cf.classStart[m.groupClassIndex[gb]!]!;
  const list = blockLists;
  let nA = 0;
  let nB = 0;
  for (let w = 0; w < wordsA; w++) nA += popcount(accScratch[w]!);
  for (let w = 0; w < wordsB; w++) nB += popcount(freeB[w]!);
  if (nA * nB > EXACT_PAIRS) {
    for (let t = 0; t < PAIR_TRIES; t++) {
      const p = nthPid(m, ga, accScratch, wordsA, randomInt(rng, nA));
      const q = nthPid(m, gb, freeB, wordsB, randomInt(rng, nB));
      const i = q - baseB;
      if (((bits[p * R + offB + (i >>> 5)]! >>> (i & 31)) & 1) === 1) continue;
      list[0] = p;
      list[1] = q;
      return true;
    }
    return false;
  }
  const baseA = cf.classStart[m.groupClassIndex[ga]!]!;
  let n = 0;
  let total = 0;
  for (let w = 0; w < wordsA; w++) {
    let x = accScratch[w]!;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const p = baseA + (w << 5) + 31 - Math.clz32(low);
      const row = p * R + offB;
      let cnt = 0;
      for (let v = 0; v < wordsB; v++) cnt += popcount(freeB[v]! & ~bits[row + v]!);
      list[P + n] = p;
      list[2 * P + n] = cnt;
      n++;
      total += cnt;
    }
  }
  // The pair the ships held is one of them: total >= 1.
  let r = randomInt(rng, total);
  let i = 0;
  while (r >= list[2 * P + i]!) r -= list[2 * P + i++]!;
  const p = list[P + i]!;
  const row = p * R + offB;
  for (let v = 0; v < wordsB; v++) pairScratch[v] = freeB[v]! & ~bits[row + v]!;
  list[0] = p;
  list[1] = nthPid(m, gb, pairScratch, wordsB, r);
  return true;
}

/**
 * With every constraint met: a uniform pair (p of group ga, q of gb) among those that fit beside
 * the ships placed, keep clear of each other and keep every constraint true (a ship may add to
 * a salvo's count within its bounds), by a test per pair; written to blockLists[0..1]. False
 * when `PAIR_TRIES` draws found none. `delta` is scratch (all zero, and left so).
 */
function anyPair(st: State, ga: number, gb: number, rng: Rng, delta: Float64Array): boolean {
  const m = st.m;
  const geo = st.geo;
  const W = geo.W;
  const P = geo.P;
  const ids = m.groupPids;
  const cf = m.packBits !== null ? m.conflicts : null;
  const list = blockLists;
  // The candidates of each group alone: they fit, and take no constraint past its maximum
  // (weights are never negative: the other ship cannot bring a sum back).
  const alone = (g: number, at: number): number => {
    let k = 0;
    for (let i = m.groupStart[g]!, e = m.groupStart[g + 1]!; i < e; i++) {
      const pid = ids[i]!;
      if (!st.fits(pid)) continue;
      let over = false;
      for (let t = m.touchStart[pid]!, f = m.touchStart[pid + 1]!; t < f && !over; t++) if (st.sums[m.touchCi[t]!]! + m.touchW[t]! > m.hi[m.touchCi[t]!]!) over = true;
      if (!over) list[at + k++] = pid;
    }
    return k;
  };
  const nA = alone(ga, 0);
  const nB = alone(gb, nA);
  const offB = cf === null ? 0 : cf.classOffset[m.groupClassIndex[gb]!]!;
  const baseB = cf === null ? 0 : cf.classStart[m.groupClassIndex[gb]!]!;
  /** Does q keep clear of p, and the pair every constraint true (p's weights in `delta`)? */
  const joint = (p: number, q: number): boolean => {
    if (q === p) return false;
    if (cf !== null) {
      const i = q - baseB;
      if (((cf.bits[p * cf.rowWords + offB + (i >>> 5)]! >>> (i & 31)) & 1) === 1) return false;
    } else {
      for (let w = geo.maskFrom[q]!, e = geo.maskTo[q]!; w < e; w++) if ((geo.mask[q * W + w]! & geo.halo[p * W + w]!) !== 0) return false;
    }
    for (let t = m.touchStart[q]!, e = m.touchStart[q + 1]!; t < e; t++) {
      const ci = m.touchCi[t]!;
      if (!st.ok(ci, st.sums[ci]! + delta[ci]! + m.touchW[t]!)) return false;
    }
    for (let t = m.touchStart[p]!, e = m.touchStart[p + 1]!; t < e; t++) {
      const ci = m.touchCi[t]!;
      let wq = 0;
      for (let u = m.touchStart[q]!, f = m.touchStart[q + 1]!; u < f; u++) if (m.touchCi[u] === ci) wq = m.touchW[u]!;
      if (wq === 0 && !st.ok(ci, st.sums[ci]! + delta[ci]!)) return false;
    }
    return true;
  };
  const setDelta = (p: number, on: boolean): void => {
    for (let t = m.touchStart[p]!, e = m.touchStart[p + 1]!; t < e; t++) delta[m.touchCi[t]!] = on ? m.touchW[t]! : 0;
  };
  if (nA * nB > EXACT_PAIRS) {
    for (let t = 0; t < PAIR_TRIES; t++) {
      const p = list[randomInt(rng, nA)]!;
      const q = list[nA + randomInt(rng, nB)]!;
      setDelta(p, true);
      const ok = joint(p, q);
      setDelta(p, false);
      if (!ok) continue;
      list[0] = p;
      list[1] = q;
      return true;
    }
    return false;
  }
  // Pairs per p (p and q are the same placement only when they clash: a ship meets its own halo).
  let total = 0;
  for (let i = 0; i < nA; i++) {
    const p = list[i]!;
    setDelta(p, true);
    let cnt = 0;
    for (let j = nA; j < nA + nB; j++) if (joint(p, list[j]!)) cnt++;
    setDelta(p, false);
    list[2 * P + i] = cnt;
    total += cnt;
  }
  let r = randomInt(rng, total);
  let i = 0;
  while (r >= list[2 * P + i]!) r -= list[2 * P + i++]!;
  const p = list[i]!;
  setDelta(p, true);
  let q = -1;
  for (let j = nA; j < nA + nB && q < 0; j++) if (joint(p, list[j]!) && r-- === 0) q = list[j]!;
  setDelta(p, false);
  list[0] = p;
  list[1] = q;
  return true;
}

/**
 * `anyTripleMove` redraws its three ships only when their groups' placements are few: the two
 * smaller groups make at most `EXACT_TRIPLE_PAIRS` pairs, and the three at most `EXACT_TRIPLES`
 * triples. Past that the ships stay: whether they do depends on the groups alone, so staying
 * keeps the uniform law; and where the placements are that many, the ships have the room single
 * and pair moves need. (On a 10×10 board the limits pass only late in a game; on 5×5, a five, a
 * four and a three make 200 pairs and 6,000 triples.)
 */
const EXACT_TRIPLE_PAIRS = 256;
const EXACT_TRIPLES = 8192;

/** Do three of the ships have placements few enough for `anyTripleMove` (its limits, on the three with fewest)? */
function fewTriples(m: ChainModel): boolean {
  const span = Array.from({ length: m.S }, (_, s) => m.groupStart[m.slotGroup[s]! + 1]! - m.groupStart[m.slotGroup[s]!]!).sort((u, v) => u - v);
  return span.length >= 3 && span[0]! * span[1]! <= EXACT_TRIPLE_PAIRS && span[0]! * span[1]! * span[2]! <= EXACT_TRIPLES;
}

/** Scratch of `anyTripleMove`: the candidate lists (3·P entries), then per pair its count of triples. */
let tripleLists = new Int32Array(0);
/** The widest list's candidates as conflict-row words. */
let tripleWords = new Int32Array(64);

/**
 * Redraw three ships jointly, drawn uniformly among all triples of ships whatever the state: a
 * block Gibbs step, as `anyPairMove`'s on a pair (all three taken off, then placed uniformly
 * among the triples of placements that keep the layout legal and every constraint true). Some
 * packings are linked by no pair move: on 5×5, a five, a four and a three that may not touch lie
 * in two families of 36 layouts (all three across, or all three down), and a chain stayed in
 * the family it started in; moving the three at once joins them (with a hit the ship covering it
 * must turn too: three taken off may leave constraints failing, for the triple to mend). Only
 * where the candidates are few (`EXACT_TRIPLES`). With `light` (no constraint, conflict rows)
 * only the placements chosen are read and written.
 *
 * The triples are listed in one order whether the conflict rows or mask tests find them (the
 * two shorter lists' pairs in placement order, then the widest list's placements), and one draw
 * picks among them: the same draws give the same triple either way.
 */
function anyTripleMove(st: State, rng: Rng, light: boolean, scratch: PairScratch): void {
  const m = st.m;
  const S = m.S;
  // Three distinct slots, uniformly: the second skips the first, the third both.
  const a = randomInt(rng, S);
  let b = randomInt(rng, S - 1);
  if (b >= a) b++;
  let c = randomInt(rng, S - 2);
  if (c >= Math.min(a, b)) c++;
  if (c >= Math.max(a, b)) c++;
  const slots = [a, b, c];
  // Their groups' placements, whatever the other ships, bound their candidates: past the limits
  // the ships stay, at no cost (most positions of a 10×10 board).
  const span = slots.map((s) => m.groupStart[m.slotGroup[s]! + 1]! - m.groupStart[m.slotGroup[s]!]!).sort((u, v) => u - v);
  if (span[0]! * span[1]! > EXACT_TRIPLE_PAIRS || span[0]! * span[1]! * span[2]! > EXACT_TRIPLES) return;
  const old = [st.chosen[a]!, st.chosen[b]!, st.chosen[c]!];
  const P = m.geo.P;
  if (tripleLists.length < 3 * P + EXACT_TRIPLE_PAIRS) tripleLists = new Int32Array(3 * P + EXACT_TRIPLE_PAIRS);
  if (light) for (const s of slots) st.chosen[s] = -1;
  else for (const s of slots) st.remove(s);
  // Taking them off may break constraints (one covered a hit): then the three must mend them.
  const mending = !light && m.C > 0 && markDeficient(st, scratch.failing, firstScratch) > 0;
  const pick = tripleDraw(st, slots, rng, scratch, mending);
  slots.forEach((s, i) => {
    const pid = pick?.[i] ?? old[i]!;
    if (light) st.chosen[s] = pid;
    else st.place(s, pid);
  });
}

/**
 * The three `slots` free: a uniform triple of placements for them among those that fit beside
 * the ships placed, keep clear of each other and make every constraint true (`mending`: some
 * fail without them, marked in `scratch.failing`); null when there is none. With conflict rows
 * and no constraint a ship may add to (none, or coverage with every hit covered), from the rows
 * (the widest list read as words); else by a test per triple. `scratch.delta` is all zero, and
 * left so.
 */
function tripleDraw(st: State, slots: readonly number[], rng: Rng, scratch: PairScratch, mending: boolean): number[] | null {
  const m = st.m;
  const geo = st.geo;
  const P = geo.P;
  const { delta, failing } = scratch;
  const fast = m.packBits !== null && (m.C === 0 || m.pureCoverage) && !mending;
  const cf = m.packBits !== null ? m.conflicts : null;
  const list = tripleLists;
  // Each ship's candidates alone, in placement order, at list[i·P…]: those that weigh in nothing
  // and clash with no ship placed (from the rows), or that fit and take no constraint past its
  // maximum (weights are never negative: the others cannot bring a sum back).
  const sizes = [0, 0, 0];
  for (let i = 0; i < 3; i++) {
    const g = m.slotGroup[slots[i]!]!;
    if (fast) {
      sizes[i] = bitsToPids(m, g, accScratch, freeUntouching(st, g, accScratch), list, i * P) - i * P;
      continue;
    }
    let k = i * P;
    for (let j = m.groupStart[g]!, e = m.groupStart[g + 1]!; j < e; j++) {
      const pid = m.groupPids[j]!;
      if (!st.fits(pid)) continue;
      let over = false;
      for (let t = m.touchStart[pid]!, f = m.touchStart[pid + 1]!; t < f && !over; t++) if (st.sums[m.touchCi[t]!]! + m.touchW[t]! > m.hi[m.touchCi[t]!]!) over = true;
      if (!over) list[k++] = pid;
    }
    sizes[i] = k - i * P;
  }
  // The widest list last (the first of equals), the two others in slot order.
  const w = sizes[0]! >= sizes[1]! && sizes[0]! >= sizes[2]! ? 0 : sizes[1]! >= sizes[2]! ? 1 : 2;
  const [x, y] = [0, 1, 2].filter((i) => i !== w) as [number, number];
  const nX = sizes[x]!;
  const nY = sizes[y]!;
  const nW = sizes[w]!;
  const X = x * P;
  const Y = y * P;
  const Wd = w * P;
  const counts = 3 * P;
  /** Does q keep clear of p? */
  const clear = (p: number, q: number): boolean => {
    if (p === q) return false;
    if (cf !== null) {
      const cls = geo.pidClass[q]!;
      const i = q - cf.classStart[cls]!;
      return ((cf.bits[p * cf.rowWords + cf.classOffset[cls]! + (i >>> 5)]! >>> (i & 31)) & 1) === 0;
    }
    const W = geo.W;
    for (let v = geo.maskFrom[q]!, e = geo.maskTo[q]!; v < e; v++) if ((geo.mask[q * W + v]! & geo.halo[p * W + v]!) !== 0) return false;
    return true;
  };
  /**
   * Do p, q and r keep every constraint they weigh in true, and mend those failing without them
   * (each must weigh in it)? The others hold: they did not fail without the three.
   */
  const add = (z: number): void => {
    for (let t = m.touchStart[z]!, e = m.touchStart[z + 1]!; t < e; t++) delta[m.touchCi[t]!]! += m.touchW[t]!;
  };
  const holds = (z: number): boolean => {
    for (let t = m.touchStart[z]!, e = m.touchStart[z + 1]!; t < e; t++) if (!st.ok(m.touchCi[t]!, st.sums[m.touchCi[t]!]! + delta[m.touchCi[t]!]!)) return false;
    return true;
  };
  const undo = (z: number): void => {
    for (let t = m.touchStart[z]!, e = m.touchStart[z + 1]!; t < e; t++) delta[m.touchCi[t]!] = 0;
  };
  const keeps = (p: number, q: number, r: number): boolean => {
    if (m.C === 0 || fast) return true;
    add(p);
    add(q);
    add(r);
    let ok = true;
    for (let ci = 0; ci < m.C && mending && ok; ci++) if (failing[ci] === 1 && delta[ci] === 0) ok = false;
    ok = ok && holds(p) && holds(q) && holds(r);
    undo(p);
    undo(q);
    undo(r);
    return ok;
  };
  // The widest list as words, for the rows' count of each pair's third ships.
  let words = 0;
  let offW = 0;
  if (fast) {
    const g = m.slotGroup[slots[w]!]!;
    const R = cf!.rowWords;
    if (tripleWords.length < R) tripleWords = new Int32Array(R);
    words = freeUntouching(st, g, tripleWords);
    offW = cf!.classOffset[m.groupClassIndex[g]!]!;
  }
  /** The third ships that go with the pair (p, q): counted, or the `nth` of them (-1 past the last). */
  const thirds = (p: number, q: number, nth: number): number => {
    if (fast) {
      const bits = cf!.bits;
      const R = cf!.rowWords;
      let n = 0;
      for (let v = 0; v < words; v++) {
        pairScratch[v] = tripleWords[v]! & ~bits[p * R + offW + v]! & ~bits[q * R + offW + v]!;
        n += popcount(pairScratch[v]!);
      }
      return nth < 0 ? n : nthPid(m, m.slotGroup[slots[w]!]!, pairScratch, words, nth);
    }
    let n = 0;
    for (let k = 0; k < nW; k++) {
      const r = list[Wd + k]!;
      if (!clear(p, r) || !clear(q, r) || !keeps(p, q, r)) continue;
      if (n++ === nth) return r;
    }
    return nth < 0 ? n : -1;
  };
  let total = 0;
  for (let i = 0; i < nX; i++) {
    for (let j = 0; j < nY; j++) {
      const p = list[X + i]!;
      const q = list[Y + j]!;
      const n = clear(p, q) ? thirds(p, q, -1) : 0;
      list[counts + i * nY + j] = n;
      total += n;
    }
  }
  // The ships' own placements are one triple: total >= 1.
  if (total === 0) return null;
  let r = randomInt(rng, total);
  let k = 0;
  while (r >= list[counts + k]!) r -= list[counts + k++]!;
  const p = list[X + Math.floor(k / nY)]!;
  const q = list[Y + (k % nY)]!;
  const out = [0, 0, 0];
  out[x] = p;
  out[y] = q;
  out[w] = thirds(p, q, r);
  return out;
}

function emptyPosterior(variant: Variant, n: number): ChainPosterior {
  const classMarginal: Record<string, number[]> = {};
  for (const c of variant.fleet) classMarginal[c.id] = new Array<number>(n).fill(0);
  return { exact: true, count: 0n, marginal: new Array<number>(n).fill(0), classMarginal, method: 'enumerated' };
}

/**
 * Marginals from per-placement weights over `total`, plus the fixed ships; and for the protected
 * classes (every class with `every`), each placement's chance (`Posterior.placementChances`).
 */
function finish(variant: Variant, m: ChainModel, tally: Float64Array, total: number, every = false) {
  const geo = m.geo;
  const marginal = new Array<number>(geo.n).fill(0);
  const classMarginal: Record<string, number[]> = {};
  for (const c of variant.fleet) classMarginal[c.id] = new Array<number>(geo.n).fill(0);
  const chances: Record<string, PlacementChance[]> = {};
  const guarded = variant.fleet.map((c) => every || c.protected === true);
  for (const f of m.fixed) {
    const target = classMarginal[f.classId]!;
    for (const c of geo.placements[f.pid]!.cells) {
      marginal[c] = 1;
      target[c] = 1;
    }
    if (every || variant.fleet.find((c) => c.id === f.classId)?.protected) (chances[f.classId] ??= []).push({ cells: geo.placements[f.pid]!.cells, p: 1 });
  }
  // A placement's group is of its own class: its class's array, found by index.
  const byClass = variant.fleet.map((c) => classMarginal[c.id]!);
  const cellStart = geo.cellStart;
  const cells = geo.cells;
  for (let pid = 0; pid < geo.P; pid++) {
    const v = tally[pid]!;
    if (v === 0) continue;
    const share = v / total;
    const target = byClass[geo.pidClass[pid]!]!;
    for (let k = cellStart[pid]!, e = cellStart[pid + 1]!; k < e; k++) {
      const c = cells[k]!;
      marginal[c]! += share;
      target[c]! += share;
    }
    if (guarded[geo.pidClass[pid]!]) (chances[variant.fleet[geo.pidClass[pid]!]!.id] ??= []).push({ cells: geo.placements[pid]!.cells, p: share });
  }
  return { marginal, classMarginal, ...(Object.keys(chances).length > 0 ? { placementChances: chances } : {}) };
}

/** The chain model of `evidence`, or null when the evidence already contradicts itself. */
function modelFor(variant: Variant, evidence: Evidence): ChainModel | null {
  let m = perShotModel(variant, evidence);
  if (m === null) {
    const problem = compileEvidence(variant, evidence);
    if (problem.impossible !== undefined) return null;
    m = chainModel(variant, problem);
  }
  return m.impossible ? null : m;
}

/**
 * The posterior of `evidence` by enumeration alone (the chain's first step): exact, or null when
 * the layouts are more than `budget` search nodes can list. `everyPlacement`: as `ChainOptions`'.
 */
export function enumeratedPosterior(variant: Variant, evidence: Evidence, budget = 40_000, everyPlacement = false): ChainPosterior | null {
  const ready = prepared(variant, evidence);
  if (ready === null) return emptyPosterior(variant, cellCount(variant.board));
  const count = enumerate(ready.st, budget, ready.tally);
  return count < 0 ? null : enumerated(variant, ready.m, ready.tally, count, everyPlacement);
}

/** The model of `evidence` with a fresh state and tally, or null when the evidence contradicts itself. */
function prepared(variant: Variant, evidence: Evidence): { m: ChainModel; st: State; tally: Float64Array } | null {
  const m = modelFor(variant, evidence);
  if (m === null) return null;
  const st = new State(m);
  wordsScratch(m);
  return { m, st, tally: new Float64Array(m.geo.P) };
}

/** The exact posterior from an enumeration that listed `count` layouts into `tally`. */
function enumerated(variant: Variant, m: ChainModel, tally: Float64Array, count: number, every = false): ChainPosterior {
  if (count === 0) return emptyPosterior(variant, cellCount(variant.board));
  return { exact: true, count: BigInt(count), ...finish(variant, m, tally, count, every), pinned: enumeratedPins(variant, m, tally, count), method: 'enumerated' };
}

/** The ships of every one of the `count` layouts enumerated into `tally`, and the fixed ones (`ChainPosterior.pinned`). */
function enumeratedPins(variant: Variant, m: ChainModel, tally: Float64Array, count: number): PinnedShip[] {
  const pids = new Map<number, string>(m.fixed.map((f) => [f.pid, f.classId]));
  for (let pid = 0; pid < m.geo.P; pid++) if (tally[pid] === count) pids.set(pid, variant.fleet[m.geo.pidClass[pid]!]!.id);
  return sortedShips(variant, m, [...pids].map(([pid, classId]) => ({ pid, classId })));
}

/**
 * The posterior of `evidence`: exact by enumeration when the layouts are few, else estimated by
 * the chain described in the module note.
 */
export function chainPosterior(variant: Variant, evidence: Evidence, opts: ChainOptions = {}): ChainPosterior {
  const n = cellCount(variant.board);
  const ready = prepared(variant, evidence);
  if (ready === null) return emptyPosterior(variant, n);
  const { m, st, tally } = ready;

  // 1. Exhaustive enumeration within a budget.
  const budget = opts.enumerationBudget ?? 40_000;
  const tried = m.S <= (opts.enumerateShips ?? Infinity) && !(opts.screenEnumeration === true && m.C === 0 && layoutBound(m) > SCREEN_BUDGETS * budget);
  // Where enumeration is not tried, a position with few ways to lay its ships is still tried, on
  // a smaller budget: a crowded one (its ships fill much of the room left to them), or a tight
  // one (its groups' placements, clashes and hits ignored, make few layouts: ships hemmed in by
  // misses, sunk ships' surroundings or the hits they must cover).
  const count = tried ? enumerate(st, budget, tally) : crowded(m) || tight(m, budget) ? enumerate(st, Math.ceil(budget / CROWDED_BUDGET_SHARE), tally) : -1;
  if (count >= 0) return enumerated(variant, m, tally, count, opts.everyPlacement === true);
  tally.fill(0);

  // 2. Chains, each from an exact draw when one comes within the budget, else from a search.
  const rng = createRng(`${opts.seed ?? ''}|${seedKey(evidence, opts.evidenceKey)}`);
  const S = m.S;
  const chains = Math.max(1, opts.chains ?? 4);
  const work = opts.work;
  // What the search for the chains' starts is charged to.
  const startMeter = work ?? opts.startWork;
  const stop = work !== undefined || opts.errors === true ? false : (opts.earlyStop ?? (opts.sweeps === undefined ? {} : false));
  // With early stopping, at most about `moves` ship moves (96 sweeps at most).
  const totalSweeps = opts.sweeps ?? (stop ? Math.min(96, Math.ceil((opts.moves ?? 300) / Math.max(1, S) / 12) * 12) : 200);
  // A sweep's charge on the work budget: the placements of the groups of the ships it moves.
  let sweepUnits = 0;
  for (let s = 0; s < S; s++) sweepUnits += m.groupStart[m.slotGroup[s]! + 1]! - m.groupStart[m.slotGroup[s]!]!;
  sweepUnits = Math.max(1, sweepUnits);
  const pairEvery = Math.max(1, opts.pairEvery ?? 2);
  const anyPairEvery = Math.max(1, opts.anyPairEvery ?? 2);
  const anyTripleEvery = Math.max(1, opts.anyTripleEvery ?? 8);
  // Triple moves only where some three ships' placements are few enough (`anyTripleMove`): on a
  // 10×10 board, late in a game; elsewhere the chain draws as it did without them.
  const triples = S >= 3 && fewTriples(m);
  const startDraws = opts.startDraws ?? 300;
  const out = new Int32Array(m.geo.P);
  const deficient = new Uint8Array(m.C);
  // (The pair move's buffer serves only without conflict rows.)
  const scratch = { delta: new Float64Array(m.C), failing: new Uint8Array(m.C), buffer: new Int32Array(m.packBits === null ? m.geo.P : 0) };
  // Big ships first in rejection draws: they fail most often, so failures come early.
  const size = (s: number): number => {
    const g = m.slotGroup[s]!;
    const pid = m.groupPids[m.groupStart[g]!];
    return pid === undefined ? 0 : m.geo.cellStart[pid + 1]! - m.geo.cellStart[pid]!;
  };
  let drawOrder: Int32Array | null = null;
  const order = (): Int32Array => (drawOrder ??= Int32Array.from(Array.from({ length: S }, (_, s) => s).sort((x, y) => size(y) - size(x) || x - y)));
  let exactStarts = m.pureCoverage;
  let previous: Int32Array | null = null;
  const states: State[] = [];
  const pairClock: number[] = [];
  const anyPairClock: number[] = [];
  const anyTripleClock: number[] = [];
  // With no constraint and conflict rows, a move needs only the placements chosen: the halos
  // and sums are left as the start made them (nothing reads them after it).
  const light = m.C === 0 && m.packBits !== null;
  // A sweep's kind of work: the light one reads conflict rows only, the other tests constraints and moves pairs.
  const stepKind = light ? 'chainLightStep' : 'chainStep';
  // On a work budget, a searched start is followed by a tenth of the sweeps the budget affords.
  const burnIn = Math.max(opts.burnIn ?? 5, work ? Math.floor((0.1 * work.left) / (WORK_COST[stepKind] * sweepUnits * chains)) : 0);
  const sweep = (cur: State, k: number, into: Float64Array | null): void => {
    if (light) {
      // `candidatesFor`'s conflict-row path, read from the bits: the same placements in the
      // same order, without writing them out.
      const chosen = cur.chosen;
      const cf = m.conflicts!;
      for (let s = 0; s < S; s++) {
        const old = chosen[s]!;
        chosen[s] = -1;
        const g = m.slotGroup[s]!;
        const words = freeUntouching(cur, g, accScratch);
        let found = 0;
        for (let w = 0; w < words; w++) found += popcount(accScratch[w]!);
        chosen[s] = found > 0 ? nthPid(m, g, accScratch, words, randomInt(rng, found)) : old;
        if (into && found > 0) {
          const share = 1 / found;
          const base = cf.classStart[m.groupClassIndex[g]!]!;
          for (let w = 0; w < words; w++) {
            let x = accScratch[w]!;
            while (x !== 0) {
              const low = x & -x;
              into[base + (w << 5) + 31 - Math.clz32(low)]! += share;
              x ^= low;
            }
          }
        }
      }
      if (S >= 2 && anyPairClock[k]!++ % anyPairEvery === 0) anyPairMove(cur, rng, true, scratch);
      if (triples && anyTripleClock[k]!++ % anyTripleEvery === 0) anyTripleMove(cur, rng, true, scratch);
      return;
    }
    for (let s = 0; s < S; s++) {
      const old = cur.remove(s);
      const found = candidatesFor(cur, m.slotGroup[s]!, out, deficient);
      const next = found > 0 ? out[randomInt(rng, found)]! : old;
      if (into && found > 0) {
        const share = 1 / found;
        for (let i = 0; i < found; i++) into[out[i]!]! += share;
      }
      cur.place(s, next);
    }
    if (S >= 2 && m.C > 0 && pairClock[k]!++ % pairEvery === 0) pairMove(cur, rng, scratch);
    if (S >= 2 && anyPairClock[k]!++ % anyPairEvery === 0) anyPairMove(cur, rng, false, scratch);
    if (triples && anyTripleClock[k]!++ % anyTripleEvery === 0) anyTripleMove(cur, rng, false, scratch);
  };
  // Warm starts: the layouts of the position before that are consistent with this one. Chains
  // beyond them start from copies, each after a short burn-in.
  const warmStarts: Int32Array[] = [];
  let exactStartCount = 0;
  // A sweep, charged to the work budget when there is one.
  const charged = (cur: State, k: number, into: Float64Array | null): void => {
    sweep(cur, k, into);
    work?.record(stepKind, sweepUnits);
  };
  for (const layout of opts.warm?.layouts ?? []) {
    if (warmStarts.length === chains) break;
    if (!startFrom(st, layout)) continue;
    warmStarts.push(st.chosen.slice());
    st.clear();
  }
  // Chains from searched starts each pay a burn-in: unless asked for, two of them.
  let chainCount = chains;
  for (let chain = 0; chain < chainCount; chain++) {
    const cur = chain === 0 ? st : new State(m);
    states.push(cur);
    pairClock.push(0);
    anyPairClock.push(0);
    anyTripleClock.push(0);
    if (warmStarts.length > 0) {
      const from = warmStarts[chain % warmStarts.length]!;
      for (let s = 0; s < S; s++) cur.place(s, from[s]!);
      if (chain >= warmStarts.length) for (let i = 0; i < COPY_BURN_IN; i++) charged(cur, chain, null);
      else exactStartCount++;
      continue;
    }
    if (exactStarts && drawExact(cur, rng, startDraws, order(), startMeter)) {
      exactStartCount++;
      continue;
    }
    if (exactStarts && chain === 0 && opts.chains === undefined) chainCount = Math.min(chainCount, 2);
    exactStarts = false;
    let start: Int32Array | null = null;
    // The search is charged to the work budget: past it, no more searching (a chain with no
    // start of its own starts where the one before did; with none before, none starts).
    for (let attempt = 0; attempt < 6 && !start && !startMeter?.exhausted; attempt++) start = constructLayout(cur, 20_000 * 4 ** attempt, rng, startMeter);
    start ??= previous;
    if (!start) throw new ChainStartError(startMeter?.exhausted === true);
    previous = start;
    for (let s = 0; s < S; s++) cur.place(s, start[s]!);
    for (let i = 0; i < burnIn; i++) charged(cur, chain, null);
  }
  // On a work budget, `sweeps` (when given) only caps the run.
  const sweeps = work && opts.sweeps === undefined ? Infinity : Math.max(1, Math.ceil(totalSweeps / states.length));
  const errors = opts.errors === true ? new BatchMeans(m, states.length, variant.fleet.length) : null;
  // 3. Gibbs sweeps with Rao–Blackwellised tallies, all chains a batch at a time.
  const batchSweeps = Math.max(1, (stop && stop.batchSweeps) || 3);
  // The first judgement comes after two rounds and the last round is never judged: with fewer
  // than three rounds the batches are not kept.
  const judging = stop && Math.ceil(sweeps / batchSweeps) >= 3;
  const batchTally = judging ? new Float64Array(m.geo.P) : null;
  const batches: Float64Array[] = [];
  const byCell = new Float64Array(m.geo.n);
  const open = judging ? unfiredCells(evidence, m.geo.n) : [];
  let weight = 0;
  for (let done = 0; done < sweeps; ) {
    const b = Math.min(batchSweeps, sweeps - done);
    // The last round's cell values would never be judged.
    const judged = done + b < sweeps;
    states.forEach((cur, k) => {
      if (batchTally) {
        // The batch tallied apart (for its cell values), then added to the whole.
        batchTally.fill(0);
        for (let i = 0; i < b; i++) sweep(cur, k, batchTally);
        if (judged) batches.push(cellValues(m, batchTally, b, open, byCell, tally));
        else {
          const ids = m.groupPids;
          for (let i = 0; i < ids.length; i++) tally[ids[i]!]! += batchTally[ids[i]!]!;
        }
      } else if (errors) for (let i = 0; i < b; i++) errors.add(k, (into) => charged(cur, k, into), tally);
      else for (let i = 0; i < b; i++) charged(cur, k, tally);
    });
    done += b;
    opts.onProgress?.(work && sweeps === Infinity ? Math.min(1, work.spent / work.limit) : done / sweeps);
    weight += b * states.length;
    if (work && work.exhausted && done >= MIN_WORK_SWEEPS) break;
    if (judging && done < sweeps && batches.length >= 2 * states.length && clearWinner(batches, open, stop.margin ?? 0.03, stop.z ?? 2)) break;
  }
  const fixed = Int32Array.from(m.fixed, (f) => f.pid);
  const chainCarry: ChainCarry = {
    layouts: states.map((cur) => {
      const layout = new Int32Array(fixed.length + S);
      layout.set(fixed);
      layout.set(cur.chosen, fixed.length);
      return layout;
    }),
  };
  errors?.flush(tally);
  const estimate = finish(variant, m, tally, weight, opts.everyPlacement === true);
  const judged = errors?.judge(variant, { chains: states.length, exactStarts: exactStartCount, burnIn: exactStartCount === states.length ? 0 : burnIn });
  return { exact: false, count: -1n, ...estimate, method: 'chain', sweeps: weight, warmStarts: warmStarts.length, chainCarry, fixedShips: fixedShips(variant, m), ...waterOf(m), ...(judged ?? {}) };
}

/**
 * The cells no consistent layout covers, as the model proves them (`Posterior.water`): outside
 * every fixed ship and every live placement of a group with ships left. The presolve removes only
 * placements no consistent layout uses (./chain-model.ts), so the union of those left bounds where
 * ships can be; what the chains sampled plays no part. Empty (absent) when every cell is reachable.
 */
function waterOf(m: ChainModel): { water?: number[] } {
  const { geo } = m;
  const reach = new Uint8Array(geo.n);
  const cover = (pid: number): void => {
    for (let k = geo.cellStart[pid]!, e = geo.cellStart[pid + 1]!; k < e; k++) reach[geo.cells[k]!] = 1;
  };
  for (const f of m.fixed) cover(f.pid);
  const slots = new Uint8Array(m.groupClass.length);
  for (let s = 0; s < m.S; s++) slots[m.slotGroup[s]!] = 1;
  for (let g = 0; g < m.groupClass.length; g++) if (slots[g] === 1) for (let i = m.groupStart[g]!, e = m.groupStart[g + 1]!; i < e; i++) cover(m.groupPids[i]!);
  const water: number[] = [];
  for (let c = 0; c < geo.n; c++) if (reach[c] === 0) water.push(c);
  return water.length > 0 ? { water } : {};
}

/**
 * The ships every consistent layout has, as the model proves them (`ChainPosterior.fixedShips`),
 * their cells in order: those its presolve fixed, and every ship of a group left with as many
 * placements as ships (ships of a group never share a placement, so each is used).
 */
function fixedShips(variant: Variant, m: ChainModel): PinnedShip[] {
  const ships = m.fixed.map((f) => ({ pid: f.pid, classId: f.classId }));
  const slots = new Array<number>(m.groupClass.length).fill(0);
  for (let s = 0; s < m.S; s++) slots[m.slotGroup[s]!]!++;
  slots.forEach((n, g) => {
    const a = m.groupStart[g]!;
    if (n > 0 && m.groupStart[g + 1]! - a === n) for (let i = 0; i < n; i++) ships.push({ pid: m.groupPids[a + i]!, classId: m.groupClass[g]! });
  });
  return sortedShips(variant, m, ships);
}

/** Ships by placement id as `PinnedShip`s, their cells in order; in fleet order, then by first cell. */
function sortedShips(variant: Variant, m: ChainModel, ships: readonly { pid: number; classId: string }[]): PinnedShip[] {
  const order = new Map(variant.fleet.map((c, i) => [c.id, i]));
  return ships
    .map((f) => ({ classId: f.classId, cells: Array.from(m.geo.cells.subarray(m.geo.cellStart[f.pid]!, m.geo.cellStart[f.pid + 1]!)).sort((a, b) => a - b) }))
    .sort((a, b) => order.get(a.classId)! - order.get(b.classId)! || a.cells[0]! - b.cells[0]!);
}

/** Sweeps each chain makes at least on a work budget (`ChainOptions.work`), whatever it is. */
const MIN_WORK_SWEEPS = 16;

/** Batches a chain keeps at least (and fewer than twice as many) for its errors (`ChainMixing`). */
const ERROR_BATCHES = 8;

/**
 * The batch means of `ChainOptions.errors` (see `ChainMixing`). Per chain the sweeps of the
 * batch under way are tallied apart (per placement), then turned into occupancy per cell and per
 * class and cell, and added to the whole tally; a chain with `2 × ERROR_BATCHES` batches merges
 * them in pairs and doubles their length.
 */
class BatchMeans {
  /** Per chain, the length of its batches in sweeps (the same for every chain: they make the same sweeps). */
  private readonly lengths: number[];
  private readonly current: Float64Array[];
  private readonly filled: number[];
  private readonly done: Float64Array[][];

  constructor(
    private readonly m: ChainModel,
    chains: number,
    private readonly classes: number,
  ) {
    this.lengths = new Array<number>(chains).fill(1);
    this.current = Array.from({ length: chains }, () => new Float64Array(m.geo.P));
    this.filled = new Array<number>(chains).fill(0);
    this.done = Array.from({ length: chains }, () => []);
  }

  /** One sweep of chain `k` (`run` tallies into the array it is given), added to `tally` once its batch is complete. */
  add(k: number, run: (into: Float64Array) => void, tally: Float64Array): void {
    const batch = this.current[k]!;
    run(batch);
    const length = this.lengths[k]!;
    if (++this.filled[k]! < length) return;
    const n = this.m.geo.n;
    const v = new Float64Array(n * (1 + this.classes));
    const { cellStart, cells, pidClass } = this.m.geo;
    const ids = this.m.groupPids;
    for (let i = 0; i < ids.length; i++) {
      const pid = ids[i]!;
      const x = batch[pid]!;
      if (x === 0) continue;
      tally[pid]! += x;
      batch[pid] = 0;
      const share = x / length;
      const base = n * (1 + pidClass[pid]!);
      for (let j = cellStart[pid]!, e = cellStart[pid + 1]!; j < e; j++) {
        v[cells[j]!]! += share;
        v[base + cells[j]!]! += share;
      }
    }
    this.filled[k] = 0;
    const done = this.done[k]!;
    done.push(v);
    if (done.length === 2 * ERROR_BATCHES) {
      for (let i = 0; i < ERROR_BATCHES; i++) {
        const a = done[2 * i]!;
        const b = done[2 * i + 1]!;
        for (let j = 0; j < a.length; j++) a[j] = (a[j]! + b[j]!) / 2;
        done[i] = a;
      }
      done.length = ERROR_BATCHES;
      this.lengths[k] = 2 * length;
    }
  }

  /** The sweeps of the batches left incomplete, added to `tally` (they count in the estimate, not in its errors). */
  flush(tally: Float64Array): void {
    const ids = this.m.groupPids;
    for (const batch of this.current) for (let i = 0; i < ids.length; i++) tally[ids[i]!]! += batch[ids[i]!]!;
  }

  /** Standard errors per cell and per class and cell, and the chains' agreement. */
  judge(variant: Variant, starts: { chains: number; exactStarts: number; burnIn: number }): { stdError: number[]; classStdError: Record<string, number[]>; mixing: ChainMixing } {
    const n = this.m.geo.n;
    const len = n * (1 + this.classes);
    const chains = this.done.length;
    const B = Math.min(...this.done.map((d) => d.length));
    const se = new Float64Array(len);
    let rhat = 1;
    if (B >= 2) {
      const M = chains * B;
      for (let j = 0; j < len; j++) {
        let total = 0;
        for (const d of this.done) for (let b = 0; b < B; b++) total += d[b]![j]!;
        const mean = total / M;
        let pooled = 0;
        let between = 0;
        let within = 0;
        for (const d of this.done) {
          let cm = 0;
          for (let b = 0; b < B; b++) cm += d[b]![j]!;
          cm /= B;
          let wv = 0;
          for (let b = 0; b < B; b++) {
            pooled += (d[b]![j]! - mean) ** 2;
            wv += (d[b]![j]! - cm) ** 2;
          }
          within += wv / (B - 1);
          between += (cm - mean) ** 2;
        }
        within /= chains;
        const batchSe = Math.sqrt(pooled / (M - 1) / M);
        const chainSe = chains >= 2 ? Math.sqrt(between / (chains - 1) / chains) : 0;
        se[j] = Math.max(batchSe, chainSe);
        if (j < n && chains >= 2) {
          // The variance of the chains' means, against that within them.
          const spread = between / (chains - 1);
          const v = ((B - 1) / B) * within + spread;
          if (within > 1e-12) rhat = Math.max(rhat, Math.sqrt(v / within));
          else if (spread > 1e-12) rhat = Infinity;
        }
      }
    } else se.fill(0.5);
    const stdError = Array.from(se.subarray(0, n));
    const classStdError: Record<string, number[]> = {};
    variant.fleet.forEach((c, k) => {
      classStdError[c.id] = k < this.classes ? Array.from(se.subarray(n * (1 + k), n * (2 + k))) : new Array<number>(n).fill(0);
    });
    return { stdError, classStdError, mixing: { ...starts, batches: B, batchSweeps: this.lengths[0] ?? 1, rhat } };
  }
}

/** Sweeps a chain started from a copy of another's warm start discards first. */
const COPY_BURN_IN = 2;

/**
 * Start the state from `layout` (a `ChainCarry` layout) when it is consistent with the model:
 * it holds every fixed ship, its other ships are live placements of groups with a slot for
 * them, none meets another's halo, and every constraint holds. Returns false, with the state
 * empty, otherwise.
 */
function startFrom(st: State, layout: Int32Array): boolean {
  const m = st.m;
  const P = m.geo.P;
  if (layout.length !== m.fixed.length + m.S) return false;
  const rest = Array.from(layout);
  for (const f of m.fixed) {
    const i = rest.indexOf(f.pid);
    if (i < 0) return false;
    rest.splice(i, 1);
  }
  let ok = true;
  for (const pid of rest) {
    const g = pid >= 0 && pid < P ? m.pidGroup[pid]! : -1;
    let slot = -1;
    if (g >= 0) for (let s = 0; s < m.S && slot < 0; s++) if (m.slotGroup[s] === g && st.chosen[s]! < 0) slot = s;
    if (slot < 0 || !st.fits(pid)) {
      ok = false;
      break;
    }
    st.place(slot, pid);
  }
  if (ok && st.satisfied()) return true;
  st.clear();
  return false;
}

/**
 * A text naming the evidence, to seed the chain: the cells and results of per-shot reports in
 * short form, anything else as `evidenceKey` writes it (`known`, when the caller has it).
 */
function seedKey(evidence: Evidence, known?: string): string {
  if (evidence.ownSalvoSizes && evidence.ownSalvoSizes.length > 0) return known ?? evidenceKey(evidence);
  let key = '';
  for (const s of evidence.salvos) {
    const a = s.announcement;
    if (a === null || a.kind !== 'per-shot') return known ?? evidenceKey(evidence);
    for (let j = 0; j < s.cells.length; j++) {
      const r = a.shots[j];
      key += `${s.cells[j]}${r === undefined ? '?' : r.result[0]}${r?.classId ?? ''},`;
    }
    key += ';';
  }
  return key;
}

/** The cells no salvo of the evidence fired at. */
function unfiredCells(evidence: Evidence, n: number): number[] {
  const fired = new Uint8Array(n);
  for (const s of evidence.salvos) for (const c of s.cells) if (c >= 0 && c < n) fired[c] = 1;
  const open: number[] = [];
  for (let c = 0; c < n; c++) if (!fired[c]) open.push(c);
  return open;
}

/** Per cell of `open` (by position in it), the occupancy estimate of one batch of `sweeps` sweeps; the batch is added to `total` on the way. */
function cellValues(m: ChainModel, batch: Float64Array, sweeps: number, open: readonly number[], byCell: Float64Array, total: Float64Array): Float64Array {
  const cellStart = m.geo.cellStart;
  const cells = m.geo.cells;
  byCell.fill(0);
  const ids = m.groupPids;
  for (let i = 0; i < ids.length; i++) {
    const pid = ids[i]!;
    const v = batch[pid]!;
    if (v === 0) continue;
    total[pid]! += v;
    for (let k = cellStart[pid]!, e = cellStart[pid + 1]!; k < e; k++) byCell[cells[k]!]! += v;
  }
  const out = new Float64Array(open.length);
  for (let i = 0; i < open.length; i++) out[i] = byCell[open[i]!]! / sweeps;
  return out;
}

/**
 * Is the open cell of highest estimate better than every other, or worse by less than `margin`,
 * beyond `z` standard errors? The batches are the chains' successive batch estimates, taken as
 * independent (batch means).
 */
function clearWinner(batches: readonly Float64Array[], open: readonly number[], margin: number, z: number): boolean {
  const B = batches.length;
  const mean = new Float64Array(open.length);
  for (const x of batches) for (let i = 0; i < open.length; i++) mean[i]! += x[i]! / B;
  let top = 0;
  for (let i = 1; i < open.length; i++) if (mean[i]! > mean[top]!) top = i;
  for (let i = 0; i < open.length; i++) {
    if (i === top) continue;
    const d = mean[top]! - mean[i]!;
    let v = 0;
    for (const x of batches) {
      const e = x[top]! - x[i]! - d;
      v += e * e;
    }
    const se = Math.sqrt(v / (B - 1) / B);
    if (d + margin < z * se) return false;
  }
  return true;
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
