/**
 * A long record for play's tests and benchmark: the first `kept` turns of a seeded random game of
 * `variant` as record text (sides Ann and Bob, no fleets shown), and the turns after them to type.
 *
 * @example
 *   const { text, rest } = longRecord(await loadVariant('statki-15', { cwd }), 7, 400);
 */
import { writeRecord } from '../../src/record/write.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { RandomGame } from '../../src/rules/types.js';
import type { Variant } from '../../src/variant/model.js';

export function longRecord(variant: Variant, seed: number, kept: number): { readonly text: string; readonly rest: RandomGame['turns'] } {
  const game = playRandomGame(variant, seed);
  const text = writeRecord(
    {
      variant: variant.id,
      sides: [
        { id: variant.turns.sides[0].id, player: 'Ann' },
        { id: variant.turns.sides[1].id, player: 'Bob' },
      ],
      fleets: {},
      salvos: game.turns.slice(0, kept).map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })),
    },
    variant,
  );
  return { text, rest: game.turns.slice(kept) };
}
