/**
 * The counting problem the engine solves, with no geometry left in it: groups of
 * interchangeable ships, each with a list of allowed placements (masks and halos), and linear
 * constraints "the sum over the placed ships of a per-placement weight lies in a set".
 *
 * A layout is a choice of `count` distinct placements from every group such that no mask meets
 * another ship's halo and every constraint holds. Ships within a group are interchangeable, so
 * a layout is a set, counted once.
 */
import type { ShipPlacement } from '../core/placements.js';

export interface Group {
  /** Index of the ship class in `variant.fleet`. */
  readonly classIndex: number;
  /** Ships in the group. */
  readonly count: number;
  readonly placements: readonly ShipPlacement[];
}

export interface LinearConstraint {
  /** Non-zero weights only; a placement not in the map weighs 0. */
  readonly weights: ReadonlyMap<ShipPlacement, number>;
  /** The sum must lie in [lo, hi] (hi may be Infinity) … */
  readonly lo: number;
  readonly hi: number;
  /** … and pass this test, when given. */
  readonly accept?: (sum: number) => boolean;
  /** What it stands for, for messages and the consistency report. */
  readonly label: string;
}

export interface Problem {
  readonly cellCount: number;
  readonly groups: readonly Group[];
  readonly constraints: readonly LinearConstraint[];
  /** Cells the evidence says a ship covers (per-shot hits): their probability is exactly 1. */
  readonly occupied: readonly number[];
  /** Set when compilation already proved that no layout fits (the reason, for messages). */
  readonly impossible?: string;
}

/** Does `sum` satisfy the constraint? */
export function satisfies(c: LinearConstraint, sum: number): boolean {
  return sum >= c.lo && sum <= c.hi && (c.accept === undefined || c.accept(sum));
}

/** A placement with the index of its group in `Problem.groups`. */
export interface GroupPlacement {
  readonly g: number;
  readonly p: ShipPlacement;
}

/**
 * The cells announced hit (`occupied`), lowest first, and per hit cell the placements of every
 * group that cover it: where the search (search.ts) and the sampler (sampling.ts) start, by
 * covering the hits.
 */
export function hitCovers(problem: Problem): { readonly hits: readonly number[]; readonly covering: readonly (readonly GroupPlacement[])[] } {
  const hits = [...new Set(problem.occupied)].sort((a, b) => a - b);
  const covering = hits.map((c) => {
    const list: GroupPlacement[] = [];
    problem.groups.forEach((grp, g) => {
      for (const p of grp.placements) if (p.cells.includes(c)) list.push({ g, p });
    });
    return list;
  });
  return { hits, covering };
}
