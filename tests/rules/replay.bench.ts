/**
 * Speed of the referee: replaying a random legal game with the fleets known (exact) and hidden
 * (ranges learned from the announcements), for the seed-like variants.
 */
import { bench, describe } from 'vitest';
import { replay } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { jutland, morskoyBoy, perelman } from './variants.js';

for (const variant of [perelman, jutland, morskoyBoy]) {
  const game = playRandomGame(variant, 1);
  describe(`replay a ${variant.id} game of ${game.turns.length} turns`, () => {
    bench('fleets known', () => {
      replay(game.setup, game.turns);
    });
    bench('fleets hidden', () => {
      replay({ variant, fleets: {} }, game.turns);
    });
  });
}

describe('generate', () => {
  bench('playRandomGame (Морской бой)', () => {
    playRandomGame(morskoyBoy, 2);
  });
});
