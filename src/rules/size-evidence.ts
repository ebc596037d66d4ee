/**
 * What a salvo's size tells about the shooter's own hidden fleet. A side fires what it is owed, so
 * a legal salvo of `n` shots says the salvo policy gives exactly `n` (or at least `n`, when the
 * shot limit or the fresh cells cap the salvo at `n`). Under a damage ladder that every hit counts
 * towards, that bounds the hits the side has taken; under one shot per ship afloat, the ships it
 * has lost; under one shot per gun, the guns it has left. (Ladders that leave protected hits out
 * are not used.) Later salvos must then agree: a Perelman side that fired 2 shots can never fire 3
 * again, and a Jutland side that announced "destroyer twice" and then fired 6 had both destroyers
 * hit once, not one sunk.
 *
 * @example
 *   learnFromSalvoSize(perelman, redStatus, 2, 60) // red's hits narrowed to 5–9
 */
import type { Variant } from '../variant/model.js';
import { constrainTotals, type FleetStatus } from './fleet-status.js';
import { shotsForDamage } from './salvo-size.js';
import type { Range } from './types.js';

/** The hull of the values `v` in `r` with `ok(v)`; null when there is none. */
function hullWhere(r: Range, ok: (v: number) => boolean): Range | null {
  let min = Infinity;
  let max = -Infinity;
  for (let v = r.min; v <= r.max; v++) {
    if (!ok(v)) continue;
    min = Math.min(min, v);
    max = Math.max(max, v);
  }
  return min <= max ? { min, max } : null;
}

/**
 * Narrow the shooter's hidden fleet by the size `n` of a legal salvo, fired with at most `cap`
 * shots available (the shot limit and fresh cells). Returns the status unchanged when the policy
 * says nothing about the fleet, and null when no fleet fits.
 */
export function learnFromSalvoSize(variant: Variant, st: FleetStatus, n: number, cap: number): FleetStatus | null {
  if (st.fleetKnown) return st;
  const fits = (shots: number): boolean => (n < cap ? shots === n : shots >= n);
  const policy = variant.turns.salvo;
  if (policy.kind === 'damage') {
    const everyHitCounts = variant.fleet.every((c) => !c.protected || policy.countProtected);
    if (!everyHitCounts) return st;
    const hits = hullWhere(st.hits, (d) => fits(shotsForDamage(policy, d)));
    return hits ? constrainTotals(variant, st, hits, null) : null;
  }
  if (policy.kind === 'guns') {
    const guns = hullWhere(st.guns, fits);
    return guns ? constrainTotals(variant, st, null, null, guns) : null;
  }
  if (policy.kind === 'ships-afloat') {
    const total = variant.fleet.reduce((k, c) => k + c.count, 0);
    const sunk = hullWhere(st.sunk, (k) => fits(policy.perShip * (total - k)));
    return sunk ? constrainTotals(variant, st, null, sunk) : null;
  }
  return st;
}
