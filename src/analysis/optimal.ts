/**
 * Exact expected shots to sink a whole fleet on small boards: the optimal policy, the greedy
 * policy (fire the unfired cell of highest hit probability) and their tie-rule spread, by
 * recursion over information states under a uniform prior over every legal layout. A research
 * tool for issue #6 (how far greedy is from optimal), not used by the CLI.
 *
 * The game modelled: single shots, each answered miss, hit, or sunk with the class (the 1967
 * rules), every class one ship (so "sunk" names the ship); spacing and orientations are the
 * variant's (src/core/placements.ts). Boards up to 64 cells, in practice up to about 6×6.
 *
 * Information state: the layouts consistent with what has been seen (S) and the cells fired that
 * hit (H). Every fired cell answered the same in all layouts of S, so the other fired cells are
 * misses known in all of S, and a cell known empty is never worth a shot (nor does greedy take
 * one), so (H, S) decides the future. States are memoised under a Zobrist hash of S (two 32-bit
 * words per layout) and H; `exactKeys` keys them by the full list of S instead (slow, for tests).
 *
 * Values are integers: W(s) = Σ over the layouts of S of the shots still needed, so
 * W(s) = |S| + Σ_outcomes W(child) for the cell fired, and expected shots = W(root) / |layouts|.
 * The optimal W is a memoised branch and bound: an admissible bound (every layout still needs
 * its unhit ship cells, and the next shot misses in |S| − max count layouts unless some cell is
 * occupied in all of them), moves tried in greedy order, a move cut off as soon as the exact
 * values of its first outcomes and the bounds of the rest reach the best move so far; proven
 * lower bounds are memoised too.
 *
 * Symmetry: with `symmetry` on, states are keyed by the least hash over the board's symmetries
 * (the 8 of the square, 4 of a rectangle) that map the fleet's placements onto placements, so
 * mirror images are solved once. Values are unchanged (the prior is symmetric); the greedy
 * tie rule "lowest cell index" is not symmetric, so greedy states are never merged by symmetry.
 *
 * @example
 *   const game = smallGame(variant);
 *   optimalExpected(game).expected   // minimum over policies of E[shots]
 *   greedyExpected(game).expected    // greedy, ties to the lowest cell index
 */
import { allPlacements } from '../core/placements.js';
import type { Variant } from '../variant/model.js';

/** The layouts of a small variant, flattened. */
export interface SmallGame {
  readonly rows: number;
  readonly columns: number;
  readonly cells: number;
  /** Ships (one per class), and their sizes. */
  readonly sizes: readonly number[];
  /** Number of legal layouts. */
  readonly count: number;
  /** owner[L * cells + c]: the ship on cell c in layout L, or -1. */
  readonly owner: Int8Array;
  /** Cells of ship k in layout L as a bit mask, low and high 32-bit words at L * ships + k. */
  readonly shipLo: Int32Array;
  readonly shipHi: Int32Array;
  /** Total ship cells (the same in every layout). */
  readonly shipCells: number;
  /** occupied[L * shipCells + i]: the i-th ship cell of layout L. */
  readonly occupied: Int32Array;
  /**
   * Board symmetries that map placements onto placements: per symmetry, the image of each cell
   * and of each layout (identity first).
   */
  readonly symmetries: readonly { readonly cellMap: Int32Array; readonly layoutMap: Int32Array }[];
}

