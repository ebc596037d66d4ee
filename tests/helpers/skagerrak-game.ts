/**
 * Random Skagerrak games (examples/variants/skagerrak.yaml: diagonal ships, guns lost to damage,
 * salvos of up to 12 shots, a hospital ship a hit on which costs a turn), as record text, for
 * the tests and benchmarks of `analyze` on a board and fleet whose early positions are costly to
 * count: each a seeded random legal game (rules/generate.ts `playRandomGame`), fleets hidden, the
 * variant named by its file's absolute path so the text reads from any folder.
 *
 * @example
 *   const { text, variant, game } = await skagerrakGame(3);
 *   game.turns.length // the salvos of the whole game (some 30 to 45)
 */
import { resolve } from 'node:path';
import { writeRecord } from '../../src/record/write.js';
import { playRandomGame } from '../../src/rules/generate.js';
import type { RandomGame } from '../../src/rules/types.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

/** The variant file, absolute. */
export const SKAGERRAK_FILE = resolve(import.meta.dirname, '../../examples/variants/skagerrak.yaml');

/** The Skagerrak variant, loaded from its file. */
export function loadSkagerrak(): Promise<Variant> {
  return loadVariant(SKAGERRAK_FILE, { cwd: process.cwd() });
}

/**
 * The game of `seed` (its first `turns` salvos, else the whole game) as record text (sides Ann
 * and Bob, no fleets shown), with the variant and the game it was cut from.
 */
export async function skagerrakGame(seed: number | string, turns?: number): Promise<{ readonly text: string; readonly variant: Variant; readonly game: RandomGame }> {
  const variant = await loadSkagerrak();
  const game = playRandomGame(variant, seed);
  const kept = turns === undefined ? game.turns : game.turns.slice(0, turns);
  const text = writeRecord(
    {
      variant: SKAGERRAK_FILE,
      sides: [
        { id: variant.turns.sides[0].id, player: 'Ann' },
        { id: variant.turns.sides[1].id, player: 'Bob' },
      ],
      fleets: {},
      salvos: kept.map((t) => ({ side: t.side, cells: t.cells, announcement: t.announcement })),
    },
    variant,
  );
  return { text, variant, game };
}
