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
import { hasCell, intersects } from '../core/cellset.js';

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
  /** That reason in its parts (`impossible` says it in English), for a message in any language. */
  readonly impossibleCause?: ImpossibleCause;
}

/**
 * Why compilation proved that no layout fits, in its parts: which cell, which class, hit or sunk,
 * which salvo (numbered from 1 among the salvos fired at the target, as `impossible` numbers it).
 * The first six are the constraints a count is made of, proven unmeetable (`owed`: the shots a
 * variant of a constant salvo always owes, where the size of the target's own salvo differs);
 * the rest, announcements the compiler cannot read as the rules tell them.
 */
export type ImpossibleCause =
  | { readonly kind: 'cell-hit'; readonly cell: number }
  | { readonly kind: 'class-hit'; readonly salvo: number; readonly classId: string }
  | { readonly kind: 'class-sunk'; readonly salvo: number; readonly classId: string; readonly ships?: number }
  | { readonly kind: 'own-size'; readonly shots: number; readonly afterSalvo: number; readonly owed?: number }
  | { readonly kind: 'unread-misses'; readonly salvo: number; readonly most: number }
  | { readonly kind: 'no-room'; readonly classId: string }
  | { readonly kind: 'off-board'; readonly salvo: number; readonly cell: number }
  | { readonly kind: 'results'; readonly salvo: number; readonly cells: number; readonly results: number }
  | { readonly kind: 'hit-again'; readonly salvo: number; readonly cell: number }
  | { readonly kind: 'unknown-class'; readonly salvo: number; readonly classId: string }
  | { readonly kind: 'no-ship'; readonly salvo: number; readonly classId: string; readonly ship: number }
  | { readonly kind: 'named-twice'; readonly salvo: number; readonly classId: string }
  /**
   * One unread cell read exactly (unread-exact.ts): no cell it could be fits the reports of salvos
   * `salvo` to `last`. `shots` 2: two unread cells (one salvo's, or one in each of two) listed
   * (unread-listed.ts), and no pair of cells they could be fits.
   */
  | { readonly kind: 'unread-none'; readonly salvo: number; readonly last: number; readonly shots?: 2 };

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

/**
 * The constraints that only say "cell x is covered" (a per-shot hit), with their cell: the sum
 * of [p covers x] over the placed ships must be 1, up to the per-group shift that compilation
 * applies (a group's weights may all be lowered by 1, and the bounds with them), and every
 * placement whose halo holds x covers it. (A placement whose halo holds a hit cell it does not
 * cover can be in no consistent layout; compilation drops them.) Ships never overlap, so such
 * a sum is 0 or 1, and it is 1 exactly when some placed ship's halo holds x: the counter checks
 * it from its frontier when the scan passes x, with nothing in its key. Only hit cells
 * (`occupied`) are tried.
 */
export function coverCells(problem: Problem): Map<LinearConstraint, number> {
  const out = new Map<LinearConstraint, number>();
  if (problem.occupied.length === 0) return out;
  const hits = [...new Set(problem.occupied)];
  for (const c of problem.constraints) {
    if (c.lo !== c.hi || c.accept !== undefined || c.weights.size === 0) continue;
    const x = coverCandidates(problem, c, hits).find((h) => isCover(problem, c, h));
    if (x !== undefined) out.set(c, x);
  }
  return out;
}

/**
 * The cells of `hits` (in their order) that `c` may say are covered, by its first weighed
 * placement alone: `isCover` holds for no other. A placement p weighing w has 1 − w (it covers
 * x) or −w (it does not) for its group's base, which is 0 or 1: so w = 1 and p covers x, or
 * w = −1 and it does not; any other weight, no cell. One scan of the placements for the
 * constraint, where `isCover` scans them for every hit (and pinForced asks again for each ship
 * it pins: a tenth of `salvo analyze examples/statki-15.yaml --budget 1000`'s time went there).
 */
function coverCandidates(problem: Problem, c: LinearConstraint, hits: readonly number[]): readonly number[] {
  for (const g of problem.groups) {
    for (const p of g.placements) {
      const w = c.weights.get(p);
      if (w === undefined || w === 0) continue;
      if (w === 1) return hits.filter((h) => p.cells.includes(h));
      if (w === -1) return hits.filter((h) => !p.cells.includes(h));
      return [];
    }
  }
  return hits;
}

