/**
 * Finding fleet layouts by backtracking over the precomputed placements: a random legal layout
 * (`randomLayout`, reproducible from its seed) and a search for any layout at all
 * (`findAnyLayout`, which the variant validator uses to say that a fleet cannot fit on its board
 * under its spacing rule).
 *
 * The search places the biggest ships first; a new ship's mask must miss the union of the halos
 * already placed (see the note in placements.ts). A branch is cut when the ships still to place
 * need more cells than are left free. Ships of one class are interchangeable, so the exhaustive
 * search takes their placements in increasing order only.
 *
 * `randomLayout` is not uniform over all legal layouts (bigger ships are placed first, each
 * uniformly among the positions still open); a later issue makes it uniform through the exact
 * counter.
 *
 * @example
 *   randomLayout(variant, 42)            // the same layout on every machine
 *   findAnyLayout(fiveFivesOn5x5)        // { impossible: true }
 */
import type { Variant } from '../variant/model.js';
import { type CellSet, emptySet, intersects, size, unionInto } from './cellset.js';
import { cellCount } from './coords.js';
import { SalvoError } from './diagnostics.js';
import type { FleetLayout, ShipOnBoard } from './layout-types.js';
import { allPlacements, type ShipPlacement } from './placements.js';
import { createRng, shuffleInPlace, type Rng } from './rng.js';

export type LayoutSearch = { readonly layout: FleetLayout } | { readonly impossible: true } | { readonly unknown: true };

/** The class index of each ship to place, biggest first (ties: fleet order). */
function shipSlots(variant: Variant): number[] {
  const slots: number[] = [];
  variant.fleet.forEach((cls, i) => {
    for (let k = 0; k < cls.count; k++) slots.push(i);
  });
  return slots.sort((a, b) => variant.fleet[b]!.size - variant.fleet[a]!.size || a - b);
}

/** The layout for chosen placements: ships by class, numbered within a class by first cell. */
export function layoutFromPlacements(variant: Variant, chosen: readonly ShipPlacement[]): FleetLayout {
  const sorted = [...chosen].sort((a, b) => a.classIndex - b.classIndex || a.cells[0]! - b.cells[0]!);
  const ordinals = new Map<number, number>();
  return sorted.map((p): ShipOnBoard => {
    const ordinal = ordinals.get(p.classIndex) ?? 0;
    ordinals.set(p.classIndex, ordinal + 1);
    return { classId: variant.fleet[p.classIndex]!.id, classIndex: p.classIndex, ordinal, cells: [...p.cells] };
  });
}

class BudgetExhausted extends Error {}

/**
 * Depth-first search for placements of every ship. With `rng`, candidates are tried in random
 * order (no symmetry breaking); without, in placement order with ships of one class in
 * increasing placement index. Returns the placements, `false` when none exist, or throws
 * BudgetExhausted after `budget` nodes.
 */
function search(variant: Variant, budget: number, rng?: Rng): ShipPlacement[] | false {
  const slots = shipSlots(variant);
  const placements = allPlacements(variant);
  const total = cellCount(variant.board);
  const need: number[] = new Array(slots.length + 1).fill(0);
  for (let k = slots.length - 1; k >= 0; k--) need[k] = need[k + 1]! + variant.fleet[slots[k]!]!.size;
  const blocked: CellSet = emptySet(total);
  const chosen: ShipPlacement[] = [];
  let nodes = 0;

  const place = (k: number, minIndex: number): boolean => {
    if (k === slots.length) return true;
    if (need[k]! > total - size(blocked)) return false;
    const list = placements[slots[k]!]!;
    let candidates: number[] = [];
    for (let i = rng ? 0 : minIndex; i < list.length; i++) if (!intersects(list[i]!.mask, blocked)) candidates.push(i);
    if (rng) candidates = shuffleInPlace(rng, candidates);
    const saved = blocked.slice();
    for (const i of candidates) {
      if (++nodes > budget) throw new BudgetExhausted();
      const p = list[i]!;
      unionInto(blocked, p.halo);
      chosen.push(p);
      const sameClassNext = k + 1 < slots.length && slots[k + 1] === slots[k];
      if (place(k + 1, sameClassNext ? i + 1 : 0)) return true;
      chosen.pop();
      blocked.set(saved);
    }
    return false;
  };

  return place(0, 0) ? chosen : false;
}

/**
 * Is there any legal layout of the whole fleet? `{ layout }` with one when there is,
 * `{ impossible: true }` when the search proved there is none, `{ unknown: true }` when it gave
 * up after `nodeBudget` placements tried.
 */
export function findAnyLayout(variant: Variant, nodeBudget = 200_000): LayoutSearch {
  try {
    const found = search(variant, nodeBudget);
    return found ? { layout: layoutFromPlacements(variant, found) } : { impossible: true };
  } catch (e) {
    if (e instanceof BudgetExhausted) return { unknown: true };
    throw e;
  }
}

/** Attempts with fresh random orders before falling back to the exhaustive search. */
const RANDOM_ATTEMPTS = 40;
const RANDOM_ATTEMPT_BUDGET = 20_000;

/**
 * A legal layout drawn at random, the same for the same seed on every machine. Throws a
 * SalvoError (`fleet-impossible`) when the fleet cannot be placed at all.
 */
export function randomLayout(variant: Variant, seed: number | string): FleetLayout {
  const rng = createRng(seed);
  for (let attempt = 0; attempt < RANDOM_ATTEMPTS; attempt++) {
    try {
      const found = search(variant, RANDOM_ATTEMPT_BUDGET, rng);
      if (found) return layoutFromPlacements(variant, found);
      break; // exhaustive within the budget: no layout exists
    } catch (e) {
      if (!(e instanceof BudgetExhausted)) throw e;
    }
  }
  const any = findAnyLayout(variant, 5_000_000);
  if ('layout' in any) return any.layout;
  if ('impossible' in any) {
    throw new SalvoError({
      severity: 'error',
      code: 'fleet-impossible',
      message: `the fleet of ${variant.id} cannot be placed on its ${variant.board.rows}×${variant.board.columns} board under the ${variant.placement.spacing} rule`,
      suggestion: 'use fewer or smaller ships, a bigger board, or a looser spacing rule',
    });
  }
  throw new SalvoError({
    severity: 'error',
    code: 'fleet-search-exhausted',
    message: `no layout of the fleet of ${variant.id} was found within the search budget`,
    suggestion: 'the fleet is probably too tight for the board; use fewer or smaller ships',
  });
}