/** Every legal layout of `variant` (each class must have count 1; at most 64 cells). */
export function smallGame(variant: Variant): SmallGame {
  const { rows, columns } = variant.board;
  const cells = rows * columns;
  if (cells > 64) throw new RangeError(`board of ${cells} cells: at most 64`);
  if (variant.fleet.some((c) => c.count !== 1)) throw new RangeError('every class must have exactly one ship');
  const byClass = allPlacements(variant);
  const K = byClass.length;
  if (K > 100) throw new RangeError('too many ships');
  const sizes = variant.fleet.map((c) => c.size);
  const layouts: number[][] = []; // placement index per class
  const chosen: number[] = [];
  const halos: Set<number>[] = [];
  const used = new Set<number>();
  const walk = (k: number): void => {
    if (k === K) {
      layouts.push(chosen.slice());
      return;
    }
    byClass[k]!.forEach((p, i) => {
      if (p.cells.some((c) => used.has(c) || halos.some((h) => h.has(c)))) return;
      const halo = new Set<number>();
      for (let c = 0; c < cells; c++) if ((p.halo[c >> 5]! >>> (c & 31)) & 1) halo.add(c);
      chosen.push(i);
      halos.push(halo);
      for (const c of p.cells) used.add(c);
      walk(k + 1);
      for (const c of p.cells) used.delete(c);
      halos.pop();
      chosen.pop();
    });
  };
  walk(0);
  const N = layouts.length;
  const owner = new Int8Array(N * cells).fill(-1);
  const shipLo = new Int32Array(N * K);
  const shipHi = new Int32Array(N * K);
  layouts.forEach((lay, L) => {
    lay.forEach((pi, k) => {
      for (const c of byClass[k]![pi]!.cells) {
        owner[L * cells + c] = k;
        if (c < 32) shipLo[L * K + k]! |= 1 << c;
        else shipHi[L * K + k]! |= 1 << (c - 32);
      }
    });
  });
  // Symmetries of the board that keep each class's placement set (always true for straight
  // ships; shapes are placed in every orientation, so also true).
  const maps: ((r: number, c: number) => [number, number])[] = [
    (r, c) => [r, c],
    (r, c) => [rows - 1 - r, c],
    (r, c) => [r, columns - 1 - c],
    (r, c) => [rows - 1 - r, columns - 1 - c],
  ];
  if (rows === columns) {
    maps.push(
      (r, c) => [c, r],
      (r, c) => [columns - 1 - c, r],
      (r, c) => [c, rows - 1 - r],
      (r, c) => [columns - 1 - c, rows - 1 - r],
    );
  }
  const layoutIndex = new Map<string, number>();
  const placementKey = byClass.map((list) => new Map(list.map((p, i) => [p.cells.join(','), i])));
  layouts.forEach((lay, L) => layoutIndex.set(lay.join(','), L));
  const symmetries: { cellMap: Int32Array; layoutMap: Int32Array }[] = [];
  for (const f of maps) {
    const cellMap = new Int32Array(cells);
    for (let c = 0; c < cells; c++) {
      const [r2, c2] = f(Math.floor(c / columns), c % columns);
      cellMap[c] = r2 * columns + c2;
    }
    const layoutMap = new Int32Array(N);
    let ok = true;
    for (let L = 0; L < N && ok; L++) {
      const image = layouts[L]!.map((pi, k) => {
        const mapped = byClass[k]![pi]!.cells.map((c) => cellMap[c]!).sort((a, b) => a - b);
        return placementKey[k]!.get(mapped.join(',')) ?? -1;
      });
      const j = image.includes(-1) ? undefined : layoutIndex.get(image.join(','));
      if (j === undefined) ok = false;
      else layoutMap[L] = j;
    }
    if (ok) symmetries.push({ cellMap, layoutMap });
  }
  const shipCells = sizes.reduce((a, b) => a + b, 0);
  const occupied = new Int32Array(N * shipCells);
  for (let L = 0, j = 0; L < N; L++) for (let c = 0; c < cells; c++) if (owner[L * cells + c]! >= 0) occupied[j++] = c;
  return { rows, columns, cells, sizes, count: N, owner, shipLo, shipHi, shipCells, occupied, symmetries };
}

/** A state: the consistent layouts (increasing) and the fired cells that hit. */
export interface InfoState {
  readonly layouts: Int32Array;
  readonly hitLo: number;
  readonly hitHi: number;
}

export function rootState(game: SmallGame): InfoState {
  return { layouts: Int32Array.from({ length: game.count }, (_, i) => i), hitLo: 0, hitHi: 0 };
}

function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Ship cells not yet hit (the same in every layout of the state). */
export function remainingCells(game: SmallGame, s: InfoState): number {
  return game.shipCells - popcount(s.hitLo) - popcount(s.hitHi);
}

function hasCell(lo: number, hi: number, c: number): boolean {
  return c < 32 ? ((lo >>> c) & 1) === 1 : ((hi >>> (c - 32)) & 1) === 1;
}

/**
 * counts[c]: the layouts of the state with a ship on c, for the cells not yet hit (0 for hit
 * cells). Firing c hits with probability counts[c] / |S|.
 */
