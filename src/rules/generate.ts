/**
 * Random legal games, for property tests and the later simulator: both fleets laid out at random
 * (`randomLayout`), then each side in turn fires a salvo of exactly the size it is owed at cells
 * it has not fired at yet, chosen uniformly, and the announcement is the true one. The game runs
 * until it ends (a fleet sunk, or no side able to fire) or `maxTurns`. A fleet that cannot be placed
 * is refused before any drawing, with the diagnostic `variant check` gives it (`fleet-does-not-fit`,
 * naming the class that cannot lie anywhere when one alone is the trouble).
 *
 * @example
 *   const { setup, turns } = playRandomGame(variant, 7);
 *   checkGame(setup, turns) // []
 */
import { randomLayout } from '../core/random-layout.js';
import { SalvoError } from '../core/diagnostics.js';
import { createRng, randomInt } from '../core/rng.js';
import { fleetFitProblem } from '../variant/fit.js';
import type { Variant } from '../variant/model.js';
import { trueAnnouncement } from './announce.js';
import { applyTurn, initialState, nextToFire } from './engine.js';
import { owedShots } from './salvo-size.js';
import type { GameSetup, RandomGame, RandomGameOptions, TurnInput } from './types.js';

/**
 * Play a random legal game of `variant` from `seed` (the same game on every machine).
 *
 * @example
 *   playRandomGame(morskoyBoy, 'demo', { maxTurns: 20 }).turns.length // ≤ 20
 */
export function playRandomGame(variant: Variant, seed: number | string, opts: RandomGameOptions = {}): RandomGame {
  const [a, b] = variant.turns.sides;
  // Settled once, as variant check settles it: a fleet with no legal layout is said as such (which
  // class, which board, which spacing), not met as the first side's layout search failing. A fit
  // the bounded search leaves open is left to randomLayout, whose own search goes further.
  const misfit = fleetFitProblem(variant);
  if (misfit?.severity === 'error') {
    const { code, message, suggestion, parts } = misfit;
    throw new SalvoError({ severity: 'error', code, message, suggestion, parts, ...(/[\\/.]/u.test(variant.source) ? { file: variant.source } : {}) });
  }
  const fleets = { [a.id]: randomLayout(variant, `${seed}:${a.id}`), [b.id]: randomLayout(variant, `${seed}:${b.id}`) };
  const setup: GameSetup = { variant, fleets };
  const rng = createRng(`${seed}:salvos`);
  const total = variant.board.rows * variant.board.columns;
  const limit = opts.maxTurns ?? Infinity;
  const turns: TurnInput[] = [];
  let state = initialState(setup);
  while (turns.length < limit) {
    const side = nextToFire(state);
    if (side === null) break;
    const shooter = state.sides.find((s) => s.side === side)!;
    const fired = new Set(shooter.cellsFired);
    const open: number[] = [];
    for (let c = 0; c < total; c++) if (!fired.has(c)) open.push(c);
    const owed = owedShots(setup, state, side).min;
    if (owed === 0 || open.length < owed) break;
    const cells: number[] = [];
    for (let k = 0; k < owed; k++) {
      const j = k + randomInt(rng, open.length - k);
      const t = open[k]!;
      open[k] = open[j]!;
      open[j] = t;
      cells.push(open[k]!);
    }
    const turn: TurnInput = { side, cells, announcement: trueAnnouncement(setup, state, side, cells) };
    turns.push(turn);
    state = applyTurn(setup, state, turn, turns.length - 1).state;
  }
  return { setup: opts.hideFleets ? { variant, fleets: {} } : setup, turns };
}
