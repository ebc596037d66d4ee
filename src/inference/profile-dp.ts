/**
 * The exact counter: a cell-by-cell transfer-matrix (profile) dynamic programme over a
 * `Problem`, with forward–backward passes for per-placement posterior weights and uniform
 * sampling. It sees cells only as indices and ships only as masks.
 *
 * Note on the algorithm. Every placement is *anchored* at its lowest cell. Cells are visited in
 * index order; at cell `a` the programme decides whether a ship is anchored there, and which.
 * Two placements may coexist iff neither's mask meets the other's halo, and halos are
 * symmetric, so it suffices to remember the union of the halos already placed, restricted to
 * the cells not yet visited: the *frontier*. A state is
 *
 *   (frontier bits in a window of FW words starting at the word holding `a`,
 *    ships left per group, the running sum of every live linear constraint).
 *
 * The window slides by a whole word every 32 cells, so it never needs bit shifts. A
 * constraint's sum lives in the state only between the first and the last anchor of a
 * placement it weighs, and is checked and cleared after the last one; a group whose last
 * anchor has passed must have no ships left. Ships of a group are interchangeable and each
 * layout is reached through exactly one sequence of anchors, so every layout (a set) is
 * counted once; no ordering of equal ships is ever enumerated.
 *
 * The forward pass stores, per cell, a table of states with the exact number of ways to reach
 * them (`StateTable`, multi-limb integers). The backward pass computes, per state, the number
 * of completions (floats), and from forward × backward the number of layouts using each
 * placement. The same completions drive exact-uniform sampling (weights in float64: a
 * relative bias below 1e-15).
 */
import type { ShipPlacement } from '../core/placements.js';
import type { Problem } from './problem.js';
import { satisfies } from './problem.js';
import { StateTable } from './state-table.js';

/** Thrown when the time budget runs out. */
export class BudgetExceeded extends Error {
  constructor() {
    super('time budget exceeded');
    this.name = 'BudgetExceeded';
  }
}

export interface DpOptions {
  /** Keep every level for the backward pass (marginals, sampling). */
  readonly keepLevels?: boolean;
  /** `performance.now()` after which to throw `BudgetExceeded`. */
  readonly deadline?: number;
  readonly onProgress?: (fraction: number) => void;
  /** Limbs per value (internal: raised automatically on overflow). */
  readonly limbs?: number;
}

interface Item {
  readonly id: number;
  readonly group: number;
  readonly placement: ShipPlacement;
  /** Mask and halo words relative to the word holding the anchor. */
  readonly mask: Int32Array;
  readonly halo: Int32Array;
  /** Pairs (constraint index, weight). */
  readonly deltas: Int32Array;
}

interface Field {
  readonly word: number;
  readonly shift: number;
  readonly bits: number;
}

interface CounterInfo {
  readonly field: Field;
  /** stored = sum - offset */
  readonly offset: number;
  /** Prune as soon as the sum exceeds this (weights all non-negative), else Infinity. */
  readonly pruneAbove: number;
  /** Saturate the stored sum at this value (a pure "at least" constraint), else Infinity. */
  readonly saturate: number;
}

function bitsFor(range: number): number {
  let b = 1;
  while ((1 << b) - 1 < range) b++;
  return b;
}

/** The compiled programme for one problem. */
export class ProfileDp {
  readonly N: number;
  readonly items: Item[] = [];
  private readonly byAnchor: Item[][];
  private readonly FW: number;
  readonly K: number;
  private readonly fleetFields: Field[] = [];
  private readonly counters: CounterInfo[] = [];
  private readonly endsAt: number[][];
  private readonly groupsEndAt: number[][];
  private readonly initial: Int32Array;
  /** Proven empty before any search. */
  readonly empty: boolean;
  private levels: StateTable[] = [];
  private completions: Float64Array[] = [];
  private readonly tmp: Int32Array;