export function hitCounts(game: SmallGame, s: InfoState): Int32Array {
  const counts = new Int32Array(game.cells);
  const { occupied, shipCells: m, cells } = game;
  const ls = s.layouts;
  for (let i = 0; i < ls.length; i++) {
    const base = ls[i]! * m;
    for (let j = 0; j < m; j++) counts[occupied[base + j]!]!++;
  }
  for (let c = 0; c < cells; c++) if (hasCell(s.hitLo, s.hitHi, c)) counts[c] = 0;
  return counts;
}

/**
 * The answer to a shot at `cell` in layout `L` given the hits so far: 0 miss, 1 hit, 2 + k the
 * ship k sunk.
 */
export function outcomeOf(game: SmallGame, L: number, cell: number, hitLo: number, hitHi: number): number {
  const k = game.owner[L * game.cells + cell]!;
  if (k < 0) return 0;
  const K = game.sizes.length;
  let lo = game.shipLo[L * K + k]!;
  let hi = game.shipHi[L * K + k]!;
  if (cell < 32) lo &= ~(1 << cell);
  else hi &= ~(1 << (cell - 32));
  return (lo & ~hitLo) === 0 && (hi & ~hitHi) === 0 ? 2 + k : 1;
}

/** The states after firing `cell`, one per answer that some layout gives (in answer order). */
export function children(game: SmallGame, s: InfoState, cell: number): InfoState[] {
  const K = game.sizes.length;
  const n = s.layouts.length;
  const codes = new Uint8Array(n);
  const sizes = new Int32Array(K + 2);
  for (let i = 0; i < n; i++) {
    const o = outcomeOf(game, s.layouts[i]!, cell, s.hitLo, s.hitHi);
    codes[i] = o;
    sizes[o]!++;
  }
  const parts: Int32Array[] = [];
  for (let o = 0; o < K + 2; o++) parts.push(new Int32Array(sizes[o]!));
  const fill = new Int32Array(K + 2);
  for (let i = 0; i < n; i++) {
    const o = codes[i]!;
    parts[o]![fill[o]!++] = s.layouts[i]!;
  }
  const hitLo = cell < 32 ? s.hitLo | (1 << cell) : s.hitLo;
  const hitHi = cell < 32 ? s.hitHi : s.hitHi | (1 << (cell - 32));
  const out: InfoState[] = [];
  for (let o = 0; o < K + 2; o++) {
    if (sizes[o] === 0) continue;
    out.push(o === 0 ? { layouts: parts[0]!, hitLo: s.hitLo, hitHi: s.hitHi } : { layouts: parts[o]!, hitLo, hitHi });
  }
  return out;
}

/** Is every ship sunk (in every layout of the state; the announcements make it all or none)? */
export function isTerminal(game: SmallGame, s: InfoState): boolean {
  return remainingCells(game, s) === 0;
}

/** Seeded 32-bit words (xorshift32 from a fixed seed: same hashes on every run). */
function zobristWords(n: number, seed: number): Int32Array {
  const out = new Int32Array(n);
  let x = seed | 0 || 1;
  for (let i = 0; i < n; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x;
  }
  return out;
}

interface Keyer {
  /** The state's key; `stabilizer` then holds the cell maps of the symmetries that fix it. */
  key(s: InfoState): string;
  readonly stabilizer: Int32Array[];
}

