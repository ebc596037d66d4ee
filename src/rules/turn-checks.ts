/**
 * The checks on a turn before it is applied: turn order (game over, shot limit reached, skipped
 * turn, out of turn), its cells (off the board, repeated), and its size (owed, shot limit, and
 * what a legal size tells about the shooter's own hidden fleet). Each returns the violations it
 * finds; the engine (engine.ts) decides what the turn then does to the state.
 *
 * @example
 *   cellViolations(variant, blueState, place, [7, 7]) // one `repeated-cell` violation
 */
import { singleShots, type Variant } from '../variant/model.js';
import { possessive } from '../core/possessive.js';
import type { FleetStatus } from './fleet-status.js';
import { formatRange } from './range.js';
import { owedAsAnnounced, owedShots } from './salvo-size.js';
import { learnFromSalvoSize } from './size-evidence.js';
import { owedWhy } from './owed-why.js';
import type { GameSetup, GameState, SideId, SideState, SizedAsAnnounced, TurnInput, Violation } from './types.js';
import { violation, type TurnPlace } from './violations.js';

const shots = (n: number): string => `${n} shot${n === 1 ? '' : 's'}`;

/**
 * May the side fire now? `breach` when it may not (game over, no shots left, skipped turn, the
 * other side's turn); `limitReported` when the breach is the shot limit (then the size is not
 * checked again).
 */
export function orderViolations(
  variant: Variant,
  state: GameState,
  me: SideState,
  place: TurnPlace,
  turn: TurnInput,
): { violations: Violation[]; breach: boolean; limitReported: boolean } {
  const n = turn.cells.length + (turn.offBoardCells ?? 0);
  if (state.over) {
    return {
      violations: [violation('after-game-end', place, `${me.side} fired salvo ${place.salvo} after the game had ended`, { expected: 'no salvo', recorded: shots(n) })],
      breach: true,
      limitReported: false,
    };
  }
  if (me.shotsLeft === 0) {
    return {
      violations: [
        violation('shot-limit', place, `${me.side} fired salvo ${place.salvo} with no shots left under the limit of ${variant.turns.shotLimit}`, { expected: '0 shots', recorded: String(n) }),
      ],
      breach: true,
      limitReported: true,
    };
  }
  if (turn.side === state.next || turn.side === state.alternativeNext) return { violations: [], breach: false, limitReported: false };
  const v =
    turn.side === state.skipping
      ? violation('penalty-ignored', place, `${me.side} fired salvo ${place.salvo} in the turn it had to skip for hitting a protected ship`, {
          expected: `${state.next ?? 'nobody'} to fire`,
          recorded: me.side,
        })
      : violation('out-of-turn', place, `${me.side} fired salvo ${place.salvo}, but it was ${possessive(state.next ?? 'nobody', 'turn')}`, { expected: state.next ?? 'nobody', recorded: me.side });
  return { violations: [v], breach: true, limitReported: false };
}

/** Cells off the board, and cells fired at before (earlier, or twice in this salvo). */
export function cellViolations(variant: Variant, me: SideState, place: TurnPlace, cells: readonly number[]): Violation[] {
  const out: Violation[] = [];
  const total = variant.board.rows * variant.board.columns;
  const onBoard = (c: number): boolean => Number.isInteger(c) && c >= 0 && c < total;
  const off = cells.filter((c) => !onBoard(c));
  if (off.length > 0) {
    out.push(
      violation('cell-off-board', place, `salvo ${place.salvo} of ${me.side}: ${off.length} cell${off.length === 1 ? '' : 's'} off the ${variant.board.rows}×${variant.board.columns} board`, {
        cells: off,
        recorded: off.join(', '),
      }),
    );
  }
  const firedBefore = new Set(me.cellsFired);
  const seen = new Set<number>();
  const repeated: number[] = [];
  for (const c of cells) {
    if (!onBoard(c)) continue;
    if ((firedBefore.has(c) || seen.has(c)) && !repeated.includes(c)) repeated.push(c);
    seen.add(c);
  }
  if (repeated.length > 0) {
    // Fired at in an earlier salvo, or only named twice in this one: the two say different things.
    const again = repeated.some((c) => firedBefore.has(c));
    const twice = repeated.some((c) => !firedBefore.has(c));
    const some = repeated.length === 1 ? 'a cell' : 'cells';
    const what = again && twice ? `fires again at cells already fired at or named twice in it` : again ? `fires again at ${some} already fired at` : `names ${some} twice`;
    out.push(
      violation('repeated-cell', place, `${possessive(me.side, `salvo ${place.salvo}`, '')} ${what}`, {
        cells: repeated,
        recorded: repeated.join(', '),
        ...(again ? {} : { expected: 'each cell once in a salvo' }),
      }),
    );
  }
  return out;
}

/** A salvo size outside the range the announced damage allows, as `sizeCheck` says it. */
export function wordsAllowMessage(salvo: number, side: SideId, n: number, owed: { readonly min: number; readonly max: number }): string {
  return `${possessive(side, `salvo ${salvo}`, '')} has ${shots(n)}; the damage ${side} announced allows ${formatRange(owed)}`;
}

/**
 * The words for a salvo recorded without its announcement (`what`: the salvo, e.g. "salvo 2 of
 * red", "red's salvo"), as every report says them: check's `announcement-missing`, and the sizes
 * judged without it, by check, record and play alike.
 */
export function noAnnouncementWords(what: string): string {
  return `no announcement recorded for ${what}`;
}