/** Does `c` say exactly "cell x is covered" (see `coverCells`)? */
function isCover(problem: Problem, c: LinearConstraint, x: number): boolean {
  let shift = 0;
  for (const g of problem.groups) {
    let base: number | undefined;
    for (const p of g.placements) {
      const covers = p.cells.includes(x);
      if (!covers && hasCell(p.halo, x)) return false;
      const b = (covers ? 1 : 0) - (c.weights.get(p) ?? 0);
      if (b !== 0 && b !== 1) return false;
      if (base === undefined) base = b;
      else if (b !== base) return false;
    }
    shift += (base ?? 0) * g.count;
  }
  return c.lo === 1 - shift;
}

/** A problem with its forced ships taken out (`pinForced`). */
export interface Pinned {
  /** The rest: groups less the forced ships and every placement clashing with one. */
  readonly problem: Problem;
  /** Placements in every consistent layout, with their group index in the original problem. */
  readonly fixed: readonly GroupPlacement[];
}

/**
 * Take out the ships the evidence forces: a hit cell that one placement alone can cover (a
 * sunk ship, typically), or a group left with as many placements as ships, puts that placement
 * in every consistent layout. It leaves its group
 * (one ship fewer), every placement clashing with it goes, its weight moves into the bounds of
 * the constraints that weigh it, and the constraints of the cells it covers are met. Repeated
 * while it forces more. The count is unchanged, and so is every other placement's weight; a
 * forced placement's weight is the count. On the Statki 15×15 example after 50 shots at Tomek
 * seven of the fifteen ships are forced, and the counter's fleet vector shrinks from 720
 * entries to 40. When forced ships outnumber their group, `problem.impossible` says so; a hit cell that
 * no placement can cover any more (two forced ships would clash) stays a constraint no layout
 * meets, and the count is 0.
 */
export function pinForced(problem: Problem): Pinned {
  let groups = problem.groups.map((g) => ({ ...g, placements: [...g.placements] }));
  let constraints: LinearConstraint[] = [...problem.constraints];
  const fixed: GroupPlacement[] = [];
  let impossible = problem.impossible;
  for (;;) {
    const cover = coverCells({ ...problem, groups, constraints });
    let pick: GroupPlacement | undefined;
    // How many placements cover each of those cells, and the first (one scan for all of them;
    // a placement's cells are distinct, increasing: core/placements.ts).
    const wanted = new Set(cover.values());
    const covering = new Map<number, { n: number; first: GroupPlacement }>();
    groups.forEach((grp, g) => {
      if (grp.count > 0) {
        for (const p of grp.placements) {
          for (const x of p.cells) {
            if (!wanted.has(x)) continue;
            const seen = covering.get(x);
            if (seen === undefined) covering.set(x, { n: 1, first: { g, p } });
            else seen.n++;
          }
        }
      }
    });
    for (const x of cover.values()) {
      const seen = covering.get(x);
      if (seen?.n === 1) {
        pick = seen.first;
        break;
      }
    }
    // A group with no more placements than ships uses them all (compilation turns a hit that
    // one ship alone can cover into such a filter rather than a constraint).
    if (pick === undefined) {
      const g = groups.findIndex((grp) => grp.count > 0 && grp.placements.length === grp.count);
      if (g >= 0) pick = { g, p: groups[g]!.placements[0]! };
    }
    if (pick === undefined) break;
    const { g, p } = pick;
    fixed.push(pick);
    if (groups[g]!.count < 1) impossible ??= 'forced ships outnumber their class';
    groups = groups.map((x, gi) => ({
      ...x,
      count: gi === g ? x.count - 1 : x.count,
      placements: x.placements.filter((q) => q !== p && !intersects(q.mask, p.halo)),
    }));
    const alive = new Set<ShipPlacement>();
    for (const x of groups) for (const q of x.placements) alive.add(q);
    constraints = constraints.flatMap((c) => {
      const w = c.weights.get(p) ?? 0;
      const weights = new Map([...c.weights].filter(([q]) => alive.has(q)));
      const accept = c.accept;
      // Met for good (its cells all taken): nothing left to weigh, 0 in bounds.
      if (weights.size === 0 && c.lo - w <= 0 && c.hi - w >= 0 && accept === undefined) return [];
      return {
        ...c,
        weights,
        lo: c.lo - w,
        hi: c.hi - w,
        ...(accept !== undefined && w !== 0 ? { accept: (v: number) => accept(v + w) } : {}),
      };
    });
    if (impossible !== undefined) break;
  }
  for (const x of groups) if (x.count < 0 || x.placements.length < x.count) impossible ??= 'no room for the ships left';
  return {
    problem: {
      ...problem,
      groups: groups.map((x) => ({ ...x, count: Math.max(0, x.count) })),
      constraints,
      occupied: problem.occupied.filter((c) => !fixed.some(({ p }) => p.cells.includes(c))),
      ...(impossible !== undefined ? { impossible } : {}),
    },
    fixed,
  };
}
