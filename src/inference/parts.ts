/**
 * Counting by parts: the layouts of a problem whose ships may touch, split by how many ships of
 * each long class lie across and how many down, each part counted in the scan order that suits
 * it (rows, or columns: the cells renumbered down the columns). The parts are disjoint and
 * together hold every layout, so their counts and per-placement weights add up to the whole.
 *
 * Why it pays. The counter (profile-dp.ts) remembers, at each cell, which of the next cells the
 * ships already placed cover: a window reaching as far ahead as the longest ship lying across
 * the scan (down, when scanning by rows: 41 cells for Perelman's five-cell ship). Its states are
 * the patterns that occur in that window, and ships lying down make most of them. Once a part
 * fixes the orientation of the long ships, one scan order has them mostly along it: on the
 * Perelman board after the first salvo the six parts (five-cell ship across or down, none, one or
 * both four-cell ships down) have 1.08M states in their better order, where the whole problem
 * has 4.1M by rows (after two salvos 0.43M against 1.6M; empty board 1.35M against 7.2M). Their
 * windows are at most 31 cells, which profile-dp.ts widens to its two-word fast paths.
 *
 * The counter sees cells only as indices, so renumbering is a new problem with new placement
 * objects; `original` maps them back.
 *
 * @example
 *   const parts = orientationParts(problem, { rows: 10, columns: 10 });
 *   // parts.length === 6 for Perelman (ships of 5 and 2 × 4 cells split); counts add up
 */
import { cellsOf, setOf, size } from '../core/cellset.js';
import type { ShipPlacement } from '../core/placements.js';
import type { Group, LinearConstraint, Problem } from './problem.js';
import { pinForced } from './problem.js';
import { ProfileDp, type DpOptions } from './profile-dp.js';
import { BudgetExceeded, type WorkMeter } from './work.js';

/** The board's shape, for the scan orders (cell index = row × columns + column). */
export interface BoardShape {
  readonly rows: number;
  readonly columns: number;
}

/** One part: a problem holding some of the layouts, and its placements' originals when renumbered. */
export interface Part {
  readonly problem: Problem;
  /** Undefined: the part's placements are the problem's own objects. */
  readonly original: ReadonlyMap<ShipPlacement, ShipPlacement> | undefined;
}

/**
 * Which groups are split: those of the longest ships, when they have at least MIN_SPLIT_LENGTH
 * cells, and those of at least MIN_PAIR_LENGTH cells with two ships or more. Measured (states of
 * all parts, each in its better order): Perelman after one salvo (5, 4 × 2, 3, 2) splitting 5
 * and 4 × 2, 1.08M; 5 only, 1.80M; 5, 4 × 2 and 3, 1.29M; all, 1.35M. 1967's empty board (5, 4,
 * 3 × 2, 2) splitting 5 and 3 × 2, 1.62M; 5 only, 1.83M; 5 and 4, 2.42M; 4 only, 2.47M.
 */
const MIN_SPLIT_LENGTH = 4;
const MIN_PAIR_LENGTH = 3;
/** Most parts (the product of count + 1 over the groups split). */
const MAX_PARTS = 12;
/**
 * Smallest problem split, by `layoutBound`: below it setting up the parts costs more than they
 * save. Perelman after 10 salvos (bound 1e5): 15 ms whole, 30–45 ms in three parts; after 4
 * salvos (2e8): 160–250 ms whole, 110–180 ms in six parts.
 */
const MIN_BOUND = 1e7;

/** Π over the groups of (placements choose count): the layouts if ships could overlap, as a float. */
function layoutBound(problem: Problem): number {
  let b = 1;
  for (const g of problem.groups) for (let i = 0; i < g.count; i++) b *= (g.placements.length - i) / (i + 1);
  return b;
}

/** Does the placement forbid no cell besides its own (ships may touch)? */
function haloIsMask(p: ShipPlacement): boolean {
  return size(p.halo) === p.cells.length;
}

/** 'across' (one row), 'down' (one column) or undefined (one cell, diagonal, a shape). */
function lineOf(p: ShipPlacement, board: BoardShape): 'across' | 'down' | undefined {
  if (p.cells.length < 2) return undefined;
  const row = (c: number): number => Math.floor(c / board.columns);
  const r0 = row(p.cells[0]!);
  const c0 = p.cells[0]! % board.columns;
  if (p.cells.every((c) => row(c) === r0)) return 'across';
  if (p.cells.every((c) => c % board.columns === c0)) return 'down';
  return undefined;
}

/** Cell index when scanning down the columns. */
function byColumns(c: number, board: BoardShape): number {
  return (c % board.columns) * board.rows + Math.floor(c / board.columns);
}

/**
 * A scan order's cost estimate: the sum over the groups of count × the mean square root of the
 * distance from a placement's first cell to its last. The square root because two ships lying
 * across the scan cost more states than one twice as long: it picks the better order of all
 * twelve parts measured (Perelman after one salvo, 1967's empty board), where the plain distance
 * picked the worse one of two 1967 parts (0.89M states instead of 0.41M, a tie).
 */