/** Why an announcement a size does not rest on was not taken at its word (see `setAsideMessage`). */
export type AsideReason = 'wrong' | 'unreadable' | 'missing';

/**
 * The same, where announcements of `side` were not taken at their word before it (`aside`: the
 * salvos, by their shooter's numbering, whose announcement was set aside as wrong (`wrong`: found
 * inconsistent, or such that no legal fleet fits it), was written but could not be read
 * (`unreadable`), or was not recorded (`missing`)): those salvos are taken as having hit anything,
 * so the range does not rest on what was announced for them, and the message says what it rests
 * on rather than crediting it to the announced damage.
 */
export function setAsideMessage(
  salvo: number,
  side: SideId,
  n: number,
  owed: { readonly min: number; readonly max: number },
  aside: readonly { readonly shooter: SideId; readonly salvo: number; readonly why?: AsideReason }[],
): string {
  const shooter = aside[0]!.shooter;
  const clause = (why: AsideReason): string | undefined => {
    const nums = aside.filter((a) => (a.why ?? 'wrong') === why).map((a) => a.salvo);
    if (nums.length === 0) return undefined;
    const one = nums.length === 1;
    if (why === 'missing') return noAnnouncementWords(`salvo${one ? '' : 's'} ${nums.join(', ')} of ${shooter}`);
    // As every other report names an announcement: "red's announcement for blue's salvo 1".
    return `${possessive(side, `announcement${one ? '' : 's'}`)} for ${possessive(shooter, `salvo${one ? '' : 's'} ${nums.join(', ')}`, '')} ${why === 'wrong' ? 'set aside as wrong' : 'unreadable'}`;
  };
  const said = (['wrong', 'unreadable', 'missing'] as const).map(clause).filter((c): c is string => c !== undefined);
  const one = aside.length === 1;
  return `${possessive(side, `salvo ${salvo}`, '')} has ${shots(n)}; ${side} may be owed ${formatRange(owed)}, with ${said.join(' and ')} (${one ? 'that salvo' : 'those salvos'} may have hit anything)`;
}

/**
 * Is the salvo the size the side is owed (the shot limit and fresh cells applied)? A legal size
 * also narrows the shooter's own hidden fleet (unless `learn` is false); `fleet` is the shooter's
 * fleet status after that.
 */
export function sizeCheck(setup: GameSetup, state: GameState, me: SideState, place: TurnPlace, n: number, learn = true): { violations: Violation[]; fleet: FleetStatus; sized?: SizedAsAnnounced } {
  const variant = setup.variant;
  const out: Violation[] = [];
  const owed = owedShots(setup, state, me.side);
  const fresh = variant.board.rows * variant.board.columns - me.cellsFired.length;
  const cap = me.shotsLeft === null ? fresh : Math.min(fresh, me.shotsLeft);
  let fleet: FleetStatus = me;
  let sized: SizedAsAnnounced | undefined;
  if (me.shotsLeft !== null && n > me.shotsLeft) {
    out.push(
      violation('shot-limit', place, `${possessive(me.side, `salvo ${place.salvo}`, '')} has ${shots(n)}, but only ${me.shotsLeft} ${me.shotsLeft === 1 ? 'is' : 'are'} left under the limit of ${variant.turns.shotLimit}`, {
        expected: `at most ${me.shotsLeft}`,
        recorded: String(n),
      }),
    );
  } else if (n < owed.min || n > owed.max) {
    const exactSize = owed.min === owed.max;
    // How the shots owed come about, where the side is owed fewer than its full salvo.
    const why = exactSize ? owedWhy(setup, state, me.side) : undefined;
    const breach = violation(
      exactSize ? 'wrong-salvo-size' : 'salvo-size-not-allowed',
      place,
      // A game of single shots: a line of several cells (or none) is not one shot, as its players say it.
      exactSize && singleShots(variant) && owed.min === 1 && why === undefined
        ? `${possessive(me.side, `salvo ${place.salvo}`, '')} names ${n === 0 ? 'no cell' : `${n} cells`}; one is fired at a time`
        : exactSize
          ? `${possessive(me.side, `salvo ${place.salvo}`, '')} has ${shots(n)}; ${me.side} was owed ${owed.min}`
          : wordsAllowMessage(place.salvo, me.side, n, owed),
      { expected: formatRange(owed), recorded: String(n), owed: { min: owed.min, max: owed.max }, ...(why !== undefined ? { owedWhy: why } : {}) },
    );
    // Sized by the damage as announced, hits on the hospital left out: the announcement's slip,
    // unless the turn order shows the hit was said at the table (`replay` settles it).
    const table = owedAsAnnounced(setup, state, me.side);
    if (table !== null && n >= table.min && n <= table.max) sized = { turn: place.turn, salvo: place.salvo, shots: n, owed: { min: owed.min, max: owed.max }, breach };
    else out.push(breach);
  } else if (!me.fleetKnown && learn) {
    // A legal size tells about the shooter's own hidden fleet (see size-evidence.ts).
    const narrowed = learnFromSalvoSize(variant, me, n, cap);
    if (narrowed) fleet = narrowed;
    else {
      out.push(
        violation('salvo-size-not-allowed', place, `${possessive(me.side, `salvo ${place.salvo}`, '')} has ${shots(n)}, which no damage fits together with ${possessive(me.side, 'earlier announcements and salvo sizes')}`, {
          expected: formatRange(owed),
          recorded: String(n),
          owed: { min: owed.min, max: owed.max },
        }),
      );
    }
  }
  return sized !== undefined ? { violations: out, fleet, sized } : { violations: out, fleet };
}
