/** Validation details: defaults, resolution, label ambiguity, glyph checks, warnings, "all errors". */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { designSaid } from '../../src/variant/design-text.js';
import { variantSaid } from '../../src/variant/said.js';
import { readVariantText } from '../../src/variant/parse.js';
import { normaliseShape, resolveLabels, romanNumeral } from '../../src/variant/resolve.js';
import { isShapeConnected } from '../../src/variant/semantic.js';
import { didYouMean, editDistance } from '../../src/variant/suggest.js';
import { MAX_DIAGNOSTICS, validateVariant } from '../../src/variant/validate.js';

const WORDS = { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' };
const minimal = { id: 'm', languages: ['en'], name: 'M', fleet: [{ id: 'a', name: 'A', size: 3 }, { id: 'b', name: 'B', size: 2, count: 2 }], words: { en: WORDS } };

function codesOf(spec: unknown): string[] {
  const r = validateVariant(spec);
  return r.ok ? r.warnings.map((d) => d.code) : r.diagnostics.map((d) => d.code);
}

describe('defaults and resolution', () => {
  it('fills in the documented defaults', () => {
    const r = validateVariant(minimal);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const v = r.value;
    expect(v.board).toEqual({
      rows: 10,
      columns: 10,
      columnLabels: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'],
      rowLabels: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      cellOrder: 'column-row',
      separator: '',
    });
    expect(v.fleet.map((c) => c.mark)).toEqual(['I', 'II']);
    expect(v.fleet[0]).toMatchObject({ kind: 'straight', shape: [[0, 0], [0, 1], [0, 2]], count: 1, guns: 0, gunsLostAt: [], protected: false, mustSink: true, hatched: false });
    expect(v.placement).toEqual({ diagonal: false, spacing: 'no-contact' });
    expect(v.turns).toMatchObject({ first: 'blue', salvo: { kind: 'constant', shots: 1 }, extraShotOnHit: false, protectedHitPenalty: 'none', shotLimit: null, onShotsExhausted: 'draw' });
    expect(v.turns.sides.map((s) => s.id)).toEqual(['blue', 'red']);
    expect(v.report).toEqual({ timing: 'per-shot', sunk: 'plain', hitClass: false });
    expect(v.summary).toEqual({ en: '' });
    expect(v.rules).toEqual({ en: '' });
    expect(v.source).toBe('m');
  });

  it('spreads plain strings over every language, keeps maps, and names default sides per language', () => {
    const r = validateVariant({ ...minimal, languages: ['ru', 'en'], name: { ru: 'Бой', en: 'Battle' }, words: { ru: WORDS, en: WORDS } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.name).toEqual({ ru: 'Бой', en: 'Battle' });
    expect(r.value.fleet[0]!.name).toEqual({ ru: 'A', en: 'A' });
    expect(r.value.turns.sides[0].name).toEqual({ ru: 'Синие', en: 'Blue' });
  });

  it('hatched defaults to protected; shapes are normalised', () => {
    const r = validateVariant({
      ...minimal,
      fleet: [
        { id: 'h', name: 'H', size: 2, protected: true },
        { id: 'l', name: 'L', shape: [[3, 4], [4, 4], [4, 5]] },
      ],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.fleet[0]!.hatched).toBe(true);
    expect(r.value.fleet[1]).toMatchObject({ kind: 'shape', size: 3, shape: [[0, 0], [1, 0], [1, 1]] });
  });

  it('label shorthands', () => {
    expect(resolveLabels('а б в г д е ж з и к', 10, []).labels).toEqual(['а', 'б', 'в', 'г', 'д', 'е', 'ж', 'з', 'и', 'к']);
    expect(resolveLabels('ABCDE', 5, []).labels).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(resolveLabels('letters', 3, []).labels).toEqual(['A', 'B', 'C']);
    expect(resolveLabels('numbers', 3, []).labels).toEqual(['1', '2', '3']);
    expect(resolveLabels([1, 'x'], 2, ['p']).paths).toEqual([['p', 0], ['p', 1]]);
  });

  it('roman numerals, shape helpers, edit distance', () => {
    expect([1, 4, 9, 14, 19, 20].map(romanNumeral)).toEqual(['I', 'IV', 'IX', 'XIV', 'XIX', 'XX']);
    expect(normaliseShape([[2, 3], [1, 3]])).toEqual([[0, 0], [1, 0]]);
    expect(isShapeConnected([[0, 0], [1, 1]])).toBe(false);
    expect(isShapeConnected([[0, 0], [0, 1], [1, 1]])).toBe(true);
    expect(editDistance('colums', 'columns')).toBe(1);
    expect(editDistance('ab', 'ba')).toBe(1);
    expect(didYouMean('rowz', ['rows', 'columns'])).toBe('rows');
    expect(didYouMean('banana', ['rows', 'columns'])).toBeUndefined();
  });
});

describe('semantic checks', () => {
  it('"республика" labels (a word) and Cyrillic letters are fine; ambiguous digit labels are not', () => {
    const word = { ...minimal, board: { columns: 10, columnLabels: Array.from('республика') } };
    // р е с п у б л и к а: no two letters fold to the same label
    expect(codesOf(word)).toEqual([]);
    const digits = { ...minimal, board: { rows: 12, columns: 12, columnLabels: 'numbers', rowLabels: 'numbers' } };
    expect(codesOf(digits)).toEqual(['label-ambiguous']);
    expect(codesOf({ ...digits, board: { ...digits.board, separator: '-' } })).toEqual([]);
    expect(codesOf({ ...digits, board: { rows: 9, columns: 9, columnLabels: 'numbers', rowLabels: 'numbers' } })).toEqual([]);
  });

  it('look-alike Latin and Cyrillic labels collide', () => {
    const r = validateVariant({ ...minimal, board: { columns: 5, columnLabels: ['A', 'B', 'C', 'D', 'С'] } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.map((d) => d.code)).toEqual(['label-collision']);
  });

  it('a collision says why the two labels read the same: Ё as Е, case, look-alikes', () => {
    const because = (labels: string[]): string[] => {
      const r = validateVariant({ ...minimal, board: { columns: labels.length, columnLabels: labels } });
      return r.ok ? [] : r.diagnostics.map((d) => `${d.code}: ${d.suggestion ?? ''}`);
    };
    expect(because('а б в г д е ё ж з и'.split(' '))).toEqual([
      'label-collision: Ё is read as Е (records may write е for ё): keep one of them',
    ]);
    expect(because(['a', 'B', 'C', 'D', 'A'])).toEqual(['label-collision: labels must differ after ignoring case']);
    expect(because(['A', 'B', 'C', 'D', 'С'])).toEqual(['label-collision: Latin and Cyrillic letters that look alike are read as one (B is В): keep one of them']);
  });

  it('labels written with commas in one string are one error that says to use spaces or a list', () => {
    const labels = 'а б в г д е ж з и к'.split(' ');
    for (const [key, board] of [
      ['columnLabels', { columnLabels: labels.join(',') }],
      ['rowLabels', { rowLabels: labels.join(', ') }],
      ['rowLabels', { rows: 'ten', rowLabels: labels.join(';') }],
    ] as const) {
      const r = validateVariant({ ...minimal, board });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      const onLabels = r.diagnostics.filter((d) => d.path === `board.${key}`);
      expect(onLabels.map((d) => d.code)).toEqual(['label-characters']);
      expect(onLabels[0]!.message).toContain(`board.${key}`);
      expect(onLabels[0]!.suggestion).toContain(`"${labels.slice(0, 3).join(' ')} …"`);
    }
  });

  it('a misspelt letters or numbers is told the word it is close to', () => {
    const advice = (board: Record<string, unknown>): string[] => {
      const r = validateVariant({ ...minimal, board });
      return r.ok ? [] : r.diagnostics.map((d) => `${d.code}: ${d.suggestion ?? ''}`);
    };
    expect(advice({ rowLabels: 'number' })).toEqual(['label-count: did you mean "numbers"? Otherwise give exactly 10 labels, or change board.rows']);
    expect(advice({ columns: 8, columnLabels: 'Letter' })).toEqual(['label-count: did you mean "letters"? Otherwise give exactly 8 labels, or change board.columns']);
    expect(advice({ columns: 3, columnLabels: 'xyzw' })).toEqual(['label-count: give exactly 3 labels, or change board.columns']);
  });

  it('turns.first written as a side name or in capitals is told the side id it means', () => {
    const sides = [{ id: 'wolf', name: { en: 'Wolf pack' } }, { id: 'convoy', name: 'Convoy' }];
    const advice = (first: string): string[] => {
      const r = validateVariant({ ...minimal, turns: { sides, first } });
      return r.ok ? [] : r.diagnostics.map((d) => `${d.path} ${d.code}: ${d.suggestion ?? ''}`);
    };
    const meant = (id: string): string[] => [`turns.first bad-id: did you mean "${id}"? turns.first names a side by its id (${sides.map((x) => x.id).join(', ')})`];
    expect(advice('Convoy')).toEqual(meant('convoy'));
    expect(advice('Wolf pack')).toEqual(meant('wolf'));
    expect(advice('Nobody Here')).toEqual([`turns.first bad-id: turns.first names a side by its id: use one of ${sides.map((x) => x.id).join(', ')}`]);
  });

  it('a spacing worded by its meaning is told the choice that means it, never the opposite', () => {
    const advice = (spacing: string): string | undefined => {
      const r = validateVariant({ ...minimal, placement: { spacing } });
      return r.ok ? undefined : r.diagnostics.find((d) => d.code === 'invalid-choice')?.suggestion;
    };
    expect(advice('no-touch')).toBe('did you mean "no-contact"?');
    expect(advice('no touching')).toBe('did you mean "no-contact"?');
    expect(advice('touch')).toBe('did you mean "may-touch"?');
    expect(advice('corners-only')).toBe('did you mean "no-side-contact"?');
    expect(advice('no-contakt')).toBe('did you mean "no-contact"?');
    expect(advice('may-tuch')).toBe('did you mean "may-touch"?');
    // A near spelling that adds or drops a "no" is no suggestion.
    expect(advice('no-tuch')).toBe('use one of may-touch, no-side-contact, no-contact');
  });

  it('a spacing of several words is told the choice whose words it says, not the one nearer in letters', () => {
    const advice = (spacing: string): string | undefined => {
      const r = validateVariant({ ...minimal, placement: { spacing } });
      return r.ok ? undefined : r.diagnostics.find((d) => d.code === 'invalid-choice')?.suggestion;
    };
    // Nearer no-side-contact by spelling, but it says no contact (at the corners, so none at all).
    expect(editDistance('no-corner-contact', 'no-side-contact')).toBeLessThan(editDistance('no-corner-contact', 'no-contact'));
    expect(advice('no-corner-contact')).toBe('did you mean "no-contact"?');
    expect(advice('no corner contact')).toBe('did you mean "no-contact"?');
    expect(advice('no-diagonal-contact')).toBe('did you mean "no-contact"?');
    expect(advice('no-corner-touch')).toBe('did you mean "no-contact"?');
    // All of no-side-contact's words said, or a letter slipped: that one, not the shorter no-contact.
    expect(advice('no-side-contacts')).toBe('did you mean "no-side-contact"?');
    expect(advice('no-sied-contact')).toBe('did you mean "no-side-contact"?');
    expect(advice('no_side_contact')).toBe('did you mean "no-side-contact"?');
  });

  it('a single word held by more than one choice, or only by a choice saying "no" where the word does not, guesses nothing', () => {
    const advice = (spacing: string): string | undefined => {
      const r = validateVariant({ ...minimal, placement: { spacing } });
      return r.ok ? undefined : r.diagnostics.find((d) => d.code === 'invalid-choice')?.suggestion;
    };
    expect(advice('side')).toBe('use one of may-touch, no-side-contact, no-contact');
    const order = (cellOrder: string): string | undefined => {
      const r = validateVariant({ ...minimal, board: { rows: 10, columns: 10, cellOrder } });
      return r.ok ? undefined : r.diagnostics.find((d) => d.code === 'invalid-choice')?.suggestion;
    };
    expect(order('column')).toBe('use one of column-row, row-column');
  });

  it('a choice written with a word of it left out (skip-turn) is told the one choice holding its words', () => {
    const advice = (protectedHitPenalty: string): string | undefined => {
      const r = validateVariant({ ...minimal, turns: { protectedHitPenalty } });
      return r.ok ? undefined : r.diagnostics.find((d) => d.code === 'invalid-choice')?.suggestion;
    };
    expect(advice('skip-turn')).toBe('did you mean "skip-next-turn"?');
    expect(advice('skip_turn')).toBe('did you mean "skip-next-turn"?');
    // A single word of the one choice of several words that holds it, among a few, is that choice;
    // a word no choice holds, or words no choice holds, guess nothing.
    expect(advice('skip')).toBe('did you mean "skip-next-turn"?');
    expect(advice('Skipp')).toBe('did you mean "skip-next-turn"?');
    expect(advice('penalty')).toBe('use one of none, skip-next-turn');
    expect(advice('lose-points')).toBe('use one of none, skip-next-turn');
    // Where the words mean the turn lost, the choice that says so (./designer-slips.test.ts).
    expect(advice('lose-turn')).toBe('did you mean "skip-next-turn"?');
  });

  it("a per-salvo report's by written in Polish or Russian (klasa, корабль) is told the choice meant", () => {
    const advice = (by: string): string | undefined => {
      const r = validateVariant({ ...minimal, report: { timing: 'per-salvo', by } });
      return r.ok ? undefined : r.diagnostics.find((d) => d.code === 'invalid-choice')?.suggestion;
    };
    expect(advice('klasa')).toBe('did you mean "class"?');
    expect(advice('Класс')).toBe('did you mean "class"?');
    expect(advice('statek')).toBe('did you mean "ship"?');
    expect(advice('корабль')).toBe('did you mean "ship"?');
    expect(advice('flota')).toBe('use one of class, ship');
  });

  it('a penalty written as yes or no (true, false, yes) is told the choice that says it, with what it means, in en/ru/pl', () => {
    const told = (protectedHitPenalty: unknown) => {
      const r = validateVariant({ ...minimal, turns: { protectedHitPenalty } });
      return r.ok ? undefined : r.diagnostics.find((d) => d.code === 'invalid-choice');
    };
    expect(told(true)?.suggestion).toBe('write protectedHitPenalty: skip-next-turn, and the side that hits a protected ship misses its next turn');
    expect(told('yes')?.suggestion).toBe('write protectedHitPenalty: skip-next-turn, and the side that hits a protected ship misses its next turn');
    const no = told(false)!;
    expect(no.suggestion).toBe('write protectedHitPenalty: none, and hitting a protected ship costs nothing');
    expect(variantSaid(no.code, no.parts, 'ru')?.suggestion).toBe('напишите protectedHitPenalty: none — тогда попадание в защищённый корабль ничем не наказывается');
    expect(variantSaid(no.code, no.parts, 'pl')?.suggestion).toBe('napisz protectedHitPenalty: none — wtedy trafienie chronionego statku nie jest karane');
    // Other values keep their advice.
    expect(told(3)?.suggestion).toBe('use one of none, skip-next-turn');
  });

  it('warnings do not fail validation', () => {
    const r = validateVariant({ ...minimal, turns: { protectedHitPenalty: 'skip-next-turn' }, fleet: [{ id: 'a', name: 'A', size: 2, mark: 'X' }, { id: 'b', name: 'B', size: 2, mark: 'X' }] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings.map((d) => d.code).sort()).toEqual(['duplicate-mark', 'penalty-without-protected']);
  });

  it('marks that differ only in case (ii and II), which a record reads alike, are warned with the fix, in en, ru and pl', () => {
    const r = validateVariant({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 2, mark: 'II' }, { id: 'b', name: 'B', size: 2, mark: 'ii' }] });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const d = r.warnings.find((x) => x.code === 'duplicate-mark')!;
    expect([d.message, d.suggestion]).toEqual(['fleet[1].mark: "ii" reads as "II", the mark of fleet[0]: a record reads a mark whatever its case', 'give fleet[1] a mark that differs from "II" by more than case']);
    expect(designSaid(d.code, d.parts, 'ru')?.suggestion).toBe('дайте fleet[1] значок, который отличается от «II» не только регистром');
    expect(designSaid(d.code, d.parts, 'pl')?.message).toBe('fleet[1].mark: „ii” czyta się jak „II”, znak klasy fleet[0]: zapis czyta znak bez względu na wielkość liter');
    // Marks alike as written keep their words; marks apart (II, III) are not warned.
    const same = validateVariant({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 2, mark: 'X' }, { id: 'b', name: 'B', size: 2, mark: 'X' }] });
    expect(same.ok && same.warnings.find((x) => x.code === 'duplicate-mark')?.message).toBe('fleet[1].mark: "X" is also the mark of fleet[0]');
    const apart = validateVariant({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 2, mark: 'II' }, { id: 'b', name: 'B', size: 2, mark: 'III' }] });
    expect(apart.ok && apart.warnings.filter((x) => x.code === 'duplicate-mark')).toEqual([]);
  });

  it('warns where a hit on a protected ship costs a turn but the report never says which class was hit', () => {
    const hospital = { ...minimal, fleet: [{ id: 'a', name: 'A', size: 3 }, { id: 'h', name: 'H', size: 2, protected: true }], turns: { protectedHitPenalty: 'skip-next-turn' } };
    const warned = (report: object): string[] => {
      const r = validateVariant({ ...hospital, report });
      expect(r.ok).toBe(true);
      return r.ok ? r.warnings.filter((d) => d.code === 'penalty-unannounced').map((d) => `${d.message} (${d.suggestion ?? ''})`) : [];
    };
    const told = [
      "turns.protectedHitPenalty: a hit on a protected ship costs the shooter a turn, but each shot is answered only 'hit', never which class: the shooter cannot tell it has lost its turn (set report.hitClass: true, or report per salvo by class or ship)",
    ];
    expect(warned({ timing: 'per-shot', sunk: 'plain' })).toEqual(told);
    expect(warned({ timing: 'per-shot', sunk: 'with-class' })).toEqual(told);
    expect(warned({ timing: 'per-shot', sunk: 'none', hitClass: true })).toEqual([]);
    expect(warned({ timing: 'per-salvo', by: 'class' })).toEqual([]);
    expect(warned({ timing: 'per-salvo', by: 'ship' })).toEqual([]);
  });

  it('warns of settings that can never apply: a salvo over the board, a damage step past the fleet, most hits without a limit', () => {
    const r = validateVariant({
      ...minimal,
      board: { rows: 5, columns: 5 },
      fleet: [{ id: 'a', name: 'A', size: 3 }, { id: 'b', name: 'B', size: 2 }],
      turns: { salvo: { kind: 'damage', shots: 30, steps: [{ damage: 2, shots: 2 }, { damage: 6, shots: 1 }] }, onShotsExhausted: 'most-hits-wins' },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings.map((d) => [d.code, d.path]).sort()).toEqual([
      ['exhausted-without-limit', 'turns.onShotsExhausted'],
      ['salvo-larger-than-board', 'turns.salvo.shots'],
      ['salvo-step-unreachable', 'turns.salvo.steps[1].damage'],
    ]);
    // Within reach, no warning.
    const fine = validateVariant({ ...minimal, board: { rows: 5, columns: 5 }, fleet: [{ id: 'a', name: 'A', size: 3 }, { id: 'b', name: 'B', size: 2 }], turns: { salvo: { kind: 'damage', shots: 3, steps: [{ damage: 4, shots: 1 }] }, shotLimit: 20, onShotsExhausted: 'most-hits-wins' } });
    expect(fine.ok && fine.warnings).toEqual([]);
  });

  it('warns of guns that change nothing because the salvo is not by guns', () => {
    const fleet = [{ id: 'a', name: 'A', size: 3, guns: 2, gunsLostAt: [2] }, { id: 'b', name: 'B', size: 2 }, { id: 'c', name: 'C', size: 2, guns: 1 }];
    for (const salvo of [{ kind: 'constant', shots: 2 }, { kind: 'ships-afloat' }, { kind: 'damage', shots: 3, steps: [{ damage: 2, shots: 2 }] }]) {
      const r = validateVariant({ ...minimal, fleet, turns: { salvo } });
      expect(r.ok).toBe(true);
      if (!r.ok) continue;
      expect(r.warnings.map((d) => [d.code, d.path])).toEqual([
        ['guns-unused', 'fleet[0].guns'],
        ['guns-unused', 'fleet[2].guns'],
      ]);
      expect(r.warnings[0]!.message).toContain(salvo.kind);
      expect(r.warnings[0]!.suggestion).toContain('kind: guns');
    }
    const byGuns = validateVariant({ ...minimal, fleet, turns: { salvo: { kind: 'guns' } } });
    expect(byGuns.ok && byGuns.warnings).toEqual([]);
  });

  it('a fleet too big for the board under its spacing is refused; looser spacing makes it fit', () => {
    const fleet = [{ id: 'a', name: 'A', size: 5, count: 4 }];
    const board = { rows: 5, columns: 5 };
    expect(codesOf({ ...minimal, board, fleet })).toEqual(['fleet-does-not-fit']);
    expect(codesOf({ ...minimal, board, fleet, placement: { spacing: 'no-side-contact' } })).toEqual(['fleet-does-not-fit']);
    expect(codesOf({ ...minimal, board, fleet, placement: { spacing: 'may-touch' } })).toEqual([]);
    expect(codesOf({ ...minimal, board, fleet: [{ id: 'long', name: 'Long', size: 6 }], placement: { spacing: 'may-touch' } })).toEqual(['fleet-does-not-fit']);
  });

  it('a search that runs out of budget is a warning, not an error', () => {
    const r = validateVariant({ ...minimal, board: { rows: 10, columns: 10 }, fleet: [{ id: 'a', name: 'A', size: 1, count: 25 }] }, { fitBudget: 5 });
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.warnings.map((d) => d.code)).toEqual(['fleet-fit-unknown']);
  });

  it('reports every error of a file at once, schema and semantic together', () => {
    const text = [
      'id: x',
      'languages: [en, ru]',
      'name: { en: X }',
      'board: { rows: 10, columns: 5, columnLabels: [A, B, C, D, А] }',
      'fleet:',
      '  - { id: a, name: A, size: 30 }',
      '  - { id: b, name: B, shape: [[0, 0], [1, 1]] }',
      'turns: { first: blu }',
      'words:',
      '  en: { miss: m, hit: h, sunk: s, noHits: n, ownChart: o, enemyChart: e }',
      '',
    ].join('\n');
    const r = readVariantText(text, 'all.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      '3:7 missing-language',
      '4:59 label-collision',
      '6:29 ship-size',
      '7:30 shape-disconnected',
      '8:17 unknown-side',
      '10:3 missing-words',
    ]);
    expect(r.diagnostics.find((d) => d.code === 'unknown-side')!.suggestion).toBe('did you mean "blue"?');
  });
});

