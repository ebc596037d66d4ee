/**
 * Why a side is owed the shots it is: the salvo policy's full salvo, less what the enemy's salvos
 * took away (guns lost with ships damaged or sunk, ships sunk, the damage ladder's steps), each at
 * the salvo that did it, and the cap of the shot limit or the cells left. All from the variant's
 * data: the fleet's guns and `gunsLostAt`, its ships and `perShip`, the ladder's `steps`.
 *
 * `shotLoss` is taken by the engine at each salvo (`SideState.shotLosses`), where the target's
 * state before and after it is known exactly; `owedWhy` puts them together for a wrong salvo
 * size, falling back on the side's state now (no salvo named) where the record does not show
 * which salvo did it (a fleet known only from announcements that left room).
 *
 * @example
 *   owedWhy(setup, state, 'red')
 *   // { kind: 'guns', full: 6, losses: [{ by: 'blue', salvo: 3, shots: 1, ships: [{ classId: 'battleship', sunk: 0, damaged: 1, hits: 2 }] }] }
 */
import type { SalvoPolicy, Variant } from '../variant/model.js';
import { unknownFleetStatus, type FleetStatus } from './fleet-status.js';
import { owedShots, policyShots, shotsForDamage } from './salvo-size.js';
import type { GameSetup, GameState, OwedWhy, Range, ShotLoss, SideId } from './types.js';

const exactly = (r: Range): number | undefined => (r.min === r.max ? r.min : undefined);

/**
 * The policy's salvo with nothing lost: a side's first salvo, before the shot limit.
 *
 * @example
 *   fullSalvo(jutland, jutland.turns.salvo) // 6: the guns of the whole fleet
 */
export function fullSalvo(variant: Variant, policy: SalvoPolicy): number {
  switch (policy.kind) {
    case 'constant':
    case 'damage':
      return policy.shots;
    case 'guns':
      return variant.fleet.reduce((n, c) => n + c.guns * c.count, 0);
    case 'ships-afloat':
      return policy.perShip * variant.fleet.reduce((n, c) => n + c.count, 0);
  }
}

/**
 * Per class, the ships sunk and the ships afloat that lost guns between `before` and `after`
 * (exact where known), with the class's hits after; undefined where the classes are not known exactly.
 */
function classLosses(variant: Variant, before: FleetStatus, after: FleetStatus, guns: boolean): ShotLoss['ships'] {
  const out: { classId: string; sunk: number; damaged: number; hits?: number; hitsBefore?: number }[] = [];
  for (let i = 0; i < variant.fleet.length; i++) {
    const cls = variant.fleet[i]!;
    const b = before.classes[i];
    const a = after.classes[i];
    if (b === undefined || a === undefined) return undefined;
    const sunk0 = exactly(b.sunk);
    const sunk1 = exactly(a.sunk);
    const guns0 = exactly(b.guns);
    const guns1 = exactly(a.guns);
    if (sunk0 === undefined || sunk1 === undefined || (guns && (guns0 === undefined || guns1 === undefined))) return undefined;
    const sunk = sunk1 - sunk0;
    // Ships afloat that lost guns: by ship where each is known, else one where the class lost more guns than its sinkings took.
    let damaged = 0;
    if (guns) {
      const ships0 = before.ships.filter((s) => s.classIndex === i);
      const ships1 = after.ships.filter((s) => s.classIndex === i);
      const known = ships1.length === cls.count && [...ships0, ...ships1].every((s) => s.sunk !== 'maybe' && exactly(s.guns) !== undefined);
      if (known) damaged = ships1.filter((s, k) => s.sunk === 'no' && s.guns.min < (ships0[k]?.guns.min ?? cls.guns)).length;
      else if (guns0! - guns1! > 0 && sunk === 0) damaged = 1;
      if (guns0! === guns1!) damaged = 0;
    }
    if (sunk === 0 && damaged === 0) continue;
    const hits = exactly(a.hits);
    const hitsBefore = exactly(b.hits);
    out.push({ classId: cls.id, sunk, damaged, ...(hits !== undefined ? { hits } : {}), ...(hits !== undefined && hitsBefore !== undefined && hitsBefore > 0 ? { hitsBefore } : {}) });
  }
  return out;
}

/**
 * The shots a salvo of `by` took from the target's salvo, its fleet `before` it and `after`:
 * undefined where it took none, or the policy's numbers are not known exactly either side of it.
 */
export function shotLoss(variant: Variant, before: FleetStatus, after: FleetStatus, at: { turn: number; by: SideId; salvo: number }): ShotLoss | undefined {
  const policy = variant.turns.salvo;
  if (policy.kind === 'constant') return undefined;
  const s0 = exactly(policyShots(policy, before));
  const s1 = exactly(policyShots(policy, after));
  if (s0 === undefined || s1 === undefined || s1 >= s0) return undefined;
  if (policy.kind === 'damage') {
    // The fewest hits the target may have taken: where they are not known exactly (a fleet known
    // only from announcements that left room), every count in the range gives the same salvo s1, so
    // the step reached is the one the fewest reach.
    const d1 = after.damage.min;
    const steps = [...policy.steps].sort((a, b) => a.damage - b.damage).filter((z) => z.damage <= d1);
    const step = steps[steps.length - 1];
    return { ...at, shots: s0 - s1, ...(step !== undefined ? { step: { damage: step.damage, shots: shotsForDamage(policy, d1) } } : {}) };
  }
  const ships = classLosses(variant, before, after, policy.kind === 'guns');
  return { ...at, shots: s0 - s1, ...(ships !== undefined && ships.length > 0 ? { ships } : {}) };
}

/**
 * How the shots `side` is owed now come about; undefined where it is owed its full salvo (or the
 * policy is a constant one, with no cap).
 */
export function owedWhy(setup: GameSetup, state: GameState, side: SideId): OwedWhy | undefined {
  const variant = setup.variant;
  const policy = variant.turns.salvo;
  const st = state.sides.find((s) => s.side === side);
  if (st === undefined) return undefined;
  const owed = owedShots(setup, state, side);
  const bare = policyShots(policy, st);
  const full = fullSalvo(variant, policy);
  const now = exactly(bare);
  if (now === undefined || exactly(owed) === undefined) return undefined;
  const open = variant.board.rows * variant.board.columns - st.cellsFired.length;
  const cap: OwedWhy['cap'] =
    owed.min >= now ? undefined : st.shotsLeft !== null && st.shotsLeft <= open ? { kind: 'shot-limit', left: st.shotsLeft, limit: variant.turns.shotLimit ?? st.shotsLeft } : { kind: 'fresh-cells', left: open };
  if (policy.kind === 'constant') return cap === undefined ? undefined : { kind: 'constant', full, losses: [], cap };
  if (now >= full && cap === undefined) return undefined;
  // The salvos that took the shots, where they add up to what is lost; else the state now, with no salvo named.
  const recorded = st.shotLosses ?? [];
  let losses: readonly ShotLoss[] = recorded;
  if (recorded.reduce((n, l) => n + l.shots, 0) !== full - now) {
    const whole = shotLoss(variant, unknownFleetStatus(variant), st, { turn: -1, by: '', salvo: 0 });
    losses = whole === undefined ? [] : [whole];
  }
  return { kind: policy.kind, full, ...(policy.kind === 'ships-afloat' ? { perShip: policy.perShip } : {}), losses, ...(cap !== undefined ? { cap } : {}) };
}
