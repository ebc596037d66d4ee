/**
 * Two sides with the same player (`salvo new --players Ala,Ala`, or Ala and ala): the player's
 * name names neither side, and the hint says why instead of "did you mean" the name typed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSideOrPlayer, sideNamesHint } from '../../src/record/parse.js';
import type { RecordSide } from '../../src/record/model.js';
import { loadVariant } from '../../src/variant/load.js';
import type { Variant } from '../../src/variant/model.js';

let statki: Variant;
beforeAll(async () => {
  statki = await loadVariant('statki', { cwd: process.cwd() });
});

const SAME: readonly [RecordSide, RecordSide] = [
  { id: 'blue', player: 'Ala' },
  { id: 'red', player: 'ala' },
];

describe('a player named on both sides', () => {
  it('names neither side, whichever way it is written', () => {
    for (const typed of ['Ala', 'ala', 'ALA']) expect(resolveSideOrPlayer(typed, SAME, statki)).toBeUndefined();
    // The sides themselves still resolve.
    expect(resolveSideOrPlayer('red', SAME, statki)).toBe('red');
    expect(resolveSideOrPlayer('blue', SAME, statki)).toBe('blue');
  });

  it('names its side where only one side has it', () => {
    const one: readonly [RecordSide, RecordSide] = [SAME[0], { id: 'red', player: 'Tomek' }];
    expect(resolveSideOrPlayer('ala', one, statki)).toBe('blue');
  });

  it('is said to play both sides, not offered back as a guess', () => {
    const hint = sideNamesHint('Ala', SAME, statki);
    expect(hint.startsWith('Ala is the player of both sides, so name the side: the sides are blue and red;')).toBe(true);
    expect(hint).not.toContain('did you mean');
    // A name near a player's still gets its guess.
    expect(sideNamesHint('Alx', SAME, statki)).toMatch(/^did you mean /u);
  });
});