function makeKeyer(game: SmallGame, opts: { exactKeys: boolean; symmetry: boolean }): Keyer {
  const N = game.count;
  const za = zobristWords(N, 0x9e3779b9);
  const zb = zobristWords(N, 0x7f4a7c15);
  const zc = zobristWords(game.cells, 0x2545f491);
  const syms = opts.symmetry ? game.symmetries : game.symmetries.slice(0, 1);
  // Per symmetry g, the words of the image of layout L and of cell c.
  const ga = syms.map((g) => Int32Array.from({ length: N }, (_, L) => za[g.layoutMap[L]!]!));
  const gb = syms.map((g) => Int32Array.from({ length: N }, (_, L) => zb[g.layoutMap[L]!]!));
  const gc = syms.map((g) => Int32Array.from({ length: game.cells }, (_, c) => zc[g.cellMap[c]!]!));
  const stabilizer: Int32Array[] = [];
  if (opts.exactKeys) {
    return {
      stabilizer,
      key(s) {
        const images = syms.map((g) => {
          const ls = Array.from(s.layouts, (L) => g.layoutMap[L]!).sort((a, b) => a - b);
          const hs: number[] = [];
          for (let c = 0; c < game.cells; c++) if (hasCell(s.hitLo, s.hitHi, c)) hs.push(g.cellMap[c]!);
          hs.sort((a, b) => a - b);
          return `${hs.join(',')}|${ls.join(',')}`;
        });
        stabilizer.length = 0;
        for (let g = 1; g < syms.length; g++) if (images[g] === images[0]) stabilizer.push(syms[g]!.cellMap);
        return images.reduce((x, y) => (y < x ? y : x));
      },
    };
  }
  const G = syms.length;
  const ha = new Int32Array(G);
  const hb = new Int32Array(G);
  return {
    stabilizer,
    key(s) {
      ha.fill(0);
      hb.fill(0);
      const ls = s.layouts;
      for (let i = 0; i < ls.length; i++) {
        const L = ls[i]!;
        for (let g = 0; g < G; g++) {
          ha[g]! ^= ga[g]![L]!;
          hb[g]! ^= gb[g]![L]!;
        }
      }
      for (let c = 0; c < game.cells; c++) {
        if (!hasCell(s.hitLo, s.hitHi, c)) continue;
        for (let g = 0; g < G; g++) hb[g]! ^= gc[g]![c]!;
      }
      stabilizer.length = 0;
      let bestA = ha[0]! >>> 0;
      let bestB = hb[0]! >>> 0;
      for (let g = 1; g < G; g++) {
        const a = ha[g]! >>> 0;
        const b = hb[g]! >>> 0;
        if (ha[g] === ha[0] && hb[g] === hb[0]) stabilizer.push(syms[g]!.cellMap);
        if (a < bestA || (a === bestA && b < bestB)) {
          bestA = a;
          bestB = b;
        }
      }
      return `${ls.length}:${bestA.toString(36)}:${bestB.toString(36)}`;
    },
  };
}

export interface SolveOptions {
  /** Key states by the full layout list instead of a 64-bit hash (exact, slower). */
  readonly exactKeys?: boolean;
  /** Merge mirror-image states, and try one cell of each set of cells a symmetry of the state swaps (default true). */
  readonly symmetry?: boolean;
  /**
   * Solve an answer only as far as it can still make its move the best (bounds memoised), as
   * opposed to exactly (default false: on the boards tried the bounds are weak, states were
   * expanded about 3 times each with cut-offs and once without, and it ran 2-3 times slower).
   */
  readonly cutoffs?: boolean;
}

export interface OptimalResult {
  /** Σ over layouts of the shots the optimal policy needs (an integer). */
  readonly total: number;
  /** Expected shots: total / layouts. */
  readonly expected: number;
  /** States memoised (exact values and proven bounds). */
  readonly states: number;
  /** States expanded (moves generated). */
  readonly expanded: number;
}

/**
 * The admissible bound on W(s): every layout needs its R unhit ship cells, plus the misses on
 * the path where every shot misses. A layout first hit by the t-th shot of that path takes
 * t − 1 misses there, so the misses are at least Σ_k (layouts no shot of the first k hits), and
 * k shots hit at most T_k layouts, the sum of the k largest counts: Σ_k max(0, |S| − T_k).
 */
let sortBuffer = new Int32Array(0);

function staticBound(game: SmallGame, s: InfoState, counts: Int32Array): number {
  const n = s.layouts.length;
  const R = remainingCells(game, s);
  if (R === 0) return 0;
  if (n === 1) return R;
  const sorted = sortBuffer.length === counts.length ? sortBuffer : (sortBuffer = new Int32Array(counts.length));
  sorted.set(counts);
  sorted.sort(); // increasing: the largest counts come last
  let misses = 0;
  let covered = 0;
  for (let i = sorted.length - 1; i >= 0; i--) {
    covered += sorted[i]!;
    if (covered >= n) break;
    misses += n - covered;
  }
  return n * R + misses;
}

interface Move {
  readonly cell: number;
  readonly kids: InfoState[];
  readonly lbs: number[];
  readonly bound: number;
  readonly hits: number;
}

/** The optimal solver, kept between calls so that values at many states share one memo. */
export class OptimalSolver {
  private readonly memo = new Map<string, number>(); // ≥ 0: exact; < 0: −(proven lower bound) − 1
  private readonly keyer: Keyer;
  private readonly cutoffs: boolean;
  expanded = 0;