  constructor(readonly problem: Problem) {
    const N = problem.cellCount;
    this.N = N;
    let empty = problem.impossible !== undefined;
    // Window width.
    let W = 1;
    problem.groups.forEach((g) => {
      for (const p of g.placements) {
        const a = p.cells[0]!;
        let maxCell = a;
        for (let w = p.halo.length - 1; w >= 0 && maxCell === a; w--) {
          const x = p.halo[w]!;
          if (x !== 0) maxCell = (w << 5) + 31 - Math.clz32(x);
        }
        W = Math.max(W, maxCell - a + 1);
      }
    });
    this.FW = Math.ceil((W + 32) / 32);
    // Aux fields: ships left per group, then constraint sums.
    let word = this.FW;
    let used = 0;
    const alloc = (bits: number): Field => {
      if (used + bits > 32) {
        word++;
        used = 0;
      }
      const f = { word, shift: used, bits };
      used += bits;
      return f;
    };
    problem.groups.forEach((g) => this.fleetFields.push(alloc(bitsFor(g.count))));
    problem.constraints.forEach((c) => {
      let vmin = 0;
      let vmax = 0;
      let nonNeg = true;
      for (const g of problem.groups) {
        let lo = 0;
        let hi = 0;
        for (const p of g.placements) {
          const w = c.weights.get(p) ?? 0;
          lo = Math.min(lo, w);
          hi = Math.max(hi, w);
        }
        if (lo < 0) nonNeg = false;
        vmin += lo * g.count;
        vmax += hi * g.count;
      }
      let offset = 0;
      let pruneAbove = Infinity;
      let saturate = Infinity;
      let range: number;
      if (nonNeg && c.hi !== Infinity) {
        pruneAbove = c.hi;
        range = Math.max(0, Math.min(c.hi, vmax));
      } else if (nonNeg && c.accept === undefined) {
        saturate = Math.max(0, c.lo);
        range = saturate;
      } else {
        offset = vmin;
        range = vmax - vmin;
      }
      this.counters.push({ field: alloc(bitsFor(range)), offset, pruneAbove, saturate });
    });
    this.K = word + 1;
    this.tmp = new Int32Array(this.K);
    // Items by anchor, constraint ends, group ends.
    this.byAnchor = Array.from({ length: N }, () => []);
    this.endsAt = Array.from({ length: N }, () => []);
    this.groupsEndAt = Array.from({ length: N }, () => []);
    const first = problem.constraints.map(() => Infinity);
    const last = problem.constraints.map(() => -1);
    problem.groups.forEach((g, gi) => {
      let lastAnchor = -1;
      for (const p of g.placements) {
        const a = p.cells[0]!;
        lastAnchor = Math.max(lastAnchor, a);
        const base = a & ~31;
        const mask = new Int32Array(this.FW);
        const halo = new Int32Array(this.FW);
        for (const c of p.cells) mask[(c - base) >>> 5]! |= 1 << ((c - base) & 31);
        for (let w = 0; w < p.halo.length; w++) {
          let x = p.halo[w]!;
          while (x !== 0) {
            const low = x & -x;
            const c = (w << 5) + 31 - Math.clz32(low);
            x ^= low;
            if (c >= a) halo[(c - base) >>> 5]! |= 1 << ((c - base) & 31);
          }
        }
        const deltas: number[] = [];
        problem.constraints.forEach((c, ci) => {
          const w = c.weights.get(p);
          if (w !== undefined && w !== 0) {
            deltas.push(ci, w);
            first[ci] = Math.min(first[ci]!, a);
            last[ci] = Math.max(last[ci]!, a);
          }
        });
        const item: Item = { id: this.items.length, group: gi, placement: p, mask, halo, deltas: Int32Array.from(deltas) };
        this.items.push(item);
        this.byAnchor[a]!.push(item);
      }
      if (g.count > 0) {
        if (lastAnchor < 0) empty = true;
        else this.groupsEndAt[lastAnchor]!.push(gi);
      }
    });
    problem.constraints.forEach((c, ci) => {
      if (last[ci]! < 0) {
        if (!satisfies(c, 0)) empty = true;
      } else this.endsAt[last[ci]!]!.push(ci);
    });
    this.empty = empty;
    this.initial = new Int32Array(this.K);
    problem.groups.forEach((g, gi) => this.write(this.initial, this.fleetFields[gi]!, g.count));
    // A sum starts at 0, stored as 0 - offset.
    this.counters.forEach((info) => this.write(this.initial, info.field, -info.offset));
  }