describe('a key of another report timing or salvo kind', () => {
  const only = (spec: unknown) => {
    const r = validateVariant(spec);
    if (r.ok) throw new Error('should fail');
    expect(r.diagnostics).toHaveLength(1);
    return r.diagnostics[0]!;
  };

  it('says which timing or kind has it, and what this one allows', () => {
    const counts = only({ ...minimal, report: { timing: 'per-shot', counts: true } });
    expect([counts.code, counts.path, counts.message]).toEqual(['unknown-key', 'report.counts', 'report.counts: "counts" is a key of timing: per-salvo, not of timing: per-shot']);
    expect(counts.suggestion).toBe('set timing: per-salvo, or remove counts; with timing: per-shot the keys are timing, sunk, hitClass');
    // What it suggests is valid.
    expect(codesOf({ ...minimal, report: { timing: 'per-salvo', counts: true } })).toEqual([]);
    expect(only({ ...minimal, turns: { salvo: { kind: 'guns', shots: 2 } } }).message).toBe('turns.salvo.shots: "shots" is a key of kind: constant or kind: damage, not of kind: guns');
    // A key of no timing at all is still an unknown key with the keys allowed.
    expect(only({ ...minimal, report: { timing: 'per-shot', colour: 'red' } }).suggestion).toBe('allowed here: timing, sunk, hitClass');
  });
});

