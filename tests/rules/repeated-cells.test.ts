/**
 * A salvo naming cells fired at before, or the same cell twice, against an independent reading
 * of the salvos: each such cell listed once, in the salvo's order, and whether the breach is a
 * cell fired at again (nothing expected), named twice only (`each cell once in a salvo`), or both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGame } from '../../src/rules/check.js';
import type { GameSetup, TurnInput } from '../../src/rules/types.js';
import { makeVariant } from '../helpers/make-variant.js';
import { hit, miss, shots, sunk, turn } from './build.js';

const SIZE = 3;
const variant = makeVariant({
  turns: { ...makeVariant().turns, salvo: { kind: 'constant', shots: SIZE } },
});
const setup: GameSetup = { variant, fleets: {} };
const allMiss = shots(...Array.from({ length: SIZE }, () => miss));

describe('repeated cells', () => {
  it('lists each repeated cell once and tells a cell fired again from one named twice', () => {
    const kinds = new Set<string>();
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { minLength: SIZE, maxLength: SIZE }), { minLength: 1, maxLength: 4 }), (blueSalvos) => {
        // Blue fires at a few cells only; red, in between, at fresh cells of its own.
        const turns: TurnInput[] = [];
        blueSalvos.forEach((cells, k) => {
          turns.push(turn('blue', cells, allMiss));
          turns.push(turn('red', [50 + SIZE * k, 51 + SIZE * k, 52 + SIZE * k], allMiss));
        });
        const found = checkGame(setup, turns).filter((v) => v.code === 'repeated-cell');
        const before = new Set<number>();
        blueSalvos.forEach((cells, k) => {
          const seen = new Set<number>();
          const repeated: number[] = [];
          for (const c of cells) {
            if ((before.has(c) || seen.has(c)) && !repeated.includes(c)) repeated.push(c);
            seen.add(c);
          }
          const v = found.find((x) => x.turn === 2 * k);
          for (const c of cells) before.add(c);
          if (repeated.length === 0) {
            expect(v).toBeUndefined();
            return;
          }
          expect(v?.side).toBe('blue');
          expect(v!.cells).toEqual(repeated);
          expect(v!.recorded).toBe(repeated.join(', '));
          const earlier = blueSalvos.slice(0, k).flat();
          const again = repeated.some((c) => earlier.includes(c));
          const twice = repeated.some((c) => !earlier.includes(c));
          kinds.add(again && twice ? 'both' : again ? 'again' : 'twice');
          // Named twice only: each cell once is what was expected; fired again: nothing to expect.
          expect(v!.expected).toBe(again ? undefined : 'each cell once in a salvo');
          expect(v!.message.includes('or named twice')).toBe(again && twice);
        });
        expect(found.length).toBe(new Set(found.map((v) => v.turn)).size);
      }),
      { seed: 20261202, numRuns: 300 },
    );
    expect([...kinds].sort()).toEqual(['again', 'both', 'twice']);
  });
});

describe('what is announced for a cell fired at again', () => {
  // Blue fires at cells 0..SIZE-1, then again with cell 0 among new ones; red between, at fresh cells.
  const again = [0, 10, 11];
  const game = (first: typeof miss, repeat: typeof miss): TurnInput[] => [
    turn('blue', [0, 1, 2], shots(first, miss, miss)),
    turn('red', [50, 51, 52], allMiss),
    turn('blue', again, shots(repeat, miss, miss)),
  ];

  it('a hit on it where it missed is no announcement any fleet gives: a repeat hits nothing new', () => {
    const found = checkGame(setup, game(miss, hit())).filter((v) => v.code === 'announcement-inconsistent');
    expect(found.map((v) => v.turn)).toEqual([2]);
    expect(found[0]!.message).toContain(`shot 1: #${again[0]!} was fired at before`);
  });

  it('a hit on it where it hit is read as a miss, part of the repeat: one breach, not also the announcement', () => {
    const found = checkGame(setup, game(hit(), hit()));
    expect(found.map((v) => [v.code, v.turn])).toEqual([['repeated-cell', 2]]);
    expect(found[0]!.announcedHit).toEqual([again[0]!]);
  });

  it('a sunk on it claims a sinking now: the announcement is a breach of its own', () => {
    const found = checkGame(setup, game(hit(), sunk()));
    expect(found.map((v) => v.code).sort()).toEqual(['announcement-inconsistent', 'repeated-cell']);
    expect(found.find((v) => v.code === 'repeated-cell')!.announcedHit).toBeUndefined();
  });

  it('a miss on it is what it is owed', () => {
    for (const first of [miss, hit()]) {
      expect(checkGame(setup, game(first, miss)).filter((v) => v.code.startsWith('announcement'))).toEqual([]);
    }
  });
});