  private read(key: Int32Array, f: Field): number {
    return (key[f.word]! >>> f.shift) & ((1 << f.bits) - 1);
  }

  private write(key: Int32Array, f: Field, v: number): void {
    const m = ((1 << f.bits) - 1) << f.shift;
    key[f.word] = (key[f.word]! & ~m) | ((v << f.shift) & m);
  }

  /**
   * Every successor of state `key` at cell `a`: calls `visit(nextKey, item)` (item null for
   * "no ship anchored here"). `nextKey` is a scratch buffer, valid only during the call.
   */
  private expand(a: number, key: Int32Array, visit: (next: Int32Array, item: Item | null) => void): void {
    const tmp = this.tmp;
    const FW = this.FW;
    const bit = 1 << (a & 31);
    tmp.set(key);
    tmp[0]! &= ~bit;
    if (this.close(a, tmp)) visit(tmp, null);
    for (const item of this.byAnchor[a]!) {
      const ff = this.fleetFields[item.group]!;
      const left = this.read(key, ff);
      if (left === 0) continue;
      let clash = false;
      for (let w = 0; w < FW; w++) {
        if ((item.mask[w]! & key[w]!) !== 0) {
          clash = true;
          break;
        }
      }
      if (clash) continue;
      tmp.set(key);
      for (let w = 0; w < FW; w++) tmp[w]! |= item.halo[w]!;
      tmp[0]! &= ~bit;
      this.write(tmp, ff, left - 1);
      let ok = true;
      const d = item.deltas;
      for (let i = 0; i < d.length; i += 2) {
        const ci = d[i]!;
        const info = this.counters[ci]!;
        let v = this.read(tmp, info.field) + info.offset + d[i + 1]!;
        if (v > info.pruneAbove) {
          ok = false;
          break;
        }
        if (v > info.saturate) v = info.saturate;
        this.write(tmp, info.field, v - info.offset);
      }
      if (ok && this.close(a, tmp)) visit(tmp, item);
    }
  }

  /** After cell `a`: check and clear finished constraints and groups, slide the window. */
  private close(a: number, tmp: Int32Array): boolean {
    for (const ci of this.endsAt[a]!) {
      const info = this.counters[ci]!;
      const v = this.read(tmp, info.field) + info.offset;
      if (!satisfies(this.problem.constraints[ci]!, v)) return false;
      this.write(tmp, info.field, -info.offset);
    }
    for (const gi of this.groupsEndAt[a]!) if (this.read(tmp, this.fleetFields[gi]!) !== 0) return false;
    if ((a & 31) === 31) {
      for (let w = 0; w < this.FW - 1; w++) tmp[w] = tmp[w + 1]!;
      tmp[this.FW - 1] = 0;
    }
    return true;
  }

  /** Forward pass: the exact number of layouts. */
  count(opts: DpOptions = {}): bigint {
    if (this.empty) {
      this.levels = [];
      return 0n;
    }
    let L = opts.limbs ?? 2;
    for (;;) {
      const r = this.forward(L, opts);
      if (r !== undefined) return r;
      L += 2;
    }
  }