describe('labels in two alphabets', () => {
  it('Cyrillic look-alikes typed among Latin labels are a warning at the first of them, naming each', () => {
    const cyr = (latin: string): string => ({ A: '\u0410', B: '\u0412', E: '\u0415', C: '\u0421' })[latin]!;
    const labels = ['A', 'B', 'C', 'D', 'E', 'F'];
    const mixed = labels.map((l) => (['A', 'B', 'E'].includes(l) ? cyr(l) : l));
    const r = validateVariant({ ...minimal, board: { rows: 6, columns: 6, columnLabels: mixed } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.warnings.map((d) => [d.code, d.path, d.message])).toEqual([
      ['label-script', 'board.columnLabels[0]', `board.columnLabels: ${[0, 1, 4].map((i) => `${JSON.stringify(mixed[i])} (${i + 1})`).join(', ')} are Cyrillic among Latin labels`],
    ]);
    expect(r.warnings[0]!.suggestion).toContain('type every label in Latin letters');
    // One alphabet on each axis is fine, Latin or Cyrillic.
    expect(codesOf({ ...minimal, board: { rows: 6, columns: 6, columnLabels: labels } })).toEqual([]);
    expect(codesOf({ ...minimal, board: { rows: 6, columns: 6, columnLabels: 'а б в г д е' } })).toEqual([]);
    // A Latin look-alike among Cyrillic labels is the odd one there.
    const odd = validateVariant({ ...minimal, board: { rows: 6, columns: 6, columnLabels: ['а', 'б', 'в', 'г', 'д', 'e'] } });
    expect(odd.ok ? odd.warnings.map((d) => d.path) : []).toEqual(['board.columnLabels[5]']);
  });
});

describe('a shape in several pieces', () => {
  const shapeError = (shape: [number, number][]) => {
    const r = validateVariant({ ...minimal, fleet: [{ id: 'a', name: 'A', shape }] });
    const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'shape-disconnected');
    if (!d) throw new Error(`no shape-disconnected for ${JSON.stringify(shape)}`);
    return d;
  };

  it('two separate pairs (each cell beside another) are named as two pieces, with the cell that joins them', () => {
    const pairs: [number, number][] = [[0, 0], [0, 1], [2, 0], [2, 1]];
    const d = shapeError(pairs);
    expect(d.message).toBe("fleet[0].shape: the cells make 2 separate pieces, [[0, 0], [0, 1]] and [[2, 0], [2, 1]]; a ship's cells are one piece, joined through their sides");
    expect(d.suggestion).toBe('add [1, 0] to join them, or give each piece a ship class of its own');
    // The cell named does join them: with it the shape is valid.
    const join = /add \[(\d+), (\d+)\]/u.exec(d.suggestion!)!;
    expect(codesOf({ ...minimal, fleet: [{ id: 'a', name: 'A', shape: [...pairs, [Number(join[1]), Number(join[2])]] }] })).toEqual([]);
  });

  it('cells meeting only at a corner are said not to be joined; pieces too far apart get no single cell', () => {
    expect(shapeError([[0, 0], [1, 1]]).message).toContain('(cells meeting only at a corner are not joined)');
    expect(shapeError([[0, 0], [1, 1]]).suggestion).toBe('add [0, 1] to join them, or give each piece a ship class of its own');
    const far = shapeError([[0, 0], [0, 3]]);
    expect(far.message).not.toContain('corner');
    expect(far.suggestion).toBe('add cells that join them through their sides, or give each piece a ship class of its own');
    expect(shapeError([[0, 0], [0, 2], [0, 4]]).message).toContain('3 separate pieces, [[0, 0]], [[0, 2]] and [[0, 4]];');
  });
});

