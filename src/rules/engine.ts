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
 * recorded; when it is not, an announcement that is inconsistent teaches the engine nothing (the
 * salvo may have hit anything, as one not announced yet), and
 * a salvo not announced yet (null) may have hit anything (the ranges widen).
 *
 * @example
 *   const { states, violations } = replay(setup, turns);
 *   nextToFire(states.at(-1)!) // 'red'
 */
import type { FleetLayout } from '../core/layout-types.js';
import { possessive } from '../core/possessive.js';
import type { Variant } from '../variant/model.js';
import type { Announcement, ShotReport } from './announcement.js';
import { announcementProblemParts, NO_LAYOUT_PROBLEM, problemsText, type AnnouncementProblem } from './announcement-check.js';
import { inSentence, rawNotation, type Notation } from './notation.js';
import { announcementFits, describeAnnouncement, effectiveCells, mayBeSunkCells, otherSide, readRepeatsAsMiss, repeatsAnnouncedHit, repeatsNamedAgain, salvoOutcome, trueAnnouncement, announcedSunkCells } from './announce.js';
import { namedKey, repeatsNamedAgainHidden } from './named-again.js';
import { exactFleetStatus, learnFromAnnouncement, unknownFleetStatus, type FleetStatus } from './fleet-status.js';
import { owedShots } from './salvo-size.js';
import { shotLoss } from './owed-why.js';
import { type AsideReason, cellViolations, orderViolations, setAsideMessage, sizeCheck, wordsAllowMessage } from './turn-checks.js';
import { decideNext } from './turn-order.js';
import type { GameResult, GameSetup, GameState, LeftOutSlip, Range, ReplayResult, SideId, SideState, Tri, TurnInput, TurnOutcome, Violation } from './types.js';
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
    cellsHit: [],
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

