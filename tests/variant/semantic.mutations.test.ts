/**
 * Semantic checks of a variant's salvo settings at their edges (found by a mutation round): damage
 * steps that repeat a threshold, a salvo of exactly as many shots as the board has cells, and a
 * last step reached only by hits on protected ships that count as damage.
 */
import { describe, expect, it } from 'vitest';
import { designSaid } from '../../src/variant/design-text.js';
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

  it('reaches a step one hit short of the fleet where every ship to be sunk counts (the default), all of it where an uncounted one must still be sunk', () => {
    // Five cells in all, two of them the protected ship's; both ships must be sunk.
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 4, shots: 1 }] } })).not.toContain('salvo-step-unreachable');
    // At 5 every ship is sunk: the side has lost and fires no more.
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 5, shots: 1 }] } })).toContain('salvo-step-unreachable');
    // Protected hits left out: 3 count, and the protected ship afloat keeps the side in the game at 3.
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 4, shots: 1 }], countProtected: false } })).toContain('salvo-step-unreachable');
    expect(codes({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 3, shots: 1 }], countProtected: false } })).not.toContain('salvo-step-unreachable');
  });

  it('advises a damage the side can take and still fire, not the whole fleet, and says why (en/ru/pl)', () => {
    const warning = (turns: object, fleet = base.fleet) => {
      const r = validateVariant({ ...base, fleet, turns });
      const d = (r.ok ? r.warnings : r.diagnostics).find((x) => x.code === 'salvo-step-unreachable')!;
      return { en: `${d.message} (${d.suggestion})`, ru: designSaid(d.code, d.parts, 'ru'), pl: designSaid(d.code, d.parts, 'pl') };
    };
    const all = warning({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }, { damage: 5, shots: 1 }] } });
    expect(all.en).toBe('turns.salvo.steps[1].damage: 5 hits are every cell that counts as damage: the side has lost by then and fires no more salvos, so the step never applies (give a damage of at most 4)');
    expect(all.ru).toEqual({
      message: 'turns.salvo.steps[1].damage: 5 попаданий — это все клетки, которые считаются повреждениями: к этому времени сторона уже проиграла и больше не стреляет, так что порог не действует',
      suggestion: 'укажите порог не больше 4',
    });
    expect(all.pl?.message).toBe('turns.salvo.steps[1].damage: 5 trafień to wszystkie pola liczone jako uszkodzenia: strona już wtedy przegrała i więcej nie strzela, więc próg nigdy nie działa');
    const past = warning({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 8, shots: 1 }] } });
    expect(past.en).toBe('turns.salvo.steps[0].damage: 8 hits, but the fleet has 5 cells that count as damage: the step is never reached (give a damage of at most 4: after 5 hits the side has lost and fires no more)');
    expect(past.ru?.suggestion).toBe('укажите порог не больше 4: после 5 попаданий сторона уже проиграла и больше не стреляет');
    expect(past.pl?.suggestion).toBe('podaj próg najwyżej 4: po 5 trafieniach strona już przegrała i więcej nie strzela');
    // A ship that need not be sunk keeps no side in the game: one short of the fleet still.
    const spare = [base.fleet[0]!, { ...base.fleet[1]!, mustSink: false }];
    expect(warning({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 5, shots: 1 }] } }, spare).en).toContain('(give a damage of at most 4)');
    // An uncounted ship that must be sunk does: all the counted cells, and no word of losing.
    expect(warning({ salvo: { kind: 'damage', shots: 3, steps: [{ damage: 4, shots: 1 }], countProtected: false } }).en).toBe('turns.salvo.steps[0].damage: 4 hits, but the fleet has 3 cells that count as damage: the step is never reached (give a damage of at most 3)');
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
