/**
 * Messages of the variant checks that tests did not read: the board a fleet does not fit names
 * its diagonals, and a did-you-mean guesses only within a third of the word's length.
 */
import { describe, expect, it } from 'vitest';
import { fleetFitProblem } from '../../src/variant/fit.js';
import { didYouMean, editDistance } from '../../src/variant/suggest.js';
import { makeVariant, shipClass } from '../helpers/make-variant.js';

describe('fleetFitProblem', () => {
  it('says the diagonals were allowed where they were, and only there', () => {
    const fleet = [shipClass('two', 2, { count: 4 })];
    const straight = fleetFitProblem(makeVariant({ rows: 3, columns: 4, fleet, placement: { diagonal: false, spacing: 'no-contact' } }));
    const diagonal = fleetFitProblem(makeVariant({ rows: 3, columns: 4, fleet, placement: { diagonal: true, spacing: 'no-contact' } }));
    expect(straight?.code).toBe('fleet-does-not-fit');
    expect(straight?.message).toMatch(/on the 4×3 board \(ships may not touch\)$/u);
    expect(diagonal?.message).toMatch(/on the 4×3 board \(ships may not touch, ships may lie diagonally\)$/u);
  });

  it('names no placement rule for one ship longer than any line of the board, diagonals allowed or not', () => {
    const fleet = [shipClass('long', 5)];
    const said = (diagonal: boolean): string | undefined =>
      fleetFitProblem(makeVariant({ rows: 3, columns: 4, fleet, placement: { diagonal, spacing: 'no-contact' } }))?.message;
    expect(said(false)).toBe('fleet: the long (5 cells) cannot lie anywhere on the 4×3 board: no row or column there has more than 4 cells');
    expect(said(true)).toBe(said(false));
  });

  it('does not say the diagonals where no ship can lie so (shapes and one-cell ships), in its parts for Russian and Polish too', () => {
    const plus = shipClass('plus', 5, { kind: 'shape', shape: [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]] });
    const fleet = [plus, shipClass('boat', 1, { count: 3 })];
    const p = fleetFitProblem(makeVariant({ rows: 3, columns: 4, fleet, placement: { diagonal: true, spacing: 'no-contact' } }));
    expect(p?.code).toBe('fleet-does-not-fit');
    expect(p?.message).toBe('fleet: 4 ships (8 cells) cannot all be placed on the 4×3 board (ships may not touch)');
    expect(p?.parts['diagonal']).toBeUndefined();
  });

  it('says the spacing rule in words, as Russian and Polish do, not as its YAML value', () => {
    const said = (spacing: 'may-touch' | 'no-side-contact' | 'no-contact'): string | undefined =>
      fleetFitProblem(makeVariant({ rows: 2, columns: 2, fleet: [shipClass('boat', 1, { count: 5 })], placement: { diagonal: false, spacing } }))?.message;
    expect(said('may-touch')).toBe('fleet: 5 ships (5 cells) cannot all be placed on the 2×2 board (ships may touch)');
    expect(said('no-side-contact')).toBe('fleet: 5 ships (5 cells) cannot all be placed on the 2×2 board (ships may not touch side to side)');
    expect(said('no-contact')).toBe('fleet: 5 ships (5 cells) cannot all be placed on the 2×2 board (ships may not touch)');
  });
});

describe('didYouMean', () => {
  it('guesses a word within a third of its length in edits, and nothing further', () => {
    // Six letters: two edits at most.
    expect(editDistance('abcdef', 'abcdxy')).toBe(2);
    expect(didYouMean('abcdef', ['abcdxy'])).toBe('abcdxy');
    expect(editDistance('abcdef', 'abcxyz')).toBe(3);
    expect(didYouMean('abcdef', ['abcxyz'])).toBeUndefined();
    // Short words get one edit.
    expect(didYouMean('ab', ['xb'])).toBe('xb');
    expect(didYouMean('ab', ['xy'])).toBeUndefined();
  });
});
