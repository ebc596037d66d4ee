/**
 * The `random` strategy: every shot uniformly among the cells not fired at yet. The floor every
 * other strategy is measured against (about 96 shots to sink the classic fleet, median).
 *
 * @example
 *   randomStrategy().chooseSalvo(view, createRng(1)) // view.shots distinct unfired cells
 */
import { shuffleInPlace } from '../../core/rng.js';
import { type Strategy, unfiredCells } from './types.js';

export function randomStrategy(): Strategy {
  return {
    id: 'random',
    description: 'uniform over the cells not fired at yet',
    chooseSalvo(view, rng) {
      const cells = shuffleInPlace(rng, unfiredCells(view));
      return cells.slice(0, Math.min(view.shots, cells.length));
    },
  };
}