function turnSides(variant: Variant): SideId[] {
  return variant.turns.sides.map((s) => s.id);
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

/** A per-shot announcement with the results of the cells that could not be read put back (for whose turn it is). */
function withUnreadResults(a: Announcement | null, unread: readonly ShotReport[]): Announcement | null {
  return a?.kind === 'per-shot' && unread.length > 0 ? { kind: 'per-shot', shots: [...a.shots, ...unread] } : a;
}

/** Either outcome may be the one played: what they agree on stays, the rest is 'maybe'. */
function openOutcome(a: { any: Tri; protectedHit: Tri }, b: { any: Tri; protectedHit: Tri }): { any: Tri; protectedHit: Tri } {
  const either = (x: Tri, y: Tri): Tri => (x === y ? x : 'maybe');
  return { any: either(a.any, b.any), protectedHit: either(a.protectedHit, b.protectedHit) };
}

function resolveMaybe(t: Tri, to: 'yes' | 'no'): Tri {
  return t === 'maybe' ? to : t;
}

/**
 * The shots of a salvo at a revealed fleet that hit a protected ship (`truth`: the fleet's
 * announcement) where the recorded announcement names no protected hit: each shot's cell and the
 * class it hit, in salvo order. Empty where the announcement names one, or the fleet gives none.
 */
function protectedLeftOut(variant: Variant, layout: FleetLayout, effective: readonly boolean[], cells: readonly number[], recorded: Announcement, truth: Announcement): { cell: number; classId: string }[] {
  if (salvoOutcome(variant, truth).protectedHit !== 'yes' || salvoOutcome(variant, recorded).protectedHit !== 'no') return [];
  const owner = new Map<number, string>();
  for (const ship of layout) for (const c of ship.cells) owner.set(c, ship.classId);
  const out: { cell: number; classId: string }[] = [];
  cells.forEach((cell, i) => {
    const classId = effective[i] ? owner.get(cell) : undefined;
    if (classId !== undefined && variant.fleet.find((c) => c.id === classId)?.protected === true) out.push({ cell, classId });
  });
  return out;
}

/**
 * The cells of the ships an announcement said sunk where the fleet gives only a hit on them (a
 * ship of the class named, or any where the "sunk" names none), where every shot the announcement
 * differs at is such a sinking; null where none is, or another shot differs too.
 *
 * @example
 *   sunkWhereHit(layout, [E10], [true], { kind: 'per-shot', shots: [sunk cruiser] }, { …: [hit] }) // the cruiser's cells
 */
function sunkWhereHit(layout: FleetLayout, cells: readonly number[], effective: readonly boolean[], announced: Announcement, truth: Announcement): number[] | null {
  if (announced.kind !== 'per-shot' || truth.kind !== 'per-shot' || announced.shots.length !== truth.shots.length) return null;
  const out: number[] = [];
  for (let i = 0; i < truth.shots.length; i++) {
    const said = announced.shots[i]!;
    const is = truth.shots[i]!;
    if (said.result === is.result && said.classId === is.classId) continue;
    const ship = layout.find((sh) => sh.cells.includes(cells[i]!));
    if (said.result !== 'sunk' || is.result !== 'hit' || effective[i] !== true || ship === undefined) return null;
    if (said.classId !== undefined && said.classId !== ship.classId) return null;
    out.push(...ship.cells);
  }
  return out.length > 0 ? out : null;
}

/**
 * What the salvo policy counts of a fleet (its damage, guns or ships afloat) in `asMade` (the
 * status the announcement as made gives) less in `truth` (the fleet's): a range where the
 * announcement leaves room. Zero under a constant salvo.
 */
function countedDifference(variant: Variant, asMade: FleetStatus, truth: FleetStatus): Range {
  const policy = variant.turns.salvo;
  const of = (st: FleetStatus): Range => (policy.kind === 'damage' ? st.damage : policy.kind === 'guns' ? st.guns : policy.kind === 'ships-afloat' ? st.afloat : { min: 0, max: 0 });
  const a = of(asMade);
  const t = of(truth);
  return { min: a.min - t.max, max: a.max - t.min };
}

/**
 * A side's hospital hits left out of announcements (`leftOutSlips`) whose reading is open, settled
 * by turn `index`, the turn the record now shows: the turn order's alternative (`yesSide` fires,
 * `to` yes) stands for the reading the slip's `alternative` names. At first that is the hit said
 * at the table (the side fires again, the shooter having lost its turn), so its damage counts
 * again for the side's salvo sizes; the shooter firing (`to` no) shows the table went by the
 * announcement as made. Where the side's reply hit the shooter's protected ship too, the lost
 * turns cancel where the hit was said: the shooter firing again then shows the announcement as made.
 */
function settleLeftOut(variant: Variant, side: SideState, yesSide: SideId, to: 'yes' | 'no', index: number): SideState {
  const slips = side.leftOutSlips;
  if (slips === undefined || !slips.some((z) => z.reading === 'open')) return side;
  let said = 0;
  const settled = slips.map((z): LeftOutSlip => {
    if (z.reading !== 'open') return z;
    const alternative = z.alternative ?? 'said';
    // The side that fires again in the alternative: this side where it is the hit said, the shooter where it is the announcement as made.
    if (yesSide !== (alternative === 'said' ? side.side : otherSide(variant, side.side))) return z;
    const reading = (to === 'yes') === (alternative === 'said') ? 'said' : 'as-made';
    if (reading === 'said') said += z.damage;
    return { ...z, reading, shown: index };
  });
  return { ...side, damageLeftOut: (side.damageLeftOut ?? 0) - said, leftOutSlips: settled };
}

/**
 * Open hospital slips (`leftOutSlips`) of a side, where turn `index` flipped the open fact
 * (`OrderDecision.flipped`: the target's reply hit the shooter's protected ship too): the turn
 * order's alternative now stands for the other reading.
 */
function crossLeftOut(side: SideState, index: number): SideState {
  const slips = side.leftOutSlips;
  if (slips === undefined || !slips.some((z) => z.reading === 'open' && z.turn < index)) return side;
  return {
    ...side,
    leftOutSlips: slips.map((z) => (z.reading === 'open' && z.turn < index ? { ...z, alternative: (z.alternative ?? 'said') === 'said' ? 'as-made' : 'said', crossed: z.crossed ?? index } : z)),
  };
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
  const place: TurnPlace = { turn: index, side: me.side, salvo: turn.sideSalvo ?? me.salvos + 1, forced: turn.forced };
  // The shots fired: the cells, and those written off the board (they hit nothing).
  const n = turn.cells.length + (turn.offBoardCells ?? 0);
  // Per shot, the results written for cells that could not be read (left out of the announcement with them).
  const unreadResults = variant.report.timing === 'per-shot' ? (turn.unreadResults ?? []) : [];

  const order = orderViolations(variant, state, me, place, turn);
  let cells = cellViolations(variant, me, place, turn.cells);
  // Cells not known (a line naming no cell): its size is not judged (the record's reading says so).
  const size = state.over || order.limitReported || turn.cellsUnknown === true ? { violations: [], fleet: me } : sizeCheck(setup, state, me, place, n, turn.sizeNotEvidence !== true);
  const firedBefore = new Set(me.cellsFired);
  const effective = effectiveCells(variant, firedBefore, turn.cells);
  const targetLayout = setup.fleets[foe.side];
  let used: Announcement | null;
  let learned: FleetStatus | null = null;
  // Hits on a protected ship the fleet shows and the announcement left out (see `protectedLeftOut`).
  let leftOut: { cell: number; classId: string }[] = [];
  // What the salvo policy counts (damage, guns, ships afloat) by the announcement as made, less by the fleet (see `countedDifference`).
  let miscount: Range | undefined;
  let miscountShips: Range[] | undefined;
  // The true announcement, where the target's fleet is revealed.
  const truth = targetLayout && turn.cellsUnknown !== true ? trueAnnouncement(setup, state, me.side, turn.cells) : null;
  // Whether each shot hit: by the fleet where it is revealed, else as announced shot by shot.
  const hitsOf = (a: Announcement | null): boolean[] => turn.cells.map((_, i) => a?.kind === 'per-shot' && a.shots[i] !== undefined && a.shots[i].result !== 'miss');
  const hitNow = hitsOf(truth ?? turn.announcement);
  // A repeat at a cell that hit before, announced as a hit again: the rules read it as a miss (a
  // repeat hits nothing new). One slip, the repeat's: said with it, not again as the announcement's.
  // So too a repeat at a ship that sank before, announced "sunk" again: the sinking said again.
  const sunkBefore = new Map<number, string | null>();
  if (targetLayout) {
    for (const ship of targetLayout) if (ship.cells.every((c) => firedBefore.has(c))) ship.cells.forEach((c) => sunkBefore.set(c, ship.classId));
  } else for (const [cell, classId] of mayBeSunkCells(variant, new Set(me.cellsHit), me.cellsSunk ?? [])) sunkBefore.set(cell, classId);
  // Cells of no ship sunk before, as every legal fleet fitting the announcements has it: a "sunk" there says no sinking again.
  for (const c of turn.sunkNotBefore ?? []) sunkBefore.delete(c);
  const sankNow = turn.cells.map((c, i) => {
    const a = truth ?? turn.announcement;
    const shot = a?.kind === 'per-shot' ? a.shots[i] : undefined;
    if (shot?.result !== 'sunk') return undefined;
    return shot.classId ?? targetLayout?.find((ship) => ship.cells.includes(c))?.classId ?? null;
  });
  const readAsMiss = repeatsAnnouncedHit(variant, firedBefore, new Set(me.cellsHit), turn.cells, turn.announcement, hitNow, { before: sunkBefore, now: sankNow });
  let announced = turn.announcement && readRepeatsAsMiss(turn.announcement, readAsMiss);
  if (readAsMiss.length > 0) {
    const announcedHit = [...new Set(readAsMiss.map((i) => turn.cells[i]!))];
    cells = cells.map((v) => (v.code === 'repeated-cell' ? { ...v, announcedHit } : v));
  }
  // So too in a game of salvos, the fleet revealed: an announcement that names again the ship a
  // repeat hit before (as if the repeat hit it anew), and else is the fleet's, is read as the
  // fleet's. One slip, the repeat's, said with it.
  if (truth?.kind === 'per-salvo' && targetLayout && announced && !announcementFits(announced, truth)) {
    const again = repeatsNamedAgain(variant, targetLayout, firedBefore, turn.cells, announced, truth);
    if (again.length > 0) {
      announced = truth;
      cells = cells.map((v) => (v.code === 'repeated-cell' ? { ...v, announcedHit: again, readAsAnnouncement: truth } : v));
    }
  }
  // So too where the fleet is not revealed: a salvo at no new cell, its announcement naming again
  // the ships the announcements of the earlier salvos at its cells named, read as "no hits".
  if (!targetLayout && turn.cellsUnknown !== true && (turn.unreadCells ?? 0) === 0 && (turn.offBoardCells ?? 0) === 0 && announced?.kind === 'per-salvo') {
    const named = me.salvosNamed ?? [];
    const again = repeatsNamedAgainHidden(variant, firedBefore, turn.cells, announced, (c) => named.find((s) => s.cells.includes(c))?.keys);
    if (again !== null) {
      announced = again.announcement;
      cells = cells.map((v) => (v.code === 'repeated-cell' ? { ...v, announcedHit: again.cells, readAsAnnouncement: again.announcement } : v));
    } else {
      // New cells too: taken at its word, but it may name again what the repeats hit before.
      const repeated = turn.cells.filter((c) => firedBefore.has(c));
      const maybe = repeated.length > 0 ? repeatsNamedAgainHidden(variant, firedBefore, repeated, announced, (c) => named.find((s) => s.cells.includes(c))?.keys) : null;
      // Taken at its word it fits no fleet (the ship it names can take no more hits), where the
      // other reading does: that reading, one slip, the repeat's, not a second of the announcement.
      const fits = (a: Announcement): boolean => announcementProblemParts(variant, foe, a, turn.cells, effective, setup.notation).length === 0 && learnFromAnnouncement(variant, foe, a, effective) !== null;
      if (maybe !== null && (turn.namedAgain === true || (!fits(announced) && fits(maybe.announcement)))) {
        announced = maybe.announcement;
        cells = cells.map((v) => (v.code === 'repeated-cell' ? { ...v, announcedHit: maybe.cells, readAsAnnouncement: maybe.announcement } : v));
      } else if (maybe !== null) cells = cells.map((v) => (v.code === 'repeated-cell' ? { ...v, namedAgainMaybe: maybe.cells } : v));
    }
  }
  out.push(...order.violations, ...cells, ...size.violations);
  // Out of the order expected, where whose turn it was is not known: play goes on from it as fired.
  const orderOpen = turn.orderUnknown === true && order.violations.every((v) => v.code === 'out-of-turn' || v.code === 'penalty-ignored');
  const orderBreach = order.breach && !orderOpen;
  const meFleet: FleetStatus = size.fleet;

  // Announcement.
  // Cells not known (a line naming no cell): nothing hit leaves the target as it was (the referee
  // puts back no other salvo at a revealed fleet); else what was announced is judged and learned
  // as if each shot were new: as many as results were said, or as the side was owed.
  const blind =
    turn.cellsUnknown === true
      ? new Array<boolean>(turn.announcement?.kind === 'per-shot' && turn.announcement.shots.length > 0 ? turn.announcement.shots.length : owedShots(setup, state, me.side).max).fill(true)
      : undefined;
  if (blind && (targetLayout || (turn.announcement !== null && salvoOutcome(variant, turn.announcement).any === 'no'))) {
    used = turn.announcement;
    learned = targetLayout ? null : foe;
  } else if (targetLayout) {
    used = truth;
    if (turn.announcement && announced && used && !announcementFits(announced, used)) {
      leftOut = protectedLeftOut(variant, targetLayout, effective, turn.cells, turn.announcement, used);
      // Hits miscounted (no protected hit left out, which `damageLeftOut` follows): what the
      // salvo policy counts, as the announcement made it, less what the fleet gives.
      if (leftOut.length === 0 && announcementProblemParts(variant, foe, announced, turn.cells, effective, setup.notation).length === 0) {
        const asMade = learnFromAnnouncement(variant, foe, announced, effective);
        const truthAfter = exactFleetStatus(variant, targetLayout, new Set([...firedBefore, ...turn.cells.filter((_, i) => effective[i])]));
        if (asMade !== null && asMade.ships.length === truthAfter.ships.length) {
          miscount = countedDifference(variant, asMade, truthAfter);
          // Per ship, the hits as the announcement made them less the fleet's: later hits add to both.
          miscountShips = truthAfter.ships.map((t, i) => ({ min: asMade.ships[i]!.hits.min - t.hits.max, max: asMade.ships[i]!.hits.max - t.hits.min }));
        }
      }
      // A "sunk" where the fleet gives a hit, on a ship short of hits the earlier salvos did not
      // make (no fleet fits it, so the above learns nothing): as made, that ship sank, and the
      // table may have gone by it. Each shot that differs must be such a sinking.
      if (leftOut.length === 0 && miscountShips === undefined && turn.afterLost !== true) {
        const sunkAsMade = sunkWhereHit(targetLayout, turn.cells, effective, announced, used);
        if (sunkAsMade !== null) {
          const fired = new Set([...firedBefore, ...turn.cells.filter((_, i) => effective[i])]);
          const truthAfter = exactFleetStatus(variant, targetLayout, fired);
          const asMade = exactFleetStatus(variant, targetLayout, new Set([...fired, ...sunkAsMade]));
          miscount = countedDifference(variant, asMade, truthAfter);
          miscountShips = truthAfter.ships.map((t, i) => ({ min: asMade.ships[i]!.hits.min - t.hits.max, max: asMade.ships[i]!.hits.max - t.hits.min }));
        }
      }
      out.push(
        violation('announcement-contradicts-fleet', place, `${foe.side} announced "${describeAnnouncement(turn.announcement)}" for salvo ${place.salvo} of ${me.side}; the fleet gives "${describeAnnouncement(used)}"`, {
          expected: describeAnnouncement(used),
          recorded: describeAnnouncement(turn.announcement),
          expectedAnnouncement: used,
          atFault: foe.side,
          ...(leftOut.length > 0 ? { protectedLeftOut: leftOut } : {}),
          ...(miscount !== undefined && (miscount.min !== 0 || miscount.max !== 0) ? { miscounted: true } : {}),
        }),
      );
    }
  } else {
    used = announced;
    // Cells that could not be read were fired too: a whole-salvo announcement counts them as new
    // shots; per shot, the results written for them are learned as results of new shots.
    const unread = turn.unreadCells ?? 0;
    const extra = unreadResults.length > 0 && used?.kind === 'per-shot' && unread >= unreadResults.length ? unreadResults : [];
    const counted = blind ?? (unread > 0 && variant.report.timing === 'per-salvo' ? [...effective, ...new Array<boolean>(unread).fill(true)] : [...effective, ...extra.map(() => true)]);
    const judged = used?.kind === 'per-shot' && extra.length > 0 ? { kind: 'per-shot' as const, shots: [...used.shots, ...extra] } : used;
    const judgedCells = blind ? blind.map(() => -1) : extra.length > 0 ? [...turn.cells, ...extra.map(() => -1)] : turn.cells;
    // Not announced yet (`salvo play`): the salvo may have hit anything.
    if (!judged) learned = learnFromAnnouncement(variant, foe, null, counted);
    if (judged) {
      const problems = notSunkBefore(variant, announcementProblemParts(variant, foe, judged, judgedCells, counted, setup.notation), judged, judgedCells, turn.sunkNotBefore ?? [], setup.notation ?? rawNotation);
      if (problems.length === 0) {
        learned = learnFromAnnouncement(variant, foe, judged, counted);
        if (!learned) problems.push(NO_LAYOUT_PROBLEM);
        // No legal fleet fits it (the inference found): the salvo may have hit anything.
        else if (turn.announcementNotEvidence === true) learned = learnFromAnnouncement(variant, foe, null, counted);
      }
      if (problems.length > 0) {
        // Wrong as recorded, but the salvo was fired: it may have hit anything (as one not
        // announced yet), so the damage it claims, or leaves out, sets no later salvo size.
        learned = learnFromAnnouncement(variant, foe, null, counted);
        out.push(
          violation('announcement-inconsistent', place, `${possessive(foe.side, 'announcement')} for ${possessive(me.side, `salvo ${place.salvo}`, '')}: ${problemsText(problems)}`, {
            recorded: describeAnnouncement(used),
            atFault: foe.side,
            problems: problems.map((p) => p.parts),
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
  // Whose turn it is next follows what was announced and played at the table: a shooter told
  // "hit" may fire again though the fleet gives a miss (the slip is the announcement's, reported
  // once, as announcement-contradicts-fleet). Hits, sinkings and the game's end follow the fleet.
  // The results written for cells that could not be read count as played; where some of those
  // cells were off the board (they hit nothing as written, so the cell or its result is wrong),
  // a hit among them leaves it open (either side may fire next, and the next salvo settles it).
  const played = turn.announcement ?? used;
  // A hit on a protected ship left out of the announcement: the turn it costs was lost at the table
  // if the hit was said there and only the record left it out, not if the players went by the
  // announcement as made; either side may fire next, and the turn that follows settles it (one
  // slip, the announcement's, not a second one of the turn order).
  const asPlayed =
    unreadResults.length <= (turn.unreadCells ?? 0) ? salvoOutcome(variant, withUnreadResults(played, unreadResults)) : openOutcome(salvoOutcome(variant, played), salvoOutcome(variant, withUnreadResults(played, unreadResults)));
  // So too the other way round: a hit on a protected ship in the announcement the fleet does not
  // give (misheard, or written wrong) cost the shooter its turn only if it was said so at the table.
  const protectedAdded = targetLayout !== undefined && turn.announcement !== null && used !== null && salvoOutcome(variant, turn.announcement).protectedHit === 'yes' && salvoOutcome(variant, used).protectedHit === 'no';
  // Where a hit earns another shot, an announcement whose hit or miss the fleet belies leaves open
  // who fires next: the shooter, as announced, if the word was said at the table; the turn as the
  // fleet gives it if the word was only copied wrong. The next salvo settles it (one slip, the
  // announcement's, not a second one of the turn order).
  const hitMisread = variant.turns.extraShotOnHit && targetLayout !== undefined && turn.announcement !== null && used !== null && salvoOutcome(variant, turn.announcement).any !== salvoOutcome(variant, used).any;
  // So too where the fleet is not revealed: a repeat announced "hit" or "sunk" (read as a miss, as
  // the rules read it: `readAsMiss`) earned another shot if the word was said at the table, not if
  // the players went by the rules (a repeat hits nothing new). Either side may fire next: one slip,
  // the repeat's, not a second one of the turn order.
  const repeatMisread = variant.turns.extraShotOnHit && targetLayout === undefined && readAsMiss.length > 0 && turn.announcement !== null && used !== null && salvoOutcome(variant, turn.announcement).any !== salvoOutcome(variant, used).any;
  const outcome = leftOut.length > 0 || protectedAdded || hitMisread || repeatMisread ? openOutcome(asPlayed, salvoOutcome(variant, used)) : asPlayed;
  const newHits = turn.cells.filter((c, i) => effective[i] && hitNow[i]);
  // The fleet not revealed, a whole-salvo report: the ships it named, at its new cells (see `salvosNamed`).
  const salvoNamed = !targetLayout && used?.kind === 'per-salvo' && used.hits.length > 0 ? { cells: turn.cells.filter((_, i) => effective[i]), keys: used.hits.map(namedKey) } : undefined;
  // The fleet not revealed, per shot: the cells announced "sunk" (see `cellsSunk`), with the hits
  // the record shows in the ship sunk there: a repeat at one of them announced "sunk" says that
  // sinking again.
  const newSunk = targetLayout ? [] : announcedSunkCells(variant, new Set(me.cellsHit), turn.cells, effective, announced);
  let meNext: SideState = {
    ...me,
    ...meFleet,
    salvos: me.salvos + 1,
    // A cell that could not be read was a shot fired all the same: it counts towards a shot limit.
    shotsFired: me.shotsFired + n + (turn.unreadCells ?? 0),
    shotsLeft: me.shotsLeft === null ? null : Math.max(0, me.shotsLeft - n - (turn.unreadCells ?? 0)),
    // Kept as they were where the salvo fired at no new cell or hit none (a long record's repeats
    // past the end share them, not a copy each).
    cellsFired: firedAfter.size === firedBefore.size ? me.cellsFired : [...firedAfter].sort((a, b) => a - b),
    cellsHit: newHits.length === 0 ? me.cellsHit : [...new Set([...me.cellsHit, ...newHits])].sort((a, b) => a - b),
    ...(newSunk.length === 0 ? {} : { cellsSunk: [...(me.cellsSunk ?? []), ...newSunk] }),
    ...(salvoNamed === undefined ? {} : { salvosNamed: [...(me.salvosNamed ?? []), salvoNamed] }),
    ...('sized' in size && size.sized !== undefined ? { sizedAsAnnounced: [...(me.sizedAsAnnounced ?? []), size.sized] } : {}),
  };
  // What the salvo took from the target's next salvo, where its state is known either side of it (`owedWhy`).
  const loss = shotLoss(variant, foe, foeFleet, { turn: index, by: me.side, salvo: place.salvo });
  let foeNext: SideState = { ...foe, ...foeFleet, ...(loss !== undefined ? { shotLosses: [...(foe.shotLosses ?? []), loss] } : {}) };
  // Hits on the hospital left out of the announcement, where they count as damage: the target's
  // later salvos may go by the damage as announced (`sizeCheck`).
  // Which reading the table took is open until the turn order shows it (see `settleLeftOut`).
  const policy = variant.turns.salvo;
  if (miscount !== undefined && miscountShips !== undefined && (miscount.min !== 0 || miscount.max !== 0)) {
    const before = foe.hitOffsets;
    foeNext = { ...foeNext, hitOffsets: miscountShips.map((d, i) => ({ min: d.min + (before?.[i]?.min ?? 0), max: d.max + (before?.[i]?.max ?? 0) })) };
  }
  if (leftOut.length > 0) {
    const damage = policy.kind === 'damage' && policy.countProtected ? leftOut.length : 0;
    foeNext = { ...foeNext, damageLeftOut: (foe.damageLeftOut ?? 0) + damage, leftOutSlips: [...(foe.leftOutSlips ?? []), { turn: index, damage, reading: 'open' }] };
  }

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
    meNext = settleLeftOut(variant, { ...meNext, skipNext: resolveMaybe(meNext.skipNext, to) }, state.alternativeNext, to, index);
    foeNext = settleLeftOut(variant, { ...foeNext, skipNext: resolveMaybe(foeNext.skipNext, to) }, state.alternativeNext, to, index);
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
  if (decision.flipped) {
    meNext = crossLeftOut(meNext, index);
    foeNext = crossLeftOut(foeNext, index);
  }
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
 * Whether `replay` remembers the states it reached (`rememberedStart`, `rememberedTurn`); off,
 * every replay applies every turn afresh, as before it remembered them. For tests and benchmarks
 * that compare the two; the results are the same either way.
 */
export const replayMemo = { enabled: true };

/** How many setups (fleets revealed) per variant, next turns per state and notations per turn are remembered (the latest). */
const MEMO_SETUPS = 8;
const MEMO_NEXT = 4;

/**
 * A turn applied to a state `replay` reached: its outcome, and where its messages word something
 * by the notation (an announcement's problems name cells, classes and results), its outcome in
 * each notation it was applied with, all with the same state (a notation words messages only: the
 * state after a turn is the same in every one). null: its messages use no notation, so the outcome
 * is the same in every one.
 */
interface AppliedTurn {
  readonly outcome: TurnOutcome;
  readonly worded: Map<GameSetup['notation'], TurnOutcome> | null;
}

/** The start state of each setup replayed, by variant and fleets revealed (the same in every notation). */
const startMemo = new WeakMap<Variant, Map<string, GameState>>();
/** A turn applied to a state at its index, as it was then (a copy: the caller's may change after), and what it gave. */
interface KnownTurn {
  readonly index: number;
  readonly turn: TurnInput;
  readonly applied: AppliedTurn;
}

/** Each turn applied to a state `replay` reached, the latest last. */
const turnMemo = new WeakMap<GameState, KnownTurn[]>();

/** A copy of plain data (what a turn holds: numbers, strings, booleans, arrays and objects of them), sharing no array or object with it. */
function copied<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v: unknown) => copied(v)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = copied(v);
  return out as T;
}

/**
 * Whether two values of plain data hold the same: the same keys (in any order) with the same
 * values, arrays of the same values in the same order. A turn's outcome depends on nothing else,
 * so a turn found the same as one applied before is known without a key written out for it.
 */
function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const k in x) {
    if (!Object.hasOwn(y, k) || !sameData(x[k], y[k])) return false;
    keys++;
  }
  for (const k in y) if (Object.hasOwn(y, k)) keys--;
  return keys === 0;
}

/** Put `key` in `memo` as its latest entry, forgetting the oldest beyond `limit`. */
function remember<K, V>(memo: Map<K, V>, key: K, value: V, limit: number): V {
  memo.delete(key);
  memo.set(key, value);
  while (memo.size > limit) memo.delete(memo.keys().next().value!);
  return value;
}

/**
 * The start state of `setup`, the same object for the same variant and fleets, whatever the
 * notation: the key `rememberedTurn` finds the turns applied to it by. A session replaying its
 * record at every prompt (salvo play) applies only the turns it has not applied before, not all of
 * them again, nor all of them again to word a message in another language (`salvo play --lang en`
 * of a Polish record judges a salvo saved as check does in English).
 */
function rememberedStart(setup: GameSetup): GameState {
  let byFleets = startMemo.get(setup.variant);
  if (byFleets === undefined) startMemo.set(setup.variant, (byFleets = new Map()));
  const key = JSON.stringify(setup.fleets);
  return byFleets.get(key) ?? remember(byFleets, key, initialState(setup), MEMO_SETUPS);
}

/**
 * `notation`, calling `used` whenever it words something: a cell, a class or a result written
 * (and where it has no word for a result, whenever one is asked for: the English is written then).
 */
function watched(notation: Notation, used: () => void): Notation {
  const { cell, className, result } = notation;
  const words = {
    cell: (index: number): string => {
      used();
      return cell(index);
    },
    className: (classId: string): string => {
      used();
      return className(classId);
    },
  };
  if (result !== undefined) {
    return {
      ...words,
      result: (r) => {
        used();
        return result(r);
      },
    };
  }
  return {
    ...words,
    get result() {
      used();
      return undefined;
    },
  };
}

/**
 * `applyTurn(setup, state, turn, index)`, remembered for `state` (which holds its variant and
 * fleets: `rememberedStart`). An outcome whose messages looked up no word of the notation is the
 * same in every notation; one that did is applied again in another, its state the one it reached
 * first, so that the turns after it are found remembered too.
 */
function rememberedTurn(setup: GameSetup, state: GameState, turn: TurnInput, index: number): TurnOutcome {
  let next = turnMemo.get(state);
  if (next === undefined) turnMemo.set(state, (next = []));
  const known = next.find((k) => k.index === index && sameData(turn, k.turn))?.applied;
  if (known !== undefined) {
    if (known.worded === null) return known.outcome;
    const inNotation = known.worded.get(setup.notation);
    if (inNotation !== undefined) return inNotation;
    const again = { ...applyTurn(setup, state, turn, index), state: known.outcome.state };
    return remember(known.worded, setup.notation, again, MEMO_SETUPS);
  }
  let worded = false;
  const outcome = applyTurn({ ...setup, notation: watched(setup.notation ?? rawNotation, () => (worded = true)) }, state, turn, index);
  next.push({ index, turn: copied(turn), applied: { outcome, worded: worded ? new Map([[setup.notation, outcome]]) : null } });
  if (next.length > MEMO_NEXT) next.shift();
  return outcome;
}

/** An announcement's slip the target's later salvos may be sized by: a protected hit left out, or hits miscounted. */
function sizingSlip(v: Violation): boolean {
  return v.protectedLeftOut !== undefined || v.miscounted === true;
}

/**
 * Replay a whole record: `states[0]` is the initial state, `states[i + 1]` the state after turn
 * `i`; violations in turn order.
 *
 * @example
 *   replay(setup, []).states.length // 1
 */
export function replay(setup: GameSetup, turns: readonly TurnInput[]): ReplayResult {
  const states: GameState[] = [replayMemo.enabled ? rememberedStart(setup) : initialState(setup)];
  const violations: Violation[] = [];
  const announcements: (Announcement | null)[] = [];
  // Announcements not taken at their word (set aside as found inconsistent, or such that no legal
  // fleet fits them; written but unreadable; not recorded) of a fleet not revealed: by turn, the
  // side that made them, the salvo by its shooter's numbering, and why.
  const aside: { turn: number; target: SideId; shooter: SideId; salvo: number; why: AsideReason }[] = [];
  turns.forEach((turn, i) => {
    const before = states[states.length - 1]!;
    const r = replayMemo.enabled ? rememberedTurn(setup, before, turn, i) : applyTurn(setup, before, turn, i);
    states.push(r.state);
    const target = otherSide(setup.variant, turn.side);
    const why: AsideReason | undefined =
      turn.announcement === null
        ? turn.announcementUnreadable === true
          ? 'unreadable'
          : 'missing'
        : turn.announcementNotEvidence === true || r.violations.some((v) => v.code === 'announcement-inconsistent')
          ? 'wrong'
          : undefined;
    if (!setup.fleets[target] && why !== undefined && turnSides(setup.variant).includes(turn.side)) {
      aside.push({ turn: i, target, shooter: turn.side, salvo: turn.sideSalvo ?? r.state.sides.find((s) => s.side === turn.side)?.salvos ?? 0, why });
    }
    // A size judged by the damage announced, where some of it was not taken at its word: said without crediting it.
    const mine = (v: Violation): typeof aside => aside.filter((a) => a.target === v.side && a.turn < v.turn);
    violations.push(
      ...r.violations.map((v) =>
        v.code === 'salvo-size-not-allowed' && v.owed !== undefined && mine(v).length > 0 && v.message === wordsAllowMessage(v.salvo, v.side, Number(v.recorded), v.owed)
          ? { ...v, message: setAsideMessage(v.salvo, v.side, Number(v.recorded), v.owed, mine(v)) }
          : v,
      ),
    );
    announcements.push(r.announcement);
  });
  // A hit on the hospital left out: the target's salvos sized by the damage as announced after it
  // (until its next such slip) are said with it, where the table went by the announcement as made
  // or the record never shows which reading it took; where the turn order shows the hit was said
  // at the table, each is the wrong salvo size it is by the fleet's damage.
  const last = states[states.length - 1]!;
  const wrongSize: Violation[] = [];
  const said = violations.map((v) => {
    if (!sizingSlip(v) || v.atFault === undefined) return v;
    const target = last.sides.find((s) => s.side === v.atFault);
    const nextSlip = violations.find((w) => sizingSlip(w) && w.atFault === v.atFault && w.turn > v.turn)?.turn ?? Infinity;
    const sized = (target?.sizedAsAnnounced ?? []).filter((z) => z.turn > v.turn && z.turn < nextSlip);
    const slip = target?.leftOutSlips?.find((z) => z.turn === v.turn);
    const shown = slip !== undefined && (slip.reading !== 'open' || slip.crossed !== undefined);
    const reading = shown ? { leftOutReading: { reading: slip.reading, ...(slip.shown !== undefined ? { shown: slip.shown } : {}), ...(slip.crossed !== undefined ? { crossed: slip.crossed } : {}) } } : {};
    if (slip?.reading === 'said') {
      wrongSize.push(...sized.map((z) => z.breach));
      return { ...v, ...reading };
    }
    return sized.length > 0 ? { ...v, ...reading, sizedAsAnnounced: sized } : { ...v, ...reading };
  });
  return { states, violations: sortViolations([...said, ...wrongSize]), announcements };
}

/**
 * The problems of an announcement, a repeat's "sunk" at a cell of no ship sunk before
 * (`TurnInput.sunkNotBefore`) saying so too: not the sinking said again, as every legal fleet
 * fitting the announcements before has it.
 */
function notSunkBefore(variant: Variant, problems: AnnouncementProblem[], ann: Announcement, cells: readonly number[], notSunk: readonly number[], notation: Notation): AnnouncementProblem[] {
  if (notSunk.length === 0 || ann.kind !== 'per-shot') return problems;
  return problems.map((p) => {
    if (p.parts.kind !== 'repeat') return p;
    const i = p.parts.shot === undefined ? 0 : p.parts.shot - 1;
    const classId = ann.shots[i]?.classId;
    if (!notSunk.includes(cells[i]!) || ann.shots[i]?.result !== 'sunk') return p;
    const named = classId === undefined ? '' : inSentence(notation.className(classId));
    const one = variant.fleet.find((c) => c.id === classId)?.count === 1;
    const ship = classId === undefined ? 'a ship' : `${one ? 'the' : /^[aeiou]/i.test(named) ? 'an' : 'a'} ${named}`;
    const text = `${p.text}; nor is it a sinking said again: no legal fleet fitting the announcements before it has ${p.parts.cell} in ${ship} sunk before`;
    return { ...p, text, parts: { ...p.parts, notSunkBefore: classId === undefined ? {} : { cls: notation.className(classId) } } };
  });
}
