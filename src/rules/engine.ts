/**
 * The referee's replay: a game record applied turn by turn to immutable states. Each turn is
 * checked (turn order, penalty, shot limit, game end, salvo size, cells, announcement) and then
 * applied: the shooter's shots are counted, the target's fleet status follows from its layout
 * (exact) or from its announcement (ranges), and the next side to fire is decided.
 *
 * How breaches are replayed (the seed rules say nothing; this is what a referee keeping the books
 * would do): every salvo in the record was fired, so its cells and hits always count. A salvo
 * fired out of turn (or in a skipped turn, or past the shot limit) does not change whose turn the
 * engine expects next, unless the turn is marked `forced`, in which case play continues from it as
 * if it had been legal. Repeated and off-board cells count as shots but hit nothing new. When the
 * target's layout is known, the state follows the true announcement even if another one was
 * recorded; when it is not, an announcement that is inconsistent teaches the engine nothing, and
 * a salvo not announced yet (null) may have hit anything (the ranges widen).
 *
 * @example
 *   const { states, violations } = replay(setup, turns);
 *   nextToFire(states.at(-1)!) // 'red'
 */
import type { Variant } from '../variant/model.js';
import type { Announcement } from './announcement.js';
import { announcementProblems } from './announcement-check.js';
import { announcementsEqual, describeAnnouncement, effectiveCells, otherSide, salvoOutcome, trueAnnouncement } from './announce.js';
import { exactFleetStatus, learnFromAnnouncement, unknownFleetStatus, type FleetStatus } from './fleet-status.js';
import { formatRange } from './range.js';
import { owedShots } from './salvo-size.js';
import { learnFromSalvoSize } from './size-evidence.js';
import { decideNext } from './turn-order.js';
import type { GameResult, GameSetup, GameState, ReplayResult, SideId, SideState, Tri, TurnInput, TurnOutcome, Violation } from './types.js';
import { sortViolations, violation, type TurnPlace } from './violations.js';

/** The side's fleet status with no enemy shot fired yet. */
function freshFleet(setup: GameSetup, side: SideId): FleetStatus {
  const layout = setup.fleets[side];
  return layout ? exactFleetStatus(setup.variant, layout, new Set()) : unknownFleetStatus(setup.variant);
}

/**
 * The state before the first salvo.
 *
 * @example
 *   initialState(setup).next // variant.turns.first
 */
export function initialState(setup: GameSetup): GameState {
  const variant = setup.variant;
  const fresh = (side: SideId): SideState => ({
    side,
    salvos: 0,
    shotsFired: 0,
    shotsLeft: variant.turns.shotLimit,
    cellsFired: [],
    skipNext: 'no',
    ...freshFleet(setup, side),
  });
  const [first, second] = variant.turns.sides;
  const sides: readonly [SideState, SideState] = [fresh(first.id), fresh(second.id)];
  const base: GameState = { turn: 0, sides, next: variant.turns.first, alternativeNext: null, skipping: null, over: false, result: null };
  const canFire = (id: SideId): boolean => owedShots(setup, base, id).max > 0;
  let next: SideId | null = variant.turns.first;
  if (!canFire(next)) next = canFire(otherSide(variant, next)) ? otherSide(variant, next) : null;
  return { ...base, next, over: next === null, result: next === null ? exhaustedResult(variant, sides) : null };
}

/** The side to fire next, or null when the game is over. */
export function nextToFire(state: GameState): SideId | null {
  return state.over ? null : state.next;
}

function sideIndex(variant: Variant, side: SideId): number {
  return variant.turns.sides.findIndex((s) => s.id === side);
}

/** The result when neither side can fire any more and no fleet is sunk. */
function exhaustedResult(variant: Variant, sides: readonly SideState[]): GameResult {
  if (variant.turns.onShotsExhausted === 'draw') return { draw: true, reason: 'shots-exhausted' };
  // most-hits-wins: hits dealt by a side are the hits its enemy received.
  const [a, b] = sides as readonly [SideState, SideState];
  const dealtA = b.hits;
  const dealtB = a.hits;
  if (dealtA.min > dealtB.max) return { winner: a.side, reason: 'most-hits' };
  if (dealtB.min > dealtA.max) return { winner: b.side, reason: 'most-hits' };
  if (dealtA.min === dealtA.max && dealtB.min === dealtB.max) return { draw: true, reason: 'shots-exhausted' };
  return null;
}