  private forward(L: number, opts: DpOptions): bigint | undefined {
    const keep = opts.keepLevels === true;
    let cur = new StateTable(this.K, L, 16);
    cur.addOne(this.initial);
    this.levels = keep ? [cur] : [];
    const key = new Int32Array(this.K);
    let ticks = 0;
    for (let a = 0; a < this.N; a++) {
      const next = new StateTable(this.K, L, Math.max(16, cur.n));
      for (let s = 0; s < cur.n; s++) {
        if ((++ticks & 1023) === 0 && opts.deadline !== undefined && performance.now() > opts.deadline) throw new BudgetExceeded();
        key.set(cur.keys.subarray(s * this.K, (s + 1) * this.K));
        this.expand(a, key, (nk) => next.addFrom(nk, cur, s));
      }
      if (next.overflow) return undefined;
      if (keep) {
        next.trim();
        this.levels.push(next);
      }
      cur = next;
      opts.onProgress?.(((a + 1) / this.N) * (keep ? 0.5 : 1));
    }
    return cur.n === 0 ? 0n : cur.valueOf(0);
  }

  /**
   * Backward pass after `count({ keepLevels: true })`: per item, the number of layouts that use
   * it, as a float (divide by the count for a probability).
   */
  placementWeights(opts: DpOptions = {}): Float64Array {
    const weights = new Float64Array(this.items.length);
    if (this.levels.length !== this.N + 1) return weights;
    const N = this.N;
    this.completions = new Array<Float64Array>(N + 1);
    this.completions[N] = new Float64Array(this.levels[N]!.n).fill(1);
    const key = new Int32Array(this.K);
    let ticks = 0;
    for (let a = N - 1; a >= 0; a--) {
      const level = this.levels[a]!;
      const nextLevel = this.levels[a + 1]!;
      const fNext = this.completions[a + 1]!;
      const f = new Float64Array(level.n);
      for (let s = 0; s < level.n; s++) {
        if ((++ticks & 1023) === 0 && opts.deadline !== undefined && performance.now() > opts.deadline) throw new BudgetExceeded();
        key.set(level.keys.subarray(s * this.K, (s + 1) * this.K));
        const g = level.floatOf(s);
        let total = 0;
        this.expand(a, key, (nk, item) => {
          const j = nextLevel.find(nk);
          if (j < 0) return;
          const c = fNext[j]!;
          total += c;
          if (item !== null && c > 0) weights[item.id]! += g * c;
        });
        f[s] = total;
      }
      this.completions[a] = f;
      opts.onProgress?.(0.5 + ((N - a) / N) * 0.5);
    }
    return weights;
  }

  /** A uniformly drawn layout (after `placementWeights`), as the chosen items' placements. */
  sample(rng: () => number): ShipPlacement[] {
    if (this.completions.length !== this.N + 1 || (this.completions[0]?.[0] ?? 0) === 0) {
      throw new Error('sample() needs a counted, non-empty problem with kept levels');
    }
    const out: ShipPlacement[] = [];
    let key: Int32Array = Int32Array.from(this.levels[0]!.keys.subarray(0, this.K));
    for (let a = 0; a < this.N; a++) {
      const nextLevel = this.levels[a + 1]!;
      const fNext = this.completions[a + 1]!;
      const options: { key: Int32Array; item: Item | null; w: number }[] = [];
      let total = 0;
      this.expand(a, key, (nk, item) => {
        const j = nextLevel.find(nk);
        if (j < 0 || fNext[j]! === 0) return;
        options.push({ key: nk.slice(), item, w: fNext[j]! });
        total += fNext[j]!;
      });
      let x = rng() * total;
      let pick = options[options.length - 1]!;
      for (const o of options) {
        x -= o.w;
        if (x < 0) {
          pick = o;
          break;
        }
      }
      if (pick.item) out.push(pick.item.placement);
      key = pick.key;
    }
    return out;
  }

  /** Number of states kept (for diagnostics and benchmarks). */
  stateCount(): number {
    return this.levels.reduce((n, t) => n + t.n, 0);
  }
}