describe('errors in one part do not hide errors in another', () => {
  /** `line:column` of the first `needle` in `text` (1-based), to place an expected diagnostic. */
  const at = (text: string, needle: string, from = 0): string => {
    const i = text.indexOf(needle, from);
    if (i < 0) throw new Error(`${needle} not in the text`);
    const before = text.slice(0, i).split('\n');
    return `${before.length}:${before[before.length - 1]!.length + 1}`;
  };
  const WORDS_LINE = 'words:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';

  it('two structural and two semantic errors in the same sections are all told at once, each where it is, in file order', () => {
    const text = [
      'id: four',
      'languages: [en]',
      'name: Four',
      'board: { rows: 5, columns: 5, colour: grey, columnLabels: [A, B, C, D] }',
      'fleet:',
      '  - { id: hook, name: Hook, shape: [[0, 0], [0, 1], [2, 0], [2, 1]], mrak: H }',
      '  - { id: boat, name: Boat, size: 2 }',
      WORDS_LINE,
    ].join('\n');
    const r = readVariantText(text, 'four.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      `${at(text, 'colour')} unknown-key`,
      `${at(text, '[A, B')} label-count`,
      `${at(text, '[[0, 0]')} shape-disconnected`,
      `${at(text, 'mrak')} unknown-key`,
    ]);
    // The same text, the same list.
    const again = readVariantText(text, 'four.yaml');
    expect(again.ok ? [] : again.diagnostics).toEqual(r.diagnostics);
  });

  it('a fleet that does not fit is told beside broken labels, names or marks, which do not change the fit', () => {
    const text = ['id: fit', 'languages: [en]', 'name: Fit', 'board: { rows: 5, columns: 5, rowLabels: [1, 2, 3, 4, 5, 6] }', 'fleet:', '  - { id: long, name: Long, size: 5, count: 4, mrak: L }', WORDS_LINE].join('\n');
    const r = readVariantText(text, 'fit.yaml');
    expect(r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([`${at(text, '[1, 2')} label-count`, `${at(text, '- { id: long')} fleet-does-not-fit`, `${at(text, 'mrak')} unknown-key`]);
  });

  it('a ship that cannot lie anywhere is told at its size or shape, not at the fleet\'s first ship', () => {
    const text = ['id: fit', 'languages: [en]', 'name: Fit', 'board: { rows: 8, columns: 12 }', 'fleet:', '  - { id: fort, name: Fort, shape: [[0, 0], [1, 0], [1, 1]] }', '  - id: frigate', '    name: Frigate', '    size: 13', '  - { id: tower, name: Tower, shape: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [7, 0], [8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 6], [8, 7], [8, 8]] }', WORDS_LINE].join('\n');
    const r = readVariantText(text, 'fit.yaml');
    expect(r.ok ? [] : r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}: ${d.message}`)).toEqual([`${at(text, '13')} fleet-does-not-fit: fleet[1].size: the Frigate (13 cells) cannot lie anywhere on the 12×8 board: no row or column there has more than 12 cells`]);
    const shape = text.replace('size: 13', 'size: 3');
    const s = readVariantText(shape, 'fit.yaml');
    expect(s.ok ? [] : s.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}: ${d.message}`)).toEqual([`${at(shape, '[[0, 0], [1, 0], [2, 0]')} fleet-does-not-fit: fleet[2].shape: the Tower (17 cells) cannot lie anywhere on the 12×8 board: turned any way, its shape spans 9×9 cells`]);
  });

  it('a misspelt required key is one error, at the misspelling, not also a missing key', () => {
    const text = ['id: typo', 'languages: [en]', 'nmae: Typo', 'fleet:', '  - { id: a, nmae: A, size: 2 }', 'words:', '  en: { mis: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }', ''].join('\n');
    const r = readVariantText(text, 'typo.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.suggestion}`)).toEqual([
      `${at(text, 'nmae')} unknown-key did you mean "name"?`,
      `${at(text, 'nmae', text.indexOf('id: a'))} unknown-key did you mean "name"?`,
      `${at(text, 'mis:')} unknown-key did you mean "miss"?`,
    ]);
    // A key that is only missing, with no misspelling of it, is still said to be missing.
    const gone = readVariantText(text.replace('nmae: Typo\n', ''), 'gone.yaml');
    expect(gone.ok ? [] : gone.diagnostics.filter((d) => d.code === 'missing-key').map((d) => d.path)).toEqual(['name']);
  });

  it('a check whose input is broken or maybe misspelt is left out, not guessed from a default', () => {
    // `colums: 8` may be the columns: its default 10 would make 8 labels look wrong.
    expect(codesOf({ ...minimal, board: { rows: 8, colums: 8, columnLabels: ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] } })).toEqual(['unknown-key']);
    // A class whose guns did not parse may have guns: no `no-guns` for a salvo by guns.
    expect(codesOf({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 2, guns: 'two' }], turns: { salvo: { kind: 'guns' } } })).toEqual(['wrong-type']);
    // A broken spacing rule: the fit is not judged under the default one.
    expect(codesOf({ ...minimal, board: { rows: 5, columns: 5 }, fleet: [{ id: 'a', name: 'A', size: 5, count: 3 }], placement: { spacing: 'touching' } })).toEqual(['invalid-choice']);
    // The ones that did parse are still judged: a salvo by guns with a class misspelling a key.
    expect(codesOf({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 2, mrak: 'A' }], turns: { salvo: { kind: 'guns' } } })).toEqual(['unknown-key', 'no-guns']);
  });

  it('a bad board size still lets the labels be checked; a bad class still lets the others be checked', () => {
    const r = validateVariant({
      ...minimal,
      board: { rows: 1, columns: 5, columnLabels: ['A', 'B', 'C', 'D', 'b'] },
      fleet: [{ id: 'a', name: 'A', size: 0 }, { id: 'b', name: 'B', shape: [[0, 0], [2, 0]] }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.map((d) => d.code).sort()).toEqual(['board-size', 'label-collision', 'shape-disconnected', 'ship-size']);
  });

  it('words indented as deep as their language, left empty, are said to belong under it, once', () => {
    const keys = ['miss', 'hit', 'sunk', 'noHits', 'ownChart', 'enemyChart'];
    const text = ['id: w', 'languages: [en]', 'name: W', 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', '  en:', ...keys.map((k) => `  ${k}: ${k.toLowerCase()}`), ''].join('\n');
    const r = readVariantText(text, 'w.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const words = r.diagnostics.filter((d) => d.code === 'bad-language');
    expect(words.map((d) => `${d.line}:${d.column}`)).toEqual(['8:3']);
    expect(words[0]!.message).toBe('words.miss: "miss" is a word, not a language code; it belongs under words.en, which is empty');
    expect(words[0]!.suggestion).toBe('indent it, and the words after it, 2 spaces deeper than "en:", so that they are en\'s');
    // So indented, the file is valid.
    expect(readVariantText(text.replace(/^  (?=(miss|hit|sunk|noHits|ownChart|enemyChart):)/gmu, '    '), 'w.yaml').ok).toBe(true);
    // A key of words that is neither a language nor a word is still no language code.
    const other = readVariantText(text.replace('  miss: miss', '  colour: miss'), 'w.yaml');
    expect(other.ok ? [] : other.diagnostics.filter((d) => d.code === 'bad-language').map((d) => d.message)).toContain('words.colour: "colour" is not a language code');
  });

  it('a word whose key reads as a language code (hit, like haw), indented as its language, is the same slip: said once, at the first word', () => {
    const text = (keys: readonly string[]): string =>
      ['id: w', 'languages: [en]', 'name: W', 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', '  en:', ...keys.map((k) => `  ${k}: ${k.toLowerCase()}`), ''].join('\n');
    const said = (keys: readonly string[]): string[] => {
      const r = readVariantText(text(keys), 'w.yaml');
      return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}:${d.column} ${d.code} ${d.path ?? ''}`);
    };
    // Not also "words.hit: expected a mapping, found "hit"", as if hit were a language.
    expect(said(['miss', 'hit', 'sunk', 'noHits', 'ownChart', 'enemyChart'])).toEqual(['7:6 wrong-type words.en', '8:3 bad-language words.miss']);
    // hit first: told as the word it is, where it is.
    expect(said(['hit', 'miss', 'sunk', 'noHits', 'ownChart', 'enemyChart'])).toEqual(['7:6 wrong-type words.en', '8:3 bad-language words.hit']);
    const r = readVariantText(text(['hit', 'miss', 'sunk', 'noHits', 'ownChart', 'enemyChart']), 'w.yaml');
    const hit = r.ok ? undefined : r.diagnostics.find((d) => d.path === 'words.hit');
    expect(hit?.message).toBe('words.hit: "hit" is a word, not a language code; it belongs under words.en, which is empty');
  });

  it('two sides named alike in some language are refused where the name is, as records name sides by any name', () => {
    const two = { ...minimal, languages: ['en', 'ru'], name: { en: 'M', ru: 'М' }, words: { en: WORDS, ru: WORDS } };
    const sides = (a: unknown, b: unknown): unknown => ({ ...two, turns: { sides: [{ id: 'blue', name: a }, { id: 'red', name: b }] } });
    const cases: [unknown, unknown, string][] = [
      [{ en: 'Blue', ru: 'Синие' }, { en: 'Red', ru: 'синие' }, 'turns.sides[1].name.ru'],
      [{ en: 'Blue', ru: 'Синие' }, { en: 'BLUE', ru: 'Красные' }, 'turns.sides[1].name.en'],
      // Across languages too: a side is named by its names in every language.
      [{ en: 'Navy', ru: 'Синие' }, { en: 'Синие', ru: 'Красные' }, 'turns.sides[1].name.en'],
      // The first side named as the second side's id.
      ['Red', 'Crimson', 'turns.sides[1].id'],
    ];
    for (const [a, b, path] of cases) {
      const r = validateVariant(sides(a, b));
      expect(r.ok, JSON.stringify([a, b])).toBe(false);
      if (r.ok) continue;
      const found = r.diagnostics.filter((d) => d.code === 'duplicate-side');
      expect(found.map((d) => d.path), JSON.stringify([a, b])).toEqual([path]);
    }
    // Names that differ, in every language, are fine; so is one side named alike in its two languages.
    expect(codesOf(sides({ en: 'Blue', ru: 'Blue' }, { en: 'Red', ru: 'Красные' }))).toEqual([]);
  });

  it('a bad class still has its id compared; a bad turns field still lets the sides and the first side be checked', () => {
    const r = validateVariant({
      ...minimal,
      fleet: [{ id: 'ship', name: 'Ship', size: 3, cout: 2 }, { id: 'ship', name: 'Other', size: 2 }],
      turns: { sides: [{ id: 'blue', name: 'Blue' }, { id: 'blue', name: 'Red' }], first: 'green', shotLimit: 0 },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.map((d) => `${d.path} ${d.code}`).sort()).toEqual(['fleet[0].cout unknown-key', 'fleet[1].id duplicate-class-id', 'turns.first unknown-side', 'turns.shotLimit shot-limit', 'turns.sides[1].id duplicate-side']);
    // The one side id there is, named once.
    if (!r.ok) expect(r.diagnostics.find((d) => d.code === 'unknown-side')?.suggestion).toBe('use one of blue');
    // Sides that are themselves broken are not used to judge the first side.
    const broken = validateVariant({ ...minimal, turns: { sides: [{ id: 'a', name: 'A' }], first: 'a', shotLimit: 0 } });
    if (!broken.ok) expect(broken.diagnostics.map((d) => d.code).sort()).toEqual(['shot-limit', 'sides']);
    expect(broken.ok).toBe(false);
  });
});

describe('glyph check', () => {
  it('every printed string is checked; each missing character is an error at its string', () => {
    const missing = (t: string): string[] => Array.from(t).filter((c) => c === 'ß' || c === 'Ж');
    const text = ['id: g', 'languages: [en]', 'name: Straße', 'board: { columns: 5, columnLabels: [A, B, C, D, Ж] }', 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', '  en: { miss: m, hit: h, sunk: s, noHits: n, ownChart: o, enemyChart: e }', ''].join('\n');
    const r = readVariantText(text, 'g.yaml', { missingGlyphs: missing });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    // (Ж among Latin labels is also a label-script warning, beside the point here.)
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(['3:7 missing-glyph', '4:49 missing-glyph']);
    expect(formatDiagnostic(r.diagnostics[0]!)).toContain('U+00DF');
    expect(readVariantText(text, 'g.yaml').ok).toBe(true);
  });
});

describe('too many problems', () => {
  it('says the unknown keys of one mapping past the hundredth by count, one as one key', () => {
    const board = (n: number): Record<string, number> => ({ rows: 10, columns: 10, ...Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i + 1}`, 1])) });
    const more = (n: number): string[] => {
      const r = validateVariant({ ...minimal, board: board(n) });
      return r.ok ? [] : r.diagnostics.filter((d) => d.path === `board.k101`).map((d) => d.message);
    };
    expect(more(101)).toEqual(['board: 1 more unknown key from here on']);
    expect(more(103)).toEqual(['board: 3 more unknown keys from here on']);
  });
  it('counts what is left out, also when the list is capped twice (validation, then parsing)', () => {
    const fleet = Array.from({ length: 20 }, (_, i) => `  - { id: A_${i}, name: "", size: 0, count: 0, guns: -1, mark: "", shape: x }`).join('\n');
    const text = `id: x\nlanguages: [en]\nname: X\nfleet:\n${fleet}\nwords:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n`;
    const r = readVariantText(text, 'many.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const shown = r.diagnostics.filter((d) => d.code !== 'too-many-errors');
    const more = r.diagnostics.filter((d) => d.code === 'too-many-errors');
    expect(shown).toHaveLength(MAX_DIAGNOSTICS);
    expect(more).toHaveLength(1);
    // Every class breaks the same fields: the problems of class 0 times 20, all told.
    const one = readVariantText(text.replace(/fleet:\n[\s\S]*?\nwords:/u, `fleet:\n${fleet.split('\n')[0]}\nwords:`), 'one.yaml');
    if (one.ok) throw new Error('one class should fail too');
    const perClass = one.diagnostics.length;
    expect(more[0]!.message).toBe(`${20 * perClass - MAX_DIAGNOSTICS} more problems not shown`);
  });
});

