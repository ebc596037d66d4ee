/**
 * The `density` strategy: the widely quoted "probability density" player, which counts, cell by
 * cell, the placements of each enemy ship not yet known sunk that agree with what it has seen,
 * each ship on its own (not the joint posterior: ships may overlap one another in its count).
 *
 * - A placement agrees when it covers no cell known empty (misses, the spacing halo of sunk
 *   ships, what hunt-and-target reads off the announcements: `huntKnowledge`) and no fired cell
 *   other than an open hit.
 * - A placement through open hits (hits not yet part of a sunk ship) weighs `HIT_WEIGHT` times
 *   more per hit it covers, so that once a ship is hit the player works around it.
 * - It fires at the unfired cells of highest total weight, ties broken at random (the seeded
 *   random source of the game).
 *
 * It is the baseline that `advisor` (the exact joint posterior) is measured against.
 *
 * @example
 *   densityStrategy().chooseSalvo(view, createRng(7))
 */
import { placementsOf } from '../../core/placements.js';
import { shuffleInPlace } from '../../core/rng.js';
import { huntKnowledge } from './hunt.js';
import { type ShooterView, type Strategy, unfiredCells } from './types.js';

/** How much more a placement through an open hit weighs, per hit it covers. */
export const HIT_WEIGHT = 100;

/** Each unfired cell's weight: the agreeing placements of the ships left through it. */
export function densityScores(view: ShooterView): Map<number, number> {
  const k = huntKnowledge(view.variant, view.evidence);
  const score = new Map<number, number>();
  for (const c of unfiredCells(view)) if (!k.empty.has(c)) score.set(c, 0);
  for (const ci of k.remainingClasses) {
    for (const p of placementsOf(view.variant, ci)) {
      let hits = 0;
      let ok = true;
      for (const c of p.cells) {
        if (k.openHits.has(c)) hits++;
        else if (k.empty.has(c) || view.fired.has(c)) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      const w = hits === 0 ? 1 : HIT_WEIGHT ** hits;
      for (const c of p.cells) {
        const s = score.get(c);
        if (s !== undefined) score.set(c, s + w);
      }
    }
  }
  return score;
}

export function densityStrategy(): Strategy {
  return {
    id: 'density',
    description: 'per-ship probability density (each ship counted on its own)',
    chooseSalvo(view, rng) {
      const score = densityScores(view);
      const ranked = shuffleInPlace(rng, [...score.keys()].sort((x, y) => x - y)).sort((x, y) => score.get(y)! - score.get(x)!);
      const chosen = ranked.slice(0, view.shots);
      for (const c of unfiredCells(view)) {
        if (chosen.length >= view.shots) break;
        if (!chosen.includes(c)) chosen.push(c);
      }
      return chosen;
    },
  };
}
