/**
 * How many shots a side is owed for its next salvo, from the variant's salvo policy and what is
 * known about the side's own fleet: a constant, a ladder by damage taken, one shot per gun left,
 * or so many per ship afloat; then capped by the shots left under the shot limit (the last salvo
 * before the limit may be smaller), and by the cells the side has not fired at yet (no side is
 * owed more shots than there are fresh cells to fire at). When the side's damage is known only as a range (its layout
 * is unknown and its announcements leave room), the result is the range of sizes that damage
 * allows.
 *
 * @example
 *   owedShots(setup, state, 'red') // { min: 3, max: 3 } at the start of a Perelman game
 */
import type { SalvoPolicy, Variant } from '../variant/model.js';
import { gunsAfter } from './class-outlook.js';
import type { FleetStatus } from './fleet-status.js';
import type { GameSetup, GameState, Range, SideId, SideState } from './types.js';

/** Salvo size under a damage ladder for `damage` hits taken. */
export function shotsForDamage(policy: Extract<SalvoPolicy, { kind: 'damage' }>, damage: number): number {
  let shots = policy.shots;
  const steps = [...policy.steps].sort((a, b) => a.damage - b.damage);
  for (const step of steps) if (damage >= step.damage) shots = step.shots;
  return shots;
}

/** The salvo size the policy gives a fleet in this status, before the shot limit. */
export function policyShots(policy: SalvoPolicy, fleet: Pick<FleetStatus, 'damage' | 'guns' | 'afloat'>): Range {
  switch (policy.kind) {
    case 'constant':
      return { min: policy.shots, max: policy.shots };
    case 'damage': {
      let min = Infinity;
      let max = -Infinity;
      for (let d = fleet.damage.min; d <= fleet.damage.max; d++) {
        const s = shotsForDamage(policy, d);
        min = Math.min(min, s);
        max = Math.max(max, s);
      }
      return { min, max };
    }
    case 'guns':
      return { min: fleet.guns.min, max: fleet.guns.max };
    case 'ships-afloat':
      return { min: policy.perShip * fleet.afloat.min, max: policy.perShip * fleet.afloat.max };
  }
}

/**
 * The shots `side` is owed for its next salvo, the shot limit and the fresh cells applied: `{ min, max }`, equal when
 * known. Zero when the side may not fire (no shots or no guns left).
 *
 * @example
 *   owedShots(setup, initialState(setup), 'blue') // { min: 6, max: 6 } in Jutland
 */
export function owedShots(setup: GameSetup, state: GameState, side: SideId): Range {
  const st = state.sides.find((s) => s.side === side);
  if (!st) return { min: 0, max: 0 };
  return capped(setup, st, policyShots(setup.variant.turns.salvo, st));
}

/** `r` capped by the shot limit left and the cells not yet fired at: no salvo is owed more. */
function capped(setup: GameSetup, st: SideState, r: Range): Range {
  const open = setup.variant.board.rows * setup.variant.board.columns - st.cellsFired.length;
  const cap = st.shotsLeft === null ? open : Math.min(open, st.shotsLeft);
  return { min: Math.min(r.min, cap), max: Math.min(r.max, cap) };
}

/**
 * The shots `side` is owed by the damage as announced: its hits on a protected ship that
 * announcements left out (`SideState.damageLeftOut`, where a damage ladder counts them) not
 * counted, and the hits its announcements miscounted (`SideState.hitOffsets`), giving the damage,
 * guns or ships afloat as they made them, as the table may have gone by them; capped as `owedShots`. Null
 * where nothing is left out or miscounted, or it owes no other size.
 *
 * @example
 *   owedAsAnnounced(setup, state, 'red') // { min: 3, max: 3 } where the fleet's damage owes 2
 */
export function owedAsAnnounced(setup: GameSetup, state: GameState, side: SideId): Range | null {
  const st = state.sides.find((s) => s.side === side);
  const policy = setup.variant.turns.salvo;
  if (st === undefined || policy.kind === 'constant') return null;
  const k = policy.kind === 'damage' ? (st.damageLeftOut ?? 0) : 0;
  const made = st.hitOffsets === undefined ? null : asAnnounced(setup.variant, st, st.hitOffsets);
  if (k === 0 && made === null) return null;
  const base = made ?? st;
  const damage = { min: Math.max(0, base.damage.min - k), max: Math.max(0, base.damage.max - k) };
  const table = capped(setup, st, policyShots(policy, { ...base, damage }));
  const owed = owedShots(setup, state, side);
  return table.min === owed.min && table.max === owed.max ? null : table;
}

/**
 * The damage, guns and ships afloat of a fleet known ship by ship (`st.ships`) with each ship's
 * hits shifted by `offsets` (the announcements as made, `SideState.hitOffsets`): ranges where an
 * offset is one. Null where the ships are not known one by one.
 */
function asAnnounced(variant: Variant, st: SideState, offsets: readonly Range[]): Pick<FleetStatus, 'damage' | 'guns' | 'afloat'> | null {
  const policy = variant.turns.salvo;
  let damage = { min: 0, max: 0 };
  let guns = { min: 0, max: 0 };
  let sunk = { min: 0, max: 0 };
  for (let i = 0; i < st.ships.length; i++) {
    const ship = st.ships[i]!;
    const cls = variant.fleet[ship.classIndex];
    if (cls === undefined || ship.hits.min !== ship.hits.max) return null;
    const off = offsets[i] ?? { min: 0, max: 0 };
    const lo = Math.min(cls.size, Math.max(0, ship.hits.min + off.min));
    const hi = Math.min(cls.size, Math.max(0, ship.hits.max + off.max));
    const counts = !cls.protected || (policy.kind === 'damage' ? policy.countProtected : true);
    if (counts) damage = { min: damage.min + lo, max: damage.max + hi };
    guns = { min: guns.min + gunsAfter(cls, hi), max: guns.max + gunsAfter(cls, lo) };
    sunk = { min: sunk.min + (lo >= cls.size ? 1 : 0), max: sunk.max + (hi >= cls.size ? 1 : 0) };
  }
  return { damage, guns, afloat: { min: st.ships.length - sunk.max, max: st.ships.length - sunk.min } };
}
