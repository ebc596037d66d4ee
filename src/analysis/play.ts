/**
 * One simulated game, driven by the rules engine: fleets drawn at random, each side firing with
 * its strategy the number of shots the engine says it is owed, the engine's true announcements
 * fed back to the shooter, until the engine declares the game over. Turn order, salvo sizes,
 * penalties, the shot limit and the end of the game are all the engine's.
 *
 * Two modes:
 * - `match`: both sides fire in the variant's turn order. The game's length, its winner and the
 *   winner's shots to sink the enemy fleet are recorded.
 * - `solo`: only the first side fires, unopposed, until the enemy fleet is sunk (or its shot
 *   limit runs out): the "shots to sink the whole fleet" that published strategy figures
 *   measure. The turns are applied as `forced`, so the engine keeps its books although the other
 *   side never fires.
 *
 * Everything is drawn from the game's seed, so a game is the same wherever it is played.
 *
 * @example
 *   playGame({ variant, strategies: [advisor, hunt], mode: 'match', seed: 'S:17' })
 *   // { winner: 'blue', salvos: 81, shots: 81, sideShots: [41, 40], shotsToSink: 41 }
 */
import type { FleetLayout } from '../core/layout-types.js';
import { randomLayout } from '../core/random-layout.js';
import { createRng } from '../core/rng.js';
import { otherSide, trueAnnouncement } from '../rules/announce.js';
import { applyTurn, initialState, nextToFire } from '../rules/engine.js';
import { owedShots } from '../rules/salvo-size.js';
import type { GameSetup, GameState, TurnInput } from '../rules/types.js';
import type { SideId, Variant } from '../variant/model.js';
import { EvidenceKeyBuilder, type OwnSalvoSize, type SalvoEvidence } from './posterior.js';
import type { Strategy } from './strategies/types.js';

export type SimulationMode = 'match' | 'solo';

/** Draws a legal fleet for a side from a seed. */
export type FleetSource = (variant: Variant, seed: string) => FleetLayout;

/** The core's random layouts (each ship uniform among the positions left; not uniform over layouts). */
export const randomLayoutSource: FleetSource = (variant, seed) => randomLayout(variant, seed);

export interface GameSpec {
  readonly variant: Variant;
  /** Strategies of the two sides, in `variant.turns.sides` order. */
  readonly strategies: readonly [Strategy, Strategy];
  readonly mode: SimulationMode;
  readonly seed: string;
  readonly fleets?: FleetSource;
  /** Hears of every salvo as it is fired (progress within long games). */
  readonly onSalvo?: () => void;
}

export interface GameRow {
  /** Winner's side id; null for a draw or an unfinished solo game. */
  readonly winner: SideId | null;
  /** Salvos fired in the game (both sides in a match). */
  readonly salvos: number;
  /** Shots fired in the game (both sides in a match). */
  readonly shots: number;
  /** Shots fired by each side, in `variant.turns.sides` order. */
  readonly sideShots: readonly [number, number];
  /** Match: the winner's shots. Solo: the shooter's shots until the fleet sank. Null if it never sank. */
  readonly shotsToSink: number | null;
}

interface SideBook {
  /** This side's salvos at the enemy, with the announcements. */
  readonly salvos: SalvoEvidence[];
  /** The enemy's salvo sizes, as this side saw them (evidence about the enemy's damage). */
  readonly sizes: OwnSalvoSize[];
  readonly fired: Set<number>;
  /** `evidenceKey` of `salvos` and `sizes`, kept as they grow. */
  readonly keys: EvidenceKeyBuilder;
}

/** Play one game; see the module note. Throws if the engine reports a breach (a strategy bug). */
export function playGame(spec: GameSpec): GameRow {
  const { variant, mode, seed } = spec;
  const sides = variant.turns.sides.map((s) => s.id) as [SideId, SideId];
  const source = spec.fleets ?? randomLayoutSource;
  const setup: GameSetup = { variant, fleets: { [sides[0]]: source(variant, `${seed}:${sides[0]}`), [sides[1]]: source(variant, `${seed}:${sides[1]}`) } };
  const rngs = sides.map((s) => createRng(`${seed}:${s}:shots`));
  const books: SideBook[] = sides.map(() => ({ salvos: [], sizes: [], fired: new Set<number>(), keys: new EvidenceKeyBuilder() }));
  const total = variant.board.rows * variant.board.columns;
  const soloShooter = variant.turns.first;
  let state: GameState = initialState(setup);
  let salvos = 0;
  for (let guard = 0; guard < 4 * total + 8; guard++) {
    const side = mode === 'solo' ? (state.over ? null : soloShooter) : nextToFire(state);
    if (side === null) break;
    const si = sides.indexOf(side);
    const book = books[si]!;
    const owed = Math.min(owedShots(setup, state, side).min, total - book.fired.size);
    if (owed <= 0) break;
    const cells = spec.strategies[si]!.chooseSalvo(
      { variant, evidence: { salvos: book.salvos, ownSalvoSizes: book.sizes }, fired: book.fired, shots: owed, evidenceKey: book.keys.key() },
      rngs[si]!,
    );
    const announcement = trueAnnouncement(setup, state, side, cells);
    if (announcement === null) throw new Error('simulation: the target fleet is unknown');
    const turn: TurnInput = mode === 'solo' ? { side, cells, announcement, forced: true } : { side, cells, announcement };
    const outcome = applyTurn(setup, state, turn);
    const breaches = outcome.violations.filter((v) => mode === 'match' || (v.code !== 'out-of-turn' && v.code !== 'penalty-ignored'));
    if (breaches.length > 0) throw new Error(`simulation: ${spec.strategies[si]!.id} broke a rule: ${breaches[0]!.message}`);
    state = outcome.state;
    salvos++;
    spec.onSalvo?.();
    const fired: SalvoEvidence = { cells, announcement };
    book.salvos.push(fired);
    book.keys.addSalvo(fired);
    for (const c of cells) book.fired.add(c);
    // The enemy learns this salvo's size (it betrays this side's damage or guns), unless it
    // tells nothing: the full salvo of a constant salvo size, which every fleet owes alike (as
    // in Морской бой). Leaving those out makes the same shots the same evidence whatever the
    // other side did, so the advisor's memo table serves both sides' openings.
    const limited = variant.turns.shotLimit !== null && state.sides[si]!.shotsLeft === 0;
    const policy = variant.turns.salvo;
    const other = books[1 - si]!;
    if (limited || policy.kind !== 'constant' || policy.shots !== cells.length) {
      const size: OwnSalvoSize = limited ? { afterSalvo: other.salvos.length, shots: cells.length, limited } : { afterSalvo: other.salvos.length, shots: cells.length };
      other.sizes.push(size);
      other.keys.addOwnSalvoSize(size);
    }
    if (mode === 'solo' && state.sides[1 - si]!.defeated === 'yes') break;
  }
  const sideShots: [number, number] = [books[0]!.fired.size, books[1]!.fired.size];
  let winner: SideId | null = null;
  let shotsToSink: number | null = null;
  if (mode === 'solo') {
    const si = sides.indexOf(soloShooter);
    if (state.sides[1 - si]!.defeated === 'yes') {
      winner = soloShooter;
      shotsToSink = sideShots[si]!;
    }
  } else if (state.result && 'winner' in state.result) {
    winner = state.result.winner;
    const target = otherSide(variant, winner);
    if (state.sides[sides.indexOf(target)]!.defeated === 'yes') shotsToSink = sideShots[sides.indexOf(winner)]!;
  }
  return { winner, salvos, shots: sideShots[0] + sideShots[1], sideShots, shotsToSink };
}
