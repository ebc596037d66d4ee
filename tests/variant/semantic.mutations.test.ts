/**
 * Semantic checks of a variant's salvo settings at their edges (found by a mutation round): damage
 * steps that repeat a threshold, a salvo of exactly as many shots as the board has cells, and a
 * last step reached only by hits on protected ships that count as damage.
 */
import { describe, expect, it } from 'vitest';
import { validateVariant } from '../../src/variant/validate.js';

const WORDS = { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' };
const base = { id: 'm', languages: ['en'], name: 'M', board: { rows: 5, columns: 5 }, fleet: [{ id: 'a', name: 'A', size: 3 }, { id: 'b', name: 'B', size: 2, protected: true }], words: { en: WORDS } };

/** Codes of the errors, else of the warnings, of the variant with these turns. */
function codes(turns: object): string[] {
  const r = validateVariant({ ...base, turns });
  return r.ok ? r.warnings.map((d) => d.code) : r.diagnostics.map((d) => d.code);
}

describe('damage steps', () => {
  it('refuses a threshold given twice: they must rise', () => {
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 2, shots: 1 }] } })).toContain('salvo-steps');
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 3, shots: 1 }] } })).not.toContain('salvo-steps');
  });

  it('reaches a step at every cell of the fleet where protected hits count (the default), not where they do not', () => {
    // Five cells in all, two of them the protected ship's.
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 5, shots: 1 }] } })).not.toContain('salvo-step-unreachable');
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 5, shots: 1 }], countProtected: false } })).toContain('salvo-step-unreachable');
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 3, shots: 1 }], countProtected: false } })).not.toContain('salvo-step-unreachable');
  });
});

describe('a salvo as large as the board', () => {
  it('is warned of: its first salvo fires at every cell', () => {
    expect(codes({ salvo: { kind: 'constant', shots: 25 } })).toContain('salvo-larger-than-board');
    expect(codes({ salvo: { kind: 'constant', shots: 24 } })).not.toContain('salvo-larger-than-board');
  });
});

describe('a shape in pieces', () => {
  const said = (shape: number[][]): string => {
    const r = validateVariant({ ...base, fleet: [{ id: 'a', name: 'A', shape }] });
    if (r.ok) throw new Error('the shape was taken');
    return r.diagnostics.find((d) => d.code === 'shape-disconnected')!.message;
  };

  it('says cells meeting at a corner are not joined only where two do meet at a corner', () => {
    expect(said([[0, 0], [1, 1]])).toContain('cells meeting only at a corner are not joined');
    // In rows next to each other, but columns apart: no corner meets another.
    expect(said([[0, 0], [1, 3]])).not.toContain('corner');
    expect(said([[0, 0], [3, 1]])).not.toContain('corner');
  });

  it('is not judged where a cell is listed twice: that error alone is said first', () => {
    const r = validateVariant({ ...base, fleet: [{ id: 'a', name: 'A', shape: [[0, 0], [0, 0], [0, 2]] }] });
    expect(r.ok ? [] : r.diagnostics.map((d) => d.code)).toEqual(['shape-cells']);
  });
});