  constructor(
    readonly game: SmallGame,
    opts: SolveOptions = {},
  ) {
    this.keyer = makeKeyer(game, { exactKeys: opts.exactKeys ?? false, symmetry: opts.symmetry ?? true });
    this.cutoffs = opts.cutoffs ?? false;
  }

  get states(): number {
    return this.memo.size;
  }

  /** Σ over the layouts of `s` of the shots the optimal policy needs from `s`. */
  value(s: InfoState): number {
    return this.solve(s, Infinity, 0);
  }

  /** The cells the optimal policy may fire at `s` (every move of least value), increasing. */
  optimalMoves(s: InfoState): number[] {
    const v = this.value(s);
    const out: number[] = [];
    const counts = hitCounts(this.game, s);
    for (let c = 0; c < this.game.cells; c++) {
      if (counts[c] === 0) continue;
      if (this.moveValue(s, c) === v) out.push(c);
    }
    return out;
  }

  /** W after firing `cell` at `s`: |S| + Σ over answers of the optimal W. */
  moveValue(s: InfoState, cell: number): number {
    let total = s.layouts.length;
    for (const ch of children(this.game, s, cell)) total += this.value(ch);
    return total;
  }

  /** Exact W(s) when it is below `beta`; otherwise some proven lower bound ≥ beta. */
  private solve(s: InfoState, beta: number, knownLb: number): number {
    const game = this.game;
    const R = remainingCells(game, s);
    if (R === 0) return 0;
    const n = s.layouts.length;
    if (n === 1) return R; // one layout left: fire its unhit ship cells
    const key = this.keyer.key(s);
    const stab = this.keyer.stabilizer.slice();
    const stored = this.memo.get(key);
    if (stored !== undefined && stored >= 0) return stored;
    let lb = Math.max(knownLb, stored === undefined ? 0 : -stored - 1);
    if (lb >= beta) return lb;
    const counts = hitCounts(game, s);
    lb = Math.max(lb, staticBound(game, s, counts));
    if (lb >= beta) {
      this.memo.set(key, -lb - 1);
      return lb;
    }
    this.expanded++;
    // Moves: cells some layout occupies, one of each set a symmetry of the state swaps, each
    // with the bounds of its answers; least bound first.
    const moves: Move[] = [];
    for (let c = 0; c < game.cells; c++) {
      if (counts[c] === 0) continue;
      if (stab.some((m) => m[c]! < c)) continue;
      const kids = children(game, s, c);
      const lbs = kids.map((k) => staticBound(game, k, hitCounts(game, k)));
      moves.push({ cell: c, kids, lbs, bound: n + lbs.reduce((a, b) => a + b, 0), hits: counts[c]! });
    }
    moves.sort((a, b) => a.bound - b.bound || b.hits - a.hits || a.cell - b.cell);
    let best = beta;
    let exact = false;
    // Without a move below beta, the least proven bound over the moves is a bound on W(s).
    let failBound = Infinity;
    for (const mv of moves) {
      if (mv.bound >= best) {
        failBound = Math.min(failBound, mv.bound);
        break;
      }
      const { kids, lbs } = mv;
      let rest = mv.bound - n;
      // Largest answers first: they decide the cut soonest.
      const order = kids.map((_, i) => i).sort((a, b) => kids[b]!.layouts.length - kids[a]!.layouts.length);
      let total = n;
      let cut = false;
      for (const i of order) {
        rest -= lbs[i]!;
        const budget = best - total - rest;
        const v = this.solve(kids[i]!, this.cutoffs ? budget : Infinity, lbs[i]!);
        if (v >= budget) {
          failBound = Math.min(failBound, total + v + rest);
          cut = true;
          break;
        }
        total += v;
      }
      if (cut) continue;
      if (total < best) {
        best = total;
        exact = true;
      } else failBound = Math.min(failBound, total);
    }
    if (exact) {
      this.memo.set(key, best);
      return best;
    }
    best = Math.max(best, failBound === Infinity ? best : failBound);
    this.memo.set(key, -best - 1);
    return best;
  }
}

/** The optimal policy's expected shots from the start. */
export function optimalExpected(game: SmallGame, opts: SolveOptions = {}): OptimalResult {
  const solver = new OptimalSolver(game, opts);
  const total = solver.value(rootState(game));
  return { total, expected: total / game.count, states: solver.states, expanded: solver.expanded };
}

