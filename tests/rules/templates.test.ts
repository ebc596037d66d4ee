/**
 * The engine on the built-in templates as the variant loader reads them: the opening salvo sizes
 * the seed texts give, and random legal games that check clean with and without the fleets.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { checkGame } from '../../src/rules/check.js';
import { initialState } from '../../src/rules/engine.js';
import { playRandomGame } from '../../src/rules/generate.js';
import { owedShots } from '../../src/rules/salvo-size.js';
import type { Variant } from '../../src/variant/model.js';
import { listTemplates } from '../../src/variant/load.js';

let templates: Map<string, Variant>;

beforeAll(async () => {
  templates = new Map((await listTemplates()).map((t) => [t.id, t.variant]));
});

describe('built-in templates', () => {
  it('open with the salvo sizes of the seed rules', () => {
    const opening = (id: string): number => {
      const variant = templates.get(id)!;
      const setup = { variant, fleets: {} };
      const st = initialState(setup);
      return owedShots(setup, st, variant.turns.first).max;
    };
    expect(opening('perelman')).toBe(3);
    expect(opening('jutland')).toBe(6);
    expect(opening('morskoy-boy')).toBe(1);
    expect(opening('statki')).toBe(1);
  });

  it('random legal games of every template check clean', () => {
    expect(templates.size).toBeGreaterThan(0);
    for (const [id, variant] of templates) {
      for (const seed of [1, 2, 3]) {
        const game = playRandomGame(variant, `${id}-${seed}`);
        expect(checkGame(game.setup, game.turns), `${id} seed ${seed}`).toEqual([]);
        expect(checkGame({ variant, fleets: {} }, game.turns), `${id} seed ${seed}, fleets hidden`).toEqual([]);
      }
    }
  });
});
