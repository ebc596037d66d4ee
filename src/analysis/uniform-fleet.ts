/**
 * Uniformly random legal fleets for simulations, by rejection: every ship takes a placement
 * drawn uniformly among all of its class's placements, and the draw starts over as soon as a
 * ship meets another's halo. Accepted draws are uniform over labelled legal layouts, and every
 * layout has the same number of labellings, so the layout is exactly uniform among all legal
 * fleets (unlike a search that places big ships first). Cheap: a failed draw costs a few
 * lookups, and even the ten no-contact ships of Морской бой are accepted within milliseconds.
 *
 * @example
 *   uniformLayout(variant, 'game:17:blue') // the same fleet for the same seed
 */
import { intersects, unionInto } from '../core/cellset.js';
import type { FleetLayout } from '../core/layout-types.js';
import { allPlacements, emptyBoardSet, type ShipPlacement } from '../core/placements.js';
import { layoutFromPlacements, randomLayout } from '../core/random-layout.js';
import { createRng, randomInt } from '../core/rng.js';
import type { Variant } from '../variant/model.js';

/** Draws before giving up on rejection (then the core's search-based `randomLayout` is used). */
export const MAX_UNIFORM_DRAWS = 2_000_000;

/** A legal fleet, uniform over all legal fleets; `uniform: false` if rejection gave up. */
export function uniformLayoutDraw(variant: Variant, seed: number | string): { layout: FleetLayout; uniform: boolean; draws: number } {
  const rng = createRng(seed);
  const byClass = allPlacements(variant);
  const slots: number[] = [];
  variant.fleet.forEach((c, i) => {
    for (let k = 0; k < c.count; k++) slots.push(i);
  });
  // Big ships first: they fail most often, so failures are found early.
  slots.sort((a, b) => variant.fleet[b]!.size - variant.fleet[a]!.size || a - b);
  const blocked = emptyBoardSet(variant);
  const chosen: ShipPlacement[] = [];
  for (let draw = 1; draw <= MAX_UNIFORM_DRAWS; draw++) {
    blocked.fill(0);
    chosen.length = 0;
    let ok = true;
    for (const cls of slots) {
      const list = byClass[cls]!;
      const p = list[randomInt(rng, list.length)]!;
      if (intersects(p.mask, blocked)) {
        ok = false;
        break;
      }
      unionInto(blocked, p.halo);
      chosen.push(p);
    }
    if (ok) return { layout: layoutFromPlacements(variant, chosen), uniform: true, draws: draw };
  }
  return { layout: randomLayout(variant, seed), uniform: false, draws: MAX_UNIFORM_DRAWS };
}

/** A uniformly random legal fleet (see the module note). */
export function uniformLayout(variant: Variant, seed: number | string): FleetLayout {
  return uniformLayoutDraw(variant, seed).layout;
}