/** Which of the cells of highest hit probability greedy fires. */
export type TieRule = 'lowest' | 'best' | 'worst';

export interface PolicyResult {
  readonly total: number;
  readonly expected: number;
  readonly states: number;
}

/**
 * The greedy policy's expected shots, exactly: fire the unfired cell of highest hit probability
 * under the exact posterior; among equals, `lowest`: the lowest cell index; `best` / `worst`: the
 * one of least / greatest expected shots from there on (the bounds over every tie rule, adaptive
 * ones included).
 */
export function greedyExpected(game: SmallGame, tie: TieRule = 'lowest', opts: SolveOptions = {}): PolicyResult {
  // The lowest-index rule is not invariant under mirroring; the best/worst values are.
  const keyer = makeKeyer(game, { exactKeys: opts.exactKeys ?? false, symmetry: tie !== 'lowest' && (opts.symmetry ?? true) });
  const memo = new Map<string, number>();
  const walk = (s: InfoState): number => {
    if (isTerminal(game, s)) return 0;
    const key = keyer.key(s);
    const m = memo.get(key);
    if (m !== undefined) return m;
    const counts = hitCounts(game, s);
    let max = 0;
    for (let c = 0; c < game.cells; c++) if (counts[c]! > max) max = counts[c]!;
    let value = tie === 'worst' ? -Infinity : Infinity;
    for (let c = 0; c < game.cells; c++) {
      if (counts[c] !== max) continue;
      let total = s.layouts.length;
      for (const ch of children(game, s, c)) total += walk(ch);
      value = tie === 'worst' ? Math.max(value, total) : Math.min(value, total);
      if (tie === 'lowest') break;
    }
    memo.set(key, value);
    return value;
  };
  const total = walk(rootState(game));
  return { total, expected: total / game.count, states: memo.size };
}

/**
 * Rounds of policy improvement on greedy (rollouts): the policy of round k fires, at each
 * position, the cell whose answers, each followed by the policy of round k − 1, need the fewest
 * shots (ties to the lowest cell); round 0 is greedy with ties to the lowest index. Expected shots
 * exactly, by recursion. By the policy improvement theorem no round is worse than the one before,
 * so greedy − rollout is a lower bound on greedy's distance from the optimum, for boards where
 * the optimum is out of reach.
 */
export function rolloutExpected(game: SmallGame, rounds = 1, opts: Pick<SolveOptions, 'exactKeys'> = {}): PolicyResult & { readonly evaluated: number } {
  const keyer = makeKeyer(game, { exactKeys: opts.exactKeys ?? false, symmetry: false });
  const memos = Array.from({ length: rounds + 1 }, () => new Map<string, number>());
  const value = (s: InfoState, round: number): number => {
    if (isTerminal(game, s)) return 0;
    if (s.layouts.length === 1) return remainingCells(game, s);
    const key = keyer.key(s);
    const memo = memos[round]!;
    const m = memo.get(key);
    if (m !== undefined) return m;
    let cell = -1;
    if (round === 0) cell = greedyCell(game, s);
    else {
      const counts = hitCounts(game, s);
      let best = Infinity;
      for (let c = 0; c < game.cells; c++) {
        if (counts[c] === 0) continue;
        let total = s.layouts.length;
        for (const ch of children(game, s, c)) total += value(ch, round - 1);
        if (total < best) {
          best = total;
          cell = c;
        }
      }
    }
    let total = s.layouts.length;
    for (const ch of children(game, s, cell)) total += value(ch, round);
    memo.set(key, total);
    return total;
  };
  const total = value(rootState(game), rounds);
  return { total, expected: total / game.count, states: memos[rounds]!.size, evaluated: memos.reduce((a, m) => a + m.size, 0) };
}

/** The greedy cell (ties to the lowest index) at `s`. */
export function greedyCell(game: SmallGame, s: InfoState): number {
  const counts = hitCounts(game, s);
  let best = -1;
  for (let c = 0; c < game.cells; c++) if (best < 0 ? counts[c]! > 0 : counts[c]! > counts[best]!) best = c;
  return best;
}

/**
 * Expected shots of firing uniformly at random among the unfired cells: the last of n ship cells
 * in a random order of C cells comes at n(C + 1)/(n + 1) on average.
 */
export function randomExpected(game: SmallGame): number {
  const n = game.shipCells;
  return (n * (game.cells + 1)) / (n + 1);
}