function resolveMaybe(t: Tri, to: 'yes' | 'no'): Tri {
  return t === 'maybe' ? to : t;
}

/**
 * Check and apply one turn. `index` is the turn's place in the record (default: `state.turn`).
 * Returns the next state, the breaches of this turn, and the announcement the state follows.
 *
 * @example
 *   const { state, violations } = applyTurn(setup, initialState(setup), { side: 'blue', cells: [0], announcement: null });
 */
export function applyTurn(setup: GameSetup, state: GameState, turn: TurnInput, index: number = state.turn): TurnOutcome {
  const variant = setup.variant;
  const si = sideIndex(variant, turn.side);
  const out: Violation[] = [];
  if (si < 0) {
    const place: TurnPlace = { turn: index, side: turn.side, salvo: 0, forced: turn.forced };
    out.push(violation('out-of-turn', place, `${turn.side} is not a side of this game`, { expected: state.next ?? 'no salvo', recorded: turn.side }));
    return { state: { ...state, turn: index + 1 }, violations: out, announcement: null };
  }
  const me = state.sides[si]!;
  const foe = state.sides[1 - si]!;
  const place: TurnPlace = { turn: index, side: me.side, salvo: me.salvos + 1, forced: turn.forced };
  const n = turn.cells.length;

  // Turn order, penalty, shot limit, game end.
  let orderBreach = false;
  let limitReported = false;
  if (state.over) {
    orderBreach = true;
    out.push(violation('after-game-end', place, `${me.side} fired salvo ${place.salvo} after the game had ended`, { expected: 'no salvo', recorded: `${n} shot${n === 1 ? '' : 's'}` }));
  } else if (me.shotsLeft === 0) {
    orderBreach = true;
    limitReported = true;
    out.push(violation('shot-limit', place, `${me.side} fired salvo ${place.salvo} with no shots left under the limit of ${variant.turns.shotLimit}`, { expected: '0 shots', recorded: String(n) }));
  } else if (turn.side !== state.next && turn.side !== state.alternativeNext) {
    orderBreach = true;
    if (turn.side === state.skipping) {
      out.push(violation('penalty-ignored', place, `${me.side} fired salvo ${place.salvo} in the turn it had to skip for hitting a protected ship`, { expected: `${state.next ?? 'nobody'} to fire`, recorded: me.side }));
    } else {
      out.push(violation('out-of-turn', place, `${me.side} fired salvo ${place.salvo}, but it was ${state.next ?? 'nobody'}'s turn`, { expected: state.next ?? 'nobody', recorded: me.side }));
    }
  }

  // Cells.
  const total = variant.board.rows * variant.board.columns;
  const firedBefore = new Set(me.cellsFired);
  const off = turn.cells.filter((c) => !Number.isInteger(c) || c < 0 || c >= total);
  if (off.length > 0) {
    out.push(violation('cell-off-board', place, `salvo ${place.salvo} of ${me.side}: ${off.length} cell${off.length === 1 ? '' : 's'} off the ${variant.board.rows}×${variant.board.columns} board`, { cells: off, recorded: off.join(', ') }));
  }
  const seen = new Set<number>();
  const repeated: number[] = [];
  for (const c of turn.cells) {
    if (!Number.isInteger(c) || c < 0 || c >= total) continue;
    if ((firedBefore.has(c) || seen.has(c)) && !repeated.includes(c)) repeated.push(c);
    seen.add(c);
  }
  if (repeated.length > 0) {
    out.push(violation('repeated-cell', place, `salvo ${place.salvo} of ${me.side} fires again at ${repeated.length === 1 ? 'a cell' : 'cells'} already fired at`, { cells: repeated, recorded: repeated.join(', ') }));
  }

  // Salvo size.
  let meFleet: FleetStatus = me;
  if (!state.over && !limitReported) {
    const owed = owedShots(setup, state, me.side);
    const fresh = total - me.cellsFired.length;
    const cap = me.shotsLeft === null ? fresh : Math.min(fresh, me.shotsLeft);
    const sizeOk = n >= owed.min && n <= owed.max && (me.shotsLeft === null || n <= me.shotsLeft);
    // A legal size also tells about the shooter's own hidden fleet (see size-evidence.ts).
    const narrowed = sizeOk && !me.fleetKnown ? learnFromSalvoSize(variant, me, n, cap) : me;
    if (narrowed) meFleet = narrowed;
    else {
      out.push(
        violation('salvo-size-not-allowed', place, `salvo ${place.salvo} of ${me.side} has ${n} shot${n === 1 ? '' : 's'}, which no damage fits together with ${me.side}'s earlier announcements and salvo sizes`, {
          expected: formatRange(owed),
          recorded: String(n),
        }),
      );
    }
    if (me.shotsLeft !== null && n > me.shotsLeft) {
      out.push(violation('shot-limit', place, `salvo ${place.salvo} of ${me.side} has ${n} shots, but only ${me.shotsLeft} are left under the limit of ${variant.turns.shotLimit}`, { expected: `at most ${me.shotsLeft}`, recorded: String(n) }));
    } else if (n < owed.min || n > owed.max) {
      const exactSize = owed.min === owed.max;
      out.push(
        violation(
          exactSize ? 'wrong-salvo-size' : 'salvo-size-not-allowed',
          place,
          exactSize
            ? `salvo ${place.salvo} of ${me.side} has ${n} shot${n === 1 ? '' : 's'}; ${me.side} was owed ${owed.min}`
            : `salvo ${place.salvo} of ${me.side} has ${n} shot${n === 1 ? '' : 's'}; the damage ${me.side} announced allows ${formatRange(owed)}`,
          { expected: formatRange(owed), recorded: String(n) },
        ),
      );
    }
  }

  // Announcement.
  const effective = effectiveCells(variant, firedBefore, turn.cells);
  const targetLayout = setup.fleets[foe.side];
  let used: Announcement | null;
  let learned: FleetStatus | null = null;
  if (targetLayout) {
    used = trueAnnouncement(setup, state, me.side, turn.cells);
    if (turn.announcement && used && !announcementsEqual(turn.announcement, used)) {
      out.push(
        violation('announcement-contradicts-fleet', place, `${foe.side} announced "${describeAnnouncement(turn.announcement)}" for salvo ${place.salvo} of ${me.side}; the fleet gives "${describeAnnouncement(used)}"`, {
          expected: describeAnnouncement(used),
          recorded: describeAnnouncement(turn.announcement),
          expectedAnnouncement: used,
          atFault: foe.side,
        }),
      );
    }
  } else {
    used = turn.announcement;
    // Not announced yet (`salvo play`): the salvo may have hit anything.
    if (!used) learned = learnFromAnnouncement(variant, foe, null, effective);
    if (used) {
      const problems = announcementProblems(variant, foe, used, turn.cells, effective);
      if (problems.length === 0) {
        learned = learnFromAnnouncement(variant, foe, used, effective);
        if (!learned) problems.push('no fleet layout could give this announcement after the earlier ones');
      }
      if (problems.length > 0) {
        out.push(
          violation('announcement-inconsistent', place, `${foe.side}'s announcement for salvo ${place.salvo} of ${me.side}: ${problems.join('; ')}`, {
            recorded: describeAnnouncement(used),
            atFault: foe.side,
          }),
        );
      }
    }
  }

  // The new side states.
  const firedAfter = new Set(firedBefore);
  turn.cells.forEach((c, i) => {
    if (effective[i]) firedAfter.add(c);
  });
  const foeFleet: FleetStatus = targetLayout ? exactFleetStatus(variant, targetLayout, firedAfter) : (learned ?? foe);
  const outcome = salvoOutcome(variant, used);
  let meNext: SideState = {
    ...me,
    ...meFleet,
    salvos: me.salvos + 1,
    shotsFired: me.shotsFired + n,
    shotsLeft: me.shotsLeft === null ? null : Math.max(0, me.shotsLeft - n),
    cellsFired: [...firedAfter].sort((a, b) => a - b),
  };
  let foeNext: SideState = { ...foe, ...foeFleet };

  // Game end.
  const sidesAfter = (si === 0 ? [meNext, foeNext] : [foeNext, meNext]) as [SideState, SideState];
  const probe: GameState = { ...state, sides: sidesAfter };
  const canFire = (id: SideId): boolean => owedShots(setup, probe, id).max > 0;
  if (state.over) {
    return { state: { ...state, turn: index + 1, sides: sidesAfter }, violations: out, announcement: used };
  }
  let result: GameResult = null;
  let over = false;
  if (foeNext.defeated === 'yes') {
    over = true;
    result = { winner: me.side, reason: 'fleet-sunk' };
  } else if (meNext.defeated === 'yes') {
    over = true;
    result = { winner: foe.side, reason: 'fleet-sunk' };
  } else if (!canFire(me.side) && !canFire(foe.side)) {
    over = true;
    result = exhaustedResult(variant, sidesAfter);
  }
  if (over) {
    return { state: { turn: index + 1, sides: sidesAfter, next: null, alternativeNext: null, skipping: null, over, result }, violations: out, announcement: used };
  }

  // Turn order.
  const penaltyVariant = variant.turns.protectedHitPenalty === 'skip-next-turn';
  if (orderBreach && !turn.forced) {
    // The salvo counts, but the turn order stays as it was; its penalty is owed later.
    if (penaltyVariant && outcome.protectedHit !== 'no') {
      meNext = { ...meNext, skipNext: outcome.protectedHit === 'yes' ? 'yes' : meNext.skipNext === 'yes' ? 'yes' : 'maybe' };
    }
    const kept = (si === 0 ? [meNext, foeNext] : [foeNext, meNext]) as [SideState, SideState];
    let next = state.next;
    if (next !== null && !canFire(next)) next = canFire(otherSide(variant, next)) ? otherSide(variant, next) : null;
    return {
      state: { turn: index + 1, sides: kept, next, alternativeNext: state.alternativeNext, skipping: state.skipping, over: false, result: null },
      violations: out,
      announcement: used,
    };
  }
  // Settle open facts the turn order now reveals.
  if (state.alternativeNext !== null && state.next !== null && state.alternativeNext !== state.next) {
    const to = turn.side === state.alternativeNext ? 'yes' : 'no';
    meNext = { ...meNext, skipNext: resolveMaybe(meNext.skipNext, to) };
    foeNext = { ...foeNext, skipNext: resolveMaybe(foeNext.skipNext, to) };
  }
  const decision = decideNext({
    variant,
    shooter: me.side,
    skipNext: { [me.side]: meNext.skipNext, [foe.side]: foeNext.skipNext },
    hitAny: outcome.any,
    protectedHit: outcome.protectedHit,
    canFire,
  });
  meNext = { ...meNext, skipNext: decision.skipNext[me.side] ?? 'no' };
  foeNext = { ...foeNext, skipNext: decision.skipNext[foe.side] ?? 'no' };
  const sides = (si === 0 ? [meNext, foeNext] : [foeNext, meNext]) as [SideState, SideState];
  return {
    state: {
      turn: index + 1,
      sides,
      next: decision.next,
      alternativeNext: decision.alternativeNext,
      skipping: decision.skipping,
      over: decision.next === null,
      result: decision.next === null ? exhaustedResult(variant, sides) : null,
    },
    violations: out,
    announcement: used,
  };
}

/**
 * Replay a whole record: `states[0]` is the initial state, `states[i + 1]` the state after turn
 * `i`; violations in turn order.
 *
 * @example
 *   replay(setup, []).states.length // 1
 */
export function replay(setup: GameSetup, turns: readonly TurnInput[]): ReplayResult {
  const states: GameState[] = [initialState(setup)];
  const violations: Violation[] = [];
  const announcements: (Announcement | null)[] = [];
  turns.forEach((turn, i) => {
    const r = applyTurn(setup, states[states.length - 1]!, turn, i);
    states.push(r.state);
    violations.push(...r.violations);
    announcements.push(r.announcement);
  });
  return { states, violations: sortViolations(violations), announcements };
}