function reach(groups: readonly Group[], index: (c: number) => number): number {
  let r = 0;
  for (const g of groups) {
    if (g.placements.length === 0) continue;
    let s = 0;
    for (const p of g.placements) {
      let lo = Infinity;
      let hi = -Infinity;
      for (const c of p.cells) {
        const i = index(c);
        lo = Math.min(lo, i);
        hi = Math.max(hi, i);
      }
      s += Math.sqrt(hi - lo);
    }
    r += (g.count * s) / g.placements.length;
  }
  return r;
}

/** The problem with its cells renumbered down the columns, and the map back to its placements. */
function transposed(problem: Problem, board: BoardShape): Part {
  const N = problem.cellCount;
  const original = new Map<ShipPlacement, ShipPlacement>();
  const twin = new Map<ShipPlacement, ShipPlacement>();
  const groups = problem.groups.map((g) => ({
    ...g,
    placements: g.placements.map((p) => {
      const cells = p.cells.map((c) => byColumns(c, board)).sort((a, b) => a - b);
      const q: ShipPlacement = { ...p, cells, mask: setOf(N, cells), halo: setOf(N, cellsOf(p.halo).map((c) => byColumns(c, board))) };
      original.set(q, p);
      twin.set(p, q);
      return q;
    }),
  }));
  const constraints: LinearConstraint[] = problem.constraints.map((c) => ({
    ...c,
    weights: new Map([...c.weights].flatMap(([p, w]) => {
      const q = twin.get(p);
      return q ? [[q, w] as const] : [];
    })),
  }));
  return {
    problem: { ...problem, groups, constraints, occupied: problem.occupied.map((c) => byColumns(c, board)) },
    original,
  };
}

/**
 * A scan order's cost estimate for ships that forbid their neighbours: over the cells in scan
 * order, the sum of LINE_BASE to the power of the open cells (some ship left may still cover
 * them) among the last `line` cells. States grow about geometrically with the open cells the
 * scan line crosses; dead cells cost nothing (profile-dp.ts drops them from its keys).
 */
function lineCost(open: Uint8Array, line: number): number {
  let cost = 0;
  let w = 0;
  for (let a = 0; a < open.length; a++) {
    w += open[a]!;
    if (a >= line) w -= open[a - line]!;
    cost += LINE_BASE ** w;
  }
  return cost;
}

/**
 * Measured on the Statki 15×15 example (both sides, after 45 to 80 shots, where the counter
 * reaches): the order this picks had 1.005 times the states of the best of four orders (rows
 * and columns, each either way) on average, for a base between 1.3 and 2; the states of the
 * worse of rows and columns were up to 7 times as many (after 50 shots at Tomek: 505K by rows,
 * 90K by columns).
 */
const LINE_BASE = 1.5;

/** The problem whole, scanned by rows or down the columns, whichever `lineCost` finds cheaper. */
function betterOrder(problem: Problem, board: BoardShape): Part {
  const N = problem.cellCount;
  const rest = pinForced(problem).problem;
  const rows = new Uint8Array(N);
  const columns = new Uint8Array(N);
  for (const g of rest.groups) {
    if (g.count === 0) continue;
    for (const p of g.placements) {
      for (const c of p.cells) {
        rows[c] = 1;
        columns[byColumns(c, board)] = 1;
      }
    }
  }
  return lineCost(columns, board.rows) < lineCost(rows, board.columns) ? transposed(problem, board) : { problem, original: undefined };
}

/**
 * The parts to count (see the module note): the problem itself, as one part, when no group is
 * worth splitting (ships that forbid their neighbours, no straight ship of MIN_SPLIT_LENGTH cells
 * lying both ways, a small problem).
 */
export function orientationParts(problem: Problem, board: BoardShape, opts: { readonly minBound?: number } = {}): Part[] {
  const whole: Part[] = [{ problem, original: undefined }];
  if (board.rows * board.columns !== problem.cellCount || problem.impossible !== undefined) return whole;
  if (layoutBound(problem) < (opts.minBound ?? MIN_BOUND)) return whole;
  if (!problem.groups.every((g) => g.placements.every(haloIsMask))) return [betterOrder(problem, board)];
  // Groups of straight ships lying both ways, by their length.
  const lengths = problem.groups.map((g) => {
    const lines = g.placements.map((p) => lineOf(p, board));
    const both = g.count > 0 && lines.every((l) => l !== undefined) && lines.includes('across') && lines.includes('down');
    return both ? g.placements[0]!.cells.length : 0;
  });
  const longest = Math.max(0, ...lengths);
  if (longest < MIN_SPLIT_LENGTH) return whole;
  const split: number[] = [];
  let parts = 1;
  problem.groups.forEach((g, gi) => {
    const length = lengths[gi]!;
    if (length === 0 || !(length === longest || (g.count >= 2 && length >= MIN_PAIR_LENGTH))) return;
    if (parts * (g.count + 1) > MAX_PARTS) return;
    split.push(gi);
    parts *= g.count + 1;
  });
  if (split.length === 0) return whole;
  // Every way to choose, per split group, how many of its ships lie down.
  let choices: number[][] = [[]];
  for (const gi of split) choices = choices.flatMap((c) => Array.from({ length: problem.groups[gi]!.count + 1 }, (_, k) => [...c, k]));
  return choices.map((downs) => {
    const groups: Group[] = [];
    problem.groups.forEach((g, gi) => {
      const at = split.indexOf(gi);
      if (at < 0) {
        groups.push(g);
        return;
      }
      const down = downs[at]!;
      if (g.count - down > 0) groups.push({ ...g, count: g.count - down, placements: g.placements.filter((p) => lineOf(p, board) === 'across') });
      if (down > 0) groups.push({ ...g, count: down, placements: g.placements.filter((p) => lineOf(p, board) === 'down') });
    });
    const part: Problem = { ...problem, groups };
    const rows = reach(groups, (c) => c);
    const columns = reach(groups, (c) => byColumns(c, board));
    return columns < rows ? transposed(part, board) : { problem: part, original: undefined };
  });
}

