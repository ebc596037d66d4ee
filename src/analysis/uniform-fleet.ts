/**
 * The simulator's uniformly random fleets: the core's rejection sampler (src/core/uniform-layout.ts),
 * re-exported where the analysis modules have always found it, and `uniformFleet`, the same
 * sampler on the chain's flat placement arrays (./chain-model.ts): the same draws from the same
 * seed, so the same fleets, for a fraction of the cost (a draw of ten ships that may not touch
 * is accepted about once in two hundred, and a simulation draws two fleets a game).
 *
 * @example
 *   uniformFleet(variant, 'game:17:blue') // deep-equal to uniformLayout(variant, 'game:17:blue')
 */
import type { FleetLayout } from '../core/layout-types.js';
import type { ShipPlacement } from '../core/placements.js';
import { layoutFromPlacements, randomLayout } from '../core/random-layout.js';
import { createRng, randomInt } from '../core/rng.js';
import { MAX_UNIFORM_DRAWS } from '../core/uniform-layout.js';
import type { Variant } from '../variant/model.js';
import { geometryOf } from './chain-model.js';

export { MAX_UNIFORM_DRAWS, uniformLayout, uniformLayoutDraw, type UniformDraw } from '../core/uniform-layout.js';

/** `uniformLayout(variant, seed)`: the same fleet, drawn on flat arrays (see the module note). */
export function uniformFleet(variant: Variant, seed: number | string): FleetLayout {
  return uniformFleetDraw(variant, seed).layout;
}

/**
 * `uniformFleet`, and whether the fleet is uniform: false where every draw was rejected (a fleet
 * packed so tightly that almost none fits) and the core's search placed it instead.
 */
export function uniformFleetDraw(variant: Variant, seed: number | string): { readonly layout: FleetLayout; readonly uniform: boolean } {
  const geo = geometryOf(variant);
  // Geometry numbers the placements class by class, in the core's order.
  const start = geo.classStart;
  const slots: number[] = [];
  variant.fleet.forEach((c, i) => {
    for (let k = 0; k < c.count; k++) slots.push(i);
  });
  // Big ships first, as the core draws them.
  slots.sort((a, b) => variant.fleet[b]!.size - variant.fleet[a]!.size || a - b);
  if (slots.some((cls) => start[cls + 1]! - start[cls]! === 0)) return { layout: randomLayout(variant, seed), uniform: false };
  const rng = createRng(seed);
  const W = geo.W;
  const blocked = new Int32Array(W);
  const chosen = new Int32Array(slots.length);
  for (let draw = 1; draw <= MAX_UNIFORM_DRAWS; draw++) {
    blocked.fill(0);
    let ok = true;
    for (let k = 0; k < slots.length && ok; k++) {
      const cls = slots[k]!;
      const pid = start[cls]! + randomInt(rng, start[cls + 1]! - start[cls]!);
      const o = pid * W;
      for (let w = geo.maskFrom[pid]!, e = geo.maskTo[pid]!; w < e; w++) if ((geo.mask[o + w]! & blocked[w]!) !== 0) ok = false;
      if (!ok) break;
      for (let w = 0; w < W; w++) blocked[w]! |= geo.halo[o + w]!;
      chosen[k] = pid;
    }
    if (ok) return { layout: layoutFromPlacements(variant, Array.from(chosen, (pid): ShipPlacement => geo.placements[pid]!)), uniform: true };
  }
  return { layout: randomLayout(variant, seed), uniform: false };
}