describe('counts in messages', () => {
  it('says "1 entry", not "1 entries"', () => {
    const text = 'id: x\nlanguages: [en]\nname: X\nfleet:\n  - { id: a, name: A, size: 2 }\nturns:\n  sides:\n    - { id: north, name: North }\nwords:\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n';
    const r = readVariantText(text, 'one.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const message = r.diagnostics.map((d) => d.message).join('\n');
    expect(message).toContain('has 1 entry;');
    expect(message).not.toContain('1 entries');
  });

  it('gunsLostAt on a ship without guns says there are none to lose; one too many says "1 hit count"', () => {
    const none = validateVariant({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 3, gunsLostAt: [1] }] });
    expect(none.ok ? [] : none.diagnostics.map((d) => [d.message, d.suggestion])).toEqual([['fleet[0].gunsLostAt: the ship has no guns to lose', 'give the class guns: N, or remove gunsLostAt']]);
    const one = validateVariant({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 4, guns: 1, gunsLostAt: [1, 2] }], turns: { salvo: { kind: 'guns' } } });
    expect(one.ok ? [] : one.diagnostics.map((d) => [d.message, d.suggestion])).toEqual([['fleet[0].gunsLostAt: 2 hit counts, but the ship has 1 gun', 'give at most 1 hit count, or raise guns']]);
  });

  it('says "1 hit" and "1 cell", not "1 hits" and "1 cells"', () => {
    const r = validateVariant({ ...minimal, fleet: [{ id: 'a', name: 'A', size: 1, guns: 1, gunsLostAt: [1] }], turns: { salvo: { kind: 'guns' } } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.diagnostics.map((d) => d.message)).toEqual(["fleet[0].gunsLostAt[0]: 1 hit is not less than the ship's 1 cell"]);
  });
});