/** Progress of part `i` of `n`, as a share of the whole. */
function partProgress(onProgress: ((fraction: number) => void) | undefined, i: number, n: number): Pick<DpOptions, 'onProgress'> {
  return onProgress ? { onProgress: (f) => onProgress((i + f) / n) } : {};
}

/**
 * `onProgress` of a part's count that also gives up (throws `BudgetExceeded`) as soon as the work
 * the part still needs surely exceeds what is left of the budget. On an empty board the counter's
 * levels grow from the first cell, level off and shrink again towards the last, about as they
 * grew; the levels from the current cell `a` to its mirror `N - a` are taken to cost at least half
 * as much each as the level just made. Measured (scripts in the report of this change, every
 * level of the empty board's count): that bound reached at most 0.83 of the work the count did in
 * the end (a 12×12 fleet of polyominoes that may not touch; Морской бой 0.71, Jutland 0.68, the
 * same polyominoes not touching side to side 0.65, 1967 and Perelman's parts 1.0 only at their
 * last cell), where the level just made times all the levels to the mirror reached 1.5. So a count
 * that finishes within its budget is not stopped by it, and one that cannot stops as soon as that
 * shows, not when the whole budget is spent. The meter's units, not the clock: the same point on
 * every machine. Not tightened further: a designer's 12×12 fleet of L, T and S tetrominoes and
 * straight ships of 5, 4 and 3 that may touch costs +0.1 s of work more each level from cell 14 on
 * (1.3 s at cell 21 of 144), so at the default budget this bound projects 74 s of 300 s there; to
 * give up that early it would have to be 4.5 times stronger, past the 1.5 that the level times
 * all levels to the mirror already overshot. There the memory guard (profile-dp.ts) decides, at
 * cell 21, after 8.7 s of work.
 */
function projecting(work: WorkMeter, cells: number, onProgress: ((fraction: number) => void) | undefined): (fraction: number) => void {
  let last = work.spent;
  return (f) => {
    const cost = work.spent - last;
    last = work.spent;
    const a = Math.round(f * cells);
    if (work.spent + (cost * Math.max(0, cells - 2 * a)) / 2 > work.limit) throw new BudgetExceeded();
    onProgress?.(f);
  };
}

/**
 * The exact number of layouts of `parts`, each counted by the counter (profile-dp.ts), and with
 * `weights` also, per placement of the problem they were split from, the number of layouts using
 * it (a float, exact below 2^53). Throws the counter's `BudgetExceeded`, with `emptyBoard` (the
 * parts of a problem with no evidence) as soon as a part surely cannot finish within `work`
 * (`projecting`).
 *
 * @example
 *   countParts(orientationParts(problem, board), { weights: true }).count // as new ProfileDp(problem).count()
 */
export function countParts(
  parts: readonly Part[],
  opts: Pick<DpOptions, 'work' | 'onProgress'> & { readonly weights?: boolean; readonly emptyBoard?: boolean } = {},
): { count: bigint; weights: Map<ShipPlacement, number> } {
  let count = 0n;
  const weights = new Map<ShipPlacement, number>();
  const work = opts.work !== undefined ? { work: opts.work } : {};
  parts.forEach((part, i) => {
    const dp = new ProfileDp(part.problem);
    const progress = partProgress(opts.onProgress, i, parts.length);
    const project = opts.emptyBoard === true && opts.weights !== true && opts.work !== undefined && Number.isFinite(opts.work.limit);
    const c = dp.count({
      keepLevels: opts.weights === true,
      ...work,
      ...(project ? { onProgress: projecting(opts.work!, part.problem.cellCount, progress.onProgress) } : progress),
    });
    count += c;
    if (opts.weights !== true || c === 0n) return;
    const w = dp.placementWeights({ ...work, ...progress });
    for (const item of dp.items) {
      const p = part.original?.get(item.placement) ?? item.placement;
      weights.set(p, (weights.get(p) ?? 0) + w[item.id]!);
    }
  });
  return { count, weights };
}
