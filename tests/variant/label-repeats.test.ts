/**
 * A label written twice (`columnLabels: а б в г д е ж з и к к` on 10 columns) is said as what it
 * is, at the repeat itself (its line and column, in a list or in one string): which label repeats,
 * and to remove the second, in place of "give exactly 10 labels" and a collision besides; in
 * English, Russian and Polish. With as many labels as the board has, the repeat is the collision,
 * said the same way, at the second label. Labels too many or too few with more than one label
 * repeated, not by as many as the count is off: the count, then the repeats as one error (before:
 * a collision for each repeat).
 */
import { describe, expect, it } from 'vitest';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { variantSaid } from '../../src/variant/said.js';
import { readVariantText } from '../../src/variant/parse.js';

const WORDS = '  en: { miss: miss, hit: hit, sunk: sunk, noHits: no hits, ownChart: Mine, enemyChart: Theirs }';

/** A 10 × 10 variant file whose column labels (line 5) are written as given. */
function file(labels: string): string {
  return ['id: d', 'languages: [en]', 'name: D', 'board:', `  columnLabels: ${labels}`, '  rows: 10', '  columns: 10', 'fleet:', '  - { id: a, name: A, size: 2 }', 'words:', WORDS, ''].join('\n');
}

function errors(text: string): Diagnostic[] {
  const r = readVariantText(text, 'd.yaml');
  return r.ok ? [] : r.diagnostics.filter((d) => d.severity === 'error');
}

/** The column (1-based) of the `n`-th (0-based) occurrence of `label` on line 5. */
function columnOf(text: string, label: string, n: number): number {
  const line = text.split('\n')[4]!;
  let at = -1;
  for (let k = 0; k <= n; k++) at = line.indexOf(label, at + 1);
  return at + 1;
}

describe('a label written twice, one label too many', () => {
  for (const [form, labels] of [
    ['a list', '[а, б, в, г, д, е, ж, з, и, к, к]'],
    ['one string', 'а б в г д е ж з и к к'],
  ] as const) {
    it(`in ${form}: one error at the second к, naming it, in en/ru/pl`, () => {
      const text = file(labels);
      const found = errors(text);
      expect(found.map(formatDiagnostic)).toEqual([
        `d.yaml:5:${columnOf(text, 'к', 1)}: error label-count: board.columnLabels: 11 labels for 10 columns: "к" is written twice (10 and 11) (remove the second "к")`,
      ]);
      const d = found[0]!;
      expect(variantSaid(d.code, d.parts, 'ru')).toEqual({ message: 'board.columnLabels: 11 меток на 10 столбцов: метка «к» стоит дважды (10 и 11)', suggestion: 'уберите вторую «к»' });
      expect(variantSaid(d.code, d.parts, 'pl')).toEqual({ message: 'board.columnLabels: 11 etykiet na 10 kolumn: etykieta „к” występuje dwa razy (10 i 11)', suggestion: 'usuń drugą „к”' });
      // As advised, the file reads.
      const line = text.split('\n')[4]!;
      const at = columnOf(text, 'к', 1) - 1;
      const fixed = text.replace(line, line.slice(0, at).replace(/,? $/u, '') + line.slice(at + 1));
      expect(readVariantText(fixed, 'd.yaml').ok).toBe(true);
    });
  }

  it('two labels each written twice, two too many: both named, at the first repeat', () => {
    const text = file('A B C C D E F G H H I J');
    expect(errors(text).map(formatDiagnostic)).toEqual([
      `d.yaml:5:${columnOf(text, 'C', 1)}: error label-count: board.columnLabels: 12 labels for 10 columns: "C" (3 and 4), "H" (9 and 10) are each written twice (remove the repeats: the second "C", the second "H")`,
    ]);
    const d = errors(text)[0]!;
    expect(variantSaid(d.code, d.parts, 'ru')?.suggestion).toBe('уберите повторы: вторую «C», вторую «H»');
    expect(variantSaid(d.code, d.parts, 'pl')?.message).toBe('board.columnLabels: 12 etykiet na 10 kolumn: etykiety „C” (3 i 4), „H” (9 i 10) występują dwa razy');
  });

  it('labels too many, and more than one written twice, not accounting for the count: the count first, then the repeats as one error, in en/ru/pl', () => {
    // 11 labels on 10, "A" and "B" each twice: removing both repeats leaves 9, not 10.
    for (const labels of ['[A, B, C, D, E, F, G, H, I, A, B]', 'A B C D E F G H I A B']) {
      const text = file(labels);
      const found = errors(text);
      expect(found.map(formatDiagnostic)).toEqual([
        `d.yaml:5:17: error label-count: board.columnLabels: 11 labels for 10 columns (give exactly 10 labels, or change board.columns)`,
        `d.yaml:5:${columnOf(text, 'A', 1)}: error label-collision: board.columnLabels: "A" (1 and 10), "B" (2 and 11) are each written twice (write each label once: change the second "A" and the second "B" to the labels meant there, or remove them)`,
      ]);
      const d = found[1]!;
      expect(variantSaid(d.code, d.parts, 'ru')).toEqual({ message: 'board.columnLabels: метки «A» (1 и 10), «B» (2 и 11) стоят дважды', suggestion: 'пишите каждую метку один раз: замените вторую «A» и вторую «B» теми метками, что должны там стоять, или уберите их' });
      expect(variantSaid(d.code, d.parts, 'pl')).toEqual({ message: 'board.columnLabels: etykiety „A” (1 i 10), „B” (2 i 11) występują dwa razy', suggestion: 'każdą etykietę pisz raz: zamień drugą „A” i drugą „B” na etykiety, które mają tam być, albo je usuń' });
    }
  });

  it('labels too few, one written twice and one three times: the count, then one error naming every place', () => {
    const text = file('A B A C B B D E');
    expect(errors(text).map(formatDiagnostic)).toEqual([
      'd.yaml:5:17: error label-count: board.columnLabels: 8 labels for 10 columns (give exactly 10 labels, or change board.columns)',
      `d.yaml:5:${columnOf(text, 'A', 1)}: error label-collision: board.columnLabels: "A" (1 and 3), "B" (2, 5 and 6) are each written more than once (write each label once: change the second "A" and the "B"s at 5 and 6 to the labels meant there, or remove them)`,
    ]);
  });

  it('a repeat that does not account for the count is the count and the collision, as before', () => {
    // 12 labels, one repeated: removing it leaves 11, not 10.
    const codes = errors(file('A B C C D E F G H I J K')).map((d) => d.code);
    expect(codes).toEqual(['label-count', 'label-collision']);
  });
});