describe('a localized text cut at a comma', () => {
  const file = (summary: string): string =>
    `id: x\nlanguages: [ru, en]\nname: X\nsummary: ${summary}\nfleet:\n  - { id: a, name: A, size: 2 }\nwords:\n  ru: { miss: мимо, hit: попал, sunk: убит, noHits: пусто, ownChart: Мои, enemyChart: Чужие }\n  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }\n`;

  it('says that a comma inside { } began a new entry, and to quote the text', () => {
    const r = readVariantText(file('{ ru: Поле без Й, залпы по три, en: A board }'), 'cut.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const cut = r.diagnostics.filter((d) => d.code === 'bad-language');
    expect(cut.map((d) => d.path)).toEqual(['summary["залпы по три"]']);
    expect(cut[0]!.message).toContain('"залпы по три" is not a language code; it reads as a piece of a text cut at a comma');
    expect(cut[0]!.suggestion).toBe('a comma inside { } starts a new entry: put the text in quotes, as summary: { ru: "Поле без Й, залпы по три" }');
    // Quoted, the same text is fine.
    expect(readVariantText(file('{ ru: "Поле без Й, залпы по три", en: A board }'), 'quoted.yaml').ok).toBe(true);
  });

  it('a language key that is merely wrong is not told as a cut text, but given the code to write', () => {
    const r = readVariantText(file('{ ru: Поле, english: A board }'), 'wrong.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const bad = r.diagnostics.find((d) => d.code === 'bad-language')!;
    expect(bad.message).toBe('summary.english: "english" is not a language code');
    expect(bad.suggestion).toBe("write en, the language's code");
  });
});

describe('a shot limit no game can be won within', () => {
  const WORDS_EN = { miss: 'miss', hit: 'hit', sunk: 'sunk', noHits: 'no hits', ownChart: 'Mine', enemyChart: 'Theirs' };
  const spec = (turns: Record<string, unknown>, fleet: unknown[] = [{ id: 'a', name: 'A', size: 3, count: 2 }, { id: 'h', name: 'H', shape: '##', mustSink: false }]): unknown => ({
    id: 'lim',
    languages: ['en'],
    name: 'Lim',
    board: { rows: 6, columns: 6 },
    fleet,
    turns,
    words: { en: WORDS_EN },
  });
  const errors = (s: unknown): string[] => {
    const r = validateVariant(s);
    return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.path ?? ''}`);
  };

  it('is refused when running out is a draw: fewer shots than the cells of the ships that must be sunk', () => {
    // Two ships of 3 must be sunk (the 2-cell one need not): 6 cells, so 5 shots can never win.
    const r = validateVariant(spec({ shotLimit: 5 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.map((d) => `${d.code} ${d.path ?? ''}`)).toEqual(['shot-limit turns.shotLimit']);
    const d = r.diagnostics[0]!;
    expect(d.message).toBe('turns.shotLimit: 5 shots cannot sink the 6 cells of ships that must be sunk, and running out of shots is a draw: no game can be won');
    expect(d.suggestion).toBe('give at least 6 shots, or set onShotsExhausted: most-hits-wins');
    expect(designSaid(d.code, d.parts, 'pl')?.message).toBe(
      'turns.shotLimit: 5 strzałów nie wystarczy, by zatopić 6 pól statków, które trzeba zatopić, a koniec strzałów to remis: żadnej gry nie da się wygrać',
    );
    expect(designSaid(d.code, d.parts, 'ru')?.suggestion).toBe('дайте не меньше 6 выстрелов или задайте onShotsExhausted: most-hits-wins');
  });

  it('is accepted with just enough shots, with most hits winning, and counts a shape by its cells', () => {
    expect(errors(spec({ shotLimit: 6 }))).toEqual([]);
    expect(errors(spec({ shotLimit: 2, onShotsExhausted: 'most-hits-wins' }))).toEqual([]);
    const shaped = [{ id: 'l', name: 'L', shape: '#./##' }];
    expect(errors(spec({ shotLimit: 2 }, shaped))).toEqual(['shot-limit turns.shotLimit']);
    expect(errors(spec({ shotLimit: 3 }, shaped))).toEqual([]);
  });
});

describe('the separator offered in advice', () => {
  it('is one no label holds and that makes every cell name one cell, in English, Russian and Polish', () => {
    // A and -1 give A-1, and so do A- and 1: a dash would not part them, and a label holds one.
    const dashed = { ...minimal, board: { rows: 4, columns: 4, columnLabels: ['A', 'A-', 'B', 'C'], rowLabels: ['1', '-1', '2', '3'] } };
    const r = validateVariant(dashed);
    expect(r.ok).toBe(false);
    const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'label-ambiguous');
    expect(d?.suggestion).toBe('set board.separator (e.g. "."), or choose labels that cannot run together');
    expect(designSaid(d!.code, d!.parts, 'ru')?.suggestion).toBe('задайте board.separator (например «.») или возьмите метки, которые не сливаются');
    expect(designSaid(d!.code, d!.parts, 'pl')?.suggestion).toBe('ustaw board.separator (np. „.”) albo wybierz etykiety, które się nie zlewają');
    // The separator offered, written in, makes the board good.
    expect(codesOf({ ...dashed, board: { ...dashed.board, separator: '.' } })).toEqual([]);
  });

  it('after a separator holding a comma, is two no label holds', () => {
    const r = validateVariant({ ...minimal, board: { rows: 3, columns: 3, columnLabels: ['A-', 'B.', 'C'], separator: ',' } });
    const d = r.ok ? undefined : r.diagnostics.find((x) => x.code === 'label-characters');
    expect(d?.suggestion).toBe('game records write cells apart with spaces and commas: use a separator such as ":" or "/"');
    expect(designSaid(d!.code, d!.parts, 'ru')?.suggestion).toBe('в записях партий клетки разделяются пробелами и запятыми: возьмите разделитель вроде «:» или «/»');
    expect(designSaid(d!.code, d!.parts, 'pl')?.suggestion).toBe('zapisy gry oddzielają pola spacjami i przecinkami: użyj separatora takiego jak „:” albo „/”');
  });
});
