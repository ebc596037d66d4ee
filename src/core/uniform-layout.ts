/**
 * Uniformly random legal fleets by rejection: every ship takes a placement drawn uniformly
 * among all of its class's placements, and the draw starts over as soon as a ship's mask meets
 * another's halo. Accepted draws are uniform over labelled legal layouts (ships of one class
 * numbered), and every layout has the same number of labellings, so the layout is exactly
 * uniform among all legal fleets. Stopping a draw at the first clash changes nothing: it is
 * the same as drawing the remaining ships and rejecting.
 *
 * This is what `salvo fleet random` and the simulator use. It needs no counting, so it works on
 * any board (the empty Statki 15×15 board accepts about one draw in 16,000, a few
 * milliseconds). Only a fleet packed so tightly that almost no independent draw fits would
 * exhaust `maxDraws`; the caller then says the layout is not uniform.
 *
 * @example
 *   uniformLayoutDraw(variant, 'game:17:blue') // { layout, uniform: true, draws: 212 }
 */
import { intersects, unionInto } from './cellset.js';
import type { FleetLayout } from './layout-types.js';
import { allPlacements, emptyBoardSet, type ShipPlacement } from './placements.js';
import { layoutFromPlacements, randomLayout } from './random-layout.js';
import { createRng, randomInt } from './rng.js';
import type { Variant } from '../variant/model.js';

/** Draws before giving up on rejection (then the search-based `randomLayout` is used). */
export const MAX_UNIFORM_DRAWS = 2_000_000;

export interface UniformDraw {
  readonly layout: FleetLayout;
  /** Exactly uniform among all legal fleets (false: rejection gave up, the search placed it). */
  readonly uniform: boolean;
  /** Draws made (the last one accepted when `uniform`). */
  readonly draws: number;
}

/** Draws between two progress reports. */
const PROGRESS_DRAWS = 16_384;

/**
 * A legal fleet for the seed, uniform over all legal fleets; `uniform: false` when `maxDraws`
 * draws were all rejected and the core's search (not uniform) placed the fleet instead.
 * `onProgress` hears the share of the draws made, then (phase `searching`) the search's.
 */
export function uniformLayoutDraw(variant: Variant, seed: number | string, maxDraws = MAX_UNIFORM_DRAWS, onProgress?: (fraction: number, phase?: 'searching') => void): UniformDraw {
  const searched = (): FleetLayout => randomLayout(variant, seed, onProgress ? { onProgress: (f) => onProgress(f, 'searching') } : {});
  const rng = createRng(seed);
  const byClass = allPlacements(variant);
  const slots: number[] = [];
  variant.fleet.forEach((c, i) => {
    for (let k = 0; k < c.count; k++) slots.push(i);
  });
  // Big ships first: they clash most often, so a rejected draw is found early.
  slots.sort((a, b) => variant.fleet[b]!.size - variant.fleet[a]!.size || a - b);
  if (slots.some((cls) => byClass[cls]!.length === 0)) return { layout: searched(), uniform: false, draws: 0 };
  const blocked = emptyBoardSet(variant);
  const chosen: ShipPlacement[] = [];
  for (let draw = 1; draw <= maxDraws; draw++) {
    if (onProgress && draw % PROGRESS_DRAWS === 0) onProgress(draw / maxDraws);
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
  return { layout: searched(), uniform: false, draws: maxDraws };
}

/** A uniformly random legal fleet (see the module note). */
export function uniformLayout(variant: Variant, seed: number | string): FleetLayout {
  return uniformLayoutDraw(variant, seed).layout;
}
