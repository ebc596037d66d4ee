/**
 * Exact counting by search, for positions with few consistent layouts that the row-by-row
 * counter (./profile-dp.ts) handles badly: late in a game on a wide board, where every hit is a
 * constraint the counter must carry in its key over several rows, although few layouts remain.
 *
 * Most constrained first: while some hit cell is not covered, branch on the ships that can still
 * cover the hit cell with the fewest of them (of any group with ships left, fitting beside the
 * ships placed). Then place the other ships of each group in increasing placement order, so
 * that interchangeable ships are counted as a set, once. The ship covering the chosen hit is
 * fixed by the layout, so every layout is reached exactly once. A complete layout counts when
 * every linear constraint holds.
 *
 * It gives up (null) past a budget of search nodes: it is for few layouts, not for counting
 * empty boards.
 *
 * @example
 *   const found = searchLayouts(problem, 200_000);
 *   if (found) found.count // exact, with found.weights (layouts using each placement)
 */
import { intersects, unionInto, type CellSet } from '../core/cellset.js';
import type { ShipPlacement } from '../core/placements.js';
import type { Problem } from './problem.js';
import { hitCovers, satisfies, type GroupPlacement } from './problem.js';

export interface SearchResult {
  /** The number of consistent layouts. */
  readonly count: bigint;
  /** Per placement: the number of consistent layouts that use it (placements in none are absent). */
  readonly weights: ReadonlyMap<ShipPlacement, number>;
}

class OutOfNodes extends Error {}

/**
 * `keep`, where given, is asked about each layout found (its ships, every constraint holding):
 * only those it keeps are counted (a layout of the problem that a finer reading than the
 * problem's must also fit, as `inferUnread`'s listing reads an unread cell).
 */
export function searchLayouts(problem: Problem, nodeBudget: number, keep?: (ships: readonly ShipPlacement[]) => boolean): SearchResult | null {
  const groups = problem.groups;
  const words = Math.ceil(problem.cellCount / 32);
  const { hits, covering } = hitCovers(problem);
  const left = groups.map((g) => g.count);
  const chosen: ShipPlacement[] = [];
  const tally = new Map<ShipPlacement, number>();
  let count = 0;
  let nodes = 0;

  const constraintsHold = (): boolean => {
    for (const c of problem.constraints) {
      let sum = 0;
      for (const p of chosen) sum += c.weights.get(p) ?? 0;
      if (!satisfies(c, sum)) return false;
    }
    return true;
  };
  const leaf = (): void => {
    if (!constraintsHold()) return;
    if (keep !== undefined && !keep(chosen)) return;
    count++;
    for (const p of chosen) tally.set(p, (tally.get(p) ?? 0) + 1);
  };
  // Per cell: ships placed over it (0 or 1).
  const cover = new Uint8Array(problem.cellCount);
  const push = (g: number, p: ShipPlacement): void => {
    chosen.push(p);
    left[g]!--;
    for (const c of p.cells) cover[c] = 1;
  };
  const pop = (g: number, p: ShipPlacement): void => {
    for (const c of p.cells) cover[c] = 0;
    left[g]!++;
    chosen.pop();
  };

  /** The other ships, group by group, each group's in increasing placement order from `from`. */
  const placeRest = (g: number, from: number, blocked: CellSet): void => {
    if (++nodes > nodeBudget) throw new OutOfNodes();
    while (g < groups.length && left[g] === 0) {
      g++;
      from = 0;
    }
    if (g === groups.length) {
      leaf();
      return;
    }
    const placements = groups[g]!.placements;
    // Leave room for the group's other ships: the last ones cannot start near the end.
    for (let i = from; i <= placements.length - left[g]!; i++) {
      const p = placements[i]!;
      if (intersects(p.mask, blocked)) continue;
      const next = blocked.slice();
      unionInto(next, p.halo);
      push(g, p);
      placeRest(g, i + 1, next);
      pop(g, p);
    }
  };

  const coverHits = (blocked: CellSet): void => {
    if (++nodes > nodeBudget) throw new OutOfNodes();
    let best = -1;
    let bestOptions: GroupPlacement[] = [];
    for (let h = 0; h < hits.length; h++) {
      if (cover[hits[h]!] === 1) continue;
      const options = covering[h]!.filter((x) => left[x.g]! > 0 && !intersects(x.p.mask, blocked));
      if (options.length === 0) return;
      if (best < 0 || options.length < bestOptions.length) {
        best = h;
        bestOptions = options;
        if (options.length === 1) break;
      }
    }
    if (best < 0) {
      // Every hit is covered. The ships placed so far are not in the groups' order, so the rest
      // of a group must not repeat one of them: a placement chosen here is masked by `blocked`.
      placeRest(0, 0, blocked);
      return;
    }
    for (const { g, p } of bestOptions) {
      const next = blocked.slice();
      unionInto(next, p.halo);
      push(g, p);
      coverHits(next);
      pop(g, p);
    }
  };

  try {
    coverHits(new Uint32Array(words));
  } catch (e) {
    if (e instanceof OutOfNodes) return null;
    throw e;
  }
  return { count: BigInt(count), weights: tally };
}
