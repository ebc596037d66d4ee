/**
 * What a firing strategy sees and what it must do: given the variant, what its side has learnt
 * about the enemy (its own salvos and the announcements they drew) and the number of shots it is
 * owed, name that many distinct cells it has not fired at yet. Strategies never see the enemy
 * fleet; the simulator (./simulate.ts) asks the rules engine for the true announcements.
 *
 * @example
 *   const cells = strategy.chooseSalvo({ variant, evidence, fired, shots: 3 }, createRng(1));
 */
import type { Rng } from '../../core/rng.js';
import type { Variant } from '../../variant/model.js';
import type { Evidence } from '../posterior.js';

export type StrategyId = 'advisor' | 'density' | 'hunt' | 'random';

export const STRATEGY_IDS: readonly StrategyId[] = ['advisor', 'density', 'hunt', 'random'];

export interface ShooterView {
  readonly variant: Variant;
  /** This side's salvos at the enemy so far, with the enemy's announcements. */
  readonly evidence: Evidence;
  /** Cells this side has already fired at. */
  readonly fired: ReadonlySet<number>;
  /** Shots owed for this salvo (at most the number of cells not yet fired at). */
  readonly shots: number;
  /** `evidenceKey(evidence)` when the caller keeps it (../posterior.ts); it must be exactly that. */
  readonly evidenceKey?: string;
}

export interface Strategy {
  readonly id: StrategyId;
  /** A short description for reports ("greedy top-k of the exact posterior", …). */
  readonly description: string;
  /** `view.shots` distinct cells not in `view.fired`, in firing order. */
  chooseSalvo(view: ShooterView, rng: Rng): number[];
}

/** The cells of the board not fired at yet, increasing. */
export function unfiredCells(view: Pick<ShooterView, 'variant' | 'fired'>): number[] {
  const total = view.variant.board.rows * view.variant.board.columns;
  const out: number[] = [];
  for (let c = 0; c < total; c++) if (!view.fired.has(c)) out.push(c);
  return out;
}