describe('a label written twice, as many labels as columns', () => {
  it('is said to be written twice, at the second, with the label meant there to write (en/ru/pl)', () => {
    const text = file('а б в г д е ж з к к');
    const found = errors(text);
    expect(found.map(formatDiagnostic)).toEqual([
      `d.yaml:5:${columnOf(text, 'к', 1)}: error label-collision: board.columnLabels: "к" is written twice (9 and 10) (write each label once: change the second "к" to the label meant there)`,
    ]);
    const d = found[0]!;
    expect(variantSaid(d.code, d.parts, 'ru')).toEqual({ message: 'board.columnLabels: метка «к» стоит дважды (9 и 10)', suggestion: 'пишите каждую метку один раз: замените вторую «к» той меткой, что должна там стоять' });
    expect(variantSaid(d.code, d.parts, 'pl')).toEqual({ message: 'board.columnLabels: etykieta „к” występuje dwa razy (9 i 10)', suggestion: 'każdą etykietę pisz raz: zamień drugą „к” na etykietę, która ma tam być' });
  });
});

describe('a label written three times, two labels too many', () => {
  it('is one error naming all three places, at the second, in en/ru/pl; as advised, the file reads', () => {
    const text = file('A B C D E F G H I D J D');
    const found = errors(text);
    expect(found.map(formatDiagnostic)).toEqual([
      `d.yaml:5:${columnOf(text, 'D', 1)}: error label-count: board.columnLabels: 12 labels for 10 columns: "D" is written 3 times (4, 10 and 12) (keep the first "D" and remove the others, at 10 and 12)`,
    ]);
    const d = found[0]!;
    expect(variantSaid(d.code, d.parts, 'ru')).toEqual({ message: 'board.columnLabels: 12 меток на 10 столбцов: метка «D» стоит 3 раза (4, 10 и 12)', suggestion: 'оставьте первую «D» и уберите остальные: 10 и 12' });
    expect(variantSaid(d.code, d.parts, 'pl')).toEqual({ message: 'board.columnLabels: 12 etykiet na 10 kolumn: etykieta „D” występuje 3 razy (4, 10 i 12)', suggestion: 'zostaw pierwszą „D” i usuń pozostałe: 10 i 12' });
    expect(readVariantText(file('A B C D E F G H I J'), 'd.yaml').ok).toBe(true);
  });

  it('beside a label written twice: each named once, with its places', () => {
    const text = file('A B B C D E E E F G H I J');
    const found = errors(text);
    expect(found.map(formatDiagnostic)).toEqual([
      `d.yaml:5:${columnOf(text, 'B', 1)}: error label-count: board.columnLabels: 13 labels for 10 columns: "B" (2 and 3), "E" (6, 7 and 8) are each written more than once (remove the repeats: the second "B", the "E"s at 7 and 8)`,
    ]);
    const d = found[0]!;
    expect(variantSaid(d.code, d.parts, 'ru')).toEqual({ message: 'board.columnLabels: 13 меток на 10 столбцов: метки «B» (2 и 3), «E» (6, 7 и 8) повторяются', suggestion: 'уберите повторы: вторую «B», «E» на местах 7 и 8' });
    expect(variantSaid(d.code, d.parts, 'pl')).toEqual({ message: 'board.columnLabels: 13 etykiet na 10 kolumn: etykiety „B” (2 i 3), „E” (6, 7 i 8) się powtarzają', suggestion: 'usuń powtórzenia: drugą „B”, „E” na miejscach 7 i 8' });
  });
});

describe('a label written three times, as many labels as columns', () => {
  it('is one collision naming all three places, at the second, in en/ru/pl', () => {
    const text = file('A B C D D E F G D H');
    const found = errors(text);
    expect(found.map(formatDiagnostic)).toEqual([
      `d.yaml:5:${columnOf(text, 'D', 1)}: error label-collision: board.columnLabels: "D" is written 3 times (4, 5 and 9) (write each label once: change the "D"s at 5 and 9 to the labels meant there)`,
    ]);
    const d = found[0]!;
    expect(variantSaid(d.code, d.parts, 'ru')).toEqual({ message: 'board.columnLabels: метка «D» стоит 3 раза (4, 5 и 9)', suggestion: 'пишите каждую метку один раз: замените «D» на местах 5 и 9 теми метками, что должны там стоять' });
    expect(variantSaid(d.code, d.parts, 'pl')).toEqual({ message: 'board.columnLabels: etykieta „D” występuje 3 razy (4, 5 i 9)', suggestion: 'każdą etykietę pisz raz: zamień „D” na miejscach 5 i 9 na etykiety, które mają tam być' });
  });
});
