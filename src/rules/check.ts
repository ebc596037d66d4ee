/**
 * The referee's full report on a game: every breach of the rules, the fleet layouts included
 * (each revealed layout checked by the core's `checkLayout`), sorted by turn, layouts first.
 * This is the engine side of `salvo check`; the command formats the list and exits 1 when it is
 * not empty.
 *
 * @example
 *   checkGame(setup, turns) // [] for a clean game
 */
import { checkLayout } from '../core/layout.js';
import { possessive } from '../core/possessive.js';
import { replay } from './engine.js';
import type { GameSetup, TurnInput, Violation } from './types.js';
import { sortViolations, violation } from './violations.js';

/** Every breach in the fleet layouts of the setup (turn -1, salvo 0). */
export function fleetViolations(setup: GameSetup): Violation[] {
  const out: Violation[] = [];
  for (const side of setup.variant.turns.sides) {
    const layout = setup.fleets[side.id];
    if (!layout) continue;
    for (const d of checkLayout(layout, setup.variant)) {
      out.push(
        violation('illegal-fleet', { turn: -1, side: side.id, salvo: 0 }, `${possessive(side.id, 'fleet')}: ${d.message}`, {
          recorded: d.code,
          ...(d.suggestion ? { expected: d.suggestion } : {}),
        }),
      );
    }
  }
  return out;
}

/**
 * Every breach of the rules in the game: illegal fleet layouts, then each turn's breaches in
 * record order.
 *
 * @example
 *   checkGame(setup, [{ side: 'red', cells: [0], announcement: null }])[0]?.code // 'out-of-turn'
 */
export function checkGame(setup: GameSetup, turns: readonly TurnInput[]): Violation[] {
  return sortViolations([...fleetViolations(setup), ...replay(setup, turns).violations]);
}
